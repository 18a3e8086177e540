// URL and URLSearchParams objects that structured cloning refuses, as it
// refuses a platform object whose interface is not [Serializable]:
// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
// ("Otherwise, if value is a platform object, then throw a DataCloneError").
//
// V8's serializer clones any ordinary object by its own enumerable properties
// (for a URL, none: an empty object) and throws ("[object URL] could not be
// cloned.", a DataCloneError DOMException in Node and in browsers) only for
// an object of a built-in type it has no serialization for. An object that
// WeakRef's constructor makes with a URL class as new.target is one: its
// prototype is the class's, it has no own property, and its target is a
// constant nobody reads. It costs one field and time: `new WeakRef` is a C++
// builtin, which also records its target for the current job, slower to
// make than a plain object.
// Promise, WeakMap and WeakSet are refused too, but a Promise runs async hooks
// and a weak collection allocates its table.
//
// The class must not allocate a receiver of its own: V8 keeps the map it
// derives for (WeakRef, new.target) in new.target's initial map, which a base
// class already uses for itself, so a base class whose constructor returned
// such an object would get a new map for each object. So the classes extend
// null (HERITAGE), and their constructors return the object.
//
// ES5 engines have no WeakRef, and their builds compile the classes to
// functions that allocate their own receiver: they use api/uncloneable.es5.ts.

/** What the classes extend: nothing (null), so that they allocate no receiver. */
export const HERITAGE: null = null;

// (ES2021: not in the project's ES2018 lib.)
declare const WeakRef: (new (target: object) => object) | undefined;

const TARGET: object = {};
const ARGUMENTS: object[] = [TARGET];

/**
 * A new object whose prototype is `newTarget.prototype`, which structured
 * cloning refuses. (An engine with class fields but no WeakRef, Chromium 74-83,
 * gets a plain object: there a clone is {}.)
 */
export const createInstance: (newTarget: Function) => object =
  typeof WeakRef === 'function'
    ? (newTarget) => Reflect.construct(WeakRef as Function, ARGUMENTS, newTarget) as object
    : (newTarget) => Object.create(newTarget.prototype) as object;
