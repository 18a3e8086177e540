// The classic-script entry with URLPattern (dist/urlpattern.legacy.js and
// .min.js), for engines older than ES2015 and pages without modules: what
// dist/polyurl.legacy.js does (the global `polyurl`, URL and URLSearchParams
// installed where missing or broken), and URLPattern installed where the
// engine's is missing or fails a probe. A page loads one of the two scripts.
import { installURLPattern } from './polyfill/install-urlpattern.js';

export * from './legacy.js';
export { URLPattern } from './urlpattern/index.js';
export { installURLPattern } from './polyfill/install-urlpattern.js';
export { detectURLPattern } from './polyfill/detect-urlpattern.js';

installURLPattern();
