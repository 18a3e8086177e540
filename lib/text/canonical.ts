// A shortcut of extractURLs (extract.ts) for the URIs of running text that
// are already in the form the lenient mode serializes them in: most of them.
//
// For a string that starts with a lower-case special scheme other than file
// and "://", with no host starting with "." and no ".." anywhere, the lenient
// mode runs the whatwg fast path (lib/modes/lenient.ts, startsWithSpecialSlashes;
// lib/whatwg/fast.ts), which serializes
//   scheme "://" host [":" port] [path] ["?" query] ["#" fragment]
// as the input itself when the host is ASCII lower case (no "xn--" label,
// not ending in a number), the port has no leading zero and is not the
// scheme's default, every character is in its component's class (nothing to
// percent-encode) and the path has no dot segment ("." or "%2e"), and as the
// input and "/" when there is nothing after the host and port (the
// special path is never empty). This module recognizes exactly such input
// (a subset of what the fast path takes, checked by spec/text/canonical.spec.ts
// against the constructor on every bench text) in one walk, and gives the
// URL those offsets without the constructor: the constructor's
// call sites (the mode's parseInto, the fast path, the host loop) are
// shared with every other URL a program parses, and after other work their
// type feedback makes them slower (bench/extract-growth.mjs, "busy"); these
// are extraction's own. The URL is the same: a state with the lenient mode,
// no record, the same href and offsets.
//
// The host is also one extractURLs keeps in running text (extract.ts,
// isMeant): labels of ASCII lower-case letters and digits with "-" inside,
// none empty.
import { URL } from '../url.js';
import { adopt, BARE } from '../url-standard.js';
import { URLState } from '../url-state.js';
import type { AnyMode } from '../url-state.js';
import { writeHrefOffsets } from '../href-offsets.js';

/**
 * The length of the lower-case special scheme other than file that `s`
 * starts with, followed by "://" (http, https, ws, wss, ftp), or 0.
 */
function specialSchemeLength(s: string): number {
  const c0 = s.charCodeAt(0);
  let colon = 0;
  if (c0 === 0x68) {
    // http, https
    if (s.charCodeAt(1) !== 0x74 || s.charCodeAt(2) !== 0x74 || s.charCodeAt(3) !== 0x70) return 0;
    colon = s.charCodeAt(4) === 0x73 ? 5 : 4;
  } else if (c0 === 0x77) {
    // ws, wss
    if (s.charCodeAt(1) !== 0x73) return 0;
    colon = s.charCodeAt(2) === 0x73 ? 3 : 2;
  } else if (c0 === 0x66) {
    // ftp
    if (s.charCodeAt(1) !== 0x74 || s.charCodeAt(2) !== 0x70) return 0;
    colon = 3;
  } else {
    return 0;
  }
  return s.charCodeAt(colon) === 0x3a && s.charCodeAt(colon + 1) === 0x2f && s.charCodeAt(colon + 2) === 0x2f ? colon : 0;
}

/**
 * https://url.spec.whatwg.org/#default-port of the scheme of length `colon`
 * starting with `c0` (as specialSchemeLength found it).
 */
function defaultPortOf(c0: number, colon: number): number {
  return c0 === 0x66 ? 21 : colon === 5 || colon === 3 ? 443 : 80;
}

// The printable ASCII characters that need no percent-encoding, by component
// (https://url.spec.whatwg.org/#path-percent-encode-set and the others;
// "?" and "#" are the delimiters after a path, "#" after a query; "\\" is a
// path separator of special URLs):
//   path      [!$-;=@-\[\]_a-z|~]
//   query     [!$-&(-;=?-~]       (the special-query set: no "'")
//   fragment  [!#-;=?-_a-~]
function isPathChar(c: number): boolean {
  return c >= 0x61 ? c <= 0x7a || c === 0x7c || c === 0x7e : c >= 0x40 ? c !== 0x5c && c !== 0x5e && c !== 0x60 : c >= 0x24 ? c <= 0x3b || c === 0x3d : c === 0x21;
}

function isQueryChar(c: number): boolean {
  return c >= 0x3f ? c <= 0x7e : c >= 0x28 ? c !== 0x3c && c !== 0x3e : c === 0x21 || (c >= 0x24 && c <= 0x26);
}

