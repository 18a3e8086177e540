// https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks
//
// The encoding callbacks of the URL Pattern Standard over polyurl's own basic
// URL parser and setters (never the platform's URL), and URL parsing for
// match. This is also the one module of lib/urlpattern/ that imports the rest
// of polyurl: the other modules take what they need of it from here
// (the WebIDL conversions and the private slot are re-exported below).
//
// The standard's dummy URL (https://urlpattern.spec.whatwg.org/#create-a-dummy-url)
// is the URL record of "https://dummy.invalid/"; the state overrides below are
// the ones the standard names. polyurl's record keeps the path serialized
// (lib/url/record.ts), so "URL path serializing" a record is reading `path`.
import type { URLRecord } from '../url/record.js';
import {
  basicURLParse,
  defaultPort,
  FRAGMENT_STATE,
  HOSTNAME_STATE,
  isSpecialScheme,
  newURLRecord,
  OPAQUE_PATH_STATE,
  PATH_START_STATE,
  PORT_STATE,
  QUERY_STATE,
} from '../url/parser.js';
import { setPassword, setUsername } from '../url/setters.js';

export type { URLRecord };
export { defaultPort, isSpecialScheme };
export { toUSVString, isObject, defineInterface } from '../api/webidl.js';
export { createSlot } from '../api/slot.js';

/** An encoding callback (https://urlpattern.spec.whatwg.org/#encoding-callback): the encoded text, or a TypeError thrown. */
export type EncodingCallback = (value: string) => string;

// Each canonicalization below answers null where the standard throws a
// TypeError: matching (process a URLPatternInit for "url") only needs to know
// that it failed, and making an Error costs more than the rest of a match.
// The encoding callbacks throw (see encodingCallback).

/**
 * https://urlpattern.spec.whatwg.org/#create-a-dummy-url: the result of
 * running the basic URL parser on "https://dummy.invalid/" (written out, as
 * spec/urlpattern/canonicalize.spec.ts checks against the parser).
 */
export function dummyURL(): URLRecord {
  const url = newURLRecord();
  url.scheme = 'https';
  url.host = 'dummy.invalid';
  url.path = '/';
  return url;
}

// A scheme as https://url.spec.whatwg.org/#scheme-state reads it: an ASCII
// alpha, then ASCII alphanumerics, "+", "-" and ".".
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+\-.]*$/;

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol (null: the standard throws) */
export function canonicalizeProtocol(value: string): string | null {
  if (value === '') return value;
  // A value that is a scheme already parses, as "<value>://dummy.invalid/",
  // to that scheme in lower case; anything else takes the parser's own way
  // (which also trims C0 controls and spaces and removes tabs and newlines).
  if (SCHEME.test(value)) return value.toLowerCase();
  // "Let parseResult be the result of running the basic URL parser given
  // value followed by "://dummy.invalid/"" (no state override: the protocol
  // setter's restrictions do not apply).
  const parsed = basicURLParse(value + '://dummy.invalid/', null);
  return parsed === null ? null : parsed.scheme;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-username */
export function canonicalizeUsername(value: string): string {
  if (value === '') return value;
  const url = dummyURL();
  setUsername(url, value);
  return url.username;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-password */
export function canonicalizePassword(value: string): string {
  if (value === '') return value;
  const url = dummyURL();
  setPassword(url, value);
  return url.password;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname (null: the standard throws) */
export function canonicalizeHostname(value: string): string | null {
  if (value === '') return value;
  const url = dummyURL();
  if (basicURLParse(value, null, url, HOSTNAME_STATE) === null) return null;
  // (The record's host is kept serialized.)
  return url.host === null ? '' : url.host;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname (null: the standard throws) */
function canonicalizeIPv6Hostname(value: string): string | null {
  let lower = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // "If code point is not an ASCII hex digit, [, ] or :, then throw a TypeError."
    const hex = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a) return null;
    if (c >= 0x41 && c <= 0x46) lower = true;
  }
  // Only A-F can be upper case here, so toLowerCase is ASCII lowercase.
  return lower ? value.toLowerCase() : value;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-port (null: the standard throws) */
export function canonicalizePort(value: string, protocol?: string): string | null {
  if (value === '') return value;
  const url = dummyURL();
  // "If protocolValue was given, then set dummyURL's scheme to protocolValue.
  // Otherwise, set dummyURL's scheme to the empty string." (So that the port
  // state drops the scheme's default port.)
  url.scheme = protocol === undefined ? '' : protocol;
  if (basicURLParse(value, null, url, PORT_STATE) === null) return null;
  return url.port === null ? '' : '' + url.port;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname */
export function canonicalizePathname(value: string): string {
  if (value === '') return value;
  // "Let modified value be "/-" if leading slash is false": the parser would
  // otherwise start the path with a "/", and a leading "." with that slash
  // would read as a dot segment. Both are taken off the result again.
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  const url = dummyURL();
  // "Empty dummyURL's path."
  url.path = '';
  basicURLParse(leadingSlash ? value : '/-' + value, null, url, PATH_START_STATE);
  return leadingSlash ? url.path : url.path.slice(2);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname */
export function canonicalizeOpaquePathname(value: string): string {
  if (value === '') return value;
  const url = dummyURL();
  url.path = '';
  // (The opaque path state never fails.)
  basicURLParse(value, null, url, OPAQUE_PATH_STATE);
  return url.path;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-search */
export function canonicalizeSearch(value: string): string {
  if (value === '') return value;
  const url = dummyURL();
  url.query = '';
  basicURLParse(value, null, url, QUERY_STATE);
  return url.query === null ? '' : url.query;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hash */
export function canonicalizeHash(value: string): string {
  if (value === '') return value;
  const url = dummyURL();
  url.fragment = '';
  basicURLParse(value, null, url, FRAGMENT_STATE);
  return url.fragment === null ? '' : url.fragment;
}

/** The encoding callback of a canonicalization: its result, or the standard's TypeError. */
function encodingCallback(canonicalize: (value: string) => string | null, what: string): EncodingCallback {
  return (value: string): string => {
    const result = canonicalize(value);
    if (result === null) throw new TypeError(`Invalid URLPattern ${what} "${value}"`);
    return result;
  };
}

// The encoding callbacks that can fail (the others never do, and are their
// own callbacks).
export const encodeProtocol = encodingCallback(canonicalizeProtocol, 'protocol');
export const encodeHostname = encodingCallback(canonicalizeHostname, 'hostname');
export const encodeIPv6Hostname = encodingCallback(canonicalizeIPv6Hostname, 'IPv6 hostname');
export const encodePort = encodingCallback((value: string) => canonicalizePort(value), 'port');

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser without a URL or a
 * state override: the URL record of `input` against `base`, or null for
 * failure.
 */
export function parseURL(input: string, base: URLRecord | null): URLRecord | null {
  return basicURLParse(input, base);
}
