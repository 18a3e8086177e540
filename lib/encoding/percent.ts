// https://url.spec.whatwg.org/#percent-encoded-bytes
import { firstLoneSurrogate, hexValue } from '../infra.js';
import { utf8DecodeWithoutBOM, utf8EncodeInto } from './utf8.js';

/** "%00" … "%FF", upper-case hex as the standard's percent-encode produces. */
const HEX: string[] = [];
for (let i = 0; i < 256; i++) HEX[i] = (i < 16 ? '%0' : '%') + i.toString(16).toUpperCase();

/** https://url.spec.whatwg.org/#percent-encode of one byte. */
export function percentEncodeByte(b: number): string {
  return HEX[b];
}

/** Char codes of the upper-case hex digits. */
const HEX_DIGIT: number[] = [0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46];

function pushByte(codes: number[], b: number): void {
  codes.push(0x25, HEX_DIGIT[b >> 4], HEX_DIGIT[b & 15]);
}

/**
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding with UTF-8,
 * over s[start, end). When nothing needs encoding the result is a plain slice
 * (or `s` itself). Otherwise the output is built as char codes turned into
 * strings in chunks, with long runs that need no encoding taken as slices:
 * no string per character, so the cost stays linear on long inputs.
 */
export function percentEncodeRange(s: string, start: number, end: number, set: number[], spaceAsPlus?: boolean): string {
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || set[c] === 1) break;
  }
  if (i === end) return start === 0 && end === s.length ? s : s.slice(start, end);
  let out = s.slice(start, i);
  let codes: number[] = [];
  let from = i;
  for (; i < end; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80 && set[c] !== 1) continue;
    if (i > from) {
      if (i - from > 32) {
        if (codes.length > 0) {
          out += String.fromCharCode.apply(null, codes);
          codes = [];
        }
        out += s.slice(from, i);
      } else {
        for (let k = from; k < i; k++) codes.push(s.charCodeAt(k));
      }
    }
    from = i + 1;
    if (c < 0x80) {
      if (c === 0x20 && spaceAsPlus === true) codes.push(0x2b);
      else pushByte(codes, c);
    } else if (c < 0x800) {
      pushByte(codes, 0xc0 | (c >> 6));
      pushByte(codes, 0x80 | (c & 0x3f));
    } else if (c < 0xd800 || c > 0xdfff) {
      pushByte(codes, 0xe0 | (c >> 12));
      pushByte(codes, 0x80 | ((c >> 6) & 0x3f));
      pushByte(codes, 0x80 | (c & 0x3f));
    } else {
      const d = c <= 0xdbff && i + 1 < end ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        pushByte(codes, 0xf0 | (c >> 18));
        pushByte(codes, 0x80 | ((c >> 12) & 0x3f));
        pushByte(codes, 0x80 | ((c >> 6) & 0x3f));
        pushByte(codes, 0x80 | (c & 0x3f));
        i++;
        from = i + 1;
      } else {
        // A lone surrogate is encoded as U+FFFD.
        pushByte(codes, 0xef);
        pushByte(codes, 0xbf);
        pushByte(codes, 0xbd);
      }
    }
    if (codes.length >= 8192) {
      out += String.fromCharCode.apply(null, codes);
      codes = [];
    }
  }
  if (codes.length > 0) out += String.fromCharCode.apply(null, codes);
  if (from < end) out += s.slice(from, end);
  return out;
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
  let w = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0x25 && i + 2 < n) {
      const h = hexValue(bytes[i + 1]);
      const l = h < 0 ? -1 : hexValue(bytes[i + 2]);
      if (l >= 0) {
        bytes[w++] = (h << 4) | l;
        i += 2;
        continue;
      }
    }
    bytes[w++] = b;
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
