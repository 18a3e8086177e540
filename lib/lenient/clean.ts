// Lenient clean-up of a URL typed or pasted by a person (RFC 3986 Appendix C):
// "For robustness, software that accepts user-typed URI should attempt to
// recognize and strip both delimiters and embedded whitespace."
//
// The rules, in the order they run (each one linear in the input's length):
//
// 1. Trim. Leading and trailing Unicode White_Space (U+0009-000D, U+0020,
//    U+0085, U+00A0, U+1680, U+2000-200A, U+2028, U+2029, U+202F, U+205F,
//    U+3000) is removed, and so are the C0 controls (as the WHATWG parser
//    trims them too), U+200B ZERO WIDTH SPACE and U+FEFF (BOM), which are not
//    White_Space but ride along with copied text. Only at the ends: inside the
//    URL they are data.
// 2. Delimiters. One pair of <…>, "…", '…', “…”, ‘…’, «…», (…) or […] is
//    removed when it encloses the whole input: the opening one must close at
//    the very end ("(a)(b)" is left alone). […] is kept when its content is an
//    IPv6 literal ("[::1]", "[fe80::1%eth0]"): that is a host, not a wrapper.
//    Whitespace just inside the pair is trimmed too.
// 3. The "URL:" prefix of the 1994 URL draft (case-insensitive, with or
//    without spaces after it) is removed when something follows it, inside the
//    delimiters ("<URL:http://a/>") or before them ("URL:<http://a/>").
// 4. Embedded whitespace. Removing all of it would change valid URLs: the
//    WHATWG parser keeps the space in "http://h/?q=a b" as "%20", and a person
//    who typed it meant it. The rule is therefore:
//    a. A run of whitespace that contains a line break (LF, VT, FF, CR, NEL,
//       U+2028, U+2029) is removed wherever it is, spaces and tabs around the
//       break included: that is how mail clients and typesetters wrap a long
//       URL, and the indentation after the break belongs to the layout
//       (RFC 3986 Appendix C's "<ftp://foo.example.\ncom/rfc/>"). The WHATWG
//       parser removes LF and CR (and TAB) by itself, but would keep the
//       indentation.
//    b. Between "scheme:" and the host's end ("http: //exa mple.com :8080/…",
//       up to the first "/", "\", "?" or "#" after the slashes) every
//       whitespace run is removed: no host or port can contain one. Only
//       where the WHATWG parser reads an authority: for a special scheme
//       after "/" and "\" (whitespace between them allowed; exactly two for
//       file, whose third slash starts the path), for any other scheme only
//       after "//" right behind the ":" ("javascript:\\@a b" and
//       "foo: //a b" are opaque paths, whose spaces are data; "\" does not
//       end a non-special host). Userinfo (before the last "@") is left
//       alone, since the WHATWG parser percent-encodes spaces there.
//    c. Anywhere else (userinfo, path, query, fragment, opaque paths, and
//       input without a scheme) a run without a line break is kept as typed;
//       the WHATWG parser then removes its tabs and percent-encodes the rest.
//       So a valid URL with spaces in its query gives exactly what the WHATWG
//       parser gives; only a line break makes a difference.
//    d. A TAB anywhere else is removed alone (the WHATWG parser removes
//       every TAB anyway: https://url.spec.whatwg.org/#concept-basic-url-parser),
//       so that inference sees what the parser will see ("localhost:30\t00").
//    A hyphen right before a removed line break is kept (Appendix C: it "may or
//    may not" be part of the URI; we never delete non-space characters) and a
//    "hyphen-at-line-break" note is recorded so a diagnostics API can warn.
//
// Scheme inference and address-bar slip repairs come after this, in infer.ts.
//
// Every rule records what it did as a CleanChange with UTF-16 indices into the
// original input, for a later diagnostics API.
import { schemeColon, specialSchemeOf } from '../url/schemes.js';

/** What one clean-up rule did. */
export interface CleanChange {
  kind:
    | 'trim'
    | 'delimiters'
    | 'prefix'
    | 'whitespace'
    | 'hyphen-at-line-break'
    | 'scheme-inferred'
    | 'scheme-repaired'
    | 'slashes-repaired'
    | 'host-repaired';
  /** UTF-16 index in the original input where the change applies. */
  index: number;
  /** The text taken out ("" when nothing was). */
  removed: string;
  /** The text put in ("" when nothing was). */
  inserted: string;
}

