// Path segments: read decoded, written encoded so that each segment stays
// one segment of data in the URL's mode.
//
// WHATWG: a non-opaque path is a list of segments, serialized as "/" before
// each (https://url.spec.whatwg.org/#url-path-serializer); "http://h/" is
// [""] and "foo://h" is []. An opaque path has no segments. "." and ".." (and
// every spelling the parser reads as them, "%2e" included:
// https://url.spec.whatwg.org/#single-dot-path-segment) cannot be segments.
// RFC 3986 §3.3: the path's segments after its leading "/", or all of them
// for a rootless path ("urn:a:b" is ["a:b"]); "." and ".." are written
// "%2E" and "%2E%2E", which §5.2.4 leaves alone.
import { PATH_SET, adoptState, currentState, parseState, percentDecodeString, percentEncodeString, replacePath, selectMode, specialSchemeAt, stateOf, toUSVString, URL, urlWithState } from './deps.js';
import type { AnyMode, URLLike, URLState } from './deps.js';
import { modeFor, stateIn } from './input.js';
import type { EditInput, EditOptions } from './input.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

/** The path percent-encode set and what would end or split a segment: "/", "%" (and "\" in a special URL). */
const WHATWG_SEGMENT_SET: number[] = withCodes(PATH_SET, '/%');
const SPECIAL_SEGMENT_SET: number[] = withCodes(WHATWG_SEGMENT_SET, '\\');
/** RFC 3986 §3.3 pchar = unreserved / pct-encoded / sub-delims / ":" / "@": everything else is encoded. */
const RFC3986_SEGMENT_SET: number[] = (function (): number[] {
  const keep = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@";
  const t: number[] = [];
  for (let i = 0; i < 128; i++) t[i] = keep.indexOf(String.fromCharCode(i)) >= 0 ? 0 : 1;
  return t;
})();

function withCodes(set: number[], extra: string): number[] {
  const t = set.slice();
  for (let i = 0; i < extra.length; i++) t[extra.charCodeAt(i)] = 1;
  return t;
}

/** @internal What decides how a path is written: the mode's grammar and the URL's kind. */
export interface PathKind {
  rfc: boolean;
  special: boolean;
  file: boolean;
  /** The URL has an authority ("//" after the scheme). */
  authority: boolean;
  /** RFC 3986: a path without authority that does not begin with "/" (an empty one counts as rootless). */
  rootless: boolean;
}

