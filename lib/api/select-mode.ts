// Picks the policy object for a URL's options. Each mode hands out shared
// frozen objects (one per distinct option set), so a URL costs no allocation
// for its mode.
import type { Mode, URLOptions } from '../modes/mode.js';
import { whatwgMode } from '../modes/whatwg.js';
import { createRfc3986Mode } from '../modes/rfc3986.js';
import { createLenientMode } from '../lenient/mode.js';

/** @internal */
export function selectMode(options: URLOptions | undefined): Mode<unknown> {
  // A dictionary argument: anything but an object means the defaults.
  if (options === undefined || options === null || typeof options !== 'object') return whatwgMode as Mode<unknown>;
  const mode = options.mode;
  if (mode === undefined || mode === 'whatwg') return whatwgMode as Mode<unknown>;
  if (mode === 'rfc3986') return createRfc3986Mode(options) as Mode<unknown>;
  if (mode === 'lenient') return createLenientMode(options) as Mode<unknown>;
  throw new TypeError(`Unknown URL mode ${JSON.stringify(String(mode))}: expected "whatwg", "rfc3986" or "lenient"`);
}
