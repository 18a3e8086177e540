// Code-point predicates over numbers (char codes or code points), as the
// Infra and URL standards define them. They take numbers so that callers walk
// charCodeAt and never build one-character strings.
// https://infra.spec.whatwg.org/#code-points
import { MAX_CALL_ARGUMENTS } from './call-limits.js';

/** https://infra.spec.whatwg.org/#ascii-digit */
export function isASCIIDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** https://infra.spec.whatwg.org/#ascii-upper-alpha */
export function isASCIIUpperAlpha(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/** https://infra.spec.whatwg.org/#ascii-lower-alpha */
export function isASCIILowerAlpha(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** https://infra.spec.whatwg.org/#ascii-alpha */
export function isASCIIAlpha(c: number): boolean {
  // c | 0x20 is the lower case of an upper-case ASCII letter, and no other
  // code point becomes a lower-case letter by it.
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** https://infra.spec.whatwg.org/#ascii-alphanumeric */
export function isASCIIAlphanumeric(c: number): boolean {
  return isASCIIAlpha(c) || isASCIIDigit(c);
}

/** https://infra.spec.whatwg.org/#ascii-hex-digit */
export function isASCIIHexDigit(c: number): boolean {
  return hexValue(c) >= 0;
}

/** The value of an ASCII hex digit, or -1 when `c` is not one. */
export function hexValue(c: number): number {
  if (isASCIIDigit(c)) return c - 0x30;
  // a–f or A–F (see isASCIIAlpha)
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** https://infra.spec.whatwg.org/#surrogate (a UTF-16 code unit in D800–DFFF) */
function isSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdfff;
}

/** https://infra.spec.whatwg.org/#leading-surrogate */
export function isLeadingSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** https://infra.spec.whatwg.org/#trailing-surrogate */
export function isTrailingSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** https://infra.spec.whatwg.org/#noncharacter */
function isNoncharacter(c: number): boolean {
  return (c >= 0xfdd0 && c <= 0xfdef) || ((c & 0xfffe) === 0xfffe && c <= 0x10ffff);
}

// Classes of the ASCII code points, as bits in a table indexed by char code
// (a const enum: inlined), filled once from the standard's lists below.
const enum ASCIIClass {
  URLCodePoint = 1,
  ForbiddenHost = 2,
  ForbiddenDomain = 4,
}

const ASCII_CLASSES: number[] = [];
for (let c = 0; c < 0x80; c++) {
  // A C0 control, U+0025 (%) or U+007F DELETE is a forbidden domain code point.
  ASCII_CLASSES[c] = (isASCIIAlphanumeric(c) ? ASCIIClass.URLCodePoint : 0) | (c <= 0x1f || c === 0x25 || c === 0x7f ? ASCIIClass.ForbiddenDomain : 0);
}

function addToClass(codePoints: string, bits: number): void {
  for (let i = 0; i < codePoints.length; i++) ASCII_CLASSES[codePoints.charCodeAt(i)] |= bits;
}

// https://url.spec.whatwg.org/#url-code-points: ASCII alphanumeric, U+0021 (!),
// U+0024 ($) to U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?),
// U+0040 (@), U+005F (_), U+007E (~), ...
addToClass("!$%&'()*+,-./:;=?@_~", ASCIIClass.URLCodePoint);
// https://url.spec.whatwg.org/#forbidden-host-code-point: U+0000 NULL, U+0009
// TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023 (#), U+002F (/), U+003A (:),
// U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B ([), U+005C (\),
// U+005D (]), U+005E (^), or U+007C (|); all forbidden domain code points too.
addToClass('\0\t\n\r #/:<>?@[\\]^|', ASCIIClass.ForbiddenHost | ASCIIClass.ForbiddenDomain);

/**
 * https://url.spec.whatwg.org/#url-code-points
 * ASCII: see ASCII_CLASSES; then U+00A0 to U+10FFFD excluding surrogates and
 * noncharacters.
 */
export function isURLCodePoint(c: number): boolean {
  if (c < 0x80) return (ASCII_CLASSES[c] & ASCIIClass.URLCodePoint) !== 0;
  return c >= 0xa0 && c <= 0x10fffd && !isSurrogate(c) && !isNoncharacter(c);
}

/** https://url.spec.whatwg.org/#forbidden-host-code-point (see ASCII_CLASSES) */
export function isForbiddenHostCodePoint(c: number): boolean {
  return c < 0x80 && (ASCII_CLASSES[c] & ASCIIClass.ForbiddenHost) !== 0;
}

/**
 * https://url.spec.whatwg.org/#forbidden-domain-code-point
 * A forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE.
 */
export function isForbiddenDomainCodePoint(c: number): boolean {
  return c < 0x80 && (ASCII_CLASSES[c] & ASCIIClass.ForbiddenDomain) !== 0;
}

/** https://infra.spec.whatwg.org/#ascii-lowercase (returns `s` itself when it has no upper-case ASCII) */
export function asciiLowercase(s: string): string {
  // toLowerCase() also maps non-ASCII letters, so lowercase by hand, one
  // slice per run of unchanged characters.
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      out += s.slice(from, i) + String.fromCharCode(c + 0x20);
      from = i + 1;
    }
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * String.prototype.charCodeAt, for scanners fed caller strings to call as
 * `charCodeAt.call(s, i)`. V8 gives a string one of several hidden classes
 * (flat one- or two-byte, a slice of a split or slice, a concatenation…),
 * and `s.charCodeAt` is a property load keyed on them: once a scanner has
 * seen more than four, the optimizing compiler stops inlining the load and
 * the call, and every character costs a generic lookup. A call through the
 * builtin itself has no load to go megamorphic.
 */
export const charCodeAt: (this: string, index: number) => number = String.prototype.charCodeAt;

/** s[i] as a code unit, or -1 (the EOF code point of the URL parsers) when i is at or past `end`. */
export function codeAt(s: string, i: number, end: number): number {
  return i < end ? s.charCodeAt(i) : -1;
}

/**
 * The code point at s[i]: the one of a surrogate pair when s[i] and s[i + 1]
 * (before `end`) form one, else the code unit itself, a lone surrogate
 * included. (More than 0xFFFF: the caller steps over two code units.)
 */
export function codePointAt(s: string, i: number, end: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
  }
  return c;
}

/**
 * codePointAt, with a lone surrogate read as U+FFFD (what
 * https://infra.spec.whatwg.org/#javascript-string-convert does): the scalar
 * value that UTF-8 encodes.
 */
export function scalarValueAt(s: string, i: number, end: number): number {
  const c = codePointAt(s, i, end);
  return isSurrogate(c) ? 0xfffd : c;
}

/**
 * The index of the first lone surrogate of s at or after `from`, or -1: what
 * https://infra.spec.whatwg.org/#javascript-string-convert replaces with U+FFFD.
 */
export function firstLoneSurrogate(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    if (!isSurrogate(s.charCodeAt(i))) continue;
    // A surrogate: the leading half of a pair (skip both), else lone.
    if (codePointAt(s, i, s.length) > 0xffff) i++;
    else return i;
  }
  return -1;
}

/** Appends the UTF-16 code units of the code point `cp` to `units`. */
export function pushCodeUnits(units: number[], cp: number): void {
  if (cp > 0xffff) {
    cp -= 0x10000;
    units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
  } else {
    units.push(cp);
  }
}

/**
 * The string of the UTF-16 code units `units`: String.fromCharCode in chunks,
 * so that no engine hits its limit on the number of arguments of a call.
 */
export function fromCharCodes(units: number[]): string {
  if (units.length <= MAX_CALL_ARGUMENTS) return String.fromCharCode.apply(null, units);
  let out = '';
  for (let i = 0; i < units.length; i += MAX_CALL_ARGUMENTS) out += String.fromCharCode.apply(null, units.slice(i, i + MAX_CALL_ARGUMENTS));
  return out;
}

/** The index of the first `c` in s[from, end), or `end`. */
export function indexOrEnd(s: string, c: string, from: number, end: number): number {
  const i = s.indexOf(c, from);
  return i < 0 || i > end ? end : i;
}

/** The end of the run of ASCII digits in s[i, end) that starts at i (i itself when there is none). */
export function asciiDigitsEnd(s: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
  }
  return i;
}
