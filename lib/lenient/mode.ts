// The lenient mode: text typed or pasted by a person. The input is cleaned
// (RFC 3986 Appendix C: lib/lenient/clean.ts), a missing scheme is inferred and
// address-bar slips repaired (lib/lenient/infer.ts), then the WHATWG parser runs
// on the result; records, serialization and origin are the whatwg mode's.
//
// Decisions:
// - With a base URL the input is cleaned but only an input starting with
//   "scheme:" is looked at by inference ("example.com:8080/x", "htp://x": an
//   input with a scheme ignores the base, and round trips stay exact; see
//   lib/lenient/infer.ts); "example.com/x" and "http:/x" are then meaningful
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
//   Every setter then ignores a value that would give an href the lenient
//     parse reads differently ("foo:/x" with protocol "htp" would read back
//     as http://x/, "url:" with hash "a" as "#a"): see the top of
//     lib/lenient/infer.ts.
// - Refusals (lib/lenient/infer.ts, refusal()) fail the parse like an invalid URL.
// - Kept input: input with nothing to clean or infer (isClean: one
//   character-class regular expression; then isKept or inferScheme, which
//   changes nothing) goes straight to the whatwg mode's parseInto, the
//   simple-URL reader, and so does input starting with a lower-case special
//   scheme and "://" without those checks (startsWithSpecialSlashes); so most
//   real input costs what the whatwg mode costs; the URL then keeps no record
//   and recordOf/originOf/replaceQuery are the whatwg mode's.
import type { Mode, URLOptions } from '../modes/mode.js';
import type { URLRecord } from '../url/record.js';
import type { HrefOffsets } from '../url/href-offsets.js';
import type { HrefOnlyMembers } from '../modes/href-only.js';
import { whatwgMode, quoteInput } from '../modes/whatwg.js';
import { hrefOf } from '../url/serializer.js';
import { specialSchemeAt } from '../url/schemes.js';
import { cleanValue, isClean, LINE_BREAK, shortSchemeSlashes, WHITE_SPACE_RUNS } from './clean.js';
import { checkDefaultScheme, isKept, lenientValue } from './infer.js';
import { keepingStaticsMode } from '../modes/keep-statics.js';

/** For protocol, host, hostname and port: clean(), then remove every whitespace character. */
export function cleanTightComponent(value: string): string {
  return cleanValue(value).replace(WHITE_SPACE_RUNS, '');
}

/** For username, password, pathname, search and hash: trim and join wrapped lines, nothing else. */
export function cleanLooseComponent(value: string): string {
  return value.replace(WHITE_SPACE_RUNS, (run: string, at: number) =>
    at === 0 || at + run.length === value.length || LINE_BREAK.test(run) ? '' : run,
  );
}

/** A host that starts with a dot or has an empty label: the pipeline (lib/lenient/infer.ts) repairs it. */
function hasDotsToRepair(host: string | null): boolean {
  return host !== null && (host.charCodeAt(0) === 0x2e || host.indexOf('..') >= 0);
}

type Setter = (rec: URLRecord, value: string) => URLRecord | null;

function tight(setter: Setter): Setter {
  return (rec, value) => setter(rec, cleanTightComponent(value));
}

function loose(setter: Setter): Setter {
  return (rec, value) => setter(rec, cleanLooseComponent(value));
}

/**
 * Whether `s` starts with a lower-case special scheme and "://"
 * (https://url.spec.whatwg.org/#special-scheme). For such input the
 * simple-URL reader succeeds only on printable ASCII without whitespace in
 * the host (lib/url/simple.ts: SPECIAL_RE; a space elsewhere is left to the
 * WHATWG parser by clean() too, and a trailing one trimmed by both), and
 * inference keeps "scheme://host" as it is; so the lenient pipeline would
 * change nothing, and the two per-character checks (isClean, a regular
 * expression over the whole input) can be skipped: they cost as much as the
 * reader itself.
 */
function startsWithSpecialSlashes(s: string): boolean {
  // (The scheme compared in place: no search of the input, no slice. Dots
  // to repair in the host: "http://.a", "http://a..b".)
  const colon = shortSchemeSlashes(s);
  return colon > 1 && colon < 6 && specialSchemeAt(s, colon) !== null && s.charCodeAt(colon + 3) !== 0x2e && s.indexOf('..') < 0;
}

// (A Map: this module is not in the legacy (ES5) script, see below.)
const cache = new Map<string, Mode<URLRecord>>();

/**
 * One shared mode object per default scheme, so a URL costs no allocation for
 * its mode (the cache is capped: schemes come from the program, but nothing
 * stops a caller from passing many).
 */
