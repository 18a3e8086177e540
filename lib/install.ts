// The "polyurl/install" entry: install() and detect() with no side effect,
// over the ponyfill's own classes. rollup.config.mjs maps api/url-standard.ts and
// api/url-search-params.ts to dist/polyurl.{mjs,cjs}, so an app that imports
// polyurl too gets one URL class, fast paths included; "polyurl/auto" is the
// compact, standalone polyfill for pages that load nothing else.
export { install } from './polyfill/install.js';
export type { InstallOptions, InstallResult } from './polyfill/install.js';
export { detect } from './polyfill/detect.js';
export type { Detection, DetectPatch } from './polyfill/detect.js';
