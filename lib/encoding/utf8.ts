// UTF-8 encode and decode without TextEncoder/TextDecoder (absent from ES5
// engines). https://encoding.spec.whatwg.org/#utf-8

import { fromCharCodes, pushCodeUnits, scalarValueAt } from '../base/infra.js';

/**
 * https://encoding.spec.whatwg.org/#utf-8-encode over a JavaScript string.
 * Lone surrogates are encoded as U+FFFD (EF BF BD), as for a USVString.
 */
/** Appends the UTF-8 bytes of s[start, end) to `out`. A surrogate pair split by `end` counts as lone. */
export function utf8EncodeInto(s: string, start: number, end: number, out: number[]): void {
  for (let i = start; i < end; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    c = scalarValueAt(s, i, end);
    if (c > 0xffff) i++;
    // 2, 3 or 4 bytes: the lead byte (110xxxxx, 1110xxxx or 11110xxx), then
    // continuation bytes of 6 bits each (10xxxxxx).
    const n = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
    out.push(((0xff00 >> (n + 1)) & 0xff) | (c >> (6 * n)));
    for (let k = 6 * (n - 1); k >= 0; k -= 6) out.push(0x80 | ((c >> k) & 0x3f));
  }
}

/**
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom of bytes[start, end):
 * every maximal ill-formed subsequence becomes one U+FFFD, as the Encoding
 * Standard's UTF-8 decoder (error mode "replacement") does.
 */
export function utf8DecodeWithoutBOM(bytes: number[], start?: number, end?: number): string {
  let i = start === undefined ? 0 : start;
  const n = end === undefined ? bytes.length : end;
  const units: number[] = [];
  // The decoder's state: UTF-8 bytes needed and seen, the code point so
  // far, and the bounds of the next byte.
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xbf;
  while (i < n) {
    const b = bytes[i];
    if (needed === 0) {
      i++;
      if (b <= 0x7f) {
        units.push(b);
      } else if (b < 0xc2 || b > 0xf4) {
        units.push(0xfffd);
      } else {
        // C2–DF, E0–EF, F0–F4: 1, 2 or 3 bytes to come.
        needed = b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
        cp = b & (0x3f >> needed);
        if (b === 0xe0) lower = 0xa0;
        else if (b === 0xed) upper = 0x9f;
        else if (b === 0xf0) lower = 0x90;
        else if (b === 0xf4) upper = 0x8f;
      }
    } else {
      const inRange = b >= lower && b <= upper;
      lower = 0x80;
      upper = 0xbf;
      if (!inRange) {
        // The byte is not consumed: it starts the next sequence.
        needed = seen = 0;
        units.push(0xfffd);
      } else {
        i++;
        cp = (cp << 6) | (b & 0x3f);
        if (++seen === needed) {
          pushCodeUnits(units, cp);
          needed = seen = 0;
        }
      }
    }
  }
  if (needed !== 0) units.push(0xfffd);
  return fromCharCodes(units);
}