/** @internal The kind of the URL in `s`; throws the opaque-path TypeError for `caller`. */
export function pathKindOf(s: URLState, caller: string): PathKind {
  const href = s._href;
  const pe = s._protocolEnd;
  const rfc = s._mode.name === 'rfc3986';
  const authority = s._hostStart > pe;
  const first = href.charCodeAt(s._pathStart);
  const starts = s._pathStart < pathEndOf(s) && first === 0x2f;
  if (!rfc && !authority && !starts) {
    throw new TypeError(`${caller}: ${quote(href)} has an opaque path, which has no segments (https://url.spec.whatwg.org/#url-opaque-path)`);
  }
  const scheme = href.slice(0, pe - 1);
  const file = !rfc && scheme === 'file';
  const special = !rfc && (file || scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss' || scheme === 'ftp');
  return { rfc, special, file, authority, rootless: rfc && !authority && !starts };
}

function pathEndOf(s: URLState): number {
  return s._queryStart >= 0 ? s._queryStart : s._hashStart >= 0 ? s._hashStart : s._href.length;
}

function quote(s: string): string {
  return JSON.stringify(s.length > 200 ? s.slice(0, 200) + '…' : s);
}

/** @internal One segment written for `kind`; `first` for the path's first segment (a file: drive letter). */
function encodeSegment(segment: string, kind: PathKind, first: boolean, caller: string): string {
  if (segment === '.' || segment === '..') {
    if (kind.rfc) return segment === '.' ? '%2E' : '%2E%2E';
    throw new TypeError(`${caller}: ${quote(segment)} cannot be a segment of a WHATWG URL: its parser removes it, written "%2E" too (https://url.spec.whatwg.org/#single-dot-path-segment)`);
  }
  const e = percentEncodeString(segment, kind.rfc ? RFC3986_SEGMENT_SET : kind.special ? SPECIAL_SEGMENT_SET : WHATWG_SEGMENT_SET);
  // https://url.spec.whatwg.org/#path-state: a file: URL's first segment
  // "C|" would become the drive letter "C:".
  if (first && kind.file && e.length === 2 && e.charCodeAt(1) === 0x7c && isAlpha(e.charCodeAt(0))) return e.charAt(0) + '%7C';
  return e;
}

function isAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

// Segments with nothing to encode, tested by one regular expression each
// (most real paths): printable ASCII but what the sets above encode.
const SPECIAL_PLAIN = /^[!$&-.0-;=@-\[\]_a-z|~]*$/;
const WHATWG_PLAIN = /^[!$&-.0-;=@-\[\\\]_a-z|~]*$/;
const RFC3986_PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;
const DRIVE_PIPE = /^[A-Za-z]\|$/;

/** @internal The pathname that holds exactly `segments` in a URL of `kind`. */
function pathOfSegmentsBody(segments: readonly string[], kind: PathKind, caller: string): string {
  if (!Array.isArray(segments)) throw new TypeError(`${caller}: the segments must be an array of strings`);
  const n = segments.length;
  if (n === 0) {
    if (!kind.rfc && !kind.authority && !kind.special) {
      throw new TypeError(`${caller}: a URL without a host cannot have an empty path here: it would read back as an opaque path`);
    }
    return '';
  }
  if (kind.rootless && toUSVString(segments[0]) === '') {
    throw new TypeError(`${caller}: a rootless path cannot begin with an empty segment; set pathname to a path that begins with "/" first`);
  }
  const plain = kind.rfc ? RFC3986_PLAIN : kind.special ? SPECIAL_PLAIN : WHATWG_PLAIN;
  let i = 0;
  for (; i < n; i++) {
    const x = segments[i];
    if (typeof x !== 'string' || x === '.' || x === '..' || !plain.test(x)) break;
  }
  if (i === n && !(kind.file && DRIVE_PIPE.test(segments[0]))) return (kind.rootless ? '' : '/') + segments.join('/');
  let out = '';
  for (let k = 0; k < n; k++) {
    const e = encodeSegment(toUSVString(segments[k]), kind, k === 0, caller);
    out += k === 0 && kind.rootless ? e : '/' + e;
  }
  return out;
}

/** The decoded segments of the path in s[from, to): split at "/", each percent-decoded (UTF-8, U+FFFD for a bad sequence). */
function splitDecoded(href: string, from: number, to: number): string[] {
  const out: string[] = [];
  let start = from;
  for (;;) {
    let end = href.indexOf('/', start);
    if (end < 0 || end > to) end = to;
    out.push(percentDecodeString(href.slice(start, end)));
    if (end === to) return out;
    start = end + 1;
  }
}

/** @internal The segments of the path in `s`. */
function segmentsOf(s: URLState, caller: string): string[] {
  const kind = pathKindOf(s, caller);
  const from = s._pathStart;
  const to = pathEndOf(s);
  if (from === to) return [];
  return splitDecoded(s._href, kind.rootless ? from : from + 1, to);
}

/**
 * The URL's path segments, percent-decoded: "https://h/a%2Fb/c/" gives
 * ["a/b", "c", ""]. A TypeError for an opaque path (whatwg, lenient).
 */
export function pathSegments(url: EditInput, options?: EditOptions): string[] {
  const mode = modeFor(options, url);
  return segmentsOf(stateIn(url, mode), 'pathSegments');
}

/**
 * Sets the path of a URL object (polyurl's, a native one) through its mode's
 * pathname setter, or throws and leaves it as it was. A string is parsed
 * first (in `mode`) and the new polyurl URL is returned.
 */
function setPath<U>(url: U, mode: AnyMode, caller: string, pathFor: (s: URLState, kind: PathKind) => string): U | URL {
  const own = stateOf(url);
  if (own !== undefined) {
    const s = currentState(url);
    const value = pathFor(s, pathKindOf(s, caller));
    if (s._mode.name === 'whatwg' && s._hostStart > s._protocolEnd) {
      // A special scheme but file, and a path from "/": the href with the
      // new path in place is already what the parser makes of it. Its
      // segments hold only "%XX" triplets and code points outside the path
      // percent-encode set (https://url.spec.whatwg.org/#path-state keeps
      // them), "\" encoded, none a dot segment in any spelling ("." and ".."
      // refused, "%" encoded), and there is no drive-letter quirk outside
      // file:; the path before them is a serialized one. (An empty path
      // would read as "/"; a special URL's path is never rootless, so any
      // other starts with "/", which is asked by its length: the value is
      // often a concatenation, which charCodeAt would flatten.) The record
      // is rebuilt when a setter needs it, so only builds that can rebuild
      // it (recordOf) take this.
      if (value.length > 0 && s._mode.recordOf !== undefined) {
        const special = specialSchemeAt(s._href, s._protocolEnd - 1);
        if (special !== null && special !== 'file') {
          replacePath(s, value);
          return url;
        }
      }
      // Another whatwg URL with a host: the href with the new path in its place,
      // parsed. Every path made here starts with "/" (or is empty) and holds
      // no "?", "#", control or space, so the parser reads it from the path
      // start state as the pathname setter would, and the rest of the href
      // reads back as itself; one parse (the fast path for most URLs) costs
      // less than rebuilding the record, the setter and a serialization.
      const href = s._href;
      const next = parseState(s._mode, href.slice(0, s._pathStart) + value + href.slice(pathEndOf(s)), undefined);
      if (!(next instanceof Error)) {
        adoptState(s, next);
        return url;
      }
    }
    // The pathname setter (https://url.spec.whatwg.org/#dom-url-pathname), by
    // the mode's rules: a null record is a value the mode ignores.
    const rec = s._mode.setPathname(s.rec(), value);
    if (rec === null) throw new TypeError(`${caller}: ${quote(s._href)} cannot take the path ${quote(value)}`);
    s.commit(rec);
    return url;
  }
  if (typeof url === 'object' && url !== null) {
    // A URL object of another implementation (a native URL) is a whatwg URL:
    // the path is computed as for one, and set by its own setter.
    const w = stateIn(url, selectMode(undefined) as AnyMode);
    (url as unknown as { pathname: string }).pathname = pathFor(w, pathKindOf(w, caller));
    return url;
  }
  const s = stateIn(url, mode);
  const value = pathFor(s, pathKindOf(s, caller));
  const rec = mode.setPathname(s.rec(), value);
  if (rec === null) throw new TypeError(`${caller}: ${quote(s._href)} cannot take the path ${quote(value)}`);
  s.commit(rec);
  return urlOf(s);
}

/** @internal A polyurl URL with state `s`. */
export function urlOf(s: URLState): URL {
  return urlWithState(URL, s);
}

/**
 * Replaces the URL's path segments: each encoded so that it reads back as
 * itself ("/", "?", "#", "%" and in a special URL "\" percent-encoded; "." and
 * ".." refused by whatwg and lenient, written "%2E" by rfc3986). A URL
 * object is edited in place and returned, as a setter would edit it, and a
 * failed edit throws and leaves it as it was; a string gives a new polyurl URL.
 */
export function setPathSegments<U extends URLLike>(url: U, segments: readonly string[], options?: EditOptions): U;
export function setPathSegments(url: string, segments: readonly string[], options?: EditOptions): URL;
export function setPathSegments(url: EditInput, segments: readonly string[], options?: EditOptions): EditInput {
  const mode = modeFor(options, url);
  return setPath(url, mode, 'setPathSegments', (_s, kind) => pathOfSegments(segments, kind, 'setPathSegments'));
}

/**
 * Appends segments to the URL's path, the path as it is written kept as it
 * is. A path that ends with "/" (an empty last segment) takes the first new
 * segment in that empty one's place, so "https://h/a/" and "https://h/a" both
 * give "https://h/a/b" with "b"; append "" for a trailing "/".
 */
export function appendPathSegments<U extends URLLike>(url: U, ...segments: string[]): U;
export function appendPathSegments(url: string, ...segments: string[]): URL;
export function appendPathSegments(url: EditInput): EditInput {
  const segments: string[] = [];
  for (let i = 1; i < arguments.length; i++) segments.push(arguments[i] as string);
  const mode = modeFor(undefined, url);
  return setPath(url, mode, 'appendPathSegments', (s, kind) => {
    const href = s._href;
    const from = s._pathStart;
    const to = pathEndOf(s);
    if (segments.length === 0) return href.slice(from, to);
    // The path so far without a trailing "/": its empty last segment is replaced.
    const head = to > from && href.charCodeAt(to - 1) === 0x2f ? href.slice(from, to - 1) : href.slice(from, to);
    // The first new segment is the path's first when nothing is before it.
    const leads = head === '';
    if (leads && kind.rootless && toUSVString(segments[0]) === '') {
      throw new TypeError('appendPathSegments: a rootless path cannot begin with an empty segment');
    }
    let out = '';
    for (let i = 0; i < segments.length; i++) {
      const e = encodeSegment(toUSVString(segments[i]), kind, leads && i === 0, 'appendPathSegments');
      out += i === 0 && leads && kind.rootless ? e : '/' + e;
    }
    return head + out;
  });
}


/** pathOfSegments, leaving the legacy RegExp statics as it found them (lib/base/regexp-statics.ts): its checks match regular expressions over the caller's strings. */
export function pathOfSegments(segments: readonly string[], kind: PathKind, caller: string): string {
  return applyKeepingStatics(pathOfSegmentsBody, undefined, arguments);
}
