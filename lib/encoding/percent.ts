// https://url.spec.whatwg.org/#percent-encoded-bytes
import { firstLoneSurrogate, hexValue, scalarValueAt } from '../base/infra.js';
import { MAX_CALL_ARGUMENTS } from '../base/call-limits.js';
import { utf8DecodeWithoutBOM, utf8EncodeInto } from './utf8.js';

/** The hex digits, upper-case as the standard's percent-encode writes them. */
const HEX_DIGITS = '0123456789ABCDEF';

/** https://url.spec.whatwg.org/#percent-encode of one byte. */
export function percentEncodeByte(b: number): string {
  return '%' + HEX_DIGITS.charAt(b >> 4) + HEX_DIGITS.charAt(b & 15);
}

/** The char codes of HEX_DIGITS (an array: faster to index than charCodeAt). */
const HEX_CODES: number[] = [];
for (let i = 0; i < 16; i++) HEX_CODES[i] = HEX_DIGITS.charCodeAt(i);

/** Appends the char codes of percentEncodeByte(b). */
function pushByte(codes: number[], b: number): void {
  codes.push(0x25, HEX_CODES[b >> 4], HEX_CODES[b & 15]);
}

/**
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding with UTF-8,
 * over s[start, end). When nothing needs encoding the result is a plain slice
 * (or `s` itself). Otherwise the output is built as char codes turned into
 * strings in chunks, with long runs that need no encoding taken as slices:
 * no string per character, so the cost stays linear on long inputs.
 */
export function percentEncodeRange(s: string, start: number, end: number, set: number[], spaceAsPlus?: boolean): string {
  let out = '';
  let codes: number[] = [];
  // s[from, i) needs no encoding.
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && set[c] !== 1) continue;
    // A long run is taken as a slice; so is any run once the codes reach a
    // chunk's size. (This bounds them: at most 44 more than MAX_CALL_ARGUMENTS
    // codes, few enough for one fromCharCode.apply.)
    if (i - from > 32 || codes.length >= MAX_CALL_ARGUMENTS) {
      out += String.fromCharCode.apply(null, codes) + s.slice(from, i);
      codes = [];
    } else {
      for (let k = from; k < i; k++) codes.push(s.charCodeAt(k));
    }
    if (c === 0x20 && spaceAsPlus) {
      codes.push(0x2b);
    } else if (c < 0x80) {
      pushByte(codes, c);
    } else {
      // The UTF-8 bytes of the code point at i (U+FFFD for a lone
      // surrogate), as utf8EncodeInto writes them.
      const cp = scalarValueAt(s, i, end);
      if (cp > 0xffff) i++;
      const n = cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;
      pushByte(codes, ((0xff00 >> (n + 1)) & 0xff) | (cp >> (6 * n)));
      for (let k = 6 * (n - 1); k >= 0; k -= 6) pushByte(codes, 0x80 | ((cp >> k) & 0x3f));
    }
    from = i + 1;
  }
  // Nothing encoded: s[start, end) as it is.
  if (from === start) return start === 0 && end === s.length ? s : s.slice(start, end);
  return out + String.fromCharCode.apply(null, codes) + s.slice(from, end);
}

/**
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding (UTF-8):
 * UTF-8 percent-encode `s` with `set`, spaces as "+" when `spaceAsPlus`.
 * Returns `s` itself when nothing needs encoding.
 */
export function percentEncodeString(s: string, set: number[], spaceAsPlus?: boolean): string {
  return percentEncodeRange(s, 0, s.length, set, spaceAsPlus);
}

/**
 * https://url.spec.whatwg.org/#percent-decode over the UTF-8 encoding of `s`
 * (https://url.spec.whatwg.org/#string-percent-decode).
 */
export function percentDecodeToBytes(s: string): number[] {
  const bytes: number[] = [];
  utf8EncodeInto(s, 0, s.length, bytes);
  const n = bytes.length;
  // Decoded in place: bytes[0, w) is the output so far.
  let w = 0;
  for (let i = 0; i < n; i++) {
    // "%" followed by two ASCII hex digits
    const h = bytes[i] === 0x25 && i + 2 < n ? hexValue(bytes[i + 1]) : -1;
    const l = h < 0 ? -1 : hexValue(bytes[i + 2]);
    if (l < 0) {
      bytes[w++] = bytes[i];
    } else {
      bytes[w++] = (h << 4) | l;
      i += 2;
    }
  }
  bytes.length = w;
  return bytes;
}

/**
 * String percent-decode, then UTF-8 decode without BOM (what the standard's
 * form-urlencoded parser and the host parser use). Returns `s` itself when it
 * contains no "%" and no lone surrogate (nothing would change).
 */
export function percentDecodeString(s: string): string {
  if (s.indexOf('%') === -1 && firstLoneSurrogate(s, 0) < 0) return s;
  return utf8DecodeWithoutBOM(percentDecodeToBytes(s));
}
