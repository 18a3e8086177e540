// The senders of request bodies recognize a URLSearchParams by the platform's
// own brand: given polyurl's, fetch, Request, Response and XMLHttpRequest#send
// send "[object URLSearchParams]"-free text/plain at best, and servers stop
// seeing form fields. Where polyurl's URLSearchParams replaced the global,
// these wrappers hand the senders what the standard's body extraction would
// have made of it: the serialization, with its Content-Type unless the caller
// set one. Only what exists is wrapped; everything else passes through.
// https://fetch.spec.whatwg.org/#concept-bodyinit-extract ("URLSearchParams": the
// serializer's output, Content-Type `application/x-www-form-urlencoded;charset=UTF-8`)
// ES5-safe: the legacy script runs it (new.target is compiled down by TypeScript).
import { defineValue, isObject } from './define.js';
import { keepStatics } from './statics.js';
import { HAS_SEND_BEACON, HEADERLESS_FETCH } from './runtime.js';

/** The Content-Type the standard gives a URLSearchParams body. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

type Fn = (this: unknown, ...args: unknown[]) => unknown;
type Ctor = new (...args: unknown[]) => object;
interface HeadersLike {
  has(name: string): boolean;
  set(name: string, value: string): void;
}
type HeadersClass = new (init?: unknown) => HeadersLike;
/** The arguments to hand the original for the caller's `args`, or null for the caller's own. */
type Convert = (self: unknown, args: ArrayLike<unknown>) => ArrayLike<unknown> | null;

function isContentType(name: unknown): boolean {
  return String(name).toLowerCase() === 'content-type';
}

/**
 * Replaces `obj[key]`, a function, where it is defined (an own property of
 * `obj` or of a prototype of it) with a wrapper that calls it with the
 * arguments `convert` gives, then `after`. The wrapper looks like the original
 * (WebIDL's `name` and `length`, where the engine lets these be redefined). A
 * class (`isClass`) stays the native one for instanceof, the prototype,
 * subclassing through new.target and the statics; it is defined on `obj`, not
 * enumerable, as an interface object; a method as WebIDL defines operations:
 * writable, enumerable as it was, configurable.
 */
function wrap(obj: unknown, key: string, convert: Convert, isClass?: boolean, after?: (self: unknown, args: ArrayLike<unknown>, key: string) => void): boolean {
  if (!isObject(obj)) return false;
  let owner: object | null = obj;
  let d: PropertyDescriptor | undefined;
  while (owner !== null && (d = Object.getOwnPropertyDescriptor(owner, key)) === undefined) owner = Object.getPrototypeOf(owner) as object | null;
  const original = obj[key] as Fn & Ctor;
  if (owner === null || typeof original !== 'function') return false;
  const wrapper = function (this: unknown): unknown {
    // A class called without new gets the native TypeError.
    const use = ((isClass && !new.target ? null : convert(this, arguments)) || arguments) as unknown[];
    if (!isClass || !new.target) {
      const r = original.apply(this, use);
      if (after) after(this, arguments, key);
      return r;
    }
    if (typeof Reflect === 'object' && typeof Reflect.construct === 'function') return Reflect.construct(original, use, new.target);
    return use.length > 1 ? new original(use[0], use[1]) : new original(use[0]);
  };
  try {
    Object.defineProperty(wrapper, 'name', { value: original.name, configurable: true });
    Object.defineProperty(wrapper, 'length', { value: original.length, configurable: true });
  } catch (e) {
    // ES5 engines: fixed name and length.
  }
  if (isClass) {
    wrapper.prototype = original.prototype;
    // A frozen prototype keeps the native constructor.
    defineValue(original.prototype, 'constructor', wrapper, false);
    keepStatics(original, wrapper, [], '');
  }
  return defineValue(isClass ? obj : owner, key, wrapper, !isClass && (d as PropertyDescriptor).enumerable === true);
}

/**
 * Wraps the senders on `target` that exist (fetch, Request, Response,
 * XMLHttpRequest.prototype.send, navigator.sendBeacon) so that a `Params`
 * body goes out as the standard sends a URLSearchParams. `NativeParams` is the
 * URLSearchParams polyurl replaced, if any: sendBeacon takes no headers, so it
 * gets a native copy (or, without one, a Blob of the form type): install()
 * calls this only where it replaced the class. Returns the names of the senders
 * wrapped.
 */
