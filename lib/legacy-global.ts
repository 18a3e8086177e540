// The types of "polyurl/legacy" (dist/polyurl.legacy.js and .min.js): a
// classic script, so it exports nothing; it defines the global `polyurl`
// and installs URL and URLSearchParams where they are missing or broken.
import type * as legacy from './legacy.js';
import './api/dom-iterable.js';

declare global {
  /** The legacy script's namespace: the WHATWG classes, the IDNA helpers, install and detect. */
  var polyurl: typeof legacy;
}

export {};
