// RFC 3986 §4.1 URI-reference = URI / relative-ref (or RFC 3987 §2.2
// IRI-reference), parsed (or only split, for normalization) in one pass over
// char codes. Parsing never normalizes: the components are slices of the
// input, so recomposing them (§5.3) gives the input back.
import { invalidCharacter } from './errors.js';
import type { RFC3986Error } from './errors.js';
import { CharClass, CharSet, CHAR_CLASS, scanSet, checkSet, checkScheme, checkHost, classifyHost, hostEnd, authorityEnd, iriBits, iriRule } from './grammar.js';
import type { HostKind } from './grammar.js';
import { isASCIIAlpha } from '../base/infra.js';

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

/**
 * Where the path (`mask` PATH) or the query (QUERY) that starts at i ends:
 * at the first "?" or "#" its set does not have, or at the end. Any other
 * character outside the set is an error when checking (returned);
 * splitting, it is passed over.
 */
function componentEnd(s: string, i: number, mask: number, check: boolean, component: 'path' | 'query', rule: string): number | RFC3986Error {
  const n = s.length;
  for (;;) {
    const e = scanSet(s, i, n, mask);
    if (e < 0) return n;
    const c = s.charCodeAt(e);
    if (c === 0x3f || c === 0x23) return e;
    // Checking, the set's error at e (scanSet stops there again).
    if (check) return checkSet(s, e, mask, component, rule) as RFC3986Error;
    i = e + 1;
  }
}

/**
 * Reads `s` as Appendix B splits a URI reference, then the authority as
 * §3.2 does; with `check`, each component is checked against its rule as it
 * is read (RFC 3987's when `iri`), and the RFC3986Error for the first
 * offending character is returned.
 */
function readURI(s: string, check: boolean, iri: boolean): RFC3986Components | RFC3986Error {
  // RFC 3987 §2.2: iunreserved has ucschar everywhere unreserved is; iquery has iprivate too.
  const x = iriBits(iri, false);
  const n = s.length;
  let scheme: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let query: string | undefined;
  let fragment: string | undefined;
  let hostKind: HostKind = null;
  let error: RFC3986Error | null;
  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":".
  let i = 0;
  let c = 0;
  while (i < n && (c = s.charCodeAt(i)) < 128 && (CHAR_CLASS[c] & CharClass.SCHEME_CHAR) !== 0) i++;
  // (When i is 0, s[0] is no scheme character, so no ALPHA either.)
  if (c !== 0x3a || !isASCIIAlpha(s.charCodeAt(0))) {
    // Not one; but the scheme is what precedes the first ":" that comes
    // before any "/", "?" or "#" (Appendix B): a ":" found now ends an
    // invalid one.
    while (i < n && (c = s.charCodeAt(i)) !== 0x3a && c !== 0x2f && c !== 0x3f && c !== 0x23) i++;
    if (check && i > 0 && c === 0x3a) return checkScheme(s, i) as RFC3986Error;
  }
  if (i > 0 && c === 0x3a) {
    scheme = s.slice(0, i);
    i++;
  } else {
    i = 0;
  }
  if (s.charCodeAt(i) === 0x2f && s.charCodeAt(i + 1) === 0x2f) {
    // §3.2 "//" authority, up to the next "/", "?", "#" or the end.
    let start = i + 2;
    i = authorityEnd(s, start);
    const at = s.lastIndexOf('@', i - 1);
    if (at >= start) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ), up to the last "@"
      if (check && (error = checkSet(s, start, CharSet.USERINFO | x, 'userinfo', 'userinfo', at)) !== null) return error;
      userinfo = s.slice(start, at);
      start = at + 1;
    }
    // §3.2.2 host = IP-literal / IPv4address / reg-name, up to the port's ":"; §3.2.3 port = *DIGIT
    const h = hostEnd(s, start, i);
    if (check) {
      if ((error = checkHost(s, start, h, iri) || checkSet(s, h + 1, CharClass.DIGIT, 'port', 'port', i)) !== null) return error;
      hostKind = classifyHost(s, start, h);
    }
    host = s.slice(start, h);
    if (h < i) port = s.slice(h + 1, i);
  }
  // §3.3 path, up to the first "?" or "#". After an authority it can only
  // begin with "/" here (path-abempty), and "//" cannot begin it without one.
  const pStart = i;
  const pEnd = componentEnd(s, i, CharSet.PATH | x, check, 'path', 'pchar');
  if (typeof pEnd !== 'number') return pEnd;
  // §4.2 path-noscheme: a relative path's first segment cannot contain ":"
  // (it would be read as a scheme). Appendix B leaves only a leading ":"
  // there: any other ":" before the first "/" makes a scheme.
  if (check && s.charCodeAt(0) === 0x3a) return invalidCharacter(s, 0, 'path', iri ? iriRule('segment-nz-nc') : 'segment-nz-nc');
  const path = s.slice(pStart, pEnd);
  i = pEnd;
  if (s.charCodeAt(i) === 0x3f) {
    // §3.4 query = *( pchar / "/" / "?" ), up to the first "#"
    const qEnd = componentEnd(s, i + 1, CharSet.QUERY | iriBits(iri, true), check, 'query', 'query');
    if (typeof qEnd !== 'number') return qEnd;
    query = s.slice(i + 1, qEnd);
    i = qEnd;
  }
  if (i < n) {
    // §3.5 fragment = *( pchar / "/" / "?" ), after the "#"
    if (check && (error = checkSet(s, i + 1, CharSet.QUERY | x, 'fragment', 'fragment')) !== null) return error;
    fragment = s.slice(i + 1);
  }
  return { scheme, userinfo, host, port, path, query, fragment, hostKind };
}

/** Splits any string as Appendix B does, then the authority as §3.2 does. No validation; hostKind is null. */
export function splitURI(s: string): RFC3986Components {
  return readURI(s, false, false) as RFC3986Components;
}

/**
 * Parses `s` as a URI-reference (Appendix A), or as an RFC 3987
 * IRI-reference when `iri`. Returns its components or the RFC3986Error for
 * the first offending character (never throws: the public functions throw
 * it). Components are split as Appendix B splits them (the scheme is
 * whatever precedes the first ":" that comes before any "/", "?" or "#"),
 * then each is checked against its rule.
 */
export function parseURIReference(s: string, iri = false): RFC3986Components | RFC3986Error {
  return readURI(s, true, iri);
}

/** §5.3 Component Recomposition. */
export function recompose(r: RFC3986Components): string {
  let out = r.scheme !== undefined ? r.scheme + ':' : '';
  if (r.host !== undefined) out += '//' + authorityOf(r);
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
