// URL.diagnose(input, base?, { mode }): the URL (or null) and every problem
// found on the way, each with the UTF-16 index in `input` where it occurred.
//
// - whatwg: the validation errors of the URL Standard under its own names
//   (https://url.spec.whatwg.org/#validation-error), as the parser reports
//   them while it runs (lib/url/parser.ts). A validation error does not
//   make the URL invalid; failure is `url === null`.
// - rfc3986: the RFC3986Error that rejected the input (code = the ABNF rule
//   it breaks, plus its component and character).
// - lenient: what the clean-up removed or inferred (lib/lenient/clean.ts,
//   lib/lenient/infer.ts) and then the validation errors of the WHATWG parser on
//   the cleaned string, indexed back into the original input.
//
// Errors about the base URL carry `source: "base"`, their index is in `base`
// (in lenient mode mapped back through its clean-up, like the input's).
// One call collects at most `maxErrors` diagnostics (default 1000) and says
// `truncated: true` when it stopped there: hostile input ("http://" and a
// million "/") would otherwise give a million of them, hundreds of MB.
// Not a hot path: it parses more than once to keep the parsers free of it.
import { URL } from '../api/url.js';
import type { URLOptions } from '../modes/mode.js';
import type { URLRecord } from '../url/record.js';
import type { ValidationError } from '../base/errors.js';
import { basicURLParse } from '../url/parser.js';
import { selectMode } from '../api/select-mode.js';
import { toUSVString, requireArguments } from '../api/webidl.js';
import { RFC3986Error } from '../rfc3986/errors.js';
import { clean } from '../lenient/clean.js';
import type { CleanChange } from '../lenient/clean.js';
import { checkDefaultScheme, inferScheme } from '../lenient/infer.js';
import { rfc3986Reading } from './compare-readings.js';
import { validationErrorName } from '../base/validation-errors.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

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

/** The options of diagnose: the URL's own (mode, …), and a cap on what one call collects. */
export interface DiagnoseOptions extends URLOptions {
  /** The most diagnostics one call returns (default 1000, Infinity for all); the rest set `truncated`. */
  maxErrors?: number;
}

export interface DiagnoseResult {
  url: URL | null;
  errors: Diagnostic[];
  /** true when more than `maxErrors` problems were found and only the first were kept. */
  truncated: boolean;
}

const DEFAULT_MAX_ERRORS = 1000;

/** What one call collects: at most `max` diagnostics, `truncated` when more were found. */
interface Collector {
  list: Diagnostic[];
  max: number;
  truncated: boolean;
}

function add(c: Collector, d: Diagnostic): void {
  if (c.list.length < c.max) c.list.push(d);
  else c.truncated = true;
}

/** Adds the diagnostic that made the parse fail: past the cap it takes the last place, so a failure is always marked. */
function addFailure(c: Collector, d: Diagnostic): void {
  if (c.max === 0) {
    c.truncated = true;
    return;
  }
  if (c.list.length >= c.max) {
    c.list.pop();
    c.truncated = true;
  }
  c.list.push(d);
}

/** What a capped sink did not keep: how many, the last of them, and the last that makes a parse fail. */
interface Dropped {
  count: number;
  last: ValidationError | null;
  failure: ValidationError | null;
}

/**
 * An error sink for the parser that keeps at most `room` errors, so a
 * hostile input cannot fill memory with them; `dropped` notes the rest.
 */
function cappedSink(room: number, dropped: Dropped): ValidationError[] {
  const found: ValidationError[] = [];
  found.push = function (e: ValidationError): number {
    if (found.length < room) found[found.length] = e;
    else {
      dropped.count++;
      dropped.last = e;
      if (FAILURES[validationErrorName(e.code)] !== undefined) dropped.failure = e;
    }
    return found.length;
  } as typeof found.push;
  return found;
}

/**
 * A lookup table by error code. Each is written with `__proto__: null`, so it
 * inherits no keys ("constructor" is not an error code); TypeScript types that
 * entry as a property, hence the null.
 */
type Table = { [code: string]: string | null | undefined };

