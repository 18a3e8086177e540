// RFC 3986 §6 Normalization and Comparison.
//
// These functions work on any URI string, valid or not (the whatwg and
// lenient modes use them on their href too): the string is split as
// Appendix B splits it, each component is normalized on its own, and the
// parts are recomposed (§5.3). A reserved character is never decoded.
import { CharClass } from './grammar.js';
import { encodeNonASCII } from './iri.js';
import { normalizePercentEncoding } from './percent.js';
import { removeDotSegments, beginsWithTwoSlashes } from './resolve.js';
import { recompose, splitURI } from './parse.js';
import type { RFC3986Components } from './parse.js';
import { asciiLowercase } from '../base/infra.js';

// The Appendix B split (parse.ts) and §6.2.2.2 (percent.ts), for the modules that import them from here.
export { splitURI, normalizePercentEncoding };

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
 * §6.2.2 Syntax-Based Normalization of components (a new object): case
 * (§6.2.2.1), percent-encoding (§6.2.2.2), dot-segments (§6.2.2.3); with
 * `level` "scheme", §6.2.3 too. `iri`: the components of an IRI (RFC 3987
 * §5.3.2: escaped ucschar decoded too). hostKind is not recomputed.
 * `decode` false: no §6.2.2.2 decoding, every escape kept (upper-cased).
 */
export function normalizeComponents(r: RFC3986Components, level: NormalizationLevel, iri = false, decode = true): RFC3986Components {
  const scheme = r.scheme === undefined ? undefined : asciiLowercase(r.scheme);
  // RFC 3987 §5.3.2.3: iunreserved, so ucschar (iprivate is no iunreserved).
  const x = iri ? CharClass.UCSCHAR : 0;
  const host = r.host === undefined ? undefined : normalizePercentEncoding(asciiLowercase(r.host), true, x, decode);
  let port = r.port;
  let path = normalizePercentEncoding(r.path, false, x, decode);
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
    userinfo: normalizeOptional(r.userinfo, x, decode),
    host,
    port,
    path,
    query: normalizeOptional(r.query, x, decode),
    fragment: normalizeOptional(r.fragment, x, decode),
    hostKind: r.hostKind,
  };
}

/** §6.2.2.2 for a component that may be absent. */
function normalizeOptional(s: string | undefined, iri: number, decode: boolean): string | undefined {
  return s === undefined ? s : normalizePercentEncoding(s, false, iri, decode);
}

// RFC 6068 §2 (mailto): the domain of each addr-spec of the path is
// case-insensitive, the local part is not (RFC 3986 §6.2.3's mailto example).
// Lowercased as a host is, so that its escapes stay upper-case (§6.2.2.1).
function normalizeMailtoPath(path: string): string {
  return path.split(',').map((addr) => {
    const at = addr.lastIndexOf('@');
    return at < 0 ? addr : addr.slice(0, at + 1) + normalizePercentEncoding(asciiLowercase(addr.slice(at + 1)), true);
  }).join(',');
}

/**
 * A level given by a caller, checked: undefined (the default, "scheme"),
 * "syntax", "scheme", and "simple" when `what` compares. Throws a TypeError
 * for anything else.
 */
export function checkLevel<L extends ComparisonLevel>(level: unknown, what: 'normalize' | 'uriEquals'): L {
  if (level === undefined) return 'scheme' as L;
  if (level === 'syntax' || level === 'scheme' || (level === 'simple' && what === 'uriEquals')) return level as L;
  throw new TypeError(what + ': level must be ' + (what === 'normalize' ? '' : '"simple", ') + '"syntax" or "scheme", not ' + JSON.stringify(String(level)));
}

/**
 * The normal form of any URI string (§6.2.2, and §6.2.3 when `level` is
 * "scheme", the default); with `decode` false, without §6.2.2.2's decoding.
 */
export function normalizeURIString(uri: string, level?: NormalizationLevel, decode = true): string {
  return recompose(normalizeComponents(splitURI(uri), level === 'syntax' ? level : 'scheme', false, decode));
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
