// Lookups into the generated UTS #46 table (idna/table.ts): the IDNA mapping
// status of a code point and the Unicode properties the validity criteria use.
// The packed strings are decoded once, on the first lookup, so code that never
// meets a non-ASCII host never pays for them.
// https://www.unicode.org/reports/tr46/#IDNA_Mapping_Table
import {
  CASE_PROBES,
  ENGINE_DERIVED,
  MAP_DELTAS,
  MAP_KINDS,
  MAP_LENGTHS,
  NFKC_PROBE,
  POOL,
  PROP_LENGTHS,
  PROP_PALETTE,
  PROP_VALUES,
  UNICODE_PROBE,
} from './table.js';
import { digitAt, readVarint, unzigzag } from './varint.js';
import type { Cursor } from './varint.js';
import { segmentIn } from './segments.js';
import { toCodePoints } from './punycode.js';
import { nfc } from './nfc.js';
import { codePointAt } from '../base/infra.js';
import { saveStatics, restoreStatics } from '../base/regexp-statics.js';

export { findSegment } from './segments.js';

export const STATUS_VALID = 0; // valid, or deviation (kept: Transitional_Processing=false)
export const STATUS_DISALLOWED = 1;
export const STATUS_IGNORED = 2;
export const STATUS_MAPPED = 3;

// Bidi_Class indices (as the generator writes them), 11 = any other class.
// The table writes ES, CS, ET and BN as ON: bidiClass never returns those four.
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

// Joining_Type indices: U (also C), L, D, T, R.
export const JT_U = 0;
export const JT_L = 1;
export const JT_D = 2;
export const JT_T = 3;
export const JT_R = 4;

/** The MAP and POOL strings of a generated table, decoded into arrays. */
export interface MapTable {
  _starts: number[];
  _kinds: number[];
  // kinds 3 and 4: the delta; kind 5: the index of the segment's first POOL entry.
  _values: number[];
  _pool: string[];
  // The table may be used: it derives nothing from the engine, or the engine
  // passes the probes (derives NFKC_PROBE and CASE_PROBES right, and reads
  // UNICODE_PROBE as a nonspacing mark). When it may not, every non-ASCII code
  // point reads as disallowed.
  _usable: boolean;
  // The engine's General_Category (engineClassPattern), or null.
  _pattern: RegExp | null;
  // Kind 6 and 7 code points looked up so far: what derive() gave ('' for
  // valid), or null for disallowed (unassigned in the engine).
  _derived: (string | null)[][];
  // The segment of each code point, by block of 256, for the blocks looked
  // up so far (segmentIn).
  _blocks: number[][];
}

let table: MapTable | null = null;
let props: PropTable | null = null;

/** The first code point of each run of a table, whose lengths `lengths` lists (varint(length - 1) each). */
function runStarts(lengths: string): number[] {
  const starts: number[] = [];
  const at: Cursor = { i: 0 };
  for (let cp = 0; at.i < lengths.length; cp += readVarint(lengths, at) + 1) starts.push(cp);
  return starts;
}

/** The value of each digit of `s`. */
function digitsOf(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) out.push(digitAt(s, i));
  return out;
}

// No array per call: the status lookups of every mapped code point run it.
function cpToString(c: number): string {
  return c > 0xffff
    ? String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff))
    : String.fromCharCode(c);
}

type Normalize = (this: string, form: string) => string;
const nativeNormalize = (String.prototype as { normalize?: Normalize }).normalize;

// Kind 6 is derived by the engine: the form of a code point is its NFKC
// form, upper-cased then lower-cased (much as case folding does), then NFKC
// again; the code point is valid if that is itself, else mapped as that form
// maps (UTS #46 derives its mappings from NFKC_Casefold). The generator used
// it only for code points of Unicode 7.0 or earlier (their NFKC forms never
// change, their case mappings only gain new case pairs, which come back or
// which the table maps back), and NFKC_PROBE and CASE_PROBES are the newest
// of them: an engine that derives them right knows them all. Kind 6 also
// holds unassigned code points, which the engine says are unassigned (kind 7
// is valid code points and unassigned ones). An engine that fails a probe (no
// normalize or property escapes, Unicode before 11.0, no special casing)
// fails closed: every non-ASCII code point reads as disallowed, so such hosts
// are rejected rather than mapped wrongly. The legacy script has neither kind
// and no derived properties (rollup.config.mjs gives it the explicit table,
// whose kind 8 is the NFC form: lookupStatusIn).
function derivedForm(s: string): string {
  const normalize = nativeNormalize as Normalize;
  return normalize.call(normalize.call(s, 'NFKC').toUpperCase().toLowerCase(), 'NFKC');
}

/** A probe is a code point (one UTF-16 code unit) then its form. */
function engineDerives(probe: string): boolean {
  return probe !== '' && derivedForm(probe.charAt(0)) === probe.slice(1);
}