// https://url.spec.whatwg.org/#validation-error: what each error means, in
// two tables: the errors that, in the standard, come right before "return
// failure", and the others.
const FAILURES: Table = {
  __proto__: null,
  'domain-to-ASCII': 'Unicode ToASCII (IDNA) rejects the host',
  'domain-invalid-code-point': 'the host has a forbidden code point',
  'host-invalid-code-point': 'the opaque host has a forbidden code point',
  'IPv4-too-many-parts': 'the IPv4 address has more than four parts',
  'IPv4-non-numeric-part': 'a part of the IPv4 address is not a number',
  'IPv4-out-of-range-part': 'a part of the IPv4 address is too large for the bytes it fills',
  'IPv6-unclosed': 'the IPv6 address has no closing "]"',
  'IPv6-invalid-compression': 'the IPv6 address starts with a single ":" instead of "::"',
  'IPv6-too-many-pieces': 'the IPv6 address has more than eight pieces',
  'IPv6-multiple-compression': 'the IPv6 address has more than one "::"',
  'IPv6-invalid-code-point': 'the IPv6 address has a code point other than a hex digit, ":" or "."',
  'IPv6-too-few-pieces': 'the IPv6 address has fewer than eight pieces and no "::"',
  'IPv4-in-IPv6-too-many-pieces': 'the IPv6 address has more than six pieces before an embedded IPv4 address',
  'IPv4-in-IPv6-invalid-code-point': 'the embedded IPv4 address has an invalid code point or an empty part',
  'IPv4-in-IPv6-out-of-range-part': 'a part of the embedded IPv4 address is larger than 255',
  'IPv4-in-IPv6-too-few-parts': 'the embedded IPv4 address has fewer than four parts',
  'missing-scheme-non-relative-URL': 'the input has no scheme and no base URL it can be resolved against',
  'host-missing': 'the URL has a special scheme but no host',
  'port-out-of-range': 'the port is larger than 65535',
  'port-invalid': 'the port is not a number',
};
const WARNINGS: Table = {
  __proto__: null,
  'domain-to-Unicode': 'Unicode ToUnicode (IDNA) finds an error in the host',
  'domain-percent-encoded': 'the host has percent-encoded bytes, which were decoded',
  'IPv4-empty-part': 'the IPv4 address ends with "." (an empty part)',
  'IPv4-too-few-parts': 'the IPv4 address has fewer than four parts (the last one fills several bytes)',
  'IPv4-non-decimal-part': 'a part of the IPv4 address is hexadecimal ("0x") or octal (leading "0")',
  'IPv4-non-ASCII-input': 'the IPv4 address has non-ASCII characters (e.g. fullwidth digits or ideographic full stops)',
  'IPv6-piece-leading-zero': 'a piece of the IPv6 address has a leading zero',
  'invalid-URL-unit':
    'a code point not allowed in a URL, or a "%" not followed by two hex digits (tabs, newlines and leading or trailing C0 controls and spaces are removed)',
  'special-scheme-missing-following-solidus': 'a special scheme (http, https, ws, wss, ftp, file) is not followed by "//"',
  'invalid-reverse-solidus': 'a "\\" in a special URL is read as "/"',
  'invalid-credentials': 'the URL has credentials (a username or password before "@")',
  'file-invalid-Windows-drive-letter': "a Windows drive letter in a relative file URL replaces the base URL's path",
  'file-invalid-Windows-drive-letter-host': "a file URL's host looks like a Windows drive letter (it is read as part of the path)",
};

// Invisible or unprintable characters (and a lone half of a surrogate pair), shown as U+XXXX.
const UNPRINTABLE = /[\0-\x1f\x7f-\xa0\ud800-\udfff\u2028\u2029\ufeff]/;

/** The message for a WHATWG validation error at `index` of `text`. */
export function validationMessage(code: string, index: number, text: string, explanation?: string): string {
  const ch = text.charAt(index);
  const shown = ch === '' ? 'end of input' : UNPRINTABLE.test(ch) ? 'U+' + (ch.charCodeAt(0) + 0x10000).toString(16).slice(1).toUpperCase() : JSON.stringify(ch);
  const what = explanation !== undefined ? explanation : FAILURES[code] || WARNINGS[code] || 'validation error';
  return code + ' at index ' + index + ' (' + shown + '): ' + what;
}

/** Text the WHATWG parser reads: `value`, made of `original` (the caller's), whose indices `map` maps back. */
interface ParsedText {
  value: string;
  original: string;
  map: (i: number) => number;
}

function sameIndex(i: number): number {
  return i;
}

function asIs(text: string): ParsedText {
  return { value: text, original: text, map: sameIndex };
}

/**
 * Parses `text.value` with an error sink and adds its validation errors to
 * `c`, indexed through `text.map` into `text.original`. Returns the record
 * (null: failure). A base URL's errors are added only when it fails.
 */
