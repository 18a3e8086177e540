// buildURL(parts): a URL from its components, each applied by the rule of
// its setter in the mode (https://url.spec.whatwg.org/#urlutils-members for
// whatwg, the rfc3986 mode's setters, the lenient clean-up), where a value a
// setter would ignore is a TypeError naming the part.
//
// whatwg: scheme, host and port, and the path, query and fragment wherever
// the parser reads them as their setters would (see spliced), are parsed as
// one href; what remains goes through the mode's setters on the record, and
// the URL is serialized once. rfc3986 and lenient: the scheme (and for
// lenient a placeholder host) parsed, then the setters on the record.
// spec/edit/build.spec.ts compares the result with the setters' on
// generated parts in every mode.
import { RFC3986Error, cleanTightComponent, isSpecialScheme, parseState, selectMode, toUSVString } from './deps.js';
import type { AnyMode, URL, URLState } from './deps.js';
import type { EditOptions } from './input.js';
import { pathOfSegments, urlOf } from './segments.js';
import type { PathKind } from './segments.js';
import { serializeQuery } from './query.js';
import type { QueryInit } from './query.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

/** The parts of a URL, named as its getters (plus `segments` and `query`). */
export interface URLParts {
  /** With or without its ":". Default "https:" (lenient: its defaultScheme). */
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  /** hostname[:port]; not with hostname or port. */
  host?: string;
  /** Digits only (or a number); "" for none. */
  port?: string | number;
  pathname?: string;
  /** The path as segments (setPathSegments' encoding); not with pathname. */
  segments?: readonly string[];
  /** With or without its "?"; "?" alone is an empty query. Not with query. */
  search?: string;
  /** A query record (form-urlencoded); not with search. */
  query?: QueryInit;
  /** With or without its "#"; "#" alone is an empty fragment. */
  hash?: string;
}

const PARTS = ['protocol', 'username', 'password', 'hostname', 'host', 'port', 'pathname', 'segments', 'search', 'query', 'hash'];
/** The part names as keys (a lookup without inherited names). */
const IS_PART: { [name: string]: boolean } = Object.create(null) as { [name: string]: boolean };
for (let i = 0; i < PARTS.length; i++) IS_PART[PARTS[i]] = true;

type Setter = (rec: unknown, value: string) => unknown | null;

function invalid(part: string, value: string, why: string, cause?: unknown): TypeError {
  const e = new TypeError(`buildURL: invalid ${part} ${JSON.stringify(value)}${why === '' ? '' : ' (' + why + ')'}`);
  if (cause !== undefined) Object.defineProperty(e, 'cause', { value: cause, writable: true, configurable: true });
  return e;
}

/** One setter of the mode on `rec`: the new record, or the TypeError for a value it ignores or rejects. */
function apply(set: Setter, rec: unknown, part: string, value: string): unknown {
  let next: unknown;
  try {
    next = set(rec, value);
  } catch (e) {
    if (e instanceof RFC3986Error) throw invalid(part, value, e.message, e);
    throw e;
  }
  if (next === null) throw invalid(part, value, 'the setter ignores it here');
  return next;
}

/**
 * A WHATWG host part is parsed in its place in "scheme://host", by the host
 * parser the host setters run (https://url.spec.whatwg.org/#host-parsing):
 * the setters ignore a host that fails it, and there the failure shows. What
 * would parse differently in that place than in a setter is refused first:
 * "/", "?", "#" (and "\" in a special URL), where a setter stops and keeps
 * what came before; "@", which would make userinfo; a control or space,
 * which the parser would trim at the end and no host may hold. Returns where
 * the host ends: at the first ":" outside brackets, or the end.
 * (A loop over the characters: hosts are short, and a regular expression
 * call costs more than the loop.)
 */
function checkHost(part: string, value: string, special: boolean): number {
  let end = -1;
  let brackets = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 0x40) {
      if (c === 0x5b) brackets = true;
      else if (c === 0x5d) brackets = false;
      else if (special && c === 0x5c) throw invalid(part, value, '"\\" cannot be in a host');
      continue;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x40) throw invalid(part, value, `"${value.charAt(i)}" cannot be in a host`);
    if (c <= 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) throw invalid(part, value, 'a control character or space cannot be in a host');
    if (c === 0x3a && !brackets && end < 0) end = i;
  }
  return end < 0 ? value.length : end;
}

/** Whether `s` is a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1, https://url.spec.whatwg.org/#scheme-state). */
function isScheme(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (c >= 0x61 && c <= 0x7a) continue;
    const d = s.charCodeAt(i);
    if (i === 0 || !((d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d || d === 0x2e)) return false;
  }
  return s.length > 0;
}

const DIGITS = /^[0-9]*$/;
const TAB_OR_NEWLINE = /[\t\n\r]/;
const TAB_OR_NEWLINES = /[\t\n\r]/g;

/**
 * Whether a query or fragment reads the same after "?" or "#" in an href as
 * its setter reads it: it holds no `stop` ("#" ends a query), and it does not
 * end with a control or space, which the parser trims from the end of its
 * input (https://url.spec.whatwg.org/#concept-basic-url-parser) and the
 * setters encode.
 */
