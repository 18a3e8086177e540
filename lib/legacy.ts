// The classic-script entry (dist/polyurl.legacy.js and .min.js): compiled to
// ES5 by rollup.config.mjs, it defines the global `polyurl` namespace and
// installs URL and URLSearchParams the way "polyurl/auto" does.
import { setNormalizer } from './host/idna.js';
import { install } from './install.js';
import { nfc } from './legacy/nfc.js';

// The polyfill's namespace: the standard's classes (no modes, no RFC 3986
// extras, no text extraction) and the helpers.
export { StandardURL as URL } from './url-standard.js';
export { URLSearchParams } from './url-search-params.js';
export { domainToASCII, domainToUnicode } from './idna-api.js';
export { install } from './install.js';
export { detect } from './detect.js';

// NFC for IDNA where String.prototype.normalize is missing (Duktape); host/idna.ts
// still prefers the engine's own where there is one.
setNormalizer(nfc);
install();
