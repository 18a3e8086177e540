// lib/api/slot.ts for ES5 engines (scripts/variants.mjs puts this module in its
// place in the legacy script): the state is a non-enumerable, non-writable own
// property, so enumeration does not see it (Object.getOwnPropertyNames
// does: ES5 has no private state). Each slot has its own property name.
import type { Slot } from './slot.js';

const hasOwn = Object.prototype.hasOwnProperty;

export function createSlot<S>(name: string): Slot<S> {
  const key = '__polyurl_' + name;
  return {
    set(target: object, state: S): void {
      Object.defineProperty(target, key, { value: state });
    },
    get(target: unknown): S | undefined {
      return typeof target === 'object' && target !== null && hasOwn.call(target, key)
        ? (target as { [k: string]: S })[key]
        : undefined;
    },
  };
}
