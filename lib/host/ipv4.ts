// IPv4 hosts: the parser, the serializer and the "ends in a number" checker.
// https://url.spec.whatwg.org/#concept-ipv4-parser
//
// The parts are never split into an array of strings: each part is a
// [start, end) range of the input, walked with charCodeAt.
import type { ErrorSink } from '../base/errors.js';
import { reportError as report } from '../base/errors.js';
import { REPORTS_VALIDATION_ERRORS } from '../base/error-reporting.js';
import { asciiDigitsEnd, hexValue } from '../base/infra.js';
import { ValidationErrorCode } from '../base/validation-errors.js';

/**
 * Whether input[start, end) is an IPv4 number part that is not decimal ("0x…"
 * or "0…" with more after the "0"): the IPv4 number parser's validation-error
 * flag, read from the part itself.
 */
function isNonDecimalPart(input: string, start: number, end: number): boolean {
  return end - start >= 2 && input.charCodeAt(start) === 0x30;
}

/**
 * https://url.spec.whatwg.org/#ipv4-number-parser over input[start, end).
 * Returns the value (a double: parts longer than 2^53 lose precision, but
 * every such value is far above 2^32 and only ever compared with it), or -1
 * for failure; the validation-error flag is isNonDecimalPart.
 */
function parseIPv4Number(input: string, start: number, end: number): number {
  // 1. If input is the empty string, then return failure.
  if (start === end) return -1;
  let radix = 10;
  // (isNonDecimalPart, written out: the compact builds call it here only.)
  if (end - start >= 2 && input.charCodeAt(start) === 0x30) {
    // 4. "0x" or "0X": hexadecimal; 5. otherwise a leading "0" (with more
    //    after it): octal. The digits follow the prefix, radix >> 3 (radix / 8) long.
    radix = (input.charCodeAt(start + 1) | 0x20) === 0x78 ? 16 : 8;
    start += radix >> 3;
  }
  // 6. If input is the empty string, then return (0, true): the loop below
  //    then gives 0.
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = hexValue(input.charCodeAt(i));
    // 7. A code point that is not a radix-R digit: failure.
    if (d < 0 || d >= radix) return -1;
    value = value * radix + d;
  }
  return value;
}

/**
 * https://url.spec.whatwg.org/#concept-ipv4-parser
 * Returns the address as an unsigned 32-bit number, or null (failure).
 * Validation errors are reported at `offset` + the index in `input` of the
 * part concerned (host.ts passes the host's own offset).
 */
export function parseIPv4(input: string, errors: ErrorSink = null, offset = 0): number | null {
  let end = input.length;
  // 2. If the last item in parts is the empty string: IPv4-empty-part, and
  //    drop it unless it is the only part.
  if (end === 0 || input.charCodeAt(end - 1) === 0x2e) {
    if (end > 0) end--;
    report(errors, ValidationErrorCode.IPv4EmptyPart, offset + end);
  }
  let dots = 0;
  if (REPORTS_VALIDATION_ERRORS && errors) {
    // 3–4 are reported before any part: the parts are counted first (the
    // loop below fails on a fifth part by itself, reported or not).
    let fourthDot = -1;
    for (let i = 0; i < end; i++) {
      if (input.charCodeAt(i) === 0x2e && ++dots === 4) fourthDot = i;
    }
    // 3. Fewer than four parts: IPv4-too-few-parts (not a failure: "127.1").
    if (dots < 3) report(errors, ValidationErrorCode.IPv4TooFewParts, offset);
    // 4. More than four parts: IPv4-too-many-parts, failure.
    if (dots > 3) {
      report(errors, ValidationErrorCode.IPv4TooManyParts, offset + fourthDot);
      return null;
    }
    dots = 0;
  }
  // 6. Parse each part. 10–14 as they come: every part but the last fills
  //    a byte, from the top, of `high` (a base-256 number: the address is
  //    high * 256^(5 − count) + last); `last` is the part parsed last.
  let high = 0;
  let last = 0;
  let nonLastOver255 = false;
  let start = 0;
  let outOfRangeAt = -1;
  for (let i = 0; i <= end; i++) {
    if (i < end && input.charCodeAt(i) !== 0x2e) continue;
    // 4. More than four parts: failure.
    if (i < end && ++dots > 3) return null;
    const n = parseIPv4Number(input, start, i);
    if (n < 0) {
      report(errors, ValidationErrorCode.IPv4NonNumericPart, offset + start);
      return null;
    }
    if (REPORTS_VALIDATION_ERRORS && isNonDecimalPart(input, start, i)) report(errors, ValidationErrorCode.IPv4NonDecimalPart, offset + start);
    if (REPORTS_VALIDATION_ERRORS && n > 255 && outOfRangeAt < 0) outOfRangeAt = start;
    // The part before this one is not the last.
    nonLastOver255 = nonLastOver255 || last > 255;
    high = high * 256 + last;
    last = n;
    start = i + 1;
  }
  // 7. If any item in numbers is greater than 255, IPv4-out-of-range-part.
  if (outOfRangeAt >= 0) report(errors, ValidationErrorCode.IPv4OutOfRangePart, offset + outOfRangeAt);
  // 8. If any but the last item in numbers is greater than 255, failure;
  // 9. if the last item is >= 256^(5 − count) (count: dots + 1), failure.
  const scale = Math.pow(256, 4 - dots);
  return nonLastOver255 || last >= scale ? null : high * scale + last;
}

/** https://url.spec.whatwg.org/#concept-ipv4-serializer */
export function serializeIPv4(address: number): string {
  // The low byte first; division, not >>>: the address may be any double in [0, 2^32).
  let output = '' + (address % 256);
  for (let k = 0; k < 3; k++) {
    address = Math.floor(address / 256);
    output = (address % 256) + '.' + output;
  }
  return output;
}

/**
 * https://url.spec.whatwg.org/#ends-in-a-number-checker of input[from, to)
 * (the whole string by default). The last label (a trailing empty label is
 * ignored) is all ASCII digits, or "0x"/"0X" followed by zero or more ASCII
 * hex digits, or another IPv4 number. The one implementation: the host
 * parser, the simple-URL parser, extraction and the lenient reading ask here.
 */
export function endsInANumber(input: string, from?: number, to?: number): boolean {
  const first = from === undefined ? 0 : from;
  let end = to === undefined ? input.length : to;
  // 2. If the last item in parts is the empty string: return false when it is
  //    the only part, else remove it.
  if (end > first && input.charCodeAt(end - 1) === 0x2e) end--;
  let start = end;
  while (start > first && input.charCodeAt(start - 1) !== 0x2e) start--;
  if (start === end) return false;
  // 4. If last contains only ASCII digits (where the digit run ends), then return true.
  // 5. If parsing last as an IPv4 number does not return failure, then return true.
  return asciiDigitsEnd(input, start, end) === end || parseIPv4Number(input, start, end) >= 0;
}
