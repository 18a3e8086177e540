// Opaque hosts (the hosts of URLs whose scheme is not special).
// https://url.spec.whatwg.org/#concept-opaque-host-parser
import type { ErrorSink } from '../base/errors.js';
import { reportError } from '../base/errors.js';
import { REPORTS_VALIDATION_ERRORS } from '../base/error-reporting.js';
import { C0_CONTROL_SET } from '../encoding/sets.js';
import { percentEncodeString } from '../encoding/percent.js';
import { codePointAt, isASCIIHexDigit, isForbiddenHostCodePoint, isLeadingSurrogate, isTrailingSurrogate, isURLCodePoint } from '../base/infra.js';
import { ValidationErrorCode } from '../base/validation-errors.js';

/**
 * Whether s[i] is where the standard reports invalid-URL-unit (the opaque
 * host parser, and the path, opaque path, query and fragment states): a "%"
 * not followed by two ASCII hex digits within s[, end), or a code point that
 * is not a URL code point. A surrogate pair is one code point, judged at its
 * leading surrogate (its trailing one is never reported).
 */
export function isInvalidURLUnit(s: string, i: number, end: number): boolean {
  const c = s.charCodeAt(i);
  if (c === 0x25) return !(i + 2 < end && isASCIIHexDigit(s.charCodeAt(i + 1)) && isASCIIHexDigit(s.charCodeAt(i + 2)));
  // The trailing half of a surrogate pair: judged with its leading half, at i - 1.
  if (isTrailingSurrogate(c) && isLeadingSurrogate(s.charCodeAt(i - 1))) return false;
  return !isURLCodePoint(codePointAt(s, i, end));
}

/**
 * https://url.spec.whatwg.org/#concept-opaque-host-parser
 * Returns the opaque host (already serialized: the input with C0 controls and
 * non-ASCII UTF-8 percent-encoded; the input itself when nothing needs it),
 * or null (failure). Validation errors are reported at `offset` + the index
 * in `input`.
 */
export function parseOpaqueHost(input: string, errors: ErrorSink = null, offset = 0): string | null {
  // 1. If input contains a forbidden host code point, host-invalid-code-point, failure.
  for (let i = 0; i < input.length; i++) {
    if (isForbiddenHostCodePoint(input.charCodeAt(i))) {
      reportError(errors, ValidationErrorCode.HostInvalidCodePoint, offset + i);
      return null;
    }
  }
  // 2–3. invalid-URL-unit, once for a code point that is not a URL code
  //      point (nor "%"), once for a "%" not followed by two ASCII hex
  //      digits; each at its first occurrence. Only looked for when someone
  //      listens: neither changes the result.
  if (REPORTS_VALIDATION_ERRORS && errors !== null) reportInvalidURLUnits(input, errors, offset);
  // 4. UTF-8 percent-encode with the C0 control percent-encode set.
  return percentEncodeString(input, C0_CONTROL_SET);
}

function reportInvalidURLUnits(input: string, errors: ValidationErrorList, offset: number): void {
  const n = input.length;
  let notURLCodePoint = -1;
  let badPercent = -1;
  for (let i = 0; i < n; i++) {
    if (!isInvalidURLUnit(input, i, n)) continue;
    if (input.charCodeAt(i) === 0x25) {
      if (badPercent < 0) badPercent = i;
    } else if (notURLCodePoint < 0) {
      notURLCodePoint = i;
    }
  }
  if (notURLCodePoint >= 0) reportError(errors, ValidationErrorCode.InvalidURLUnit, offset + notURLCodePoint);
  if (badPercent >= 0) reportError(errors, ValidationErrorCode.InvalidURLUnit, offset + badPercent);
}

type ValidationErrorList = Exclude<ErrorSink, null>;
