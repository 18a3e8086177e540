// URL.diagnose(input, base?, { mode }): the URL (or null) and every problem
// found on the way, each with the UTF-16 index in `input` where it occurred.
//
// - whatwg: the validation errors of the URL Standard under its own names
//   (https://url.spec.whatwg.org/#validation-error), as the parser reports
//   them while it runs (lib/whatwg/parser.ts). A validation error does not
//   make the URL invalid; failure is `url === null`.
// - rfc3986: the RFC3986Error that rejected the input (code = the ABNF rule
//   it breaks, plus its component and character).
// - lenient: what the clean-up removed or inferred (lib/text/clean.ts,
//   lib/text/infer.ts) and then the validation errors of the WHATWG parser on
//   the cleaned string, indexed back into the original input.
//
// Errors about the base URL carry `source: "base"`, their index is in `base`.
// Not a hot path: it parses more than once to keep the parsers free of it.
import { URL } from './url.js';
import type { URLOptions } from './modes/mode.js';
import type { URLRecord, ValidationError } from './record.js';
import { basicURLParse } from './whatwg/parser.js';
import { selectMode } from './modes/select.js';
import { toUSVString, requireArguments } from './webidl.js';
import { RFC3986Error } from './rfc3986/errors.js';
import { parseURIReference } from './rfc3986/parse.js';
import { clean, toOriginalIndex } from './text/clean.js';
import type { CleanChange } from './text/clean.js';
import { checkDefaultScheme, inferScheme } from './text/infer.js';

/** One problem found in the input (or, with source "base", in the base URL). */
export interface Diagnostic {
  /** whatwg: the standard's validation error name; rfc3986: the ABNF rule; lenient clean-up: the change's kind. */
  code: string;
  /** UTF-16 index in the input (in the base when source is "base"). */
  index: number;
  /** A sentence a person understands. */
  message: string;
  /** "base" when the problem is in the base URL. */
  source?: 'base';
  /** rfc3986 only: the component and the offending character ("" at the end of the input). */
  component?: string;
  character?: string;
  /** whatwg and lenient: "failure" when this error made the parse fail, else "warning" (the URL is still valid). */
  severity?: 'failure' | 'warning' | 'change';
}

export interface DiagnoseResult {
  url: URL | null;
  errors: Diagnostic[];
}

// https://url.spec.whatwg.org/#validation-error: what each error means.
const MESSAGES: { [code: string]: string } = {
  'domain-to-ASCII': 'the host could not be converted to ASCII by Unicode ToASCII (IDNA)',
  'domain-to-Unicode': 'the host could not be converted to Unicode by Unicode ToUnicode (IDNA)',
  'domain-invalid-code-point': 'the host contains a forbidden domain code point',
  'domain-percent-encoded': 'the host contains percent-encoded bytes, which were decoded',
  'host-invalid-code-point': 'the opaque host contains a forbidden host code point',
  'IPv4-empty-part': 'the IPv4 address ends with a "." (an empty part)',
  'IPv4-too-many-parts': 'the IPv4 address has more than four parts',
  'IPv4-too-few-parts': 'the IPv4 address has fewer than four parts, so its last part fills several bytes',
  'IPv4-non-numeric-part': 'a part of the IPv4 address is not a number',
  'IPv4-non-decimal-part': 'a part of the IPv4 address is written in hexadecimal ("0x") or octal (leading "0")',
  'IPv4-out-of-range-part': 'a part of the IPv4 address is larger than 255 (or the last part too large for the remaining bytes)',
  'IPv4-non-ASCII-input': 'the IPv4 address was written with non-ASCII characters (e.g. fullwidth digits or ideographic full stops)',
  'IPv6-unclosed': 'the IPv6 address has no closing "]"',
  'IPv6-invalid-compression': 'the IPv6 address begins with a single ":" instead of "::"',
  'IPv6-too-many-pieces': 'the IPv6 address has more than eight pieces',
  'IPv6-multiple-compression': 'the IPv6 address uses "::" more than once',
  'IPv6-invalid-code-point': 'the IPv6 address contains a code point that is not a hexadecimal digit, ":" or "."',
  'IPv6-too-few-pieces': 'the IPv6 address has fewer than eight pieces and no "::"',
  'IPv6-piece-leading-zero': 'a piece of the IPv6 address has a leading zero',
  'IPv4-in-IPv6-too-many-pieces': 'the IPv6 address has an embedded IPv4 address after more than six pieces',
  'IPv4-in-IPv6-invalid-code-point': 'the IPv4 address embedded in the IPv6 address contains an invalid code point or an empty part',
  'IPv4-in-IPv6-out-of-range-part': 'a part of the IPv4 address embedded in the IPv6 address is larger than 255',
  'IPv4-in-IPv6-too-few-parts': 'the IPv4 address embedded in the IPv6 address has fewer than four parts',
  'invalid-URL-unit': 'a code point that is not allowed in a URL (or a "%" not followed by two hexadecimal digits); leading and trailing C0 controls and spaces, tabs and newlines are removed, other characters are percent-encoded',
  'special-scheme-missing-following-solidus': 'a special scheme (http, https, ws, wss, ftp, file) is not followed by "//"',
  'missing-scheme-non-relative-URL': 'the input has no scheme, and there is no base URL to resolve it against (or the base has an opaque path)',
  'invalid-reverse-solidus': 'a "\\" in a URL with a special scheme is read as "/"',
  'invalid-credentials': 'the URL contains credentials (a username or password before "@")',
  'host-missing': 'the URL has a special scheme but no host',
  'port-out-of-range': 'the port is larger than 65535',
  'port-invalid': 'the port is not a number',
  'file-invalid-Windows-drive-letter': 'a Windows drive letter in a relative file URL replaces the base URL\'s path',
  'file-invalid-Windows-drive-letter-host': 'a file: URL\'s host looks like a Windows drive letter (it is read as part of the path)',
};

