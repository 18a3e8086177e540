// UTS #46 (Unicode IDNA Compatibility Processing, Unicode 17.0.0) as the URL
// Standard calls it: CheckBidi=true, CheckJoiners=true,
// Transitional_Processing=false, IgnoreInvalidPunycode=false, and
// CheckHyphens = UseSTD3ASCIIRules = VerifyDnsLength = beStrict; when beStrict
// is false an ASCII domain is only lowercased (whatwg/url#914: Unicode ToASCII
// then decides only the validation error).
// https://url.spec.whatwg.org/#idna
// https://www.unicode.org/reports/tr46/#Processing
import type { ErrorSink } from '../base/errors.js';
import { reportError } from '../base/errors.js';
import { STRICT_FLAGS } from './strict.js';
import { asciiLowercase, codePointAt, isASCIIAlphanumeric, isForbiddenDomainCodePoint } from '../base/infra.js';
import { punycodeDecode, startsXNLabel, toCodePoints } from './punycode.js';
import { encodeLabel } from './punycode-short.js';
import { nfc } from './nfc.js';
import { toASCIIQuick } from './quick.js';
import type { Mapping } from './props.js';
import { isMark, lookupStatus, STATUS_DISALLOWED, STATUS_MAPPED, STATUS_VALID } from './props.js';
import { checkBidiRule, checkJoiners, isRTLLabel } from './rules.js';
import { ValidationErrorCode } from '../base/validation-errors.js';

export { setNormalizer } from './nfc.js';

/** Whether s has a code unit above U+007F. */
export function hasNonASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return true;
  return false;
}

/**
 * UTS #46 §4 Processing, steps 1–4. `strict` is the URL Standard's beStrict,
 * which sets CheckHyphens and UseSTD3ASCIIRules (CheckBidi, CheckJoiners are
 * always on; Transitional_Processing and IgnoreInvalidPunycode always off).
 * The labels after conversion (xn-- labels decoded); when an error was
 * recorded (UTS #46 "record that there was an error"), null for ToASCII,
 * and for ToUnicode (`toUnicode`) the labels all the same, the error
 * reported to `errors` as domain-to-Unicode.
 * https://www.unicode.org/reports/tr46/#Processing
 */
