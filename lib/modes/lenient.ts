// The lenient mode: text typed or pasted by a person. The input is cleaned
// (RFC 3986 Appendix C: lib/text/clean.ts), a missing scheme is inferred and
// address-bar slips repaired (lib/text/infer.ts), then the WHATWG parser runs
// on the result; records, serialization and origin are the whatwg mode's.
//
// Decisions:
// - With a base URL the input is cleaned but only an input starting with
//   "scheme:" is looked at by inference ("example.com:8080/x", "htp://x": an
//   input with a scheme ignores the base, and round trips stay exact; see
//   lib/text/infer.ts); "example.com/x" and "http:/x" are then meaningful
//   relative references.
// - The base string goes through the same pipeline as a base-less input
//   (clean, infer, repair): it is often pasted too, and a string that is
//   already a valid absolute URL comes out of it unchanged.
// - Setters clean their value by the component:
//   protocol, host, hostname, port: trim, strip one pair of delimiters, and
//     remove all whitespace (none is ever valid there);
//   username, password, pathname, search, hash: trim, and remove whitespace
//     runs that contain a line break; spaces inside are data, and quotes or
//     brackets are kept, as they are ordinary characters of these components.
//   href is the parse above (the URL class calls parse(value, undefined)).
//   protocol also ignores a scheme that would give an href the lenient parse
//     reads differently ("foo:8080" with protocol "example.com" would read
//     back as http://example.com:8080/): see the top of lib/text/infer.ts.
// - Fast path (issue 7): input with nothing to clean or infer (isClean, then
//   inferenceKeeps: a few code-unit tests after one character-class regular
//   expression) goes straight to the whatwg mode's parseInto, so most real
//   input costs what the whatwg mode costs; the URL then keeps no record and
//   recordOf/originOf/replaceQuery are the whatwg mode's.
import type { Mode, URLOptions } from './mode.js';
import type { Components, ModeFastPaths, URLRecord } from '../record.js';
import { whatwgMode, quoteInput } from './whatwg.js';
import { hrefOf } from '../whatwg/serializer.js';
import { cleanValue, isClean, isLineBreak, isWhiteSpace } from '../text/clean.js';
import { checkDefaultScheme, inferenceKeeps, prepareLenientValue } from '../text/infer.js';

/** Removes every whitespace character (already trimmed and delimiter-stripped by clean()). */
function removeWhiteSpace(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (!isWhiteSpace(s.charCodeAt(i))) continue;
    out += s.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** For protocol, host, hostname and port. */
export function cleanTightComponent(value: string): string {
  return removeWhiteSpace(cleanValue(value));
}

/** For username, password, pathname, search and hash: trim and join wrapped lines, nothing else. */
export function cleanLooseComponent(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isWhiteSpace(value.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(value.charCodeAt(end - 1))) end--;
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (!isWhiteSpace(value.charCodeAt(i))) continue;
    let j = i;
    let breaks = false;
    while (j < end && isWhiteSpace(value.charCodeAt(j))) {
      if (isLineBreak(value.charCodeAt(j))) breaks = true;
      j++;
    }
    if (breaks) {
      out += value.slice(from, i);
      from = j;
    }
    i = j - 1;
  }
  if (from === 0 && end === value.length) return value;
  return out + value.slice(from, end);
}

type Setter = (rec: URLRecord, value: string) => URLRecord | null;

function tight(setter: Setter): Setter {
  return function (rec: URLRecord, value: string): URLRecord | null {
    return setter(rec, cleanTightComponent(value));
  };
}

function loose(setter: Setter): Setter {
  return function (rec: URLRecord, value: string): URLRecord | null {
    return setter(rec, cleanLooseComponent(value));
  };
}

/**
 * Whether `s` starts with a lower-case special scheme and "://"
 * (https://url.spec.whatwg.org/#special-scheme). For such input the whatwg
 * fast path succeeds only on printable ASCII without whitespace in the host
 * (lib/whatwg/fast.ts: SPECIAL_RE, FILE_RE; a space elsewhere is left to the
 * WHATWG parser by clean() too, and a trailing one trimmed by both), and
 * inference keeps "scheme://host" as it is; so the lenient pipeline would
 * change nothing, and the two per-character checks (isClean, a regular
 * expression over the whole input) can be skipped: they cost as much as the
 * fast path itself.
 */
