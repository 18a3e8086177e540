// Reader of the number encoding that scripts/gen-idna.mjs writes for the
// IDNA table (host/idna-table.ts) and the NFC fallback data
// (legacy/nfc-data.ts): base-32 digits, most significant first, in the 64
// characters U+0030..U+0070 without the backslash; the first 32 end a number.

/** A read position in an encoded string. */
export interface Cursor {
  i: number;
}

/** Reads the number at `pos.i` in `s` and moves past it. */
export function readVarint(s: string, pos: Cursor): number {
  let n = 0;
  for (;;) {
    let d = s.charCodeAt(pos.i++) - 0x30;
    if (d > 44) d--; // the alphabet skips "\" (U+005C)
    if (d < 32) return n * 32 + d;
    n = n * 32 + d - 32;
  }
}

/** The signed number that the generator's zigzag(n) wrote. */
export function unzigzag(n: number): number {
  return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
}
