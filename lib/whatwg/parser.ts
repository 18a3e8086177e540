// https://url.spec.whatwg.org/#concept-basic-url-parser
//
// The state machine of the standard, with its states named as the standard
// names them. Spec divergences, all for performance and none observable:
// - leading/trailing C0 control or space is trimmed by moving the bounds, and
//   the input is copied only when it has an ASCII tab or newline to remove;
// - the states that append code point after code point to a buffer (scheme,
//   authority, host, port, file host, path, opaque path, query, fragment)
//   instead scan ahead to the end of their run and take it with one slice,
//   percent-encoded in one pass (the buffer is always a contiguous run of the
//   input, so the result is the same);
// - the path is kept serialized (see URLRecord).
//
// Validation errors are reported under the standard's names with the UTF-16
// index in `input` of the code point where they are found.
import type { ErrorSink, URLRecord } from '../record.js';
import { parseHost } from '../host/host.js';
import { isASCIIAlpha, isASCIIAlphanumeric, isASCIIHexDigit, isURLCodePoint } from '../infra.js';
import { C0_CONTROL_SET, FRAGMENT_SET, PATH_SET, QUERY_SET, SPECIAL_QUERY_SET, USERINFO_SET } from '../encoding/sets.js';
import { percentEncodeRange } from '../encoding/percent.js';
import { fastParseRecord, setFastPathEnabled } from './fast.js';

const TAB_OR_NEWLINE = /[\t\n\r]/;
// Code points of a path that are not in the path percent-encode set, other
// than "\" (as in lib/whatwg/fast.ts), "/" included.
const PATH_RUN = /^[!$-;=@-\[\]_a-z|~]*$/;

/** Whether the "/"-separated segments of r include a dot segment (or any "%2e", conservatively). */
function hasDotSegment(r: string): boolean {
  if (r.indexOf('%2') !== -1 && ENCODED_DOT.test(r)) return true;
  if (r.charCodeAt(0) === 0x2e && isDotSegmentAt(r, 0)) return true;
  for (let d = r.indexOf('/.'); d >= 0; d = r.indexOf('/.', d + 2)) {
    if (isDotSegmentAt(r, d + 1)) return true;
  }
  return false;
}
const ENCODED_DOT = /%2e/i;

/** r[i] is "."; whether the segment there is "." or "..". */
function isDotSegmentAt(r: string, i: number): boolean {
  let e = i + 1;
  if (e < r.length && r.charCodeAt(e) === 0x2e) e++;
  return e === r.length || r.charCodeAt(e) === 0x2f;
}

export const SCHEME_START_STATE = 1;
export const SCHEME_STATE = 2;
export const NO_SCHEME_STATE = 3;
export const SPECIAL_RELATIVE_OR_AUTHORITY_STATE = 4;
export const PATH_OR_AUTHORITY_STATE = 5;
export const RELATIVE_STATE = 6;
export const RELATIVE_SLASH_STATE = 7;
export const SPECIAL_AUTHORITY_SLASHES_STATE = 8;
export const SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE = 9;
export const AUTHORITY_STATE = 10;
export const HOST_STATE = 11;
export const HOSTNAME_STATE = 12;
export const PORT_STATE = 13;
export const FILE_STATE = 14;
export const FILE_SLASH_STATE = 15;
export const FILE_HOST_STATE = 16;
export const PATH_START_STATE = 17;
export const PATH_STATE = 18;
export const OPAQUE_PATH_STATE = 19;
export const QUERY_STATE = 20;
export const FRAGMENT_STATE = 21;

const EOF = -1;

let useFastPath = true;
/** @internal For the property test that compares the fast path with the state machine. */
export function setFastPath(enabled: boolean): void {
  useFastPath = enabled;
  setFastPathEnabled(enabled);
}

/** https://url.spec.whatwg.org/#special-scheme */
export function isSpecialScheme(scheme: string): boolean {
  switch (scheme) {
    case 'http': case 'https': case 'ws': case 'wss': case 'ftp': case 'file':
      return true;
  }
  return false;
}

/** https://url.spec.whatwg.org/#default-port (null for file and non-special schemes) */
export function defaultPort(scheme: string): number | null {
  switch (scheme) {
    case 'http': case 'ws':
      return 80;
    case 'https': case 'wss':
      return 443;
    case 'ftp':
      return 21;
  }
  return null;
}

/** https://url.spec.whatwg.org/#include-credentials */
export function includesCredentials(url: URLRecord): boolean {
  return url.username !== '' || url.password !== '';
}

/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
export function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === '' || url.scheme === 'file';
}

export function newURLRecord(): URLRecord {
  return { scheme: '', username: '', password: '', host: null, port: null, path: '', opaquePath: false, query: null, fragment: null };
}

/**
 * https://url.spec.whatwg.org/#shorten-a-urls-path over the serialized path:
 * drop the last "/segment", except a lone normalized Windows drive letter of
 * a file URL.
 */
