#!/usr/bin/env node
// Generates lib/extract/tlds.ts, the top-level domains that extractURLs(text,
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
// Two letters: a bitmap of the 26 x 26 pairs, six bits per character of
// DIGITS (smaller than the pairs written out). Longer: sorted and concatenated.
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const bits = new Array(676).fill(0);
for (const tld of byLength[2] ?? []) bits[(tld.charCodeAt(0) - 97) * 26 + tld.charCodeAt(1) - 97] = 1;
let pairs = '';
for (let k = 0; k < bits.length; k += 6) {
  let v = 0;
  for (let b = 0; b < 6; b++) v |= (bits[k + b] ?? 0) << b;
  pairs += DIGITS[v];
}
const rows = [];
for (let len = 3; len <= MAX_LENGTH; len++) rows.push(`  '${(byLength[len] ?? []).sort().join('')}',`);
const count = byLength.reduce((n, l) => n + (l ? l.length : 0), 0);

const out = `// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-tlds.mjs: \`npm run gen:tlds\`.
// The ASCII top-level domains of 2 to ${MAX_LENGTH} letters (${count}) from tlds@${version} (the IANA root zone list).
// PAIRS: the two-letter ones as a bitmap over "aa".."zz", six bits per character
// (${DIGITS.slice(0, 3)}… = 0, 1, 2…, lowest bit first); LONGER[k]: those of k + 3 letters, sorted and concatenated.
const PAIRS = '${pairs}';
const LONGER = [
${rows.join('\n')}
];
const DIGITS = '${DIGITS}';

/** Whether \`label\` (lowercase ASCII) is one of the top-level domains above. */
export function isTLD(label: string): boolean {
  if (label.length === 2) {
    const a = label.charCodeAt(0) - 97;
    const b = label.charCodeAt(1) - 97;
    const k = a * 26 + b;
    return a >= 0 && a < 26 && b >= 0 && b < 26 && ((DIGITS.indexOf(PAIRS.charAt(k / 6)) >> k % 6) & 1) === 1;
  }
  const row = LONGER[label.length - 3];
  if (row === undefined) return false;
  for (let k = row.indexOf(label); k >= 0; k = row.indexOf(label, k + 1)) if (k % label.length === 0) return true;
  return false;
}
`;
writeFileSync(join(ROOT, 'lib', 'extract', 'tlds.ts'), out);
console.log(`lib/extract/tlds.ts: ${count} TLDs from tlds@${version}`);
