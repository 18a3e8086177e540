// A shortcut of extractURLs (extract.ts): the lenient URL of a URI of
// running text in the shapes most of them have, written straight from the
// text in one walk instead of by the URL constructor.
//
// Why: the constructor's call sites (the mode's parseInto, the simple-URL
// reader and its host loop, the parser, the serializer) are shared with every
// other URL a program parses, and after other work their type feedback makes
// them slower (bench/extract-growth.mjs, "busy"); these are extraction's own.
//
// The shapes, and why the URL is the constructor's:
// - Written as serialized: a lower-case special scheme other than file,
//   "://", a host of lower-case ASCII labels with "-" only inside (no
//   "xn--" label, not ending in a number), a port without leading zero that is not the scheme's default,
//   and a path, query and fragment of printable ASCII outside their
//   percent-encode sets, with no "." segment, ".." or "%2e" anywhere. The
//   lenient mode reads such input by the verbatim simple-URL reader without
//   clean-up (lib/lenient/mode.ts, startsWithSpecialSlashes; lib/url/simple.ts),
//   which serializes it as itself, with "/" added when nothing follows the
//   host and port (a special URL's path is never empty).
// - The same with a host to map (upper case, non-ASCII, "[IPv6]", an IPv4
//   address, other labels extractURLs keeps) or characters to
//   percent-encode (non-ASCII ones, mostly), when clean-up and inference
//   leave the input as it is (clean.ts, isClean; infer.ts, isKept: checked
//   by the walk itself, which sees every character): the lenient mode then
//   gives the WHATWG parse of it
//   (https://url.spec.whatwg.org/#concept-basic-url-parser, as the parser's
//   encoding simple-URL reader, parseEncodedRecord in lib/url/simple.ts,
//   reads it): the host parser's host, the port as written, each component
//   percent-encoded with its set; unless that host has dots the lenient
//   mode repairs (lenient.ts, hasDotsToRepair), which is left to it.
// - "mailto:" and printable ASCII outside the opaque path's and query's
//   sets: the lenient mode keeps it (isKept) and the verbatim reader
//   serializes it as itself (simpleOpaque).
// spec/extract/canonical.spec.ts compares every answer with the constructor's.
//
// The URL is the constructor's: a state of the lenient mode with the same
// href and offsets (and, as the simple-URL reader leaves it, no record: setters
// rebuild it from the href, lib/api/url-state.ts). A URL is given only when its
// host is one extractURLs keeps (meant.ts): the caller need not ask.
import { URL } from '../api/url.js';
import { urlWithState } from '../api/url-standard.js';
import { URLState } from '../api/url-state.js';
import type { AnyMode } from '../api/url-state.js';
import { writeHrefOffsets } from '../url/href-offsets.js';
import { parseHost } from '../host/host.js';
import { startsXNLabel } from '../idna/punycode.js';
import { specialDefaultPort, specialSchemeAt } from '../url/schemes.js';
import { isEncodedDotAt } from '../url/paths.js';
import { percentEncodeRange } from '../encoding/percent.js';
import { FRAGMENT_SET, PATH_SET, QUERY_SET, SPECIAL_QUERY_SET } from '../encoding/sets.js';
import { isWhiteSpace, shortSchemeSlashes } from '../lenient/clean.js';
import { isDot } from '../lenient/infer.js';
import { isMeantHost, isPlainHost } from './meant.js';

/**
 * The length of the lower-case special scheme other than file that `s`
 * starts with, followed by "://" (http, https, ws, wss, ftp), or 0.
 */
function specialSchemeLength(s: string): number {
  const colon = shortSchemeSlashes(s);
  const scheme = colon > 1 ? specialSchemeAt(s, colon) : null;
  return scheme !== null && scheme !== 'file' ? colon : 0;
}

/**
 * Whether non-ASCII `c` keeps the input clean (clean.ts, isClean: no
 * whitespace, nor U+200B or U+FEFF, which are trimmed at the ends) and
 * `next` makes no dots to repair with it (infer.ts, isKept: two isDot in a row).
 */
function isKeptNonASCII(c: number, next: number): boolean {
  return !(isWhiteSpace(c) || c === 0x200b || c === 0xfeff || (isDot(c) && isDot(next)));
}

/**
 * The end of the component of `s` from `i` to the first of `stop1`,
 * `stop2` or the end, or -1 for a character that declines the shortcut:
 * whitespace or a control, "\\" in a path (`path`: a separator of special
 * URLs), two dots in a row (isDot), "%2e", or a "." segment. `needs[0]` is
 * set to 1 when a character of the component is in `set` or not ASCII (to
 * be encoded).
 */
