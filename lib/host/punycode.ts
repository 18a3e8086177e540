// Punycode, RFC 3492 (Bootstring with the parameters of §5), over UTF-16
// strings. Used by UTS #46 for "xn--" labels; ES5-safe (charCodeAt, number[]).
//
// Both functions return null on failure (invalid input or overflow) instead
// of throwing, as the URL algorithms expect.

// RFC 3492 §5: parameter values for Punycode.
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
// Overflow guard: all arithmetic stays below 2^53, and code points stop at U+10FFFF.
const MAX_INT = 0x7fffffff;

// RFC 3492 §6.1: bias adaptation function.
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - TMIN) * TMAX) >> 1) {
    delta = Math.floor(delta / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW));
}

// RFC 3492 §5: digit values 0–25 are a–z (or A–Z), 26–35 are 0–9.
function digitValue(c: number): number {
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  if (c >= 0x30 && c <= 0x39) return c - 22;
  return BASE;
}

function digitChar(d: number): number {
  // 0..25 → "a".."z", 26..35 → "0".."9" (lowercase output, as UTS #46 wants).
  return d < 26 ? d + 0x61 : d + 22;
}

/** UTF-16 string → code points (a lone surrogate stays a code point of its own). */
export function toCodePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out.push(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000);
        i++;
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

/** Code points → UTF-16 string, in chunks (no per-character concatenation). */
export function fromCodePoints(cps: number[]): string {
  const units: number[] = [];
  let out = '';
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (c > 0xffff) {
      units.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff));
    } else {
      units.push(c);
    }
    if (units.length >= 4096) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return out + String.fromCharCode.apply(null, units);
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
 * The insertions "insert n into output at position i" are recorded, then
 * placed all at once: walking them backwards, each one takes the i-th slot
 * still free, and the basic code points fill the slots left.
 */
export function punycodeDecode(input: string): string | null {
  const insertAt: number[] = [];
  const insertCp: number[] = [];
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  // "Let b = the number of input code points before the last delimiter, or 0
  // if there is none, then copy the first b code points to the output."
  let b = input.lastIndexOf('-');
  if (b < 0) b = 0;
  for (let j = 0; j < b; j++) {
    // "fail on any non-basic code point"
    if (input.charCodeAt(j) >= 0x80) return null;
  }
  for (let inPos = b > 0 ? b + 1 : 0; inPos < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      // "if no more input then fail"
      if (inPos >= input.length) return null;
      const digit = digitValue(input.charCodeAt(inPos++));
      if (digit >= BASE) return null;
      if (digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const len = b + insertAt.length + 1;
    bias = adapt(i - oldi, len, oldi === 0);
    if (Math.floor(i / len) > MAX_INT - n) return null;
    n += Math.floor(i / len);
    i %= len;
    // Not a code point at all: fail rather than emit garbage.
    if (n > 0x10ffff) return null;
    insertAt.push(i);
    insertCp.push(n);
    i++;
  }
  const size = b + insertAt.length;
  const output: number[] = [];
  const free: number[] = [0];
  for (let j = 1; j <= size; j++) {
    output.push(0);
    free.push(j & -j); // every slot free: the tree of all ones
  }
  let top = 1;
  while (top * 2 <= size) top *= 2;
  for (let k = insertAt.length - 1; k >= 0; k--) {
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
  // The slots left (still 0: an inserted code point is at least U+0080)
  // take the basic code points in order.
  for (let j = 0, k = 0; j < b; j++, k++) {
    while (output[k] !== 0) k++;
    output[k] = input.charCodeAt(j);
  }
  return fromCodePoints(output);
}

/**
 * RFC 3492 §6.3 encoding procedure over the code points of `input` (a label
 * without prefix). Returns null on overflow.
 *
 * Instead of rescanning the input for each code point value m, the positions
 * holding m are visited in order, and the code points below m between two of
 * them (the "delta++" of the rescan) are counted with a Fenwick tree.
 */
export function punycodeEncode(input: string): string | null {
  const cps = toCodePoints(input);
  const len = cps.length;
  const out: number[] = [];
  const handled: number[] = [0];
  const pending: number[] = [];
  for (let j = 0; j < len; j++) handled.push(0);
  // "handle the basic code points"
  for (let j = 0; j < len; j++) {
    if (cps[j] < 0x80) {
      out.push(cps[j]);
      fenwickAdd(handled, j + 1, 1);
    } else {
      pending.push(j);
    }
  }
  const b = out.length;
  let h = b;
  // "if b > 0 then output a delimiter"
  if (b > 0) out.push(0x2d);
  pending.sort(function (x, y) {
    return cps[x] - cps[y] || x - y;
  });
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let q = 0; q < pending.length; ) {
    // "let m = the minimum {non-basic} code point >= n in the input"
    const m = cps[pending[q]];
    if (m - n > Math.floor((MAX_INT - delta) / (h + 1))) return null;
    delta += (m - n) * (h + 1);
    n = m;
    let last = 0; // positions before this one are counted
    for (; q < pending.length && cps[pending[q]] === m; q++) {
      const p = pending[q];
      // "for each code point c in the input: if c < n then increment delta"
      delta += fenwickPrefix(handled, p) - fenwickPrefix(handled, last);
      if (delta > MAX_INT) return null;
      last = p + 1;
      // "if c == n then": output delta as a generalized variable-length integer
      let x = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
        if (x < t) break;
        out.push(digitChar(t + ((x - t) % (BASE - t))));
        x = Math.floor((x - t) / (BASE - t));
      }
      out.push(digitChar(x));
      bias = adapt(delta, h + 1, h === b);
      delta = 0;
      h++;
    }
    // the rest of the rescan after the last m, then "increment delta and n"
    delta += fenwickPrefix(handled, len) - fenwickPrefix(handled, last) + 1;
    if (delta > MAX_INT) return null;
    n = m + 1;
    for (let r = q - 1; r >= 0 && cps[pending[r]] === m; r--) fenwickAdd(handled, pending[r] + 1, 1);
  }
  return fromCodePoints(out);
}
