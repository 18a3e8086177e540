// RFC 3986 §6 Normalization and Comparison.
//
// These functions work on any URI string, valid or not (the whatwg and
// lenient modes use them on their href too): the string is split as
// Appendix B splits it, each component is normalized on its own, and the
// parts are recomposed (§5.3). A reserved character is never decoded.
import { CHAR_CLASS, UNRESERVED, HEXDIG } from './grammar.js';
import { removeDotSegments } from './resolve.js';
import { recompose } from './parse.js';
import type { RFC3986Components } from './parse.js';

/** §6.2.2 syntax-based, or that plus §6.2.3 scheme-based normalization. */
export type NormalizationLevel = 'syntax' | 'scheme';
/** The §6.2 comparison ladder: §6.2.1 simple string comparison, then the two normalizations. */
export type ComparisonLevel = 'simple' | 'syntax' | 'scheme';

interface SchemeRule {
  /** Default port (§6.2.3), "" when the scheme has none. */
  port: string;
  /** An authority with an empty path normalizes to "/" (§6.2.3). */
  slash: boolean;
}

// §6.2.3 scheme-based normalization for the schemes polyurl knows: those of
// the 1994 URL draft (RFC 1738: ftp, http, gopher, mailto, news, nntp,
// telnet, wais, file, prospero) plus https, ws and wss. A null-prototype
// table, so a scheme named "__proto__" or "constructor" finds nothing.
const SCHEMES: { [scheme: string]: SchemeRule } = (function () {
  const t = Object.create(null) as { [scheme: string]: SchemeRule };
  const add = (name: string, port: string, slash: boolean): void => {
    t[name] = { port, slash };
  };
  add('http', '80', true);
  add('https', '443', true);
  add('ws', '80', true);
  add('wss', '443', true);
  add('ftp', '21', true);
  add('gopher', '70', true);
  add('nntp', '119', true);
  add('telnet', '23', true);
  add('wais', '210', true);
  add('prospero', '1525', true);
  add('file', '', true);
  add('news', '', false);
  add('mailto', '', false);
  return t;
})();

/** The default port of a scheme polyurl knows (lowercase name), or "". */
export function defaultPort(scheme: string): string {
  const r = SCHEMES[scheme];
  return r === undefined ? '' : r.port;
}

/** ASCII lowercase (scheme and host are case-insensitive ASCII: §3.1, §3.2.2). */
export function asciiLowercase(s: string): string {
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) break;
    i++;
  }
  if (i === n) return s;
  let out = s.slice(0, i);
  let from = i;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      out += s.slice(from, i) + String.fromCharCode(c + 0x20);
      from = i + 1;
    }
  }
  return out + s.slice(from);
}

function hexValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

const UPPER_HEX = '0123456789ABCDEF';

/**
 * §6.2.2.1 uppercase the hex digits of every percent-encoding and §6.2.2.2
 * decode those of unreserved characters; any other "%" is left alone.
 * `lowercase`: the decoded letters are lowercased too (for the host).
 */