function processing(domain: string, strict: boolean, toUnicode: boolean, errors: ErrorSink): string[] | null {
  let hadError = false;
  // 1. Map: each code point by its status in the IDNA Mapping Table. ASCII
  // is valid except the upper-case letters, mapped to lower case (first, in
  // one pass); then the rest.
  domain = asciiLowercase(domain);
  let s = '';
  let from = 0;
  const mapped: Mapping = { _value: '' };
  const n = domain.length;
  for (let i = 0; i < n; i++) {
    if (domain.charCodeAt(i) < 0x80) continue;
    const cp = codePointAt(domain, i, n);
    const end = cp > 0xffff ? i + 2 : i + 1;
    const status = lookupStatus(cp, mapped);
    // disallowed: "Leave the code point unchanged in the string"; the
    // validity criteria (step 4) record the error. Ignored and mapped are
    // the two statuses above it.
    if (status > STATUS_DISALLOWED) {
      s += domain.slice(from, i) + (status === STATUS_MAPPED ? mapped._value : '');
      from = end;
    }
    i = end - 1;
  }
  s += domain.slice(from);
  // 2. Normalize the domain name string to Unicode Normalization Form C
  // (nfc returns an ASCII string at once).
  s = nfc(s);
  // 3. Break the string into labels at U+002E ( . ) FULL STOP.
  const labels = s.split('.');
  // 4. Convert/Validate the labels.
  let bidiDomain = false;
  for (let k = 0; k < labels.length; k++) {
    let label = labels[k];
    let fromPunycode = false;
    if (startsXNLabel(label, 0)) {
      // 4.1. If the label contains any non-ASCII code point, record an error.
      // 4.2. Convert the rest of the label to Unicode with Punycode; on
      //      failure (IgnoreInvalidPunycode=false) record an error.
      // Either way the label stays as it is: continue with the next label.
      const decoded = hasNonASCII(label) ? null : punycodeDecode(label.slice(4));
      if (decoded === null) {
        hadError = true;
        continue;
      }
      // 4.3. If the label is the empty string, or if the label contains only
      //      ASCII code points, record that there was an error.
      if (!hasNonASCII(decoded)) hadError = true;
      labels[k] = label = decoded;
      fromPunycode = true;
    }
    // An ASCII label out of step 1 meets criteria 1 and 3–7 (all of ASCII but
    // the upper-case letters is valid), so only CheckHyphens and
    // UseSTD3ASCIIRules can reject it.
    if (label.length > 0 && ((STRICT_FLAGS && strict) || fromPunycode || hasNonASCII(label))) {
      const cps = toCodePoints(label);
      if (!validLabel(label, cps, fromPunycode, strict, mapped)) hadError = true;
      if (!bidiDomain && isRTLLabel(cps)) bidiDomain = true;
    }
  }
  // §4.1 criterion 8: "If CheckBidi, and if the domain name is a Bidi domain
  // name, then the label must satisfy all six of the numbered conditions in
  // RFC 5893, Section 2", for every label, ASCII ones included. (Only
  // domains with an RTL label and no error get here: the labels' code points
  // are made again rather than kept for all.)
  if (bidiDomain && !hadError) {
    for (let k = 0; k < labels.length && !hadError; k++) hadError = !checkBidiRule(toCodePoints(labels[k]));
  }
  if (hadError) {
    if (!toUnicode) return null;
    reportError(errors, ValidationErrorCode.DomainToUnicode, 0);
  }
  return labels;
}

/**
 * UTS #46 §4.1 Validity Criteria 1–7 for a non-empty label (8, CheckBidi, is
 * checked by the caller over the whole domain name). `mapped` is the caller's,
 * for the status lookups to write mappings that criterion 7 does not read.
 * https://www.unicode.org/reports/tr46/#Validity_Criteria
 */
function validLabel(label: string, cps: number[], fromPunycode: boolean, strict: boolean, mapped: Mapping): boolean {
  const n = cps.length;
  // 1. The label must be in Unicode Normalization Form NFC. (Step 2 made
  //    every label NFC but a decoded Punycode one.)
  if (fromPunycode && nfc(label) !== label) return false;
  if (STRICT_FLAGS && strict) {
    // 2. If CheckHyphens, the label must not contain a U+002D HYPHEN-MINUS
    //    character in both the third and fourth positions.
    // 3. If CheckHyphens, the label must neither begin nor end with a U+002D HYPHEN-MINUS character.
    if ((n > 3 && cps[2] === 0x2d && cps[3] === 0x2d) || cps[0] === 0x2d || cps[n - 1] === 0x2d) return false;
  } else if (fromPunycode && startsXNLabel(label, 0)) {
    // 4. If not CheckHyphens, the label must not begin with "xn--".
    return false;
  }
  // 5. The label must not contain a U+002E ( . ) FULL STOP: no label can
  //    (a decoded one takes its basic code points from the ASCII label).
  // 6. The label must not begin with a combining mark (General_Category=Mark).
  if (cps[0] >= 0x80 && isMark(cps[0])) return false;
  // 7. Each code point must be valid or deviation (Transitional_Processing=false);
  //    with UseSTD3ASCIIRules an ASCII one must be a-z, 0-9 or "-". (All
  //    of ASCII but the upper-case letters is valid, and none is left: step
  //    1 mapped them, NFC makes none from what it keeps, and a decoded label
  //    takes its basic code points from the label step 1 made.)
  for (let i = 0; i < n; i++) {
    const c = cps[i];
    if (c >= 0x80 ? lookupStatus(c, mapped) !== STATUS_VALID : STRICT_FLAGS && strict && !isASCIIAlphanumeric(c) && c !== 0x2d) return false;
  }
  // 8. CheckJoiners: the CONTEXTJ rules of RFC 5892 Appendix A.
  return checkJoiners(cps);
}

