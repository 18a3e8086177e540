// Keeps what the platform put on a class that polyurl replaces: the browsers'
// URL.createObjectURL and revokeObjectURL (Blob and MediaSource URLs), React
// Native's Blob-backed ones, an IE-era `URL` object that carries only those,
// and whatever else a runtime added. ES5-safe: the legacy script runs it.
import { isObject } from './define.js';

// What every function has of its own, never carried over (looked up without a
// regular expression, whose match would leave the name in the RegExp statics).
const FUNCTION_OWN = ['length', 'name', 'prototype', 'arguments', 'caller'];

/**
 * Copies onto `to` every static of `from` (a class or a plain object, with the
 * statics it inherits from a parent class) that `to` does not have, descriptor
 * and all, so the members stay the platform's own functions
 * (`URL.createObjectURL === nativeURL.createObjectURL`). Static operations of
 * WebIDL ignore their receiver, so they work from `to`.
 * Appends the names copied to `kept`, each after `prefix`, in the order found.
 */
export function keepStatics(from: unknown, to: object, kept: string[], prefix: string): void {
  if (!isObject(from) || from === to) return;
  // The chain stops where every function's or object's own members begin.
  let o: object | null = from as object;
  while (o !== null && o !== Function.prototype && o !== Object.prototype) {
    let names: string[];
    try {
      names = Object.getOwnPropertyNames(o);
    } catch (e) {
      return;
    }
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (FUNCTION_OWN.indexOf(name) >= 0 || name in to) continue;
      // (A property that went away has no descriptor, which defineProperty refuses.)
      const d = Object.getOwnPropertyDescriptor(o, name) as PropertyDescriptor;
      try {
        Object.defineProperty(to, name, d);
        kept.push(prefix + name);
      } catch (e) {
        // A frozen or non-extensible target keeps what it has.
      }
    }
    o = Object.getPrototypeOf(o) as object | null;
  }
}
