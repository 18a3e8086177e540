// https://url.spec.whatwg.org/#interface-urlsearchparams
//
// The list is kept flat, [name0, value0, name1, value1, …], in an array and
// never in a plain object, so names such as "__proto__" are data.
//
// The state of each object (its list, its URL) is in a private slot
// (lib/api/slot.ts): enumeration, JSON.stringify and deep equality see none of it,
// as for the platform's own class.
//
// A URL's params object is bound to its URL (lib/api/url-state.ts keeps its
// state):
// - the URL's search and href setters set the list anew from the new query
//   (`resetParams`), as the standard says, whatever the list held;
// - a mutation only marks the state dirty; the URL runs the "update steps"
//   with `serializeParams` before its own next getter or setter. Repeated `append`
//   is then O(1) amortized, not quadratic.
//   Spec divergence (performance): the standard serializes on every mutation;
//   the observable results are the same.

import { parseUrlencoded, serializeUrlencoded } from '../encoding/urlencoded.js';
import { requireArguments, toUSVString, defineInterface, defineTagAndInspect, isObject } from './webidl.js';
import { nameMember } from './function-names.js';
import { createSlot } from './slot.js';
import { HERITAGE, createInstance } from './uncloneable.js';
import { inspectParams, inspectParamsIterator, NODE_INSPECT } from './inspect.js';



/** What the constructor accepts (a string, pairs, a record, or another URLSearchParams). */
export type URLSearchParamsInit =
  | string
  | URLSearchParams
  | Iterable<Iterable<string>>
  | ArrayLike<ArrayLike<string>>
  | { readonly [name: string]: string };

/** An iterator over a URLSearchParams' pairs, live like the browsers' ones. */
export interface URLSearchParamsIterator<T> extends Iterator<T, undefined> {
  next(): IteratorResult<T, undefined>;
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

// Symbol is used only when the engine has it (ES5 engines such as Duktape and
// Rhino have none); then the iterators are ES2015 iterators as well.
const ITERATOR: symbol | null = (typeof Symbol === 'function' && Symbol.iterator) || null;

const objectToString = Object.prototype.toString;

/** @internal What a URLSearchParams object holds (a URL keeps its searchParams' state). */
export interface ParamsState {
  /** Flat list: [name0, value0, name1, value1, …]. */
  list: string[];
  /** The `searchParams` of a URL: mutations mark it dirty. */
  bound: boolean;
  /** The list changed since the URL last wrote it into its query. */
  dirty: boolean;
  /** The object whose state this is. */
  object: URLSearchParams;
}

// The slots are the brand checks: Object.create(URLSearchParams.prototype) has none.
const paramsSlot = createSlot<ParamsState>('params');

function isParams(value: unknown): value is URLSearchParams {
  return paramsSlot.get(value) !== undefined;
}

/**
 * The brand check, then (https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm)
 * the argument count, of the member `name`: errors name it "URLSearchParams.<name>".
 */
function checkCall(self: unknown, name: string, given = 0, required = 0): ParamsState {
  const state = paramsSlot.get(self);
  if (state === undefined) throw new TypeError(`URLSearchParams.${name}: 'this' is not a URLSearchParams object`);
  // The message is built only when it is thrown.
  if (given < required) requireArguments(given, required, 'URLSearchParams.' + name);
  return state;
}

/** The update steps, lazily: the URL serializes the list before it is next used. */
function changed(state: ParamsState): void {
  if (state.bound) state.dirty = true;
}

// https://webidl.spec.whatwg.org/#idl-optional-arguments: an optional
// argument passed as undefined counts as not passed.
function optionalString(value: unknown): string | undefined {
  return value === undefined ? undefined : toUSVString(value);
}

/** The TypeError of a constructor argument WebIDL cannot convert. */
function initError(problem: string): TypeError {
  return new TypeError('URLSearchParams: ' + problem);
}

// --- WebIDL conversion of the constructor's init ---------------------------
// https://webidl.spec.whatwg.org/#es-union for
// (sequence<sequence<USVString>> or record<USVString, USVString> or USVString)

type ObjectLike = { [key: string]: unknown };

// Without Symbol, the objects an ES2015 engine would iterate are arrays,
// arguments objects and String objects (and URLSearchParams, handled apart).
// Other array-likes stay records, as they are for a native URLSearchParams.
function isES5Iterable(value: ObjectLike): boolean {
  if (Array.isArray(value)) return true;
  const tag = objectToString.call(value);
  return tag === '[object Arguments]' || tag === '[object String]';
}

/**
 * The items of an iterable object (https://webidl.spec.whatwg.org/#create-sequence-from-iterable),
 * or null when it is not iterable.
 */
function iterableToArray(value: ObjectLike): unknown[] | null {
  // https://tc39.es/ecma262/#sec-getmethod for @@iterator
  let method: unknown = ITERATOR === null ? undefined : (value as unknown as { [k: symbol]: unknown })[ITERATOR];
  // Without @@iterator (an ES5 engine), a URLSearchParams is iterated by
  // its entries, as @@iterator would.
  if (method == null && isParams(value)) method = value.entries;
  const items: unknown[] = [];
  if (method != null) {
    if (typeof method !== 'function') throw initError('@@iterator is not callable');
    const iterator: unknown = method.call(value);
    if (!isObject(iterator)) throw initError('the iterator is not an object');
    const next = iterator.next;
    for (;;) {
      if (typeof next !== 'function') throw initError('the iterator has no next method');
      const result: unknown = next.call(iterator);
      if (!isObject(result)) throw initError('iterator result is not an object');
      if (result.done) return items;
      items.push(result.value);
    }
  }
  if (!isES5Iterable(value)) return null;
  // The array iterator reads length at every step.
  for (let i = 0; i < (value.length as number); i++) items.push(value[i]);
  return items;
}

/** Appends the pairs of a sequence<sequence<USVString>> init to `list`. */
function appendSequence(list: string[], items: unknown[]): void {
  // The whole sequence is converted first, then the constructor checks sizes.
  const pairs: string[][] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const inner = isObject(item) ? iterableToArray(item) : null;
    if (inner === null) throw initError('each pair must be an iterable object');
    pairs.push(inner.map(toUSVString));
  }
  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams step 2
  for (let i = 0; i < pairs.length; i++) {
    if (pairs[i].length !== 2) {
      throw initError(`pair ${i} has ${pairs[i].length} items, expected exactly 2`);
    }
    list.push(pairs[i][0], pairs[i][1]);
  }
}

