// Missing-scheme inference and address-bar slip repairs for the lenient mode,
// run on input that clean() has already cleaned.
//
// Inference ("the input clearly names a host"; the scheme is `defaultScheme`,
// "http" unless the caller says otherwise):
//   www.w3.org/Addressing/   → http://www.w3.org/Addressing/
//   example.com:8080/x       → http://example.com:8080/x     (a dotted name and a port)
//   localhost:3000           → http://localhost:3000/
//   [::1]:8080, 127.0.0.1    → http://[::1]:8080/, http://127.0.0.1/
//   //example.com/x          → http://example.com/x           (scheme-relative)
//   example.com/x, bücher.de → http://…                        (a domain: two or more labels, the last one letters
//                                                              or "xn--…"; see looksLikeDomain)
//   A domain with nothing after it ("example.com") could be a file name
//   ("readme.md", "setup.py": .md and .py are country domains too), so it needs
//   "www.", a non-ASCII label, a common generic TLD (com, org, net, edu, gov,
//   io, dev, app, …) or a common second-level label (bbc.co.uk, example.ac.jp).
//   user@example.com         → mailto:user@example.com         (optionally with "?subject=…")
// Refused (left as they are, so the WHATWG parser fails without a base):
//   a single label other than "localhost" ("intranet", "intranet/x"); a last
//   label with digits ("foo.123"); anything with whitespace or "@" in the host
//   part ("user@example.com/path" could be userinfo or an address); and input
//   that has a scheme ("chrome://settings", "mailto:…", "tel:+1-816-555-1212",
//   "urn:…", even "intranet:8080", whose "scheme" we cannot tell from a host
//   without a list of schemes). "name:digits" is read as host and port only
//   when the name is dotted ("example.com:8080") or "localhost": "tel:911"
//   stays a tel: URL.
//
// Slip repairs (only where nothing else was plausibly meant):
//   http:/x, http:\\x, http:x, http:///x → http://x   (special schemes except
//       file; the WHATWG parser already reads them so, we only record it)
//   http//x, https//x                    → http://x, https://x
//   http;//x                             → http://x
//   htp, ttp, hhttp, htttp, httpp (+ "s") followed by "://"
//                                        → http(s)://  (none is a scheme anyone
//       registered; "ttp://" is the old habit of defusing auto-links)
// Refused: other misspellings ("htpp", "hxxp" — defanged on purpose), a
// missing scheme with a colon ("://example.com"), anything needing a list of
// registered schemes.
//
// Round trips (the rule that keeps them exact): every href the WHATWG
// serializer writes starts with "scheme:", and the lenient mode must read such
// an href back as itself. Two of the readings above do rewrite a valid
// "scheme:…": "name:digits" read as host and port ("localhost:3000",
// "example.com:8080/x" are also valid URLs of scheme "localhost" and
// "example.com" with an opaque path), and the misspelled schemes before "//"
// ("htp://x" is also a valid URL of scheme "htp"). The rule:
//   1. These two readings apply to whatever starts with "scheme:", with or
//      without a base (an input with a scheme ignores the base anyway), so the
//      lenient mode never parses such an input into the URL the WHATWG parser
//      would make of it: an href of that form is never produced by parsing.
//   2. The lenient protocol setter ignores a scheme that would give such an
//      href (lib/modes/lenient.ts): "foo:8080" with protocol "example.com".
//   3. clean() strips every leading "URL:" prefix, not one (an href starting
//      "url:" followed by more is then never produced either).
//   Everything else here reads only input that no serializer writes: no
//   scheme at all, "http//", "http;//", "http:/x" or "http:\\x".
// With a base URL nothing else is inferred or repaired: "example.com/x" is
// then a relative reference, and "http:/x" means a path on the base's host.
import { isASCIIAlpha, isASCIIDigit } from '../infra.js';
import {
  ANY_WHITE_SPACE,
  clean,
  cleanValue,
  hasIgnoringCase,
  isListed,
  isWhiteSpace,
  looksLikeIPv6,
  noteChange,
  schemeEnd,
  specialKind,
  toOriginalIndex,
} from './clean.js';
import type { CleanChange } from './clean.js';

export interface InferResult {
  value: string;
  /** Indices are into the string given to inferScheme. */
  changes: CleanChange[];
}

/** Returns the scheme, lowercased, or throws a TypeError when it is not RFC 3986 §3.1 `scheme`. */
export function checkDefaultScheme(scheme: unknown): string {
  if (scheme === undefined) return 'http';
  if (typeof scheme !== 'string' || schemeEnd(scheme + ':', 0, scheme.length + 1) !== scheme.length) {
    throw new TypeError(`Invalid defaultScheme: ${String(scheme)} (expected a URL scheme such as "https")`);
  }
  return scheme.toLowerCase();
}

