// lib/hidden-classes.ts for the legacy script (the rollup config puts this
// module in its place): the engines it is for (Duktape, Rhino, mujs, old
// browsers) have no V8 map retention to work around, and a modern browser
// keeps its native URL, so the specimen is made but not kept.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function keepHiddenClasses(owner: object, specimen: object): void {}
