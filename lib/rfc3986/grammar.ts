// RFC 3986 Appendix A: the ABNF as validators over char codes. Each scanner
// takes (s, start, end) and returns -1 when s[start, end) matches, else the
// UTF-16 index of the first offending character (end when the input stops
// too early); each check* function returns null or the RFC3986Error for
// that character. One 128-entry table of bit classes drives the character
// tests, with the base/infra.ts predicates for ALPHA and HEXDIG; no regular
// expressions.
//
// RFC 3987 §2.2 (IRIs) is the same grammar with ucschar added to unreserved
// (iunreserved) and iprivate to the query: the UCSCHAR and IPRIVATE bits of
// a scanSet mask. Everything else (scheme, port, IP literals, the
// delimiters) stays ASCII, so those scanners need no IRI variant.
import { RFC3986Error, invalidCharacter } from './errors.js';
import type { RFC3986Component } from './errors.js';
import { isASCIIAlpha, isASCIIAlphanumeric, isASCIIDigit, isASCIIHexDigit, codePointAt, charCodeAt } from '../base/infra.js';

/** Character classes: the bits of CHAR_CLASS (a const enum: tsc writes the numbers). */
export const enum CharClass {
  UNRESERVED = 1, // ALPHA / DIGIT / "-" / "." / "_" / "~"        §2.3
  SUB_DELIM = 2, // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="  §2.2
  COLON = 4, // COLON, AT, SLASH and QMARK are consecutive bits: ":@/?"
  AT = 8,
  SLASH = 16,
  QMARK = 32,
  SCHEME_CHAR = 64, // ALPHA / DIGIT / "+" / "-" / "."           §3.1
  // (ALPHA and HEXDIG are tested with the base/infra.ts predicates.)
  DIGIT = 512,
  /** Not a character class: in a scanSet mask, the set also has pct-encoded (§2.1). */
  PCT_ENCODED = 1024,
  /** In a scanSet mask: the set also has RFC 3987 ucschar (iunreserved = unreserved / ucschar). */
  UCSCHAR = 2048,
  /** In a scanSet mask: the set also has RFC 3987 iprivate (iquery only). */
  IPRIVATE = 4096,
}

/** Sets of the grammar, as scanSet masks. */
export const enum CharSet {
  REG_NAME = CharClass.UNRESERVED | CharClass.SUB_DELIM | CharClass.PCT_ENCODED, // §3.2.2 reg-name
  USERINFO = REG_NAME | CharClass.COLON, //                                        §3.2.1 userinfo
  PCHAR = USERINFO | CharClass.AT, //                                              §3.3 pchar
  SEGMENT_NC = REG_NAME | CharClass.AT, //                                          §3.3 segment-nz-nc
  PATH = PCHAR | CharClass.SLASH,
  QUERY = PATH | CharClass.QMARK, //                                               §3.4 query, §3.5 fragment
}

/**
 * RFC 3987 §2.2 ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD
 * / … / %xD0000-DFFFD / %xE1000-EFFFD: every plane from 1 to 13 without its
 * last two code points (the noncharacters), and plane 14 from E1000.
 */
export function isUcschar(c: number): boolean {
  if (c < 0x10000) return (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xf900 && c <= 0xfdcf) || (c >= 0xfdf0 && c <= 0xffef);
  return c <= 0xefffd && (c & 0xfffe) !== 0xfffe && (c < 0xe0000 || c >= 0xe1000);
}

/** RFC 3987 §2.2 iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD. */
export function isIprivate(c: number): boolean {
  return (c >= 0xe000 && c <= 0xf8ff) || (c >= 0xf0000 && c <= 0x10fffd && (c & 0xfffe) !== 0xfffe);
}

/**
 * The extra mask bits of an IRI component (RFC 3987 §2.2): ucschar
 * everywhere iunreserved is, iprivate in the query only; 0 for a URI.
 */
export function iriBits(iri: boolean, query: boolean): number {
  return iri ? (query ? CharClass.UCSCHAR | CharClass.IPRIVATE : CharClass.UCSCHAR) : 0;
}

/**
 * The RFC 3987 rule for an offending non-ASCII character at s[i] under
 * `mask` (which has UCSCHAR): "iprivate" for a private-use character outside
 * the query, "ucschar" for anything else (a lone surrogate, a noncharacter,
 * a control, a specials character).
 */
