// https://url.spec.whatwg.org/#urlutils-members: the setter steps of the URL
// class over a URL record. Each function mutates the record it is given (the
// caller's copy) and returns false when the standard returns early, leaving the
// record untouched: the value is ignored, and modes/whatwg.ts answers null
// (the Mode contract for an ignored value). True when it ran (the record may
// or may not have changed: a failure inside the basic URL parser with a state
// override can still leave earlier changes in place, as the standard says).
import type { URLRecord } from './record.js';
import type { ErrorSink } from '../base/errors.js';
import { USERINFO_SET } from '../encoding/sets.js';
import { percentEncodeString } from '../encoding/percent.js';
import {
  basicURLParse,
  cannotHaveUsernamePasswordPort,
  FRAGMENT_STATE,
  HOST_STATE,
  HOSTNAME_STATE,
  PATH_START_STATE,
  PORT_STATE,
  QUERY_STATE,
  SCHEME_START_STATE,
} from './parser.js';

/** https://url.spec.whatwg.org/#dom-url-protocol */
export function setProtocol(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  // Basic URL parse the given value, followed by U+003A (:), with this's URL
  // as url and scheme start state as state override.
  basicURLParse(value + ':', null, url, SCHEME_START_STATE, errors);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-username */
export function setUsername(url: URLRecord, value: string): boolean {
  // If this's URL cannot have a username/password/port, then return.
  if (cannotHaveUsernamePasswordPort(url)) return false;
  // https://url.spec.whatwg.org/#set-the-username
  url.username = percentEncodeString(value, USERINFO_SET);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-password */
export function setPassword(url: URLRecord, value: string): boolean {
  if (cannotHaveUsernamePasswordPort(url)) return false;
  // https://url.spec.whatwg.org/#set-the-password
  url.password = percentEncodeString(value, USERINFO_SET);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-host */
export function setHost(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  // If this's URL has an opaque path, then return.
  if (url.opaquePath) return false;
  basicURLParse(value, null, url, HOST_STATE, errors);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-hostname */
export function setHostname(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  if (url.opaquePath) return false;
  basicURLParse(value, null, url, HOSTNAME_STATE, errors);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-port */
export function setPort(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  if (cannotHaveUsernamePasswordPort(url)) return false;
  // If the given value is the empty string, then set this's URL's port to null.
  if (value === '') url.port = null;
  else basicURLParse(value, null, url, PORT_STATE, errors);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-pathname */
export function setPathname(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  if (url.opaquePath) return false;
  // Empty this's URL's path, then parse with path start state.
  url.path = '';
  basicURLParse(value, null, url, PATH_START_STATE, errors);
  return true;
}

/**
 * https://url.spec.whatwg.org/#dom-url-search, without the URLSearchParams
 * list update (the URL class owns the query object).
 */
export function setSearch(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  // If the given value is the empty string: set url's query to null and
  // return. (Earlier editions also potentially stripped trailing spaces from
  // an opaque path here: a no-op now, see below.)
  if (value === '') {
    url.query = null;
    return true;
  }
  // Let input be the given value with a single leading U+003F (?) removed.
  // ("Set url's query to the empty string": the query state sets it to the
  // whole run, see lib/url/parser.ts.)
  const input = value.charCodeAt(0) === 0x3f ? value.slice(1) : value;
  basicURLParse(input, null, url, QUERY_STATE, errors);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-hash */
export function setHash(url: URLRecord, value: string, errors?: ErrorSink): boolean {
  // (As for the query: no stripping of an opaque path.)
  if (value === '') {
    url.fragment = null;
    return true;
  }
  // (url's fragment is set by the fragment state, likewise.)
  const input = value.charCodeAt(0) === 0x23 ? value.slice(1) : value;
  basicURLParse(input, null, url, FRAGMENT_STATE, errors);
  return true;
}