export function normalizePercentEncoding(s: string, lowercase: boolean): string {
  let i = s.indexOf('%');
  if (i === -1) return s;
  const n = s.length;
  let out = '';
  let from = 0;
  for (; i < n; i++) {
    if (s.charCodeAt(i) !== 0x25 || i + 2 >= n) continue;
    const h1 = s.charCodeAt(i + 1);
    const h2 = s.charCodeAt(i + 2);
    if (!(h1 < 128 && (CHAR_CLASS[h1] & HEXDIG) !== 0 && h2 < 128 && (CHAR_CLASS[h2] & HEXDIG) !== 0)) continue;
    const v = hexValue(h1) * 16 + hexValue(h2);
    let rep: string;
    if (v < 128 && (CHAR_CLASS[v] & UNRESERVED) !== 0) {
      rep = String.fromCharCode(lowercase && v >= 0x41 && v <= 0x5a ? v + 0x20 : v);
    } else {
      rep = '%' + UPPER_HEX.charAt(v >> 4) + UPPER_HEX.charAt(v & 15);
    }
    if (rep !== s.slice(i, i + 3)) {
      out += s.slice(from, i) + rep;
      from = i + 3;
    }
    i += 2;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Splits any string as Appendix B does, then the authority as §3.2 does. No validation. */
export function splitURI(s: string): RFC3986Components {
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break;
    i++;
  }
  let scheme: string | undefined;
  if (i > 0 && i < n && s.charCodeAt(i) === 0x3a) {
    scheme = s.slice(0, i);
    i++;
  } else {
    i = 0;
  }
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  if (s.charCodeAt(i) === 0x2f && s.charCodeAt(i + 1) === 0x2f) {
    const aStart = i + 2;
    let aEnd = aStart;
    let at = -1;
    while (aEnd < n) {
      const c = s.charCodeAt(aEnd);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) at = aEnd;
      aEnd++;
    }
    let h = aStart;
    if (at >= 0) {
      userinfo = s.slice(aStart, at);
      h = at + 1;
    }
    let hEnd = h;
    if (s.charCodeAt(h) === 0x5b) {
      const close = s.indexOf(']', h);
      hEnd = close >= 0 && close < aEnd ? close + 1 : aEnd;
    }
    while (hEnd < aEnd && s.charCodeAt(hEnd) !== 0x3a) hEnd++;
    host = s.slice(h, hEnd);
    if (hEnd < aEnd) port = s.slice(hEnd + 1, aEnd);
    i = aEnd;
  }
  const pStart = i;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 0x3f || c === 0x23) break;
    i++;
  }
  const path = s.slice(pStart, i);
  let query: string | undefined;
  if (i < n && s.charCodeAt(i) === 0x3f) {
    const q = i + 1;
    const hash = s.indexOf('#', q);
    i = hash < 0 ? n : hash;
    query = s.slice(q, i);
  }
  const fragment = i < n ? s.slice(i + 1) : undefined;
  return { scheme, userinfo, host, port, path, query, fragment, hostKind: null };
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
    const p = removeDotSegments(path);
    // A path beginning with "//" needs an authority (§3.3); keep it readable
    // as a path with a "/." prefix, as the dot-segments could not be removed.
    path = host === undefined && p.charCodeAt(0) === 0x2f && p.charCodeAt(1) === 0x2f ? '/.' + p : p;
  }
  if (level === 'scheme') {
    const rule = scheme === undefined ? undefined : SCHEMES[scheme];
    if (port !== undefined) {
      // §6.2.3 / §3.2.3: an empty port or the scheme's default is elided with its ":".
      let k = 0;
      while (k < port.length - 1 && port.charCodeAt(k) === 0x30) k++;
      const digits = port.slice(k);
      port = digits === '' || (rule !== undefined && digits === rule.port) ? undefined : digits;
    }
    if (rule !== undefined && rule.slash && host !== undefined && path === '') path = '/';
    if (scheme === 'mailto') path = normalizeMailtoPath(path);
  }
  return {
    scheme,
    userinfo: r.userinfo === undefined ? undefined : normalizePercentEncoding(r.userinfo, false),
    host,
    port,
    path,
    query: r.query === undefined ? undefined : normalizePercentEncoding(r.query, false),
    fragment: r.fragment === undefined ? undefined : normalizePercentEncoding(r.fragment, false),
    hostKind: r.hostKind,
  };
}

// RFC 6068 §2 (mailto): the domain of each addr-spec of the path is
// case-insensitive, the local part is not (RFC 3986 §6.2.3's mailto example).
function normalizeMailtoPath(path: string): string {
  const addrs = path.split(',');
  for (let k = 0; k < addrs.length; k++) {
    const at = addrs[k].lastIndexOf('@');
    if (at >= 0) addrs[k] = addrs[k].slice(0, at + 1) + asciiLowercase(addrs[k].slice(at + 1));
  }
  return addrs.join(',');
}

/** The normal form of any URI string (§6.2.2, and §6.2.3 when `level` is "scheme", the default). */
export function normalizeURIString(uri: string, level?: NormalizationLevel): string {
  return recompose(normalizeComponents(splitURI(uri), level === 'syntax' ? 'syntax' : 'scheme'));
}

/**
 * §6.2 Comparison Ladder: "simple" compares the strings (§6.2.1); "syntax"
 * compares their §6.2.2 normal forms; "scheme" (the default) their §6.2.2 +
 * §6.2.3 normal forms. The fragment takes part at every level.
 */
export function equivalentURIs(a: string, b: string, level?: ComparisonLevel): boolean {
  if (a === b) return true;
  if (level === 'simple') return false;
  const l: NormalizationLevel = level === 'syntax' ? 'syntax' : 'scheme';
  return normalizeURIString(a, l) === normalizeURIString(b, l);
}