// Validation errors that, in the standard, come right before "return failure".
const FAILURES: { [code: string]: boolean } = {
  'domain-to-ASCII': true,
  'domain-invalid-code-point': true,
  'host-invalid-code-point': true,
  'IPv4-too-many-parts': true,
  'IPv4-non-numeric-part': true,
  'IPv4-out-of-range-part': true,
  'IPv6-unclosed': true,
  'IPv6-invalid-compression': true,
  'IPv6-too-many-pieces': true,
  'IPv6-multiple-compression': true,
  'IPv6-invalid-code-point': true,
  'IPv6-too-few-pieces': true,
  'IPv4-in-IPv6-too-many-pieces': true,
  'IPv4-in-IPv6-invalid-code-point': true,
  'IPv4-in-IPv6-out-of-range-part': true,
  'IPv4-in-IPv6-too-few-parts': true,
  'missing-scheme-non-relative-URL': true,
  'host-missing': true,
  'port-out-of-range': true,
  'port-invalid': true,
};

/** The message for a WHATWG validation error at `index` of `text`. */
export function validationMessage(code: string, index: number, text: string): string {
  const what = Object.prototype.hasOwnProperty.call(MESSAGES, code) ? MESSAGES[code] : 'validation error';
  return code + ' at index ' + index + describeAt(text, index) + ': ' + what;
}

function describeAt(text: string, index: number): string {
  if (index >= text.length) return ' (end of input)';
  const c = text.charCodeAt(index);
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0xa0) || (c >= 0xd800 && c <= 0xdfff) || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
    const h = c.toString(16).toUpperCase();
    return ' (U+' + '0000'.slice(h.length) + h + ')';
  }
  return ' (' + JSON.stringify(text.charAt(index)) + ')';
}

function fromValidation(errs: ValidationError[], failed: boolean, source: 'base' | undefined, map: ((i: number) => number) | null, original: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (let k = 0; k < errs.length; k++) {
    const e = errs[k];
    let index = map === null ? e.index : map(e.index);
    // Errors the host parser finds after IDNA conversion are indexed in the
    // converted domain, which can be longer than the input (lib/host/host.ts).
    if (index > original.length) index = original.length;
    const d: Diagnostic = {
      code: e.code,
      index,
      message: validationMessage(e.code, index, original),
      severity: failed && FAILURES[e.code] === true ? 'failure' : 'warning',
    };
    if (source !== undefined) d.source = source;
    out.push(d);
  }
  // A failure the standard reports through a host that is not one (e.g. a
  // forbidden code point caught by IDNA) still needs one failure entry.
  if (failed) {
    let any = false;
    for (let k = 0; k < out.length; k++) if (out[k].severity === 'failure') any = true;
    if (!any && out.length > 0) out[out.length - 1].severity = 'failure';
  }
  return out;
}

