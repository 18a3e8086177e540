import * as T from '../build/lib/host/idna-table.js';
import { gzipSync } from 'node:zlib';
const D = T.DIGITS;
const dig = (s, i) => D.indexOf(s[i]);
function readAll(s) { const out = []; let i = 0; while (i < s.length) { let n = 0; for (;;) { const d = dig(s, i++); if (d < 48) { out.push(n * 48 + d); break; } n = n * 16 + d - 48; } } return out; }
function enc(n) { let fin = D[n % 48]; n = Math.floor(n / 48); let pre = ''; while (n > 0) { pre = D[48 + (n % 16)] + pre; n = Math.floor(n / 16); } return pre + fin; }
const kinds = [...T.MAP_KINDS].map((c) => D.indexOf(c));
const lens = readAll(T.MAP_LENGTHS);
const pl = readAll(T.PROP_LENGTHS);
const pv = [...T.PROP_VALUES].map((c) => D.indexOf(c));
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
const q = (s) => JSON.stringify(s);
const base = `export const A=${q(T.MAP_KINDS)};export const B=${q(T.MAP_LENGTHS)};export const C=${q(T.MAP_DELTAS)};export const E=${q(T.POOL)};export const F=${q(T.PROP_LENGTHS)};export const G=${q(T.PROP_VALUES)};`;
console.log('segments', kinds.length, lens.length, 'props', pl.length, pv.length);
console.log('current', gz(base));
// combined kind+len
const comb = kinds.map((k, i) => enc(k + 7 * lens[i])).join('');
const v2 = `export const A=${q(comb)};export const C=${q(T.MAP_DELTAS)};export const E=${q(T.POOL)};export const F=${q(T.PROP_LENGTHS)};export const G=${q(T.PROP_VALUES)};`;
console.log('kind+len combined', gz(v2));
const pcomb = pv.map((v, i) => enc(v + 23 * pl[i])).join('');
const v3 = `export const A=${q(comb)};export const C=${q(T.MAP_DELTAS)};export const E=${q(T.POOL)};export const F=${q(pcomb)};`;
console.log('+ props combined', gz(v3));
// interleaved digits
const inter = kinds.map((k, i) => D[k] + enc(lens[i])).join('');
const v4 = `export const A=${q(inter)};export const C=${q(T.MAP_DELTAS)};export const E=${q(T.POOL)};export const F=${q(pv.map((v, i) => D[v] + enc(pl[i])).join(''))};`;
console.log('interleaved', gz(v4));
// kinds stats
const hist = {}; for (const k of kinds) hist[k] = (hist[k] || 0) + 1; console.log('kinds hist', hist);
const lh = {}; for (const l of lens) lh[l] = (lh[l] || 0) + 1; console.log('len top', Object.entries(lh).sort((a,b)=>b[1]-a[1]).slice(0,12));
for (const k of ['MAP_KINDS', 'MAP_LENGTHS', 'MAP_DELTAS', 'POOL', 'PROP_LENGTHS', 'PROP_VALUES']) console.log(k, T[k].length, gz(T[k]));
// disallowed segments: how many are "unassigned"? lengths of kind1
const k1 = lens.filter((l, i) => kinds[i] === 1); console.log('kind1 count', k1.length, 'len sum', k1.reduce((a, b) => a + b + 1, 0));
