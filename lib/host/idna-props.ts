// Lookups into the generated UTS #46 table (idna-table.ts): the IDNA mapping
// status of a code point and the Unicode properties the validity criteria use.
// The packed strings are decoded once, on the first lookup, so code that never
// meets a non-ASCII host never pays for them.
// https://www.unicode.org/reports/tr46/#IDNA_Mapping_Table
import { MAP, POOL, PROP } from './idna-table.js';

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

let mapStart: number[] | null = null;
let mapKind: number[];
let mapValue: number[];
// POOL entries are decoded when looked up: their offsets in POOL and the code
// point their first delta is relative to.
let poolOffset: number[];
let poolPrev: number[];
let propStart: number[];
let propValue: number[];

// Read cursor of readVarint.
let at = 0;

// Reads the number at `at` in the generator's encoding (see its header).
function readVarint(s: string): number {
  let n = 0;
  for (;;) {
    let d = s.charCodeAt(at++) - 0x30;
    if (d > 44) d--; // the alphabet skips "\" (U+005C)
    if (d < 32) return n * 32 + d;
    n = n * 32 + d - 32;
  }
}

function unzigzag(n: number): number {
  return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
}

function cpToString(c: number): string {
  return c > 0xffff
    ? String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff))
    : String.fromCharCode(c);
}

function decode(): void {
  const starts: number[] = [];
  const kinds: number[] = [];
  const values: number[] = [];
  let cp = 0;
  let poolIndex = 0;
  at = 0;
  while (at < MAP.length) {
    const v = readVarint(MAP);
    const kind = v % 6;
    const len = (v - kind) / 6 + 1;
    starts.push(cp);
    kinds.push(kind);
    if (kind === 3 || kind === 4) {
      values.push(unzigzag(readVarint(MAP)));
    } else if (kind === 5) {
      values.push(poolIndex);
      poolIndex += len;
    } else {
      values.push(0);
    }
    cp += len;
  }
  const offsets: number[] = [];
  const prevs: number[] = [];
  at = 0;
  let prev = 0x61;
  while (at < POOL.length) {
    offsets.push(at);
    prevs.push(prev);
    for (let count = readVarint(POOL) + 1; count > 0; count--) prev += unzigzag(readVarint(POOL));
  }
  const pStarts: number[] = [];
  const pValues: number[] = [];
  at = 0;
  cp = 0;
  let value = 0;
  while (at < PROP.length) {
    const len = readVarint(PROP) + 1;
    value += unzigzag(readVarint(PROP));
    pStarts.push(cp);
    pValues.push(value);
    cp += len;
  }
  mapKind = kinds;
  mapValue = values;
  poolOffset = offsets;
  poolPrev = prevs;
  propStart = pStarts;
  propValue = pValues;
  mapStart = starts;
}

function poolEntry(k: number): string {
  at = poolOffset[k];
  let prev = poolPrev[k];
  let entry = '';
  for (let count = readVarint(POOL) + 1; count > 0; count--) {
    prev += unzigzag(readVarint(POOL));
    entry += cpToString(prev);
  }
  return entry;
}

// Index of the last start <= c.
function find(starts: number[], c: number): number {
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
  if (mapStart === null) decode();
  const i = find(mapStart as number[], c);
  const kind = mapKind[i];
  if (kind < 3) return kind;
  const offset = c - (mapStart as number[])[i];
  if (kind === 5) {
    mapping.value = poolEntry(mapValue[i] + offset);
  } else {
    if (kind === 4 && offset % 2 === 1) return STATUS_VALID;
    mapping.value = cpToString(c + mapValue[i]);
  }
  return STATUS_MAPPED;
}

function prop(c: number): number {
  if (mapStart === null) decode();
  return propValue[find(propStart, c)];
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
