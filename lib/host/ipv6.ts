// IPv6 hosts: the parser and the serializer.
// https://url.spec.whatwg.org/#concept-ipv6-parser
//
// The parser walks UTF-16 code units: every code point it accepts is ASCII,
// so a surrogate (or any non-ASCII unit) is rejected exactly as the code
// point it belongs to would be.
import type { ErrorSink } from '../base/errors.js';
import { reportError } from '../base/errors.js';
import { REPORTS_VALIDATION_ERRORS } from '../base/error-reporting.js';
import { codeAt, hexValue } from '../base/infra.js';
import { ValidationErrorCode } from '../base/validation-errors.js';

/** Validation error `code` at `index` (when someone collects them), then failure. */
function fail(errors: ErrorSink, code: ValidationErrorCode, index: number): null {
  reportError(errors, code, index);
  return null;
}

/**
 * https://url.spec.whatwg.org/#concept-ipv6-parser
 * `input` is the address without its brackets. Returns the eight 16-bit
 * pieces, or null (failure). Validation errors are reported at `offset` + the
 * pointer in `input` (host.ts passes 1, the index after "[").
 */
export function parseIPv6(input: string, errors: ErrorSink = null, offset = 0): number[] | null {
  const n = input.length;
  // 1. address: eight 0 pieces.
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = -1;
  let p = 0;
  // c is input.charCodeAt(p), or -1 for the EOF code point.
  let c = codeAt(input, 0, n);
  // 5. If c is U+003A (:), then remaining must start with ":".
  if (c === 0x3a) {
    if (input.charCodeAt(1) !== 0x3a) return fail(errors, ValidationErrorCode.IPv6InvalidCompression, offset);
    // Increase pointer by 2, pieceIndex by 1, compress = pieceIndex: what the
    // loop below does for the second ":" (6.2), which c then is.
    p = 1;
  }
  // 6. While c is not the EOF code point:
  while (c !== -1) {
    if (pieceIndex === 8) return fail(errors, ValidationErrorCode.IPv6TooManyPieces, offset + p);
    // 6.2. A ":" here starts a compression.
    if (c === 0x3a) {
      if (compress !== -1) return fail(errors, ValidationErrorCode.IPv6MultipleCompression, offset + p);
      c = codeAt(input, ++p, n);
      compress = ++pieceIndex;
      continue;
    }
    // 6.3–6.4. Up to four hex digits.
    const pieceStart = p;
    let value = 0;
    let length = 0;
    let d: number;
    while (length < 4 && (d = hexValue(c)) >= 0) {
      value = value * 0x10 + d;
      length++;
      c = codeAt(input, ++p, n);
    }
    // 6.5. If c is U+002E (.): the rest is an embedded IPv4 address.
    if (c === 0x2e) {
      if (length === 0) return fail(errors, ValidationErrorCode.IPv4InIPv6InvalidCodePoint, offset + p);
      p -= length;
      c = input.charCodeAt(p);
      if (pieceIndex > 6) return fail(errors, ValidationErrorCode.IPv4InIPv6TooManyPieces, offset + p);
      let numbersSeen = 0;
      for (;;) {
        // A number: ASCII digits, without a leading zero ("01"), at most 255.
        let ipv4Piece = -1;
        while (c >= 0x30 && c <= 0x39) {
          if (ipv4Piece === 0) return fail(errors, ValidationErrorCode.IPv4InIPv6InvalidCodePoint, offset + p);
          ipv4Piece = (ipv4Piece < 0 ? 0 : ipv4Piece * 10) + (c - 0x30);
          if (ipv4Piece > 255) return fail(errors, ValidationErrorCode.IPv4InIPv6OutOfRangePart, offset + p);
          c = codeAt(input, ++p, n);
        }
        if (ipv4Piece < 0) return fail(errors, ValidationErrorCode.IPv4InIPv6InvalidCodePoint, offset + p);
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        // Two numbers fill a piece.
        if (numbersSeen % 2 === 0) pieceIndex++;
        if (c === -1) break;
        // Then a "." and another number (four at most).
        if (c !== 0x2e || numbersSeen === 4) return fail(errors, ValidationErrorCode.IPv4InIPv6InvalidCodePoint, offset + p);
        c = codeAt(input, ++p, n);
      }
      if (numbersSeen !== 4) return fail(errors, ValidationErrorCode.IPv4InIPv6TooFewParts, offset + p);
      break;
    } else if (c === 0x3a) {
      // 6.6. A ":" after a piece must be followed by something.
      c = codeAt(input, ++p, n);
      if (c === -1) return fail(errors, ValidationErrorCode.IPv6InvalidCodePoint, offset + p);
    } else if (c !== -1) {
      // 6.7.
      return fail(errors, ValidationErrorCode.IPv6InvalidCodePoint, offset + p);
    }
    // 6.8. A leading 0 in a piece ("01"): IPv6-piece-leading-zero (not a failure).
    if (REPORTS_VALIDATION_ERRORS && length > 1 && value < Math.pow(16, length - 1)) reportError(errors, ValidationErrorCode.IPv6PieceLeadingZero, offset + pieceStart);
    address[pieceIndex] = value;
    pieceIndex++;
  }
  // 7. Move the pieces after the compression to the end (what the standard's
  //    swaps do): the pieces before it, the 0 pieces, then those pieces.
  if (compress !== -1) return address.slice(0, compress).concat(address.slice(pieceIndex), address.slice(compress, pieceIndex));
  // 8.
  if (pieceIndex !== 8) return fail(errors, ValidationErrorCode.IPv6TooFewPieces, offset + n);
  return address;
}

/**
 * https://url.spec.whatwg.org/#concept-ipv6-serializer
 * Without the brackets (the host serializer adds them). The first of the
 * longest runs of two or more 0 pieces is compressed to "::".
 */
export function serializeIPv6(address: number[]): string {
  // 2. compress: the first piece of the first longest run of 0 pieces, if longer than 1.
  let compress = -1;
  let bestLength = 1;
  for (let i = 0, run = 0; i < 8; i++) {
    run = address[i] === 0 ? run + 1 : 0;
    if (run > bestLength) {
      bestLength = run;
      compress = i - run + 1;
    }
  }
  let output = '';
  for (let i = 0; i < 8; i++) {
    if (i === compress) {
      output += i === 0 ? '::' : ':';
      i += bestLength - 1;
      continue;
    }
    output += address[i].toString(16);
    if (i !== 7) output += ':';
  }
  return output;
}
