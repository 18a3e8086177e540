// RFC 3986 §6 Normalization and Comparison.
//
// These functions work on any URI string, valid or not (the whatwg and
// lenient modes use them on their href too): the string is split as
// Appendix B splits it, each component is normalized on its own, and the
// parts are recomposed (§5.3). A reserved character is never decoded.
import { CharClass, CHAR_CLASS, isUcschar } from './grammar.js';
import { encodeNonASCII, escapedCodePoint, fromCodePoint, utf8Length, writableInIRI } from './iri.js';
import { removeDotSegments, beginsWithTwoSlashes } from './resolve.js';
import { recompose, splitURI } from './parse.js';
import type { RFC3986Components } from './parse.js';
import { asciiLowercase, hexValue, isASCIIUpperAlpha, isASCIIHexDigit } from '../infra.js';

// The Appendix B split (parse.ts), for the modules that import it from here.
export { splitURI };

/** §6.2.2 syntax-based, or that plus §6.2.3 scheme-based normalization. */
export type NormalizationLevel = 'syntax' | 'scheme';
/** The §6.2 comparison ladder: §6.2.1 simple string comparison, then the two normalizations. */
export type ComparisonLevel = 'simple' | 'syntax' | 'scheme';

// §6.2.3 scheme-based normalization for the schemes polyurl knows: those of
// the 1994 URL draft (RFC 1738: ftp, http, gopher, mailto, news, nntp,
// telnet, wais, file, prospero) plus https, ws and wss, with their default
// ports ("" for none). null: news and mailto, whose paths are no hierarchy,
// so an empty one does not become "/". The keys are input text: read through
// defaultPortOf, own properties only, so that neither Object.prototype's
// names ("constructor"…) nor anything added to it find a port.
const DEFAULT_PORT: { [scheme: string]: string | null } = {
  http: '80', https: '443', ws: '80', wss: '443', ftp: '21', gopher: '70', nntp: '119', telnet: '23', wais: '210',
  prospero: '1525', file: '', news: null, mailto: null,
};

/** The §6.2.3 default port of a lowercase scheme ("" for none, null for news/mailto), undefined for a scheme polyurl does not know. */
function defaultPortOf(scheme: string): string | null | undefined {
  return Object.prototype.hasOwnProperty.call(DEFAULT_PORT, scheme) ? DEFAULT_PORT[scheme] : undefined;
}

/**
 * §6.2.3 / §3.2.3 the normal form of a port of `scheme` (lowercase): "" for
 * an empty port or the scheme's default (compared as a decimal number),
 * else its digits without leading zeros.
 */
