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
//   user@www.example.com, user@192.168.0.1
//                            → http://user@www.example.com/  (a user name on a web host: "www." or an
//                                                              IP address; both browsers read it so)
//   devbox:8080, box:80/x    → http://devbox:8080/           (one label and a valid port: 1 to 5 digits,
//                                                              at most 65535, then "/", "?", "#" or the end;
//                                                              not a known scheme: "tel:911" stays)
//   ..www.example.org.., example。org, example...org
//                            → http://www.example.org./, …   (isDot: the dots IDNA maps to "."; leading
//                                                              dots go, runs become one: repairHostDots)
// Refused (left as they are, so the WHATWG parser fails without a base):
//   a single label other than "localhost" ("intranet", "intranet/x",
//   "wiki/page": a browser would search for them); a last label with digits
//   ("foo.123", "1.2.3", which browsers read as the IPv4 address 1.2.0.3);
//   anything with whitespace in the host part; "user@example.com/path"
//   (userinfo or an address?); and input that has a scheme ("chrome://settings",
//   "mailto:…", "tel:123456", "devbox:99999").
// Refused by the lenient parse (refusal(): the inferScheme result says why):
//   a dotted name before "::" ("example.org::/path"), whitespace in a typed
//   userinfo ("me: my secret @example.org"), a "URL:" prefix alone.
//
// Slip repairs (only where nothing else was plausibly meant):
//   http:/x, http:\\x, http:x, http:///x → http://x   (special schemes except
//       file; the WHATWG parser already reads them so, we only record it)
//   http//x, https//x, http;//x          → http://x, https://x
//   http;www.example.org, http;/www.…    → http://www.example.org  (";" before a domain only:
//                                          "http;mozilla" is a search)
//   ://www.example.org                   → http://www.example.org
//   htp, ttp, hhttp, htttp, httpp (+ "s"), tps, ps, then ":" and slashes
//                                        → http(s)://  (none is a scheme anyone
//       registered; "ttp://" is the old habit of defusing auto-links)
//   file///x, ile:///x, le:///x          → file:///x
// Refused: other misspellings ("htpp", "hxxp" — defanged on purpose),
// anything needing a list of registered schemes.
//
// Round trips (the rule that keeps them exact): every href the WHATWG
// serializer writes starts with "scheme:", and the lenient mode must read such
// an href back as itself. Some of the readings above do rewrite a valid
// "scheme:…": "name:digits" read as host and port ("localhost:3000",
// "devbox:8080" are also valid URLs of scheme "localhost" and "devbox" with
// an opaque path), the misspelled schemes ("htp://x", "htps:/x" are valid
// URLs of scheme "htp", "htps"), dot repairs ("https://a..b/") and the
// refusals. The rule:
//   1. These two readings apply to whatever starts with "scheme:", with or
//      without a base (an input with a scheme ignores the base anyway), so the
//      lenient mode never parses such an input into the URL the WHATWG parser
//      would make of it: an href of that form is never produced by parsing.
//   2. Every lenient setter ignores a value that would give such an href
//      (lib/lenient/mode.ts): "foo:8080x" with protocol "devbox" is fine,
//      "foo:/x" with protocol "htp" or "http://a.b/" with hostname "a..b" is
//      ignored; and a parse whose href the pipeline would still change (dots
//      the WHATWG parser made, from "%2E" or with a base) reads it once more.
//   3. clean() strips every leading "URL:" prefix, not one (an href starting
//      "url:" followed by more is then never produced either).
//   Everything else here reads only input that no serializer writes: no
//   scheme at all, "http//", "http;//", "http:/x" or "http:\\x".
// With a base URL nothing else is inferred or repaired: "example.com/x" is
// then a relative reference, and "http:/x" means a path on the base's host.
import { isASCIIAlpha, isASCIIDigit } from '../base/infra.js';
import { endsInANumber } from '../host/ipv4.js';
import { schemeColon } from '../url/schemes.js';
import {
  ANY_WHITE_SPACE,
  clean,
  cleanValue,
  hasIgnoringCase,
  isClean,
  isListed,
  NO_SLASH_SCHEMES,
  isWhiteSpace,
  looksLikeIPv6,
  noteChange,
  specialKind,
  toOriginalIndex,
} from './clean.js';
import type { CleanChange } from './clean.js';

