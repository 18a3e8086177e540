// The RFC 3986 extras as functions of a URL, beside parseReference: the
// normal form, the §6.2 comparison, the components, the host's kind and the
// URI of an IRI. They are not members of the URL class so that polyurl's URL
// type has exactly the standard's instance members: a native (lib.dom,
// Node) URL then assigns to it and it to them (lib/README.md, "The URL
// state").
//
// Each takes a polyurl URL of any mode (polyurl's URL or StandardURL: the
// state of their shared slot, so its mode is the URL's own) or anything else
// that converts to a string: a native URL, a URL of another polyurl bundle,
// a string. Those are read as `new URL(value)` reads them, in the whatwg mode
// (a native URL's href is a WHATWG serialization); the comparison reads
// them as written.
import { URL } from './url.js';
import type { URLLike } from './url-standard.js';
import { urlWithState, stateOf, currentState } from './url-standard.js';
import { whatwgMode } from '../modes/whatwg.js';
import { toUSVString } from './webidl.js';
import { parseState, stateOfRecord } from './url-state.js';
import type { AnyMode, URLState } from './url-state.js';
import { componentsOf, hostKindOf, hrefsEquivalent, normalizedHref, uriOf } from '../rfc3986/extras.js';
import type { URLComponents } from '../rfc3986/extras.js';
import type { HostKind } from '../rfc3986/grammar.js';
import type { ComparisonLevel, NormalizationLevel } from '../rfc3986/normalize.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

/** What the extras accept: a URL object of any kind (polyurl's in any mode, a native one) or a string. */
export type URLInput = URLLike | string;

function levelOf<L extends string>(options: { level?: L } | undefined | null): L | undefined {
  return options === undefined || options === null ? undefined : options.level;
}

/**
 * The state to read: a polyurl URL's own, with a pending searchParams change
 * written back; anything else parsed as `new URL(value)` parses it (a
 * TypeError when that fails).
 */
function stateFor(url: unknown): URLState {
  if (stateOf(url) !== undefined) return currentState(url);
  const s = parseState(whatwgMode as AnyMode, toUSVString(url), undefined);
  if (s instanceof Error) throw s;
  return s;
}

/** A polyurl URL's href as it is now; anything else as its string. */
function hrefFor(url: unknown): string {
  return stateOf(url) !== undefined ? currentState(url)._href : toUSVString(url);
}

function normalizeBody(url: URLInput, options?: { level?: NormalizationLevel }): URL {
  const s = stateFor(url);
  const level = levelOf(options);
  const m = s._mode;
  // A mode whose offsets delimit RFC 3986 components (rfc3986) builds the
  // normal form's record directly instead of re-parsing it.
  if (m.normalizedRecordOf !== undefined) return urlWithState(URL, stateOfRecord(m, m.normalizedRecordOf(s, level)));
  // RFC 3986 §6.2.2.2 says percent-encoded unreserved characters "should"
  // be decoded; keeping one is allowed. Decoding can make a mode read the
  // href otherwise (a decoded "%2E" makes a dot segment, which §6.2.2.3
  // removes: "w.:%2e/:" would become "w.::", which the lenient mode
  // refuses). So when the mode refuses the normal form, the escapes are
  // kept (upper-cased, §6.2.2.1); when it refuses that too, the URL is
  // its own normal form. Normalizing a parsed URL never throws.
  let rec = m.parse(normalizedHref(s, level), undefined);
  if (rec instanceof Error) rec = m.parse(normalizedHref(s, level, false), undefined);
  if (rec instanceof Error) rec = m.parse(s._href, undefined);
  if (rec instanceof Error) throw rec;
  return urlWithState(URL, stateOfRecord(m, rec));
}

/**
 * RFC 3986 §6.2.2 normalization (`{ level: 'syntax' }`), with §6.2.3 as well
 * by default (`'scheme'`): a new polyurl URL, in the mode and options of
 * `url` (whatwg for a native URL or a string). An unknown level is a
 * TypeError. A whatwg or lenient href is already lowercased,
 * default-port-free and dot-segment-free by its parser, so there it mostly
 * changes percent-encodings; the result is parsed again by the URL's mode.
 * An escape whose decoding would make that mode refuse the result is kept
 * (§6.2.2.2 allows it): normalizing a parsed URL never throws.
 */
export function normalize(url: URLInput, options?: { level?: NormalizationLevel }): URL {
  return applyKeepingStatics(normalizeBody, undefined, arguments);
}

function uriEqualsBody(a: URLInput, b: URLInput, options?: { level?: ComparisonLevel }): boolean {
  const x = hrefFor(a);
  const y = hrefFor(b);
  return hrefsEquivalent(x, y, levelOf(options));
}

/**
 * RFC 3986 §6.2 comparison ladder of two URIs: "simple" (§6.2.1), "syntax"
 * (§6.2.2) or "scheme" (§6.2.3, the default); IRIs compare as their URIs
 * (RFC 3987 §5.3). A URL is read as its href, a string as written. (Not the
 * standard's URL equivalence, which compares serializations.)
 */
export function uriEquals(a: URLInput, b: URLInput, options?: { level?: ComparisonLevel }): boolean {
  return applyKeepingStatics(uriEqualsBody, undefined, arguments);
}

function componentsBody(url: URLInput): URLComponents {
  return componentsOf(stateFor(url));
}

/** The RFC 3986 components of the URL: undefined for absent, "" for present but empty (plus hasQuery, hasFragment). */
export function components(url: URLInput): URLComponents {
  return applyKeepingStatics(componentsBody, undefined, arguments);
}

function toURIBody(url: URLInput): string {
  return uriOf(stateFor(url));
}

/** The URI of an IRI (RFC 3987 §3.1: non-ASCII characters UTF-8 percent-encoded, nothing else changed); a URI's href as it is. */
export function toURI(url: URLInput): string {
  return applyKeepingStatics(toURIBody, undefined, arguments);
}

function hostKindBody(url: URLInput): HostKind {
  // The host's offsets do not move when a pending searchParams change is written back.
  const s = stateOf(url);
  return hostKindOf(s !== undefined ? s : stateFor(url));
}

/** The kind of the URL's host, RFC 3986 §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", or null without an authority. */
export function hostKind(url: URLInput): HostKind {
  return applyKeepingStatics(hostKindBody, undefined, arguments);
}