/** Appends a CleanChange to `changes` (clean.ts and infer.ts). */
export function noteChange(changes: CleanChange[], kind: CleanChange['kind'], index: number, removed: string, inserted: string): void {
  changes.push({ kind: kind, index: index, removed: removed, inserted: inserted });
}

export interface CleanResult {
  /** The cleaned input. */
  value: string;
  changes: CleanChange[];
  /**
   * The ranges of the original input that make up `value`, in order, as a flat
   * list [start0, end0, start1, end1, …]; used to map an index in `value` back
   * to the input (toOriginalIndex).
   */
  kept: number[];
}

/** Unicode White_Space (PropList.txt), as char codes. */
export function isWhiteSpace(c: number): boolean {
  // By hand, except in the block U+2000 to U+3000 (most of the non-ASCII
  // White_Space), where ANY_WHITE_SPACE decides, so that list is written once.
  // Letters of every script stay outside the block: they cost no string and
  // no regular expression.
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c >= 0x2000 && c <= 0x3000 ? ANY_WHITE_SPACE.test(String.fromCharCode(c)) : c === 0x85 || c === 0xa0 || c === 0x1680;
}

// The whitespace that wraps lines: a run containing one is layout, never data.
export const LINE_BREAK = /[\n-\r\x85\u2028\u2029]/;

/** The end of the run of White_Space starting at s[i] (at most `end`). */
export function whiteSpaceEnd(s: string, i: number, end: number): number {
  while (i < end && isWhiteSpace(s.charCodeAt(i))) i++;
  return i;
}

/** Whether s[i, end) holds a line break (LINE_BREAK). */
export function hasLineBreak(s: string, i: number, end: number): boolean {
  return LINE_BREAK.test(s.slice(i, end));
}

/**
 * Whether `lower` (lower-case ASCII) is at s[i], ignoring ASCII case: a
 * letter of `lower` matches itself or its upper case, any other character
 * only itself. Code units compared in place, no slice: callers ask this at
 * every input or candidate. (Only ASCII case is folded: toLowerCase() would
 * also fold U+212A KELVIN SIGN to "k".)
 */
export function hasIgnoringCase(s: string, i: number, lower: string): boolean {
  for (let k = 0; k < lower.length; k++) {
    const x = lower.charCodeAt(k);
    const c = s.charCodeAt(i + k);
    if (c !== x && !(x >= 0x61 && x <= 0x7a && c === x - 0x20)) return false;
  }
  return true;
}

// Schemes whose URLs have no "//" after the colon: extraction recognises
// them in running text, and inference never reads one as a host ("tel:911").
export const NO_SLASH_SCHEMES = '|about|data|geo|magnet|mailto|news|sip|sips|sms|tel|urn|xmpp|';

/**
 * s.indexOf('://') when that is below 6 (where the ":" of a scheme of at
 * most five letters is: "https://"), else -1: compared in place, so that a
 * long input is not searched for it.
 */
export function shortSchemeSlashes(s: string): number {
  for (let k = 0; k < 6; k++) if (s.charCodeAt(k) === 0x3a && s.charCodeAt(k + 1) === 0x2f && s.charCodeAt(k + 2) === 0x2f) return k;
  return -1;
}

/** Whether "|" + word + "|" is in `list` ("|a|b|c|"). */
export function isListed(list: string, word: string): boolean {
  return list.indexOf('|' + word + '|') >= 0;
}

function isTrimmable(c: number): boolean {
  return c <= 0x20 || isWhiteSpace(c) || c === 0x200b || c === 0xfeff;
}


/**
 * 0: not a special scheme, 1: special other than file, 2: file
 * (https://url.spec.whatwg.org/#special-scheme: the special schemes other
 * than file are those with a default port).
 */
export function specialKind(s: string, start: number, colon: number): number {
  // The only special scheme of this length and first letter (c | 0x20
  // lowercases ASCII letters and makes no other code unit a letter), then
  // compared in place ignoring ASCII case.
  const scheme = specialSchemeOf(s.charCodeAt(start) | 0x20, colon - start);
  if (scheme === '' || !hasIgnoringCase(s, start, scheme)) return 0;
  return scheme === 'file' ? 2 : 1;
}

// The delimiter pairs: OPENERS[k] is closed by CLOSERS[k].
const OPENERS = '<"\'“‘«([';
const CLOSERS = '>"\'”’»)]';

