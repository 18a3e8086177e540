// The rfc3986 mode: strict RFC 3986 (STD 66). Its record is the five
// components of §3 as written (RFC3986Components: undefined = absent,
// "" = present but empty); parsing validates against Appendix A and never
// normalizes, so a valid URI's href is the input itself.
//
// Offsets written into Components (lib/record.ts), beyond the common rules:
// - userinfo "user:pass@": username = [start, first ":"), password after it;
//   "user:@" gives an empty password range right before the "@".
// - An empty port ("http://h:/"): _portEnd === _hostEnd (the port getter
//   returns "", host === hostname) and _pathStart === _hostEnd + 1, so the
//   ":" lies between the two; components() reads that as port "".
// - No authority: every authority offset equals _protocolEnd.
import type { Components, ModeFastPaths } from '../record.js';
import { writeComponents } from '../record.js';
import { normalizedRecord } from '../rfc3986/extras.js';
import type { Mode, URLOptions } from './mode.js';
import { RFC3986Error, invalidCharacter, withPrefix, quoteInput as quote } from '../rfc3986/errors.js';
import { parseURIReference, recompose } from '../rfc3986/parse.js';
import type { RFC3986Components } from '../rfc3986/parse.js';
import { resolveComponents } from '../rfc3986/resolve.js';
import { REG_NAME, USERINFO, PATH, QUERY, scanSet, scanScheme, scanHost, scanPort, failedRule, classifyHost } from '../rfc3986/grammar.js';
import { asciiLowercase, defaultPort } from '../rfc3986/normalize.js';

/** The record of the rfc3986 mode: an absolute URI's components (scheme always defined). */
export type RFC3986Record = RFC3986Components;

function copy(r: RFC3986Record): RFC3986Record {
  return {
    scheme: r.scheme, userinfo: r.userinfo, host: r.host, port: r.port, path: r.path,
    query: r.query, fragment: r.fragment, hostKind: r.hostKind,
  };
}


/** RFC 3986 §5.1: resolution needs a base URI, and the base must be absolute. */
function parseAndResolve(input: string, base: string | undefined, strict: boolean): RFC3986Record | RFC3986Error {
  const r = parseURIReference(input);
  // The constructor's error names the input (cut to 200 characters) after the ABNF details.
  if (r instanceof RFC3986Error) return withPrefix(r, '', ': ' + quote(input));
  if (base === undefined) {
    if (r.scheme === undefined) {
      return new RFC3986Error(
        quote(input) + ' is a relative reference: it needs a base URI to resolve against (RFC 3986 §5.1); ' +
          'pass one as the second argument, or give an absolute URI with a scheme',
        0, input.charAt(0), 'scheme', 'URI');
    }
    return r;
  }
  const b = parseURIReference(base);
  if (b instanceof RFC3986Error) return withPrefix(b, 'Invalid base URI ' + quote(base) + ': ');
  if (b.scheme === undefined) {
    return new RFC3986Error(
      'Invalid base URI ' + quote(base) + ': a base URI must be absolute, with a scheme (RFC 3986 §5.1, §4.3 absolute-URI)',
      0, base.charAt(0), 'scheme', 'absolute-URI');
  }
  const t = resolveComponents(r, b, strict);
  return t instanceof RFC3986Error ? withPrefix(t, 'Cannot resolve ' + quote(input) + ' against ' + quote(base) + ': ') : t;
}

// RFC 6454 §4 (the web origin of a URI) for the schemes it names; "null" for the others.
const TUPLE_ORIGIN: { [scheme: string]: boolean } = { http: true, https: true, ws: true, wss: true, ftp: true };

function originOf(r: RFC3986Record): string {
  const scheme = asciiLowercase(r.scheme as string);
  if (scheme === 'blob') {
    // https://url.spec.whatwg.org/#concept-url-origin: a blob: URL has the origin of the URL in its path.
    const inner = parseURIReference(r.path);
    if (!(inner instanceof RFC3986Error) && inner.scheme !== undefined) {
      const s = asciiLowercase(inner.scheme);
      if (s === 'http' || s === 'https') return originOf(inner);
    }
    return 'null';
  }
  if (TUPLE_ORIGIN[scheme] !== true || r.host === undefined || r.host === '') return 'null';
  let port = r.port === undefined ? '' : r.port;
  let k = 0;
  while (k < port.length - 1 && port.charCodeAt(k) === 0x30) k++;
  port = port.slice(k);
  if (port === defaultPort(scheme)) port = '';
  return scheme + '://' + asciiLowercase(r.host) + (port === '' ? '' : ':' + port);
}

