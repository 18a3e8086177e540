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
import { isASCIIAlpha } from '../infra.js';
import { clean, cleanValue, isSchemeChar, isWhiteSpace, looksLikeIPv6, schemeEnd, toOriginalIndex } from './clean.js';
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

// Misspellings of http/https accepted before "://".
const TYPOS: { [k: string]: string } = {
  htp: 'http',
  ttp: 'http',
  hhttp: 'http',
  htttp: 'http',
  httpp: 'http',
  htps: 'https',
  ttps: 'https',
  hhttps: 'https',
  htttps: 'https',
  httpps: 'https',
};

/** s[start, end) equals `lower` ignoring ASCII case (`lower` is lowercase letters). */
function equalsIgnoringCase(s: string, start: number, end: number, lower: string): boolean {
  if (end - start !== lower.length) return false;
  for (let i = 0; i < lower.length; i++) if ((s.charCodeAt(start + i) | 0x20) !== lower.charCodeAt(i)) return false;
  return true;
}

// https://url.spec.whatwg.org/#special-scheme, without file (file:/x is fine as it is).
function isSpecialNotFile(s: string, end: number): boolean {
  return (
    equalsIgnoringCase(s, 0, end, 'http') ||
    equalsIgnoringCase(s, 0, end, 'https') ||
    equalsIgnoringCase(s, 0, end, 'ws') ||
    equalsIgnoringCase(s, 0, end, 'wss') ||
    equalsIgnoringCase(s, 0, end, 'ftp')
  );
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** s[start, end) is 1-5 ASCII digits. */
function isPort(s: string, start: number, end: number): boolean {
  if (end <= start || end - start > 5) return false;
  for (let i = start; i < end; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

/** Dotted-decimal IPv4, four parts. */
function looksLikeIPv4(s: string, start: number, end: number): boolean {
  let parts = 1;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      if (digits === 0) return false;
      parts++;
      digits = 0;
    } else if (isDigit(c) && digits < 3) digits++;
    else return false;
  }
  return parts === 4 && digits > 0;
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
    } else if (isDigit(c) || c === 0x2d) {
      lettersOnly = false;
    } else {
      return false;
    }
  }
  if (labels < 2) return false;
  if (lettersOnly) return end - labelStart >= 2;
  return end - labelStart > 4 && s.slice(labelStart, labelStart + 4).toLowerCase() === 'xn--';
}

/** A host (and optional ":port") that needs no guessing: localhost, IPv4, [IPv6], or a domain. */
function looksLikeHostPort(s: string, start: number, end: number, bareOK: boolean): boolean {
  if (start >= end) return false;
  if (s.charCodeAt(start) === 0x5b) {
    const close = s.indexOf(']', start);
    if (close < 0 || close >= end || !looksLikeIPv6(s, start + 1, close)) return false;
    return close + 1 === end || (s.charCodeAt(close + 1) === 0x3a && isPort(s, close + 2, end));
  }
  let hostEnd = end;
  const colon = s.lastIndexOf(':', end - 1);
  if (colon >= start) {
    if (!isPort(s, colon + 1, end)) return false;
    hostEnd = colon;
  }
  if (hostEnd - start === 9 && s.slice(start, hostEnd).toLowerCase() === 'localhost') return true;
  if (looksLikeIPv4(s, start, hostEnd)) return true;
  if (!looksLikeDomain(s, start, hostEnd)) return false;
  return bareOK || hostEnd < end || isCommonDomain(s.slice(start, hostEnd).toLowerCase());
}

// A bare name could be a file ("readme.md", "setup.py": .md and .py are
// country domains too), so without a path or a port it needs a TLD from this
// list, or a common second-level label of a country domain (bbc.co.uk).
const COMMON_TLDS = '|com|org|net|edu|gov|mil|int|info|biz|name|pro|app|dev|io|xyz|online|site|top|shop|blog|cloud|tech|store|';
const COMMON_SLDS = '|co|com|org|net|ac|gov|edu|ne|or|go|gv|nic|';