export function shortenPath(path: string, scheme: string): string {
  if (path === '') return path;
  const last = path.lastIndexOf('/');
  if (
    last === 0 &&
    scheme === 'file' &&
    path.length === 3 &&
    isASCIIAlpha(path.charCodeAt(1)) &&
    path.charCodeAt(2) === 0x3a
  ) {
    return path;
  }
  return path.slice(0, last);
}

/** https://url.spec.whatwg.org/#windows-drive-letter over s[i, i + 2) (normalized: second code point is ":"). */
function isWindowsDriveLetterAt(s: string, i: number, normalizedOnly: boolean): boolean {
  if (!isASCIIAlpha(s.charCodeAt(i))) return false;
  const c = s.charCodeAt(i + 1);
  return c === 0x3a || (!normalizedOnly && c === 0x7c);
}

/** https://url.spec.whatwg.org/#start-with-a-windows-drive-letter over s[p, end). */
function startsWithWindowsDriveLetter(s: string, p: number, end: number): boolean {
  if (end - p < 2 || !isWindowsDriveLetterAt(s, p, false)) return false;
  if (end - p === 2) return true;
  const c = s.charCodeAt(p + 2);
  return c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23;
}

/**
 * 0: not a dot segment, 1: https://url.spec.whatwg.org/#single-dot-path-segment
 * (".", "%2e"), 2: https://url.spec.whatwg.org/#double-dot-path-segment
 * ("..", ".%2e", "%2e.", "%2e%2e"), ASCII case-insensitively, over s[from, to).
 */
function dotSegmentKind(s: string, from: number, to: number): number {
  const n = to - from;
  if (n === 0 || n > 6) return 0;
  let dots = 0;
  let i = from;
  while (i < to) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      i++;
    } else if (c === 0x25 && i + 2 < to && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65) {
      i += 3;
    } else {
      return 0;
    }
    dots++;
  }
  return dots <= 2 ? dots : 0;
}

/**
 * Maps an index of the parsed string back to `input` when tabs/newlines were
 * removed: `removed` is [trimmed start, p1, p2, …] where pk is the index in
 * the parsed string at which the k-th removed code unit stood (ascending), so
 * the original index adds the trimmed start and the count of pk <= i (found by
 * binary search: reporting stays linear even with many errors).
 */
function originalIndex(removed: number[] | null, i: number): number {
  if (removed === null) return i;
  let lo = 1;
  let hi = removed.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (removed[mid] <= i) lo = mid + 1;
    else hi = mid;
  }
  return i + removed[0] + (lo - 1);
}

function report(errors: ValidationSink, removed: number[] | null, code: string, i: number): void {
  errors.push({ code, index: originalIndex(removed, i) });
}

type ValidationSink = NonNullable<ErrorSink>;

/**
 * The invalid-URL-unit checks of the path, opaque path, query and fragment
 * states over s[from, to): "If c is not a URL code point and not U+0025 (%)"
 * and "If c is U+0025 (%) and remaining does not start with two ASCII hex
 * digits". Only run when someone collects errors.
 */
function checkURLUnits(s: string, from: number, to: number, end: number, errors: ValidationSink, removed: number[] | null): void {
  for (let i = from; i < to; i++) {
    let c = s.charCodeAt(i);
    if (c === 0x25) {
      if (i + 2 >= end || !isASCIIHexDigit(s.charCodeAt(i + 1)) || !isASCIIHexDigit(s.charCodeAt(i + 2))) {
        report(errors, removed, 'invalid-URL-unit', i);
      }
      continue;
    }
    const at = i;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (!isURLCodePoint(c)) report(errors, removed, 'invalid-URL-unit', at);
  }
}

/** Runs the host parser on s[from, to), reporting its errors at their place in the input. */
function hostParse(s: string, from: number, to: number, notSpecial: boolean, errors: ErrorSink | undefined, removed: number[] | null): string | null {
  const input = s.slice(from, to);
  if (!errors) return parseHost(input, notSpecial, null);
  const local: ValidationSink = [];
  const host = parseHost(input, notSpecial, local);
  for (let k = 0; k < local.length; k++) report(errors, removed, local[k].code, from + local[k].index);
  return host;
}

// Character classes of the fast path, for ASCII code units.
const FAST_HOST = 1; // a-z 0-9 - . _ : a domain that is its own domain to ASCII
const FAST_PATH = 2; // not in the path percent-encode set, not "/" or "\\"
const FAST_QUERY = 4; // not in the special-query percent-encode set
const FAST_FRAGMENT = 8; // not in the fragment percent-encode set
const FAST_OPAQUE_QUERY = 16; // not in the query percent-encode set
const FAST: number[] = [];
for (let c = 0; c < 128; c++) {
  let bits = 0;
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x5f) bits |= FAST_HOST;
  if (PATH_SET[c] === 0 && c !== 0x5c && c !== 0x2f) bits |= FAST_PATH;
  if (SPECIAL_QUERY_SET[c] === 0) bits |= FAST_QUERY;
  if (FRAGMENT_SET[c] === 0) bits |= FAST_FRAGMENT;
  if (QUERY_SET[c] === 0) bits |= FAST_OPAQUE_QUERY;
  FAST[c] = bits;
}