function serialize(r: RFC3986Record, out: Components): void {
  writeOffsets(r, recompose(r), out);
}

/** `out` := `href` (the §5.3 recomposition of `r`) and the offsets of r's components in it. */
function writeOffsets(r: RFC3986Record, href: string, out: Components): void {
  const protocolEnd = (r.scheme as string).length + 1;
  let usernameStart = protocolEnd;
  let usernameEnd = protocolEnd;
  let passwordStart = protocolEnd;
  let passwordEnd = protocolEnd;
  let hostStart = protocolEnd;
  let hostEnd = protocolEnd;
  let portEnd = protocolEnd;
  let pathStart = protocolEnd;
  if (r.host !== undefined) {
    const a = protocolEnd + 2;
    usernameStart = usernameEnd = passwordStart = passwordEnd = hostStart = a;
    if (r.userinfo !== undefined) {
      const colon = r.userinfo.indexOf(':');
      const len = r.userinfo.length;
      usernameEnd = colon < 0 ? a + len : a + colon;
      passwordStart = colon < 0 ? a + len : a + colon + 1;
      passwordEnd = a + len;
      hostStart = a + len + 1;
    }
    hostEnd = hostStart + r.host.length;
    if (r.port === undefined) {
      portEnd = pathStart = hostEnd;
    } else if (r.port === '') {
      portEnd = hostEnd;
      pathStart = hostEnd + 1;
    } else {
      portEnd = pathStart = hostEnd + 1 + r.port.length;
    }
  }
  const pathEnd = pathStart + r.path.length;
  writeComponents(
    out, href, protocolEnd, usernameStart, usernameEnd, passwordStart, passwordEnd, hostStart, hostEnd, portEnd, pathStart,
    r.query === undefined ? -1 : pathEnd,
    r.fragment === undefined ? -1 : r.query === undefined ? pathEnd : pathEnd + 1 + r.query.length,
  );
}

function needAuthority(r: RFC3986Record, what: string): void {
  if (r.host === undefined) {
    throw new RFC3986Error(
      'Cannot set the ' + what + ' of a URI without an authority (RFC 3986 §3.2); set its host first',
      0, '', 'authority', 'authority');
  }
}

function setterError(e: RFC3986Error, setter: string, value: string): RFC3986Error {
  return withPrefix(e, 'Cannot set ' + setter + ' to ' + quote(value) + ': ');
}

/** Checks value[start, end) against a component set; throws the setter's error. */
function check(value: string, start: number, mask: number, component: 'userinfo' | 'path' | 'query' | 'fragment', rule: string, setter: string): void {
  const e = scanSet(value, start, value.length, mask);
  if (e !== -1) {
    throw setterError(invalidCharacter(value, e, component, value.charCodeAt(e) === 0x25 ? 'pct-encoded' : rule), setter, value);
  }
}

/** §3.3: "If a URI contains an authority component, then the path component must either be empty or begin with a slash". */
function checkPathWithAuthority(path: string, setter: string, value: string): void {
  if (path !== '' && path.charCodeAt(0) !== 0x2f) {
    throw setterError(new RFC3986Error(
      'with an authority the path must be empty or begin with "/", and the path is ' + quote(path) + ' (RFC 3986 §3.3 path-abempty)',
      0, path.charAt(0), 'path', 'path-abempty'), setter, value);
  }
}

/**
 * Parses `value` as host [ ":" port ] (allowPort) or host alone; returns
 * [host, port or undefined] or throws.
 */
