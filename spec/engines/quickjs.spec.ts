// The legacy bundle inside QuickJS (Bellard's engine compiled to WebAssembly by
// the npm package quickjs-emscripten), run from Node with print() as its only
// host function: scripts/engines/run.mjs quickjs.
import { engineProof } from './run-engine.js';

describe('Engine proof: QuickJS (quickjs-emscripten)', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites inside QuickJS with 0 failures (polyurl.legacy.min.js)', {
    engine: 'quickjs',
    label: 'quickjs',
  });
});
