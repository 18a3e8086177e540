// Reader of the number encoding that scripts/gen-idna.mjs writes for the
// IDNA table (idna/table.ts) and the NFC fallback data
// (idna/nfc-data.ts): digits 0..63, each one character of DIGITS; a number
// is its continuation digits (48..63: the number divided by 48, in base 16),
// most significant first, then one final digit (0..47: the number modulo 48).
import { DIGITS } from './table.js';

/** A read position in an encoded string. */
export interface Cursor {
  i: number;
}

/** The value of the digit at index `i` of `s`. */
export function digitAt(s: string, i: number): number {
  return DIGITS.indexOf(s.charAt(i));
}

/** Reads the number at `pos.i` in `s` and moves past it. */
export function readVarint(s: string, pos: Cursor): number {
  let n = 0;
  for (;;) {
    const d = digitAt(s, pos.i++);
    if (d < 48) return n * 48 + d;
    n = n * 16 + d - 48;
  }
}

/** The signed number that the generator's zigzag(n) wrote. */
export function unzigzag(n: number): number {
  // (The numbers are far below 2^31: the bit operations are exact.)
  return (n >> 1) ^ -(n & 1);
}
