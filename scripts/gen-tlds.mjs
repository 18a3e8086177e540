#!/usr/bin/env node
// Generates lib/text/tlds.ts, the top-level domains that extractURLs(text,
// { bare: true }) accepts at the end of a bare domain or e-mail address, from
// the IANA root zone list as the `tlds` package ships it (index.json; a dev
// dependency, pinned in package.json): `npm run gen:tlds`.
//
// Size: the table ships in polyurl.mjs (30 KB min+gz budget), so it keeps the
// ASCII TLDs of at most MAX_LENGTH letters (all country codes, and com, org,
// net, edu, gov, xxx, …), one string per length, sorted, without
// separators: about 0.7 KB min+gz for MAX_LENGTH 3. Longer generic TLDs and
// the internationalized ones are left out (a bare "example.online" is then
// not found; "https://example.online" always is).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LENGTH = 3;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const list = JSON.parse(readFileSync(require.resolve('tlds/index.json'), 'utf8'));
const version = JSON.parse(readFileSync(require.resolve('tlds/package.json'), 'utf8')).version;

const byLength = [];
for (const tld of list) {
  if (!/^[a-z]+$/.test(tld) || tld.length > MAX_LENGTH) continue;
  (byLength[tld.length] ??= []).push(tld);
}
const rows = [];
for (let len = 2; len <= MAX_LENGTH; len++) rows.push(`  '${(byLength[len] ?? []).sort().join('')}',`);
const count = byLength.reduce((n, l) => n + (l ? l.length : 0), 0);

const out = `// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-tlds.mjs: \`npm run gen:tlds\`.
// The ASCII top-level domains of 2 to ${MAX_LENGTH} letters (${count}) from tlds@${version} (the IANA root zone list).
// TLDS[k] holds those of k + 2 letters, sorted and concatenated.
const TLDS = [
${rows.join('\n')}
];

/** Whether \`label\` (lowercase ASCII) is one of the top-level domains above. */
export function isTLD(label: string): boolean {
  const row = TLDS[label.length - 2];
  if (row === undefined) return false;
  for (let k = row.indexOf(label); k >= 0; k = row.indexOf(label, k + 1)) if (k % label.length === 0) return true;
  return false;
}
`;
writeFileSync(join(ROOT, 'lib', 'text', 'tlds.ts'), out);
console.log(`lib/text/tlds.ts: ${count} TLDs from tlds@${version}`);
