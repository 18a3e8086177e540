// The legacy bundle inside Rhino 1.7.14, at its default language level (no
// Symbol, Map, WeakMap or Promise; a function's `name` cannot be redefined)
// and at -version 200: scripts/engines/run.mjs rhino / rhino200.
import { engineProof } from './run-engine.js';

describe('Engine proof: Rhino 1.7.14', function () {
  engineProof('default language level: all of urltestdata, setters and URLSearchParams pass (polyurl.legacy.js)', {
    engine: 'rhino',
    label: 'rhino',
  });
  engineProof('-version 200: all of urltestdata, setters and URLSearchParams pass (polyurl.legacy.min.js)', {
    engine: 'rhino200',
    label: 'rhino -version 200',
  });
});
