// https://urlpattern.spec.whatwg.org/#canon-processing-for-init
//
// A URLPatternInit is a dictionary whose members may be absent: here an
// absent member is undefined ("exists" is `!== undefined`).
import type { URLPatternInit } from './types.js';
import {
  canonicalizeHash,
  canonicalizeHostname,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  canonicalizeSearch,
  canonicalizeUsername,
  isSpecialScheme,
  parseURL,
} from './canonicalize.js';
import { escapePatternString } from './escape.js';

/** The type argument of "process a URLPatternInit": patterns are kept as written, URLs canonicalized. */
export const enum InitType {
  Pattern,
  URL,
}

/** https://urlpattern.spec.whatwg.org/#process-a-base-url-string */
function processBaseURLString(input: string, type: InitType): string {
  return type !== InitType.Pattern ? input : escapePatternString(input);
}

/** https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname */
function isAbsolutePathname(input: string, type: InitType): boolean {
  if (input === '') return false;
  const c = input.charCodeAt(0);
  if (c === 0x2f) return true;
  if (type === InitType.URL) return false;
  if (input.length < 2) return false;
  // "\/" or "{/"
  return (c === 0x5c || c === 0x7b) && input.charCodeAt(1) === 0x2f;
}

/** https://urlpattern.spec.whatwg.org/#process-protocol-for-init (null: the standard throws) */
function processProtocol(value: string, type: InitType): string | null {
  // "Let strippedValue be the given value with a single trailing U+003A (:) removed, if any."
  const stripped = value.charCodeAt(value.length - 1) === 0x3a ? value.slice(0, -1) : value;
  return type === InitType.Pattern ? stripped : canonicalizeProtocol(stripped);
}

/** https://urlpattern.spec.whatwg.org/#process-pathname-for-init */
function processPathname(value: string, protocol: string, type: InitType): string {
  if (type === InitType.Pattern) return value;
  // An empty protocol (none given) is treated as a special scheme: the most
  // common pathname canonicalization.
  return protocol === '' || isSpecialScheme(protocol) ? canonicalizePathname(value) : canonicalizeOpaquePathname(value);
}

/**
 * https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit, with every
 * component argument null for InitType.Pattern and the empty string for
 * InitType.URL (the two ways the standard calls it). Null where the standard
 * throws a TypeError (for a pattern, only a base URL that does not parse).
 */
export function processInit(init: URLPatternInit, type: InitType): URLPatternInit | null {
  const result: URLPatternInit =
    type === InitType.Pattern
      ? {}
      : { protocol: '', username: '', password: '', hostname: '', port: '', pathname: '', search: '', hash: '' };
  const hasProtocol = init.protocol !== undefined;
  const hasHostname = init.hostname !== undefined;
  const hasPort = init.port !== undefined;
  const hasPathname = init.pathname !== undefined;
  const hasSearch = init.search !== undefined;
  let baseOpaque = true;
  let basePath = '';
  if (init.baseURL !== undefined) {
    // A component is inherited from the base URL only when the init has none
    // at least as specific (protocol, hostname, port, pathname, search, hash;
    // protocol, hostname, port, username, password); a pattern never
    // inherits the username and password.
    const baseURL = parseURL(init.baseURL, null);
    if (baseURL === null) return null;
    baseOpaque = baseURL.opaquePath;
    basePath = baseURL.path;
    if (!hasProtocol) result.protocol = processBaseURLString(baseURL.scheme, type);
    const hasAuthority = hasProtocol || hasHostname || hasPort;
    if (type !== InitType.Pattern && !hasAuthority && init.username === undefined) {
      result.username = processBaseURLString(baseURL.username, type);
    }
    if (type !== InitType.Pattern && !hasAuthority && init.username === undefined && init.password === undefined) {
      result.password = processBaseURLString(baseURL.password, type);
    }
    if (!hasProtocol && !hasHostname) {
      result.hostname = processBaseURLString(baseURL.host === null ? '' : baseURL.host, type);
    }
    if (!hasAuthority) result.port = baseURL.port === null ? '' : '' + baseURL.port;
    if (!hasAuthority && !hasPathname) result.pathname = processBaseURLString(basePath, type);
    if (!hasAuthority && !hasPathname && !hasSearch) {
      result.search = processBaseURLString(baseURL.query === null ? '' : baseURL.query, type);
    }
    if (!hasAuthority && !hasPathname && !hasSearch && init.hash === undefined) {
      result.hash = processBaseURLString(baseURL.fragment === null ? '' : baseURL.fragment, type);
    }
  }
  if (init.protocol !== undefined) {
    const protocol = processProtocol(init.protocol, type);
    if (protocol === null) return null;
    result.protocol = protocol;
  }
  // https://urlpattern.spec.whatwg.org/#process-username-for-init (and password, hostname)
  if (init.username !== undefined) {
    result.username = type === InitType.Pattern ? init.username : canonicalizeUsername(init.username);
  }
  if (init.password !== undefined) {
    result.password = type === InitType.Pattern ? init.password : canonicalizePassword(init.password);
  }
  if (init.hostname !== undefined) {
    const hostname = type === InitType.Pattern ? init.hostname : canonicalizeHostname(init.hostname);
    if (hostname === null) return null;
    result.hostname = hostname;
  }
  const resultProtocol = result.protocol !== undefined ? result.protocol : '';
  // https://urlpattern.spec.whatwg.org/#process-port-for-init
  if (init.port !== undefined) {
    const port = type === InitType.Pattern ? init.port : canonicalizePort(init.port, resultProtocol);
    if (port === null) return null;
    result.port = port;
  }
  if (init.pathname !== undefined) {
    let pathname = init.pathname;
    // A relative pathname is resolved against the base URL's path: what
    // follows its last "/" is replaced.
    if (init.baseURL !== undefined && !baseOpaque && !isAbsolutePathname(pathname, type)) {
      const baseURLPath = processBaseURLString(basePath, type);
      const slash = baseURLPath.lastIndexOf('/');
      if (slash >= 0) pathname = baseURLPath.slice(0, slash + 1) + pathname;
    }
    result.pathname = processPathname(pathname, resultProtocol, type);
  }
  // https://urlpattern.spec.whatwg.org/#process-search-for-init (and hash):
  // a single leading "?" ("#") is removed.
  if (init.search !== undefined) {
    const stripped = init.search.charCodeAt(0) === 0x3f ? init.search.slice(1) : init.search;
    result.search = type === InitType.Pattern ? stripped : canonicalizeSearch(stripped);
  }
  if (init.hash !== undefined) {
    const stripped = init.hash.charCodeAt(0) === 0x23 ? init.hash.slice(1) : init.hash;
    result.hash = type === InitType.Pattern ? stripped : canonicalizeHash(stripped);
  }
  return result;
}
