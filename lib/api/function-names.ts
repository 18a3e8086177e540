// https://webidl.spec.whatwg.org/#es-operations and #es-attributes: an
// operation's function is named by its identifier ("toString"), an
// attribute's getter and setter "get href" and "set href". The class syntax
// names them already; the ES5 builds' compiled members are anonymous, and this
// names them where the engine lets a function's name be redefined. The
// compact ES2022 builds (polyurl/auto), whose members the class syntax named,
// carry lib/api/function-names.compact.ts instead (scripts/variants.mjs).

/** Names the functions of the property `key` of `target` ("key", "get key", "set key"). */
export function nameMember(target: object, key: string): void {
  const d = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
  nameFunction(d.value, key);
  nameFunction(d.get, 'get ' + key);
  nameFunction(d.set, 'set ' + key);
}

/** Names `fn` (when it is a function named otherwise) as WebIDL names its functions. */
export function nameFunction(fn: unknown, name: string): void {
  if (typeof fn !== 'function' || fn.name === name) return;
  try {
    Object.defineProperty(fn, 'name', { value: name, configurable: true });
  } catch (e) {
    // ES5 engines whose function names are fixed keep theirs.
  }
}