/** WHATWG: the base's errors when it fails, then the input's. */
function diagnoseWhatwg(input: string, base: string | undefined, errors: Diagnostic[], map: ((i: number) => number) | null, original: string): boolean {
  let baseRecord: URLRecord | null = null;
  if (base !== undefined) {
    const be: ValidationError[] = [];
    baseRecord = basicURLParse(base, null, undefined, undefined, be);
    if (baseRecord === null) {
      const ds = fromValidation(be, true, 'base', null, base);
      for (let k = 0; k < ds.length; k++) errors.push(ds[k]);
      return false;
    }
  }
  const ie: ValidationError[] = [];
  const rec = basicURLParse(input, baseRecord, undefined, undefined, ie);
  const ds = fromValidation(ie, rec === null, undefined, map, original);
  for (let k = 0; k < ds.length; k++) errors.push(ds[k]);
  return rec !== null;
}

function fromRFC3986(e: RFC3986Error, source: 'base' | undefined): Diagnostic {
  const d: Diagnostic = { code: e.rule, index: e.index, message: e.message, component: e.component, character: e.character, severity: 'failure' };
  if (source !== undefined) d.source = source;
  return d;
}

function changeMessage(ch: CleanChange): string {
  const r = JSON.stringify(ch.removed);
  const i = JSON.stringify(ch.inserted);
  switch (ch.kind) {
    case 'trim':
      return 'removed ' + r + ' (whitespace around the URL) at index ' + ch.index;
    case 'delimiters':
      return 'removed the delimiter ' + r + ' at index ' + ch.index + ' (RFC 3986 Appendix C)';
    case 'prefix':
      return 'removed the prefix ' + r + ' at index ' + ch.index + ' (RFC 3986 Appendix C)';
    case 'whitespace':
      return 'removed embedded whitespace ' + r + ' at index ' + ch.index + ' (RFC 3986 Appendix C)';
    case 'hyphen-at-line-break':
      return 'the "-" before the line break at index ' + ch.index + ' was kept; it may or may not be part of the URL (RFC 3986 Appendix C)';
    case 'scheme-inferred':
      return 'no scheme: inserted ' + i + ' at index ' + ch.index;
    case 'scheme-repaired':
      return 'replaced the misspelled scheme ' + r + ' with ' + i + ' at index ' + ch.index;
    case 'slashes-repaired':
      return 'replaced ' + r + ' with ' + i + ' after the scheme at index ' + ch.index;
  }
  return ch.kind + ' at index ' + ch.index + ': removed ' + r + ', inserted ' + i;
}

/**
 * The map from an index of the string the WHATWG parser saw back to the
 * input: through the inferred changes (whose indices are into the cleaned
 * string; inserted text maps to where it was inserted), then through the
 * ranges clean() kept. Built once, then a binary search per index, so a
 * hostile input with many errors and many removed line breaks stays
 * O(n log n) (CleanResult.kept is [start0, end0, start1, end1, …]).
 */
