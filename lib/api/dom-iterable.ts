// The iteration members of the platform's URLSearchParams, declared exactly
// as TypeScript's lib dom.iterable declares them. Every URLSearchParams is
// iterable at run time, but a project whose lib has "DOM" without
// "DOM.Iterable" sees lib.dom's type without them, and then a native
// URLSearchParams would not assign to polyurl's. Identical declarations merge
// with dom.iterable's where it is present and with @types/node's global
// URLSearchParams (checked with TypeScript 5.9, @types/node 20, lib DOM with
// and without DOM.Iterable, ES2022 and ESNext). Needs TypeScript 5.6 or later
// (IteratorObject, BuiltinIteratorReturn). Types only: nothing at run time.
declare global {
  interface URLSearchParams {
    [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
    entries(): URLSearchParamsIterator<[string, string]>;
    keys(): URLSearchParamsIterator<string>;
    values(): URLSearchParamsIterator<string>;
  }
  interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
    [Symbol.iterator](): URLSearchParamsIterator<T>;
  }
}

export {};
