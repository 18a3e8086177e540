// React Native's own URL (Libraries/Blob/URL.js of the react-native package)
// in Hermes, with polyurl's "react-native" build installed over it:
// scripts/react-native/hermes-proof.mjs. The URL is detected broken and
// replaced, React Native's createObjectURL is kept and works on its own Blob,
// IDN hosts map, and every WPT urltestdata, setters and URLSearchParams case passes.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { engineBinary, explain, minimumCases, report } from '../engines/run-engine.js';
import type { EngineRun } from '../engines/run-engine.js';

const SCRIPT = join(process.cwd(), 'scripts', 'react-native', 'hermes-proof.mjs');

// The proof's output as the engine proofs report theirs (run-engine.ts's EngineRun).
function runProof(): EngineRun {
  const args = [SCRIPT];
  if (process.env.POLYURL_DIST_DIR) args.push('--dist', resolve(process.env.POLYURL_DIST_DIR));
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 200000 });
  const lines = ((r.stdout || '') + (r.stderr || '')).split('\n').filter((l) => l !== '');
  const summary = lines.filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '';
  const counts = summary === '' ? [0, -1] : summary.split(/\D+/).filter((x) => x !== '').map(Number);
  return { code: r.status, passed: counts[0], failed: counts[1], summary, details: lines.filter((l) => l !== summary) };
}

describe("Polyfill in Hermes over React Native's own URL", function () {
  this.timeout(240000);
  it('detects it broken, replaces it, keeps createObjectURL, and passes urltestdata, setters and URLSearchParams', function () {
    // A missing Hermes is "not run" like every engine proof (a failure under CI=true).
    engineBinary(this, 'hermes', 'hermes (React Native URL.js)');
    const r = runProof();
    report('hermes + react-native URL.js + dist/auto.rn.cjs', r);
    for (const line of r.details) if (/^detect\(\)/.test(line)) console.log(`      ${line}`);
    assert.include(r.details.join('\n'), "detect() of React Native's URL: broken", explain(r));
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
});
