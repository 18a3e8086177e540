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
import { defineValue } from './define.js';
import { keepStatics } from './statics.js';

/** The Content-Type the standard gives a URLSearchParams body. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

type Fn = (this: unknown, ...args: unknown[]) => unknown;
type Ctor = new (...args: unknown[]) => object;
interface HeadersLike {
  has(name: string): boolean;
  set(name: string, value: string): void;
}
type HeadersClass = new (init?: unknown) => HeadersLike;

// Makes a wrapper look like the function it wraps (WebIDL's `name` and `length`),
// where the engine lets these be redefined.
function lookAlike(wrapper: Function, original: Function): void {
  try {
    Object.defineProperty(wrapper, 'name', { value: original.name, configurable: true });
    Object.defineProperty(wrapper, 'length', { value: original.length, configurable: true });
  } catch (e) {
    // ES5 engines: fixed name and length; none of them has these senders anyway.
  }
}

// Replaces a method where it is defined (an own property of `obj` or of a
// prototype of it), as WebIDL defines it: writable, enumerable, configurable.
function replaceMethod(obj: object, key: string, make: (original: Fn) => Fn): boolean {
  let owner: object | null = obj;
  let d: PropertyDescriptor | undefined;
  while (owner !== null && (d = Object.getOwnPropertyDescriptor(owner, key)) === undefined) owner = Object.getPrototypeOf(owner) as object | null;
  const original = (obj as Record<string, unknown>)[key];
  if (owner === null || typeof original !== 'function') return false;
  const wrapper = make(original as Fn);
  lookAlike(wrapper, original);
  return defineValue(owner, key, wrapper, (d as PropertyDescriptor).enumerable === true);
}

// The name and value pairs of a HeadersInit that is no Headers object: a
// list of pairs, or a record (its enumerable names, as for…in gives them).
function headerPairs(headers: unknown): unknown[][] {
  const pairs: unknown[][] = [];
  if (typeof headers !== 'object' || headers === null) return pairs;
  if (Object.prototype.toString.call(headers) === '[object Array]') {
    const list = headers as unknown[][];
    for (let i = 0; i < list.length; i++) pairs.push([list[i][0], list[i][1]]);
  } else {
    for (const name in headers as object) pairs.push([name, (headers as Record<string, unknown>)[name]]);
  }
  return pairs;
}

/**
 * The init dictionary to hand a native sender for a polyurl URLSearchParams
 * body: it inherits every member of the caller's (WebIDL reads dictionary
 * members with [[Get]], so getters and inherited members still count) and
 * overrides `body` with the serialization and `headers` with the caller's
 * (or, for fetch and Request without headers of their own, the Request's)
 * plus the Content-Type unless one is there.
 */
function formInit(init: Record<string, unknown>, body: unknown, input: unknown, target: Record<string, unknown>): object {
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
  } else {
    // No Headers class: a record or a list of pairs, copied with the Content-Type added.
    const copy = headerPairs(headers);
    for (let i = 0; i < copy.length; i++) if (String(copy[i][0]).toLowerCase() === 'content-type') return out;
    copy.push(['Content-Type', FORM_CONTENT_TYPE]);
    out['headers'] = copy;
  }
  return out;
}

