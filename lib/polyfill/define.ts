// How the polyfill puts a value on an object: as WebIDL defines interface
// objects, operations and attributes (writable and configurable; enumerable
// on prototypes, not on the global). ES5-safe: the legacy script runs it.

/** Defines `key` on `obj`; false where the object refuses (frozen, non-configurable). */
export function defineValue(obj: unknown, key: string, value: unknown, enumerable: boolean): boolean {
  try {
    Object.defineProperty(obj, key, { value: value, writable: true, enumerable: enumerable, configurable: true });
    return true;
  } catch (e) {
    return false;
  }
}

/** Whether `v` is an object or a function (what can carry properties of its own). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return (typeof v === 'object' && v !== null) || typeof v === 'function';
}