function parseReporting(text: ParsedText, base: URLRecord | null, c: Collector, source: 'base' | undefined): URLRecord | null {
  const dropped: Dropped = { count: 0, last: null, failure: null };
  const found = cappedSink(c.max - c.list.length, dropped);
  const rec = basicURLParse(text.value, base, undefined, undefined, found);
  const failed = rec === null;
  if (source !== undefined && !failed) return rec;
  const original = text.original;
  let last: Diagnostic | undefined;
  let marked = false;
  const toDiagnostic = (e: ValidationError, failure: boolean): Diagnostic => {
    // Errors the host parser finds after IDNA conversion are indexed in the
    // converted domain, which can be longer than the input (lib/host/host.ts).
    const index = Math.min(text.map(e.index), original.length);
    const code = validationErrorName(e.code);
    const d: Diagnostic = { code, index, message: validationMessage(code, index, original), severity: failure ? 'failure' : 'warning' };
    if (source !== undefined) d.source = source;
    return d;
  };
  for (let k = 0; k < found.length; k++) {
    const failure = failed && FAILURES[validationErrorName(found[k].code)] !== undefined;
    if (failure) marked = true;
    last = toDiagnostic(found[k], failure);
    add(c, last);
  }
  if (dropped.count > 0) c.truncated = true;
  if (failed && !marked) {
    if (dropped.failure !== null) {
      // The error that made the parse fail was past the cap: it takes the last place.
      addFailure(c, toDiagnostic(dropped.failure, true));
    } else if (last !== undefined) {
      // A failure the standard reports through a host that is not one (e.g. a
      // forbidden code point caught by IDNA) still needs one failure entry.
      last.severity = 'failure';
    } else if (dropped.last !== null) {
      // The cap was full before this parse (the lenient clean-up's changes).
      addFailure(c, toDiagnostic(dropped.last, true));
    }
  }
  return rec;
}

/** WHATWG: the base's errors when it fails, else the input's. */
function diagnoseWhatwg(input: ParsedText, base: ParsedText | undefined, c: Collector): void {
  const baseRecord = base === undefined ? null : parseReporting(base, null, c, 'base');
  if (base === undefined || baseRecord !== null) parseReporting(input, baseRecord, c, undefined);
}

// What a clean-up change (lib/lenient/clean.ts, lib/lenient/infer.ts) did, said
// before " at index …": {removed} and {inserted} are the texts, quoted.
const CHANGES: { [kind in CleanChange['kind']]: string } = {
  trim: 'removed the whitespace {removed} around the URL',
  delimiters: 'removed the delimiter {removed}',
  prefix: 'removed the prefix {removed}',
  whitespace: 'removed the embedded whitespace {removed}',
  'hyphen-at-line-break': 'kept the "-" before a line break (it may or may not be part of the URL)',
  'scheme-inferred': 'inserted the missing scheme {inserted}',
  'scheme-repaired': 'replaced the misspelled scheme {removed} with {inserted}',
  'slashes-repaired': 'replaced {removed} after the scheme with {inserted}',
  'host-repaired': 'replaced the dots {removed} in the host with {inserted}',
};

/**
 * The map from an index of the cleaned string to the input, through the
 * ranges clean() kept (CleanResult.kept is [start0, end0, start1, end1, …],
 * no range empty); the end of the cleaned string, and beyond, maps to the end
 * of the last range. One table built once: a hostile input with many errors
 * and many removed line breaks stays linear.
 */
function inputIndexMap(kept: number[]): (i: number) => number {
  const inputAt: number[] = [];
  for (let k = 0; k < kept.length; k += 2) for (let i = kept[k]; i < kept[k + 1]; i++) inputAt.push(i);
  inputAt.push(kept.length > 0 ? kept[kept.length - 1] : 0);
  return (i) => inputAt[Math.min(i, inputAt.length - 1)];
}

/**
 * The index in the cleaned string of `index` in the string inferScheme made
 * of it, through its changes (which it records in the order of their
 * indices); inserted text maps to where it was inserted.
 */
function toCleaned(index: number, changes: CleanChange[]): number {
  let shift = 0;
  for (const ch of changes) {
    const at = ch.index + shift; // where the change starts in the parsed string
    if (index < at) break;
    if (index < at + ch.inserted.length) return ch.index;
    shift += ch.inserted.length - ch.removed.length;
  }
  return index - shift;
}

/**
 * The lenient pipeline of lib/lenient/mode.ts (clean(), then inferScheme;
 * only its "scheme:" repair when `hasBase`) with the map from the parsed
 * string back to `text`, and the changes it made (clean()'s indexed in
 * `text`, inferScheme's in the cleaned string).
 */
