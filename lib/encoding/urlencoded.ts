// The application/x-www-form-urlencoded format.
// https://url.spec.whatwg.org/#application/x-www-form-urlencoded
//
// Lists are flat: [name0, value0, name1, value1, …], as URLSearchParams keeps
// them, so no tuple arrays are allocated.

import { percentDecodeString, percentEncodeString } from './percent.js';
import { FORM_URLENCODED_SET } from './sets.js';

// No regular expressions here: a successful match would leave a name or
// value in the legacy RegExp statics (RegExp.input, lastMatch, ...).

// What the application/x-www-form-urlencoded percent-encode set leaves alone
// (ASCII alphanumerics, "*", "-", ".", "_"): a string of only these is its
// own encoding, told by a loop that builds nothing (percentEncodeString
// would scan the same and return its argument, but through more steps).
function isFormSafe(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f || FORM_URLENCODED_SET[c] === 1) return false;
  }
  return true;
}

// One name or value: "+" → space, then percent-decode and UTF-8 decode
// without BOM. Input with neither "%" nor "+" comes out unchanged (input is a
// scalar value string, so UTF-8 encode/decode would be the identity), which
// is nearly every real query.
function decodeComponent(s: string): string {
  const hasPercent = s.indexOf('%') !== -1;
  if (s.indexOf('+') !== -1) s = s.split('+').join(' ');
  return hasPercent ? percentDecodeString(s) : s;
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser
 *
 * `input` is the string the spec would UTF-8 encode first; it should be a
 * scalar value string (a USVString), as every caller passes.
 */
export function parseUrlencoded(input: string): string[] {
  const out: string[] = [];
  const n = input.length;
  let start = 0;
  // Position of the next "=" at or after start (n when none is left), kept
  // across sequences so "a&a&a…" without "=" is not rescanned: linear time.
  let eq = -1;
  // 1. Let sequences be the result of splitting input on 0x26 (&).
  while (start <= n) {
    let end = input.indexOf('&', start);
    if (end === -1) end = n;
    // 3.1. If bytes is the empty byte sequence, then continue.
    if (end > start) {
      // 3.2–3.3. Split on the first "=": name before it, value after it;
      // without "=", the whole sequence is the name and the value is empty.
      if (eq < start) {
        eq = input.indexOf('=', start);
        if (eq === -1) eq = n;
      }
      if (eq < end) {
        out.push(decodeComponent(input.slice(start, eq)), decodeComponent(input.slice(eq + 1, end)));
      } else {
        out.push(decodeComponent(input.slice(start, end)), '');
      }
    }
    start = end + 1;
  }
  return out;
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer
 * (encoding is always UTF-8.) `list` is flat: [name0, value0, …].
 */
export function serializeUrlencoded(list: string[]): string {
  let output = '';
  for (let i = 0; i < list.length; i += 2) {
    // percentEncodeString returns its argument unchanged when nothing needs
    // encoding, so plain names and values cost one scan and no copy.
    const n = list[i];
    const v = list[i + 1];
    const name = isFormSafe(n) ? n : percentEncodeString(n, FORM_URLENCODED_SET, true);
    const value = isFormSafe(v) ? v : percentEncodeString(v, FORM_URLENCODED_SET, true);
    output += (i === 0 ? '' : '&') + name + '=' + value;
  }
  return output;
}
