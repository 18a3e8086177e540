// RFC 3986 Appendix A: the ABNF as validators over char codes. Each scanner
// takes (s, start, end) and returns -1 when s[start, end) matches, else the
// UTF-16 index of the first offending character (end when the input stops
// too early). One 128-entry table of bit classes drives every character
// test; no regular expressions.
import { RFC3986Error, invalidCharacter } from './errors.js';
import type { RFC3986Component } from './errors.js';

// Character classes (bits).
export const UNRESERVED = 1; // ALPHA / DIGIT / "-" / "." / "_" / "~"        §2.3
export const SUB_DELIM = 2; // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="  §2.2
export const COLON = 4;
export const AT = 8;
export const SLASH = 16;
export const QMARK = 32;
export const SCHEME_CHAR = 64; // ALPHA / DIGIT / "+" / "-" / "."           §3.1
export const HEXDIG = 128;
export const ALPHA = 256;
export const DIGIT = 512;

// Sets of the grammar, as masks.
export const REG_NAME = UNRESERVED | SUB_DELIM; //             §3.2.2 reg-name (+ pct-encoded)
export const USERINFO = UNRESERVED | SUB_DELIM | COLON; //     §3.2.1 userinfo (+ pct-encoded); also IPvFuture's tail
export const PCHAR = UNRESERVED | SUB_DELIM | COLON | AT; //   §3.3 pchar (+ pct-encoded)
export const SEGMENT_NC = UNRESERVED | SUB_DELIM | AT; //      §3.3 segment-nz-nc (+ pct-encoded)
export const PATH = PCHAR | SLASH;
export const QUERY = PCHAR | SLASH | QMARK; //                 §3.4 query, §3.5 fragment

/** @internal The class bits of each ASCII code point. */
export const CHAR_CLASS: number[] = (function () {
  const t: number[] = [];
  for (let c = 0; c < 128; c++) {
    let v = 0;
    const alpha = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    const digit = c >= 0x30 && c <= 0x39;
    if (alpha) v |= ALPHA | UNRESERVED | SCHEME_CHAR;
    if (digit) v |= DIGIT | UNRESERVED | SCHEME_CHAR | HEXDIG;
    if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) v |= HEXDIG;
    if (c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e) v |= UNRESERVED;
    if (c === 0x2b || c === 0x2d || c === 0x2e) v |= SCHEME_CHAR;
    if ('!$&\'()*+,;='.indexOf(String.fromCharCode(c)) >= 0) v |= SUB_DELIM;
    if (c === 0x3a) v |= COLON;
    if (c === 0x40) v |= AT;
    if (c === 0x2f) v |= SLASH;
    if (c === 0x3f) v |= QMARK;
    t.push(v);
  }
  return t;
})();

function isHex(c: number): boolean {
  return c < 128 && (CHAR_CLASS[c] & HEXDIG) !== 0;
}

/**
 * Matches *( allowed / pct-encoded ) over s[start, end), where `mask` picks
 * the allowed classes. A "%" not followed by two HEXDIG is reported at the "%".
 */
export function scanSet(s: string, start: number, end: number, mask: number): number {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c] & mask) !== 0) continue;
    // §2.1 pct-encoded = "%" HEXDIG HEXDIG
    if (c === 0x25 && i + 2 < end && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      i += 2;
      continue;
    }
    return i;
  }
  return -1;
}

/** The rule broken at `index` by a scanSet failure: "pct-encoded" for a bad "%", else `rule`. */
export function ruleAt(s: string, index: number, rule: string): string {
  return s.charCodeAt(index) === 0x25 ? 'pct-encoded' : rule;
}

// §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
export function scanScheme(s: string, start: number, end: number): number {
  if (start >= end) return start;
  const c0 = s.charCodeAt(start);
  if (!(c0 < 128 && (CHAR_CLASS[c0] & ALPHA) !== 0)) return start;
  for (let i = start + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!(c < 128 && (CHAR_CLASS[c] & SCHEME_CHAR) !== 0)) return i;
  }
  return -1;
}

// §3.2.3 port = *DIGIT
export function scanPort(s: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return i;
  }
  return -1;
}

/**
 * §3.2.2 dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
 * Returns the index after the longest dec-octet at i, or -1 when none starts there.
 */
function decOctetEnd(s: string, i: number, end: number): number {
  if (i >= end) return -1;
  const d0 = s.charCodeAt(i) - 0x30;
  if (d0 < 0 || d0 > 9) return -1;
  if (d0 === 0 || i + 1 >= end) return i + 1;
  const d1 = s.charCodeAt(i + 1) - 0x30;
  if (d1 < 0 || d1 > 9) return i + 1;
  if (i + 2 >= end) return i + 2;
  const d2 = s.charCodeAt(i + 2) - 0x30;
  if (d2 < 0 || d2 > 9) return i + 2;
  if (d0 === 1 || (d0 === 2 && (d1 < 5 || (d1 === 5 && d2 <= 5)))) return i + 3;
  return i + 2;
}

