#!/usr/bin/env node
// Installs the pinned Node.js releases of the engine proofs (node-versions.mjs)
// from the npm registry, through npm itself, into node_modules/.cache/polyurl-node/:
//
//   node scripts/engines/install-node.mjs 12 18 22
//
// A release already there is kept. Prints each binary and how long it took.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { NODE_RELEASES, nodePackage, nodeInstallDir, nodeBinaryPath } from './node-versions.mjs';

const lines = process.argv.slice(2);
if (lines.length === 0 || lines.some((l) => NODE_RELEASES[l] === undefined)) {
  console.error(`usage: node scripts/engines/install-node.mjs ${Object.keys(NODE_RELEASES).join(' ')}`);
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const line of lines) {
  const version = NODE_RELEASES[line];
  const binary = nodeBinaryPath(version);
  if (existsSync(binary)) {
    console.log(`node ${version}: ${binary} (already installed)`);
    continue;
  }
  const dir = nodeInstallDir(version);
  mkdirSync(dir, { recursive: true });
  // A package.json of its own, so npm installs here and not into the repository's.
  writeFileSync(`${dir}/package.json`, JSON.stringify({ name: 'polyurl-node-' + line, private: true }) + '\n');
  const started = Date.now();
  const r = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', `${nodePackage()}@${version}`], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(binary)) {
    console.error(`node ${version}: npm install ${nodePackage()}@${version} failed (exit ${r.status})`);
    process.exit(1);
  }
  console.log(`node ${version}: ${binary} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