/**
 * Whether the engine passes the probes, so that kinds 6 and 7 and the derived
 * properties may be used: it has normalize, derives NFKC_PROBE and every
 * CASE_PROBES entry right, and (for a table that uses property escapes) reads
 * `unicodeProbe` as a nonspacing mark.
 */
function passesProbes(nfkcProbe: string, unicodeProbe: string, pattern: RegExp | null): boolean {
  return (
    typeof nativeNormalize === 'function' &&
    [nfkcProbe].concat(CASE_PROBES).every(engineDerives) &&
    (unicodeProbe === '' || (ENGINE_CLASSES && engineClass(pattern, codePointAt(unicodeProbe, 0, unicodeProbe.length)) === CLASS_NONSPACING))
  );
}

// Whether the build's table reads General_Category from the engine at all:
// the ES5 builds' table (table.es5.ts, for Hermes) writes it out instead, and
// with this false the minifier drops the reading.
const ENGINE_CLASSES = UNICODE_PROBE !== '';

// What the engine's General_Category says of a code point, as far as the
// derived table needs it: kinds 6 and 7 read unassigned code points (Cn) as
// disallowed, and the derived properties take the marks from it (the
// generator checked both against every Unicode version from 11.0, which
// every engine that runs the ES module builds knows; UNICODE_PROBE checks it).
// Regular expressions with property escapes (ES2018); null where the engine
// has none.
const CLASS_OTHER = 0;
export const CLASS_NONSPACING = 1; // Mn or Me
const CLASS_SPACING = 2; // Mc
export const CLASS_UNASSIGNED = 3; // Cn

function engineClassPattern(): RegExp | null {
  try {
    return new RegExp('(\\p{Cn})|(\\p{Mc})|\\p{Mn}|\\p{Me}', 'u');
  } catch (e) {
    return null;
  }
}

/** The CLASS_* of code point `c` by the engine's General_Category (`pattern`: engineClassPattern's). */
export function engineClass(pattern: RegExp | null, c: number): number {
  if (pattern === null) return CLASS_OTHER;
  // Memoized by the callers, so once per code point: the statics are put
  // back (a match would leave the code point there).
  const saved = saveStatics();
  const m = pattern.exec(cpToString(c));
  restoreStatics(saved);
  return m === null ? CLASS_OTHER : m[1] !== undefined ? CLASS_UNASSIGNED : m[2] !== undefined ? CLASS_SPACING : CLASS_NONSPACING;
}

/**
 * Decodes a generated table's MAP_* and POOL strings. Kind 6 needs
 * NFKC_PROBE; a table with UNICODE_PROBE takes unassigned code points from
 * the engine's property escapes (kinds 6 and 7).
 */
export function decodeMapTable(kindsOf: string, lengths: string, deltas: string, poolData: string, nfkcProbe: string, unicodeProbe: string): MapTable {
  const starts = runStarts(lengths);
  const kinds = digitsOf(kindsOf);
  const values: number[] = [];
  // MAP_DELTAS has a number for each segment of kind 3 or 4, in order.
  const at: Cursor = { i: 0 };
  let poolIndex = 0;
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i];
    values.push(kind === 3 || kind === 4 ? unzigzag(readVarint(deltas, at)) : poolIndex);
    // (The generator checked that the last segment is not of kind 5.)
    if (kind === 5) poolIndex += starts[i + 1] - starts[i];
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
  // A table without probes derives nothing.
  const pattern = !ENGINE_CLASSES || unicodeProbe === '' ? null : engineClassPattern();
  const usable = nfkcProbe === '' || passesProbes(nfkcProbe, unicodeProbe, pattern);
  return { _starts: starts, _kinds: kinds, _values: values, _pool: pool, _usable: usable, _pattern: pattern, _derived: [], _blocks: [] };
}

/**
 * Where lookupStatus puts the replacement of a STATUS_MAPPED code point: an
 * object of the caller's, so that nothing outside the call keeps the string.
 */
export interface Mapping {
  _value: string;
}

/**
 * The IDNA mapping table status of code point `c` (one of the STATUS_*
 * constants); for STATUS_MAPPED the replacement goes to `out._value`.
 */
export function lookupStatus(c: number, out: Mapping): number {
  if (table === null) table = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE, UNICODE_PROBE);
  return lookupStatusIn(table, c, out);
}

/**
 * Kind 6: the mapping of code point `c`, its form with each code point of
 * that mapped by table `t`; '' when `c` is valid (its form is itself). The
 * lookups of those code points use the caller's `out`.
 */
function derive(t: MapTable, c: number, out: Mapping): string {
  const source = cpToString(c);
  const form = derivedForm(source);
  if (form === source) return '';
  // The generator checked that this ends (the code points of a form are
  // valid, or their own forms, kind 6 again, lead to valid ones) and that no
  // mapping is empty.
  let value = '';
  const cps = toCodePoints(form);
  for (let j = 0; j < cps.length; j++) {
    const status = lookupStatusIn(t, cps[j], out);
    if (status === STATUS_MAPPED) value += out._value;
    else if (status === STATUS_VALID) value += cpToString(cps[j]);
  }
  return value;
}

