// Every code point of Unicode as a host label, in Hermes: the React Native
// build (dist/auto.rn.cjs, as Metro runs a CommonJS module) and the classic
// script (dist/polyurl.legacy.min.js) must give each one the host that
// dist/polyurl.mjs gives in Node. Hermes 0.12's own Unicode data is older than
// Node's (its toLowerCase leaves U+A7C0, of Unicode 14, as it is) and it has no
// \p{…}: the ES5 table's derived kinds run through its normalize and case
// mapping, the legacy table through its normalize or the NFC fallback. The
// WPT IDNA data samples a few thousand code points; this reads all of them,
// through scripts/engines/idna-sweep.mjs (which runs the other engines on demand).
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { engineBinary, HERMES_BUILDS } from './run-engine.js';

const SCRIPT = join(process.cwd(), 'scripts', 'engines', 'idna-sweep.mjs');
const CODE_POINTS = 0x110000 - 0x800;

describe('IDNA of every code point in Hermes (the React Native build and the classic script)', function () {
  this.timeout(300000);
  for (const { file, sweep } of HERMES_BUILDS) {
    it(`dist/${file} gives every code point dist/polyurl.mjs's host`, function () {
      engineBinary(this, 'hermes', `hermes (IDNA of every code point, ${file})`);
      const args = [SCRIPT, sweep];
      if (process.env.POLYURL_DIST_DIR) args.push('--dist', resolve(process.env.POLYURL_DIST_DIR));
      const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 280000 });
      const out = (r.stdout || '') + (r.stderr || '');
      const m = /: (\d+) code points \((\d+) fail as a host\), (\d+) differences/.exec(out);
      assert.isNotNull(m, out);
      const [count, failures, differences] = (m as RegExpExecArray).slice(1).map(Number);
      console.log(`\n      hermes › dist/${file}: ${count} code points (${failures} fail as a host), ${differences} differences`);
      assert.strictEqual(count, CODE_POINTS, 'one line per code point');
      // The sweep reaches both outcomes: disallowed code points and mapped or valid ones.
      assert.isAbove(failures, 100000);
      assert.isAbove(count - failures, 100000);
      assert.strictEqual(differences, 0, out);
      assert.strictEqual(r.status, 0, out);
    });
  }
});
