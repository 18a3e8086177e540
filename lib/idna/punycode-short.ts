// Punycode encoding (RFC 3492 §6.3) for the labels of real hosts. The compact
// builds replace this module with idna/punycode-short.compact.ts (the counting
// encoder of punycode.ts alone: smaller).
import { codePointAt } from '../base/infra.js';
import { adapt, Bootstring, deltaDigits, punycodeEncode } from './punycode.js';

// Labels up to this many UTF-16 code units take the rescanning loop
// (encodeByRescan), a pass over the label per distinct non-basic code point
// (no code point array, no sort); longer ones, hostile labels among them,
// the counting loop (punycodeEncode), O(n log n), so no input is quadratic.
// The limit is the length up to which the rescans are never slower than the
// counting loop, even on their worst case (all code units distinct and
// non-basic).
const RESCAN_MAX_LENGTH = 32;

/**
 * RFC 3492 §6.3 encoding procedure over the code points of `label` (without
 * prefix). Returns null on overflow.
 */
export function encodeLabel(label: string): string | null {
  return label.length <= RESCAN_MAX_LENGTH ? encodeByRescan(label) : punycodeEncode(label);
}

/**
 * RFC 3492 §6.3 as written: for each code point value m, a rescan of the
 * whole label, which also finds the next m (one pass per distinct non-basic
 * code point). Quadratic in the label length, so only for short labels
 * (encodeLabel); no array.
 */
export function encodeByRescan(input: string): string | null {
  const len = input.length;
  let out = '';
  let b = 0;
  // "let m = the minimum {non-basic} code point >= n in the input"; none
  // left (U+110000) is "h = the length of the input"
  let m = 0x110000;
  // "handle the basic code points"
  for (let j = 0; j < len; j++) {
    const c = codePointAt(input, j, len);
    if (c < 0x80) {
      out += input.charAt(j);
      b++;
    } else if (c < m) m = c;
    if (c > 0xffff) j++;
  }
  let h = b;
  // "if b > 0 then output a delimiter"
  if (b > 0) out += '-';
  let n: number = Bootstring.InitialN;
  let delta = 0;
  let bias: number = Bootstring.InitialBias;
  while (m < 0x110000) {
    // (Overflow is checked before delta is output: it only grows until
    // then, and stays exact below 2^53.)
    delta += (m - n) * (h + 1);
    n = m;
    m = 0x110000;
    for (let j = 0; j < len; j++) {
      const c = codePointAt(input, j, len);
      if (c > 0xffff) j++;
      // "if c < n then increment delta"
      if (c < n) delta++;
      else if (c > n) {
        if (c < m) m = c;
      } else {
        if (delta > Bootstring.MaxInt) return null;
        out += deltaDigits(delta, bias);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    // "increment delta and n"
    delta++;
    n++;
  }
  return out;
}