export interface InferResult {
  value: string;
  /** Indices are into the string given to inferScheme. */
  changes: CleanChange[];
  /** Set when the lenient parse refuses the input: see refusal(). */
  refused?: string;
}

/** Returns the scheme, lowercased, or throws a TypeError when it is not RFC 3986 §3.1 `scheme`. */
export function checkDefaultScheme(scheme: unknown): string {
  if (scheme === undefined) return 'http';
  if (typeof scheme !== 'string' || schemeColon(scheme + ':', 0, scheme.length + 1) !== scheme.length) {
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
 * A domain name a person would type: two or more non-empty labels (split at
 * "." or the dots IDNA maps to it: isDot) of letters,
 * digits, "-" or non-ASCII characters (IDNA checks them later), an optional
 * final dot, and a last label of letters (ASCII or not) at least two long, or
 * an "xn--" label.
 */
export function looksLikeDomain(s: string, start: number, end: number): boolean {
  if (end > start && isDot(s.charCodeAt(end - 1))) end--;
  let labels = 0;
  let labelStart = start;
  let lettersOnly = true;
  for (let i = start; i <= end; i++) {
    const c = i < end ? s.charCodeAt(i) : 0x2e;
    if (isDot(c)) {
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

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

// A host ("[…]", or anything without ":") and an optional ":port" of 1 to 5 digits.
const HOST_PORT = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/;

/** A host (and optional ":port") that needs no guessing: localhost, IPv4 (four parts), [IPv6], or a domain. */
function looksLikeHostPort(hostPort: string, bareOK: boolean): boolean {
  const m = HOST_PORT.exec(hostPort);
  if (m === null) return false;
  const host = m[1];
  if (host.charCodeAt(0) === 0x5b) return looksLikeIPv6(host, 1, host.length - 1);
  if (isLocalhost(host) || IPV4.test(host)) return true;
  return looksLikeDomain(host, 0, host.length) && (bareOK || host.length < hostPort.length || isCommonDomain(host.toLowerCase()));
}

// A bare name could be a file ("readme.md", "setup.py": .md and .py are
// country domains too), so without a path or a port it needs a TLD from this
// list, or a common second-level label of a country domain (bbc.co.uk).
const COMMON_TLDS = '|com|org|net|edu|gov|mil|int|info|biz|name|pro|app|dev|io|xyz|online|site|top|shop|blog|cloud|tech|store|';
const COMMON_SLDS = '|co|com|org|net|ac|gov|edu|ne|or|go|gv|nic|';

function isCommonDomain(host: string): boolean {
  host = host.replace(/[\u3002\uff0e\uff61]/g, '.'); // (isDot: not what makes an IDN)
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
 * scheme. `input` has been cleaned. Returns `input` itself when nothing
 * applies; `refused` says when the input is not an address (see refusal()).
 */
export function inferScheme(input: string, defaultScheme: string, hasBase?: boolean): InferResult {
  const changes: CleanChange[] = [];
  const value = repairOrInfer(input, defaultScheme, hasBase === true, changes);
  const result: InferResult = { value: value, changes: changes };
  const refused = refusal(value);
  if (refused !== '') result.refused = refused;
  return result;
}

// "http" and "https" spellings: HTTP_SPELLINGS (each also followed by "s"),
// and words that only ever meant https ("tps", "ps"); file spellings.
const HTTPS_SPELLINGS = '|tps|ps|';
const FILE_SPELLINGS = '|ile|le|';

/** "http", "https" or "file" when `word` (lowercase) spells one of them, else undefined. */
function spelledAs(word: string): string | undefined {
  if (isListed(HTTPS_SPELLINGS, word)) return 'https';
  if (word === 'file' || isListed(FILE_SPELLINGS, word)) return 'file';
  return httpSpelledAs(word);
}

function repairOrInfer(input: string, defaultScheme: string, hasBase: boolean, changes: CleanChange[]): string {
  // With a base only what starts with "scheme:" is looked at (see the top of this file).
  if (hasBase && schemeColon(input, 0, input.length) < 0) return input;

  // Slip repairs on a leading word of 2 to 7 letters, then ":", ";" or
  // nothing, then slashes (the classes are disjoint: no backtracking).
  // `delta` is how much longer the repaired start is, to keep later indices
  // in the caller's coordinates.
  let delta = 0;
  const slip = /^(?!https?:)([a-z]{2,7})([:;]?)(\/*)/i.exec(input);
  // (Every repair but "http;x" needs a slash: "mailto:", "www.", "tel:" are no slips.)
  if (slip !== null && slip[0].length < input.length && (slip[3] !== '' || slip[2] === ';')) {
    const word = slip[1].toLowerCase();
    const canonical = spelledAs(word);
    const sep = slip[2];
    const slashes = slip[3].length;
    let repaired = false;
    if (canonical === 'file') {
      // "file///x" (no base), "ile:///x", "le://x"
      repaired = word === 'file' ? sep === '' && slashes === 3 && !hasBase : sep === ':' && slashes >= 2;
    } else if (canonical !== undefined) {
      const misspelled = word !== canonical;
      if (sep === ':') repaired = misspelled && slashes >= 1; // "htps:/x" (a correct "http:" is no slip)
      else if (!hasBase) {
        // "http//x", "http;//x"; "http;x" and "http;/x" only before a domain ("http;mozilla" is a search)
        repaired =
          slashes === 2 ||
          (sep === ';' && slashes < 2 && !misspelled && looksLikeHostPort(hostPart(input, slip[0].length), true));
      }
    }
    if (repaired && canonical !== undefined) {
      const end = word.length + sep.length; // what canonical + ":" replaces
      const rest = input.slice(slip[0].length);
      // Special schemes but file get exactly "//" (https://url.spec.whatwg.org/#special-authority-slashes-state).
      const newSlashes = canonical === 'file' ? slip[3] : '//';
      noteChange(changes, 'scheme-repaired', 0, input.slice(0, end), canonical + ':');
      if (newSlashes !== slip[3]) noteChange(changes, 'slashes-repaired', end, slip[3], newSlashes);
      delta = canonical.length + 1 + newSlashes.length - slip[0].length;
      input = canonical + ':' + newSlashes + rest;
    }
  } else if (!hasBase && input.slice(0, 3) === '://' && inferredScheme(input.slice(3), defaultScheme) === defaultScheme + '://') {
    // "://www.example.org": only the scheme is missing.
    noteChange(changes, 'scheme-inferred', 0, '', defaultScheme);
    return repairHostDots(defaultScheme + input, defaultScheme.length + 3, -defaultScheme.length, changes);
  }

  const colon = schemeColon(input, 0, input.length);
  if (colon >= 0 && !isHostAndPort(input, colon)) {
    const special = specialKind(input, 0, colon);
    // https://url.spec.whatwg.org/#special-authority-slashes-state already
    // turns "http:/x", "http:\\x" and "http:x" into "http://x" when there is
    // no base (special schemes but file); doing it here records the repair.
    let slashes = colon + 1;
    let c: number;
    while ((c = input.charCodeAt(slashes)) === 0x2f || c === 0x5c) slashes++;
    if (!hasBase && special === 1) {
      const run = input.slice(colon + 1, slashes);
      // (Exactly "//" is no slip; a run with nothing after it has no host to repair.)
      if (slashes < input.length && run !== '//') {
        noteChange(changes, 'slashes-repaired', colon + 1 - delta, run, '//');
        input = input.slice(0, colon + 1) + '//' + input.slice(slashes);
        delta += 2 - run.length;
        slashes = colon + 3;
      }
    }
    // (With a base, the WHATWG parser reads a host after any slashes when the base's scheme differs.)
    if (special !== 1 || (slashes !== colon + 3 && !hasBase)) return input;
    return repairHostDots(input, slashes + hostPart(input, slashes).lastIndexOf('@') + 1, delta, changes);
  }

  // No scheme (or "name:port"). Dots in the host are repaired first when
  // that makes a host of it ("..www.example.org", "example...org").
  const dotChanges: CleanChange[] = [];
  const repaired = repairHostDots(input, userinfoEnd(input), 0, dotChanges);
  const prefix = inferredScheme(repaired, defaultScheme);
  if (prefix === '') return input;
  noteChange(changes, 'scheme-inferred', 0, '', prefix);
  for (let i = 0; i < dotChanges.length; i++) changes.push(dotChanges[i]);
  return prefix + repaired;
}

/** input[start, first "/", "\\", "?" or "#" after it). */
function hostPart(input: string, start: number): string {
  const rest = input.slice(start);
  const end = rest.search(/[/\\?#]/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Where the host starts in an input without a scheme: after "userinfo@" when the part before the path has one. */
function userinfoEnd(input: string): number {
  const host = hostPart(input, 0);
  return host.lastIndexOf('@') + 1;
}

// Names that are schemes, never hosts, before ":digits" ("tel:911").
const KNOWN_SCHEMES = NO_SLASH_SCHEMES + 'javascript|blob|chrome|';

/**
 * "name:port" read as a host and a port: a dotted name or localhost and
 * digits, or a single label (not a known scheme) and a valid port: 1 to 5
 * digits, at most 65535 ("devbox:8080"; "tel:123456", "devbox:99999" stay).
 * Either way followed by "/", "?", "#" or the end.
 */
function isHostAndPort(input: string, colon: number): boolean {
  const m = /^:(\d+)(?=[/?#]|$)/.exec(input.slice(colon));
  if (m === null) return false;
  const name = input.slice(0, colon);
  if (isLocalhost(name) || (name.indexOf('.') >= 0 && looksLikeHostPort(input.slice(0, colon + m[0].length), true))) return true;
  const lower = name.toLowerCase();
  return (
    m[1].length <= 5 && +m[1] <= 65535 && /^[a-z][a-z\d-]*$/.test(lower) && !isListed(KNOWN_SCHEMES, lower) && specialKind(lower, 0, lower.length) === 0
  );
}

// The full stop and the three that IDNA maps to it (UTS #46: U+3002
// IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP, U+FF61 HALFWIDTH
// IDEOGRAPHIC FULL STOP).
export function isDot(c: number): boolean {
  return c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61;
}

// Two dots (isDot, "%2E") in a row, or a look-alike dot: no quantifier.
const DOTS_TO_REPAIR = /[.\u3002\uff0e\uff61]\.|[.\u3002\uff0e\uff61][\u3002\uff0e\uff61]|%2e/i;

/**
 * Repairs the dots of the host starting at input[start] (up to ":", "/",
 * "\\", "?" or "#"): runs of dots become one, leading ones go, a trailing
 * run becomes one ("..www.example.org.." → "www.example.org."). A host of
 * dots alone, or one that starts with "[", is left as it is. Records each
 * repair at its index minus `delta` (the caller's coordinates).
 */
function repairHostDots(input: string, start: number, delta: number, changes: CleanChange[]): string {
  // Most hosts have nothing to repair: one scan of the whole input for what could need it.
  if (!isDot(input.charCodeAt(start)) && !DOTS_TO_REPAIR.test(input)) return input;
  let end = start;
  let c: number;
  let needed = false;
  let dotsOnly = true;
  while (end < input.length && (c = input.charCodeAt(end)) !== 0x3a && c !== 0x2f && c !== 0x5c && c !== 0x3f && c !== 0x23) {
    const d = dotLength(input, end);
    if (d === 0) dotsOnly = false;
    else if (end === start || dotLength(input, end + d) > 0) needed = true;
    end += d > 0 ? d : 1;
  }
  if (!needed || dotsOnly || input.charCodeAt(start) === 0x5b) return input;
  let out = input.slice(0, start);
  let from = start;
  for (let i = start; i < end; ) {
    let j = i;
    let runs = 0;
    for (let d = dotLength(input, j); d > 0 && j < end; d = dotLength(input, j)) {
      j += d;
      runs++;
    }
    if (runs === 0) {
      i++;
      continue;
    }
    // Leading dots go; a run of them becomes one, except a trailing run
    // after a number ("foo.09.." is a domain, "foo.09." would end in a number).
    if (i === start || (runs > 1 && !(j === end && endsInNumber(input, start, i)))) {
      const inserted = i === start ? '' : '.';
      noteChange(changes, 'host-repaired', i - delta, input.slice(i, j), inserted);
      out += input.slice(from, i) + inserted;
      from = j;
    }
    i = j;
  }
  return out + input.slice(from);
}

/** 1 for a dot (isDot) at s[i], 3 for "%2E" (the WHATWG host parser decodes it), else 0. */
function dotLength(s: string, i: number): number {
  if (isDot(s.charCodeAt(i))) return 1;
  return s.charCodeAt(i) === 0x25 && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65 ? 3 : 0;
}

/**
 * Whether the run of ASCII alphanumerics ending at s[end] is a number
 * (https://url.spec.whatwg.org/#ends-in-a-number-checker, on that run).
 */
function endsInNumber(s: string, start: number, end: number): boolean {
  let i = end;
  while (i > start && (isASCIIAlpha(s.charCodeAt(i - 1)) || isASCIIDigit(s.charCodeAt(i - 1)))) i--;
  return endsInANumber(s, i, end);
}

/**
 * Why the lenient parse refuses `value` (what inferScheme made), as a
 * sentence, or "":
 * - a dotted name followed by "::" ("example.org::/path" is no URL of
 *   scheme "example.org", and no port either);
 * - whitespace in a typed userinfo ("me: my secret @example.org",
 *   "http://a b@example.org"): a typed address has none there.
 * - a "URL:" prefix with nothing after it: clean() strips every prefix
 *   that has something after it, so no lenient href starts with "url:" and
 *   no setter can add to one (the hash "a" would make "url:#a", read back
 *   as "#a").
 * Known schemes without "//" (mailto:, tel:, …) are data, not typed userinfo.
 */
function refusal(value: string): string {
  const colon = schemeColon(value, 0, value.length);
  if (colon < 0) return '';
  if (value.charCodeAt(colon + 1) === 0x3a && value.lastIndexOf('.', colon) > 0) return 'a dotted name before "::" is neither a scheme nor a host and port';
  if (colon === 3 && hasIgnoringCase(value, 0, 'url')) return 'a "URL:" prefix with nothing after it';
  if (value.indexOf('@') < 0 || isListed(KNOWN_SCHEMES, value.slice(0, colon).toLowerCase())) return '';
  let i = colon + 1;
  let c: number;
  while ((c = value.charCodeAt(i)) === 0x2f || c === 0x5c) i++;
  const authority = hostPart(value, i);
  const at = authority.lastIndexOf('@');
  return at > 0 && ANY_WHITE_SPACE.test(authority.slice(0, at)) ? 'a typed user name or password has no whitespace' : '';
}

/** What to put before `input`, which has no scheme: "scheme:", "scheme://", "mailto:" or "". */
function inferredScheme(input: string, defaultScheme: string): string {
  // Scheme-relative: "//" and a host.
  if (input.slice(0, 2) === '//') return /^\/\/[^/\\]/.test(input) ? defaultScheme + ':' : '';
  const host = hostPart(input, 0);
  const at = host.lastIndexOf('@');
  if (at >= 0) {
    // "user@www.example.org", "user@192.168.0.1": a user name on a web host;
    // "user@example.org" is an address (below).
    const h = host.slice(at + 1);
    if (!ANY_WHITE_SPACE.test(host) && host.indexOf('@') === at && (hasIgnoringCase(h, 0, 'www.') || isIPHost(h)) && looksLikeHostPort(h, true)) {
      return defaultScheme + '://';
    }
  } else {
    const colon = input.indexOf(':');
    if (colon > 0 && isHostAndPort(input, colon)) return defaultScheme + '://';
    // A name alone needs "www." or a common domain (isCommonDomain).
    const bareOK = host.length < input.length || (input.length > 4 && hasIgnoringCase(input, 0, 'www.'));
    if (looksLikeHostPort(host, bareOK)) return defaultScheme + '://';
  }
  return looksLikeMailAddress(input) ? 'mailto:' : '';
}

/** An IPv4 address of four parts or an [IPv6] address, with an optional ":port". */
function isIPHost(hostPort: string): boolean {
  return hostPort.charCodeAt(0) === 0x5b || IPV4.test(hostPort.replace(/:\d{1,5}$/, ''));
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

/** The same, for the parse path: null when the lenient parse refuses the input (refusal()). */
export function lenientValue(input: string, defaultScheme: string, hasBase: boolean): string | null {
  if (isClean(input) && isKept(input)) return input;
  const r = inferScheme(cleanValue(input), defaultScheme, hasBase);
  return r.refused === undefined ? r.value : null;
}

/**
 * Whether inferScheme leaves `input` (clean) as it is and refusal() has
 * nothing to say, decided without either for the two shapes most input
 * has (the general walk costs about what the simple-URL reader costs):
 * - a special scheme but file, "//" and a host whose dots need no repair:
 *   no slip (the scheme is spelled right), no host and port, exactly two
 *   slashes, and repairHostDots' own first test (no dot first in the host,
 *   no DOTS_TO_REPAIR anywhere); no refusal (no "::", not "url:", and
 *   clean input has no whitespace in a userinfo);
 * - a scheme of NO_SLASH_SCHEMES ("mailto:", "tel:"): no slip (none spells
 *   http or file), never a host and port (isHostAndPort excludes
 *   KNOWN_SCHEMES), not special, and refusal() ignores them.
 * Either way with or without a base, and whatever the default scheme.
 */
export function isKept(input: string): boolean {
  const colon = schemeColon(input, 0, input.length);
  if (colon < 0) return false;
  if (specialKind(input, 0, colon) !== 1) {
    // (mailto:, what extraction makes of every address, compared in place first.)
    return (colon === 6 && hasIgnoringCase(input, 0, 'mailto')) || (colon <= 6 && isListed(NO_SLASH_SCHEMES, input.slice(0, colon).toLowerCase()));
  }
  let i = colon + 1;
  let c = input.charCodeAt(i + 2);
  if (input.charCodeAt(i) !== 0x2f || input.charCodeAt(i + 1) !== 0x2f || c === 0x2f || c === 0x5c) return false;
  // The host starts after the authority's last "@" (hostPart: up to "/", "\\", "?" or "#").
  i += 2;
  let host = i;
  for (; i < input.length && (c = input.charCodeAt(i)) !== 0x2f && c !== 0x5c && c !== 0x3f && c !== 0x23; i++) if (c === 0x40) host = i + 1;
  return !isDot(input.charCodeAt(host)) && !DOTS_TO_REPAIR.test(input);
}
