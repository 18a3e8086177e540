// QuickJS (Bellard's engine compiled to WebAssembly by the npm package
// quickjs-emscripten), run from Node with print() as its only host function:
// the classic script (scripts/engines/run.mjs quickjs), and the ES module
// builds, dist/auto.mjs (compact, standalone), in an engine that is not
// V8 (run.mjs quickjs-esm).
import { engineProof } from './run-engine.js';

describe('Engine proof: QuickJS (quickjs-emscripten)', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites inside QuickJS with 0 failures (polyurl.legacy.min.js)', {
    engine: 'quickjs',
    label: 'quickjs',
  });
  engineProof("import 'polyurl/auto' (dist/auto.mjs): all of urltestdata, the setters and URLSearchParams pass", {
    engine: 'quickjs-esm',
    label: 'quickjs + dist/auto.mjs',
  });
});
