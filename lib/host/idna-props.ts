// Lookups into the generated UTS #46 table (idna-table.ts): the IDNA mapping
// status of a code point and the Unicode properties the validity criteria use.
// The packed strings are decoded once, on the first lookup, so code that never
// meets a non-ASCII host never pays for them.
// https://www.unicode.org/reports/tr46/#IDNA_Mapping_Table
import {
  MAP_DELTAS,
  MAP_KINDS,
  MAP_LENGTHS,
  NFKC_PROBE,
  POOL,
  PROP_LENGTHS,
  PROP_PALETTE,
  PROP_VALUES,
} from './idna-table.js';
import { readVarint, unzigzag } from './varint.js';
import type { Cursor } from './varint.js';

export const STATUS_VALID = 0; // valid, or deviation (kept: Transitional_Processing=false)
export const STATUS_DISALLOWED = 1;
export const STATUS_IGNORED = 2;
export const STATUS_MAPPED = 3;

// Bidi_Class indices (as the generator writes them), 11 = any other class.
export const BIDI_L = 0;
export const BIDI_R = 1;
export const BIDI_AL = 2;
export const BIDI_AN = 3;
export const BIDI_EN = 4;
export const BIDI_ES = 5;
export const BIDI_CS = 6;
export const BIDI_ET = 7;
export const BIDI_ON = 8;
export const BIDI_BN = 9;
export const BIDI_NSM = 10;
export const BIDI_OTHER = 11;

// Joining_Type indices: U (also C), L, D, T, R.
export const JT_U = 0;
export const JT_L = 1;
export const JT_D = 2;
export const JT_T = 3;
export const JT_R = 4;

/** The MAP and POOL strings of a generated table, decoded into arrays. */
export interface MapTable {
  starts: number[];
  kinds: number[];
  // kinds 3 and 4: the delta; kind 5: the index of the segment's first POOL entry.
  values: number[];
  pool: string[];
  // Kind 6 may be used: the engine's NFKC agrees with NFKC_PROBE.
  nfkc: boolean;
}

let table: MapTable | null = null;
let propStart: number[] | null = null;
let propValue: number[];

// Read position of readVarint in the string being decoded.
const at: Cursor = { i: 0 };

function cpToString(c: number): string {
  return c > 0xffff
    ? String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff))
    : String.fromCharCode(c);
}

type Normalize = (this: string, form: string) => string;
const nativeNormalize = (String.prototype as { normalize?: Normalize }).normalize;

// Kind 6 maps a code point as its NFKC form maps, and the engine computes that
// form. The generator used it only for code points of Unicode 7.0 or earlier
// (their NFKC forms never change), and NFKC_PROBE is the newest of them: an
// engine that normalizes it right knows them all. One that does not (no
// normalize, or Unicode before 7.0) fails closed: kind 6 reads as disallowed,
// so such hosts are rejected rather than mapped wrongly. The legacy script
// has no kind 6 (rollup.config.mjs gives it the explicit table).
function engineNFKCWorks(probe: string): boolean {
  if (probe === '' || typeof nativeNormalize !== 'function') return false;
  const source = probe.charAt(0);
  return nativeNormalize.call(source, 'NFKC') === probe.slice(1);
}