function componentEnd(s: string, i: number, stop1: number, stop2: number, set: number[], path: boolean, needs: number[]): number {
  const n = s.length;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === stop1 || c === stop2) break;
    if (c >= 0x80) {
      if (!isKeptNonASCII(c, s.charCodeAt(i + 1))) return -1;
      needs[0] = 1;
    } else if (c <= 0x20 || c === 0x7f) {
      return -1;
    } else if (c === 0x2e) {
      const next = s.charCodeAt(i + 1);
      // https://url.spec.whatwg.org/#single-dot-path-segment
      if (isDot(next) || (path && s.charCodeAt(i - 1) === 0x2f && (i + 1 === n || next === 0x2f || next === 0x3f || next === 0x23))) return -1;
    } else if (c === 0x25) {
      if (isEncodedDotAt(s, i)) return -1;
    } else if (path && c === 0x5c) {
      return -1;
    } else if (set[c] === 1) {
      needs[0] = 1;
    }
  }
  return i;
}

/**
 * The lenient URL of `s` when `s` has one of the shapes above (the URL that
 * `new URL(s, undefined, { mode: 'lenient' })` gives, with `mode` that
 * mode) and a host extractURLs keeps, else null: then the caller asks the
 * constructor. `hosts`: the call's HostCache, or null.
 */
export function canonicalURL(s: string, mode: AnyMode, hosts: HostCache | null): URL | null {
  const colon = specialSchemeLength(s);
  if (colon === 0) return s.charCodeAt(0) === 0x6d ? mailtoURL(s, mode) : null;
  const n = s.length;
  const hostStart = colon + 3;
  // https://url.spec.whatwg.org/#host-state: up to "/", "?", "#" or ":"
  // ("\\" and "@" decline). Lower-case ASCII labels with "-" inside, none
  // empty, the last starting with a letter (the shape of a top-level domain,
  // which never ends in a number), none "xn--", are written as they are; any
  // other host (upper case, non-ASCII, "[", a last label that may be a
  // number: host/ipv4.ts, endsInANumber) goes to the host parser.
  let i = hostStart;
  let labelStart = i;
  let c = 0;
  let mapped = false;
  let unicode = false;
  if (s.charCodeAt(i) === 0x5b) {
    i = s.indexOf(']', i) + 1;
    if (i === 0) return null;
    mapped = true;
  } else {
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) continue;
      if (c === 0x2d) {
        if (i === labelStart) mapped = true;
      } else if (c === 0x2e) {
        // (Dots to repair: first, or two in a row.)
        if (i === hostStart || isDot(s.charCodeAt(i + 1))) return null;
        if (s.charCodeAt(i - 1) === 0x2d || startsXNLabel(s, labelStart)) mapped = true;
        labelStart = i + 1;
      } else if (c >= 0x80) {
        if (!isKeptNonASCII(c, s.charCodeAt(i + 1)) || (i === hostStart && isDot(c))) return null;
        mapped = unicode = true;
      } else if (c >= 0x41 && c <= 0x5a) {
        mapped = true;
      } else {
        break;
      }
    }
    if (i === hostStart) return null;
    if (i === labelStart || s.charCodeAt(i - 1) === 0x2d || startsXNLabel(s, labelStart) || s.charCodeAt(labelStart) < 0x61) mapped = true;
  }
  const hostEnd = i;
  c = i < n ? s.charCodeAt(i) : 0;
  if (i < n && c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x3a) return null;
  // https://url.spec.whatwg.org/#port-state: digits, serialized as written
  // when there is no leading zero and it is not the default.
  let portEnd = hostEnd;
  if (c === 0x3a) {
    let value = 0;
    for (i++; i < n && (c = s.charCodeAt(i)) >= 0x30 && c <= 0x39; i++) value = value * 10 + c - 0x30;
    if (i === hostEnd + 1 || i - hostEnd > 6 || s.charCodeAt(hostEnd + 1) === 0x30 || value > 0xffff || value === specialDefaultPort(s.charCodeAt(0), colon)) return null;
    if (i < n && c !== 0x2f && c !== 0x3f && c !== 0x23) return null;
    portEnd = i;
  }
  // https://url.spec.whatwg.org/#path-state, #query-state, #fragment-state
  const needs = [0];
  const pathStart = i;
  const pathEnd = componentEnd(s, i, 0x3f, 0x23, PATH_SET, true, needs);
  if (pathEnd < 0) return null;
  let queryStart = -1;
  let queryEnd = pathEnd;
  if (s.charCodeAt(pathEnd) === 0x3f) {
    queryStart = pathEnd;
    queryEnd = componentEnd(s, pathEnd + 1, 0x23, 0x23, SPECIAL_QUERY_SET, false, needs);
    if (queryEnd < 0) return null;
  }
  let hashStart = -1;
  if (queryEnd < n) {
    hashStart = queryEnd;
    if (componentEnd(s, queryEnd + 1, -1, -1, FRAGMENT_SET, false, needs) < 0) return null;
  }
  if (!mapped && needs[0] === 0) {
    // Written as serialized ("/" added for an empty path: https://url.spec.whatwg.org/#path-start-state).
    if (pathStart < pathEnd) return urlOf(mode, s, colon, hostEnd, portEnd, pathStart, queryStart, hashStart);
    if (pathEnd === n) return urlOf(mode, s + '/', colon, hostEnd, portEnd, n, -1, -1);
  }
  // The walk saw every character: the input is clean and kept (no
  // whitespace, no dots to repair, nothing before the host), so the lenient
  // mode reads it as the WHATWG parser does.
  let host = s.slice(hostStart, hostEnd);
  if (mapped) {
    if (!(isPlainHost(s, hostStart) || isMeantHost(s, hostStart))) return null;
    const parsed = hostOf(host, hosts);
    // (Only IDNA mapping makes dots the input did not have: isKept saw none to repair.)
    if (parsed === null || (unicode && (parsed.charCodeAt(0) === 0x2e || parsed.indexOf('..') >= 0))) return null;
    // (An address written as serialized, "[2001:db8::1]" or "192.0.2.1", and
    // nothing to encode: the href is the input, one string instead of five.)
    if (needs[0] === 0 && pathStart < pathEnd && parsed === host) return urlOf(mode, s, colon, hostEnd, portEnd, pathStart, queryStart, hashStart);
    host = parsed;
  }
  let href = s.slice(0, hostStart) + host + s.slice(hostEnd, portEnd);
  const serializedPortEnd = href.length;
  href += pathStart === pathEnd ? '/' : percentEncodeRange(s, pathStart, pathEnd, PATH_SET);
  const serializedQueryStart = queryStart < 0 ? -1 : href.length;
  if (queryStart >= 0) href += '?' + percentEncodeRange(s, queryStart + 1, queryEnd, SPECIAL_QUERY_SET);
  const serializedHashStart = hashStart < 0 ? -1 : href.length;
  if (hashStart >= 0) href += '#' + percentEncodeRange(s, hashStart + 1, n, FRAGMENT_SET);
  return urlOf(mode, href, colon, hostStart + host.length, serializedPortEnd, serializedPortEnd, serializedQueryStart, serializedHashStart);
}