// A constructor that converts its body argument, then builds the native object
// (instanceof, the prototype, subclassing through new.target and the statics all
// stay the native class's).
function wrapConstructor(target: Record<string, unknown>, key: string, bodyOf: (args: ArrayLike<unknown>) => unknown[] | null): boolean {
  const Native = target[key] as Ctor;
  if (typeof Native !== 'function') return false;
  const wrapper = function (this: unknown): object {
    if (new.target === undefined) return (Native as unknown as Fn).apply(this, arguments as unknown as unknown[]) as object; // the native TypeError
    const converted = bodyOf(arguments);
    const use: ArrayLike<unknown> = converted === null ? arguments : converted;
    if (typeof Reflect === 'object' && typeof Reflect.construct === 'function') return Reflect.construct(Native, use, new.target) as object;
    return use.length > 1 ? new Native(use[0], use[1]) : new Native(use[0]);
  };
  lookAlike(wrapper, Native);
  wrapper.prototype = Native.prototype;
  // A frozen prototype keeps the native constructor.
  defineValue(Native.prototype, 'constructor', wrapper, false);
  keepStatics(Native, wrapper, [], '');
  return defineValue(target, key, wrapper, false);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

/**
 * Wraps the senders on `target` that exist (fetch, Request, Response,
 * XMLHttpRequest.prototype.send, navigator.sendBeacon) so that a `Params`
 * body goes out as the standard sends a URLSearchParams. `NativeParams` is the
 * URLSearchParams polyurl replaced, if any: sendBeacon takes no headers, so it
 * gets a native copy (or, without one, a Blob of the form type). Returns the
 * names of the senders wrapped.
 */
export function wrapBodySenders(target: Record<string, unknown>, Params: Function, NativeParams: unknown): string[] {
  const wrapped: string[] = [];
  const isParams = function (v: unknown): boolean {
    return isObject(v) && v instanceof (Params as Ctor);
  };

  // fetch(input, init) and new Request(input, init): the arguments for a Params body of init, or null.
  const requestArgs = function (args: ArrayLike<unknown>): unknown[] | null {
    const init = args[1];
    return isObject(init) && isParams(init['body']) ? [args[0], formInit(init, init['body'], args[0], target)] : null;
  };
  // https://fetch.spec.whatwg.org/#fetch-method
  if (
    replaceMethod(target, 'fetch', function (nativeFetch) {
      return function fetch(this: unknown, input: unknown, init?: unknown): unknown {
        const use = requestArgs(arguments);
        return nativeFetch.apply(this, use === null ? (arguments as unknown as unknown[]) : use);
      };
    })
  ) {
    wrapped.push('fetch');
  }
  // https://fetch.spec.whatwg.org/#dom-request
  if (wrapConstructor(target, 'Request', requestArgs)) wrapped.push('Request');
  // https://fetch.spec.whatwg.org/#dom-response
  if (
    wrapConstructor(target, 'Response', function (args) {
      if (!isParams(args[0])) return null;
      const init = isObject(args[1]) ? args[1] : {};
      const i = formInit(init, args[0], undefined, target) as Record<string, unknown>;
      return [i['body'], i];
    })
  ) {
    wrapped.push('Response');
  }
  // https://xhr.spec.whatwg.org/#the-send()-method: the author's Content-Type wins, so
  // setRequestHeader notes one and open() (which clears the author request headers) forgets it.
  const XHR = target['XMLHttpRequest'];
  if (typeof XHR === 'function' && isObject(XHR.prototype) && typeof XHR.prototype['send'] === 'function') {
    const proto = XHR.prototype as Record<string, unknown>;
    // Whether the author set a Content-Type (on a non-extensible XHR it stays unknown, and is always added).
    const MARK = '__polyurlContentType';
    const nativeSetRequestHeader = proto['setRequestHeader'] as Fn;
    replaceMethod(proto, 'open', function (nativeOpen) {
      return function open(this: unknown): unknown {
        const r = nativeOpen.apply(this, arguments as unknown as unknown[]);
        defineValue(this, MARK, false, false);
        return r;
      };
    });
    replaceMethod(proto, 'setRequestHeader', function (nativeSet) {
      return function setRequestHeader(this: unknown, name: unknown, value: unknown): unknown {
        const r = nativeSet.apply(this, arguments as unknown as unknown[]);
        if (String(name).toLowerCase() === 'content-type') defineValue(this, MARK, true, false);
        return r;
      };
    });
    if (
      replaceMethod(proto, 'send', function (nativeSend) {
        return function send(this: unknown, body?: unknown): unknown {
          if (!isParams(body)) return nativeSend.apply(this, arguments as unknown as unknown[]);
          if ((this as unknown as Record<string, unknown>)[MARK] !== true) nativeSetRequestHeader.call(this, 'Content-Type', FORM_CONTENT_TYPE);
          return nativeSend.call(this, String(body));
        };
      })
    ) {
      wrapped.push('XMLHttpRequest.prototype.send');
    }
  }
  // https://w3c.github.io/beacon/#sendbeacon-method: the body's own type is the Content-Type.
  const nav = target['navigator'];
  if (isObject(nav)) {
    const Blob = target['Blob'] as (new (parts: unknown[], options: object) => object) | undefined;
    if (
      replaceMethod(nav, 'sendBeacon', function (nativeBeacon) {
        return function sendBeacon(this: unknown, url: unknown, data?: unknown): unknown {
          if (!isParams(data)) return nativeBeacon.apply(this, arguments as unknown as unknown[]);
          const text = String(data);
          // A native URLSearchParams gets the exact type; a Blob's type is lowercased (File API).
          let body: unknown = text;
          if (typeof NativeParams === 'function' && NativeParams !== Params) body = new (NativeParams as Ctor)(text);
          else if (typeof Blob === 'function') body = new Blob([text], { type: FORM_CONTENT_TYPE });
          return nativeBeacon.call(this, url, body);
        };
      })
    ) {
      wrapped.push('navigator.sendBeacon');
    }
  }
  return wrapped;
}
