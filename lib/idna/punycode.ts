// Punycode, RFC 3492 (Bootstring with the parameters of §5), over UTF-16
// strings. Used by UTS #46 for "xn--" labels; ES5-safe (charCodeAt, number[]).
//
// Both functions return null on failure (invalid input or overflow) instead
// of throwing, as the URL algorithms expect.

import { codePointAt, fromCharCodes, pushCodeUnits } from '../base/infra.js';

// RFC 3492 §5: parameter values for Punycode (a const enum: inlined).
export const enum Bootstring {
  Base = 36,
  TMin = 1,
  TMax = 26,
  Skew = 38,
  Damp = 700,
  InitialBias = 72,
  InitialN = 0x80,
  // Overflow guard (RFC 3492 §6.4): all arithmetic stays below 2^53, and
  // code points stop at U+10FFFF.
  MaxInt = 0x7fffffff,
}

// The numbers divided here are never negative and at most MaxInt (the
// callers check delta first; 2 * (MaxInt >> 1) too is below 2^31), so
// (x / y) | 0 is their floor.

/** RFC 3492 §6.1: bias adaptation function. @internal */
export function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? (delta / Bootstring.Damp) | 0 : delta >> 1;
  delta += (delta / numPoints) | 0;
  let k = 0;
  while (delta > ((Bootstring.Base - Bootstring.TMin) * Bootstring.TMax) >> 1) {
    delta = (delta / (Bootstring.Base - Bootstring.TMin)) | 0;
    k += Bootstring.Base;
  }
  return k + ((((Bootstring.Base - Bootstring.TMin + 1) * delta) / (delta + Bootstring.Skew)) | 0);
}

// RFC 3492 §6.2 and §6.3: the threshold t of the digit at k (a multiple of
// base), "clamped to the range tmin through tmax".
function threshold(k: number, bias: number): number {
  return k <= bias ? Bootstring.TMin : k >= bias + Bootstring.TMax ? Bootstring.TMax : k - bias;
}

/**
 * Whether s[i, i + 4) is "xn--", ASCII case-insensitively: the ACE prefix
 * of a Punycode label (RFC 3490 §5) at the start of a label. (The labels of
 * UTS #46 processing are lower case already: its step 1 maps every
 * upper-case ASCII letter, and the mapped values are lower case.)
 */
export function startsXNLabel(s: string, i: number): boolean {
  return (s.charCodeAt(i) | 0x20) === 0x78 && (s.charCodeAt(i + 1) | 0x20) === 0x6e && s.charCodeAt(i + 2) === 0x2d && s.charCodeAt(i + 3) === 0x2d;
}

// RFC 3492 §5: digit values 0–25 are a–z (or A–Z), 26–35 are 0–9.
function digitValue(c: number): number {
  // c | 0x20 is the lower case of an ASCII letter, and no other code unit
  // becomes a lower-case letter by it.
  const lower = c | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) return lower - 0x61;
  if (c >= 0x30 && c <= 0x39) return c - 22;
  return Bootstring.Base;
}

// RFC 3492 §5: the digit values 0–25 are "a"–"z" and 26–35 are "0"–"9"
// (lower case, as UTS #46 wants).
function digitChar(d: number): string {
  return String.fromCharCode(d + (d < 26 ? 0x61 : 22));
}

/** UTF-16 string → code points (a lone surrogate stays a code point of its own). */
export function toCodePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = codePointAt(s, i, s.length);
    out.push(c);
    if (c > 0xffff) i++;
  }
  return out;
}

/** Code points → UTF-16 string. */
export function fromCodePoints(cps: number[]): string {
  const units: number[] = [];
  for (let i = 0; i < cps.length; i++) pushCodeUnits(units, cps[i]);
  return fromCharCodes(units);
}

// Fenwick (binary indexed) tree over positions 1..size, for the counting that
// keeps both directions O(n log n): the RFC's procedures as written are
// quadratic in the label length (a rescan per code point value when
// encoding, an insertion into the middle of an array when decoding), which
// an adversarial host of a few hundred kilobytes would turn into seconds.
function fenwickAdd(tree: number[], i: number, v: number): void {
  for (; i < tree.length; i += i & -i) tree[i] += v;
}
function fenwickPrefix(tree: number[], i: number): number {
  let sum = 0;
  for (; i > 0; i -= i & -i) sum += tree[i];
  return sum;
}

/**
 * RFC 3492 §6.2 decoding procedure. `input` is the label without its "xn--"
 * prefix. Returns the decoded string, or null if the input is not valid
 * Punycode (non-basic code point, bad digit, overflow, truncated number).
 *
 * The insertions "insert n into output at position i" are recorded, the
 * basic code points first (each at the end), then placed all at once:
 * walking them backwards, each one takes the i-th slot still free.
 */
