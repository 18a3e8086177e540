// RFC 3986 §2.1 percent-encodings: reading them (octets, RFC 3987's UTF-8
// sequences) and §6.2.2.1-2 normalizing them, for URIs and IRIs alike.
import { CharClass, CHAR_CLASS, isUcschar, isIprivate } from './grammar.js';
import { hexValue, isASCIIUpperAlpha, isASCIIHexDigit } from '../base/infra.js';

/** The octet of the percent-encoding at s[i] ("%" HEXDIG HEXDIG), or -1. */
function escapedOctet(s: string, i: number): number {
  if (s.charCodeAt(i) !== 0x25) return -1;
  // hexValue is -1 for anything else, NaN (past the end) included.
  const hi = hexValue(s.charCodeAt(i + 1));
  const lo = hexValue(s.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/**
 * The code point whose UTF-8 octets are percent-encoded from s[i] on (2 to 4
 * escapes in the shortest form, RFC 3629), or -1.
 */
function escapedCodePoint(s: string, i: number): number {
  const lead = escapedOctet(s, i);
  // RFC 3629 §4: C2-DF take one continuation octet, E0-EF two, F0-F4 three.
  const more = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
  if (more === 0) return -1;
  let cp = lead & (0x3f >> more);
  for (let k = 1; k <= more; k++) {
    const b = escapedOctet(s, i + 3 * k);
    if (b < 0x80 || b > 0xbf) return -1;
    cp = (cp << 6) | (b & 0x3f);
  }
  // The shortest form only (RFC 3629 §3). A surrogate or a code point past
  // U+10FFFF is neither ucschar nor iprivate: writableInIRI turns it down.
  return cp < (more === 2 ? 0x800 : more === 3 ? 0x10000 : 0) ? -1 : cp;
}

/**
 * Whether an IRI component whose set has the `iri` mask bits (UCSCHAR,
 * IPRIVATE: grammar.ts iriBits) may hold the code point as itself: RFC 3987
 * §2.2, less the bidi formatting characters §4.1 forbids ("IRIs MUST NOT
 * contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO,
 * and PDF)"), which the grammar itself allows.
 */
function writableInIRI(cp: number, iri: number): boolean {
  if (cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e)) return false;
  return (iri & CharClass.UCSCHAR) !== 0 && (isUcschar(cp) || ((iri & CharClass.IPRIVATE) !== 0 && isIprivate(cp)));
}

/**
 * Whether writing the hex digit decoded from the escape at s[i, i + 3) would
 * make a new percent-encoding with its neighbours: a stray "%" before it and
 * a hex digit after ("%" "%34" "1" → "%41"), or a "%" and a hex digit before
 * it ("%2" "%65" → "%2e"). `written` is the output before s[i].
 */
function makesEscape(written: string, s: string, i: number): boolean {
  const k = written.length;
  return (written.charCodeAt(k - 1) === 0x25 && isASCIIHexDigit(s.charCodeAt(i + 3))) ||
    (written.charCodeAt(k - 2) === 0x25 && isASCIIHexDigit(written.charCodeAt(k - 1)));
}

/**
 * §6.2.2.1 uppercase the hex digits of every percent-encoding and §6.2.2.2
 * decode those of unreserved characters; any other "%" is left alone.
 * `lowercase`: the decoded letters are lowercased too (for the host). `iri`:
 * the mask bits of an IRI component (grammar.ts iriBits; 0 for a URI): the
 * escaped UTF-8 of a character it may hold is decoded too (RFC 3987
 * §5.3.2.3 and §3.2).
 *
 * The result is its own normal form and reads as the same octets: an
 * unreserved hex digit stays encoded where decoding it would make a new
 * escape out of a stray "%" ("%2%65" stays so, where "%2e" would read as ".").
 * With `decode` false, only §6.2.2.1: every escape is kept, upper-cased.
 */
export function normalizePercentEncoding(s: string, lowercase: boolean, iri = 0, decode = true): string {
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    const v = escapedOctet(s, i);
    if (v < 0) continue;
    let length = 3;
    let rep: string;
    const cp = decode && iri !== 0 && v >= 0xc2 ? escapedCodePoint(s, i) : -1;
    if (decode && v < 128 && (CHAR_CLASS[v] & CharClass.UNRESERVED) !== 0 && !(hexValue(v) >= 0 && makesEscape(out + s.slice(from, i), s, i))) {
      rep = String.fromCharCode(lowercase && isASCIIUpperAlpha(v) ? v + 0x20 : v);
    } else if (cp >= 0 && writableInIRI(cp, iri)) {
      // (ES5 has no String.fromCodePoint: a pair above U+FFFF.)
      rep = cp < 0x10000 ? String.fromCharCode(cp) : String.fromCharCode(0xd7c0 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
      // Three characters per UTF-8 octet.
      length = cp < 0x800 ? 6 : cp < 0x10000 ? 9 : 12;
    } else {
      rep = '%' + (0x100 + v).toString(16).slice(1).toUpperCase();
    }
    if (rep !== s.slice(i, i + length)) {
      out += s.slice(from, i) + rep;
      from = i + length;
    }
    i += length - 1;
  }
  return from === 0 ? s : out + s.slice(from);
}
