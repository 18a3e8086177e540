// lib/api/slot.ts for the ES5 builds that have WeakMap (React Native's Hermes,
// dist/*.es5.cjs; scripts/variants.mjs puts this module in their place): a
// slot is a WeakMap of its own, which is what TypeScript would compile the
// private field to anyway, without the helpers and the try/catch around each
// read. Nothing but the slot sees the state (no property at all, so
// Object.getOwnPropertyNames does not either), and one slot's objects are not
// another's.
import type { Slot } from './slot.js';

export function createSlot<S>(name: string): Slot<S> {
  const states = new WeakMap<object, S>();
  return {
    set(target: object, state: S): void {
      states.set(target, state);
    },
    get(target: unknown): S | undefined {
      return typeof target === 'object' && target !== null ? states.get(target) : undefined;
    },
  };
}
