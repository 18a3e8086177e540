// UTF-8 encode and decode without TextEncoder/TextDecoder (absent from ES5
// engines). https://encoding.spec.whatwg.org/#utf-8

/**
 * https://encoding.spec.whatwg.org/#utf-8-encode over a JavaScript string.
 * Lone surrogates are encoded as U+FFFD (EF BF BD), as for a USVString.
 */
export function utf8Encode(s: string): number[] {
  const out: number[] = [];
  utf8EncodeInto(s, 0, s.length, out);
  return out;
}

/** Appends the UTF-8 bytes of s[start, end) to `out`. A surrogate pair split by `end` counts as lone. */
export function utf8EncodeInto(s: string, start: number, end: number, out: number[]): void {
  for (let i = start; i < end; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
    } else if (c < 0x800) {
      out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    } else if (c < 0xd800 || c > 0xdfff) {
      out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    } else {
      if (c <= 0xdbff && i + 1 < end) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          i++;
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
          continue;
        }
      }
      out.push(0xef, 0xbf, 0xbd);
    }
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
  let out = '';
  // Code units are collected in chunks and turned into a string with
  // fromCharCode.apply, bounded so no engine hits its argument limit.
  let units: number[] = [];
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
      } else if (b >= 0xc2 && b <= 0xdf) {
        needed = 1;
        cp = b & 0x1f;
      } else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        else if (b === 0xed) upper = 0x9f;
        needed = 2;
        cp = b & 0xf;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        else if (b === 0xf4) upper = 0x8f;
        needed = 3;
        cp = b & 0x7;
      } else {
        units.push(0xfffd);
      }
    } else {
      if (b < lower || b > upper) {
        // The byte is not consumed: it starts the next sequence.
        cp = needed = seen = 0;
        lower = 0x80;
        upper = 0xbf;
        units.push(0xfffd);
      } else {
        i++;
        lower = 0x80;
        upper = 0xbf;
        cp = (cp << 6) | (b & 0x3f);
        seen++;
        if (seen === needed) {
          if (cp > 0xffff) {
            cp -= 0x10000;
            units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
          } else {
            units.push(cp);
          }
          cp = needed = seen = 0;
        }
      }
    }
    if (units.length >= 8192) {
      out += String.fromCharCode.apply(null, units);
      units = [];
    }
  }
  if (needed !== 0) units.push(0xfffd);
  if (units.length > 0) out += String.fromCharCode.apply(null, units);
  return out;
}