/** The scheme s[0, end) (lower-case already): the special ones as constants, to avoid a slice. */
function schemeOf(s: string, end: number): string {
  const c = s.charCodeAt(0);
  if (end === 4 && c === 0x68 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x74 && s.charCodeAt(3) === 0x70) return 'http';
  if (end === 5 && c === 0x68 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x74 && s.charCodeAt(3) === 0x70 && s.charCodeAt(4) === 0x73) return 'https';
  if (end === 4 && c === 0x66 && s.charCodeAt(1) === 0x69 && s.charCodeAt(2) === 0x6c && s.charCodeAt(3) === 0x65) return 'file';
  return s.slice(0, end);
}

/**
 * The end of the query or fragment run starting at `i` (the next "#" for a
 * query, else the end), or -1 when the run has an ASCII tab or newline (which
 * the state machine would remove). `fastEncode` is set to 1 when some code
 * unit of the run is in the percent-encode set whose FAST bit is `bit`.
 */
let fastEncode = 0;
function fastRun(s: string, i: number, n: number, bit: number, stopAtHash: boolean): number {
  fastEncode = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (FAST[c] & bit) !== 0) continue;
    if (c === 0x23 && stopAtHash) return i;
    if (c === 0x09 || c === 0x0a || c === 0x0d) return -1;
    fastEncode = 1;
  }
  return i;
}

/**
 * Spec divergence (performance): the second fast path, tried when the
 * regular-expression one of lib/whatwg/fast.ts (printable ASCII needing no
 * encoding) does not take the input. A fast path for absolute URLs that need none
 * of the state machine's rarer steps. It takes
 *   special-scheme "://" host [":" port] [path] ["?" query] ["#" fragment]
 *   "file://" host [path] ["?" query] ["#" fragment]
 *   non-special-scheme ":" opaque-path ["?" query] ["#" fragment]
 * with a lower-case scheme, no credentials, no "[" or "\", a host parsed by the
 * host parser unless it is lower-case letters, digits, "-", "_" and "." with
 * no "xn--" label and a last label starting with a letter (then it is its own
 * serialization: it cannot end in a number and domain to ASCII maps it to
 * itself), no dot segment and no Windows drive letter, nothing to trim and no
 * ASCII tab or newline. On this input the state machine runs scheme, special
 * authority slashes / file slash, authority, host, port, path start, path
 * (or opaque path), query and fragment states in order, and each component is
 * the input run, percent-encoded. Anything else returns null and goes through
 * the state machine. A property test checks that the two agree.
 */
