// https://url.spec.whatwg.org/#url-class
//
// The standard's URL class and nothing more: exactly the WebIDL members, in
// the whatwg mode. It is what "polyurl/auto" and the legacy script install
// on the global object, so it imports only the whatwg mode (no rfc3986 or
// lenient code, no diagnostics). The class polyurl exports (lib/api/url.ts)
// adds the modes to it (the RFC 3986 extras are functions: lib/api/url-extras.ts).
//
// An instance has no own properties: its state (lib/api/url-state.ts) is in a
// private slot, out of sight of enumeration and deep equality, as a platform
// object's internal slots are. Structured cloning refuses it, as it refuses
// a platform object that is not [Serializable] (lib/api/uncloneable.ts).
import { pathEndOf, passwordEndOf, passwordStartOf, usernameStartOf } from '../url/href-offsets.js';
import { whatwgMode } from '../modes/whatwg.js';
import { toUSVString, requireArguments, defineInterface } from './webidl.js';
import { createSlot } from './slot.js';
import { HERITAGE, createInstance } from './uncloneable.js';
import { inspectURL, NODE_INSPECT } from './inspect.js';
import { keepHiddenClasses } from './hidden-classes.js';
import { HREF_ONLY } from '../modes/href-only.js';
import { parseState, URLState } from './url-state.js';
import type { AnyMode } from './url-state.js';
import type { URLSearchParams } from './url-search-params.js';

/**
 * What the constructor and the static methods accept besides a string: any
 * URL object (polyurl's, a native or DOM URL), converted with its toString()
 * as WebIDL's USVString conversion does.
 */
export interface URLLike {
  readonly href: string;
  toString(): string;
}

const urlSlot = createSlot<URLState>('url');

/** @internal The state of a URL object, or undefined for anything else. */
export const stateOf: (value: unknown) => URLState | undefined = urlSlot.get;

/**
 * @internal A new object of class `ctor` (a URL class or a subclass) with
 * `state`: what the constructors return, and what a static method or an
 * extra that makes the state itself gives.
 */
export function urlWithState<T extends object>(ctor: abstract new (...args: never[]) => T, state: URLState): T {
  const url = createInstance(ctor) as T;
  urlSlot.set(url, state);
  return url;
}

/** @internal The receiver's state (a brand check, as WebIDL's "this" conversion). */
function stateOfThis(url: unknown): URLState {
  const s = urlSlot.get(url);
  if (s === undefined) throw new TypeError('Illegal invocation: the receiver is not a URL');
  return s;
}

/**
 * @internal The receiver's state with a pending searchParams change written
 * back: what everything but the getters of offsets-only components needs first.
 */
export function currentState(url: unknown): URLState {
  const s = stateOfThis(url);
  if (s._params !== null && s._params.dirty) s.flush();
  return s;
}

/** @internal URL.parse's answer in `mode`: a state, or null for failure. */
export function parseOrNull(mode: AnyMode, url: unknown, base: unknown): URLState | null {
  const s = parseState(mode, url, base);
  return s instanceof Error ? null : s;
}

// (It extends null, and its constructor returns the object: see api/uncloneable.ts.)
class URL extends HERITAGE {
  // https://url.spec.whatwg.org/#dom-url-url
  // (base is read from `arguments`, so that `length` is 1 as in the IDL, in
  // the ES5 legacy script too, which has no default parameter values.)
  constructor(url: string | URLLike, base?: string | URLLike);
  constructor(url: string | URLLike) {
    requireArguments(arguments.length, 1, "Failed to construct 'URL'");
    const s = parseState(whatwgMode as AnyMode, url, arguments[1]);
    if (s instanceof Error) throw s;
    return urlWithState(new.target, s);
  }

  // https://url.spec.whatwg.org/#dom-url-parse
  static parse(url: string | URLLike, base?: string | URLLike): URL | null;
  static parse(url: string | URLLike): URL | null {
    requireArguments(arguments.length, 1, "Failed to execute 'parse' on 'URL'");
    const s = parseOrNull(whatwgMode as AnyMode, url, arguments[1]);
    return s === null ? null : urlWithState(URL, s);
  }

