// Node without its own URL (delete globalThis.URL), then require('dist/auto.cjs'):
// the global URL and URLSearchParams must be polyurl's, and conforming.
import { assert } from 'chai';
import { explain, minimumCases, report, runEngine } from './run-engine.js';

describe('Engine proof: Node through polyurl/auto', function () {
  this.timeout(120000);
  it('runs all of urltestdata, the setters and URLSearchParams suites with 0 failures', async function () {
    const r = await runEngine('node-auto');
    report('node + dist/auto.cjs', r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
});