function startsWithSpecialSlashes(s: string): boolean {
  let colon: number;
  const c0 = s.charCodeAt(0);
  if (c0 === 0x68) {
    // http, https
    if (s.charCodeAt(1) !== 0x74 || s.charCodeAt(2) !== 0x74 || s.charCodeAt(3) !== 0x70) return false;
    colon = s.charCodeAt(4) === 0x73 ? 5 : 4;
  } else if (c0 === 0x77) {
    // ws, wss
    if (s.charCodeAt(1) !== 0x73) return false;
    colon = s.charCodeAt(2) === 0x73 ? 3 : 2;
  } else if (c0 === 0x66) {
    // ftp, file
    const c1 = s.charCodeAt(1);
    if (c1 === 0x74) colon = s.charCodeAt(2) === 0x70 ? 3 : -1;
    else colon = c1 === 0x69 && s.charCodeAt(2) === 0x6c && s.charCodeAt(3) === 0x65 ? 4 : -1;
    if (colon < 0) return false;
  } else {
    return false;
  }
  return s.charCodeAt(colon) === 0x3a && s.charCodeAt(colon + 1) === 0x2f && s.charCodeAt(colon + 2) === 0x2f;
}

let defaultMode: Mode<URLRecord> | null = null;
const cache: { [key: string]: Mode<URLRecord> } = {};
let cacheSize = 0;

/**
 * The lenient mode for `options` (its `defaultScheme`, "http" by default;
 * throws a TypeError when that is not a valid scheme).
 * @internal
 */
export function createLenientMode(options: URLOptions): Mode<URLRecord> {
  // The common case, without a string built per URL.
  if ((options === undefined || options === null || options.defaultScheme === undefined) && defaultMode !== null) return defaultMode;
  const defaultScheme = checkDefaultScheme(options === undefined || options === null ? undefined : options.defaultScheme);
  // One shared mode object per default scheme, so a URL costs no allocation
  // for its mode (the cache is capped: schemes come from the program, but
  // nothing stops a caller from passing many).
  const key = '$' + defaultScheme;
  if (Object.prototype.hasOwnProperty.call(cache, key)) return cache[key];
  const mode = makeLenientMode(defaultScheme);
  if (defaultScheme === 'http' && defaultMode === null) defaultMode = mode;
  if (cacheSize < 16) {
    cache[key] = mode;
    cacheSize++;
  }
  return mode;
}

function makeLenientMode(defaultScheme: string): Mode<URLRecord> {
  const w = whatwgMode;
  const fastParse = w.parseInto as (input: string, out: Components, base?: string) => boolean;
  function parse(input: string, base: string | undefined): URLRecord | Error {
    const prepared = prepareLenientValue(input, defaultScheme, base !== undefined);
    const b = base === undefined ? undefined : prepareLenientValue(base, defaultScheme, false);
    const rec = w.parse(prepared, b);
    // Say what the input was read as, unless the base was the problem.
    if (rec instanceof Error && prepared !== input && (b === undefined || !(w.parse(b, undefined) instanceof Error))) {
      return new TypeError(`Invalid URL: ${quoteInput(input)} (read as ${quoteInput(prepared)})`);
    }
    return rec;
  }
  // ModeFastPaths.parseInto: only input (and base) that the pipeline above
  // would leave exactly as it is; everything else returns false and `parse` runs.
  function parseInto(input: string, out: Components, base?: string): boolean {
    if (base !== undefined) {
      if (!isClean(input) || !inferenceKeeps(input, true) || !isClean(base) || !inferenceKeeps(base, false)) return false;
    } else if (!startsWithSpecialSlashes(input) && (!isClean(input) || !inferenceKeeps(input, false))) {
      return false;
    }
    return fastParse(input, out, base);
  }
  const setProtocol = tight(w.setProtocol);
  const mode: Mode<URLRecord> & ModeFastPaths<URLRecord> = {
    name: 'lenient',
    parse: parse,
    serialize: w.serialize,
    origin: w.origin,
    parseInto: parseInto,
    recordOf: w.recordOf,
    originOf: w.originOf,
    replaceQuery: w.replaceQuery,
    setProtocol: function (rec: URLRecord, value: string): URLRecord | null {
      const r = setProtocol(rec, value);
      if (r === null) return null;
      // Keep hrefs fixed points of the lenient parse (lib/text/infer.ts, rule 2).
      const href = hrefOf(r);
      return prepareLenientValue(href, defaultScheme, false) === href ? r : null;
    },
    setUsername: loose(w.setUsername),
    setPassword: loose(w.setPassword),
    setHost: tight(w.setHost),
    setHostname: tight(w.setHostname),
    setPort: tight(w.setPort),
    setPathname: loose(w.setPathname),
    setSearch: loose(w.setSearch),
    setHash: loose(w.setHash),
    setQuery: w.setQuery,
  };
  return typeof Object.freeze === 'function' ? Object.freeze(mode) : mode;
}