function nonASCIIRule(s: string, i: number, end: number, mask: number): string {
  return (mask & CharClass.IPRIVATE) === 0 && isIprivate(codePointAt(s, i, end)) ? 'iprivate' : 'ucschar';
}

// RFC 3987 §2.2 names the IRI form ("i" + the name) of each RFC 3986 rule
// whose set it widens; these are the ones an error can name.
const WIDENED = ' userinfo host reg-name path-abempty path-absolute path-noscheme path-rootless path-empty segment segment-nz segment-nz-nc pchar query fragment unreserved ';

/** The RFC 3987 name of an RFC 3986 rule (the rule itself when RFC 3987 keeps it: scheme, port, IP-literal…). */
export function iriRule(rule: string): string {
  return WIDENED.indexOf(' ' + rule + ' ') >= 0 ? 'i' + rule : rule;
}

/**
 * The rule an offending character at s[i] breaks, for a set `mask` whose
 * RFC 3986 rule is `rule`: "pct-encoded" for a malformed percent-encoding,
 * the RFC 3987 rules for an IRI set (see nonASCIIRule), else `rule`.
 */
function ruleAt(s: string, i: number, end: number, mask: number, rule: string): string {
  const c = charCodeAt.call(s, i);
  if (c === 0x25 && (mask & CharClass.PCT_ENCODED) !== 0) return 'pct-encoded';
  if ((mask & CharClass.UCSCHAR) === 0) return rule;
  return c >= 128 ? nonASCIIRule(s, i, end, mask) : iriRule(rule);
}

/** @internal The class bits of each ASCII code point. */
export const CHAR_CLASS: number[] = (function () {
  const t: number[] = [];
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    let v = isASCIIAlphanumeric(c) ? CharClass.UNRESERVED | CharClass.SCHEME_CHAR : 0;
    if (isASCIIDigit(c)) v |= CharClass.DIGIT;
    if ('-._~'.indexOf(ch) >= 0) v |= CharClass.UNRESERVED;
    if ('+-.'.indexOf(ch) >= 0) v |= CharClass.SCHEME_CHAR;
    if ('!$&\'()*+,;='.indexOf(ch) >= 0) v |= CharClass.SUB_DELIM;
    const k = ':@/?'.indexOf(ch);
    if (k >= 0) v |= CharClass.COLON << k;
    t.push(v);
  }
  return t;
})();

/**
 * Matches *( allowed ) over s[start, end), where `mask` picks the allowed
 * classes, and pct-encoded too when it has PCT_ENCODED. A "%" not followed
 * by two HEXDIG is reported at the "%".
 */