function isCommonDomain(host: string): boolean {
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) >= 0x80) return true; // an IDN was typed on purpose
  if (host.charCodeAt(host.length - 1) === 0x2e) host = host.slice(0, -1);
  const last = host.lastIndexOf('.');
  if (COMMON_TLDS.indexOf('|' + host.slice(last + 1) + '|') >= 0) return true;
  const prev = host.lastIndexOf('.', last - 1);
  return prev >= 0 && COMMON_SLDS.indexOf('|' + host.slice(prev + 1, last) + '|') >= 0;
}

/** local@domain[?query]: the whole input is a mail address. */
function looksLikeMailAddress(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0) return false;
  for (let i = 0; i < at; i++) {
    const c = s.charCodeAt(i);
    // RFC 5322 dot-atom text (quoted local parts are not guessed at)
    if (!(isSchemeChar(c) || (c >= 0x80 && !isWhiteSpace(c)) || "!$%&'*=^_`{|}~".indexOf(s.charAt(i)) >= 0)) return false;
  }
  let end = s.indexOf('?', at);
  if (end < 0) end = s.length;
  return looksLikeDomain(s, at + 1, end);
}

function isWWW(s: string): boolean {
  return s.length > 4 && s.slice(0, 4).toLowerCase() === 'www.';
}

function slashRunEnd(s: string, i: number): number {
  let c: number;
  while (i < s.length && ((c = s.charCodeAt(i)) === 0x2f || c === 0x5c)) i++;
  return i;
}

/**
 * Repairs the slips listed at the top of this file and infers a missing
 * scheme. `input` has been cleaned. Returns `input` itself when nothing applies.
 */
