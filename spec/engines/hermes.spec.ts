// The legacy bundle inside Hermes, React Native's engine, as the npm package
// hermes-engine-cli ships it (no URL of its own; the module builds need a Babel
// pass there, the classic script does not): scripts/engines/run.mjs hermes.
import { engineProof } from './run-engine.js';

describe('Engine proof: Hermes (hermes-engine-cli)', function () {
  engineProof('runs all of urltestdata, the setters and URLSearchParams suites inside hermes with 0 failures (polyurl.legacy.min.js)', {
    engine: 'hermes',
    label: 'hermes',
  });
});
