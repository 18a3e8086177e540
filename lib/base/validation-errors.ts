// The URL Standard's validation errors (https://url.spec.whatwg.org/#validation-error)
// as the algorithms report them: numbers, which a const enum inlines, so that
// a build in which nobody collects errors (polyurl/auto, the legacy script)
// carries none of the names. What collects them (lib/diagnostics/diagnose.ts, the
// specs) names them with validationErrorName.

/** A validation error, by number: the index of its name in VALIDATION_ERROR_NAMES. */
export const enum ValidationErrorCode {
  IPv4EmptyPart = 0,
  IPv4InIPv6InvalidCodePoint = 1,
  IPv4InIPv6OutOfRangePart = 2,
  IPv4InIPv6TooFewParts = 3,
  IPv4InIPv6TooManyPieces = 4,
  IPv4NonASCIIInput = 5,
  IPv4NonDecimalPart = 6,
  IPv4NonNumericPart = 7,
  IPv4OutOfRangePart = 8,
  IPv4TooFewParts = 9,
  IPv4TooManyParts = 10,
  IPv6InvalidCodePoint = 11,
  IPv6InvalidCompression = 12,
  IPv6MultipleCompression = 13,
  IPv6PieceLeadingZero = 14,
  IPv6TooFewPieces = 15,
  IPv6TooManyPieces = 16,
  IPv6Unclosed = 17,
  DomainPercentEncoded = 18,
  DomainToASCII = 19,
  DomainToUnicode = 20,
  FileInvalidWindowsDriveLetter = 21,
  FileInvalidWindowsDriveLetterHost = 22,
  HostInvalidCodePoint = 23,
  HostMissing = 24,
  InvalidURLUnit = 25,
  InvalidCredentials = 26,
  InvalidReverseSolidus = 27,
  MissingSchemeNonRelativeURL = 28,
  PortInvalid = 29,
  PortOutOfRange = 30,
  SpecialSchemeMissingFollowingSolidus = 31,
}

/** The standard's name of each ValidationErrorCode, in its order. */
export const VALIDATION_ERROR_NAMES: readonly string[] = [
  'IPv4-empty-part',
  'IPv4-in-IPv6-invalid-code-point',
  'IPv4-in-IPv6-out-of-range-part',
  'IPv4-in-IPv6-too-few-parts',
  'IPv4-in-IPv6-too-many-pieces',
  'IPv4-non-ASCII-input',
  'IPv4-non-decimal-part',
  'IPv4-non-numeric-part',
  'IPv4-out-of-range-part',
  'IPv4-too-few-parts',
  'IPv4-too-many-parts',
  'IPv6-invalid-code-point',
  'IPv6-invalid-compression',
  'IPv6-multiple-compression',
  'IPv6-piece-leading-zero',
  'IPv6-too-few-pieces',
  'IPv6-too-many-pieces',
  'IPv6-unclosed',
  'domain-percent-encoded',
  'domain-to-ASCII',
  'domain-to-Unicode',
  'file-invalid-Windows-drive-letter',
  'file-invalid-Windows-drive-letter-host',
  'host-invalid-code-point',
  'host-missing',
  'invalid-URL-unit',
  'invalid-credentials',
  'invalid-reverse-solidus',
  'missing-scheme-non-relative-URL',
  'port-invalid',
  'port-out-of-range',
  'special-scheme-missing-following-solidus',
];

/** The standard's name of validation error `code` (e.g. "invalid-reverse-solidus"). */
export function validationErrorName(code: ValidationErrorCode): string {
  return VALIDATION_ERROR_NAMES[code];
}
