// The legacy bundle inside mujs (Debian's mujs package), an interpreter of
// ES5 only, with its own regular-expression engine and no Unicode
// normalization: scripts/engines/run.mjs mujs.
import { engineProof } from './run-engine.js';

describe('Engine proof: mujs', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites inside mujs with 0 failures (polyurl.legacy.js)', {
    engine: 'mujs',
    label: 'mujs',
  });
});
