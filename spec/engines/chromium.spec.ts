// The legacy bundle in headless Debian Chromium (playwright-core, never a
// downloaded browser), window.URL and window.URLSearchParams deleted before it
// loads, the page served from 127.0.0.1; the screenshot of the results page is
// test-output/engines/chromium.png.
import { engineProof } from './run-engine.js';

describe('Engine proof: headless Chromium', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites in the page with 0 failures', {
    engine: 'chromium',
    label: 'chromium',
  });
});
