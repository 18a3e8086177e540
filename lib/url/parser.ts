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
// Validation errors are reported as ValidationErrorCode numbers (names:
// lib/base/validation-errors.ts) with the UTF-16 index in `input` of the
// code point where they are found.
import type { URLRecord } from './record.js';
import type { ErrorSink, ValidationError } from '../base/errors.js';
import { parseHost } from '../host/host.js';
import { asciiDigitsEnd, codeAt, indexOrEnd, isASCIIAlpha } from '../base/infra.js';
import { C0_CONTROL_SET, FRAGMENT_SET, PATH_SET, QUERY_SET, SPECIAL_QUERY_SET, USERINFO_SET } from '../encoding/sets.js';
import { percentEncodeRange } from '../encoding/percent.js';
import { isInvalidURLUnit } from '../host/opaque.js';
import { HAS_SIMPLE_URLS, parseEncodedRecord, parseSimpleRecord } from './simple.js';
import { defaultPort, isSpecialScheme, portValue, schemeCharsEnd, specialSchemeAt } from './schemes.js';
import { dotSegmentKind, isWindowsDriveLetterAt, startsWithWindowsDriveLetter } from './paths.js';
import { ValidationErrorCode } from '../base/validation-errors.js';
import { REPORTS_VALIDATION_ERRORS } from '../base/error-reporting.js';

export { defaultPort, isSpecialScheme };

// Whether s has an ASCII tab or newline. indexOf, not a regular expression:
// a successful match would leave s in the legacy RegExp statics.
function hasTabOrNewline(s: string): boolean {
  return s.indexOf('\n') !== -1 || s.indexOf('\t') !== -1 || s.indexOf('\r') !== -1;
}

export const SCHEME_START_STATE = 1;
const SCHEME_STATE = 2;
const NO_SCHEME_STATE = 3;
const SPECIAL_RELATIVE_OR_AUTHORITY_STATE = 4;
const PATH_OR_AUTHORITY_STATE = 5;
const RELATIVE_STATE = 6;
const RELATIVE_SLASH_STATE = 7;
const SPECIAL_AUTHORITY_SLASHES_STATE = 8;
const SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE = 9;
const AUTHORITY_STATE = 10;
export const HOST_STATE = 11;
export const HOSTNAME_STATE = 12;
export const PORT_STATE = 13;
const FILE_STATE = 14;
const FILE_SLASH_STATE = 15;
const FILE_HOST_STATE = 16;
export const PATH_START_STATE = 17;
const PATH_STATE = 18;
export const OPAQUE_PATH_STATE = 19;
export const QUERY_STATE = 20;
export const FRAGMENT_STATE = 21;

// What codeAt (lib/base/infra.ts) gives at the end of the input.
const EOF = -1;