function lenientText(text: string, defaultScheme: string, hasBase: boolean): ParsedText & { cleanChanges: CleanChange[]; inferChanges: CleanChange[]; toText: (i: number) => number; refused?: string } {
  const cleaned = clean(text);
  const inferred = inferScheme(cleaned.value, defaultScheme, hasBase);
  const toText = inputIndexMap(cleaned.kept);
  return {
    value: inferred.value,
    original: text,
    map: (i) => toText(toCleaned(i, inferred.changes)),
    cleanChanges: cleaned.changes,
    inferChanges: inferred.changes,
    toText,
    refused: inferred.refused,
  };
}

function diagnoseLenient(input: string, base: string | undefined, options: URLOptions, c: Collector): void {
  const defaultScheme = checkDefaultScheme(options.defaultScheme);
  // With a base only a leading "scheme:" input is repaired (it ignores the base): infer.ts's rule.
  const t = lenientText(input, defaultScheme, base !== undefined);
  t.cleanChanges.concat(t.inferChanges).forEach((ch, k) => {
    // clean() (the Appendix C clean-up) indexes its changes in the input,
    // inferScheme (which goes beyond it) in the cleaned string.
    const byClean = k < t.cleanChanges.length;
    const index = byClean ? ch.index : t.toText(ch.index);
    const what = CHANGES[ch.kind].replace(/\{(\w+)\}/g, (_, name: 'removed' | 'inserted') => JSON.stringify(ch[name]));
    const message = what + ' at index ' + index + (byClean ? ' (RFC 3986 Appendix C)' : '');
    add(c, { code: ch.kind, index, message, severity: 'change' });
  });
  // The base goes through the same pipeline as in parsing (lib/lenient/mode.ts), and its errors are mapped back the same way.
  const b = base === undefined ? undefined : lenientText(base, defaultScheme, false);
  // Input the lenient parse refuses (refusal() in lib/lenient/infer.ts).
  const refused = t.refused !== undefined ? t.refused : b === undefined ? undefined : b.refused;
  if (refused !== undefined) {
    const d: Diagnostic = { code: 'not-an-address', index: 0, message: validationMessage('not-an-address', 0, t.refused !== undefined ? input : (base as string), refused), severity: 'failure' };
    if (t.refused === undefined) d.source = 'base';
    addFailure(c, d);
    return;
  }
  diagnoseWhatwg(t, b, c);
}

function diagnoseBody(input: string | URL, base?: string | URL, options?: DiagnoseOptions): DiagnoseResult {
  requireArguments(arguments.length, 1, "Failed to execute 'diagnose' on 'URL'");
  const s = toUSVString(input);
  const b = base === undefined ? undefined : toUSVString(base);
  const mode = selectMode(options);
  const max = options === undefined || options === null || options.maxErrors === undefined ? DEFAULT_MAX_ERRORS : options.maxErrors;
  if (typeof max !== 'number' || !(max >= 0)) throw new TypeError("Failed to execute 'diagnose' on 'URL': maxErrors must be a number at least 0");
  const c: Collector = { list: [], max: Math.floor(max), truncated: false };
  if (mode.name === 'whatwg') {
    diagnoseWhatwg(asIs(s), b === undefined ? undefined : asIs(b), c);
  } else if (mode.name === 'lenient') {
    // selectMode gives this mode only for an options object.
    diagnoseLenient(s, b, options as URLOptions, c);
  } else {
    // The rfc3986 mode fails with an RFC3986Error only.
    const e = mode.parse(s, b);
    if (e instanceof RFC3986Error) {
      const d: Diagnostic = { code: e.rule, index: e.index, message: e.message, component: e.component, character: e.character, severity: 'failure' };
      // RFC 3986 §5.1: the input is checked first, then the base it is resolved against.
      if (b !== undefined && rfc3986Reading(s, b).errorSource === 'base') d.source = 'base';
      addFailure(c, d);
    }
  }
  return { url: URL.parse(s, b, options), errors: byPlace(c.list), truncated: c.truncated };
}

/**
 * https://url.spec.whatwg.org/#validation-error (whatwg), the RFC 3986
 * grammar (rfc3986), the Appendix C clean-up (lenient): `url` is what
 * `URL.parse(input, base, options)` returns, `errors` what was wrong.
 */
export function diagnose(input: string | URL, base?: string | URL, options?: DiagnoseOptions): DiagnoseResult {
  return applyKeepingStatics(diagnoseBody, undefined, arguments);
}

/** Base errors first, then in the order of their index (stable: the parser's order within one index). */
function byPlace(errors: Diagnostic[]): Diagnostic[] {
  const rank = (d: Diagnostic): number => (d.source === 'base' ? 0 : 1);
  const order = errors.map((_, k) => k);
  order.sort((x, y) => rank(errors[x]) - rank(errors[y]) || errors[x].index - errors[y].index || x - y);
  return order.map((k) => errors[k]);
}
