// A real React Native app build: Metro itself bundles an app whose entry is
// `import 'polyurl/auto'` over React Native's own URL, with React Native's Babel
// preset, and Hermes runs the bundle (scripts/react-native/metro-proof.mjs).
// Then the size an app pays for the polyfill, bundled and minified by Metro.
import { assert } from 'chai';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { explain, minimumCases, notRun, report } from '../engines/run-engine.js';
import type { EngineRun, NotRun } from '../engines/run-engine.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';

const SCRIPT = join(process.cwd(), 'scripts', 'react-native', 'metro-proof.mjs');
const NOT_RUN_EXIT = 3;
/** Bytes of min+gz (1 KB = 1000 bytes), the whole bundle of an app whose only import is polyurl/auto. */
const METRO_AUTO_BUDGET = 16000;

interface Run extends EngineRun {
  lines: string[];
}

function runProof(extra: string[]): Promise<Run> {
  const args = [SCRIPT, ...extra];
  if (process.env.POLYURL_DIST_DIR) args.push('--dist', resolve(process.env.POLYURL_DIST_DIR));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      const lines = out.split('\n').filter((l) => l !== '');
      const summary = lines.filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '';
      const m = /^(\d+) passed, (\d+) failed$/.exec(summary);
      let why: NotRun | undefined;
      if (code === NOT_RUN_EXIT) {
        const reason = lines.find((l) => l.startsWith('NOT RUN: '));
        const install = lines.find((l) => l.startsWith('INSTALL: '));
        why = { reason: reason ? reason.slice(9) : 'not installed', install: install ? install.slice(9) : '' };
      }
      done({ code, passed: m ? Number(m[1]) : 0, failed: m ? Number(m[2]) : -1, summary, details: lines.filter((l) => l !== summary), notRun: why, lines });
    });
  });
}

/** The driver's cases with the IDNA data: minimumCases() plus toascii and IdnaTestV2. */
function casesWithIDNA(): number {
  const toascii = readFixture<unknown[]>('wpt/toascii.json').filter((t) => typeof t === 'object').length;
  const idna = readFixture<unknown[]>('wpt/IdnaTestV2.json').filter((t) => typeof t === 'object').length;
  return minimumCases() + toascii + idna;
}

describe('Polyfill bundled by Metro, run in Hermes', function () {
  this.timeout(400000);

  it("an app importing polyurl/auto over React Native's URL passes urltestdata, setters, URLSearchParams, toascii and IdnaTestV2, keeps createObjectURL/revokeObjectURL, and sends form bodies through React Native's fetch and XMLHttpRequest", async function () {
    const r = await runProof([]);
    if (r.notRun !== undefined) notRun(this, 'metro + hermes', r.notRun);
    report('metro (react-native condition, @react-native/babel-preset) + hermes', r);
    for (const line of r.details) if (/^detect\(\)/.test(line)) console.log(`      ${line}`);
    assert.include(r.details.join('\n'), "detect() of React Native's URL: broken", explain(r));
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, casesWithIDNA(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });

  describe('its size, bundled and minified by Metro (bytes min+gz)', function () {
    let sizes: { auto: { min: number; gzip: number }; empty: { gzip: number }; app: { gzip: number }; appWithout: { gzip: number } };

    before(async function () {
      const r = await runProof(['--size']);
      if (r.notRun !== undefined) notRun(this, 'metro', r.notRun);
      assert.strictEqual(r.code, 0, explain(r));
      for (const l of r.lines) if (!l.startsWith('{')) console.log(`      ${l}`);
      sizes = JSON.parse(r.lines.filter((l) => l.startsWith('{')).pop() || '{}') as typeof sizes;
    });

    caseIt('package size budgets', `polyurl/auto bundled by Metro (react-native) is within its budget of ${METRO_AUTO_BUDGET / 1000} KB min+gz`, function () {
      assert.isAtMost(sizes.auto.gzip, METRO_AUTO_BUDGET);
    });

    it("the polyfill's share of an app with React Native's URL modules is what it adds alone", function () {
      const share = sizes.app.gzip - sizes.appWithout.gzip;
      // Metro's prelude and runtime are in both; the share is polyurl's modules alone, within gzip's noise.
      assert.isBelow(Math.abs(share - (sizes.auto.gzip - sizes.empty.gzip)), 400, JSON.stringify(sizes));
    });
  });
});
