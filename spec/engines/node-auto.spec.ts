// The shipped files in Node itself, so that every one of them runs the WPT
// suites on any machine: polyurl/auto from CommonJS and from an ES module (the
// global URL deleted first; auto must install polyurl's), and the classic
// script and its minified form in a fresh node:vm context, which has no URL.
import { engineProof } from './run-engine.js';

describe('Engine proof: Node through polyurl/auto', function () {
  engineProof('require(dist/auto.cjs): all of urltestdata, the setters and URLSearchParams pass', {
    engine: 'node-auto',
    label: 'node + dist/auto.cjs',
    timeout: 120000,
  });
  engineProof('import(dist/auto.mjs): all of urltestdata, the setters and URLSearchParams pass', {
    engine: 'node-auto-esm',
    label: 'node + dist/auto.mjs',
    timeout: 120000,
  });
  engineProof('import(dist/auto.browser.mjs), the "browser" condition\'s build: all of urltestdata, the setters and URLSearchParams pass', {
    engine: 'node-auto-browser',
    label: 'node + dist/auto.browser.mjs',
    timeout: 120000,
  });
});

describe('Engine proof: the classic script in a node:vm context', function () {
  engineProof('dist/polyurl.legacy.js: all of urltestdata, the setters and URLSearchParams pass', {
    engine: 'node-legacy',
    label: 'node:vm + polyurl.legacy.js',
    timeout: 120000,
  });
  engineProof('dist/polyurl.legacy.min.js: all of urltestdata, the setters and URLSearchParams pass', {
    engine: 'node-legacy-min',
    label: 'node:vm + polyurl.legacy.min.js',
    timeout: 120000,
  });
});