// Hex digits, ":" and "." with at least one ":", then optionally an RFC 6874
// zone identifier: "%" and unreserved characters (or an encoded "%25"). No
// backtracking beyond the last ":" (the first run cannot hold one).
const IPV6 = /^[\da-f.]*:[\da-f.:]*(?:%[\w.~%+-]+)?$/i;

/** True when s[start, end) is an IPv6 address (hex digits, ":" and "." with at least one ":"), optionally with a "%zone". */
export function looksLikeIPv6(s: string, start: number, end: number): boolean {
  return IPV6.test(s.slice(start, end));
}

/** Whether one pair of delimiters encloses s[start, end) exactly. */
function isEnclosed(s: string, start: number, end: number): boolean {
  const first = s.charAt(start);
  const last = s.charAt(end - 1);
  const p = OPENERS.indexOf(first);
  if (end - start < 2 || p < 0 || last !== CLOSERS.charAt(p)) return false;
  if (first === last) return true;
  // The opening delimiter must close at the very end, not earlier.
  let depth = 0;
  for (let i = start; i < end; i++) {
    const c = s.charAt(i);
    if (c === first) depth++;
    else if (c === last && --depth === 0) return i === end - 1 && !(first === '[' && looksLikeIPv6(s, start + 1, end - 1));
  }
  return false;
}

/** Length of a "URL:" prefix (with the whitespace after it) at s[start], or 0. */
export function prefixLength(s: string, start: number, end: number): number {
  if (end - start < 5 || !hasIgnoringCase(s, start, 'url:')) return 0;
  const i = whiteSpaceEnd(s, start + 4, end);
  return i < end ? i - start : 0;
}

/**
 * True when no rule can apply: no whitespace anywhere (nor C0 controls, U+200B
 * or U+FEFF at the ends), no opening delimiter first, no "URL:" prefix. Most
 * input is like that; one loop over it instead of the general walk.
 */
export function isClean(input: string): boolean {
  const n = input.length;
  if (n === 0) return true;
  if (isTrimmable(input.charCodeAt(0)) || isTrimmable(input.charCodeAt(n - 1))) return false;
  if (OPENERS.indexOf(input.charAt(0)) >= 0) return false;
  if (prefixLength(input, 0, n) > 0) return false;
  return !ANY_WHITE_SPACE.test(input);
}

