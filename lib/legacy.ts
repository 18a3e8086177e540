// The classic-script entry (dist/polyurl.legacy.js and .min.js): compiled to
// ES5 by rollup.config.mjs, it defines the global `polyurl` namespace and
// installs URL and URLSearchParams the way "polyurl/auto" does.
import { setNormalizer } from './idna/uts46.js';
import { install } from './polyfill/install.js';
import { nfc } from './idna/nfc-compose.js';

// The polyfill's namespace: the standard's classes (no modes, no RFC 3986
// extras, no text extraction) and the helpers.
export { StandardURL as URL } from './api/url-standard.js';
export { URLSearchParams } from './api/url-search-params.js';
export { domainToASCII, domainToUnicode } from './api/idna-api.js';
export { install } from './polyfill/install.js';
export { detect } from './polyfill/detect.js';

// NFC for IDNA where String.prototype.normalize is missing (Duktape); idna/uts46.ts
// still prefers the engine's own where there is one.
setNormalizer(nfc);
install();
