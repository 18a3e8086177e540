// RFC 3986 §6 Normalization and Comparison.
//
// These functions work on any URI string, valid or not (the whatwg and
// lenient modes use them on their href too): the string is split as
// Appendix B splits it, each component is normalized on its own, and the
// parts are recomposed (§5.3). A reserved character is never decoded.
import { CharClass, CHAR_CLASS } from './grammar.js';
import { removeDotSegments, beginsWithTwoSlashes } from './resolve.js';
import { recompose, splitURI } from './parse.js';
import type { RFC3986Components } from './parse.js';
import { asciiLowercase, hexValue, isASCIIUpperAlpha } from '../infra.js';

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
// so an empty one does not become "/". Read with a string test, so that
// Object.prototype's names ("constructor"…) find nothing.
const DEFAULT_PORT: { [scheme: string]: string | null } = {
  http: '80', https: '443', ws: '80', wss: '443', ftp: '21', gopher: '70', nntp: '119', telnet: '23', wais: '210',
  prospero: '1525', file: '', news: null, mailto: null,
};

/**
 * §6.2.3 / §3.2.3 the normal form of a port of `scheme` (lowercase): "" for
 * an empty port or the scheme's default (compared as a decimal number),
 * else its digits without leading zeros.
 */
export function normalPort(scheme: string | undefined, port: string): string {
  let k = 0;
  while (k < port.length - 1 && port.charCodeAt(k) === 0x30) k++;
  const digits = port.slice(k);
  return scheme !== undefined && digits === DEFAULT_PORT[scheme] ? '' : digits;
}

/**
 * §6.2.2.1 uppercase the hex digits of every percent-encoding and §6.2.2.2
 * decode those of unreserved characters; any other "%" is left alone.
 * `lowercase`: the decoded letters are lowercased too (for the host).
 */
export function normalizePercentEncoding(s: string, lowercase: boolean): string {
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    // hexValue is -1 for anything else, NaN (past the end) included.
    const hi = hexValue(s.charCodeAt(i + 1));
    const lo = hexValue(s.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) continue;
    const v = hi * 16 + lo;
    const rep = v < 128 && (CHAR_CLASS[v] & CharClass.UNRESERVED) !== 0
      ? String.fromCharCode(lowercase && isASCIIUpperAlpha(v) ? v + 0x20 : v)
      : '%' + (0x100 + v).toString(16).slice(1).toUpperCase();
    if (rep !== s.slice(i, i + 3)) {
      out += s.slice(from, i) + rep;
      from = i + 3;
    }
    i += 2;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * §6.2.2 Syntax-Based Normalization of components (a new object): case
 * (§6.2.2.1), percent-encoding (§6.2.2.2), dot-segments (§6.2.2.3); with
 * `level` "scheme", §6.2.3 too. hostKind is not recomputed.
 */
export function normalizeComponents(r: RFC3986Components, level: NormalizationLevel): RFC3986Components {
  const scheme = r.scheme === undefined ? undefined : asciiLowercase(r.scheme);
  const host = r.host === undefined ? undefined : normalizePercentEncoding(asciiLowercase(r.host), true);
  let port = r.port;
  let path = normalizePercentEncoding(r.path, false);
  // §6.2.2.3 dot-segments are "defined for relative reference within the
  // path name hierarchy" (§3.3): only a path beginning with "/" is such a
  // hierarchy here. A rootless path (urn:a/../b, data:text/plain,a/../b,
  // a relative "../x") is left alone, as its "." and ".." may be data.
  if (path.charCodeAt(0) === 0x2f) {
    path = removeDotSegments(path);
    // A path beginning with "//" needs an authority (§3.3); keep it readable
    // as a path with a "/." prefix, as the dot-segments could not be removed.
    if (host === undefined && beginsWithTwoSlashes(path)) path = '/.' + path;
  }
  if (level === 'scheme') {
    // §6.2.3 / §3.2.3: an empty port or the scheme's default is elided with its ":".
    if (port !== undefined) port = normalPort(scheme, port) || undefined;
    // An empty path after an authority is "/" (for the schemes whose paths are hierarchies).
    if (host !== undefined && path === '' && scheme !== undefined && typeof DEFAULT_PORT[scheme] === 'string') path = '/';
    if (scheme === 'mailto') path = normalizeMailtoPath(path);
  }
  return {
    scheme,
    userinfo: normalizeOptional(r.userinfo),
    host,
    port,
    path,
    query: normalizeOptional(r.query),
    fragment: normalizeOptional(r.fragment),
    hostKind: r.hostKind,
  };
}

/** §6.2.2.2 for a component that may be absent. */
function normalizeOptional(s: string | undefined): string | undefined {
  return s === undefined ? s : normalizePercentEncoding(s, false);
}

// RFC 6068 §2 (mailto): the domain of each addr-spec of the path is
// case-insensitive, the local part is not (RFC 3986 §6.2.3's mailto example).
function normalizeMailtoPath(path: string): string {
  return path.split(',').map((addr) => {
    const at = addr.lastIndexOf('@');
    return at < 0 ? addr : addr.slice(0, at + 1) + asciiLowercase(addr.slice(at + 1));
  }).join(',');
}

/** The normal form of any URI string (§6.2.2, and §6.2.3 when `level` is "scheme", the default). */
export function normalizeURIString(uri: string, level?: NormalizationLevel): string {
  return recompose(normalizeComponents(splitURI(uri), level === 'syntax' ? level : 'scheme'));
}

/**
 * §6.2 Comparison Ladder: "simple" compares the strings (§6.2.1); "syntax"
 * compares their §6.2.2 normal forms; "scheme" (the default) their §6.2.2 +
 * §6.2.3 normal forms. The fragment takes part at every level.
 */
export function equivalentURIs(a: string, b: string, level?: ComparisonLevel): boolean {
  return a === b || (level !== 'simple' && normalizeURIString(a, level) === normalizeURIString(b, level));
}