function spliced(v: string, stop: number): boolean {
  if (v !== '' && v.charCodeAt(v.length - 1) <= 0x20) return false;
  return stop < 0 || v.indexOf('#') < 0;
}

/**
 * The same for a path after the host: empty, or beginning with "/" (or "\\"
 * in a special URL), which the parser reads from the path start state as the
 * pathname setter does (https://url.spec.whatwg.org/#path-start-state); with no
 * "?" or "#", which the setter takes as data and the parser as delimiters.
 */
function splicedPath(v: string, special: boolean): boolean {
  if (v === '') return true;
  const c = v.charCodeAt(0);
  if (c !== 0x2f && !(special && c === 0x5c)) return false;
  return spliced(v, 0x23) && v.indexOf('?') < 0;
}

function both(x: unknown, y: unknown, a: string, b: string): void {
  if (x !== undefined && y !== undefined) throw new TypeError(`buildURL: give ${a} or ${b}, not both`);
}

/** A part as a USVString (undefined: not given). */
function text(v: unknown): string | undefined {
  return v === undefined ? undefined : toUSVString(v);
}

function buildURLBody(parts: URLParts, options?: EditOptions): URL {
  if (parts === null || typeof parts !== 'object') throw new TypeError('buildURL: the parts must be an object');
  const keys = Object.keys(parts);
  for (let i = 0; i < keys.length; i++) {
    if (IS_PART[keys[i]] !== true) throw new TypeError(`buildURL: unknown part ${JSON.stringify(keys[i])} (the parts are ${PARTS.join(', ')}; the mode goes in the options)`);
  }
  // Each part read once, by name (a keyed read per part costs more than the rest of the checks).
  const hostname = text(parts.hostname);
  const host = text(parts.host);
  const port = text(parts.port);
  const pathname = text(parts.pathname);
  const segments = parts.segments;
  const search = text(parts.search);
  const query = parts.query;
  both(hostname, host, 'hostname', 'host');
  both(host, port, 'host', 'port');
  both(pathname, segments, 'pathname', 'segments');
  both(search, query, 'search', 'query');
  const mode = selectMode(options) as AnyMode;
  const rfc = mode.name === 'rfc3986';
  const given = text(parts.protocol);
  const defaultScheme = mode.name === 'lenient' && options !== undefined && options !== null && options.defaultScheme !== undefined ? options.defaultScheme : 'https';
  const protocol = given === undefined ? defaultScheme : given;
  const scheme = protocol.charCodeAt(protocol.length - 1) === 0x3a ? protocol.slice(0, -1) : protocol;
  if (!isScheme(scheme)) throw invalid('protocol', protocol, 'a scheme is a letter, then letters, digits, "+", "-", "."');
  const lower = scheme.toLowerCase();
  const special = !rfc && isSpecialScheme(lower);
  const file = !rfc && lower === 'file';
  const hasHost = hostname !== undefined || host !== undefined;

  // The URL to apply the parts to. whatwg and lenient: the scheme and the
  // host, parsed (see checkHost); rfc3986: the scheme, then the setters.
  let start: string;
  let opaque = false;
  const hostPart = hostname !== undefined ? 'hostname' : 'host';
  const lenient = mode.name === 'lenient';
  let lenientHost: string | undefined;
  let hostValue = hostname !== undefined ? hostname : host;
  if (rfc) {
    start = scheme + ':';
  } else if (hostValue !== undefined) {
    const given = hostValue;
    if (lenient) hostValue = cleanTightComponent(hostValue);
    // Both the setters and the parser remove tabs and newlines first.
    if (TAB_OR_NEWLINE.test(hostValue)) hostValue = hostValue.replace(TAB_OR_NEWLINES, '');
    // (Else "https://" + "" + "/a" would read "a" as the host.)
    if (hostValue === '' && special && !file) throw invalid(hostPart, given, 'a special URL needs a host');
    const end = checkHost(hostPart, hostValue, special);
    if (end < hostValue.length && (hostname !== undefined || !DIGITS.test(hostValue.slice(end + 1)))) {
      throw invalid(hostPart, given, hostname !== undefined ? 'a hostname has no port' : 'a port is digits only');
    }
    start = scheme + '://' + hostValue;
    if (lenient) {
      // The lenient host setters: the clean-up above, then the whatwg setter
      // (which ignores a host the host parser fails: checked by a whatwg
      // parse here), then a refusal of a host the lenient parse would read
      // otherwise (a null record, below).
      const w = parseState(selectMode(undefined) as AnyMode, start, undefined);
      if (w instanceof Error) throw invalid(hostPart, given, '', w);
      start = scheme + '://h';
      lenientHost = given;
    }
  } else if (file) {
    start = 'file:///';
  } else if (special) {
    throw new TypeError(`buildURL: a ${scheme}: URL needs a hostname (or host)`);
  } else if (pathname !== undefined && pathname.charCodeAt(0) !== 0x2f) {
    // A non-special URL without a host whose path does not begin with "/"
    // has an opaque path, which no setter sets: it is parsed with the scheme
    // ("?" and "#" in it are data, as the pathname setter reads them).
    start = scheme + ':' + pathname.replace(/[?#]/g, (c) => (c === '?' ? '%3F' : '%23'));
    opaque = true;
  } else {
    start = scheme + (pathname !== undefined || segments !== undefined ? ':/' : ':');
  }
  // whatwg with a host: the path, query and fragment go into the same
  // parse where the parser reads them as their setters would (see spliced),
  // so most URLs take one parse and no setter; the rest take the setters.
  const whole = mode.name === 'whatwg' && hostValue !== undefined;
  const hash = text(parts.hash);
  let portDone = port === undefined;
  let pathValue: string | undefined = pathname;
  let searchDone = search === undefined && query === undefined;
  let hashDone = hash === undefined;
  if (port !== undefined) {
    // Stricter than the port setter, which keeps the digits before anything
    // else ("80x" is 80) and ignores a number above 65535.
    if (!DIGITS.test(port)) throw invalid('port', port, 'a port is digits only');
    if (!rfc && port !== '' && Number(port) > 65535) throw invalid('port', port, 'above 65535');
    if (whole) {
      // (No port in the skeleton: "" has nothing to remove.)
      if (port !== '') start += ':' + port;
      portDone = true;
    }
  }
  if (segments !== undefined) {
    const kind: PathKind = { rfc, special, file, authority: hasHost || file, rootless: rfc && !hasHost };
    try {
      pathValue = pathOfSegments(segments, kind, 'buildURL');
    } catch (e) {
      if (e instanceof TypeError) throw invalid('segments', JSON.stringify(segments), e.message.replace(/^buildURL: /, ''), e);
      throw e;
    }
  }
  let pathDone = opaque || pathValue === undefined;
  if (whole) {
    if (pathValue !== undefined && splicedPath(pathValue, special)) {
      start += pathValue;
      pathDone = true;
    }
    if (query !== undefined) {
      const q = serializeQuery(query, 'buildURL');
      if (q !== '') start += '?' + q;
      searchDone = true;
    } else if (search !== undefined) {
      const v = search.charCodeAt(0) === 0x3f ? search.slice(1) : search;
      if (search === '') searchDone = true;
      else if (spliced(v, 0x23)) {
        start += '?' + v;
        searchDone = true;
      }
    }
    if (hash !== undefined) {
      const v = hash.charCodeAt(0) === 0x23 ? hash.slice(1) : hash;
      if (hash === '') hashDone = true;
      else if (spliced(v, -1)) {
        start += '#' + v;
        hashDone = true;
      }
    }
  }
  const s = parseState(mode, start, undefined);
  if (s instanceof Error) {
    if (!rfc && hostValue !== undefined) throw invalid(hostPart, hostValue, '', s);
    throw invalid(opaque ? 'pathname' : 'protocol', opaque ? (pathname as string) : protocol, s.message, s);
  }
  if (whole && portDone && pathDone && searchDone && hashDone && parts.username === undefined && parts.password === undefined) return urlOf(s);
  let rec = s.rec();
  if (rfc && hostname !== undefined) rec = apply(mode.setHostname as Setter, rec, 'hostname', hostname);
  if (rfc && host !== undefined) rec = apply(mode.setHost as Setter, rec, 'host', host);
  if (lenientHost !== undefined) rec = apply((hostname !== undefined ? mode.setHostname : mode.setHost) as Setter, rec, hostPart, lenientHost);
  if (port !== undefined && !portDone) rec = apply(mode.setPort as Setter, rec, 'port', port);
  const username = text(parts.username);
  if (username !== undefined) rec = apply(mode.setUsername as Setter, rec, 'username', username);
  const password = text(parts.password);
  if (password !== undefined) rec = apply(mode.setPassword as Setter, rec, 'password', password);
  if (pathValue !== undefined && !pathDone) rec = apply(mode.setPathname as Setter, rec, segments !== undefined ? 'segments' : 'pathname', pathValue);
  if (!searchDone) {
    if (search !== undefined) rec = apply(mode.setSearch as Setter, rec, 'search', search);
    if (query !== undefined) {
      const q = serializeQuery(query, 'buildURL');
      // The URLSearchParams update steps: an empty list is no query.
      rec = mode.setQuery(rec, q === '' ? null : q);
    }
  }
  if (hash !== undefined && !hashDone) rec = apply(mode.setHash as Setter, rec, 'hash', hash);
  (s as URLState).commit(rec);
  return urlOf(s);
}


// (The parts' checks match regular expressions over the caller's strings:
// the legacy RegExp statics are put back, lib/base/regexp-statics.ts.)
/**
 * A new polyurl URL in the mode of `options` (whatwg by default) from its
 * parts, applied in this order: protocol, host or hostname, port, username,
 * password, pathname or segments, search or query, hash. Throws a TypeError
 * that names the part a setter would ignore or reject.
 */
export function buildURL(parts: URLParts, options?: EditOptions): URL {
  return applyKeepingStatics(buildURLBody, undefined, arguments);
}
