// The character classes of a simple URL (lib/url/simple.ts) as a table, and
// the scans over it. Not regular expressions: a successful match would leave
// the caller's string in the realm's legacy RegExp statics (RegExp.input,
// lastMatch, ...), readable by any script, and these run on every URL.
// Every class stops before the delimiter that follows it, so each shape is
// read in one left-to-right pass without backtracking.
//
// Classes (printable ASCII only):
//   PATH      path code point, "/" included     [!$-;=@-\[\]_a-z|~]
//   SQUERY    special query                      [!$-&(-;=?-~]
//   QUERY     query                              [!$-;=?-~]
//   FRAGMENT  fragment                           [!#-;=?-_a-~]
//   OPAQUE    opaque path                        [ -"$->@-~]
//   HOST      plain host                         [\w.\-]
//   IPV6      inside "[...]"                     [\da-fA-F:.]
//   SCHEME    after a scheme's first letter      [a-z\d+.\-]
import { charCodeAt } from '../base/infra.js';

export const PATH = 1;
export const SQUERY = 2;
const QUERY = 4;
export const FRAGMENT = 8;
const OPAQUE = 16;
export const HOST = 32;
export const IPV6 = 64;
const SCHEME = 128;

function classTable(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    let k = 0;
    const digit = c >= 0x30 && c <= 0x39;
    const lower = c >= 0x61 && c <= 0x7a;
    const upper = c >= 0x41 && c <= 0x5a;
    if (c === 0x21 || (c >= 0x24 && c <= 0x3b) || c === 0x3d || (c >= 0x40 && c <= 0x5b) || c === 0x5d || c === 0x5f || lower || c === 0x7c || c === 0x7e) k |= PATH;
    if (c === 0x21 || (c >= 0x24 && c <= 0x26) || (c >= 0x28 && c <= 0x3b) || c === 0x3d || (c >= 0x3f && c <= 0x7e)) k |= SQUERY;
    if (c === 0x21 || (c >= 0x24 && c <= 0x3b) || c === 0x3d || (c >= 0x3f && c <= 0x7e)) k |= QUERY;
    if (c === 0x21 || (c >= 0x23 && c <= 0x3b) || c === 0x3d || (c >= 0x3f && c <= 0x5f) || (c >= 0x61 && c <= 0x7e)) k |= FRAGMENT;
    if ((c >= 0x20 && c <= 0x22) || (c >= 0x24 && c <= 0x3e) || (c >= 0x40 && c <= 0x7e)) k |= OPAQUE;
    if (digit || lower || upper || c === 0x5f || c === 0x2e || c === 0x2d) k |= HOST;
    if (digit || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46) || c === 0x3a || c === 0x2e) k |= IPV6;
    if (digit || lower || c === 0x2b || c === 0x2e || c === 0x2d) k |= SCHEME;
    t[c] = k;
  }
  return t;
}
export const CLASSES: Uint8Array = classTable();

/** The end of the run of `cls` code points of `s` from `i`. */
export function span(s: string, i: number, cls: number): number {
  const n = s.length;
  let c: number;
  while (i < n && (c = charCodeAt.call(s, i)) < 128 && (CLASSES[c] & cls) !== 0) i++;
  return i;
}

/** From i: [query] [fragment] to the end, "?" QCLASS* then "#" FRAGMENT*. */
function tailShape(s: string, i: number, query: number): boolean {
  if (charCodeAt.call(s, i) === 0x3f) i = span(s, i + 1, query);
  if (charCodeAt.call(s, i) === 0x23) i = span(s, i + 1, FRAGMENT);
  return i === s.length;
}

/** An opaque-path URL: [a-z] SCHEME* ":" OPAQUE* ["?" QUERY*] ["#" FRAGMENT*], all of s. */
export function opaqueShape(s: string): boolean {
  const c0 = charCodeAt.call(s, 0);
  if (c0 < 0x61 || c0 > 0x7a) return false;
  const i = span(s, 1, SCHEME);
  return charCodeAt.call(s, i) === 0x3a && tailShape(s, span(s, i + 1, OPAQUE), QUERY);
}

/** A reference of path code points, then a special query and a fragment: PATH* ["?" SQUERY*] ["#" FRAGMENT*], all of s. */
export function referenceShape(s: string): boolean {
  return tailShape(s, span(s, 0, PATH), SQUERY);
}

/** A ":" or "|" before any "?" or "#": what may make a Windows drive letter of a file URL's path. */
export function hasDriveHint(s: string): boolean {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = charCodeAt.call(s, i);
    if (c === 0x3a || c === 0x7c) return true;
    if (c === 0x3f || c === 0x23) return false;
  }
  return false;
}
