// Attaches URL.diagnose and URL.compareReadings to polyurl's URL class. They
// need the URL class, and the class is declared without them, so they are
// attached here, by the package entry; the standard class that "polyurl/auto"
// installs does without them.
import { URL as PolyURL } from './url.js';
import { diagnose } from './diagnose.js';
import { compareReadings } from './compare-readings.js';

function withStatics(ctor: typeof PolyURL): typeof PolyURL {
  // Like the standard's static methods: writable, configurable and (defineProperty's default) not enumerable.
  Object.defineProperty(ctor, 'diagnose', { value: diagnose, writable: true, configurable: true });
  Object.defineProperty(ctor, 'compareReadings', { value: compareReadings, writable: true, configurable: true });
  return ctor;
}

/** polyurl's URL class (lib/url.ts) with its diagnostics. (A pure call: bundles that do not use it drop it.) */
export const URL: typeof PolyURL = /*#__PURE__*/ withStatics(PolyURL);
export type URL = PolyURL;