/** lookupStatus in a given table (the spec compares the generated tables with it). */
export function lookupStatusIn(t: MapTable, c: number, out: Mapping): number {
  if (!t._usable && c >= 0x80) return STATUS_DISALLOWED;
  const i = segmentIn(t._starts, c, t._blocks);
  const kind = t._kinds[i];
  if (kind < 3) return kind;
  const offset = c - t._starts[i];
  let value: string | null | undefined;
  if (ENGINE_DERIVED && kind >= 6) {
    // The engine's normalize and regular expressions are slow next to a
    // table lookup: keep their results, by segment and offset in it.
    const derived = t._derived[i] || (t._derived[i] = []);
    value = derived[offset];
    if (value === undefined) {
      value = derived[offset] = ENGINE_CLASSES && engineClass(t._pattern, c) === CLASS_UNASSIGNED ? null : kind === 7 ? '' : derive(t, c, out);
    }
    if (value === null) return STATUS_DISALLOWED;
    if (value === '') return STATUS_VALID;
  } else if (!ENGINE_DERIVED && kind === 8) {
    // The legacy table's kind 8: the mapping is the NFC form (the generator
    // checked it), from the NFC the legacy script carries for UTS #46 anyway.
    value = nfc(cpToString(c));
  } else if (kind === 5) {
    value = t._pool[t._values[i] + offset];
  } else {
    if (kind === 4 && (offset & 1) !== 0) return STATUS_VALID;
    value = cpToString(c + t._values[i]);
  }
  out._value = value;
  return STATUS_MAPPED;
}

/** The PROP strings of a generated table, decoded. */
export interface PropTable {
  _starts: number[];
  // The value of each run (from the palette).
  _values: number[];
  // The values are derived (f of the table's header): the engine's pattern, else null.
  _pattern: RegExp | null;
  // The prop run of each code point, by block of 256, for the blocks looked up so far (segmentIn).
  _blocks: number[][];
  // Derived values looked up so far, by code point.
  _memo: number[];
}

/** Decodes a generated table's PROP strings; `derived` for one whose values are f(value, engine class). */
export function decodePropTable(lengths: string, values: string, palette: number[], derived: boolean): PropTable {
  // Each value is a palette index, written as one digit (see the table's header).
  const runValues = digitsOf(values);
  for (let i = 0; i < runValues.length; i++) runValues[i] = palette[runValues[i]];
  return { _starts: runStarts(lengths), _values: runValues, _pattern: ENGINE_CLASSES && derived ? engineClassPattern() : null, _blocks: [], _memo: [] };
}

// The table's f: a value of OVERRIDE or more stands for itself less OVERRIDE;
// below it, the engine's nonspacing marks get Bidi_Class NSM, Joining_Type T,
// Mark and the value's Virama, and its spacing marks the value with Mark.
const OVERRIDE = 240;
const MARK = 120;

/** The table's f: the properties of a code point whose table value is `value` and whose engine class is `cls` (CLASS_*). */
export function deriveProp(value: number, cls: number): number {
  return value >= OVERRIDE
    ? value - OVERRIDE
    : cls === CLASS_NONSPACING
      ? BIDI_NSM + 12 * (JT_T + 5 * ((((value / 60) | 0) % 2) + 2))
      : cls === CLASS_SPACING && value < MARK
        ? value + MARK
        : value;
}

/** The properties of a valid code point `c` by table `t` (bidi + 12 * (joiningType + 5 * (virama + 2 * mark))). */
export function propIn(t: PropTable, c: number): number {
  const value = t._values[segmentIn(t._starts, c, t._blocks)];
  if (!ENGINE_DERIVED || !ENGINE_CLASSES || t._pattern === null) return value;
  // A regular expression is slow next to a table lookup: keep its results.
  let derived = t._memo[c];
  if (derived === undefined) derived = t._memo[c] = deriveProp(value, engineClass(t._pattern, c));
  return derived;
}

function prop(c: number): number {
  // (A table with UNICODE_PROBE derives its property values.)
  if (props === null) props = decodePropTable(PROP_LENGTHS, PROP_VALUES, PROP_PALETTE, ENGINE_CLASSES);
  return propIn(props, c);
}

/**
 * Bidi_Class of a valid code point, as a BIDI_* index; ES, CS, ET and BN read
 * as BIDI_ON (the table does not tell apart what the Bidi rule treats alike).
 */
export function bidiClass(c: number): number {
  return prop(c) % 12;
}

/** Joining_Type of a valid code point, as a JT_* index. */
export function joiningType(c: number): number {
  // (floor(x) % 5 is floor(x % 5) for x >= 0.)
  return (prop(c) / 12) % 5 | 0;
}

/** Canonical_Combining_Class=Virama (9), for a valid code point. */
export function isVirama(c: number): boolean {
  return (prop(c) / 60) % 2 >= 1;
}

/** General_Category=Mark (Mn, Mc, Me), for a valid code point. */
export function isMark(c: number): boolean {
  return prop(c) >= MARK;
}