// Unicode White_Space as one character class: no quantifier, so no
// backtracking, and faster in V8 than a charCodeAt loop.
export const ANY_WHITE_SPACE = /[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
// The same, matching whole runs (each run at once: no backtracking), for replace().
export const WHITE_SPACE_RUNS = /[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

/** Applies the clean-up rules (see the top of this file) to `input`. */
export function clean(input: string): CleanResult {
  return cleanWith(input, true);
}

/** clean(input).value, without recording the changes (the parse path: no objects per removed run). */
export function cleanValue(input: string): string {
  return isClean(input) ? input : cleanWith(input, false).value;
}

/**
 * cleanValue(input) for input whose every whitespace run holds a line break
 * (a wrapper's content broken across lines, as the scan finds it: scan.ts,
 * Candidate.broken): when neither end can be trimmed, the first character
 * opens no delimiters and no "URL:" prefix starts it, no rule but 4a
 * applies, and it removes every run: one native replace() instead of the
 * general walk.
 */
export function joinLines(input: string): string {
  const n = input.length;
  if (n === 0 || isTrimmable(input.charCodeAt(0)) || isTrimmable(input.charCodeAt(n - 1)) || OPENERS.indexOf(input.charAt(0)) >= 0 || prefixLength(input, 0, n) > 0) {
    return cleanValue(input);
  }
  return input.replace(WHITE_SPACE_RUNS, '');
}

function cleanWith(input: string, record: boolean): CleanResult {
  const changes: CleanChange[] = [];
  let start = 0;
  let end = input.length;

  // Records that input[i, j) was removed (only for clean(): cleanValue() records nothing).
  function note(kind: CleanChange['kind'], i: number, j: number): void {
    if (record) noteChange(changes, kind, i, input.slice(i, j), '');
  }

  function trim(): void {
    let s = start;
    while (s < end && isTrimmable(input.charCodeAt(s))) s++;
    if (s > start) note('trim', start, s);
    start = s;
    let e = end;
    while (e > start && isTrimmable(input.charCodeAt(e - 1))) e--;
    if (e < end) note('trim', e, end);
    end = e;
  }

  let delimited = false;
  function stripDelimiters(): void {
    if (!isEnclosed(input, start, end)) return;
    delimited = true;
    note('delimiters', start, start + 1);
    note('delimiters', end - 1, end);
    start++;
    end--;
    trim();
  }

  // 1-3. Trim, one pair of delimiters, the "URL:" prefix inside or outside
  // them. Every leading prefix goes ("URL:URL:x", "URL:<URL:x>"): a string
  // left starting with "url:" would parse as a URL of scheme "url" whose href
  // the next clean-up would strip, so round trips would not be exact.
  trim();
  stripDelimiters();
  for (let plen = prefixLength(input, start, end); plen > 0; plen = prefixLength(input, start, end)) {
    note('prefix', start, start + plen);
    start += plen;
    if (!delimited) stripDelimiters();
  }

  // 4b. Where every whitespace run goes: (colon, slashEnd), from after
  // "scheme:" through the slashes, and [hostStart, hostEnd), the host and
  // port; only where the WHATWG parser reads an authority
  // (https://url.spec.whatwg.org/#scheme-state): after a special scheme, a run
  // of "/" and "\" (whitespace allowed between them; exactly two for file);
  // after any other scheme, "//" right after the ":" (a backslash or a space
  // there starts an opaque path, whose spaces are data).
  let slashEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  const colon = schemeColon(input, start, end);
  if (colon >= 0) {
    const special = specialKind(input, start, colon);
    let c: number;
    if (special === 0) {
      if (input.charCodeAt(colon + 1) === 0x2f && input.charCodeAt(colon + 2) === 0x2f && colon + 2 < end) slashEnd = colon + 3;
    } else {
      let i = colon + 1;
      let slashes = 0;
      while (i < end && ((c = input.charCodeAt(i)) === 0x2f || c === 0x5c || isWhiteSpace(c))) {
        if (c === 0x2f || c === 0x5c) {
          if (special === 2 && slashes === 2) break; // file: a third slash starts the path
          slashes++;
          slashEnd = i + 1; // whitespace after the last slash may be userinfo's
        }
        i++;
      }
      if (special === 2 && slashes !== 2) slashEnd = -1;
    }
    if (slashEnd >= 0) {
      let i = slashEnd;
      while (i < end && (c = input.charCodeAt(i)) !== 0x2f && c !== 0x3f && c !== 0x23 && (special === 0 || c !== 0x5c)) i++;
      hostEnd = i;
      // Userinfo may hold spaces (the WHATWG parser percent-encodes them).
      hostStart = Math.max(input.lastIndexOf('@', hostEnd - 1) + 1, slashEnd);
    }
  }

  // 4a-c. One pass over the rest, keeping what is not removed as slices:
  // `out +=` slices (V8 ropes, flattened once) is linear and cheap, where an
  // array of slices, or the kept ranges and change objects kept for
  // diagnostics, cost far more per character: the parse path (record false)
  // builds neither.
  const kept: number[] = [];
  let out = '';
  let from = start;
  // Keeps input[from, to).
  function keep(to: number): void {
    if (to > from) {
      if (record) kept.push(from, to);
      out += input.slice(from, to);
    }
  }
  function cut(i: number, j: number): void {
    note('whitespace', i, j);
    keep(i);
    from = j;
  }
  for (let i = start; i < end; i++) {
    if (!isWhiteSpace(input.charCodeAt(i))) continue;
    const j = whiteSpaceEnd(input, i, end);
    const breaks = hasLineBreak(input, i, j);
    if (breaks || (i > colon && i < slashEnd) || (i >= hostStart && i < hostEnd)) {
      if (breaks && i > start && input.charCodeAt(i - 1) === 0x2d) note('hyphen-at-line-break', i - 1, i - 1);
      cut(i, j);
    } else {
      // 4d. The WHATWG parser removes every TAB anyway; removing them here
      // lets inference (infer.ts) see what the parser will see.
      for (let k = i; k < j; k++) if (input.charCodeAt(k) === 0x09) cut(k, k + 1);
    }
    i = j - 1;
  }
  keep(end);
  return { value: out, changes: changes, kept: kept };
}

/** Maps an index in `result.value` (0 to value.length) to the index in the original input. */
export function toOriginalIndex(result: CleanResult, index: number): number {
  const kept = result.kept;
  let offset = 0;
  for (let k = 0; k < kept.length; k += 2) {
    const len = kept[k + 1] - kept[k];
    if (index < offset + len) return kept[k] + (index - offset);
    offset += len;
  }
  return kept.length > 0 ? kept[kept.length - 1] : 0;
}