/** https://url.spec.whatwg.org/#include-credentials */
function includesCredentials(url: URLRecord): boolean {
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
function shortenPath(path: string, scheme: string): string {
  if (path === '') return path;
  const last = path.lastIndexOf('/');
  if (last === 0 && scheme === 'file' && path.length === 3 && isWindowsDriveLetterAt(path, 1, true)) return path;
  return path.slice(0, last);
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

/** Validation error `code` at index i of the parsed string, when someone collects errors. */
function report(errors: ErrorSink | undefined, removed: number[] | null, code: ValidationErrorCode, i: number): void {
  if (REPORTS_VALIDATION_ERRORS && errors) errors.push({ code, index: originalIndex(removed, i) });
}

/** report(), then failure. */
function fail(errors: ErrorSink | undefined, removed: number[] | null, code: ValidationErrorCode, i: number): null {
  report(errors, removed, code, i);
  return null;
}

/**
 * The invalid-URL-unit checks of the path, opaque path, query and fragment
 * states over s[from, to): "If c is not a URL code point and not U+0025 (%)"
 * and "If c is U+0025 (%) and remaining does not start with two ASCII hex
 * digits". Only run when someone collects errors.
 */
function checkURLUnits(s: string, from: number, to: number, end: number, errors: ErrorSink | undefined, removed: number[] | null): void {
  for (let i = from; i < to; i++) if (isInvalidURLUnit(s, i, end)) report(errors, removed, ValidationErrorCode.InvalidURLUnit, i);
}

/** Runs the host parser on s[from, to), reporting its errors at their place in the input. */
function hostParse(s: string, from: number, to: number, notSpecial: boolean, errors: ErrorSink | undefined, removed: number[] | null): string | null {
  const input = s.slice(from, to);
  if (!REPORTS_VALIDATION_ERRORS || !errors) return parseHost(input, notSpecial, null);
  const local: ValidationError[] = [];
  const host = parseHost(input, notSpecial, local);
  for (let k = 0; k < local.length; k++) report(errors, removed, local[k].code, from + local[k].index);
  return host;
}

/** Whether c ends the authority, host or port: EOF, "/", "?", "#", or "\" in a special URL. */
function endsAuthority(c: number, special: boolean): boolean {
  return c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x5c && special);
}

/** Sets url's username, password, host and port to base's. */
function copyAuthority(url: URLRecord, base: URLRecord): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
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
  // The state override, 0 when none is given (`if (override)`: "if state override is given").
  const override = stateOverride || 0;
  // Whether input has an ASCII tab or newline (null: not looked for yet).
  let tabs: boolean | null = null;

  if (url === undefined || url === null) {
    if (HAS_SIMPLE_URLS && (!REPORTS_VALIDATION_ERRORS || !errors) && !override) {
      // A simple URL (lib/url/simple.ts): first the verbatim reader, then,
      // when there is no ASCII tab or newline, the encoding reader.
      let simple = parseSimpleRecord(s);
      if (simple === null && !(tabs = hasTabOrNewline(s))) simple = parseEncodedRecord(s);
      if (simple !== null) return simple;
    }
    url = newURLRecord();
    // 1.2-1.3 Remove any leading and trailing C0 control or space.
    while (start < end && s.charCodeAt(start) <= 0x20) start++;
    while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
    if (REPORTS_VALIDATION_ERRORS && (start > 0 || end < s.length)) report(errors, null, ValidationErrorCode.InvalidURLUnit, start > 0 ? 0 : end);
  }
  // 2-3. Remove all ASCII tab or newline (copying only when there is one;
  // indexOf looks for one several times faster than the loop, which then
  // finds it, if it is not in the trimmed ends).
  if (tabs === null ? hasTabOrNewline(s) : tabs) {
    let out = '';
    let from = start;
    for (let i = start; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x09 || c === 0x0a || c === 0x0d) {
        if (REPORTS_VALIDATION_ERRORS && errors) {
          // One validation error, at the first; `removed` maps indices back.
          if (removed === null) {
            report(errors, null, ValidationErrorCode.InvalidURLUnit, i);
            removed = [start];
          }
          // Its index in the parsed string: kept code units before it.
          removed.push(i - start - (removed.length - 1));
        }
        out += s.slice(from, i);
        from = i + 1;
      }
    }
    if (from > start) {
      s = out + s.slice(from, end);
      start = 0;
      end = s.length;
    }
  }

  let state = override || SCHEME_START_STATE;
  let p = start;
  // Start of the current buffer (the buffer is always the run s[bufStart, p)).
  let bufStart = p;
  let special = isSpecialScheme(url.scheme);

  for (;;) {
    const c = codeAt(s, p, end);
    switch (state) {
      case SCHEME_START_STATE:
        // https://url.spec.whatwg.org/#scheme-start-state
        if (isASCIIAlpha(c)) {
          bufStart = p;
          state = SCHEME_STATE;
        } else if (!override) {
          state = NO_SCHEME_STATE;
          continue;
        } else {
          return null;
        }
        break;

      case SCHEME_STATE: {
        // https://url.spec.whatwg.org/#scheme-state
        const q = schemeCharsEnd(s, p, end);
        if (codeAt(s, q, end) === 0x3a) {
          const buffer = s.slice(bufStart, q).toLowerCase();
          const bufferSpecial = isSpecialScheme(buffer);
          if (override) {
            if (special !== bufferSpecial) return url;
            if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
            if (url.scheme === 'file' && url.host === '') return url;
          }
          url.scheme = buffer;
          special = bufferSpecial;
          if (override) {
            if (url.port !== null && url.port === defaultPort(buffer)) url.port = null;
            return url;
          }
          p = q;
          if (buffer === 'file') {
            if (REPORTS_VALIDATION_ERRORS && !(codeAt(s, q + 1, end) === 0x2f && codeAt(s, q + 2, end) === 0x2f)) {
              report(errors, removed, ValidationErrorCode.SpecialSchemeMissingFollowingSolidus, q + 1);
            }
            state = FILE_STATE;
          } else if (special && base !== null && base.scheme === buffer) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY_STATE;
          } else if (special) {
            state = SPECIAL_AUTHORITY_SLASHES_STATE;
          } else if (codeAt(s, q + 1, end) === 0x2f) {
            state = PATH_OR_AUTHORITY_STATE;
            p++;
          } else {
            url.path = '';
            state = OPAQUE_PATH_STATE;
          }
        } else if (!override) {
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
          return fail(errors, removed, ValidationErrorCode.MissingSchemeNonRelativeURL, p);
        } else if (base.opaquePath) {
          url.scheme = base.scheme;
          url.path = base.path;
          url.opaquePath = true;
          url.query = base.query;
          special = isSpecialScheme(url.scheme);
          state = FRAGMENT_STATE;
        } else {
          state = base.scheme !== 'file' ? RELATIVE_STATE : FILE_STATE;
          continue;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY_STATE:
      // https://url.spec.whatwg.org/#special-relative-or-authority-state
      case SPECIAL_AUTHORITY_SLASHES_STATE:
        // https://url.spec.whatwg.org/#special-authority-slashes-state
        // (The two differ only in the state that follows a missing "//".)
        if (c === 0x2f && codeAt(s, p + 1, end) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
          p++;
        } else {
          report(errors, removed, ValidationErrorCode.SpecialSchemeMissingFollowingSolidus, p);
          state = state === SPECIAL_RELATIVE_OR_AUTHORITY_STATE ? RELATIVE_STATE : SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
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
        if (c === 0x2f || (special && c === 0x5c)) {
          if (c === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, p);
          state = RELATIVE_SLASH_STATE;
        } else {
          copyAuthority(url, b);
          url.path = b.path;
          url.query = b.query;
          if (c === 0x3f) {
            state = QUERY_STATE;
          } else if (c === 0x23) {
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
          if (c === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE;
        } else if (c === 0x2f) {
          state = AUTHORITY_STATE;
        } else {
          copyAuthority(url, base as URLRecord);
          state = PATH_STATE;
          bufStart = p;
          continue;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES_STATE:
        // https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
        if (c !== 0x2f && c !== 0x5c) {
          state = AUTHORITY_STATE;
          continue;
        }
        report(errors, removed, ValidationErrorCode.SpecialSchemeMissingFollowingSolidus, p);
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
        for (let d = c; !endsAuthority(d, special); d = codeAt(s, ++q, end)) {
          if (d === 0x40) {
            report(errors, removed, ValidationErrorCode.InvalidCredentials, q);
            lastAt = q;
          }
        }
        if (lastAt >= 0) {
          let colon = p;
          while (colon < lastAt && s.charCodeAt(colon) !== 0x3a) colon++;
          url.username += percentEncodeRange(s, p, colon, USERINFO_SET);
          if (colon < lastAt) url.password += percentEncodeRange(s, colon + 1, lastAt, USERINFO_SET);
          if (lastAt + 1 === q) return fail(errors, removed, ValidationErrorCode.HostMissing, q);
          p = lastAt + 1;
        }
        state = HOST_STATE;
        continue;
      }

      case HOST_STATE:
      case HOSTNAME_STATE: {
        // https://url.spec.whatwg.org/#host-state
        if (override && url.scheme === 'file') {
          state = FILE_HOST_STATE;
          continue;
        }
        let q = p;
        let insideBrackets = false;
        let d = c;
        for (; !endsAuthority(d, special) && (d !== 0x3a || insideBrackets); d = codeAt(s, ++q, end)) {
          if (d === 0x5b) insideBrackets = true;
          else if (d === 0x5d) insideBrackets = false;
        }
        if (d === 0x3a) {
          if (q === p) return fail(errors, removed, ValidationErrorCode.HostMissing, q);
          if (override === HOSTNAME_STATE) return null;
        } else if (q === p) {
          if (special) return fail(errors, removed, ValidationErrorCode.HostMissing, q);
          if (override && (includesCredentials(url) || url.port !== null)) return null;
        }
        const host = hostParse(s, p, q, !special, errors, removed);
        if (host === null) return null;
        url.host = host;
        if (d === 0x3a) {
          state = PORT_STATE;
          p = q + 1;
          continue;
        }
        if (override) return url;
        state = PATH_START_STATE;
        p = q;
        continue;
      }

      case PORT_STATE: {
        // https://url.spec.whatwg.org/#port-state
        const q = asciiDigitsEnd(s, p, end);
        if (!override && !endsAuthority(codeAt(s, q, end), special)) return fail(errors, removed, ValidationErrorCode.PortInvalid, q);
        if (q > p) {
          const value = portValue(s, p, q);
          if (value > 0xffff) return fail(errors, removed, ValidationErrorCode.PortOutOfRange, p);
          url.port = value === defaultPort(url.scheme) ? null : value;
          if (override) return url;
        }
        if (override) return null;
        state = PATH_START_STATE;
        p = q;
        continue;
      }

      case FILE_STATE: {
        // https://url.spec.whatwg.org/#file-state
        url.scheme = 'file';
        special = true;
        url.host = '';
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, p);
          state = FILE_SLASH_STATE;
        } else if (base !== null && base.scheme === 'file') {
          url.host = base.host;
          url.path = base.path;
          url.query = base.query;
          if (c === 0x3f) {
            state = QUERY_STATE;
          } else if (c === 0x23) {
            state = FRAGMENT_STATE;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(s, p, end)) {
              url.path = shortenPath(url.path, 'file');
            } else {
              // This is a (platform-independent) Windows drive letter quirk.
              report(errors, removed, ValidationErrorCode.FileInvalidWindowsDriveLetter, p);
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
          if (c === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, p);
          state = FILE_HOST_STATE;
        } else {
          if (base !== null && base.scheme === 'file') {
            url.host = base.host;
            // This is a (platform-independent) Windows drive letter quirk.
            // If base's path[0] is a normalized Windows drive letter, append it.
            const bp = base.path;
            if (!startsWithWindowsDriveLetter(s, p, end) && isWindowsDriveLetterAt(bp, 1, true) && (bp.length === 3 || bp.charCodeAt(3) === 0x2f)) {
              url.path += bp.slice(0, 3);
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
        for (let d = c; !endsAuthority(d, true); d = codeAt(s, ++q, end));
        if (!override && q - p === 2 && isWindowsDriveLetterAt(s, p, false)) {
          // This is a (platform-independent) Windows drive letter quirk: the
          // buffer is not reset and is used in the path state.
          report(errors, removed, ValidationErrorCode.FileInvalidWindowsDriveLetterHost, p);
          state = PATH_STATE;
          bufStart = p;
          p = q;
          continue;
        }
        let host = '';
        if (q > p) {
          const parsed = hostParse(s, p, q, !special, errors, removed);
          if (parsed === null) return null;
          if (parsed !== 'localhost') host = parsed;
        }
        url.host = host;
        if (override) return url;
        state = PATH_START_STATE;
        p = q;
        continue;
      }

      case PATH_START_STATE:
        // https://url.spec.whatwg.org/#path-start-state
        if (special) {
          if (c === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, p);
          state = PATH_STATE;
          if (c !== 0x2f && c !== 0x5c) {
            bufStart = p;
            continue;
          }
          bufStart = p + 1;
        } else if (!override && c === 0x3f) {
          state = QUERY_STATE;
        } else if (!override && c === 0x23) {
          state = FRAGMENT_STATE;
        } else if (c !== EOF) {
          state = PATH_STATE;
          if (c !== 0x2f) {
            bufStart = p;
            continue;
          }
          bufStart = p + 1;
        } else if (override && url.host === null) {
          url.path += '/';
        }
        break;

      case PATH_STATE: {
        // https://url.spec.whatwg.org/#path-state
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
          while (!(d === EOF || d === 0x2f || (d === 0x5c && special) || (!override && (d === 0x3f || d === 0x23)))) d = codeAt(s, ++q, end);
          if (REPORTS_VALIDATION_ERRORS && errors) {
            checkURLUnits(s, p, q, end, errors, removed);
            if (d === 0x5c) report(errors, removed, ValidationErrorCode.InvalidReverseSolidus, q);
          }
          const slash = d === 0x2f || d === 0x5c;
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
          d = codeAt(s, ++q, end);
        }
        url.path = segments.length === 0 ? prefix : prefix + '/' + segments.join('/');
        p = q;
        if (d === EOF) return url;
        state = d === 0x3f ? QUERY_STATE : FRAGMENT_STATE;
        break;
      }

      case OPAQUE_PATH_STATE: {
        // https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
        let q = p;
        let d = c;
        while (d !== EOF && d !== 0x3f && d !== 0x23) d = codeAt(s, ++q, end);
        if (REPORTS_VALIDATION_ERRORS && errors) checkURLUnits(s, p, q, end, errors, removed);
        url.opaquePath = true;
        // "If c is U+0020 SPACE: if remaining starts with U+003F (?) or U+0023
        // (#), append "%20" to url's path; otherwise append U+0020 SPACE": only
        // the space right before "?" or "#" is encoded.
        const space = d !== EOF && q > p && s.charCodeAt(q - 1) === 0x20;
        url.path += percentEncodeRange(s, p, space ? q - 1 : q, C0_CONTROL_SET) + (space ? '%20' : '');
        p = q;
        if (d === EOF) return url;
        state = d === 0x3f ? QUERY_STATE : FRAGMENT_STATE;
        break;
      }

      case QUERY_STATE: {
        // https://url.spec.whatwg.org/#query-state
        // The states that lead here "set url's query to the empty string" and
        // this state appends the whole run to it: both at once, here.
        const q = !override ? indexOrEnd(s, '#', p, end) : end;
        if (REPORTS_VALIDATION_ERRORS && errors) checkURLUnits(s, p, q, end, errors, removed);
        url.query = percentEncodeRange(s, p, q, special ? SPECIAL_QUERY_SET : QUERY_SET);
        if (q === end) return url;
        state = FRAGMENT_STATE;
        p = q;
        break;
      }

      case FRAGMENT_STATE:
        // https://url.spec.whatwg.org/#fragment-state
        // (Likewise: url's fragment is set to the empty string and the run
        // appended, at once.)
        if (REPORTS_VALIDATION_ERRORS && errors) checkURLUnits(s, p, end, end, errors, removed);
        url.fragment = percentEncodeRange(s, p, end, FRAGMENT_SET);
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