export function scanSet(s: string, start: number, end: number, mask: number): number {
  for (let i = start; i < end; i++) {
    const c = charCodeAt.call(s, i);
    if (c < 128) {
      if ((CHAR_CLASS[c] & mask) !== 0) continue;
      // §2.1 pct-encoded = "%" HEXDIG HEXDIG
      if (c === 0x25 && (mask & CharClass.PCT_ENCODED) !== 0 && i + 2 < end && isASCIIHexDigit(charCodeAt.call(s, i + 1)) && isASCIIHexDigit(charCodeAt.call(s, i + 2))) {
        i += 2;
        continue;
      }
      return i;
    }
    // RFC 3987 §2.2: a code point (a surrogate pair read whole; a lone
    // surrogate is no character, so none of the sets has it).
    if ((mask & CharClass.UCSCHAR) !== 0) {
      const cp = codePointAt(s, i, end);
      if (isUcschar(cp) || ((mask & CharClass.IPRIVATE) !== 0 && isIprivate(cp))) {
        if (cp > 0xffff) i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/**
 * Checks s[start, end) (by default, to the end of s) against a set as
 * scanSet does: null when it matches, else the error at the first offending
 * character, which is a malformed pct-encoded when it is a "%" and the set
 * has pct-encoded.
 */
export function checkSet(s: string, start: number, mask: number, component: RFC3986Component, rule: string, end = s.length): RFC3986Error | null {
  const e = scanSet(s, start, end, mask);
  return e < 0 ? null : invalidCharacter(s, e, component, ruleAt(s, e, end, mask, rule));
}

/** §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), over s[0, end). */
export function checkScheme(s: string, end: number): RFC3986Error | null {
  return isASCIIAlpha(charCodeAt.call(s, 0)) ? checkSet(s, 1, CharClass.SCHEME_CHAR, 'scheme', 'scheme', end) : invalidCharacter(s, 0, 'scheme', 'scheme');
}

/**
 * §3.2.2 dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
 * Returns the index after the longest dec-octet at i, or -1 when none starts there.
 */
function decOctetEnd(s: string, i: number, end: number): number {
  let j = i;
  let value = 0;
  // No digit after a leading "0", and none that takes the value past 255
  // (so at most three digits).
  while (j < end && (j === i || value !== 0)) {
    const d = charCodeAt.call(s, j) - 0x30;
    if (!(d >= 0 && d <= 9) || (value = value * 10 + d) > 255) break;
    j++;
  }
  return j === i ? -1 : j;
}

/** §3.2.2 IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet; -1 or the first offending index. */
function scanIPv4(s: string, start: number, end: number): number {
  let i = start;
  for (let part = 0; ; part++) {
    const e = decOctetEnd(s, i, end);
    if (e < 0) return i;
    i = e;
    if (part === 3) return i === end ? -1 : i;
    if (i >= end || charCodeAt.call(s, i) !== 0x2e) return i;
    i++;
  }
}

/**
 * What a failed scanIPv6/scanIPvFuture/scanHost tells a caller that passes
 * one of its own: the rule behind the failure ("IPv6address", "h16",
 * "dec-octet"…), for an error message. The hot path passes null; checkHost
 * and checkRule scan again with one only when the first scan failed.
 */
export interface FailedRule {
  _rule: string;
}

/**
 * §3.2.2 IPv6address: the nine forms amount to "8 pieces without "::", at most
 * 7 with one "::" (which stands for at least one 16-bit piece)", where a piece
 * is an h16 = 1*4HEXDIG and a trailing IPv4address (ls32) counts for two.
 */
export function scanIPv6(s: string, start: number, end: number, why: FailedRule | null = null): number {
  if (why !== null) why._rule = 'IPv6address';
  let i = start;
  let pieces = 0;
  let compressed = false;
  if (i < end && charCodeAt.call(s, i) === 0x3a) {
    if (i + 1 < end && charCodeAt.call(s, i + 1) === 0x3a) {
      compressed = true;
      i += 2;
      if (i === end) return -1; // "::"
    } else {
      return i + 1; // a lone leading ":" must be the start of "::"
    }
  }
  for (;;) {
    // h16 = 1*4HEXDIG
    const g = i;
    while (i < end && i - g < 4 && isASCIIHexDigit(charCodeAt.call(s, i))) i++;
    if (i === g) {
      if (why !== null) why._rule = 'h16';
      return i;
    }
    if (i < end && charCodeAt.call(s, i) === 0x2e) {
      // ls32's IPv4address: only as the last two pieces.
      if (compressed ? pieces > 5 : pieces !== 6) return i;
      const e = scanIPv4(s, g, end);
      if (e !== -1 && why !== null) why._rule = 'dec-octet';
      return e;
    }
    pieces++;
    const max = compressed ? 7 : 8;
    if (pieces > max) return g;
    if (i === end) {
      return compressed || pieces === 8 ? -1 : end;
    }
    if (charCodeAt.call(s, i) !== 0x3a) return i;
    if (pieces === max) return i; // no room for another piece or "::"
    i++;
    if (i < end && charCodeAt.call(s, i) === 0x3a) {
      if (compressed) return i; // a second "::"
      compressed = true;
      i++;
      if (i === end) return -1; // ends with "::"
    } else if (i === end) {
      return end; // ends with a single ":"
    }
  }
}

/** §3.2.2 IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (ABNF strings are case-insensitive: "V" too). */
function scanIPvFuture(s: string, start: number, end: number, why: FailedRule | null = null): number {
  if (why !== null) why._rule = 'IPvFuture';
  let i = start;
  if ((charCodeAt.call(s, i) | 0x20) !== 0x76 || i >= end) return i;
  i++;
  const h = i;
  while (i < end && isASCIIHexDigit(charCodeAt.call(s, i))) i++;
  if (i === h || i >= end || charCodeAt.call(s, i) !== 0x2e) return i;
  i++;
  return i >= end ? i : scanSet(s, i, end, CharClass.UNRESERVED | CharClass.SUB_DELIM | CharClass.COLON);
}

/** The host's kind (§3.2.2, first-match-wins: an IPv4address is never a reg-name). null: no authority. */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | 'empty' | null;

/** Whether the IP-literal at `start` (its "[") is an IPvFuture: "v" or "V" follows the "[". */
function isIPvFuture(s: string, start: number): boolean {
  return (charCodeAt.call(s, start + 1) | 0x20) === 0x76;
}

/** The kind of a host already known to be valid (or of any host string, for the other modes). */
export function classifyHost(s: string, start: number, end: number): HostKind {
  if (start === end) return 'empty';
  if (charCodeAt.call(s, start) === 0x5b) return isIPvFuture(s, start) ? 'ipvfuture' : 'ipv6';
  return scanIPv4(s, start, end) === -1 ? 'ipv4' : 'reg-name';
}

/**
 * §3.2.2 host = IP-literal / IPv4address / reg-name, over s[start, end).
 * Returns -1 or the first offending index; on failure `why` (when given)
 * names the rule.
 */
export function scanHost(s: string, start: number, end: number, iri = false, why: FailedRule | null = null): number {
  if (charCodeAt.call(s, start) === 0x5b && start < end) {
    // IP-literal = "[" ( IPv6address / IPvFuture ) "]"
    let close = s.indexOf(']', start + 1);
    if (close >= end) close = -1;
    // The content is checked first, so "[::1x" points at the "x".
    const e = (isIPvFuture(s, start) ? scanIPvFuture : scanIPv6)(s, start + 1, close < 0 ? end : close, why);
    if (e !== -1 && e < end) return e;
    if (close < 0 || close + 1 < end) {
      if (why !== null) why._rule = 'IP-literal';
      return close < 0 ? end : close + 1;
    }
    return -1;
  }
  // RFC 3987 §2.2 ihost = IP-literal / IPv4address / ireg-name.
  const mask = CharSet.REG_NAME | iriBits(iri, false);
  const e = scanSet(s, start, end, mask);
  if (e !== -1 && why !== null) why._rule = ruleAt(s, e, end, mask, 'reg-name');
  return e;
}

/** The rule that s[start, end), which scanHost rejects, breaks first. */
function failedHostRule(s: string, start: number, end: number, iri: boolean): string {
  const why: FailedRule = { _rule: 'host' };
  scanHost(s, start, end, iri, why);
  return why._rule;
}

/** §3.2.2 host (RFC 3987 ihost when `iri`) over s[start, end): null, or the error at its first offending character. */
export function checkHost(s: string, start: number, end: number, iri = false): RFC3986Error | null {
  const e = scanHost(s, start, end, iri);
  return e < 0 ? null : invalidCharacter(s, e, 'host', failedHostRule(s, start, end, iri));
}

/** §3.2: where the authority that starts at `start` (after "//") ends: at the next "/", "?", "#", or the end. */
export function authorityEnd(s: string, start: number): number {
  let i = start;
  let c: number;
  while (i < s.length && (c = charCodeAt.call(s, i)) !== 0x2f && c !== 0x3f && c !== 0x23) i++;
  return i;
}

/**
 * Where the host of s[start, end) (an authority after its userinfo, or a
 * host setter's value) ends: at the port's ":", looked for after the "]" of
 * an IP-literal (Appendix B and §3.2.2; no validation).
 */
export function hostEnd(s: string, start: number, end: number): number {
  let i = start;
  if (charCodeAt.call(s, start) === 0x5b) {
    const close = s.indexOf(']', start);
    i = close >= 0 && close < end ? close + 1 : end;
  }
  while (i < end && charCodeAt.call(s, i) !== 0x3a) i++;
  return i;
}

/** The component a rule belongs to, for errors from checkRule. */
function componentOf(rule: string): RFC3986Component {
  switch (rule) {
    case 'scheme':
      return 'scheme';
    case 'userinfo':
      return 'userinfo';
    case 'port':
      return 'port';
    case 'query':
      return 'query';
    case 'fragment':
      return 'fragment';
    case 'authority':
      return 'authority';
    case 'host': case 'IP-literal': case 'IPv6address': case 'IPvFuture': case 'IPv4address':
    case 'dec-octet': case 'h16': case 'ls32': case 'reg-name':
      return 'host';
    default:
      return 'path';
  }
}

/** The rules checkRule knows. */
export type RuleName =
  | 'scheme' | 'userinfo' | 'host' | 'IP-literal' | 'IPv6address' | 'IPvFuture' | 'IPv4address' | 'dec-octet'
  | 'h16' | 'ls32' | 'reg-name' | 'port' | 'path-abempty' | 'path-absolute' | 'path-noscheme' | 'path-rootless'
  | 'path-empty' | 'segment' | 'segment-nz' | 'segment-nz-nc' | 'pchar' | 'query' | 'fragment' | 'pct-encoded'
  | 'unreserved' | 'reserved' | 'gen-delims' | 'sub-delims' | IRIRuleName;

/** The RFC 3987 §2.2 rules checkRule knows (the IRI forms of the RFC 3986 rules, and the two new character sets). */
type IRIRuleName =
  | 'iuserinfo' | 'ihost' | 'ireg-name' | 'ipath-abempty' | 'ipath-absolute' | 'ipath-noscheme' | 'ipath-rootless'
  | 'ipath-empty' | 'isegment' | 'isegment-nz' | 'isegment-nz-nc' | 'ipchar' | 'iquery' | 'ifragment' | 'iunreserved'
  | 'ucschar' | 'iprivate';

/** Whether `s` is one character of the set (one code point when the mask has UCSCHAR): -1, else the offending index. */
function one(s: string, mask: number): number {
  const n = s.length;
  const width = (mask & CharClass.UCSCHAR) !== 0 && codePointAt(s, 0, n) > 0xffff ? 2 : 1;
  if (n !== width) return n === 0 ? 0 : width;
  return scanSet(s, 0, n, mask & ~CharClass.PCT_ENCODED) === -1 ? -1 : 0;
}

/** A single code point of ucschar (or iprivate): -1, else the offending index. */
function oneCodePoint(s: string, test: (c: number) => boolean): number {
  const n = s.length;
  const c = codePointAt(s, 0, n);
  const width = c > 0xffff ? 2 : 1;
  return n === 0 ? 0 : !test(c) ? 0 : n === width ? -1 : width;
}

/**
 * Checks `value` against one ABNF rule of Appendix A (or of RFC 3987 §2.2)
 * as a whole. Returns null when it matches, else the RFC3986Error for its
 * first offending character.
 */
export function checkRule(rule: RuleName, value: string): RFC3986Error | null {
  const s = value;
  const n = s.length;
  if (rule === 'ucschar' || rule === 'iprivate') {
    const k = oneCodePoint(s, rule === 'ucschar' ? isUcschar : isIprivate);
    return k === -1 ? null : invalidCharacter(s, k, 'path', rule);
  }
  // An RFC 3987 rule is its RFC 3986 rule over the widened sets.
  const iri = rule.charCodeAt(0) === 0x69;
  const base = (iri ? rule.slice(1) : rule) as RuleName;
  const x = iriBits(iri, false);
  let e = -1;
  let r: string = base;
  const why: FailedRule = { _rule: base };
  switch (base) {
    case 'scheme':
      return checkScheme(s, n);
    case 'userinfo':
      e = scanSet(s, 0, n, CharSet.USERINFO | x);
      break;
    case 'host':
      e = scanHost(s, 0, n, iri, why);
      r = why._rule;
      break;
    case 'IP-literal':
      e = n > 0 && charCodeAt.call(s, 0) === 0x5b ? scanHost(s, 0, n, false, why) : 0;
      r = e === 0 ? 'IP-literal' : why._rule;
      break;
    case 'IPv6address':
      e = scanIPv6(s, 0, n, why);
      r = why._rule;
      break;
    case 'IPvFuture':
      e = scanIPvFuture(s, 0, n);
      break;
    case 'IPv4address':
      e = scanIPv4(s, 0, n);
      break;
    case 'dec-octet': {
      const d = decOctetEnd(s, 0, n);
      e = d < 0 ? 0 : d === n ? -1 : d;
      break;
    }
    case 'h16': {
      let i = 0;
      while (i < n && i < 4 && isASCIIHexDigit(charCodeAt.call(s, i))) i++;
      e = i > 0 && i === n ? -1 : i;
      break;
    }
    case 'ls32': {
      // ls32 = ( h16 ":" h16 ) / IPv4address
      if (s.indexOf('.') >= 0) {
        e = scanIPv4(s, 0, n);
      } else {
        let i = 0;
        while (i < n && i < 4 && isASCIIHexDigit(charCodeAt.call(s, i))) i++;
        if (i === 0 || i >= n || charCodeAt.call(s, i) !== 0x3a) e = i;
        else {
          const g = ++i;
          while (i < n && i - g < 4 && isASCIIHexDigit(charCodeAt.call(s, i))) i++;
          e = i > g && i === n ? -1 : i;
        }
      }
      break;
    }
    case 'reg-name':
      e = scanSet(s, 0, n, CharSet.REG_NAME | x);
      break;
    case 'port':
      e = scanSet(s, 0, n, CharClass.DIGIT);
      break;
    case 'path-abempty':
      // *( "/" segment )
      e = n > 0 && charCodeAt.call(s, 0) !== 0x2f ? 0 : scanSet(s, 0, n, CharSet.PATH | x);
      break;
    case 'path-absolute':
      // "/" [ segment-nz *( "/" segment ) ]
      e = n === 0 || charCodeAt.call(s, 0) !== 0x2f ? 0 : n > 1 && charCodeAt.call(s, 1) === 0x2f ? 1 : scanSet(s, 0, n, CharSet.PATH | x);
      break;
    case 'path-noscheme':
    case 'path-rootless': {
      // segment-nz(-nc) *( "/" segment )
      let first = s.indexOf('/');
      if (first < 0) first = n;
      if (first === 0) e = 0;
      else {
        e = scanSet(s, 0, first, (base === 'path-noscheme' ? CharSet.SEGMENT_NC : CharSet.PCHAR) | x);
        if (e !== -1 && base === 'path-noscheme' && charCodeAt.call(s, e) !== 0x25) r = 'segment-nz-nc';
        if (e === -1) e = scanSet(s, first, n, CharSet.PATH | x);
      }
      break;
    }
    case 'path-empty':
      e = n === 0 ? -1 : 0;
      break;
    case 'segment':
      e = scanSet(s, 0, n, CharSet.PCHAR | x);
      break;
    case 'segment-nz':
      e = n === 0 ? 0 : scanSet(s, 0, n, CharSet.PCHAR | x);
      break;
    case 'segment-nz-nc':
      e = n === 0 ? 0 : scanSet(s, 0, n, CharSet.SEGMENT_NC | x);
      break;
    case 'pchar':
      e = n === 3 && charCodeAt.call(s, 0) === 0x25 ? scanSet(s, 0, n, CharSet.PCHAR) : one(s, CharSet.PCHAR | x);
      break;
    case 'query':
      // RFC 3987 §2.2 iquery = *( ipchar / iprivate / "/" / "?" )
      e = scanSet(s, 0, n, CharSet.QUERY | iriBits(iri, true));
      break;
    case 'fragment':
      e = scanSet(s, 0, n, CharSet.QUERY | x);
      break;
    case 'pct-encoded':
      e = n === 3 && charCodeAt.call(s, 0) === 0x25 ? scanSet(s, 0, n, CharClass.PCT_ENCODED) : 0;
      break;
    case 'unreserved':
      e = one(s, CharClass.UNRESERVED | x);
      break;
    case 'sub-delims':
      e = one(s, CharClass.SUB_DELIM);
      break;
    case 'gen-delims':
      e = s.length === 1 && ':/?#[]@'.indexOf(s) >= 0 ? -1 : s.length === 1 ? 0 : Math.min(1, s.length);
      break;
    case 'reserved':
      e = s.length === 1 && ':/?#[]@!$&\'()*+,;='.indexOf(s) >= 0 ? -1 : s.length === 1 ? 0 : Math.min(1, s.length);
      break;
  }
  if (e === -1) return null;
  if (e < n && charCodeAt.call(s, e) === 0x25 && r !== 'pct-encoded' && base !== 'pct-encoded') {
    // A "%" is only ever offending as a malformed pct-encoded.
    r = base === 'port' || base === 'IPv6address' || base === 'IPv4address' || base === 'dec-octet' ||
      base === 'h16' || base === 'ls32' || base === 'IPvFuture' || base === 'unreserved' || base === 'sub-delims' ? r : 'pct-encoded';
  }
  if (iri && r !== 'pct-encoded') {
    // RFC 3987: a non-ASCII character outside the set breaks ucschar (or
    // iprivate); any other offending character the rule's IRI form.
    const mask = base === 'query' ? iriBits(true, true) : x;
    r = e < n && charCodeAt.call(s, e) >= 128 && scanSet(s, e, n, mask | CharSet.QUERY) === e ? nonASCIIRule(s, e, n, mask) : iriRule(r);
  }
  return invalidCharacter(s, e, componentOf(base), r);
}
