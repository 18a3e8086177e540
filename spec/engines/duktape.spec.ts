// The legacy bundle inside Duktape 2.7 (ES5.1: no Map, WeakMap, Promise,
// String.prototype.normalize or stable sort): scripts/engines/run.mjs duk.
import { engineProof } from './run-engine.js';

describe('Engine proof: Duktape 2.7', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites inside duk with 0 failures', { engine: 'duk', label: 'duk' });
});
