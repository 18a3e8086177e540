// Every code point of Unicode as a host label, in Hermes: the React Native
// build (dist/auto.rn.cjs, as Metro runs a CommonJS module) and the classic
// script (dist/polyurl.legacy.min.js) must give each one the host that
// dist/polyurl.mjs gives in Node. Hermes 0.12's own Unicode data is older than
// Node's (its toLowerCase leaves U+A7C0, of Unicode 14, as it is) and it has no
// \p{…}: the ES5 table's derived kinds run through its normalize and case
// mapping, the legacy table through its normalize or the NFC fallback. The
// WPT IDNA data samples a few thousand code points; this reads all of them.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { URL } from '../support/shipped.js';
import { buildAsScript, engineBinary, HERMES_BUILDS } from './run-engine.js';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');

// The sweep, in the engine and in Node alike (ES5): polyurlHostOfEvery(URL),
// one line per code point but the surrogates. scripts/engines/idna-sweep.mjs
// runs the same in the other engines, on demand.
const SWEEP = readFileSync(join(process.cwd(), 'scripts', 'engines', 'idna-sweep.js'), 'utf8');

const CODE_POINTS = 0x110000 - 0x800;

function codePointOfLine(i: number): number {
  return i < 0xd800 ? i : i + 0x800;
}

describe('IDNA of every code point in Hermes (the React Native build and the classic script)', function () {
  this.timeout(300000);
  let expected: string[] = [];
  before(function () {
    const sweep = new Function(SWEEP + '\nreturn polyurlHostOfEvery;')() as (U: typeof URL) => string;
    expected = sweep(URL).split('\n');
    assert.strictEqual(expected.length, CODE_POINTS);
  });

  for (const file of HERMES_BUILDS) {
    it(`dist/${file} gives every code point dist/polyurl.mjs's host`, function () {
      const hermes = engineBinary(this, 'hermes', `hermes (IDNA of every code point, ${file})`);
      const dir = mkdtempSync(join(tmpdir(), 'polyurl-idna-hermes-'));
      try {
        const script = join(dir, 'sweep.js');
        writeFileSync(script, buildAsScript(DIST, file) + SWEEP + '\nprint(polyurlHostOfEvery(URL));\n');
        const run = spawnSync(hermes, ['-w', script], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 240000 });
        assert.strictEqual(run.status, 0, run.stderr);
        const got = run.stdout.replace(/\n$/, '').split('\n');
        assert.strictEqual(got.length, CODE_POINTS, 'one line per code point');
        const differences: string[] = [];
        let failures = 0;
        for (let i = 0; i < got.length; i++) {
          if (expected[i] === '!') failures++;
          if (got[i] !== expected[i]) differences.push(`U+${codePointOfLine(i).toString(16).toUpperCase()}: ${got[i]}, expected ${expected[i]}`);
        }
        console.log(`\n      hermes › dist/${file}: ${got.length} code points (${failures} fail as a host), ${differences.length} differences`);
        // The sweep reaches both outcomes: disallowed code points and mapped or valid ones.
        assert.isAbove(failures, 100000);
        assert.isAbove(got.length - failures, 100000);
        assert.deepEqual(differences.slice(0, 20), []);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
