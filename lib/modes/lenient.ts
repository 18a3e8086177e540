// The lenient mode: text typed or pasted by a person. The input is cleaned
// (RFC 3986 Appendix C: lib/text/clean.ts), a missing scheme is inferred and
// address-bar slips repaired (lib/text/infer.ts), then the WHATWG parser runs
// on the result; records, serialization and origin are the whatwg mode's.
//
// Decisions:
// - With a base URL the input is cleaned but nothing is inferred or repaired:
//   "example.com/x" and "http:/x" are then meaningful relative references.
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
import type { Mode, URLOptions } from './mode.js';
import type { URLRecord } from '../record.js';
import { whatwgMode, quoteInput } from './whatwg.js';
import { clean, isLineBreak, isWhiteSpace } from '../text/clean.js';
import { checkDefaultScheme, prepareLenientInput } from '../text/infer.js';

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
  return removeWhiteSpace(clean(value).value);
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

const cache: { [key: string]: Mode<URLRecord> } = {};
let cacheSize = 0;

/**
 * The lenient mode for `options` (its `defaultScheme`, "http" by default;
 * throws a TypeError when that is not a valid scheme).
 * @internal
 */
export function createLenientMode(options: URLOptions): Mode<URLRecord> {
  const defaultScheme = checkDefaultScheme(options === undefined || options === null ? undefined : options.defaultScheme);
  // One shared mode object per default scheme, so a URL costs no allocation
  // for its mode (the cache is capped: schemes come from the program, but
  // nothing stops a caller from passing many).
  const key = '$' + defaultScheme;
  if (Object.prototype.hasOwnProperty.call(cache, key)) return cache[key];
  const mode = makeLenientMode(defaultScheme);
  if (cacheSize < 16) {
    cache[key] = mode;
    cacheSize++;
  }
  return mode;
}

function makeLenientMode(defaultScheme: string): Mode<URLRecord> {
  const w = whatwgMode;
  function parse(input: string, base: string | undefined): URLRecord | Error {
    const prepared = prepareLenientInput(input, defaultScheme, base === undefined);
    const b = base === undefined ? undefined : prepareLenientInput(base, defaultScheme, true).value;
    const rec = w.parse(prepared.value, b);
    // Say what the input was read as, unless the base was the problem.
    if (rec instanceof Error && prepared.value !== input && (b === undefined || !(w.parse(b, undefined) instanceof Error))) {
      return new TypeError(`Invalid URL: ${quoteInput(input)} (read as ${quoteInput(prepared.value)})`);
    }
    return rec;
  }
  const mode: Mode<URLRecord> = {
    name: 'lenient',
    parse: parse,
    serialize: w.serialize,
    origin: w.origin,
    setProtocol: tight(w.setProtocol),
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
