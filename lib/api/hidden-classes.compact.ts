// lib/api/hidden-classes.ts for the compact builds (scripts/variants.mjs
// puts this module in its place): the engines they install on (Duktape,
// Rhino, mujs, old browsers, React Native's broken URL) mostly have no V8 map
// retention to work around, a modern browser keeps its native URL, and their
// speed counts less than their size; no specimen is made.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function keepHiddenClasses(ctor: new (url: string) => object): void {}