/**
 * The host parser's results for hosts as written, for one extractURLs call
 * (a text names the same hosts again and again, and IDNA costs
 * microseconds per host): at most HOST_CACHE_SIZE of them, then no more.
 */
export type HostCache = Map<string, string | null>;

const HOST_CACHE_SIZE = 256;

/** https://url.spec.whatwg.org/#concept-host-parser of a special URL's host, through `hosts`. */
function hostOf(host: string, hosts: HostCache | null): string | null {
  if (hosts === null) return parseHost(host, false, null);
  let parsed = hosts.get(host);
  if (parsed === undefined) {
    parsed = parseHost(host, false, null);
    if (hosts.size < HOST_CACHE_SIZE) hosts.set(host, parsed);
  }
  return parsed;
}

/**
 * "mailto:" with an address ("@" after its first character), then printable
 * ASCII outside the sets of https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
 * (no space), the query (non-special) and the fragment, not "/" first.
 */
function mailtoURL(s: string, mode: AnyMode): URL | null {
  if (s.charCodeAt(6) !== 0x3a || !startsMailto(s) || s.indexOf('@', 6) <= 7 || s.charCodeAt(7) === 0x2f) return null;
  const n = s.length;
  let query = -1;
  let hash = -1;
  for (let i = 7; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f) return null;
    if (c === 0x23 && hash < 0) {
      hash = i;
    } else if (c === 0x3f && query < 0 && hash < 0) {
      query = i;
    } else if (hash >= 0 ? FRAGMENT_SET[c] === 1 : query >= 0 && QUERY_SET[c] === 1) {
      return null;
    }
  }
  // (The opaque path takes every printable ASCII character but "?" and "#", which end it.)
  const state = new URLState(mode);
  writeHrefOffsets(state, s, 7, 7, 7, 7, 7, 7, query, hash);
  return urlWithState(URL, state);
}

/** Whether `s` starts with "mailto" (lower case), compared in place. */
function startsMailto(s: string): boolean {
  for (let k = 0; k < 6; k++) if (s.charCodeAt(k) !== MAILTO.charCodeAt(k)) return false;
  return true;
}

const MAILTO = 'mailto';

/** A URL of `mode` whose state holds this serialization (no record: as the simple-URL reader leaves it). */
function urlOf(mode: AnyMode, href: string, colon: number, hostEnd: number, portEnd: number, pathStart: number, queryStart: number, hashStart: number): URL {
  const state = new URLState(mode);
  const hostStart = colon + 3;
  writeHrefOffsets(state, href, colon + 1, hostStart, hostStart, hostEnd, portEnd, pathStart, queryStart, hashStart);
  return urlWithState(URL, state);
}
