// polyurl's public entry: exports only, no side effects.
export { URL } from './url.js';
export { URLSearchParams } from './url-search-params.js';
export type { URLOptions, ModeName } from './modes/mode.js';
