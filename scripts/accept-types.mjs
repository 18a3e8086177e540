#!/usr/bin/env node
// Copies the declarations the build produced (build/types/, or POLYURL_TYPES_DIR)
// into types/, the committed public API that package.json points at. Run by
// `npm run types` after a change to the public surface; the diff of types/ is
// then part of the review, and spec/engines/declarations.spec.ts fails until
// types/ matches the build again.
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = resolve(process.env.POLYURL_TYPES_DIR || join(ROOT, 'build', 'types'));
const COMMITTED = join(ROOT, 'types');
const isDeclaration = (f) => f.endsWith('.d.ts') || f.endsWith('.d.cts');

for (const f of readdirSync(COMMITTED).filter(isDeclaration)) rmSync(join(COMMITTED, f));
for (const f of readdirSync(BUILT).filter(isDeclaration)) {
  copyFileSync(join(BUILT, f), join(COMMITTED, f));
  console.log(`types/${f}`);
}
