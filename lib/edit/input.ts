// What every editing function accepts: a polyurl URL of any mode, a native
// URL (or any object whose string is an absolute URL), or a string. The mode
// is the one the options name, else the URL's own, else whatwg; a value of
// another mode (a native URL, a string) is read as `new URL(href, undefined,
// options)` reads it.
import { parseState, selectMode, stateOf, toUSVString } from './deps.js';
import type { AnyMode, URLLike, URLOptions, URLState } from './deps.js';

/** A URL object of any kind (polyurl's in any mode, a native one) or a string. */
export type EditInput = URLLike | string;

/** The options every editing function takes: the mode to read strings and native URLs in (as `new URL`'s third argument). */
export type EditOptions = URLOptions;

/** Whether `options` names a mode (then it decides; an options object without `mode` leaves it to the URL). */
function namesMode(options: EditOptions | undefined): boolean {
  return options !== undefined && options !== null && typeof options === 'object' && options.mode !== undefined;
}

/** @internal The mode to work in: the options', else the first polyurl URL's among `values`, else whatwg. */
export function modeFor(options: EditOptions | undefined, a: unknown, b?: unknown): AnyMode {
  return modeOf(options, stateOf(a), b === undefined ? undefined : stateOf(b));
}

/** @internal modeFor, given the states of the values (undefined: not a polyurl URL). */
export function modeOf(options: EditOptions | undefined, a: URLState | undefined, b: URLState | undefined): AnyMode {
  if (namesMode(options)) return selectMode(options) as AnyMode;
  return a !== undefined ? a._mode : b !== undefined ? b._mode : (selectMode(undefined) as AnyMode);
}

/** @internal stateIn, given the value's state (undefined: not a polyurl URL). */
export function stateFrom(value: unknown, s: URLState | undefined, mode: AnyMode): URLState {
  if (s !== undefined) {
    // A pending searchParams change written back first (as currentState does).
    if (s._params !== null && s._params.dirty) s.flush();
    if (s._mode === mode) return s;
  }
  const parsed = parseState(mode, s !== undefined ? s._href : toUSVString(value), undefined);
  if (parsed instanceof Error) throw parsed;
  return parsed;
}

/**
 * @internal
 * The state of `value` in `mode`: a polyurl URL of that mode is read as it is
 * now (a pending searchParams change written back); anything else is parsed
 * from its string in `mode`, throwing what the constructor throws.
 */
export function stateIn(value: unknown, mode: AnyMode): URLState {
  return stateFrom(value, stateOf(value), mode);
}
