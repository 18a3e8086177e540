// lib/api/uncloneable.ts for the ES5 builds (the legacy script, React Native's
// polyurl.es5.cjs; scripts/variants.mjs puts this module in its place). Their
// engines have no WeakRef, and most no structured cloning: an instance is a
// plain object, which structuredClone, where an engine has it, clones to {}.
//
// The ES5 transform (rollup.config.mjs) compiles a class that extends
// HERITAGE as a base class, so its prototype inherits from Object.prototype
// and nothing reads HERITAGE there.

/** What the classes extend: nothing (the ES5 transform drops the clause). */
export const HERITAGE: null = null;

/** A new object whose prototype is `newTarget.prototype`. */
export function createInstance(newTarget: Function): object {
  return Object.create(newTarget.prototype) as object;
}
