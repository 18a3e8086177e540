// IPv6 hosts: the parser and the serializer.
// https://url.spec.whatwg.org/#concept-ipv6-parser
//
// The parser walks UTF-16 code units: every code point it accepts is ASCII,
// so a surrogate (or any non-ASCII unit) is rejected exactly as the code
// point it belongs to would be.
import type { ErrorSink } from '../record.js';

function hexDigitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
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
  let c = n > 0 ? input.charCodeAt(0) : -1;
  // 5. If c is U+003A (:), then remaining must start with ":".
  if (c === 0x3a) {
    if (n < 2 || input.charCodeAt(1) !== 0x3a) {
      if (errors !== null) errors.push({ code: 'IPv6-invalid-compression', index: offset });
      return null;
    }
    p = 2;
    c = n > 2 ? input.charCodeAt(2) : -1;
    pieceIndex = 1;
    compress = 1;
  }
  // 6. While c is not the EOF code point:
  while (c !== -1) {
    if (pieceIndex === 8) {
      if (errors !== null) errors.push({ code: 'IPv6-too-many-pieces', index: offset + p });
      return null;
    }
    // 6.2. A ":" here starts a compression.
    if (c === 0x3a) {
      if (compress !== -1) {
        if (errors !== null) errors.push({ code: 'IPv6-multiple-compression', index: offset + p });
        return null;
      }
      p++;
      c = p < n ? input.charCodeAt(p) : -1;
      compress = ++pieceIndex;
      continue;
    }
    // 6.3–6.4. Up to four hex digits.
    const pieceStart = p;
    let value = 0;
    let length = 0;
    let d: number;
    while (length < 4 && (d = hexDigitValue(c)) >= 0) {
      value = value * 0x10 + d;
      p++;
      length++;
      c = p < n ? input.charCodeAt(p) : -1;
    }
    // 6.5. If c is U+002E (.): the rest is an embedded IPv4 address.
    if (c === 0x2e) {
      if (length === 0) {
        if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-invalid-code-point', index: offset + p });
        return null;
      }
      p -= length;
      c = input.charCodeAt(p);
      if (pieceIndex > 6) {
        if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-too-many-pieces', index: offset + p });
        return null;
      }
      let numbersSeen = 0;
      while (c !== -1) {
        let ipv4Piece = -1;
        if (numbersSeen > 0) {
          if (c === 0x2e && numbersSeen < 4) {
            p++;
            c = p < n ? input.charCodeAt(p) : -1;
          } else {
            if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-invalid-code-point', index: offset + p });
            return null;
          }
        }
        if (c < 0x30 || c > 0x39) {
          if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-invalid-code-point', index: offset + p });
          return null;
        }
        while (c >= 0x30 && c <= 0x39) {
          const number = c - 0x30;
          if (ipv4Piece === -1) {
            ipv4Piece = number;
          } else if (ipv4Piece === 0) {
            // A leading zero ("01") is not allowed.
            if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-invalid-code-point', index: offset + p });
            return null;
          } else {
            ipv4Piece = ipv4Piece * 10 + number;
          }
          if (ipv4Piece > 255) {
            if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-out-of-range-part', index: offset + p });
            return null;
          }
          p++;
          c = p < n ? input.charCodeAt(p) : -1;
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) {
        if (errors !== null) errors.push({ code: 'IPv4-in-IPv6-too-few-parts', index: offset + p });
        return null;
      }
      break;
    } else if (c === 0x3a) {
      // 6.6. A ":" after a piece must be followed by something.
      p++;
      c = p < n ? input.charCodeAt(p) : -1;
      if (c === -1) {
        if (errors !== null) errors.push({ code: 'IPv6-invalid-code-point', index: offset + p });
        return null;
      }
    } else if (c !== -1) {
      // 6.7.
      if (errors !== null) errors.push({ code: 'IPv6-invalid-code-point', index: offset + p });
      return null;
    }
    // 6.8. A leading 0 in a piece ("01"): IPv6-piece-leading-zero (not a failure).
    if (length > 1 && value < Math.pow(16, length - 1) && errors !== null) {
      errors.push({ code: 'IPv6-piece-leading-zero', index: offset + pieceStart });
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  // 7. Move the pieces after the compression to the end.
  if (compress !== -1) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const t = address[pieceIndex];
      address[pieceIndex] = address[compress + swaps - 1];
      address[compress + swaps - 1] = t;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    // 8.
    if (errors !== null) errors.push({ code: 'IPv6-too-few-pieces', index: offset + n });
    return null;
  }
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
  for (let i = 0; i < 8; ) {
    if (address[i] !== 0) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < 8 && address[j] === 0) j++;
    if (j - i > bestLength) {
      bestLength = j - i;
      compress = i;
    }
    i = j;
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
