// The "polyurl/install" entry: install() and detect() with no side effect,
// over the ponyfill's own classes. rollup.config.mjs maps url-standard.ts and
// url-search-params.ts to dist/polyurl.{mjs,cjs}, so an app that imports
// polyurl too gets one URL class, fast paths included; "polyurl/auto" is the
// compact, standalone polyfill for pages that load nothing else.
export { install } from './install.js';
export type { InstallOptions, InstallResult } from './install.js';
export { detect } from './detect.js';
export type { Detection, DetectPatch } from './detect.js';