export function punycodeDecode(input: string): string | null {
  const insertAt: number[] = [];
  const insertCp: number[] = [];
  let n = Bootstring.InitialN;
  let i = 0;
  let bias = Bootstring.InitialBias;
  // "Let b = the number of input code points before the last delimiter, or 0
  // if there is none, then copy the first b code points to the output."
  const b = Math.max(input.lastIndexOf('-'), 0);
  for (let j = 0; j < b; j++) {
    const c = input.charCodeAt(j);
    // "fail on any non-basic code point"
    if (c >= 0x80) return null;
    insertAt.push(j);
    insertCp.push(c);
  }
  // "if b > 0 then start just after the last delimiter, otherwise start at
  // the beginning" (b && b + 1)
  for (let inPos = b && b + 1; inPos < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = Bootstring.Base; ; k += Bootstring.Base) {
      // "if no more input then fail": past the end, charCodeAt gives NaN,
      // which is no digit either.
      const digit = digitValue(input.charCodeAt(inPos++));
      if (digit >= Bootstring.Base) return null;
      // "fail on overflow", checked after each step (exact: below 2^53)
      i += digit * w;
      if (i > Bootstring.MaxInt) return null;
      const t = threshold(k, bias);
      if (digit < t) break;
      w *= Bootstring.Base - t;
      if (w > Bootstring.MaxInt) return null;
    }
    const len = insertAt.length + 1;
    bias = adapt(i - oldi, len, oldi === 0);
    n += (i / len) | 0;
    i %= len;
    // Past U+10FFFF (which also covers the RFC's overflow of n): not a
    // code point at all, fail rather than emit garbage.
    if (n > 0x10ffff) return null;
    insertAt.push(i);
    insertCp.push(n);
    i++;
  }
  const size = insertAt.length;
  // Every slot gets one code point.
  const output: number[] = [];
  const free: number[] = [0];
  for (let j = 1; j <= size; j++) free.push(j & -j); // every slot free: the tree of all ones
  let top = 1;
  while (top * 2 <= size) top *= 2;
  for (let k = size - 1; k >= 0; k--) {
    // the slot holding the (insertAt[k] + 1)-th free position
    let rank = insertAt[k] + 1;
    let pos = 0;
    for (let step = top; step > 0; step >>= 1) {
      if (pos + step <= size && free[pos + step] < rank) {
        pos += step;
        rank -= free[pos];
      }
    }
    output[pos] = insertCp[k];
    fenwickAdd(free, pos + 1, -1);
  }
  return fromCodePoints(output);
}

/**
 * RFC 3492 §6.3: "output delta as a generalized variable-length integer"
 * with the thresholds of `bias`: its digits. (The bias adaptation that
 * follows is adapt(delta, h + 1, h === b).) @internal
 */
export function deltaDigits(delta: number, bias: number): string {
  let out = '';
  for (let k = Bootstring.Base; ; k += Bootstring.Base) {
    const t = threshold(k, bias);
    if (delta < t) break;
    out += digitChar(t + ((delta - t) % (Bootstring.Base - t)));
    delta = ((delta - t) / (Bootstring.Base - t)) | 0;
  }
  return out + digitChar(delta);
}

/**
 * RFC 3492 §6.3 encoding procedure over the code points of `input` (a label
 * without prefix), in O(n log n) for every input. Returns null on overflow.
 *
 * Instead of rescanning the input for each code point value m, the positions
 * holding m are visited in order, and the code points below m between two of
 * them (the "delta++" of the rescan) are counted with a Fenwick tree. (Short
 * labels are faster rescanned: punycode-short.ts.)
 */
export function punycodeEncode(input: string): string | null {
  const cps = toCodePoints(input);
  const len = cps.length;
  let out = '';
  // The positions handled so far (a Fenwick tree), and every position in
  // the order of its code point, then of the position.
  const handled: number[] = [0];
  const order: number[] = [];
  for (let j = 0; j < len; j++) {
    handled.push(0);
    order.push(j);
    // "handle the basic code points"
    if (cps[j] < 0x80) out += String.fromCharCode(cps[j]);
  }
  const b = out.length;
  let h = b;
  // "if b > 0 then output a delimiter"
  if (b > 0) out += '-';
  order.sort(function (x, y) {
    return cps[x] - cps[y] || x - y;
  });
  let n = Bootstring.InitialN;
  let delta = 0;
  let bias = Bootstring.InitialBias;
  for (let q = 0; q < len; ) {
    const first = q;
    // "let m = the minimum {non-basic} code point >= n in the input" (the
    // basic ones come first: they are only counted as handled)
    const m = cps[order[q]];
    if (m < 0x80) q++;
    else {
      // (Overflow is checked below, before delta is output: it only grows
      // until then, and stays exact below 2^53.)
      delta += (m - n) * (h + 1);
      // The code points below m before the last position holding m (which
      // is not counted itself: m is not handled yet).
      let counted = 0;
      for (; q < len && cps[order[q]] === m; q++) {
        // "for each code point c in the input: if c < n then increment delta"
        const below = fenwickPrefix(handled, order[q]);
        delta += below - counted;
        counted = below;
        if (delta > Bootstring.MaxInt) return null;
        // "if c == n then": output delta as a generalized variable-length integer
        out += deltaDigits(delta, bias);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
      // the rest of the rescan after the last m, then "increment delta and n"
      // (at most the length of the input plus one: no overflow possible here)
      delta += fenwickPrefix(handled, len) - counted + 1;
      n = m + 1;
    }
    for (let r = first; r < q; r++) fenwickAdd(handled, order[r] + 1, 1);
  }
  return out;
}
