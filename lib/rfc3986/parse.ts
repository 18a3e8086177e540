// RFC 3986 §4.1 URI-reference = URI / relative-ref, parsed in one pass over
// char codes. Parsing never normalizes: the components are slices of the
// input, so recomposing them (§5.3) gives the input back.
import { RFC3986Error, invalidCharacter } from './errors.js';
import {
  CHAR_CLASS, ALPHA, SCHEME_CHAR, PATH, QUERY, USERINFO, SEGMENT_NC,
  scanSet, scanHost, scanPort, failedRule, classifyHost,
} from './grammar.js';
import type { HostKind } from './grammar.js';

/**
 * The components of a URI reference (§3). `undefined` is an absent component,
 * "" a present but empty one (`http://h/?` has query ""). The authority is
 * present exactly when `host` is defined; `userinfo` and `port` only then.
 * `host` keeps the brackets of an IP-literal.
 */
export interface RFC3986Components {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
  /** §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", null without an authority. */
  hostKind: HostKind;
}

function isOneOf(c: number, a: number, b: number, d: number, e: number): boolean {
  return c === a || c === b || c === d || c === e;
}

/**
 * Parses `s` as a URI-reference (Appendix A). Returns its components or the
 * RFC3986Error for the first offending character. Components are split as
 * Appendix B splits them (the scheme is whatever precedes the first ":" that
 * comes before any "/", "?" or "#"), then each is checked against its rule.
 */
