// Opaque hosts (the hosts of URLs whose scheme is not special).
// https://url.spec.whatwg.org/#concept-opaque-host-parser
import type { ErrorSink } from '../record.js';
import { C0_CONTROL_SET } from '../encoding/sets.js';
import { percentEncodeString } from '../encoding/percent.js';
import { isASCIIHexDigit, isForbiddenHostCodePoint, isURLCodePoint } from '../infra.js';

/**
 * https://url.spec.whatwg.org/#concept-opaque-host-parser
 * Returns the opaque host (already serialized: the input with C0 controls and
 * non-ASCII UTF-8 percent-encoded; the input itself when nothing needs it),
 * or null (failure). Validation errors are reported at `offset` + the index
 * in `input`.
 */
export function parseOpaqueHost(input: string, errors: ErrorSink = null, offset = 0): string | null {
  const n = input.length;
  // 1. If input contains a forbidden host code point, host-invalid-code-point, failure.
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && isForbiddenHostCodePoint(c)) {
      if (errors !== null) errors.push({ code: 'host-invalid-code-point', index: offset + i });
      return null;
    }
  }
  // 2–3. invalid-URL-unit, once for a code point that is not a URL code
  //      point (nor "%"), once for a "%" not followed by two ASCII hex
  //      digits; each at its first occurrence. Only looked for when someone
  //      listens: neither changes the result.
  if (errors !== null) reportInvalidURLUnits(input, errors, offset);
  // 4. UTF-8 percent-encode with the C0 control percent-encode set.
  return percentEncodeString(input, C0_CONTROL_SET);
}

function reportInvalidURLUnits(input: string, errors: ValidationErrorList, offset: number): void {
  const n = input.length;
  let notURLCodePoint = -1;
  let badPercent = -1;
  for (let i = 0; i < n && (notURLCodePoint < 0 || badPercent < 0); i++) {
    let c = input.charCodeAt(i);
    const at = i;
    if (c === 0x25) {
      if (badPercent < 0 && !(i + 2 < n && isASCIIHexDigit(input.charCodeAt(i + 1)) && isASCIIHexDigit(input.charCodeAt(i + 2)))) {
        badPercent = at;
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (notURLCodePoint < 0 && !isURLCodePoint(c)) notURLCodePoint = at;
  }
  if (notURLCodePoint >= 0) errors.push({ code: 'invalid-URL-unit', index: offset + notURLCodePoint });
  if (badPercent >= 0) errors.push({ code: 'invalid-URL-unit', index: offset + badPercent });
}

type ValidationErrorList = Exclude<ErrorSink, null>;