type OwnKeysFn = (o: object) => (string | symbol)[];
const ownKeys: OwnKeysFn =
  typeof Reflect === 'object' && Reflect !== null && typeof Reflect.ownKeys === 'function'
    ? Reflect.ownKeys
    : Object.getOwnPropertyNames;

/**
 * Appends the entries of a record<USVString, USVString> init to `list`
 * (https://webidl.spec.whatwg.org/#es-record): own enumerable keys in order;
 * a symbol key throws; two keys that convert to the same USVString (lone
 * surrogates) keep the first one's place and the last one's value.
 */
function appendRecord(list: string[], record: ObjectLike): void {
  const keys = ownKeys(record);
  // Index of each name in `list`, built only once a key has been changed by
  // the conversion (the only way two keys can collide). Keys are prefixed so
  // "__proto__" is data here too.
  let seen: { [key: string]: number } | null = null;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const desc = Object.getOwnPropertyDescriptor(record, key);
    if (desc === undefined || !desc.enumerable) continue;
    const name = toUSVString(key);
    const value = toUSVString(record[key as string]);
    if (seen === null && name !== key) {
      seen = Object.create(null) as { [key: string]: number };
      for (let j = 0; j < list.length; j += 2) seen['$' + list[j]] = j;
    }
    if (seen !== null) {
      const at = seen['$' + name];
      if (at !== undefined) {
        list[at + 1] = value;
        continue;
      }
      seen['$' + name] = list.length;
    }
    list.push(name, value);
  }
}

// --- Sorting -----------------------------------------------------------------

/**
 * Stable sort of the pairs by name in UTF-16 code unit order (what `<` on
 * strings compares). Array.prototype.sort is not stable in every engine we
 * support (Duktape), so pair indices are sorted with ties broken by index:
 * a total order, whose sorted result is the same whatever the engine's
 * algorithm.
 */