/** Decodes a generated table's MAP_* and POOL strings (kind 6 needs NFKC_PROBE). */
export function decodeMapTable(kindsOf: string, lengths: string, deltas: string, poolData: string, nfkcProbe: string): MapTable {
  const starts: number[] = [];
  const kinds: number[] = [];
  const values: number[] = [];
  const deltaList: number[] = [];
  at.i = 0;
  while (at.i < deltas.length) deltaList.push(unzigzag(readVarint(deltas, at)));
  let cp = 0;
  let poolIndex = 0;
  let delta = 0;
  at.i = 0;
  for (let i = 0; i < kindsOf.length; i++) {
    const kind = kindsOf.charCodeAt(i) - 0x30;
    const len = readVarint(lengths, at) + 1;
    starts.push(cp);
    kinds.push(kind);
    if (kind === 3 || kind === 4) {
      values.push(deltaList[delta++]);
    } else {
      values.push(poolIndex);
      if (kind === 5) poolIndex += len;
    }
    cp += len;
  }
  const pool: string[] = [];
  at.i = 0;
  let prev = 0x61;
  while (at.i < poolData.length) {
    let entry = '';
    for (let count = readVarint(poolData, at) + 1; count > 0; count--) {
      prev += unzigzag(readVarint(poolData, at));
      entry += cpToString(prev);
    }
    pool.push(entry);
  }
  return { starts, kinds, values, pool, nfkc: engineNFKCWorks(nfkcProbe) };
}

function decodeProps(): void {
  const starts: number[] = [];
  const values: number[] = [];
  at.i = 0;
  let cp = 0;
  for (let i = 0; i < PROP_VALUES.length; i++) {
    starts.push(cp);
    // A palette index, written as a one-digit number (see the table's header).
    values.push(PROP_PALETTE[PROP_VALUES.charCodeAt(i) - 0x30]);
    cp += readVarint(PROP_LENGTHS, at) + 1;
  }
  propValue = values;
  propStart = starts;
}

/** Index of the segment or run holding `c`: the last of `starts` that is <= c. */
export function findSegment(starts: number[], c: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= c) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where lookupStatus leaves the replacement of a STATUS_MAPPED code point. */
export const mapping = { value: '' };

/**
 * The IDNA mapping table status of code point `c` (one of the STATUS_*
 * constants); for STATUS_MAPPED the replacement is left in `mapping.value`.
 */
export function lookupStatus(c: number): number {
  if (table === null) table = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE);
  return lookupStatusIn(table, c);
}

/** lookupStatus in a given table (the spec compares the generated tables with it). */
export function lookupStatusIn(t: MapTable, c: number): number {
  const i = findSegment(t.starts, c);
  const kind = t.kinds[i];
  if (kind < 3) return kind;
  const offset = c - t.starts[i];
  if (kind === 6) {
    if (!t.nfkc) return STATUS_DISALLOWED;
    // Every code point of an NFKC form is its own NFKC form: no kind 6 again.
    const form = (nativeNormalize as Normalize).call(cpToString(c), 'NFKC');
    let value = '';
    for (let j = 0; j < form.length; j++) {
      let d = form.charCodeAt(j);
      if (d >= 0xd800 && d <= 0xdbff) d = ((d - 0xd800) << 10) + (form.charCodeAt(++j) - 0xdc00) + 0x10000;
      const status = lookupStatusIn(t, d);
      if (status === STATUS_MAPPED) value += mapping.value;
      else if (status === STATUS_VALID) value += cpToString(d);
    }
    mapping.value = value;
  } else if (kind === 5) {
    mapping.value = t.pool[t.values[i] + offset];
  } else {
    if (kind === 4 && offset % 2 === 1) return STATUS_VALID;
    mapping.value = cpToString(c + t.values[i]);
  }
  return STATUS_MAPPED;
}

function prop(c: number): number {
  if (propStart === null) decodeProps();
  return propValue[findSegment(propStart as number[], c)];
}

/** Bidi_Class of a valid code point, as a BIDI_* index. */
export function bidiClass(c: number): number {
  return prop(c) % 12;
}

/** Joining_Type of a valid code point, as a JT_* index. */
export function joiningType(c: number): number {
  return Math.floor(prop(c) / 12) % 5;
}

/** Canonical_Combining_Class=Virama (9), for a valid code point. */
export function isVirama(c: number): boolean {
  return Math.floor(prop(c) / 60) % 2 === 1;
}

/** General_Category=Mark (Mn, Mc, Me), for a valid code point. */
export function isMark(c: number): boolean {
  return prop(c) >= 120;
}
