// Keeps what the platform put on a class that polyurl replaces: the browsers'
// URL.createObjectURL and revokeObjectURL (Blob and MediaSource URLs), React
// Native's Blob-backed ones, an IE-era `URL` object that carries only those,
// and whatever else a runtime added. ES5-safe: the legacy script runs it.

// What every function has of its own: never carried over.
const FUNCTION_OWN = ['length', 'name', 'prototype', 'arguments', 'caller'];

/**
 * Copies onto `to` every static of `from` (a class or a plain object, with the
 * statics it inherits from a parent class) that `to` does not have, descriptor
 * and all, so the members stay the platform's own functions
 * (`URL.createObjectURL === nativeURL.createObjectURL`). Static operations of
 * WebIDL ignore their receiver, so they work from `to`.
 * Returns the names copied, in the order found.
 */
export function keepStatics(from: unknown, to: object): string[] {
  const kept: string[] = [];
  if ((typeof from !== 'function' && typeof from !== 'object') || from === null || from === to) return kept;
  // The chain stops where every function's or object's own members begin.
  let o: object | null = from as object;
  while (o !== null && o !== Function.prototype && o !== Object.prototype) {
    let names: string[];
    try {
      names = Object.getOwnPropertyNames(o);
    } catch (e) {
      return kept;
    }
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (FUNCTION_OWN.indexOf(name) >= 0 || name in to) continue;
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d === undefined) continue;
      try {
        Object.defineProperty(to, name, d);
        kept.push(name);
      } catch (e) {
        // A frozen or non-extensible target keeps what it has.
      }
    }
    o = Object.getPrototypeOf(o) as object | null;
  }
  return kept;
}