function parseHostPort(value: string, allowPort: boolean, setter: string): [string, string | undefined] {
  const n = value.length;
  let hEnd = 0;
  if (n > 0 && value.charCodeAt(0) === 0x5b) {
    const close = value.indexOf(']');
    hEnd = close < 0 ? n : close + 1;
  } else {
    while (hEnd < n && value.charCodeAt(hEnd) !== 0x3a) hEnd++;
    if (!allowPort) hEnd = n;
  }
  if (!allowPort || hEnd === n || value.charCodeAt(hEnd) !== 0x3a) {
    const e = scanHost(value, 0, allowPort ? hEnd : n);
    if (e !== -1) throw setterError(invalidCharacter(value, e, 'host', failedRule()), setter, value);
    if (hEnd < n) throw setterError(invalidCharacter(value, hEnd, 'host', 'IP-literal'), setter, value);
    return [value, undefined];
  }
  const e = scanHost(value, 0, hEnd);
  if (e !== -1) throw setterError(invalidCharacter(value, e, 'host', failedRule()), setter, value);
  const p = scanPort(value, hEnd + 1, n);
  if (p !== -1) throw setterError(invalidCharacter(value, p, 'port', 'port'), setter, value);
  return [value.slice(0, hEnd), value.slice(hEnd + 1)];
}

function withHost(rec: RFC3986Record, host: string, port: string | undefined, setter: string, value: string): RFC3986Record {
  if (rec.host === undefined) checkPathWithAuthority(rec.path, setter, value);
  const r = copy(rec);
  r.host = host;
  r.hostKind = classifyHost(host, 0, host.length);
  if (port !== undefined) r.port = port;
  return r;
}

