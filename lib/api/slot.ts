// A private slot: per-object state that no enumeration sees (Object.keys,
// for…in, spread, JSON.stringify, WebIDL record conversion, deep equality),
// as a platform object's internal slots are.
//
// The slot is a class private field stamped onto an object the caller already
// made: the base constructor returns that object, so the derived constructor
// adds its private field to it. A private field is an in-object field for V8
// (no WeakMap, no defineProperty): stamping costs about what plain field
// stores cost, far less than Object.defineProperty or a WeakMap entry. Private
// fields are ES2022; the legacy script replaces this module with
// api/slot.legacy.ts (a non-enumerable property, for ES5 engines).

/** One kind of slot: `set` stamps the state onto an object, `get` reads it (undefined: not stamped). */
export interface Slot<S> {
  set(target: object, state: S): void;
  get(target: unknown): S | undefined;
}

/** Returns what it is given: lets a derived constructor stamp an existing object. */
class Stamper {
  constructor(target: object) {
    return target;
  }
}

/**
 * A new kind of slot: objects stamped by one are not seen by another (one
 * brand per class). `name` names it where ES5 needs a property name.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function createSlot<S>(name: string): Slot<S> {
  class Holder extends Stamper {
    #state: S;
    constructor(target: object, state: S) {
      super(target);
      this.#state = state;
    }
    static read(target: unknown): S | undefined {
      // One private-field load, which throws for anything not stamped (and
      // for null or undefined): faster in V8 than an `#state in` check first.
      try {
        return (target as Holder).#state;
      } catch {
        return undefined;
      }
    }
  }
  return {
    set(target: object, state: S): void {
      new Holder(target, state);
    },
    get: Holder.read,
  };
}
