// Node 18 and Node 22 besides the Node that runs the tests (the releases of
// scripts/engines/node-versions.mjs, installed by
// `node scripts/engines/install-node.mjs 18 22`): a plain polyurl/auto import
// and require over the working native URL keeps the native classes (at most
// adding missing members; detect()'s status and divergences are printed), and
// the WPT data pass through the ponyfill builds, dist/polyurl.mjs (ES2022)
// and dist/polyurl.cjs. Not installed: "not run"; with CI=true it fails.
import { engineProof } from './run-engine.js';

describe('Engine proof: Node 18 and Node 22', function () {
  for (const major of [18, 22]) {
    engineProof(`Node ${major}: polyurl/auto (import and require) keeps the native URL; urltestdata, the setters and URLSearchParams pass through dist/polyurl.mjs and .cjs`, {
      engine: `node${major}`,
      label: `node ${major}`,
      timeout: 180000,
    });
  }
});
