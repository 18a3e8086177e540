// The host parser, returning the serialized host.
// https://url.spec.whatwg.org/#host-parsing
// https://url.spec.whatwg.org/#host-serializing
//
// Spec divergence (representation): a host is kept as its serialization (a
// domain, dotted-decimal IPv4, "[…]" IPv6, an opaque host, or "" for the empty
// host), so parseHost returns the host parser's result already serialized.
//
// This follows the URL Standard with the "domain parser" (an ASCII domain is
// ASCII-lowercased whatever Unicode ToASCII says; validation errors
// domain-percent-encoded, IPv4-too-few-parts, IPv4-non-ASCII-input,
// IPv6-piece-leading-zero), which the WPT data in spec/fixtures/wpt and
// whatwg-url 17.3 follow.
//
// Validation error indices are relative to `input` (the host string handed to
// parseHost); the URL parser adds the host's offset in the URL. Errors found
// after percent-decoding and the domain parser (IPv4 parts) are indexed in
// that converted domain when it is the input itself, else at 0;
// domain-to-ASCII (the domain parser's, a forbidden domain code point
// included), IPv4-too-few-parts and IPv4-non-ASCII-input, which concern the
// whole domain or address, are at 0.
import type { ErrorSink, ValidationError } from '../base/errors.js';
import { reportError } from '../base/errors.js';
import { REPORTS_VALIDATION_ERRORS } from '../base/error-reporting.js';
import { percentDecodeString } from '../encoding/percent.js';
import { domainToASCII, hasNonASCII } from '../idna/uts46.js';
import { startsXNLabel } from '../idna/punycode.js';
import { endsInANumber, parseIPv4, serializeIPv4 } from './ipv4.js';
import { parseIPv6, serializeIPv6 } from './ipv6.js';
import { isInvalidURLUnit, parseOpaqueHost } from './opaque.js';
import { ValidationErrorCode } from '../base/validation-errors.js';

// (Defined with the Punycode code: it is the ACE prefix.)
export { startsXNLabel };

/**
 * https://url.spec.whatwg.org/#concept-host-parser with isOpaque ("not
 * special"). Returns the serialized host, or null (failure).
 */
export function parseHost(input: string, isOpaque: boolean, errors: ErrorSink = null): string | null {
  const n = input.length;
  // 1. If input starts with "[": it must end with "]", and is an IPv6 address.
  if (n > 0 && input.charCodeAt(0) === 0x5b) {
    if (input.charCodeAt(n - 1) !== 0x5d) {
      reportError(errors, ValidationErrorCode.IPv6Unclosed, n);
      return null;
    }
    const address = parseIPv6(input.slice(1, n - 1), errors, 1);
    return address === null ? null : '[' + serializeIPv6(address) + ']';
  }
  // 2. If isOpaque is true, then return the result of opaque-host parsing input.
  if (isOpaque) return parseOpaqueHost(input, errors, 0);

  // Fast path (spec divergence, performance only): a host made of lowercase
  // ASCII letters, digits, "-" and "." with no label starting "xn--" is its
  // own percent-decoding, and the domain parser maps it to itself (an ASCII
  // domain is ASCII-lowercased; the standard notes that for such input
  // without "xn--" labels Unicode ToASCII is the same), with no forbidden
  // domain code point. So steps 4–7 are skipped and the input is returned as
  // is. Taken only when nobody collects validation errors: the domain parser
  // reports domain-to-ASCII when the strict ToASCII fails (e.g. "-a.com",
  // a label over 63), and that needs the full path.
  if ((!REPORTS_VALIDATION_ERRORS || errors === null) && n > 0) {
    let i = 0;
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x61 && c <= 0x7a) {
        // A label starting "xn--".
        if (c === 0x78 && (i === 0 || input.charCodeAt(i - 1) === 0x2e) && startsXNLabel(input, i)) break;
        continue;
      }
      if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e) continue;
      break;
    }
    if (i === n) return endsInANumber(input) ? ipv4Host(input, null) : input;
  }
  return parseDomain(input, errors);
}

/**
 * Steps 3–9 of the host parser (the input is neither "[…]" nor opaque).
 * Exported so the tests can check that the fast path gives the same answer.
 * @internal
 */
export function parseDomain(input: string, errors: ErrorSink): string | null {
  // 4. If input contains a percent-encoded byte, domain-percent-encoded.
  if (REPORTS_VALIDATION_ERRORS && errors !== null) {
    const at = indexOfPercentEncodedByte(input);
    if (at >= 0) reportError(errors, ValidationErrorCode.DomainPercentEncoded, at);
  }
  // 5. Let domain be the result of running UTF-8 decode without BOM on the
  //    percent-decoding of input. (percentDecodeString returns input itself
  //    when it has no "%" and no surrogate.)
  const domain = percentDecodeString(input);
  // 6–7. Let asciiDomain be the result of running the domain parser with
  //      domain and false; failure is failure. (The domain parser,
  //      lib/idna/uts46.ts, reports domain-to-ASCII itself, and its own last
  //      steps fail the empty string and a forbidden domain code point:
  //      https://url.spec.whatwg.org/#concept-domain-to-ascii.)
  const asciiDomain = domainToASCII(domain, false, errors);
  if (asciiDomain === null) return null;
  // 8. If asciiDomain ends in a number: IPv4-non-ASCII-input when domain is
  //    not ASCII, and return the result of IPv4 parsing asciiDomain.
  if (endsInANumber(asciiDomain)) {
    if (REPORTS_VALIDATION_ERRORS && errors !== null && hasNonASCII(domain)) reportError(errors, ValidationErrorCode.IPv4NonASCIIInput, 0);
    if (!REPORTS_VALIDATION_ERRORS || errors === null || asciiDomain === input) return ipv4Host(asciiDomain, errors);
    // The IPv4 parser's indices are in the converted domain, which may be
    // longer than the input ("%31%32…"): report them at the host's start.
    const inner: ValidationError[] = [];
    const address = ipv4Host(asciiDomain, inner);
    for (let k = 0; k < inner.length; k++) reportError(errors, inner[k].code, 0);
    return address;
  }
  // 9. Return asciiDomain.
  return asciiDomain;
}

function ipv4Host(asciiDomain: string, errors: ErrorSink): string | null {
  const address = parseIPv4(asciiDomain, errors, 0);
  return address === null ? null : serializeIPv4(address);
}

/** The index of the first percent-encoded byte ("%" and two ASCII hex digits) in s, or -1. */
function indexOfPercentEncodedByte(s: string): number {
  // (A "%" that is not an invalid URL unit is followed by two ASCII hex digits.)
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) if (!isInvalidURLUnit(s, i, s.length)) return i;
  return -1;
}
