// polyurl's public entry: exports only, no side effects.
export { URL } from './url.js';
export { URLSearchParams } from './url-search-params.js';
export type { URLSearchParamsInit, URLSearchParamsIterator } from './url-search-params.js';
export type { URLOptions, ModeName } from './modes/mode.js';
export { domainToASCII, domainToUnicode } from './idna-api.js';
export type { DomainToASCIIOptions } from './idna-api.js';
export { extractURLs } from './text/extract.js';
export type { ExtractOptions, ExtractedURL } from './text/extract.js';
