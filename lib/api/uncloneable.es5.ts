// lib/api/uncloneable.ts for the ES5 builds (the legacy script, React Native's
// polyurl.es5.cjs; scripts/variants.mjs puts this module in its place). Their
// engines have no WeakRef, and most no structured cloning: an instance is a
// plain object, which structuredClone, where an engine has it, clones to {}.
//
// HERITAGE is a function whose prototype is Object.prototype, so that the
// compiled class's prototype inherits from Object.prototype on an engine
// that cannot set a prototype afterwards (defineInterface in api/webidl.ts puts
// the class's own [[Prototype]] back to Function.prototype where it can).

function Heritage(): void {}
Heritage.prototype = Object.prototype;

/** What the classes extend. */
export const HERITAGE = Heritage as unknown as null;

/** A new object whose prototype is `newTarget.prototype`. */
export function createInstance(newTarget: Function): object {
  return Object.create(newTarget.prototype) as object;
}