export function wrapBodySenders(target: Record<string, unknown>, Params: Function, NativeParams: unknown): string[] {
  const wrapped: string[] = [];
  /**
   * The init dictionary to hand a native sender for a polyurl URLSearchParams
   * body: it inherits every member of the caller's (WebIDL reads dictionary
   * members with [[Get]], so getters and inherited members still count) and
   * overrides `body` with the serialization and `headers` with the caller's
   * (or, for fetch and Request without headers of their own, the Request's)
   * plus the Content-Type unless one is there.
   */
  function formInit(init: Record<string, unknown>, body: unknown, input?: unknown): Record<string, unknown> {
    const out = Object.create(init) as Record<string, unknown>;
    out['body'] = String(body);
    const H = target['Headers'] as HeadersClass | undefined;
    const R = target['Request'] as Ctor | undefined;
    let headers: unknown = init['headers'];
    if (headers === undefined && typeof R === 'function' && input instanceof R) headers = (input as { headers: unknown }).headers;
    if (typeof H === 'function') {
      const h = new H(headers);
      if (!h.has('content-type')) h.set('content-type', FORM_CONTENT_TYPE);
      out['headers'] = h;
      return out;
    }
    // A runtime whose fetch always has Headers leaves out the rest.
    if (!HEADERLESS_FETCH) return out;
    // No Headers class: a list of pairs, or a record (its enumerable names, as
    // for…in gives them), copied as pairs with the Content-Type added.
    const copy: unknown[][] = [];
    if (typeof headers === 'object' && headers !== null) {
      if (Array.isArray(headers)) {
        for (let i = 0; i < headers.length; i++) copy.push([headers[i][0], headers[i][1]]);
      } else {
        for (const name in headers as object) copy.push([name, (headers as Record<string, unknown>)[name]]);
      }
    }
    for (let i = 0; i < copy.length; i++) if (isContentType(copy[i][0])) return out;
    copy.push(['Content-Type', FORM_CONTENT_TYPE]);
    out['headers'] = copy;
    return out;
  }
  // (A Params body is one that is `instanceof Params`, which is false for a primitive.)
  // fetch(input, init) and new Request(input, init): the arguments for a Params body of init.
  // https://fetch.spec.whatwg.org/#fetch-method, https://fetch.spec.whatwg.org/#dom-request
  const requestArgs: Convert = function (self, args) {
    const init = args[1];
    return isObject(init) && init['body'] instanceof Params ? [args[0], formInit(init, init['body'], args[0])] : null;
  };
  // https://xhr.spec.whatwg.org/#the-send()-method: the author's Content-Type wins, so
  // setRequestHeader notes one and open() (which clears the author request headers) forgets it
  // (on a non-extensible XHR it stays unknown, and is always added).
  const XHR = target['XMLHttpRequest'];
  const xhr: unknown = typeof XHR === 'function' ? XHR.prototype : undefined;
  const MARK = '__polyurlContentType';
  let nativeSetRequestHeader: Fn;
  if (isObject(xhr) && typeof xhr['send'] === 'function') {
    nativeSetRequestHeader = xhr['setRequestHeader'] as Fn;
    const none: Convert = function () {
      return null;
    };
    const noteContentType = function (self: unknown, args: ArrayLike<unknown>, key: string): void {
      if (key === 'open' || isContentType(args[0])) defineValue(self, MARK, key !== 'open', false);
    };
    wrap(xhr, 'open', none, false, noteContentType);
    wrap(xhr, 'setRequestHeader', none, false, noteContentType);
  }
  const add = function (obj: unknown, key: string, prefix: string, convert: Convert, isClass?: boolean): void {
    if (wrap(obj, key, convert, isClass)) wrapped.push(prefix + key);
  };
  add(target, 'fetch', '', requestArgs);
  add(target, 'Request', '', requestArgs, true);
  // https://fetch.spec.whatwg.org/#dom-response
  add(
    target,
    'Response',
    '',
    function (self, args) {
      if (!(args[0] instanceof Params)) return null;
      const init = formInit(isObject(args[1]) ? args[1] : {}, args[0]);
      return [init['body'], init];
    },
    true,
  );
  add(xhr, 'send', 'XMLHttpRequest.prototype.', function (self, args) {
    if (!(args[0] instanceof Params)) return null;
    if ((self as Record<string, unknown>)[MARK] !== true) nativeSetRequestHeader.call(self, 'Content-Type', FORM_CONTENT_TYPE);
    return [String(args[0])];
  });
  // https://w3c.github.io/beacon/#sendbeacon-method: the body's own type is the Content-Type.
  if (HAS_SEND_BEACON) {
    const Blob = target['Blob'] as (new (parts: unknown[], options: object) => object) | undefined;
    add(target['navigator'], 'sendBeacon', 'navigator.', function (self, args) {
      if (!(args[1] instanceof Params)) return null;
      const text = String(args[1]);
      // A native URLSearchParams gets the exact type; a Blob's type is lowercased (File API).
      let body: unknown = text;
      if (typeof NativeParams === 'function') body = new (NativeParams as Ctor)(text);
      else if (typeof Blob === 'function') body = new Blob([text], { type: FORM_CONTENT_TYPE });
      return [args[0], body];
    });
  }
  return wrapped;
}