function sortPairs(list: string[]): string[] {
  const order: number[] = [];
  for (let i = 0; i < list.length; i += 2) order.push(i);
  order.sort(function (a: number, b: number): number {
    const x = list[a];
    const y = list[b];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const sorted: string[] = [];
  for (let i = 0; i < order.length; i++) sorted.push(list[order[i]], list[order[i] + 1]);
  return sorted;
}

// --- Searching and removing pairs ----------------------------------------------

/** Whether the pair at `i` has the name `name` and, unless `value` is undefined, the value `value`. */
function pairMatches(list: string[], i: number, name: string, value: string | undefined): boolean {
  return list[i] === name && (value === undefined || list[i + 1] === value);
}

/** The index of the first pair that pairMatches, or -1. */
function findPair(list: string[], name: string, value?: string): number {
  for (let i = 0; i < list.length; i += 2) if (pairMatches(list, i, name, value)) return i;
  return -1;
}

/**
 * Removes the pairs that pairMatches at or after index `from`: compacts in
 * place from the first of them, one pass, no splicing; a list without any is
 * not written (its length is not set).
 */
function removePairs(list: string[], from: number, name: string, value?: string): void {
  while (from < list.length && !pairMatches(list, from, name, value)) from += 2;
  if (from >= list.length) return;
  let w = from;
  for (let i = from + 2; i < list.length; i += 2) {
    if (pairMatches(list, i, name, value)) continue;
    list[w] = list[i];
    list[w + 1] = list[i + 1];
    w += 2;
  }
  list.length = w;
}

// --- The class -----------------------------------------------------------------

/** https://url.spec.whatwg.org/#urlsearchparams */
// (It extends null, and its constructor returns the object: see api/uncloneable.ts.)
export class URLSearchParams extends HERITAGE {
  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;
  // Kept out of the public types: lib.dom's URLSearchParams has no
  // toStringTag member, and polyurl's must stay assignable both ways.
  /** @internal */
  declare [Symbol.toStringTag]: string;

  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  // (init is read from `arguments` so that `length` is 0, as for the
  // optional argument of the IDL.)
  constructor(init?: URLSearchParamsInit);
  constructor() {
    // (Called without `new`, the ES2022 class throws a TypeError of its own,
    // and the ES5 builds' compiled class one on reading new.target.)
    const self = createInstance(new.target) as URLSearchParams;
    const state: ParamsState = { list: [], bound: false, dirty: false, object: self };
    paramsSlot.set(self, state);
    const init: unknown = arguments[0];
    // The IDL default is "": nothing to parse.
    if (init === undefined) return self;
    if (isObject(init)) {
      // Another URLSearchParams whose @@iterator is the original one: copy its
      // list, as iterating its entries would.
      const other = paramsSlot.get(init);
      if (other !== undefined && (ITERATOR === null || (init as unknown as { [k: symbol]: unknown })[ITERATOR] === entriesMethod)) {
        state.list = other.list.slice();
        return self;
      }
      const items = iterableToArray(init);
      // 2. If init is a sequence, …
      if (items !== null) appendSequence(state.list, items);
      // 3. Otherwise, if init is a record, …
      else appendRecord(state.list, init);
      return self;
    }
    // 1. If init is a string and starts with "?", remove the first code point.
    // 4. Otherwise: set this's list to the result of parsing init.
    let s = toUSVString(init);
    if (s.charCodeAt(0) === 0x3f) s = s.slice(1);
    state.list = parseUrlencoded(s);
    return self;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-size
  get size(): number {
    return checkCall(this, 'size').list.length >> 1;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-append
  append(name: string, value: string): void {
    const state = checkCall(this, 'append', arguments.length, 2);
    const n = toUSVString(name);
    const v = toUSVString(value);
    state.list.push(n, v);
    changed(state);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-delete
  delete(name: string, value?: string): void;
  delete(name: string): void {
    const state = checkCall(this, 'delete', arguments.length, 1);
    const n = toUSVString(name);
    const v = optionalString(arguments[1]);
    removePairs(state.list, 0, n, v);
    changed(state);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-get
  get(name: string): string | null {
    const list = checkCall(this, 'get', arguments.length, 1).list;
    const i = findPair(list, toUSVString(name));
    return i < 0 ? null : list[i + 1];
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-getall
  getAll(name: string): string[] {
    const list = checkCall(this, 'getAll', arguments.length, 1).list;
    const n = toUSVString(name);
    const out: string[] = [];
    for (let i = 0; i < list.length; i += 2) if (list[i] === n) out.push(list[i + 1]);
    return out;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-has
  has(name: string, value?: string): boolean;
  has(name: string): boolean {
    const list = checkCall(this, 'has', arguments.length, 1).list;
    const n = toUSVString(name);
    const v = optionalString(arguments[1]);
    return findPair(list, n, v) >= 0;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-set
  set(name: string, value: string): void {
    const state = checkCall(this, 'set', arguments.length, 2);
    const n = toUSVString(name);
    const v = toUSVString(value);
    const list = state.list;
    // Set the first tuple's value and remove the others; append when none.
    const i = findPair(list, n);
    if (i < 0) {
      list.push(n, v);
    } else {
      list[i + 1] = v;
      removePairs(list, i + 2, n);
    }
    changed(state);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-sort
  // "Sorting must be done by comparison of code units. The relative order
  // between name-value pairs with equal names must be preserved."
  sort(): void {
    const state = checkCall(this, 'sort');
    if (state.list.length > 2) state.list = sortPairs(state.list);
    // The update steps run even when nothing moved ("?" alone goes away).
    changed(state);
  }

  // https://webidl.spec.whatwg.org/#es-iterable-entries
  entries(): URLSearchParamsIterator<[string, string]> {
    return newIterator(checkCall(this, 'entries'), IteratorKind.Entries) as URLSearchParamsIterator<[string, string]>;
  }

  // https://webidl.spec.whatwg.org/#es-forEach
  forEach(callback: (value: string, name: string, searchParams: URLSearchParams) => void, thisArg?: unknown): void;
  forEach(callback: (value: string, name: string, searchParams: URLSearchParams) => void): void {
    const state = checkCall(this, 'forEach', arguments.length, 1);
    if (typeof callback !== 'function') throw new TypeError('URLSearchParams.forEach: the callback is not a function');
    const thisArg: unknown = arguments[1];
    // The list is looked up again after each call: the callback may change it.
    for (let i = 0; 2 * i < state.list.length; i++) {
      const list = state.list;
      callback.call(thisArg, list[2 * i + 1], list[2 * i], this);
    }
  }

  // https://webidl.spec.whatwg.org/#es-iterable-keys
  keys(): URLSearchParamsIterator<string> {
    return newIterator(checkCall(this, 'keys'), IteratorKind.Keys) as URLSearchParamsIterator<string>;
  }

  // https://webidl.spec.whatwg.org/#es-iterable-values
  values(): URLSearchParamsIterator<string> {
    return newIterator(checkCall(this, 'values'), IteratorKind.Values) as URLSearchParamsIterator<string>;
  }

  // https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
  toString(): string {
    return serializeUrlencoded(checkCall(this, 'toString').list);
  }
}

const entriesMethod = URLSearchParams.prototype.entries;

// What an iterator returns for each pair (a const enum: inlined as numbers).
const enum IteratorKind {
  Keys,
  Values,
  Entries,
}

/** What a URLSearchParams iterator holds: no "finished" flag, see next(). */
interface IteratorState {
  target: ParamsState;
  kind: IteratorKind;
  index: number;
}

const iteratorSlot = createSlot<IteratorState>('paramsIterator');

// https://webidl.spec.whatwg.org/#es-default-iterator-object
// The index is compared with the current list at every step, so pairs
// appended during (or after) iteration are seen, and a list set anew (the
// URL's search or href setter) is what the iterator reads next.
class ParamsIterator {
  // https://webidl.spec.whatwg.org/#es-iterator-prototype-object
  next(): IteratorResult<string | [string, string], undefined> {
    const state = iteratorStateOf(this, '.next');
    const list = state.target.list;
    const at = state.index << 1;
    if (at >= list.length) return { value: undefined, done: true };
    state.index++;
    return { value: itemAt(list, at, state.kind), done: false };
  }
}

/** The receiver's iterator state (a brand check): `member` is what the error names after "URLSearchParams Iterator". */
function iteratorStateOf(self: unknown, member: string): IteratorState {
  const state = iteratorSlot.get(self);
  if (state === undefined) throw new TypeError(`URLSearchParams Iterator${member}: 'this' is not a URLSearchParams iterator`);
  return state;
}

/** What an iterator of `kind` gives for the pair at `at`. */
function itemAt(list: string[], at: number, kind: IteratorKind): string | [string, string] {
  return kind === IteratorKind.Keys ? list[at] : kind === IteratorKind.Values ? list[at + 1] : [list[at], list[at + 1]];
}

function newIterator(target: ParamsState, kind: IteratorKind): unknown {
  const it = new ParamsIterator();
  iteratorSlot.set(it, { target, kind, index: 0 });
  return it;
}

/** Defines a non-enumerable, writable, configurable data property (the attributes WebIDL gives @@iterator). */
function defineHidden(target: object, key: symbol, value: unknown): void {
  // (New properties are not enumerable unless told.)
  Object.defineProperty(target, key, { value, writable: true, configurable: true });
}

// WebIDL property attributes and the well-known symbols, once, at load.
(function setUpPrototypes(): void {
  defineInterface(
    URLSearchParams,
    'URLSearchParams',
    NODE_INSPECT
      ? function (this: unknown, depth: unknown, options: unknown, inspect: unknown) {
          const list = checkCall(this, 'inspect').list;
          // Node names the object's constructor (a subclass shows as itself).
          const ctor = (this as { constructor?: unknown }).constructor;
          return inspectParams(list, typeof ctor === 'function' ? ctor.name : 'URLSearchParams', depth, options, inspect);
        }
      : null,
  );
  const iterProto = ParamsIterator.prototype as unknown as { [k: string]: unknown };
  Object.defineProperty(iterProto, 'next', { enumerable: true });
  nameMember(iterProto, 'next');
  // The iterator prototype has no constructor of its own (it is not a class).
  delete (iterProto as { constructor?: unknown }).constructor;
  if (ITERATOR !== null) {
    // https://webidl.spec.whatwg.org/#es-iterator: @@iterator is the same function as entries.
    defineHidden(URLSearchParams.prototype, ITERATOR, entriesMethod);
    // The iterator prototype inherits from %IteratorPrototype% (its @@iterator returns this).
    // Duktape 2.7 has Symbol.iterator but its arrays do not implement it.
    const arrayIteratorMethod = ([] as unknown as { [k: symbol]: (() => object) | undefined })[ITERATOR];
    const iteratorPrototype =
      typeof arrayIteratorMethod === 'function'
        ? (Object.getPrototypeOf(Object.getPrototypeOf(arrayIteratorMethod.call([]))) as object | null)
        : null;
    if (iteratorPrototype !== null && typeof Object.setPrototypeOf === 'function') {
      Object.setPrototypeOf(iterProto, iteratorPrototype);
    } else {
      defineHidden(iterProto, ITERATOR, function (this: unknown) {
        return this;
      });
    }
  }
  defineTagAndInspect(
    iterProto,
    'URLSearchParams Iterator',
    NODE_INSPECT
      ? function (this: unknown, depth: unknown, options: unknown, inspect: unknown): string {
          const state = iteratorStateOf(this, '');
          const list = state.target.list;
          const rest: unknown[] = [];
          for (let i = state.index << 1; i < list.length; i += 2) {
            rest.push(itemAt(list, i, state.kind));
          }
          return inspectParamsIterator(rest, depth, options, inspect);
        }
      : null,
  );
})();

// --- The URL side ----------------------------------------------------------------

/** The state of a new `searchParams` object of a URL, its list parsed from the URL's query (null: none). */
export function attachParams(query: string | null): ParamsState {
  const state = paramsSlot.get(new URLSearchParams()) as ParamsState;
  state.bound = true;
  if (query !== null && query !== '') state.list = parseUrlencoded(query);
  return state;
}

/** The update steps' serialization of the list (the URL's new query), which leaves the state clean. */
export function serializeParams(state: ParamsState): string {
  state.dirty = false;
  return serializeUrlencoded(state.list);
}

/**
 * https://url.spec.whatwg.org/#dom-url-search step 4 and #dom-url-href step 4:
 * the URL's search and href setters set the list anew from its new query.
 */
export function resetParams(state: ParamsState, query: string | null): void {
  state.list = query === null || query === '' ? [] : parseUrlencoded(query);
}