function makeMode(strict: boolean): Mode<RFC3986Record> & ModeFastPaths<RFC3986Record> {
  const mode: Mode<RFC3986Record> & ModeFastPaths<RFC3986Record> = {
    name: 'rfc3986',
    parse(input: string, base: string | undefined): RFC3986Record | Error {
      return parseAndResolve(input, base, strict);
    },
    serialize,
    origin: originOf,

    // ModeFastPaths (lib/record.ts): a URL keeps href and offsets only. A
    // valid URI is ASCII, so the raw input is already a USVString; anything
    // else (errors included) takes the ordinary parse.
    parseInto(input: string, out: Components, base?: string): boolean {
      if (base !== undefined) return false;
      const r = parseURIReference(input);
      if (r instanceof RFC3986Error || r.scheme === undefined) return false;
      // Parsing never normalizes: the components are slices of the input, so
      // the input is their recomposition (§5.3), already flat in memory.
      writeOffsets(r, input, out);
      return true;
    },
    normalizedRecordOf: normalizedRecord,
    recordOf(c: Components): RFC3986Record {
      return parseURIReference(c._href) as RFC3986Record;
    },
    replaceQuery(c: Components, query: string | null): void {
      const h = c._href;
      const pathEnd = c._queryStart >= 0 ? c._queryStart : c._hashStart >= 0 ? c._hashStart : h.length;
      const tail = c._hashStart >= 0 ? h.slice(c._hashStart) : '';
      c._href = h.slice(0, pathEnd) + (query === null ? '' : '?' + query) + tail;
      c._queryStart = query === null ? -1 : pathEnd;
      c._hashStart = c._hashStart < 0 ? -1 : query === null ? pathEnd : pathEnd + 1 + query.length;
    },

    // The protocol, with or without its ":", must match §3.1 scheme.
    setProtocol(rec, value) {
      const v = value.charCodeAt(value.length - 1) === 0x3a ? value.slice(0, -1) : value;
      const e = scanScheme(v, 0, v.length);
      if (e !== -1) throw setterError(invalidCharacter(v, e, 'scheme', 'scheme'), 'protocol', value);
      const r = copy(rec);
      r.scheme = v;
      return r;
    },

    // The username is the userinfo up to its first ":" (§3.2.1); it cannot contain ":".
    // "" with no password removes the userinfo and its "@".
    setUsername(rec, value) {
      needAuthority(rec, 'username');
      check(value, 0, REG_NAME, 'userinfo', 'userinfo', 'username');
      const info = rec.userinfo === undefined ? '' : rec.userinfo;
      const colon = info.indexOf(':');
      const rest = colon < 0 ? '' : info.slice(colon);
      const r = copy(rec);
      r.userinfo = value === '' && rest === '' ? undefined : value + rest;
      return r;
    },

    // The password is the userinfo after its first ":"; "" removes the ":".
    setPassword(rec, value) {
      needAuthority(rec, 'password');
      check(value, 0, USERINFO, 'userinfo', 'userinfo', 'password');
      const info = rec.userinfo === undefined ? '' : rec.userinfo;
      const colon = info.indexOf(':');
      const user = colon < 0 ? info : info.slice(0, colon);
      const r = copy(rec);
      r.userinfo = value === '' ? (user === '' ? undefined : user) : user + ':' + value;
      return r;
    },

    // host [ ":" port ]; without a port the current one stays (as in WHATWG).
    // Adding an authority to a URI whose path is rootless is an error (§3.3).
    setHost(rec, value) {
      const hp = parseHostPort(value, true, 'host');
      return withHost(rec, hp[0], hp[1], 'host', value);
    },

    setHostname(rec, value) {
      const hp = parseHostPort(value, false, 'hostname');
      return withHost(rec, hp[0], undefined, 'hostname', value);
    },

    // §3.2.3 port = *DIGIT; "" removes the port and its ":".
    setPort(rec, value) {
      needAuthority(rec, 'port');
      const e = scanPort(value, 0, value.length);
      if (e !== -1) throw setterError(invalidCharacter(value, e, 'port', 'port'), 'port', value);
      const r = copy(rec);
      r.port = value === '' ? undefined : value;
      return r;
    },

    // §3.3: path-abempty with an authority; else path-absolute (not "//"),
    // path-rootless or path-empty (the URI has a scheme, so ":" may be in the first segment).
    setPathname(rec, value) {
      check(value, 0, PATH, 'path', 'pchar', 'pathname');
      if (rec.host !== undefined) {
        checkPathWithAuthority(value, 'pathname', value);
      } else if (value.charCodeAt(0) === 0x2f && value.charCodeAt(1) === 0x2f) {
        throw setterError(new RFC3986Error(
          'Invalid character "/" at index 1 in path: without an authority the path cannot begin with "//" (RFC 3986 §3.3 path-absolute)',
          1, '/', 'path', 'path-absolute'), 'pathname', value);
      }
      const r = copy(rec);
      r.path = value;
      return r;
    },

    // "" removes the query; one leading "?" is dropped, so "?" sets an empty query (href ends in "?").
    setSearch(rec, value) {
      const r = copy(rec);
      if (value === '') {
        r.query = undefined;
        return r;
      }
      const start = value.charCodeAt(0) === 0x3f ? 1 : 0;
      check(value, start, QUERY, 'query', 'query', 'search');
      r.query = value.slice(start);
      return r;
    },

    // "" removes the fragment; one leading "#" is dropped, so "#" sets an empty fragment.
    setHash(rec, value) {
      const r = copy(rec);
      if (value === '') {
        r.fragment = undefined;
        return r;
      }
      const start = value.charCodeAt(0) === 0x23 ? 1 : 0;
      check(value, start, QUERY, 'fragment', 'fragment', 'hash');
      r.fragment = value.slice(start);
      return r;
    },

    // The application/x-www-form-urlencoded serializer only emits query characters.
    setQuery(rec, query) {
      const r = copy(rec);
      r.query = query === null ? undefined : query;
      return r;
    },
  };
  return Object.freeze ? Object.freeze(mode) : mode;
}

let strictMode: (Mode<RFC3986Record> & ModeFastPaths<RFC3986Record>) | undefined;
let compatMode: (Mode<RFC3986Record> & ModeFastPaths<RFC3986Record>) | undefined;

/**
 * The rfc3986 mode for `options` (one shared frozen object per variant):
 * §5.2.2 strict resolution, or the non-strict variant when
 * `options.backwardCompatible` is true.
 */
export function createRfc3986Mode(options: URLOptions): Mode<RFC3986Record> & ModeFastPaths<RFC3986Record> {
  if (options !== undefined && options !== null && options.backwardCompatible === true) {
    if (compatMode === undefined) compatMode = makeMode(false);
    return compatMode;
  }
  if (strictMode === undefined) strictMode = makeMode(true);
  return strictMode;
}
