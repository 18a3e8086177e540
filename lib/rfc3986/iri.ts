// RFC 3987 §3: mapping an IRI to a URI (§3.1) and a URI to an IRI (§3.2).
// Both leave bidi (§4) and Unicode normalization (§5.3.2.2, NFC) to the
// caller: an IRI is taken as the characters it is written with.
import { RFC3986Error } from './errors.js';
import { CharClass, CHAR_CLASS, isUcschar, isIprivate } from './grammar.js';
import { parseURIReference, recompose } from './parse.js';
import { percentEncodeString } from '../encoding/percent.js';
import { hexValue } from '../infra.js';

// No ASCII code point is encoded by the §3.1 mapping: only the non-ASCII
// ones (percentEncodeString always encodes those).
const KEEP_ASCII: number[] = [];
for (let c = 0; c < 128; c++) KEEP_ASCII[c] = 0;

/**
 * RFC 3987 §3.1 step 2 over any string: each non-ASCII character replaced
 * by the percent-encoding of its UTF-8 octets (hex upper-case), nothing else
 * changed. `s` itself when it is ASCII.
 */
export function encodeNonASCII(s: string): string {
  return percentEncodeString(s, KEEP_ASCII);
}

/** The octet of the percent-encoding at s[i] ("%" HEXDIG HEXDIG), or -1. */
function escapedOctet(s: string, i: number): number {
  if (s.charCodeAt(i) !== 0x25) return -1;
  const hi = hexValue(s.charCodeAt(i + 1));
  const lo = hexValue(s.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/**
 * The code point whose UTF-8 octets are percent-encoded from s[i] on (2 to 4
 * escapes, a strictly legal sequence: no overlong form, no surrogate,
 * nothing above U+10FFFF), or -1. It spans 3 × utf8Length(cp) characters.
 */
export function escapedCodePoint(s: string, i: number): number {
  const lead = escapedOctet(s, i);
  // RFC 3629 §4: C2-DF one continuation octet, E0-EF two, F0-F4 three.
  const more = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
  if (more === 0) return -1;
  let cp = lead & (0x3f >> more);
  for (let k = 1; k <= more; k++) {
    const b = escapedOctet(s, i + 3 * k);
    if (b < 0x80 || b > 0xbf) return -1;
    cp = (cp << 6) | (b & 0x3f);
  }
  // The shortest form only, and no surrogate (RFC 3629 §3).
  if ((more === 2 && cp < 0x800) || (more === 3 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp <= 0xdfff)) return -1;
  return cp;
}

/** The number of UTF-8 octets of a code point above U+007F. */
export function utf8Length(cp: number): number {
  return cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/**
 * RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters
 * (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)".
 */
function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e);
}

/**
 * Whether §3.2 step 4 lets the URI-to-IRI conversion (and IRI percent-encoding
 * normalization) write the code point as itself: a ucschar (iprivate too in
 * the query), not a bidi formatting character.
 */
export function writableInIRI(cp: number, query: boolean): boolean {
  return (isUcschar(cp) && !isBidiFormatting(cp)) || (query && isIprivate(cp));
}

/** The string of a code point (a surrogate pair above U+FFFF; ES5 has no fromCodePoint). */
export function fromCodePoint(cp: number): string {
  if (cp < 0x10000) return String.fromCharCode(cp);
  cp -= 0x10000;
  return String.fromCharCode(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
}

/**
 * RFC 3987 §3.2 steps 2-5 over one component: a percent-encoded unreserved
 * character, or a percent-encoded strictly legal UTF-8 sequence of a
 * character writable there, is decoded; every other percent-encoding (of
 * "%", of reserved characters, of invalid UTF-8, of characters §2.2 or §4.1
 * do not allow) stays as it was written.
 */
function decodeComponent(s: string | undefined, query: boolean): string | undefined {
  if (s === undefined || s.indexOf('%') < 0) return s;
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    const b = escapedOctet(s, i);
    if (b < 0) continue;
    let rep = '';
    let length = 3;
    if (b < 0x80) {
      if ((CHAR_CLASS[b] & CharClass.UNRESERVED) !== 0) rep = String.fromCharCode(b);
    } else {
      const cp = escapedCodePoint(s, i);
      if (cp >= 0 && writableInIRI(cp, query)) {
        rep = fromCodePoint(cp);
        length = 3 * utf8Length(cp);
      }
    }
    if (rep !== '') {
      out += s.slice(from, i) + rep;
      from = i + length;
    }
    i += length - 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * RFC 3987 §3.1: the URI an IRI (or IRI reference) maps to: every non-ASCII
 * character UTF-8 percent-encoded, nothing else changed (the host too, as
 * §3.1 step 2 allows; ToASCII is the other option of §3.1, left out). Throws
 * an RFC3986Error when `iri` is not an IRI-reference (RFC 3987 §2.2).
 *
 *   iriToURI('https://example.org/Москва/') // 'https://example.org/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/'
 */
export function iriToURI(iri: string): string {
  const s = String(iri);
  const r = parseURIReference(s, true);
  if (r instanceof RFC3986Error) throw r;
  return encodeNonASCII(s);
}

/**
 * RFC 3987 §3.2: the IRI a URI (or URI reference; an IRI is accepted too)
 * maps to: percent-encoded unreserved characters and strictly legal UTF-8
 * sequences of characters an IRI may hold there are decoded; "%25", reserved
 * characters, invalid UTF-8, bidi formatting characters (§4.1) and private-use
 * characters outside the query stay percent-encoded. Throws an RFC3986Error
 * when `uri` is not a URI-reference.
 *
 *   uriToIRI('http://www.example.org/D%C3%BCrst') // 'http://www.example.org/Dürst'
 */
export function uriToIRI(uri: string): string {
  const s = String(uri);
  const r = parseURIReference(s, true);
  if (r instanceof RFC3986Error) throw r;
  if (s.indexOf('%') < 0) return s;
  r.userinfo = decodeComponent(r.userinfo, false);
  r.host = decodeComponent(r.host, false);
  r.path = decodeComponent(r.path, false) as string;
  r.query = decodeComponent(r.query, true);
  r.fragment = decodeComponent(r.fragment, false);
  return recompose(r);
}