// http and its misspellings accepted before "://", each also followed by "s" (for https).
const HTTP_SPELLINGS = '|http|htp|ttp|hhttp|htttp|httpp|';

/** "http" or "https" when `word` (lowercase) is one of them or one of their misspellings (HTTP_SPELLINGS), else undefined. */
function httpSpelledAs(word: string): string | undefined {
  const s = word.charCodeAt(word.length - 1) === 0x73 ? 's' : '';
  return isListed(HTTP_SPELLINGS, word.slice(0, word.length - s.length)) ? 'http' + s : undefined;
}

/** `name` is "localhost", ignoring ASCII case. */
function isLocalhost(name: string): boolean {
  return name.length === 9 && name.toLowerCase() === 'localhost';
}

/**
 * A domain name a person would type: two or more non-empty labels of letters,
 * digits, "-" or non-ASCII characters (IDNA checks them later), an optional
 * final dot, and a last label of letters (ASCII or not) at least two long, or
 * an "xn--" label.
 */
export function looksLikeDomain(s: string, start: number, end: number): boolean {
  if (end > start && s.charCodeAt(end - 1) === 0x2e) end--;
  let labels = 0;
  let labelStart = start;
  let lettersOnly = true;
  for (let i = start; i <= end; i++) {
    const c = i < end ? s.charCodeAt(i) : 0x2e;
    if (c === 0x2e) {
      if (i === labelStart) return false;
      labels++;
      if (i < end) {
        labelStart = i + 1;
        lettersOnly = true;
      }
    } else if (isASCIIAlpha(c) || (c >= 0x80 && !isWhiteSpace(c))) {
      // letters (non-ASCII ones are left to IDNA)
    } else if (isASCIIDigit(c) || c === 0x2d) {
      lettersOnly = false;
    } else {
      return false;
    }
  }
  if (labels < 2) return false;
  if (lettersOnly) return end - labelStart >= 2;
  return end - labelStart > 4 && hasIgnoringCase(s, labelStart, 'xn--');
}

// A host ("[…]", or anything without ":") and an optional ":port" of 1 to 5 digits.
const HOST_PORT = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/;

/** A host (and optional ":port") that needs no guessing: localhost, IPv4 (four parts), [IPv6], or a domain. */
function looksLikeHostPort(hostPort: string, bareOK: boolean): boolean {
  const m = HOST_PORT.exec(hostPort);
  if (m === null) return false;
  const host = m[1];
  if (host.charCodeAt(0) === 0x5b) return looksLikeIPv6(host, 1, host.length - 1);
  if (isLocalhost(host) || /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host)) return true;
  return looksLikeDomain(host, 0, host.length) && (bareOK || host.length < hostPort.length || isCommonDomain(host.toLowerCase()));
}

// A bare name could be a file ("readme.md", "setup.py": .md and .py are
// country domains too), so without a path or a port it needs a TLD from this
// list, or a common second-level label of a country domain (bbc.co.uk).
const COMMON_TLDS = '|com|org|net|edu|gov|mil|int|info|biz|name|pro|app|dev|io|xyz|online|site|top|shop|blog|cloud|tech|store|';
const COMMON_SLDS = '|co|com|org|net|ac|gov|edu|ne|or|go|gv|nic|';

function isCommonDomain(host: string): boolean {
  if (/[^\0-\x7f]/.test(host)) return true; // an IDN was typed on purpose
  const labels = host.split('.');
  if (labels[labels.length - 1] === '') labels.pop(); // a final dot
  const n = labels.length;
  return isListed(COMMON_TLDS, labels[n - 1]) || (n > 2 && isListed(COMMON_SLDS, labels[n - 2]));
}

