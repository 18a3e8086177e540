// Code-point predicates over numbers (char codes or code points), as the
// Infra and URL standards define them. They take numbers so that callers walk
// charCodeAt and never build one-character strings.
// https://infra.spec.whatwg.org/#code-points

/** https://infra.spec.whatwg.org/#ascii-digit */
export function isASCIIDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** https://infra.spec.whatwg.org/#ascii-upper-alpha */
export function isASCIIUpperAlpha(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/** https://infra.spec.whatwg.org/#ascii-lower-alpha */
export function isASCIILowerAlpha(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** https://infra.spec.whatwg.org/#ascii-alpha */
export function isASCIIAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** https://infra.spec.whatwg.org/#ascii-alphanumeric */
export function isASCIIAlphanumeric(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/** https://infra.spec.whatwg.org/#ascii-hex-digit */
export function isASCIIHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The value of an ASCII hex digit, or -1 when `c` is not one. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** https://infra.spec.whatwg.org/#c0-control */
export function isC0Control(c: number): boolean {
  return c >= 0 && c <= 0x1f;
}

/** https://infra.spec.whatwg.org/#c0-control-or-space */
export function isC0ControlOrSpace(c: number): boolean {
  return c >= 0 && c <= 0x20;
}

/** https://infra.spec.whatwg.org/#control */
export function isControl(c: number): boolean {
  return (c >= 0 && c <= 0x1f) || (c >= 0x7f && c <= 0x9f);
}

/** https://infra.spec.whatwg.org/#ascii-tab-or-newline */
export function isASCIITabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

/** https://infra.spec.whatwg.org/#ascii-whitespace */
export function isASCIIWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/** https://infra.spec.whatwg.org/#surrogate (a UTF-16 code unit in D800–DFFF) */
export function isSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdfff;
}

/** https://infra.spec.whatwg.org/#leading-surrogate */
export function isLeadingSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** https://infra.spec.whatwg.org/#trailing-surrogate */
export function isTrailingSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** https://infra.spec.whatwg.org/#noncharacter */
export function isNoncharacter(c: number): boolean {
  return (c >= 0xfdd0 && c <= 0xfdef) || ((c & 0xfffe) === 0xfffe && c <= 0x10ffff);
}

/**
 * https://url.spec.whatwg.org/#url-code-points
 * ASCII alphanumeric, U+0021 (!), U+0024 ($) to U+002F (/), U+003A (:), U+003B (;),
 * U+003D (=), U+003F (?), U+0040 (@), U+005F (_), U+007E (~), and U+00A0 to
 * U+10FFFD excluding surrogates and noncharacters.
 */
export function isURLCodePoint(c: number): boolean {
  if (c < 0x80) {
    return (
      isASCIIAlphanumeric(c) ||
      c === 0x21 ||
      (c >= 0x24 && c <= 0x2f) ||
      c === 0x3a ||
      c === 0x3b ||
      c === 0x3d ||
      c === 0x3f ||
      c === 0x40 ||
      c === 0x5f ||
      c === 0x7e
    );
  }
  return c >= 0xa0 && c <= 0x10fffd && !isSurrogate(c) && !isNoncharacter(c);
}

/**
 * https://url.spec.whatwg.org/#forbidden-host-code-point
 * U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023 (#),
 * U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@),
 * U+005B ([), U+005C (\), U+005D (]), U+005E (^), or U+007C (|).
 */
export function isForbiddenHostCodePoint(c: number): boolean {
  switch (c) {
    case 0x00: case 0x09: case 0x0a: case 0x0d: case 0x20: case 0x23: case 0x2f: case 0x3a:
    case 0x3c: case 0x3e: case 0x3f: case 0x40: case 0x5b: case 0x5c: case 0x5d: case 0x5e: case 0x7c:
      return true;
  }
  return false;
}

/**
 * https://url.spec.whatwg.org/#forbidden-domain-code-point
 * A forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE.
 */
export function isForbiddenDomainCodePoint(c: number): boolean {
  return isForbiddenHostCodePoint(c) || (c >= 0 && c <= 0x1f) || c === 0x25 || c === 0x7f;
}

/** https://infra.spec.whatwg.org/#ascii-lowercase (returns `s` itself when it has no upper-case ASCII) */
export function asciiLowercase(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return asciiLowercaseFrom(s, i);
  }
  return s;
}

function asciiLowercaseFrom(s: string, i: number): string {
  // toLowerCase() also maps non-ASCII letters, so lowercase by hand past the
  // first upper-case ASCII letter, one slice per run of unchanged characters.
  let out = s.slice(0, i);
  let from = i;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      out += s.slice(from, i) + String.fromCharCode(c + 0x20);
      from = i + 1;
    }
  }
  return out + s.slice(from);
}

/**
 * The index of the first lone surrogate of s at or after `from`, or -1: what
 * https://infra.spec.whatwg.org/#javascript-string-convert replaces with U+FFFD.
 */
export function firstLoneSurrogate(s: string, from: number): number {
  const n = s.length;
  for (let i = from; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}
