// What users install. Specs of the public API import it from here rather than
// from lib/: "polyurl" is this package's own name, so Node resolves it through
// package.json "exports" to dist/polyurl.mjs (the rollup bundle, not the tsc
// output in build/), and TypeScript types it with the committed
// types/polyurl.d.ts. A difference between the tsc output and the bundle then
// fails these specs. The CommonJS build, polyurl/auto and the classic scripts
// run the WPT suites in spec/engines/ (node-auto, node-legacy…); internals
// that the package does not export are still tested through build/.
export * from 'polyurl';
