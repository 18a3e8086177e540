// Scheme and port helpers of the URL Standard, shared by the state machine
// (lib/whatwg/parser.ts), the fast path (lib/whatwg/fast.ts), the serializer
// and origin code: https://url.spec.whatwg.org/#special-scheme,
// https://url.spec.whatwg.org/#default-port, the port state's digit run.
import { isASCIIAlphanumeric } from '../infra.js';

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
 * The special scheme that s[0, end) is (lower-case only), as a constant
 * string so that no slice is made; null for any other scheme.
 */
export function specialSchemeAt(s: string, end: number): string | null {
  const scheme = specialSchemeOf(s.charCodeAt(0), end);
  if (scheme === '') return null;
  // Whether s starts with it. (Measured: String.prototype.lastIndexOf(x, 0)
  // is a call into V8's runtime, ~60 ns, half of the origin getter; these
  // few charCodeAt comparisons are inlined.)
  for (let k = 0; k < end; k++) if (s.charCodeAt(k) !== scheme.charCodeAt(k)) return null;
  return scheme;
}

/** The scheme of a serialization (its ":" at protocolEnd - 1), the special ones as constants (no slice). */
export function schemeOfHref(h: string, protocolEnd: number): string {
  return specialSchemeAt(h, protocolEnd - 1) || h.slice(0, protocolEnd - 1);
}

/**
 * https://url.spec.whatwg.org/#scheme-state: the end of the run of ASCII
 * alphanumerics, "+", "-" and "." of s[i, end) starting at i.
 */
export function schemeEnd(s: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!(isASCIIAlphanumeric(c) || c === 0x2b || c === 0x2d || c === 0x2e)) break;
  }
  return i;
}

/**
 * The value of the digits scanPort last read (it stops growing once above
 * 65535). A number, read right after the call: it keeps nothing of the input.
 */
export let portValue = 0;

/**
 * https://url.spec.whatwg.org/#port-state: reads the ASCII digits of s[i, end)
 * starting at i into portValue; returns where they stop.
 */
export function scanPort(s: string, i: number, end: number): number {
  let value = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    // Past 2^16 - 1 the value only has to be known as too large.
    if (value <= 0xffff) value = value * 10 + (c - 0x30);
  }
  portValue = value;
  return i;
}