  // https://url.spec.whatwg.org/#dom-url-canparse
  static canParse(url: string | URLLike, base?: string | URLLike): boolean;
  static canParse(url: string | URLLike): boolean {
    requireArguments(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    return parseOrNull(whatwgMode as AnyMode, url, arguments[1]) !== null;
  }

  // https://url.spec.whatwg.org/#URL-stringification-behavior
  toString(): string {
    return currentState(this)._href;
  }

  // https://url.spec.whatwg.org/#dom-url-href
  get href(): string {
    return currentState(this)._href;
  }

  set href(value: string) {
    const s = currentState(this);
    // "If parsedURL is failure, then throw a TypeError."
    const rec = s._mode.parse(toUSVString(value), undefined);
    if (rec instanceof Error) throw rec;
    s.commitQuery(rec);
  }

  // https://url.spec.whatwg.org/#dom-url-origin
  get origin(): string {
    const s = currentState(this);
    // A slice of href when the mode can tell (HrefOnlyMembers), else from the record.
    const o = HREF_ONLY && s._mode.originOf !== undefined ? s._mode.originOf(s) : null;
    return o !== null ? o : s._mode.origin(s.rec());
  }

  // https://url.spec.whatwg.org/#dom-url-protocol
  get protocol(): string {
    const s = stateOfThis(this);
    return s._href.slice(0, s._protocolEnd);
  }

  set protocol(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setProtocol(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-username
  get username(): string {
    const s = stateOfThis(this);
    return s._href.slice(usernameStartOf(s), s._usernameEnd);
  }

  set username(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setUsername(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-password
  get password(): string {
    const s = stateOfThis(this);
    return s._href.slice(passwordStartOf(s), passwordEndOf(s));
  }

  set password(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setPassword(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-host
  get host(): string {
    const s = stateOfThis(this);
    return s._href.slice(s._hostStart, s._portEnd);
  }

  set host(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setHost(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-hostname
  get hostname(): string {
    const s = stateOfThis(this);
    return s._href.slice(s._hostStart, s._hostEnd);
  }

  set hostname(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setHostname(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-port
  get port(): string {
    const s = stateOfThis(this);
    return s._portEnd > s._hostEnd ? s._href.slice(s._hostEnd + 1, s._portEnd) : '';
  }

  set port(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setPort(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-pathname
  get pathname(): string {
    const s = currentState(this);
    return s._href.slice(s._pathStart, pathEndOf(s._queryStart, s._hashStart, s._href.length));
  }

  set pathname(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setPathname(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-search
  // "If this's URL's query is either null or the empty string, return the empty string."
  get search(): string {
    const s = currentState(this);
    if (s._queryStart < 0) return '';
    const end = s._hashStart >= 0 ? s._hashStart : s._href.length;
    return end - s._queryStart <= 1 ? '' : s._href.slice(s._queryStart, end);
  }

  set search(value: string) {
    const s = currentState(this);
    s.commitQuery(s._mode.setSearch(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-searchparams
  get searchParams(): URLSearchParams {
    return stateOfThis(this).params();
  }

  // https://url.spec.whatwg.org/#dom-url-hash
  get hash(): string {
    const s = currentState(this);
    return s._hashStart < 0 || s._href.length - s._hashStart <= 1 ? '' : s._href.slice(s._hashStart);
  }

  set hash(value: string) {
    const s = currentState(this);
    s.commit(s._mode.setHash(s.rec(), toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-tojson
  toJSON(): string {
    return currentState(this)._href;
  }
}

/** @internal What util.inspect calls (lib/api/inspect.ts): Node's shape for its own URL. */
export function inspectThisURL(this: unknown, depth: unknown, options: unknown, inspect: unknown): unknown {
  stateOfThis(this);
  // Node names the nearest class with a "constructor" of its own (a subclass shows as itself).
  let proto = Object.getPrototypeOf(this) as { constructor?: unknown } | null;
  while (proto !== null && !Object.prototype.hasOwnProperty.call(proto, 'constructor')) proto = Object.getPrototypeOf(proto) as typeof proto;
  const ctor = proto !== null && typeof proto.constructor === 'function' ? (proto.constructor as { name: string }) : { name: 'URL' };
  return inspectURL(this as { [k: string]: unknown }, ctor, depth, options, inspect);
}

function standardInterface(ctor: typeof URL): typeof URL {
  defineInterface(ctor, 'URL', NODE_INSPECT ? inspectThisURL : null);
  keepHiddenClasses(ctor);
  return ctor;
}

/**
 * The standard's URL class, exactly (named `URL`): what "polyurl/auto"
 * installs. The package's `URL` adds the modes.
 */
// (A pure call: a bundle that uses neither class drops both.)
export const StandardURL = /*#__PURE__*/ standardInterface(URL);
export type StandardURL = URL;
