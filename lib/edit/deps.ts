// Everything lib/edit/ takes from the rest of polyurl, in one place, so that
// a move of those modules changes only the paths below.
//
// Public surface: the URL class and the option types. Internals, and why:
// - stateOf, currentState, urlWithState, parseState, selectMode and the
//   URLState type: a URL's mode (the shared mode object, which also parses
//   strings in that mode) and the offsets of its serialized href, so that
//   relativize slices hrefs instead of calling getters, and a result is a URL
//   of the same mode.
// - The mode's setters on records (URLState.rec, URLState.commit): buildURL
//   applies every part with its setter's rules, learns from a null result that
//   the standard ignored a value (the public setters cannot tell that from a
//   no-op), and serializes once at the end; the lenient mode's clean-up of a
//   host value (cleanTightComponent), which its host setters apply.
// - The standard's percent-encode sets and the form-urlencoded parser and
//   serializer: the encoders the setters and URLSearchParams use, so that
//   segments and query records are encoded exactly as they are.
export { URL } from '../api/url.js';
export type { URLLike } from '../api/url-standard.js';
export type { URLOptions, ModeName } from '../modes/mode.js';
/** @internal */
export { currentState, urlWithState } from '../api/url-standard.js';
import { URL } from '../api/url.js';
import { StandardURL, stateOf as slotStateOf } from '../api/url-standard.js';
import type { URLState } from '../api/url-state.js';
import { writeHrefOffsets } from '../url/href-offsets.js';

/**
 * @internal The state of a polyurl URL (polyurl's class or the standard one), else
 * undefined. Anything else is not asked for a slot: reading a missing private
 * field throws, and the catch costs microseconds per call (a string, a native URL).
 */
export function stateOf(value: unknown): URLState | undefined {
  return typeof value === 'object' && value !== null && (value instanceof URL || value instanceof StandardURL) ? slotStateOf(value) : undefined;
}
/** @internal */
export { parseState } from '../api/url-state.js';
/** @internal */
export type { AnyMode, URLState } from '../api/url-state.js';
/** @internal */
export { selectMode } from '../api/select-mode.js';
/** @internal */
export { RFC3986Error } from '../rfc3986/errors.js';
/** @internal */
export { toUSVString } from '../api/webidl.js';
/** @internal */
export { isSpecialScheme, specialSchemeAt } from '../url/schemes.js';
/** @internal */
export { cleanTightComponent } from '../lenient/mode.js';
/** @internal */
export { percentEncodeString, percentDecodeString } from '../encoding/percent.js';
/** @internal */
export { PATH_SET } from '../encoding/sets.js';
/** @internal */
export { parseUrlencoded, serializeUrlencoded } from '../encoding/urlencoded.js';

/**
 * @internal Gives `s` (a URL's state) the serialization and record of `next`, a state
 * of the same mode parsed from the URL's href with one component replaced
 * (the path: lib/edit/segments.ts). Its searchParams object stays: the query
 * is the same.
 */
export function adoptState(s: URLState, next: URLState): void {
  s._r = next._r;
  writeHrefOffsets(s, next._href, next._protocolEnd, next._usernameEnd, next._hostStart, next._hostEnd, next._portEnd, next._pathStart, next._queryStart, next._hashStart);
}

/**
 * @internal Gives `s` (a URL's state) the href with its path replaced by
 * `path`, which the caller knows the parser would read back as itself (the
 * other components keep their offsets; the query and fragment move). The
 * record is rebuilt from the href when a setter needs it.
 */
export function replacePath(s: URLState, path: string): void {
  const href = s._href;
  const q = s._queryStart;
  const h = s._hashStart;
  const end = q >= 0 ? q : h >= 0 ? h : href.length;
  const d = path.length - (end - s._pathStart);
  s._r = null;
  writeHrefOffsets(s, href.slice(0, s._pathStart) + path + href.slice(end), s._protocolEnd, s._usernameEnd, s._hostStart, s._hostEnd, s._portEnd, s._pathStart, q < 0 ? -1 : q + d, h < 0 ? -1 : h + d);
}
