// Specimens that keep V8's hidden classes of polyurl's objects alive.
//
// V8 holds a hidden class (map) that is not a constructor's initial map only
// weakly: a URL object with its private slot, its state, its searchParams
// object are all such maps. After two full GCs with no object of a map alive
// (--retain-maps-for-n-gc=2), the map is dropped and every optimized function
// that embeds it is thrown away: `--trace-deopt` shows "marking dependent code
// … for deoptimization, reason: weak objects" for get href, stateOfThis,
// currentState, parseState, the URLState constructor and writeHrefOffsets
// after a gc() that found no URL alive. Re-optimizing is then paid by the
// next few thousand URLs (bench/NOTES.md has the figures).
//
// A specimen is made from a constant and never read, so it carries nothing
// between calls. It is held by a WeakMap entry keyed by its class: out of
// sight (no property on the class), and a store a bundler cannot drop as
// unused (as it may drop a push onto a module-level array that nothing reads).
// ES5 engines without WeakMap have no such collector to work around.

const kept: WeakMap<object, object> | null = typeof WeakMap === 'function' ? new WeakMap() : null;

/**
 * Makes a URL of class `ctor` whose state has been through every shape a
 * state takes (a record, a searchParams object), and keeps it (and so the
 * hidden classes of everything it holds) alive as long as `ctor`.
 */
export function keepHiddenClasses(ctor: new (url: string) => object): void {
  const u = new ctor('http://a/?q#f') as { searchParams: unknown; search: string };
  u.searchParams;
  // (A setter makes the state keep a record: the state's other shape.)
  u.search = 'q';
  if (kept !== null) kept.set(ctor, u);
}