export function parseURIReference(s: string): RFC3986Components | RFC3986Error {
  const n = s.length;
  let i = 0;
  let scheme: string | undefined;
  let c = n > 0 ? s.charCodeAt(0) : -1;

  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  if (c >= 0 && c < 128 && (CHAR_CLASS[c] & ALPHA) !== 0) {
    i = 1;
    while (i < n && (c = s.charCodeAt(i)) < 128 && (CHAR_CLASS[c] & SCHEME_CHAR) !== 0) i++;
    if (i < n && c === 0x3a) {
      scheme = s.slice(0, i);
      i++;
    }
  } else {
    i = 0;
  }
  if (scheme === undefined && i < n && !isOneOf(s.charCodeAt(i), 0x3a, 0x2f, 0x3f, 0x23)) {
    // Not a scheme so far; it still is one, an invalid one, when a ":"
    // follows before any "/", "?" or "#" (Appendix B).
    let j = i + 1;
    while (j < n && !isOneOf(s.charCodeAt(j), 0x3a, 0x2f, 0x3f, 0x23)) j++;
    if (j < n && s.charCodeAt(j) === 0x3a) {
      return invalidCharacter(s, i, 'scheme', 'scheme');
    }
  }
  if (scheme === undefined) i = 0;

  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let hostKind: HostKind = null;

  // §3.2 "//" authority, ending at the next "/", "?", "#" or the end.
  if (i + 1 < n && s.charCodeAt(i) === 0x2f && s.charCodeAt(i + 1) === 0x2f) {
    const aStart = i + 2;
    let aEnd = aStart;
    let at = -1;
    while (aEnd < n) {
      c = s.charCodeAt(aEnd);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) at = aEnd;
      aEnd++;
    }
    let hStart = aStart;
    if (at >= 0) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ), before the last "@"
      const e = scanSet(s, aStart, at, USERINFO);
      if (e !== -1) return invalidCharacter(s, e, 'userinfo', s.charCodeAt(e) === 0x25 ? 'pct-encoded' : 'userinfo');
      userinfo = s.slice(aStart, at);
      hStart = at + 1;
    }
    // §3.2.2 host ends at the ":" of the port (after the "]" of an IP-literal).
    let hEnd = hStart;
    if (hStart < aEnd && s.charCodeAt(hStart) === 0x5b) {
      // "[": the IP-literal runs to its "]".
      while (hEnd < aEnd && s.charCodeAt(hEnd) !== 0x5d) hEnd++;
      if (hEnd < aEnd) hEnd++;
      if (hEnd < aEnd && s.charCodeAt(hEnd) !== 0x3a) {
        // Something between "]" and the port's ":".
        const e0 = scanHost(s, hStart, hEnd);
        if (e0 !== -1) return invalidCharacter(s, e0, 'host', failedRule());
        return invalidCharacter(s, hEnd, 'host', 'IP-literal');
      }
    } else {
      while (hEnd < aEnd && s.charCodeAt(hEnd) !== 0x3a) hEnd++;
    }
    const e1 = scanHost(s, hStart, hEnd);
    if (e1 !== -1) return invalidCharacter(s, e1, 'host', failedRule());
    host = s.slice(hStart, hEnd);
    hostKind = classifyHost(s, hStart, hEnd);
    if (hEnd < aEnd) {
      // §3.2.3 port = *DIGIT
      const e2 = scanPort(s, hEnd + 1, aEnd);
      if (e2 !== -1) return invalidCharacter(s, e2, 'port', 'port');
      port = s.slice(hEnd + 1, aEnd);
    }
    i = aEnd;
  }

  // §3.3 path: up to "?", "#" or the end. After an authority the path is
  // path-abempty (it can only begin with "/" here); without one it is
  // path-absolute, path-rootless/path-noscheme or path-empty, and "//"
  // cannot begin it (that would have been an authority).
  const pStart = i;
  while (i < n) {
    c = s.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c] & PATH) !== 0) {
      i++;
      continue;
    }
    if (c === 0x3f || c === 0x23) break;
    const e = scanSet(s, i, n, PATH);
    if (e === -1) {
      i = n;
      break;
    }
    c = s.charCodeAt(e);
    if (c === 0x3f || c === 0x23) {
      i = e;
      break;
    }
    return invalidCharacter(s, e, 'path', c === 0x25 ? 'pct-encoded' : 'pchar');
  }
  const path = s.slice(pStart, i);
  if (scheme === undefined && host === undefined) {
    // §4.2 path-noscheme: a relative path's first segment cannot contain ":"
    // (it would be read as a scheme); Appendix B leaves only a leading ":" here.
    let segEnd = s.indexOf('/', pStart);
    if (segEnd < 0 || segEnd > i) segEnd = i;
    const e = scanSet(s, pStart, segEnd, SEGMENT_NC);
    if (e !== -1) return invalidCharacter(s, e, 'path', 'segment-nz-nc');
  }

  // §3.4 query = *( pchar / "/" / "?" )
  let query: string | undefined;
  if (i < n && s.charCodeAt(i) === 0x3f) {
    const qStart = ++i;
    while (i < n) {
      c = s.charCodeAt(i);
      if (c < 128 && (CHAR_CLASS[c] & QUERY) !== 0) {
        i++;
        continue;
      }
      if (c === 0x23) break;
      const e = scanSet(s, i, n, QUERY);
      if (e === -1) {
        i = n;
        break;
      }
      if (s.charCodeAt(e) === 0x23) {
        i = e;
        break;
      }
      return invalidCharacter(s, e, 'query', s.charCodeAt(e) === 0x25 ? 'pct-encoded' : 'query');
    }
    query = s.slice(qStart, i);
  }

  // §3.5 fragment = *( pchar / "/" / "?" )
  let fragment: string | undefined;
  if (i < n) {
    // s[i] is "#".
    const fStart = i + 1;
    const e = scanSet(s, fStart, n, QUERY);
    if (e !== -1) return invalidCharacter(s, e, 'fragment', s.charCodeAt(e) === 0x25 ? 'pct-encoded' : 'fragment');
    fragment = s.slice(fStart);
  }

  return { scheme, userinfo, host, port, path, query, fragment, hostKind };
}

/** §5.3 Component Recomposition. */
export function recompose(r: RFC3986Components): string {
  let out = r.scheme !== undefined ? r.scheme + ':' : '';
  if (r.host !== undefined) {
    out += '//';
    if (r.userinfo !== undefined) out += r.userinfo + '@';
    out += r.host;
    if (r.port !== undefined) out += ':' + r.port;
  }
  out += r.path;
  if (r.query !== undefined) out += '?' + r.query;
  if (r.fragment !== undefined) out += '#' + r.fragment;
  return out;
}

/** §3.2 authority = [ userinfo "@" ] host [ ":" port ], or undefined. */
export function authorityOf(r: RFC3986Components): string | undefined {
  if (r.host === undefined) return undefined;
  return (r.userinfo !== undefined ? r.userinfo + '@' : '') + r.host + (r.port !== undefined ? ':' + r.port : '');
}
