// Attaches URL.diagnose and URL.compareReadings to polyurl's URL class. They
// need the URL class, and the class is declared without them, so they are
// attached here, by the package entry; the standard class that "polyurl/auto"
// installs does without them.
import { URL as PolyURL } from '../api/url.js';
import { diagnose } from './diagnose.js';
import { compareReadings } from './compare-readings.js';

/** polyurl's URL class with its diagnostics statics. */
export type URLConstructor = typeof PolyURL & {
  /**
   * Every validation error (whatwg), RFC 3986 error (rfc3986) or clean-up step
   * (lenient) of `input`, with its index, and the URL that URL.parse gives.
   */
  diagnose: typeof diagnose;
  /** The WHATWG and RFC 3986 readings of `input` side by side, and where they differ (URL confusion). */
  compareReadings: typeof compareReadings;
};

function withStatics(ctor: typeof PolyURL): URLConstructor {
  // Like the standard's static methods: writable, configurable and (defineProperty's default) not enumerable.
  Object.defineProperty(ctor, 'diagnose', { value: diagnose, writable: true, configurable: true });
  Object.defineProperty(ctor, 'compareReadings', { value: compareReadings, writable: true, configurable: true });
  return ctor as URLConstructor;
}

/** polyurl's URL class (lib/api/url.ts) with its diagnostics. (A pure call: bundles that do not use it drop it.) */
export const URL: URLConstructor = /*#__PURE__*/ withStatics(PolyURL);
export type URL = PolyURL;