/**
 * UTS #46 §4.2 ToASCII; `strict` sets CheckHyphens, UseSTD3ASCIIRules and
 * VerifyDnsLength (the URL Standard's beStrict). Null is failure.
 * (Exported for the spec, which compares toASCIIQuick with it.)
 * https://www.unicode.org/reports/tr46/#ToASCII
 * @internal
 */
export function toASCII(domain: string, strict: boolean): string | null {
  // 1. Apply the Processing steps.
  const labels = processing(domain, strict, false, null);
  if (labels === null) return null;
  // 2. Convert each label with non-ASCII characters using Punycode, prefixed "xn--".
  for (let k = 0; k < labels.length; k++) {
    if (hasNonASCII(labels[k])) {
      const encoded = encodeLabel(labels[k]);
      if (encoded === null) return null;
      labels[k] = 'xn--' + encoded;
    }
  }
  const result = labels.join('.');
  // 3. If VerifyDnsLength, verify the DNS length restrictions.
  return STRICT_FLAGS && strict && !dnsLengthOK(result) ? null : result;
}

/**
 * UTS #46 §4.2 step 3: "the length of the domain name, excluding the root
 * label and its dot, is from 1 to 253", and "the length of each label is from
 * 1 to 63".
 */
export function dnsLengthOK(domain: string): boolean {
  // The root label: an empty last label after a dot.
  if (domain.length > 1 && domain.charCodeAt(domain.length - 1) === 0x2e) domain = domain.slice(0, -1);
  // (An empty domain is one empty label.)
  const labels = domain.split('.');
  for (let k = 0; k < labels.length; k++) {
    if (labels[k].length < 1 || labels[k].length > 63) return false;
  }
  return domain.length <= 253;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-ascii (the "domain parser"
 * of the current standard): the ASCII domain, or null (failure).
 */
export function domainToASCII(domain: string, beStrict: boolean, errors: ErrorSink = null): string | null {
  const ascii = !hasNonASCII(domain);
  // The strict Unicode ToASCII (CheckHyphens, UseSTD3ASCIIRules and
  // VerifyDnsLength all true) decides the domain-to-ASCII validation error,
  // and is the result when beStrict is true.
  // Spec divergence (performance): the standard runs it unconditionally; when
  // beStrict is false its only effect is that validation error, so it is
  // skipped when nobody collects errors.
  if (STRICT_FLAGS && (beStrict || errors !== null)) {
    const strictResult = toASCII(domain, true);
    if (strictResult === null) reportError(errors, ValidationErrorCode.DomainToASCII, 0);
    if (beStrict) return strictResult;
  }
  // For web compatibility an ASCII domain is lowercased, whatever Unicode
  // ToASCII says of it (the host parser's fast path has skipped even this
  // for lowercase letters, digits, "-" and "." without "xn--").
  let result: string | null = asciiLowercase(domain);
  if (!ascii) {
    // (Its result is "a"–"z", "0"–"9", "-" and "." with a non-ASCII label:
    // not empty, no forbidden domain code point.)
    const quick = toASCIIQuick(result);
    if (quick !== undefined) return quick;
    result = toASCII(domain, false);
  }
  // Failure, the empty string and a forbidden domain code point are failure
  // (each already reported by the strict pass above).
  if (result === null || result === '') return null;
  for (let i = 0; i < result.length; i++) {
    if (isForbiddenDomainCodePoint(result.charCodeAt(i))) return null;
  }
  return result;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-unicode: UTS #46 ToUnicode
 * with the same flags (beStrict false); the result is returned even when
 * there were errors (then reported as a domain-to-Unicode validation error).
 */
export function domainToUnicode(domain: string, errors: ErrorSink = null): string {
  return (processing(domain, false, true, errors) as string[]).join('.');
}