/** §3.2.2 IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet; -1 or the first offending index. */
export function scanIPv4(s: string, start: number, end: number): number {
  let i = start;
  for (let part = 0; part < 4; part++) {
    const e = decOctetEnd(s, i, end);
    if (e < 0) return i;
    i = e;
    if (part < 3) {
      if (i >= end || s.charCodeAt(i) !== 0x2e) return i;
      i++;
    }
  }
  return i === end ? -1 : i;
}

export function isIPv4(s: string, start: number, end: number): boolean {
  return scanIPv4(s, start, end) === -1;
}

// Set by scanIPv6/scanIPvFuture/scanHost: the rule behind the last failure
// ("IPv6address", "h16", "dec-octet"…). Read it with failedRule().
let lastRule = '';

/** The ABNF rule behind the last failed scanHost/scanIPv6/scanIPvFuture. */
export function failedRule(): string {
  return lastRule;
}

/**
 * §3.2.2 IPv6address: the nine forms amount to "8 pieces without "::", at most
 * 7 with one "::" (which stands for at least one 16-bit piece)", where a piece
 * is an h16 = 1*4HEXDIG and a trailing IPv4address (ls32) counts for two.
 */
export function scanIPv6(s: string, start: number, end: number): number {
  lastRule = 'IPv6address';
  let i = start;
  let pieces = 0;
  let compressed = false;
  if (i < end && s.charCodeAt(i) === 0x3a) {
    if (i + 1 < end && s.charCodeAt(i + 1) === 0x3a) {
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
    while (i < end && i - g < 4 && isHex(s.charCodeAt(i))) i++;
    if (i === g) {
      lastRule = 'h16';
      return i;
    }
    if (i < end && s.charCodeAt(i) === 0x2e) {
      // ls32's IPv4address: only as the last two pieces.
      if (compressed ? pieces > 5 : pieces !== 6) return i;
      const e = scanIPv4(s, g, end);
      if (e !== -1) lastRule = 'dec-octet';
      return e;
    }
    pieces++;
    if (pieces > (compressed ? 7 : 8)) return g;
    if (i === end) {
      return compressed || pieces === 8 ? -1 : end;
    }
    if (s.charCodeAt(i) !== 0x3a) return i;
    if (pieces === (compressed ? 7 : 8)) return i; // no room for another piece or "::"
    i++;
    if (i < end && s.charCodeAt(i) === 0x3a) {
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
export function scanIPvFuture(s: string, start: number, end: number): number {
  lastRule = 'IPvFuture';
  let i = start;
  if (i >= end || (s.charCodeAt(i) | 0x20) !== 0x76) return i;
  i++;
  const h = i;
  while (i < end && isHex(s.charCodeAt(i))) i++;
  if (i === h) return i;
  if (i >= end || s.charCodeAt(i) !== 0x2e) return i;
  i++;
  if (i >= end) return i;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!(c < 128 && (CHAR_CLASS[c] & USERINFO) !== 0)) return i;
  }
  return -1;
}

/** The host's kind (§3.2.2, first-match-wins: an IPv4address is never a reg-name). null: no authority. */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | 'empty' | null;

/** The kind of a host already known to be valid (or of any host string, for the other modes). */
export function classifyHost(s: string, start: number, end: number): HostKind {
  if (start === end) return 'empty';
  if (s.charCodeAt(start) === 0x5b) {
    return (s.charCodeAt(start + 1) | 0x20) === 0x76 ? 'ipvfuture' : 'ipv6';
  }
  return isIPv4(s, start, end) ? 'ipv4' : 'reg-name';
}

/**
 * §3.2.2 host = IP-literal / IPv4address / reg-name, over s[start, end).
 * Returns -1 or the first offending index; `lastRule` names the rule.
 */
export function scanHost(s: string, start: number, end: number): number {
  if (start < end && s.charCodeAt(start) === 0x5b) {
    // IP-literal = "[" ( IPv6address / IPvFuture ) "]"
    let close = -1;
    for (let i = start + 1; i < end; i++) {
      if (s.charCodeAt(i) === 0x5d) {
        close = i;
        break;
      }
    }
    if (close < 0) {
      // The content is checked first, so "[::1x" points at the "x".
      const e = (s.charCodeAt(start + 1) | 0x20) === 0x76 ? scanIPvFuture(s, start + 1, end) : scanIPv6(s, start + 1, end);
      if (e !== -1 && e < end) return e;
      lastRule = 'IP-literal';
      return end;
    }
    const e = (s.charCodeAt(start + 1) | 0x20) === 0x76 ? scanIPvFuture(s, start + 1, close) : scanIPv6(s, start + 1, close);
    if (e !== -1) return e;
    if (close + 1 !== end) {
      lastRule = 'IP-literal';
      return close + 1;
    }
    return -1;
  }
  lastRule = 'reg-name';
  const e = scanSet(s, start, end, REG_NAME);
  if (e !== -1 && s.charCodeAt(e) === 0x25) lastRule = 'pct-encoded';
  return e;
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
  | 'unreserved' | 'reserved' | 'gen-delims' | 'sub-delims';

function one(s: string, mask: number): number {
  if (s.length !== 1) return s.length === 0 ? 0 : 1;
  const c = s.charCodeAt(0);
  return c < 128 && (CHAR_CLASS[c] & mask) !== 0 ? -1 : 0;
}

/**
 * Checks `value` against one ABNF rule of Appendix A as a whole. Returns null
 * when it matches, else the RFC3986Error for its first offending character.
 */
export function checkRule(rule: RuleName, value: string): RFC3986Error | null {
  const s = value;
  const n = s.length;
  let e = -1;
  let r: string = rule;
  switch (rule) {
    case 'scheme':
      e = scanScheme(s, 0, n);
      break;
    case 'userinfo':
      e = scanSet(s, 0, n, USERINFO);
      break;
    case 'host':
      e = scanHost(s, 0, n);
      r = lastRule;
      break;
    case 'IP-literal':
      e = n > 0 && s.charCodeAt(0) === 0x5b ? scanHost(s, 0, n) : 0;
      r = e === 0 ? 'IP-literal' : lastRule;
      break;
    case 'IPv6address':
      e = scanIPv6(s, 0, n);
      r = lastRule;
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
      while (i < n && i < 4 && isHex(s.charCodeAt(i))) i++;
      e = i > 0 && i === n ? -1 : i;
      break;
    }
    case 'ls32': {
      // ls32 = ( h16 ":" h16 ) / IPv4address
      if (s.indexOf('.') >= 0) {
        e = scanIPv4(s, 0, n);
      } else {
        let i = 0;
        while (i < n && i < 4 && isHex(s.charCodeAt(i))) i++;
        if (i === 0 || i >= n || s.charCodeAt(i) !== 0x3a) e = i;
        else {
          const g = ++i;
          while (i < n && i - g < 4 && isHex(s.charCodeAt(i))) i++;
          e = i > g && i === n ? -1 : i;
        }
      }
      break;
    }
    case 'reg-name':
      e = scanSet(s, 0, n, REG_NAME);
      break;
    case 'port':
      e = scanPort(s, 0, n);
      break;
    case 'path-abempty':
      // *( "/" segment )
      e = n > 0 && s.charCodeAt(0) !== 0x2f ? 0 : scanSet(s, 0, n, PATH);
      break;
    case 'path-absolute':
      // "/" [ segment-nz *( "/" segment ) ]
      e = n === 0 || s.charCodeAt(0) !== 0x2f ? 0 : n > 1 && s.charCodeAt(1) === 0x2f ? 1 : scanSet(s, 0, n, PATH);
      break;
    case 'path-noscheme':
    case 'path-rootless': {
      // segment-nz(-nc) *( "/" segment )
      let first = s.indexOf('/');
      if (first < 0) first = n;
      if (first === 0) e = 0;
      else {
        e = scanSet(s, 0, first, rule === 'path-noscheme' ? SEGMENT_NC : PCHAR);
        if (e !== -1 && rule === 'path-noscheme' && s.charCodeAt(e) !== 0x25) r = 'segment-nz-nc';
        if (e === -1) e = scanSet(s, first, n, PATH);
      }
      break;
    }
    case 'path-empty':
      e = n === 0 ? -1 : 0;
      break;
    case 'segment':
      e = scanSet(s, 0, n, PCHAR);
      break;
    case 'segment-nz':
      e = n === 0 ? 0 : scanSet(s, 0, n, PCHAR);
      break;
    case 'segment-nz-nc':
      e = n === 0 ? 0 : scanSet(s, 0, n, SEGMENT_NC);
      break;
    case 'pchar':
      e = n === 3 && s.charCodeAt(0) === 0x25 ? scanSet(s, 0, n, PCHAR) : one(s, PCHAR);
      break;
    case 'query':
    case 'fragment':
      e = scanSet(s, 0, n, QUERY);
      break;
    case 'pct-encoded':
      e = n === 3 && s.charCodeAt(0) === 0x25 ? scanSet(s, 0, n, 0) : 0;
      break;
    case 'unreserved':
      e = one(s, UNRESERVED);
      break;
    case 'sub-delims':
      e = one(s, SUB_DELIM);
      break;
    case 'gen-delims':
      e = s.length === 1 && ':/?#[]@'.indexOf(s) >= 0 ? -1 : s.length === 1 ? 0 : Math.min(1, s.length);
      break;
    case 'reserved':
      e = s.length === 1 && ':/?#[]@!$&\'()*+,;='.indexOf(s) >= 0 ? -1 : s.length === 1 ? 0 : Math.min(1, s.length);
      break;
  }
  if (e === -1) return null;
  if (e < n && s.charCodeAt(e) === 0x25 && r !== 'pct-encoded' && rule !== 'pct-encoded') {
    // A "%" is only ever offending as a malformed pct-encoded.
    r = rule === 'scheme' || rule === 'port' || rule === 'IPv6address' || rule === 'IPv4address' || rule === 'dec-octet' ||
      rule === 'h16' || rule === 'ls32' || rule === 'IPvFuture' || rule === 'unreserved' || rule === 'sub-delims' ? r : 'pct-encoded';
  }
  return invalidCharacter(s, e, componentOf(rule), r);
}