export function inferScheme(input: string, defaultScheme: string, hasBase?: boolean): InferResult {
  const changes: CleanChange[] = [];
  const n = input.length;
  if (n === 0) return { value: input, changes: changes };
  // With a base only what starts with "scheme:" is looked at (see the top of this file).
  if (hasBase === true && schemeEnd(input, 0, n) < 0) return { value: input, changes: changes };

  // Slip repairs on a leading word of letters followed by ":", ";" or nothing, then "//".
  // `delta` is how much longer the repaired start is, to keep later indices in
  // the caller's coordinates.
  let delta = 0;
  let w = 0;
  while (w < n && isASCIIAlpha(input.charCodeAt(w))) w++;
  const afterWord = input.charCodeAt(w);
  // Only words of the typo table and http/https (3 to 7 letters) followed by ":", ";" or "/" can be repaired.
  const isHTTP = equalsIgnoringCase(input, 0, w, 'http') || equalsIgnoringCase(input, 0, w, 'https');
  if (w >= 3 && w <= 7 && (((afterWord === 0x3b || afterWord === 0x2f) && hasBase !== true) || (afterWord === 0x3a && !isHTTP))) {
    const word = input.slice(0, w).toLowerCase();
    const canonical = word === 'http' || word === 'https' ? word : Object.prototype.hasOwnProperty.call(TYPOS, word) ? TYPOS[word] : undefined;
    const c = afterWord;
    const sep = c === 0x3a || c === 0x3b ? 1 : 0;
    if (
      canonical !== undefined &&
      input.charCodeAt(w + sep) === 0x2f &&
      input.charCodeAt(w + sep + 1) === 0x2f &&
      w + sep + 2 < n &&
      (c !== 0x3a || canonical !== word)
    ) {
      changes.push({ kind: 'scheme-repaired', index: 0, removed: input.slice(0, w + sep), inserted: canonical + ':' });
      delta = canonical.length + 1 - (w + sep);
      input = canonical + ':' + input.slice(w + sep);
    }
  }

  const colon = schemeEnd(input, 0, input.length);
  if (colon >= 0) {
    // "name:digits" is a host and a port when the name is dotted or localhost.
    let p = colon + 1;
    while (p < input.length && isDigit(input.charCodeAt(p))) p++;
    const after = input.charCodeAt(p);
    const hostPort =
      p > colon + 1 &&
      (p === input.length || after === 0x2f || after === 0x3f || after === 0x23) &&
      (equalsIgnoringCase(input, 0, colon, 'localhost') || (input.lastIndexOf('.', colon) >= 0 && looksLikeHostPort(input, 0, p, true)));
    if (!hostPort) {
      // https://url.spec.whatwg.org/#special-authority-slashes-state already
      // turns "http:/x", "http:\\x" and "http:x" into "http://x" when there is
      // no base; doing it here records the repair.
      if (hasBase !== true && isSpecialNotFile(input, colon)) {
        const slashes = slashRunEnd(input, colon + 1);
        const exact = slashes === colon + 3 && input.charCodeAt(colon + 1) === 0x2f && input.charCodeAt(colon + 2) === 0x2f;
        if (slashes < input.length && !exact) {
          changes.push({ kind: 'slashes-repaired', index: colon + 1 - delta, removed: input.slice(colon + 1, slashes), inserted: '//' });
          input = input.slice(0, colon + 1) + '//' + input.slice(slashes);
        }
      }
      return { value: input, changes: changes };
    }
  }

  // No scheme.
  if (input.charCodeAt(0) === 0x2f && input.charCodeAt(1) === 0x2f) {
    const c = input.charCodeAt(2);
    if (input.length > 2 && c !== 0x2f && c !== 0x5c) {
      changes.push({ kind: 'scheme-inferred', index: 0, removed: '', inserted: defaultScheme + ':' });
      return { value: defaultScheme + ':' + input, changes: changes };
    }
    return { value: input, changes: changes };
  }
  let hostEnd = 0;
  let c: number;
  while (hostEnd < input.length && (c = input.charCodeAt(hostEnd)) !== 0x2f && c !== 0x5c && c !== 0x3f && c !== 0x23) hostEnd++;
  if (looksLikeHostPort(input, 0, hostEnd, hostEnd < input.length || isWWW(input))) {
    changes.push({ kind: 'scheme-inferred', index: 0, removed: '', inserted: defaultScheme + '://' });
    return { value: defaultScheme + '://' + input, changes: changes };
  }
  if (looksLikeMailAddress(input)) {
    changes.push({ kind: 'scheme-inferred', index: 0, removed: '', inserted: 'mailto:' });
    return { value: 'mailto:' + input, changes: changes };
  }
  return { value: input, changes: changes };
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
    changes.push({ kind: ch.kind, index: toOriginalIndex(cleaned, ch.index), removed: ch.removed, inserted: ch.inserted });
  }
  return { value: inferred.value, changes: changes };
}

/** prepareLenientInput(input, defaultScheme, !hasBase).value, recording nothing (the parse path). */
export function prepareLenientValue(input: string, defaultScheme: string, hasBase: boolean): string {
  return inferScheme(cleanValue(input), defaultScheme, hasBase).value;
}

/**
 * True when `s`, for which clean() changes nothing (isClean), is certainly
 * left as it is by inferScheme(s, …, hasBase): it starts with "scheme:"
 * (or, with a base, has no scheme at all), the scheme is not one of the
 * misspellings repaired, no digit follows the ":" (no "host:port" to read)
 * and a special scheme other than file is followed by exactly "//" and a
 * host. A cheap test for the lenient mode's fast path; false means "ask
 * inferScheme", not "it would change".
 */
export function inferenceKeeps(s: string, hasBase: boolean): boolean {
  const colon = schemeEnd(s, 0, s.length);
  if (colon < 0) return hasBase;
  if (isDigit(s.charCodeAt(colon + 1))) return false;
  if (colon >= 3 && colon <= 7 && Object.prototype.hasOwnProperty.call(TYPOS, s.slice(0, colon).toLowerCase())) return false;
  if (!hasBase && isSpecialNotFile(s, colon)) {
    const c = s.charCodeAt(colon + 3);
    if (s.charCodeAt(colon + 1) !== 0x2f || s.charCodeAt(colon + 2) !== 0x2f || c !== c || c === 0x2f || c === 0x5c) return false;
  }
  return true;
}
