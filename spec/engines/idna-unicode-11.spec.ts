// The ES module builds' IDNA table reads unassigned code points and marks from
// the engine's General_Category (and most mappings from its normalize): this
// runs it in Node 12.0.0, whose ICU 63 has Unicode 11.0, the oldest Unicode of
// the engines that run those builds (class private fields: Chrome 74, Node
// 12). scripts/engines/run.mjs node12: the WPT toascii and IdnaTestV2 cases
// and 100,000 random hosts through dist/polyurl.cjs and what dist/auto.cjs
// installs, against the expected output and the legacy script's explicit
// table. Node 12.0.0 comes from `node scripts/engines/install-node.mjs 12`
// (.ci/run does); not installed: "not run", and with CI=true it fails.
import { engineProof } from './run-engine.js';

describe('Engine proof: IDNA in an engine of Unicode 11.0 (Node 12.0.0)', function () {
  engineProof('Node 12.0.0: WPT toascii and IdnaTestV2, and random hosts, through dist/polyurl.cjs and dist/auto.cjs as the explicit table gives them', {
    engine: 'node12',
    label: 'node 12.0.0 (Unicode 11.0)',
    timeout: 240000,
  });
});
