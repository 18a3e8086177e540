// Scheme and port helpers of the URL Standard, shared by the state machine
// (lib/url/parser.ts), the simple-URL parser (lib/url/simple.ts), the
// serializer, the origin code and the lenient reading: the one scheme scan,
// https://url.spec.whatwg.org/#special-scheme,
// https://url.spec.whatwg.org/#default-port, the port state's digit run.
import { isASCIIAlpha, isASCIIAlphanumeric } from '../base/infra.js';

/** https://url.spec.whatwg.org/#special-scheme */
export function isSpecialScheme(scheme: string): boolean {
  // The special schemes are file and those with a default port.
  return scheme === 'file' || defaultPort(scheme) !== null;
}

/** https://url.spec.whatwg.org/#default-port (null for file and non-special schemes) */
export function defaultPort(scheme: string): number | null {
  switch (scheme) {
    case 'http': case 'ws':
      return 80;
    case 'https': case 'wss':
      return 443;
    case 'ftp':
      return 21;
  }
  return null;
}

/**
 * The only special scheme that can have this first code unit and length
 * ("" when none can).
 */
export function specialSchemeOf(first: number, length: number): string {
  return length === 2 ? 'ws' : length === 3 ? (first === 0x66 ? 'ftp' : 'wss') : length === 4 ? (first === 0x66 ? 'file' : 'http') : length === 5 ? 'https' : '';
}

/**
 * https://url.spec.whatwg.org/#default-port of the special scheme that its
 * first code unit and length tell apart (specialSchemeOf), as numbers only:
 * defaultPort's string comparisons take the feedback of every caller
 * (the simple-URL reader and extraction ask this one instead).
 */
export function specialDefaultPort(first: number, length: number): number | null {
  return length === 3 ? (first === 0x66 ? 21 : 443) : length === 5 ? 443 : length === 4 && first === 0x66 ? null : 80;
}

/**
 * The special scheme that s[0, end) is (lower-case only), as a constant
 * string so that no slice is made; null for any other scheme.
 */
export function specialSchemeAt(s: string, end: number): string | null {
  const scheme = specialSchemeOf(s.charCodeAt(0), end);
  if (scheme === '') return null;
  // Whether s starts with it, compared in place (String.prototype.lastIndexOf
  // would be a call into the engine's runtime; these comparisons inline).
  for (let k = 0; k < end; k++) if (s.charCodeAt(k) !== scheme.charCodeAt(k)) return null;
  return scheme;
}

/** The scheme of a serialization (its ":" at protocolEnd - 1), the special ones as constants (no slice). */
export function schemeOfHref(h: string, protocolEnd: number): string {
  return specialSchemeAt(h, protocolEnd - 1) || h.slice(0, protocolEnd - 1);
}

/**
 * A code point of a scheme after its first: https://url.spec.whatwg.org/#scheme-state
 * (ASCII alphanumeric, "+", "-" or "."), as RFC 3986 §3.1 has it too.
 */
export function isSchemeChar(c: number): boolean {
  return isASCIIAlphanumeric(c) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/**
 * https://url.spec.whatwg.org/#scheme-state: the end of the run of scheme
 * code points (isSchemeChar) of s[i, end) starting at i.
 */
export function schemeCharsEnd(s: string, i: number, end: number): number {
  while (i < end && isSchemeChar(s.charCodeAt(i))) i++;
  return i;
}

/**
 * The index of the ":" that ends a scheme starting at `start` in
 * s[start, end) (an ASCII alpha, then scheme code points:
 * https://url.spec.whatwg.org/#scheme-start-state), or -1.
 */
export function schemeColon(s: string, start: number, end: number): number {
  if (start >= end || !isASCIIAlpha(s.charCodeAt(start))) return -1;
  const i = schemeCharsEnd(s, start + 1, end);
  return i < end && s.charCodeAt(i) === 0x3a ? i : -1;
}

/**
 * The value of the ASCII digits s[start, end) (what asciiDigitsEnd found; 0 when
 * there are none). It stops growing once above 65535: past 2^16 - 1 the value
 * only has to be known as too large.
 */
export function portValue(s: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end && value <= 0xffff; i++) value = value * 10 + (s.charCodeAt(i) - 0x30);
  return value;
}