function lenientModeFor(defaultScheme: string): Mode<URLRecord> {
  let mode = cache.get(defaultScheme);
  if (mode === undefined) {
    mode = keepingStaticsMode(makeLenientMode(defaultScheme));
    if (cache.size < 16) cache.set(defaultScheme, mode);
  }
  return mode;
}

let defaultMode: Mode<URLRecord> | null = null;

/**
 * The lenient mode for `options` (its `defaultScheme`, "http" by default;
 * throws a TypeError when that is not a valid scheme).
 * @internal
 */
export function createLenientMode(options: URLOptions): Mode<URLRecord> {
  // The common case, without a string built per URL. (Made on first use, so
  // that importing this module runs nothing: bundlers can drop it.)
  if (options === undefined || options === null || options.defaultScheme === undefined) {
    if (defaultMode === null) defaultMode = lenientModeFor('http');
    return defaultMode;
  }
  return lenientModeFor(checkDefaultScheme(options.defaultScheme));
}

function makeLenientMode(defaultScheme: string): Mode<URLRecord> {
  const w = whatwgMode;
  const parseSimple = w.parseInto as (input: string, out: HrefOffsets, base?: string) => boolean;
  function parse(input: string, base: string | undefined): URLRecord | Error {
    const prepared = lenientValue(input, defaultScheme, base !== undefined);
    const b = base === undefined ? undefined : lenientValue(base, defaultScheme, false);
    if (prepared === null || b === null) {
      return new TypeError(`Invalid URL: ${quoteInput(prepared === null ? input : (base as string))} (not an address a person would type)`);
    }
    let rec = w.parse(prepared, b);
    // The WHATWG parser can make what the pipeline would repair (percent-
    // encoded or IDNA-mapped dots: "http://a.%2E/" has the host "a.."; with
    // a base, "https:/@.a" has the host ".a"): then the href is read once
    // more, so that it reads back as itself.
    if (!(rec instanceof Error) && hasDotsToRepair(rec.host)) {
      const href = hrefOf(rec);
      const again = lenientValue(href, defaultScheme, false);
      if (again !== href) rec = again === null ? new TypeError(`Invalid URL: ${quoteInput(input)} (read as ${quoteInput(href)})`) : w.parse(again, undefined);
    }
    // Say what the input was read as, unless the base was the problem.
    if (rec instanceof Error && prepared !== input && (b === undefined || !(w.parse(b, undefined) instanceof Error))) {
      return new TypeError(`Invalid URL: ${quoteInput(input)} (read as ${quoteInput(prepared)})`);
    }
    return rec;
  }
  // Whether the lenient parse reads `rec`'s href back as itself: every
  // setter keeps that (lib/lenient/infer.ts, rule 2), or is ignored.
  function roundTrips(rec: URLRecord | null): URLRecord | null {
    if (rec === null) return null;
    const href = hrefOf(rec);
    return lenientValue(href, defaultScheme, false) === href ? rec : null;
  }
  function kept(setter: Setter): Setter {
    return (rec, value) => roundTrips(setter(rec, value));
  }
  // Whether the pipeline of `parse` leaves `s` exactly as it is.
  // (isKept first: lenientValue would ask isClean once more.)
  function keeps(s: string, hasBase: boolean): boolean {
    return isClean(s) && (isKept(s) || lenientValue(s, defaultScheme, hasBase) === s);
  }
  // HrefOnlyMembers.parseInto: only input (and base) that the pipeline above
  // would leave exactly as it is; everything else returns false and `parse` runs.
  function parseInto(input: string, out: HrefOffsets, base?: string): boolean {
    const kept = base !== undefined ? keeps(input, true) && keeps(base, false) : startsWithSpecialSlashes(input) || keeps(input, false);
    if (!kept || !parseSimple(input, out, base)) return false;
    // With a base, a host with dots to repair ("https:/@.a" against "foo:x")
    // takes the general path. (Without one, the reader takes no host with
    // "%" or that starts with "."; and slicing the href it built, a rope,
    // would cost a copy of it.)
    return base === undefined || !hasDotsToRepair(out._href.slice(out._hostStart, out._hostEnd));
  }
  // This module is not in the legacy (ES5) script: the spread and
  // Object.freeze are always there.
  return Object.freeze({
    // serialize, origin, recordOf, originOf, replaceQuery and setQuery are the whatwg mode's.
    ...w,
    name: 'lenient',
    parse: parse,
    parseInto: parseInto,
    setProtocol: kept(tight(w.setProtocol)),
    setUsername: kept(loose(w.setUsername)),
    setPassword: kept(loose(w.setPassword)),
    setHost: kept(tight(w.setHost)),
    setHostname: kept(tight(w.setHostname)),
    setPort: kept(tight(w.setPort)),
    setPathname: kept(loose(w.setPathname)),
    setSearch: kept(loose(w.setSearch)),
    setHash: kept(loose(w.setHash)),
  });
}