function fastParse(s: string): URLRecord | null {
  const n = s.length;
  if (n === 0 || s.charCodeAt(n - 1) <= 0x20) return null;
  // Scheme.
  let c = s.charCodeAt(0);
  if (c < 0x61 || c > 0x7a) return null;
  let i = 1;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) break;
  }
  if (c !== 0x3a || i === n) return null;
  const scheme = schemeOf(s, i);
  const special = isSpecialScheme(scheme);
  const file = scheme === 'file';
  i++;

  let host: string | null = null;
  let port: number | null = null;
  let path: string;
  let opaquePath = false;
  if (special) {
    if (s.charCodeAt(i) !== 0x2f || s.charCodeAt(i + 1) !== 0x2f) return null;
    i += 2;
    // Host (or the file host).
    const hostStart = i;
    let simple = true;
    let labelStart = i;
    let lastLabelStart = i;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x3a && !file)) break;
      if (c <= 0x20 || c === 0x40 || c === 0x5b || c === 0x5c) return null;
      if (!simple) continue;
      if (c >= 0x80 || (FAST[c] & FAST_HOST) === 0) {
        simple = false;
      } else if (c === 0x2e) {
        labelStart = i + 1;
      } else if (i === labelStart) {
        lastLabelStart = i;
        // A label starting "xn--" needs Punycode validation.
        if (c === 0x78 && s.charCodeAt(i + 1) === 0x6e && s.charCodeAt(i + 2) === 0x2d && s.charCodeAt(i + 3) === 0x2d) simple = false;
      }
    }
    if (i === hostStart) {
      if (!file) return null;
      host = '';
    } else {
      if (file && i - hostStart === 2 && isWindowsDriveLetterAt(s, hostStart, false)) return null;
      if (simple) {
        c = s.charCodeAt(lastLabelStart);
        if (c < 0x61 || c > 0x7a) simple = false;
      }
      host = simple ? s.slice(hostStart, i) : parseHost(s.slice(hostStart, i), false, null);
      if (host === null) return null;
      if (file && host === 'localhost') host = '';
    }
    c = i < n ? s.charCodeAt(i) : EOF;

    // Port.
    if (c === 0x3a) {
      const portStart = ++i;
      let value = 0;
      for (; i < n; i++) {
        c = s.charCodeAt(i);
        if (c < 0x30 || c > 0x39) break;
        value = value * 10 + (c - 0x30);
        if (value > 0xffff) return null;
      }
      if (i === portStart) return null;
      port = value === defaultPort(scheme) ? null : value;
      c = i < n ? s.charCodeAt(i) : EOF;
    }

    // Path.
    if (c === 0x2f) {
      const pathStart = i;
      let segStart = ++i;
      let encode = false;
      for (; ; i++) {
        c = i < n ? s.charCodeAt(i) : EOF;
        if (c < 0x80 && c >= 0 && (FAST[c] & FAST_PATH) !== 0) continue;
        if (c === 0x2f || c === 0x3f || c === 0x23 || c === EOF) {
          // End of a segment: no dot segment, no drive letter to normalize.
          const first = s.charCodeAt(segStart);
          if ((first === 0x2e || first === 0x25) && i > segStart && dotSegmentKind(s, segStart, i) !== 0) return null;
          if (file && i - segStart === 2 && segStart === pathStart + 1 && isWindowsDriveLetterAt(s, segStart, false) && !isWindowsDriveLetterAt(s, segStart, true)) return null;
          if (c !== 0x2f) break;
          segStart = i + 1;
        } else if (c === 0x5c || c === 0x09 || c === 0x0a || c === 0x0d) {
          return null;
        } else {
          encode = true;
        }
      }
      path = encode ? percentEncodeRange(s, pathStart, i, PATH_SET) : s.slice(pathStart, i);
    } else {
      if (c !== EOF && c !== 0x3f && c !== 0x23) return null;
      path = '/';
    }
  } else {
    // Opaque path (a "/" would lead to the path or authority state).
    if (s.charCodeAt(i) === 0x2f) return null;
    const pathStart = i;
    let encode = false;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x3f || c === 0x23) break;
      if (c < 0x20 || c >= 0x7f) {
        if (c === 0x09 || c === 0x0a || c === 0x0d) return null;
        encode = true;
      }
    }
    // The space before "?" or "#" becomes "%20".
    if (i < n && s.charCodeAt(i - 1) === 0x20) return null;
    path = encode ? percentEncodeRange(s, pathStart, i, C0_CONTROL_SET) : s.slice(pathStart, i);
    opaquePath = true;
    c = i < n ? c : EOF;
  }

  // Query.
  let query: string | null = null;
  if (c === 0x3f) {
    const queryStart = ++i;
    i = fastRun(s, i, n, special ? FAST_QUERY : FAST_OPAQUE_QUERY, true);
    if (i < 0) return null;
    query = fastEncode === 0 ? s.slice(queryStart, i) : percentEncodeRange(s, queryStart, i, special ? SPECIAL_QUERY_SET : QUERY_SET);
    c = i < n ? 0x23 : EOF;
  }

  // Fragment.
  let fragment: string | null = null;
  if (c === 0x23) {
    const fragmentStart = ++i;
    i = fastRun(s, i, n, FAST_FRAGMENT, false);
    if (i < 0) return null;
    fragment = fastEncode === 0 ? s.slice(fragmentStart) : percentEncodeRange(s, fragmentStart, n, FRAGMENT_SET);
  }

  return { scheme, username: '', password: '', host, port, path, opaquePath, query, fragment };
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * Returns the URL record, or null for failure. With a state override, `url`
 * is modified in place; the standard's "return" (stop, keeping what was set)
 * gives back `url` and its "failure" gives null (`url` may still have been
 * changed before the failure, e.g. the host before a bad port, as the
 * standard says).
 */
