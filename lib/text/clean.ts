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
import { isASCIIAlpha } from '../infra.js';

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
    | 'slashes-repaired';
  /** UTF-16 index in the original input where the change applies. */
  index: number;
  /** The text taken out ("" when nothing was). */
  removed: string;
  /** The text put in ("" when nothing was). */
  inserted: string;
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
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** The whitespace that wraps lines: a run containing one is layout, never data. */
export function isLineBreak(c: number): boolean {
  return (c >= 0x0a && c <= 0x0d) || c === 0x85 || c === 0x2028 || c === 0x2029;
}

function isTrimmable(c: number): boolean {
  return c <= 0x20 || isWhiteSpace(c) || c === 0x200b || c === 0xfeff;
}

/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export function isSchemeChar(c: number): boolean {
  return isASCIIAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/** Index of the ":" ending a scheme that starts at `start`, or -1. */
export function schemeEnd(s: string, start: number, end: number): number {
  if (start >= end || !isASCIIAlpha(s.charCodeAt(start))) return -1;
  let i = start + 1;
  while (i < end && isSchemeChar(s.charCodeAt(i))) i++;
  return i < end && s.charCodeAt(i) === 0x3a ? i : -1;
}

// Opening and closing char codes of the delimiter pairs, side by side.
const PAIRS = [
  0x3c, 0x3e, // < >
  0x22, 0x22, // " "
  0x27, 0x27, // ' '
  0x201c, 0x201d, // “ ”
  0x2018, 0x2019, // ‘ ’
  0xab, 0xbb, // « »
  0x28, 0x29, // ( )
  0x5b, 0x5d, // [ ]
];

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** True when s[start, end) is an IPv6 address (hex digits, ":" and "." with at least one ":"), optionally with a "%zone". */
export function looksLikeIPv6(s: string, start: number, end: number): boolean {
  let colon = false;
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3a) colon = true;
    else if (c === 0x25) break;
    else if (!isHexDigit(c) && c !== 0x2e) return false;
  }
  if (!colon) return false;
  if (i < end) {
    // RFC 6874 zone identifier: unreserved characters (and an encoded "%25").
    if (i + 1 === end) return false;
    for (i++; i < end; i++) {
      const c = s.charCodeAt(i);
      if (!(isSchemeChar(c) || c === 0x5f || c === 0x7e || c === 0x25)) return false;
    }
  }
  return true;
}

/** Index into PAIRS of the pair that encloses s[start, end) exactly, or -1. */
function enclosingPair(s: string, start: number, end: number): number {
  if (end - start < 2) return -1;
  const first = s.charCodeAt(start);
  const last = s.charCodeAt(end - 1);
  for (let p = 0; p < PAIRS.length; p += 2) {
    if (first !== PAIRS[p] || last !== PAIRS[p + 1]) continue;
    if (first !== last) {
      // The opening delimiter must close at the very end, not earlier.
      let depth = 0;
      for (let i = start; i < end; i++) {
        const c = s.charCodeAt(i);
        if (c === first) depth++;
        else if (c === last && --depth === 0 && i !== end - 1) return -1;
      }
      if (depth !== 0) return -1;
      if (first === 0x5b && looksLikeIPv6(s, start + 1, end - 1)) return -1;
    }
    return p;
  }
  return -1;
}

/** Length of a "URL:" prefix (with the whitespace after it) at s[start], or 0. */
function prefixLength(s: string, start: number, end: number): number {
  if (
    end - start < 5 ||
    (s.charCodeAt(start) | 0x20) !== 0x75 ||
    (s.charCodeAt(start + 1) | 0x20) !== 0x72 ||
    (s.charCodeAt(start + 2) | 0x20) !== 0x6c ||
    s.charCodeAt(start + 3) !== 0x3a
  ) {
    return 0;
  }
  let i = start + 4;
  while (i < end && isWhiteSpace(s.charCodeAt(i))) i++;
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
  const first = input.charCodeAt(0);
  for (let p = 0; p < PAIRS.length; p += 2) if (first === PAIRS[p]) return false;
  if (prefixLength(input, 0, n) > 0) return false;
  return !ANY_WHITE_SPACE.test(input);
}

