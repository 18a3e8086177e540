// WebIDL argument conversion shared by URL and URLSearchParams.
// https://webidl.spec.whatwg.org/#es-USVString

import { firstLoneSurrogate } from '../base/infra.js';
import { nameFunction, nameMember } from './function-names.js';

// ES2024's String.prototype.isWellFormed where the engine has it. Not a
// regular expression: a successful match (any surrogate pair) would leave
// the string in the legacy RegExp statics.
const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** https://webidl.spec.whatwg.org/#es-DOMString then #es-USVString: lone surrogates become U+FFFD. */
export function toUSVString(value: unknown): string {
  // A template literal is ECMAScript's ToString, as WebIDL asks: a Symbol
  // throws its TypeError (String(symbol) would not).
  const s = typeof value === 'string' ? value : `${value}`;
  // Fast path: no lone surrogate (nearly every real input), asked natively
  // where the engine can.
  if (isWellFormed !== undefined ? isWellFormed.call(s) : firstLoneSurrogate(s, 0) < 0) return s;
  let out = '';
  let from = 0;
  for (let i = firstLoneSurrogate(s, 0); i >= 0; i = firstLoneSurrogate(s, from)) {
    out += s.slice(from, i) + '\ufffd';
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** What Node's util.inspect calls: (depth, options, inspect). */
type InspectHook = (this: unknown, depth: unknown, options: unknown, inspect: unknown) => unknown;

/**
 * Whether `v` is an object or a function, what WebIDL's conversions call
 * "an ECMAScript Object" (https://webidl.spec.whatwg.org/#es-union): what can
 * carry properties of its own.
 */
export function isObject(v: unknown): v is { [key: string]: unknown } {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}

/** Throws the TypeError WebIDL gives when fewer than `required` arguments were passed. */
export function requireArguments(given: number, required: number, what: string): void {
  if (given < required) {
    throw new TypeError(`${what}: ${required} argument${required === 1 ? '' : 's'} required, but only ${given} present`);
  }
}

/**
 * https://webidl.spec.whatwg.org/#es-interfaces: what the class syntax does
 * not give an interface object and its prototype. Every operation and
 * attribute (on the prototype, and the static operations) becomes enumerable;
 * the prototype gets @@toStringTag and Node's inspect hook.
 *
 * The class's `name` and `length` come from its declaration (optional
 * arguments have a default value, or are read from `arguments` where the
 * class must compile to ES5, so `length` counts the required ones), never
 * from redefining them: in V8, redefining `length` on a class makes `new` of
 * it several times slower, and redefining `name` on a derived class far more.
 * The legacy script's minifier keeps the two class names (rollup.config.mjs).
 */
export function defineInterface(
  ctor: { prototype: object },
  name: string,
  inspect: InspectHook | null,
): void {
  // https://webidl.spec.whatwg.org/#interface-prototype-object: its
  // [[Prototype]] is %Object.prototype%, and the interface object's is
  // %Function.prototype%. The classes extend null (api/uncloneable.ts), which
  // leaves their prototype inheriting from nothing (the ES5 builds compile
  // them as base classes: rollup.config.mjs).
  inheritFrom(ctor.prototype, Object.prototype);
  inheritFrom(ctor, Function.prototype);
  Object.defineProperty(ctor.prototype, 'constructor', { enumerable: false });
  const targets: object[] = [ctor.prototype, ctor];
  for (let t = 0; t < targets.length; t++) {
    const target = targets[t];
    const keys = Object.getOwnPropertyNames(target);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const d = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      // Statics: only the operations (not length, name, prototype).
      if (key === 'constructor' || (target === ctor && typeof d.value !== 'function')) continue;
      Object.defineProperty(target, key, { enumerable: true });
      // https://webidl.spec.whatwg.org/#es-operations, #es-attributes: the
      // functions are named "href", "get href", "set href". The class syntax
      // names them; the ES5 legacy script's compiled members are anonymous.
      nameMember(target, key);
    }
  }
  // An ES5 function's prototype is writable; an interface object's is not (as a class's).
  if ((Object.getOwnPropertyDescriptor(ctor, 'prototype') as PropertyDescriptor).writable) {
    Object.defineProperty(ctor, 'prototype', { writable: false });
  }
  defineTagAndInspect(ctor.prototype, name, inspect);
}

/**
 * The two symbols of a prototype (an interface's, or the URLSearchParams
 * iterators'), in the order of Node's own prototypes: Node's inspect hook
 * (writable, configurable), then @@toStringTag `tag` (configurable), both
 * not enumerable.
 */
export function defineTagAndInspect(proto: object, tag: string, inspect: InspectHook | null): void {
  if (typeof Symbol !== 'function') return;
  if (inspect !== null && typeof Symbol.for === 'function') {
    // Named as Node names its own classes' hook (a method with this computed key).
    nameFunction(inspect, '[nodejs.util.inspect.custom]');
    Object.defineProperty(proto, Symbol.for('nodejs.util.inspect.custom'), { value: inspect, writable: true, configurable: true });
  }
  if (typeof Symbol.toStringTag === 'symbol') Object.defineProperty(proto, Symbol.toStringTag, { value: tag, configurable: true });
}

function inheritFrom(target: object, proto: object): void {
  if (Object.getPrototypeOf(target) === proto) return;
  if (typeof Object.setPrototypeOf === 'function') Object.setPrototypeOf(target, proto);
  else (target as { __proto__: object }).__proto__ = proto;
}