function isFragmentChar(c: number): boolean {
  return c >= 0x61 ? c <= 0x7e : c >= 0x3f ? c !== 0x60 : c >= 0x23 ? c !== 0x3c && c !== 0x3e : c === 0x21;
}

/**
 * The lenient URL of `s` when `s` is in the form above (the URL that
 * `new URL(s, undefined, { mode: 'lenient' })` gives, with `mode` that
 * mode), else null: then the constructor decides.
 */
export function canonicalURL(s: string, mode: AnyMode): URL | null {
  const colon = specialSchemeLength(s);
  if (colon === 0) return null;
  const n = s.length;
  const hostStart = colon + 3;
  // https://url.spec.whatwg.org/#host-state: labels of [a-z0-9] with "-"
  // inside, none empty; the last starts with a letter (not a number:
  // https://url.spec.whatwg.org/#ends-in-a-number-checker), none "xn--".
  let i = hostStart;
  let labelStart = i;
  let c = 0;
  for (; ; i++) {
    c = i < n ? s.charCodeAt(i) : 0x2f;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) continue;
    if (c === 0x2d) {
      if (i === labelStart) return null;
      continue;
    }
    if (i === labelStart || s.charCodeAt(i - 1) === 0x2d) return null;
    if (s.charCodeAt(labelStart + 2) === 0x2d && s.charCodeAt(labelStart + 3) === 0x2d && s.charCodeAt(labelStart) === 0x78 && s.charCodeAt(labelStart + 1) === 0x6e) return null;
    if (c !== 0x2e) break;
    labelStart = i + 1;
  }
  if (s.charCodeAt(labelStart) < 0x61) return null;
  const hostEnd = i;
  // https://url.spec.whatwg.org/#port-state: digits, serialized as written
  // when there is no leading zero and it is not the default.
  let portEnd = hostEnd;
  if (c === 0x3a) {
    let value = 0;
    for (i++; i < n && (c = s.charCodeAt(i)) >= 0x30 && c <= 0x39; i++) value = value * 10 + c - 0x30;
    if (i === hostEnd + 1 || i - hostEnd > 6 || s.charCodeAt(hostEnd + 1) === 0x30 || value > 0xffff || value === defaultPortOf(s.charCodeAt(0), colon)) return null;
    portEnd = i;
    c = i < n ? c : 0x2f;
  }
  const pathStart = i;
  // https://url.spec.whatwg.org/#path-start-state: nothing after the host
  // and port is the path "/".
  if (i === n) return urlOf(mode, s + '/', colon, hostEnd, portEnd, n, -1, -1);
  if (c !== 0x2f) return null;
  // https://url.spec.whatwg.org/#path-state: no "." segment (".." is
  // declined anywhere, as the lenient mode's shortcut declines it) and no
  // "%2e", which the state machine decides.
  for (i++; i < n; i++) {
    c = s.charCodeAt(i);
    if (!isPathChar(c)) break;
    if (c === 0x2e) {
      const next = s.charCodeAt(i + 1);
      if (next === 0x2e || (s.charCodeAt(i - 1) === 0x2f && (i + 1 === n || next === 0x2f || next === 0x3f || next === 0x23))) return null;
    } else if (c === 0x25 && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65) {
      return null;
    }
  }
  let queryStart = -1;
  if (i < n && c === 0x3f) {
    queryStart = i;
    for (i++; i < n && isQueryChar((c = s.charCodeAt(i))); i++) if (c === 0x2e && s.charCodeAt(i + 1) === 0x2e) return null;
  }
  let hashStart = -1;
  if (i < n && c === 0x23) {
    hashStart = i;
    for (i++; i < n && isFragmentChar((c = s.charCodeAt(i))); i++) if (c === 0x2e && s.charCodeAt(i + 1) === 0x2e) return null;
  }
  return i < n ? null : urlOf(mode, s, colon, hostEnd, portEnd, pathStart, queryStart, hashStart);
}

/** A URL of `mode` whose state holds this serialization (no record: as the mode's fast path leaves it). */
function urlOf(mode: AnyMode, href: string, colon: number, hostEnd: number, portEnd: number, pathStart: number, queryStart: number, hashStart: number): URL {
  const state = new URLState(mode);
  const hostStart = colon + 3;
  writeHrefOffsets(state, href, colon + 1, hostStart, hostStart, hostStart, hostEnd, portEnd, pathStart, queryStart, hashStart);
  return adopt(new URL(BARE as unknown as string), state);
}