export function basicURLParse(
  input: string,
  base: URLRecord | null,
  url?: URLRecord | null,
  stateOverride?: number,
  errors?: ErrorSink,
): URLRecord | null {
  let s = input;
  let start = 0;
  let end = s.length;
  let removed: number[] | null = null;
  const override = stateOverride !== undefined && stateOverride !== 0 ? stateOverride : 0;

  if (url === undefined || url === null) {
    if (!errors && override === 0 && useFastPath) {
      // First the regular-expression fast path of lib/whatwg/fast.ts
      // (printable ASCII needing no encoding), then the character loop below
      // (which also takes runs to percent-encode). Measured on relative
      // resolution, where the base goes through here: 2.5× → 2.0× native.
      const fast = fastParseRecord(s) || fastParse(s);
      if (fast !== null) return fast;
    }
    url = newURLRecord();
    // 1.2-1.3 Remove any leading and trailing C0 control or space.
    while (start < end && s.charCodeAt(start) <= 0x20) start++;
    while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
    if (errors && (start > 0 || end < s.length)) report(errors, null, 'invalid-URL-unit', start > 0 ? 0 : end);
  }
  // 2-3. Remove all ASCII tab or newline (copying only when there is one;
  // the regular expression looks for one several times faster than the loop,
  // which then finds it, if it is not in the trimmed ends).
  for (let i = TAB_OR_NEWLINE.test(s) ? start : end; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (errors) {
        report(errors, null, 'invalid-URL-unit', i);
        removed = [start, i - start];
      }
      let out = s.slice(start, i);
      let from = i + 1;
      for (let j = i + 1; j < end; j++) {
        const d = s.charCodeAt(j);
        if (d === 0x09 || d === 0x0a || d === 0x0d) {
          out += s.slice(from, j);
          from = j + 1;
          // Its index in the parsed string: kept code units before it.
          if (removed !== null) removed.push(j - start - (removed.length - 1));
        }
      }
      s = out + s.slice(from, end);
      start = 0;
      end = s.length;
      break;
    }
  }

  let state = override !== 0 ? override : SCHEME_START_STATE;
  let p = start;
  // Start of the current buffer (the buffer is always the run s[bufStart, p)).
  let bufStart = p;
  let special = isSpecialScheme(url.scheme);

  for (;;) {
    const c = p < end ? s.charCodeAt(p) : EOF;
    switch (state) {
      case SCHEME_START_STATE:
        // https://url.spec.whatwg.org/#scheme-start-state
        if (isASCIIAlpha(c)) {
          bufStart = p;
          state = SCHEME_STATE;
        } else if (override === 0) {
          state = NO_SCHEME_STATE;
          continue;
        } else {
          return null;
        }
        break;

      case SCHEME_STATE: {
        // https://url.spec.whatwg.org/#scheme-state
        let q = p;
        let d = c;
        while (isASCIIAlphanumeric(d) || d === 0x2b || d === 0x2d || d === 0x2e) d = ++q < end ? s.charCodeAt(q) : EOF;
        if (d === 0x3a) {
          const buffer = s.slice(bufStart, q).toLowerCase();
          const bufferSpecial = isSpecialScheme(buffer);
          if (override !== 0) {
            if (special !== bufferSpecial) return url;
            if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
            if (url.scheme === 'file' && url.host === '') return url;
          }
          url.scheme = buffer;
          special = bufferSpecial;
          if (override !== 0) {
            if (url.port !== null && url.port === defaultPort(buffer)) url.port = null;
            return url;
          }
          p = q;
          if (buffer === 'file') {
            if (errors && !(s.charCodeAt(q + 1) === 0x2f && s.charCodeAt(q + 2) === 0x2f && q + 2 < end)) {
              report(errors, removed, 'special-scheme-missing-following-solidus', q + 1);
            }
            state = FILE_STATE;
          } else if (special && base !== null && base.scheme === buffer) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY_STATE;
          } else if (special) {
            state = SPECIAL_AUTHORITY_SLASHES_STATE;
          } else if (q + 1 < end && s.charCodeAt(q + 1) === 0x2f) {
            state = PATH_OR_AUTHORITY_STATE;
            p++;
          } else {
            url.path = '';
            state = OPAQUE_PATH_STATE;
          }
        } else if (override === 0) {
          // Start over from the first code point in input.
          state = NO_SCHEME_STATE;
          p = start;
          continue;
        } else {
          return null;
        }
        break;
      }

      case NO_SCHEME_STATE:
        // https://url.spec.whatwg.org/#no-scheme-state
        if (base === null || (base.opaquePath && c !== 0x23)) {
          if (errors) report(errors, removed, 'missing-scheme-non-relative-URL', p);
          return null;
        } else if (base.opaquePath && c === 0x23) {
          url.scheme = base.scheme;
          url.path = base.path;
          url.opaquePath = true;
          url.query = base.query;
          url.fragment = '';
          special = isSpecialScheme(url.scheme);
          state = FRAGMENT_STATE;
        } else {
          state = base.scheme !== 'file' ? RELATIVE_STATE : FILE_STATE;
          continue;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY_STATE:
        // https://url.spec.whatwg.org/#special-relative-or-authority-state
        if (c === 0x2f && p + 1 < end && s.charCodeAt(p + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
          p++;
        } else {
          if (errors) report(errors, removed, 'special-scheme-missing-following-solidus', p);
          state = RELATIVE_STATE;
          continue;
        }
        break;

      case PATH_OR_AUTHORITY_STATE:
        // https://url.spec.whatwg.org/#path-or-authority-state
        if (c === 0x2f) {
          state = AUTHORITY_STATE;
        } else {
          state = PATH_STATE;
          bufStart = p;
          continue;
        }
        break;

      case RELATIVE_STATE: {
        // https://url.spec.whatwg.org/#relative-state
        const b = base as URLRecord;
        url.scheme = b.scheme;
        special = isSpecialScheme(url.scheme);
        if (c === 0x2f) {
          state = RELATIVE_SLASH_STATE;
        } else if (special && c === 0x5c) {
          if (errors) report(errors, removed, 'invalid-reverse-solidus', p);
          state = RELATIVE_SLASH_STATE;
        } else {
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          url.path = b.path;
          url.query = b.query;
          if (c === 0x3f) {
            url.query = '';
            state = QUERY_STATE;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT_STATE;
          } else if (c !== EOF) {
            url.query = null;
            url.path = shortenPath(url.path, url.scheme);
            state = PATH_STATE;
            bufStart = p;
            continue;
          }
        }
        break;
      }

      case RELATIVE_SLASH_STATE:
        // https://url.spec.whatwg.org/#relative-slash-state
        if (special && (c === 0x2f || c === 0x5c)) {
          if (c === 0x5c && errors) report(errors, removed, 'invalid-reverse-solidus', p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
        } else if (c === 0x2f) {
          state = AUTHORITY_STATE;
        } else {
          const b = base as URLRecord;
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          state = PATH_STATE;
          bufStart = p;
          continue;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES_STATE:
        // https://url.spec.whatwg.org/#special-authority-slashes-state
        if (c === 0x2f && p + 1 < end && s.charCodeAt(p + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
          p++;
        } else {
          if (errors) report(errors, removed, 'special-scheme-missing-following-solidus', p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
          continue;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE:
        // https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
        if (c !== 0x2f && c !== 0x5c) {
          state = AUTHORITY_STATE;
          continue;
        }
        if (errors) report(errors, removed, 'special-scheme-missing-following-solidus', p);
        break;

      case AUTHORITY_STATE: {
        // https://url.spec.whatwg.org/#authority-state
        // The authority runs to the first "/", "?", "#" (or "\" when special).
        // Each "@" ends the credentials seen so far; since "@" is itself in the
        // userinfo percent-encode set ("%40", which the standard prepends to
        // the buffer), the credentials are everything before the last "@",
        // split at its first ":".
        let q = p;
        let lastAt = -1;
        for (; q < end; q++) {
          const d = s.charCodeAt(q);
          if (d === 0x40) {
            if (errors) report(errors, removed, 'invalid-credentials', q);
            lastAt = q;
          } else if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) {
            break;
          }
        }
        if (lastAt >= 0) {
          let colon = p;
          while (colon < lastAt && s.charCodeAt(colon) !== 0x3a) colon++;
          url.username += percentEncodeRange(s, p, colon, USERINFO_SET);
          if (colon < lastAt) url.password += percentEncodeRange(s, colon + 1, lastAt, USERINFO_SET);
          if (lastAt + 1 === q) {
            if (errors) report(errors, removed, 'host-missing', q);
            return null;
          }
          p = lastAt + 1;
        }
        state = HOST_STATE;
        continue;
      }

      case HOST_STATE:
      case HOSTNAME_STATE: {
        // https://url.spec.whatwg.org/#host-state
        if (override !== 0 && url.scheme === 'file') {
          state = FILE_HOST_STATE;
          continue;
        }
        let q = p;
        let insideBrackets = false;
        let d = c;
        for (;;) {
          if (d === 0x3a && !insideBrackets) break;
          if (d === EOF || d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) break;
          if (d === 0x5b) insideBrackets = true;
          else if (d === 0x5d) insideBrackets = false;
          d = ++q < end ? s.charCodeAt(q) : EOF;
        }
        if (d === 0x3a) {
          if (q === p) {
            if (errors) report(errors, removed, 'host-missing', q);
            return null;
          }
          if (override === HOSTNAME_STATE) return null;
          const host = hostParse(s, p, q, !special, errors, removed);
          if (host === null) return null;
          url.host = host;
          state = PORT_STATE;
          p = q + 1;
          continue;
        }
        if (q === p) {
          if (special) {
            if (errors) report(errors, removed, 'host-missing', q);
            return null;
          }
          if (override !== 0 && (includesCredentials(url) || url.port !== null)) return null;
        }
        const host = hostParse(s, p, q, !special, errors, removed);
        if (host === null) return null;
        url.host = host;
        if (override !== 0) return url;
        state = PATH_START_STATE;
        p = q;
        continue;
      }

      case PORT_STATE: {
        // https://url.spec.whatwg.org/#port-state
        let q = p;
        let port = 0;
        let d = c;
        while (d >= 0x30 && d <= 0x39) {
          // Stop accumulating past 2^16 - 1; the value only has to be known as too large.
          if (port <= 0xffff) port = port * 10 + (d - 0x30);
          d = ++q < end ? s.charCodeAt(q) : EOF;
        }
        if (d === EOF || d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special) || override !== 0) {
          if (q > p) {
            if (port > 0xffff) {
              if (errors) report(errors, removed, 'port-out-of-range', p);
              return null;
            }
            url.port = port === defaultPort(url.scheme) ? null : port;
            if (override !== 0) return url;
          }
          if (override !== 0) return null;
          state = PATH_START_STATE;
          p = q;
          continue;
        }
        if (errors) report(errors, removed, 'port-invalid', q);
        return null;
      }

      case FILE_STATE: {
        // https://url.spec.whatwg.org/#file-state
        url.scheme = 'file';
        special = true;
        url.host = '';
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c && errors) report(errors, removed, 'invalid-reverse-solidus', p);
          state = FILE_SLASH_STATE;
        } else if (base !== null && base.scheme === 'file') {
          url.host = base.host;
          url.path = base.path;
          url.query = base.query;
          if (c === 0x3f) {
            url.query = '';
            state = QUERY_STATE;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT_STATE;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(s, p, end)) {
              url.path = shortenPath(url.path, 'file');
            } else {
              // This is a (platform-independent) Windows drive letter quirk.
              if (errors) report(errors, removed, 'file-invalid-Windows-drive-letter', p);
              url.path = '';
            }
            state = PATH_STATE;
            bufStart = p;
            continue;
          }
        } else {
          state = PATH_STATE;
          bufStart = p;
          continue;
        }
        break;
      }

      case FILE_SLASH_STATE:
        // https://url.spec.whatwg.org/#file-slash-state
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c && errors) report(errors, removed, 'invalid-reverse-solidus', p);
          state = FILE_HOST_STATE;
        } else {
          if (base !== null && base.scheme === 'file') {
            url.host = base.host;
            // This is a (platform-independent) Windows drive letter quirk.
            if (!startsWithWindowsDriveLetter(s, p, end)) {
              const bp = base.path;
              const segEnd = bp.indexOf('/', 1);
              if ((segEnd === 3 || (segEnd === -1 && bp.length === 3)) && isWindowsDriveLetterAt(bp, 1, true)) {
                url.path += bp.slice(0, 3);
              }
            }
          }
          state = PATH_STATE;
          bufStart = p;
          continue;
        }
        break;

      case FILE_HOST_STATE: {
        // https://url.spec.whatwg.org/#file-host-state
        let q = p;
        let d = c;
        while (d !== EOF && d !== 0x2f && d !== 0x5c && d !== 0x3f && d !== 0x23) d = ++q < end ? s.charCodeAt(q) : EOF;
        if (override === 0 && q - p === 2 && isWindowsDriveLetterAt(s, p, false)) {
          // This is a (platform-independent) Windows drive letter quirk: the
          // buffer is not reset and is used in the path state.
          if (errors) report(errors, removed, 'file-invalid-Windows-drive-letter-host', p);
          state = PATH_STATE;
          bufStart = p;
          p = q;
          continue;
        }
        if (q === p) {
          url.host = '';
          if (override !== 0) return url;
          state = PATH_START_STATE;
          continue;
        }
        let host = hostParse(s, p, q, !special, errors, removed);
        if (host === null) return null;
        if (host === 'localhost') host = '';
        url.host = host;
        if (override !== 0) return url;
        state = PATH_START_STATE;
        p = q;
        continue;
      }

      case PATH_START_STATE:
        // https://url.spec.whatwg.org/#path-start-state
        if (special) {
          if (c === 0x5c && errors) report(errors, removed, 'invalid-reverse-solidus', p);
          state = PATH_STATE;
          if (c !== 0x2f && c !== 0x5c) {
            bufStart = p;
            continue;
          }
          bufStart = p + 1;
        } else if (override === 0 && c === 0x3f) {
          url.query = '';
          state = QUERY_STATE;
        } else if (override === 0 && c === 0x23) {
          url.fragment = '';
          state = FRAGMENT_STATE;
        } else if (c !== EOF) {
          state = PATH_STATE;
          if (c !== 0x2f) {
            bufStart = p;
            continue;
          }
          bufStart = p + 1;
        } else if (override !== 0 && url.host === null) {
          url.path += '/';
        }
        break;

      case PATH_STATE: {
        // https://url.spec.whatwg.org/#path-state
        // Spec divergence (performance): a run up to "?", "#" or the end that
        // needs no per-segment work (nothing to percent-encode, no "\", no
        // dot segment, not a file URL with its drive-letter quirks) is
        // appended with one slice, as the loop below would append it segment
        // by segment. Measured on relative resolution: 1.97× → 1.7× native.
        if (override === 0 && !errors && useFastPath && bufStart === p && url.scheme !== 'file') {
          let q = s.indexOf('?', p);
          if (q === -1 || q > end) q = end;
          const h = s.indexOf('#', p);
          if (h !== -1 && h < q) q = h;
          const run = s.slice(p, q);
          if (PATH_RUN.test(run) && !hasDotSegment(run)) {
            url.path += '/' + run;
            p = q;
            if (q === end) return url;
            if (s.charCodeAt(q) === 0x3f) {
              url.query = '';
              state = QUERY_STATE;
            } else {
              url.fragment = '';
              state = FRAGMENT_STATE;
            }
            break;
          }
        }
        // One iteration per segment: the buffer is s[bufStart, q); validation
        // errors are looked for from p on (a drive letter handed over by the
        // file host state was not checked there). The segments appended here
        // are kept in a list and joined once, so that shortening stays cheap
        // (no slicing of a growing string: linear time on any input).
        let prefix = url.path;
        const segments: string[] = [];
        const file = url.scheme === 'file';
        let q = p;
        let d = c;
        for (;;) {
          while (!(d === EOF || d === 0x2f || (d === 0x5c && special) || (override === 0 && (d === 0x3f || d === 0x23)))) {
            d = ++q < end ? s.charCodeAt(q) : EOF;
          }
          if (errors) {
            checkURLUnits(s, p, q, end, errors, removed);
            if (d === 0x5c && special) report(errors, removed, 'invalid-reverse-solidus', q);
          }
          const slash = d === 0x2f || (d === 0x5c && special);
          const dots = dotSegmentKind(s, bufStart, q);
          if (dots === 2) {
            // Shorten url's path.
            const n = segments.length;
            if (n === 0) {
              prefix = shortenPath(prefix, url.scheme);
            } else if (!(n === 1 && file && prefix === '' && segments[0].length === 2 && isWindowsDriveLetterAt(segments[0], 0, true))) {
              segments.pop();
            }
            // This means that for input /usr/.. the result is / and not a lack of a path.
            if (!slash) segments.push('');
          } else if (dots === 1) {
            if (!slash) segments.push('');
          } else {
            let segment = percentEncodeRange(s, bufStart, q, PATH_SET);
            if (file && prefix === '' && segments.length === 0 && segment.length === 2 && isWindowsDriveLetterAt(segment, 0, false)) {
              // This is a (platform-independent) Windows drive letter quirk.
              segment = segment.charAt(0) + ':';
            }
            segments.push(segment);
          }
          if (!slash) break;
          p = bufStart = q + 1;
          d = ++q < end ? s.charCodeAt(q) : EOF;
        }
        url.path = segments.length === 0 ? prefix : prefix + '/' + segments.join('/');
        p = q;
        if (d === 0x3f) {
          url.query = '';
          state = QUERY_STATE;
        } else if (d === 0x23) {
          url.fragment = '';
          state = FRAGMENT_STATE;
        } else {
          return url;
        }
        break;
      }

      case OPAQUE_PATH_STATE: {
        // https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
        let q = p;
        let d = c;
        while (d !== EOF && d !== 0x3f && d !== 0x23) d = ++q < end ? s.charCodeAt(q) : EOF;
        if (errors) checkURLUnits(s, p, q, end, errors, removed);
        url.opaquePath = true;
        // "If c is U+0020 SPACE: if remaining starts with U+003F (?) or U+0023
        // (#), append "%20" to url's path; otherwise append U+0020 SPACE": only
        // the space right before "?" or "#" is encoded.
        if (d !== EOF && q > p && s.charCodeAt(q - 1) === 0x20) {
          url.path += percentEncodeRange(s, p, q - 1, C0_CONTROL_SET) + '%20';
        } else {
          url.path += percentEncodeRange(s, p, q, C0_CONTROL_SET);
        }
        p = q;
        if (d === 0x3f) {
          url.query = '';
          state = QUERY_STATE;
        } else if (d === 0x23) {
          url.fragment = '';
          state = FRAGMENT_STATE;
        } else {
          return url;
        }
        break;
      }

      case QUERY_STATE: {
        // https://url.spec.whatwg.org/#query-state
        let q = p;
        if (override === 0) {
          q = s.indexOf('#', p);
          if (q === -1 || q > end) q = end;
        } else {
          q = end;
        }
        if (errors) checkURLUnits(s, p, q, end, errors, removed);
        url.query = (url.query === null ? '' : url.query) + percentEncodeRange(s, p, q, special ? SPECIAL_QUERY_SET : QUERY_SET);
        if (q === end) return url;
        url.fragment = '';
        state = FRAGMENT_STATE;
        p = q;
        break;
      }

      case FRAGMENT_STATE:
        // https://url.spec.whatwg.org/#fragment-state
        if (errors) checkURLUnits(s, p, end, end, errors, removed);
        url.fragment = (url.fragment === null ? '' : url.fragment) + percentEncodeRange(s, p, end, FRAGMENT_SET);
        return url;

      default:
        return null;
    }
    // "If after a run pointer points to the EOF code point, go to the next
    // step. Otherwise, increase pointer by 1 and continue with the state machine."
    if (p >= end) break;
    p++;
  }
  return url;
}