export function normalPort(scheme: string | undefined, port: string): string {
  let k = 0;
  while (k < port.length - 1 && port.charCodeAt(k) === 0x30) k++;
  const digits = port.slice(k);
  return scheme !== undefined && digits === defaultPortOf(scheme) ? '' : digits;
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
 * an IRI's component (RFC 3987 §5.3.2.3, iunreserved), where the escaped
 * UTF-8 of a ucschar is decoded too.
 *
 * The result is its own normal form and reads as the same octets: an
 * unreserved hex digit is left encoded where decoding it would make a new
 * escape out of a stray "%" ("%2%65" stays so, where "%2e" would read as ".").
 */
export function normalizePercentEncoding(s: string, lowercase: boolean, iri = false): string {
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    // hexValue is -1 for anything else, NaN (past the end) included.
    const hi = hexValue(s.charCodeAt(i + 1));
    const lo = hexValue(s.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) continue;
    const v = hi * 16 + lo;
    let length = 3;
    let rep: string;
    if (v < 128 && (CHAR_CLASS[v] & CharClass.UNRESERVED) !== 0 && !(hexValue(v) >= 0 && makesEscape(out + s.slice(from, i), s, i))) {
      rep = String.fromCharCode(lowercase && isASCIIUpperAlpha(v) ? v + 0x20 : v);
    } else {
      const cp = iri && v >= 0xc2 ? escapedCodePoint(s, i) : -1;
      if (cp >= 0 && isUcschar(cp) && writableInIRI(cp, false)) {
        rep = fromCodePoint(cp);
        length = 3 * utf8Length(cp);
      } else {
        rep = '%' + (0x100 + v).toString(16).slice(1).toUpperCase();
      }
    }
    if (rep !== s.slice(i, i + length)) {
      out += s.slice(from, i) + rep;
      from = i + length;
    }
    i += length - 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * §6.2.2 Syntax-Based Normalization of components (a new object): case
 * (§6.2.2.1), percent-encoding (§6.2.2.2), dot-segments (§6.2.2.3); with
 * `level` "scheme", §6.2.3 too. `iri`: the components of an IRI (RFC 3987
 * §5.3.2: escaped ucschar decoded too). hostKind is not recomputed.
 */
export function normalizeComponents(r: RFC3986Components, level: NormalizationLevel, iri = false): RFC3986Components {
  const scheme = r.scheme === undefined ? undefined : asciiLowercase(r.scheme);
  const host = r.host === undefined ? undefined : normalizePercentEncoding(asciiLowercase(r.host), true, iri);
  let port = r.port;
  let path = normalizePercentEncoding(r.path, false, iri);
  // §6.2.2.3: "URI normalizers should remove dot-segments by applying the
  // remove_dot_segments algorithm to the path". For a URI (it has a scheme)
  // that is the path §5.2.2 resolution gives it, rootless or not
  // ("T.path = remove_dot_segments(R.path)" for a reference with a scheme),
  // so the normal form is the URI that resolving it against any base gives.
  // §5.2.4 can make a rootless path absolute (rule C leaves the "/" that
  // replaced "/../": "a/../b" → "/b"), and `scheme:/b` reads back as that
  // path; it can also leave a first segment with a ":" ("./a:b" → "a:b"),
  // which a URI's path-rootless may have. A relative reference's rootless
  // path keeps its dot-segments: its leading ".." climb the base's path,
  // which only resolution knows ("../a" and "a" differ); one beginning with
  // "/" loses them, as resolution does whatever the base.
  if (path.charCodeAt(0) === 0x2f || (scheme !== undefined && host === undefined)) {
    path = removeDotSegments(path);
    // A path beginning with "//" needs an authority (§3.3); keep it readable
    // as a path with a "/." prefix, as the dot-segments could not be removed.
    if (host === undefined && beginsWithTwoSlashes(path)) path = '/.' + path;
  }
  if (level === 'scheme') {
    // §6.2.3 / §3.2.3: an empty port or the scheme's default is elided with its ":".
    if (port !== undefined) port = normalPort(scheme, port) || undefined;
    // An empty path after an authority is "/" (for the schemes whose paths are hierarchies).
    if (host !== undefined && path === '' && scheme !== undefined && typeof defaultPortOf(scheme) === 'string') path = '/';
    if (scheme === 'mailto') path = normalizeMailtoPath(path);
  }
  return {
    scheme,
    userinfo: normalizeOptional(r.userinfo, iri),
    host,
    port,
    path,
    query: normalizeOptional(r.query, iri),
    fragment: normalizeOptional(r.fragment, iri),
    hostKind: r.hostKind,
  };
}

/** §6.2.2.2 for a component that may be absent. */
function normalizeOptional(s: string | undefined, iri: boolean): string | undefined {
  return s === undefined ? s : normalizePercentEncoding(s, false, iri);
}

/** ASCII letters lowercased outside percent-encodings, whose hex digits §6.2.2.1 keeps upper-case. */
function lowercaseOutsideEscapes(s: string): string {
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    if (hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) continue;
    out += asciiLowercase(s.slice(from, i)) + s.slice(i, i + 3);
    from = i + 3;
    i += 2;
  }
  return from === 0 ? asciiLowercase(s) : out + asciiLowercase(s.slice(from));
}

// RFC 6068 §2 (mailto): the domain of each addr-spec of the path is
// case-insensitive, the local part is not (RFC 3986 §6.2.3's mailto example).
function normalizeMailtoPath(path: string): string {
  return path.split(',').map((addr) => {
    const at = addr.lastIndexOf('@');
    return at < 0 ? addr : addr.slice(0, at + 1) + lowercaseOutsideEscapes(addr.slice(at + 1));
  }).join(',');
}

/** Checks a normalization level given by a caller: undefined (the default, "scheme"), "syntax" or "scheme". */
export function checkNormalizationLevel(level: unknown, what: string): NormalizationLevel {
  if (level === undefined || level === 'scheme') return 'scheme';
  if (level === 'syntax') return 'syntax';
  throw new TypeError(what + ': level must be "syntax" or "scheme", not ' + JSON.stringify(String(level)));
}

/** The normal form of any URI string (§6.2.2, and §6.2.3 when `level` is "scheme", the default). */
export function normalizeURIString(uri: string, level?: NormalizationLevel): string {
  return recompose(normalizeComponents(splitURI(uri), level === 'syntax' ? level : 'scheme'));
}

/**
 * §6.2 Comparison Ladder: "simple" compares the strings (§6.2.1); "syntax"
 * compares their §6.2.2 normal forms; "scheme" (the default) their §6.2.2 +
 * §6.2.3 normal forms. The fragment takes part at every level. An IRI is
 * compared as the URI it maps to (RFC 3987 §5.3: §3.1, then the same
 * ladder), so an IRI and its URI are equivalent from "syntax" on.
 */
export function equivalentURIs(a: string, b: string, level?: ComparisonLevel): boolean {
  return a === b || (level !== 'simple' && normalizeURIString(encodeNonASCII(a), level) === normalizeURIString(encodeNonASCII(b), level));
}
