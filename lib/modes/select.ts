// Picks the policy object for a URL's options. Default options share one
// frozen mode object, so a URL costs no extra allocation for its mode.
import type { Mode, URLOptions } from './mode.js';
import { whatwgMode } from './whatwg.js';

/** @internal */
export function selectMode(options: URLOptions | undefined): Mode<unknown> {
  if (options === undefined || options === null || options.mode === undefined || options.mode === 'whatwg') {
    return whatwgMode as Mode<unknown>;
  }
  // rfc3986 and lenient are added by their modules (lib/modes/rfc3986.ts, lib/modes/lenient.ts).
  throw new TypeError(`Unknown URL mode: ${String(options.mode)}`);
}
