// The legacy bundle in headless Debian Chromium (playwright-core, never a
// downloaded browser), window.URL and window.URLSearchParams deleted before it
// loads, the page served from 127.0.0.1; the screenshot of the results page is
// test-output/engines/chromium.png.
import { assert } from 'chai';
import { explain, minimumCases, report, requireBinary, runEngine } from './run-engine.js';

describe('Engine proof: headless Chromium', function () {
  this.timeout(240000);
  it('runs all of urltestdata, the setters and URLSearchParams suites in the page with 0 failures', async function () {
    requireBinary('/usr/bin/chromium', 'chromium');
    const r = await runEngine('chromium');
    report('chromium', r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
});