// Unicode White_Space as one character class: no quantifier, so no
// backtracking; measured about 3x faster than a charCodeAt loop in V8.
const ANY_WHITE_SPACE = /[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/**
 * Applies the clean-up rules (see the top of this file) to `input`.
 * `input` is returned unchanged (same string, no changes) when no rule applies.
 */
export function clean(input: string): CleanResult {
  if (isClean(input)) return { value: input, changes: [], kept: input.length > 0 ? [0, input.length] : [] };
  return cleanSlow(input, true);
}

/** clean(input).value, without recording the changes (the parse path: no objects per removed run). */
export function cleanValue(input: string): string {
  return isClean(input) ? input : cleanSlow(input, false).value;
}

function cleanSlow(input: string, record: boolean): CleanResult {
  const changes: CleanChange[] = [];
  let start = 0;
  let end = input.length;

  function trim(): void {
    let s = start;
    while (s < end && isTrimmable(input.charCodeAt(s))) s++;
    if (s > start && record) changes.push({ kind: 'trim', index: start, removed: input.slice(start, s), inserted: '' });
    start = s;
    let e = end;
    while (e > start && isTrimmable(input.charCodeAt(e - 1))) e--;
    if (e < end && record) changes.push({ kind: 'trim', index: e, removed: input.slice(e, end), inserted: '' });
    end = e;
  }

  let delimited = false;
  function stripDelimiters(): void {
    const p = enclosingPair(input, start, end);
    if (p < 0) return;
    delimited = true;
    if (record) changes.push({ kind: 'delimiters', index: start, removed: input.charAt(start), inserted: '' });
    if (record) changes.push({ kind: 'delimiters', index: end - 1, removed: input.charAt(end - 1), inserted: '' });
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
    if (record) changes.push({ kind: 'prefix', index: start, removed: input.slice(start, start + plen), inserted: '' });
    start += plen;
    if (!delimited) stripDelimiters();
  }

  // 4b. Where every whitespace run goes: [slashStart, slashEnd) from after
  // "scheme:" through the slashes, and [hostStart, hostEnd), the host and
  // port; only where the WHATWG parser reads an authority
  // (https://url.spec.whatwg.org/#scheme-state): after a special scheme, a run
  // of "/" and "\" (whitespace allowed between them; exactly two for file);
  // after any other scheme, "//" right after the ":" (a backslash or a space
  // there starts an opaque path, whose spaces are data).
  let slashStart = -1;
  let slashEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  const colon = schemeEnd(input, start, end);
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
      slashStart = colon + 1;
      let i = slashEnd;
      while (i < end && (c = input.charCodeAt(i)) !== 0x2f && c !== 0x3f && c !== 0x23 && (special === 0 || c !== 0x5c)) i++;
      hostEnd = i;
      // Userinfo may hold spaces (the WHATWG parser percent-encodes them).
      const at = input.lastIndexOf('@', hostEnd - 1);
      hostStart = at >= slashEnd ? at + 1 : slashEnd;
    }
  }

  // 4a-c. One pass over the rest, keeping what is not removed as slices.
  // Measured on 1 MB of wrapped lines ("a-\n  " repeated): `out +=` slices
  // (V8 ropes, flattened once) costs ~3 ns per character, where an array of
  // slices joined at the end, or the kept ranges and change objects kept for
  // diagnostics, cost ~100: the parse path (record false) builds neither.
  const kept: number[] = [];
  let out = '';
  let cuts = 0;
  let from = start;
  function cut(i: number, j: number): void {
    if (record) changes.push({ kind: 'whitespace', index: i, removed: input.slice(i, j), inserted: '' });
    if (i > from) {
      if (record) kept.push(from, i);
      out += input.slice(from, i);
    }
    from = j;
    cuts++;
  }
  for (let i = start; i < end; i++) {
    if (!isWhiteSpace(input.charCodeAt(i))) continue;
    let j = i;
    let breaks = false;
    let tabs = false;
    let c: number;
    while (j < end && isWhiteSpace((c = input.charCodeAt(j)))) {
      if (isLineBreak(c)) breaks = true;
      else if (c === 0x09) tabs = true;
      j++;
    }
    if (breaks || (i >= slashStart && i < slashEnd) || (i >= hostStart && i < hostEnd)) {
      if (record && breaks && i > start && input.charCodeAt(i - 1) === 0x2d) {
        changes.push({ kind: 'hyphen-at-line-break', index: i - 1, removed: '', inserted: '' });
      }
      cut(i, j);
    } else if (tabs) {
      // 4d. The WHATWG parser removes every TAB anyway; removing them here
      // lets inference (infer.ts) see what the parser will see.
      for (let k = i; k < j; k++) if (input.charCodeAt(k) === 0x09) cut(k, k + 1);
    }
    i = j - 1;
  }
  if (end > from) {
    if (record) kept.push(from, end);
    out += input.slice(from, end);
  }
  const value = cuts === 0 && start === 0 && end === input.length ? input : out;
  return { value: value, changes: changes, kept: kept };
}

/** 0: not a special scheme, 1: special other than file, 2: file (https://url.spec.whatwg.org/#special-scheme). */
function specialKind(s: string, start: number, colon: number): number {
  const n = colon - start;
  if (n < 2 || n > 5) return 0;
  const w = s.slice(start, colon).toLowerCase();
  if (w === 'file') return 2;
  return w === 'http' || w === 'https' || w === 'ws' || w === 'wss' || w === 'ftp' ? 1 : 0;
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