function indexMap(kept: number[], inferred: CleanChange[]): (i: number) => number {
  const changes = inferred.slice().sort(function (x, y) {
    return x.index - y.index;
  });
  // valueStart[r]: where kept range r begins in the cleaned string.
  const valueStart: number[] = [];
  let offset = 0;
  for (let k = 0; k < kept.length; k += 2) {
    valueStart.push(offset);
    offset += kept[k + 1] - kept[k];
  }
  function toCleaned(index: number): number {
    let shift = 0;
    for (let k = 0; k < changes.length; k++) {
      const ch = changes[k];
      const at = ch.index + shift; // where the change starts in the parsed string
      if (index < at) break;
      if (index < at + ch.inserted.length) return ch.index;
      shift += ch.inserted.length - ch.removed.length;
    }
    return index - shift;
  }
  return function (index: number): number {
    const i = toCleaned(index);
    if (valueStart.length === 0) return 0;
    let lo = 0;
    let hi = valueStart.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (valueStart[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    const start = kept[2 * lo];
    const end = kept[2 * lo + 1];
    const at = start + (i - valueStart[lo]);
    // Past the end of the cleaned string: just after the last kept character.
    return at > end ? end : at;
  };
}

function diagnoseLenient(input: string, base: string | undefined, options: URLOptions | undefined, errors: Diagnostic[]): void {
  const defaultScheme = checkDefaultScheme(options === undefined || options === null ? undefined : options.defaultScheme);
  const cleaned = clean(input);
  const infer = base === undefined;
  // With a base only a leading "scheme:" input is repaired (it ignores the base): infer.ts's rule.
  const inferred = inferScheme(cleaned.value, defaultScheme, !infer);
  for (let k = 0; k < cleaned.changes.length; k++) {
    const ch = cleaned.changes[k];
    errors.push({ code: ch.kind, index: ch.index, message: changeMessage(ch), severity: 'change' });
  }
  for (let k = 0; k < inferred.changes.length; k++) {
    const ch = inferred.changes[k];
    const at = toOriginalIndex(cleaned, ch.index);
    errors.push({
      code: ch.kind,
      index: at,
      message: changeMessage({ kind: ch.kind, index: at, removed: ch.removed, inserted: ch.inserted }),
      severity: 'change',
    });
  }
  const map = indexMap(cleaned.kept, inferred.changes);
  let b = base;
  if (base !== undefined) {
    const bc = clean(base);
    b = inferScheme(bc.value, defaultScheme).value;
  }
  diagnoseWhatwg(inferred.value, b, errors, map, input);
}

/**
 * https://url.spec.whatwg.org/#validation-error (whatwg), the RFC 3986
 * grammar (rfc3986), the Appendix C clean-up (lenient): `url` is what
 * `URL.parse(input, base, options)` returns, `errors` what was wrong.
 */
export function diagnose(input: string | URL, base?: string | URL, options?: URLOptions): DiagnoseResult {
  requireArguments(arguments.length, 1, "Failed to execute 'diagnose' on 'URL'");
  const s = toUSVString(input);
  const b = base === undefined ? undefined : toUSVString(base);
  const mode = selectMode(options);
  const errors: Diagnostic[] = [];
  if (mode.name === 'rfc3986') {
    const rec = mode.parse(s, b);
    if (rec instanceof Error) {
      let source: 'base' | undefined;
      // RFC 3986 §5.1: the input is checked first, then the base it is resolved against.
      if (b !== undefined && !(parseURIReference(s) instanceof RFC3986Error)) {
        const br = parseURIReference(b);
        if (br instanceof RFC3986Error || br.scheme === undefined) source = 'base';
      }
      if (rec instanceof RFC3986Error) errors.push(fromRFC3986(rec, source));
      else errors.push({ code: 'error', index: 0, message: rec.message, severity: 'failure' });
    }
  } else if (mode.name === 'lenient') {
    diagnoseLenient(s, b, options, errors);
  } else {
    diagnoseWhatwg(s, b, errors, null, s);
  }
  return { url: URL.parse(s, b, options), errors: byPlace(errors) };
}

/** Base errors first, then in the order of their index (stable: the parser's order within one index). */
function byPlace(errors: Diagnostic[]): Diagnostic[] {
  const keyed: { d: Diagnostic; k: number }[] = [];
  for (let i = 0; i < errors.length; i++) keyed.push({ d: errors[i], k: i });
  keyed.sort(function (a, b) {
    const sa = a.d.source === 'base' ? 0 : 1;
    const sb = b.d.source === 'base' ? 0 : 1;
    if (sa !== sb) return sa - sb;
    if (a.d.index !== b.d.index) return a.d.index - b.d.index;
    return a.k - b.k;
  });
  const out: Diagnostic[] = [];
  for (let i = 0; i < keyed.length; i++) out.push(keyed[i].d);
  return out;
}