// RFC 5322 dot-atom text (quoted local parts are not guessed at), and
// non-ASCII characters (White_Space is ruled out apart).
const LOCAL_PART = /^[\w.+\-!$%&'*=^`{|}~\x80-\uffff]+$/;

/** local@domain[?query]: the whole input is a mail address. */
function looksLikeMailAddress(s: string): boolean {
  const at = s.indexOf('@');
  const local = s.slice(0, at);
  if (at < 0 || !LOCAL_PART.test(local) || ANY_WHITE_SPACE.test(local)) return false;
  let end = s.indexOf('?', at);
  if (end < 0) end = s.length;
  return looksLikeDomain(s, at + 1, end);
}

/**
 * Repairs the slips listed at the top of this file and infers a missing
 * scheme. `input` has been cleaned. Returns `input` itself when nothing applies.
 */
export function inferScheme(input: string, defaultScheme: string, hasBase?: boolean): InferResult {
  const changes: CleanChange[] = [];
  return { value: repairOrInfer(input, defaultScheme, hasBase === true, changes), changes: changes };
}

function repairOrInfer(input: string, defaultScheme: string, hasBase: boolean, changes: CleanChange[]): string {
  // With a base only what starts with "scheme:" is looked at (see the top of this file).
  if (hasBase && schemeEnd(input, 0, input.length) < 0) return input;

  // Slip repairs on a leading word of letters followed by ":", ";" or nothing,
  // then "//" and more: only http, https and their misspellings (3 to 7
  // letters), a misspelling before ":", any of them before ";" or "//" when
  // there is no base ("http:" and "https:" are no slip: the regular
  // expression stops there at once). `delta` is how much longer the repaired
  // start is, to keep later indices in the caller's coordinates.
  let delta = 0;
  const slip = /^(?!https?:)([a-z]{3,7})([:;]?)\/\/[\s\S]/i.exec(input);
  if (slip !== null) {
    const canonical = httpSpelledAs(slip[1].toLowerCase());
    if (canonical !== undefined && (slip[2] === ':' || !hasBase)) {
      const end = slip[1].length + slip[2].length; // what canonical + ":" replaces
      noteChange(changes, 'scheme-repaired', 0, input.slice(0, end), canonical + ':');
      delta = canonical.length + 1 - end;
      input = canonical + ':' + input.slice(end);
    }
  }

  const colon = schemeEnd(input, 0, input.length);
  if (colon >= 0) {
    // "name:digits" is a host and a port when the name is dotted or localhost.
    const m = /^([^:]*):\d+(?=[/?#]|$)/.exec(input);
    if (m === null || !(isLocalhost(m[1]) || (m[1].indexOf('.') >= 0 && looksLikeHostPort(m[0], true)))) {
      // https://url.spec.whatwg.org/#special-authority-slashes-state already
      // turns "http:/x", "http:\\x" and "http:x" into "http://x" when there is
      // no base (special schemes but file); doing it here records the repair.
      if (!hasBase && specialKind(input, 0, colon) === 1) {
        let slashes = colon + 1;
        let c: number;
        while ((c = input.charCodeAt(slashes)) === 0x2f || c === 0x5c) slashes++;
        const run = input.slice(colon + 1, slashes);
        // (Exactly "//" is no slip; a run with nothing after it has no host to repair.)
        if (slashes < input.length && run !== '//') {
          noteChange(changes, 'slashes-repaired', colon + 1 - delta, run, '//');
          input = input.slice(0, colon + 1) + '//' + input.slice(slashes);
        }
      }
      return input;
    }
  }

  // No scheme.
  const prefix = inferredScheme(input, defaultScheme);
  if (prefix !== '') noteChange(changes, 'scheme-inferred', 0, '', prefix);
  return prefix + input;
}

/** What to put before `input`, which has no scheme: "scheme:", "scheme://", "mailto:" or "". */
function inferredScheme(input: string, defaultScheme: string): string {
  // Scheme-relative: "//" and a host.
  if (input.slice(0, 2) === '//') return /^\/\/[^/\\]/.test(input) ? defaultScheme + ':' : '';
  const hostEnd = input.search(/[/\\?#]/);
  // A name alone needs "www." or a common domain (isCommonDomain).
  const bareOK = hostEnd >= 0 || (input.length > 4 && hasIgnoringCase(input, 0, 'www.'));
  if (looksLikeHostPort(hostEnd < 0 ? input : input.slice(0, hostEnd), bareOK)) return defaultScheme + '://';
  return looksLikeMailAddress(input) ? 'mailto:' : '';
}

export interface LenientInput {
  value: string;
  /** All changes, with indices into the original input. */
  changes: CleanChange[];
}

/**
 * The whole lenient pipeline before the WHATWG parser: clean(), then
 * inferScheme() (only its "scheme:" part when `infer` is false, as when there
 * is a base URL). Returns the string to parse and every change, indexed into `input`.
 */
export function prepareLenientInput(input: string, defaultScheme: string, infer: boolean): LenientInput {
  const cleaned = clean(input);
  const inferred = inferScheme(cleaned.value, defaultScheme, !infer);
  const changes = cleaned.changes;
  for (let i = 0; i < inferred.changes.length; i++) {
    const ch = inferred.changes[i];
    noteChange(changes, ch.kind, toOriginalIndex(cleaned, ch.index), ch.removed, ch.inserted);
  }
  return { value: inferred.value, changes: changes };
}

/** prepareLenientInput(input, defaultScheme, !hasBase).value, recording nothing (the parse path). */
export function prepareLenientValue(input: string, defaultScheme: string, hasBase: boolean): string {
  return inferScheme(cleanValue(input), defaultScheme, hasBase).value;
}
