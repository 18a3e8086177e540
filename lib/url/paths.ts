// Path helpers of the URL Standard shared by the state machine
// (lib/url/parser.ts) and the simple-URL reader (lib/url/simple.ts): Windows
// drive letters (https://url.spec.whatwg.org/#windows-drive-letter) and the
// look-ahead for dot segments.
import { isASCIIAlpha } from '../base/infra.js';

/** https://url.spec.whatwg.org/#windows-drive-letter over s[i, i + 2) (normalized: second code point is ":"). */
export function isWindowsDriveLetterAt(s: string, i: number, normalizedOnly: boolean): boolean {
  if (!isASCIIAlpha(s.charCodeAt(i))) return false;
  const c = s.charCodeAt(i + 1);
  return c === 0x3a || (!normalizedOnly && c === 0x7c);
}

/** https://url.spec.whatwg.org/#start-with-a-windows-drive-letter over s[p, end). */
export function startsWithWindowsDriveLetter(s: string, p: number, end: number): boolean {
  if (end - p < 2 || !isWindowsDriveLetterAt(s, p, false)) return false;
  if (end - p === 2) return true;
  const c = s.charCodeAt(p + 2);
  return c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23;
}

/**
 * The length of the "." or ".." segment that s[i, end) starts with (it ends
 * at "/" or at end), or 0 when it starts with none: i is a segment's start.
 * (https://url.spec.whatwg.org/#single-dot-path-segment, double-dot, not
 * percent-encoded.)
 */
export function dotSegmentLength(s: string, i: number, end: number): number {
  if (s.charCodeAt(i) !== 0x2e) return 0;
  let e = i + 1;
  if (e < end && s.charCodeAt(e) === 0x2e) e++;
  return e === end || s.charCodeAt(e) === 0x2f ? e - i : 0;
}

/**
 * Whether the path s[from, end) (from: the start of a segment, or a "/") has
 * a "." or ".." segment (https://url.spec.whatwg.org/#single-dot-path-segment).
 */
export function hasDotSegment(s: string, from: number, end: number): boolean {
  if (dotSegmentLength(s, from, end) > 0) return true;
  for (let d = s.indexOf('/.', from); d >= 0 && d < end; d = s.indexOf('/.', d + 2)) {
    if (dotSegmentLength(s, d + 1, end) > 0) return true;
  }
  return false;
}

/** Whether s[i, i + 3) is "%2e" (any case): a dot, percent-encoded, of a dot segment. */
export function isEncodedDotAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65;
}

/** Whether s[from, end) has a "%2e" (any case): a dot segment may be written so. */
export function hasEncodedDot(s: string, from: number, end: number): boolean {
  for (let d = s.indexOf('%2', from); d >= 0 && d < end; d = s.indexOf('%2', d + 2)) {
    if ((s.charCodeAt(d + 2) | 0x20) === 0x65) return true;
  }
  return false;
}

/**
 * 0: not a dot segment, 1: https://url.spec.whatwg.org/#single-dot-path-segment
 * (".", "%2e"), 2: https://url.spec.whatwg.org/#double-dot-path-segment
 * ("..", ".%2e", "%2e.", "%2e%2e"), ASCII case-insensitively, over s[from, to).
 */
export function dotSegmentKind(s: string, from: number, to: number): number {
  const n = to - from;
  if (n === 0 || n > 6) return 0;
  let dots = 0;
  let i = from;
  while (i < to) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      i++;
    } else if (c === 0x25 && i + 2 < to && isEncodedDotAt(s, i)) {
      i += 3;
    } else {
      return 0;
    }
    dots++;
  }
  return dots <= 2 ? dots : 0;
}
