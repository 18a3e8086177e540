// Unicode Normalization Form C for engines without String.prototype.normalize
// (ES5: Duktape, old Rhino), per UAX #15 and The Unicode Standard §3.11–3.12:
// canonical decomposition, canonical ordering, canonical composition.
// Only the legacy entry imports this module (it registers `nfc` with
// setNormalizer from idna/uts46.ts), so the modern build never carries it.
// https://www.unicode.org/reports/tr15/#Description_Norm
import { CCC, DECOMP, DECOMP_FIRST, DECOMP_SECOND, DECOMP_SECOND_START } from './nfc-data.js';
import { setNormalizer } from './uts46.js';
import { readVarint, unzigzag } from './varint.js';
import { codePointAt } from '../base/infra.js';
import { fromCodePoints } from './punycode.js';

// Hangul syllables (The Unicode Standard §3.12, Conjoining Jamo Behavior).
const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const L_COUNT = 19;
const V_COUNT = 21;
const T_COUNT = 28;
const N_COUNT = V_COUNT * T_COUNT;
const S_COUNT = L_COUNT * N_COUNT;

interface NumberTable {
  [key: string]: number[] | number;
}

let decompositions: NumberTable | null = null;
let compositions: NumberTable;
let cccStart: number[];
let cccEnd: number[];
let cccValue: number[];

function decode(): void {
  const dec: NumberTable = {};
  const comp: NumberTable = {};
  const pos = { i: 0 };
  let cp = 0;
  // DECOMP's entries, with the code points in DECOMP_FIRST and DECOMP_SECOND (lib/idna/nfc-data.ts).
  const first = { i: 0 };
  const second = { i: 0 };
  let prevFirst = 0;
  let prevSecond = DECOMP_SECOND_START;
  while (pos.i < DECOMP.length) {
    const v = readVarint(DECOMP, pos);
    const excluded = v % 2;
    const len = ((v - excluded) / 2) % 2 + 1;
    cp += (v - excluded - (len - 1) * 2) / 4;
    prevFirst += unzigzag(readVarint(DECOMP_FIRST, first));
    const to = [prevFirst];
    if (len === 2) {
      prevSecond += unzigzag(readVarint(DECOMP_SECOND, second));
      to.push(prevSecond);
      // Primary composites: two-code-point decompositions not excluded.
      if (excluded === 0) comp[prevFirst + ',' + prevSecond] = cp;
    }
    dec[cp] = to;
  }
  const starts: number[] = [];
  const ends: number[] = [];
  const values: number[] = [];
  pos.i = 0;
  let end = 0;
  while (pos.i < CCC.length) {
    const start = end + readVarint(CCC, pos);
    end = start + readVarint(CCC, pos) + 1;
    starts.push(start);
    ends.push(end);
    values.push(readVarint(CCC, pos));
  }
  compositions = comp;
  cccStart = starts;
  cccEnd = ends;
  cccValue = values;
  decompositions = dec;
}

/** Canonical_Combining_Class of `c`. */
export function combiningClass(c: number): number {
  if (decompositions === null) decode();
  if (c < 0x300) return 0;
  let lo = 0;
  let hi = cccStart.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (c < cccStart[mid]) hi = mid - 1;
    else if (c >= cccEnd[mid]) lo = mid + 1;
    else return cccValue[mid];
  }
  return 0;
}

// Full canonical decomposition of c, appended to out.
function decompose(c: number, out: number[]): void {
  if (c >= S_BASE && c < S_BASE + S_COUNT) {
    const s = c - S_BASE;
    out.push(L_BASE + Math.floor(s / N_COUNT), V_BASE + Math.floor((s % N_COUNT) / T_COUNT));
    if (s % T_COUNT !== 0) out.push(T_BASE + (s % T_COUNT));
    return;
  }
  // Own entries only (a name on Object.prototype is no decomposition).
  const table = decompositions as NumberTable;
  const d = Object.prototype.hasOwnProperty.call(table, c) ? (table[c] as number[]) : undefined;
  if (d === undefined) {
    out.push(c);
    return;
  }
  for (let k = 0; k < d.length; k++) decompose(d[k], out);
}

// The primary composite of a + b, or -1.
function compose(a: number, b: number): number {
  if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
    return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
  }
  if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0 && b > T_BASE && b < T_BASE + T_COUNT) {
    return a + (b - T_BASE);
  }
  const key = a + ',' + b;
  return Object.prototype.hasOwnProperty.call(compositions, key) ? (compositions[key] as number) : -1;
}

/** The NFC form of `s` (lone surrogates pass through unchanged). */
export function nfc(s: string): string {
  // (idna/nfc.ts calls it only for a string with a character at or above
  // U+0300: below, every character is its own NFC and composes with nothing
  // before it.)
  const n = s.length;
  if (decompositions === null) decode();
  // 1. Canonical decomposition.
  const d: number[] = [];
  for (let k = 0; k < n; k++) {
    const c = codePointAt(s, k, n);
    if (c > 0xffff) k++;
    decompose(c, d);
  }
  // 2. Canonical ordering: a stable sort of each run of non-starters by class.
  const cc: number[] = [];
  for (let k = 0; k < d.length; k++) cc.push(combiningClass(d[k]));
  for (let k = 1; k < d.length; k++) {
    const c = d[k];
    const cl = cc[k];
    if (cl === 0) continue;
    let j = k;
    while (j > 0 && cc[j - 1] > cl) {
      d[j] = d[j - 1];
      cc[j] = cc[j - 1];
      j--;
    }
    d[j] = c;
    cc[j] = cl;
  }
  // 3. Canonical composition: each character C joins the last starter S when
  //    C is not blocked from S (nothing between them, or the last character
  //    between has a lower, non-zero class) and S + C has a primary composite.
  const out: number[] = [];
  const outCC: number[] = [];
  let starter = -1;
  for (let k = 0; k < d.length; k++) {
    const c = d[k];
    const cl = cc[k];
    if (starter >= 0) {
      const last = out.length - 1;
      if (last === starter || (outCC[last] !== 0 && outCC[last] < cl)) {
        const composite = compose(out[starter], c);
        if (composite !== -1) {
          out[starter] = composite;
          continue;
        }
      }
    }
    out.push(c);
    outCC.push(cl);
    if (cl === 0) starter = out.length - 1;
  }
  return fromCodePoints(out);
}
