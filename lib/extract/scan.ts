// Finds the places in running text that look like URIs, for extractURLs
// (extract.ts), which then parses each one in lenient mode.
//
// What counts (RFC 3986 Appendix C; the 1994 URL draft, "Wrappers for URIs in
// plain text"):
// - <…> and "…" wrappers whose content starts like a URI (below); the content
//   may be broken across lines: whitespace runs inside it are allowed when they
//   contain a line break (or sit right inside the delimiters), and a "URL:"
//   prefix is allowed after "<" or '"' (then any scheme is accepted). A
//   wrapper with a plain space inside is not one (it is prose: "a <b and c>");
//   bare URIs inside it are still found. A wrapper whose content does not
//   parse is skipped whole.
// - bare URIs: "scheme://…" for any scheme, "scheme:…" for the schemes in
//   NO_SLASH_SCHEMES (a list, or "Note:" and "<xsl:template>" would be URIs),
//   and bare "www." hosts. They start at a word boundary and run until
//   whitespace, a control, one of < > " `, or non-ASCII punctuation (CJK
//   "。、「」", “ ” ‘ ’ « » …); then trailing sentence punctuation
//   (. , ; : ! ? ' *) is left out, and a closing ) ] } is kept only when it
//   balances an opening one inside the URI ("…/wiki/Fork_(software_development)").
//
// Linear time: the regular expressions are two searches for where a
// candidate can be (STARTS, TRIGGERS: a character class and literals, no
// quantifier, so no backtracking) and two runs (PLAIN_RUN, CONTENT_RUN: one
// character class with "*", which ends at the first character outside it,
// so no backtracking either) that walk the common characters natively (a
// charCodeAt loop costs several times more per character); the content walk
// of a wrapper stops at the next "<" (or the closing quote), so wrapper
// walks never overlap, and the scan resumes after every bare candidate,
// found or not. No regular expression is sticky (/y is ES2015, and lib/ is
// ES5): each is global, test() from lastIndex, and a run's match starts
// there because it may be empty.
import { isASCIIAlpha, isASCIIAlphanumeric, isASCIIDigit } from '../base/infra.js';
import { isTLD } from './tlds.js';
import { hasIgnoringCase, hasLineBreak, isListed, NO_SLASH_SCHEMES, prefixLength, whiteSpaceEnd } from '../lenient/clean.js';
import { isSchemeChar, schemeColon } from '../url/schemes.js';

/** A span of text that looks like a URI. */
export interface Candidate {
  /** The URI text is text.slice(start, end): without wrappers or "URL:". */
  start: number;
  end: number;
  /**
   * Where to scan on, whether or not the candidate parses: a wrapper that
   * does not hold a URL holds nothing ("<http://exa\nmple:99999/>" does not
   * give "http://exa/"), and a bare candidate is skipped whole.
   */
  next: number;
  /**
   * Set for what only extractURLs(text, { bare: true }) finds: a bare domain
   * ("example.org/x"), an e-mail address, or "//host" (scheme-relative).
   */
  bare: 'domain' | 'email' | 'relative' | undefined;
  /**
   * For a bare URI, whether the text is printable ASCII other than "[" and
   * "\\" (the scan saw every character); for anything else undefined (not
   * known).
   */
  plain: boolean | undefined;
  /**
   * True for a wrapper's content broken across lines: it holds whitespace,
   * each run of it with a line break, and starts and ends with something else.
   */
  broken: boolean;
}


// Non-ASCII characters that end a bare URI: controls, spaces and punctuation
// of the texts around it. C1 controls, NBSP and Latin-1 punctuation (« » ¡ ¿ …),
// × and ÷; the Greek question mark and ano teleia; the Arabic comma, semicolon,
// question mark and full stop; the Devanagari dandas; the Ogham space mark;
// General Punctuation (spaces, dashes, quotes, …); CJK Symbols and Punctuation
// (、 。 「 」); vertical and small forms; U+FEFF; fullwidth ！ ＂ … ／ and the
// other fullwidth ASCII punctuation; Specials (U+FFFD REPLACEMENT CHARACTER, …).
// Compared as numbers: a character class would need a one-character string
// per non-ASCII character, which costs more than the URI's other checks.
function isTextPunctuation(c: number): boolean {
  if (c < 0x2000) {
    return (c >= 0x80 && c <= 0xbf) || c === 0xd7 || c === 0xf7 || c === 0x37e || c === 0x387 || c === 0x60c || c === 0x61b || c === 0x61f || c === 0x6d4 || c === 0x964 || c === 0x965 || c === 0x1680;
  }
  if (c <= 0x206f) return true;
  if (c < 0x3000) return false;
  if (c <= 0x303f) return true;
  if (c < 0xfe10) return false;
  return (
    c <= 0xfe19 ||
    (c >= 0xfe30 && c <= 0xfe6f) ||
    c === 0xfeff ||
    (c >= 0xff01 && c <= 0xff0f) ||
    (c >= 0xff1a && c <= 0xff20) ||
    (c >= 0xff3b && c <= 0xff40) ||
    (c >= 0xff5b && c <= 0xff65) ||
    c >= 0xfff0
  );
}

function isTrailingPunctuation(c: number): boolean {
  // . , ; : ! ? * and the joiners ZWNJ, ZWJ
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f || c === 0x2a || c === 0x200c || c === 0x200d;
}

function isBodyChar(c: number): boolean {
  if (c < 0x80) return c > 0x20 && c !== 0x7f && c !== 0x3c && c !== 0x3e && c !== 0x60;
  // ZERO WIDTH NON-JOINER and JOINER spell words (Malayalam, Persian, Hindi).
  return c === 0x200c || c === 0x200d || !isTextPunctuation(c);
}

// The ASCII body characters other than quotes, brackets and "\\": "!", "#"
// to "&", "*" to "Z" but "<" and ">", "^", "_", "a" to "z", "|", "~". Runs of
// them are most of a URI; one character class with "*" (no backtracking: a
// run ends at the first character outside it), global for test() from a
// position: lastIndex is set before every use (an empty run matches there,
// so the match always starts at lastIndex and its end is the new lastIndex).
/** @internal */
export const PLAIN_RUN = /[!#-&*-;=?-Z^_a-z|~]*/g;

// The closer of each opener: ( [ {.
function closerOf(c: number): number {
  return c === 0x28 ? 0x29 : c === 0x5b ? 0x5d : c === 0x7b ? 0x7d : 0;
}

/** "www." + a label character at text[i]. */
function isWWW(text: string, i: number): boolean {
  return hasIgnoringCase(text, i, 'www.') && i + 4 < text.length && text.charCodeAt(i + 4) !== 0x2e && isBodyChar(text.charCodeAt(i + 4));
}

/** The scheme at `colon` (exclusive) recognised without a "URL:" prefix. */
function isKnownStart(text: string, start: number, colon: number): boolean {
  if (text.charCodeAt(colon + 1) === 0x2f && text.charCodeAt(colon + 2) === 0x2f) return true;
  // (None of NO_SLASH_SCHEMES is longer than six letters: no slice for "Note:" and the like.)
  return colon - start <= 6 && isListed(NO_SLASH_SCHEMES, text.slice(start, colon).toLowerCase());
}

// RFC 3986 Appendix C: "<…>" or "\"…\"", whitespace allowed where a line was broken.
function wrapped(text: string, open: number, close: number): Candidate | null {
  const n = text.length;
  let i = whiteSpaceEnd(text, open + 1, n);
  // (A "URL:" with nothing after it is no prefix: the scheme "URL" is unknown.)
  const plen = prefixLength(text, i, n);
  i += plen;
  const start = i;
  if (!isWWW(text, start)) {
    const colon = schemeColon(text, start, n);
    if (colon < 0 || colon + 1 >= n || (plen === 0 && !isKnownStart(text, start, colon))) return null;
  }
  let broken = false;
  for (;;) {
    // All but whitespace, "<", ">" and '"', natively.
    CONTENT_RUN.lastIndex = i;
    CONTENT_RUN.test(text);
    i = CONTENT_RUN.lastIndex;
    if (i >= n) return null;
    const c = text.charCodeAt(i);
    if (c === close) return i > start ? { start: start, end: i, next: i + 1, bare: undefined, plain: undefined, broken: broken } : null;
    if (c === 0x3c) return null;
    const j = whiteSpaceEnd(text, i, n);
    if (j > i) {
      if (j < n && text.charCodeAt(j) === close) return { start: start, end: i, next: j + 1, bare: undefined, plain: undefined, broken: broken };
      if (!hasLineBreak(text, i, j)) return null;
      broken = true;
      i = j;
    } else i++; // the other wrapper's closer: content
  }
}

// The content of a wrapper but whitespace (the class of ANY_WHITE_SPACE,
// clean.ts), "<", ">" and '"': one negated character class with "*", global
// for test() from a position, as PLAIN_RUN.
/** @internal */
export const CONTENT_RUN = /[^\t-\r "<>\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/g;

/** The end of the run of scheme characters at text[i]. */
function schemeRunEnd(text: string, i: number): number {
  const n = text.length;
  while (i < n && isSchemeChar(text.charCodeAt(i))) i++;
  return i;
}

/**
 * A bare URI starting at text[i] (a letter at a word boundary), or the index
 * to resume scanning at (a number greater than i); j is schemeRunEnd(text, i).
 */
function bare(text: string, i: number, j: number): Candidate | number {
  let min: number;
  const prev = text.charCodeAt(i - 1); // NaN at the start
  if (isWWW(text, i) && prev !== 0x40 && prev !== 0x2f && prev !== 0x5c) {
    min = i + 4;
  } else if (text.charCodeAt(j) === 0x3a && isBodyChar(text.charCodeAt(j + 1)) && isKnownStart(text, i, j)) {
    // (Nothing of the URI after the ":", as in "Note: …", is no URI: the scheme is not looked up.)
    min = text.charCodeAt(j + 1) === 0x2f ? j + 3 : j + 1;
  } else {
    return j;
  }
  return body(text, i, min);
}

/**
 * The URI starting at text[i] whose end is at least `min`: body characters,
 * brackets matched in order (a closer that closes nothing open inside the
 * URI ends it), then trailing sentence punctuation left out, and a quote
 * kept only when it closes one inside the URI.
 */
function body(text: string, i: number, min: number): Candidate | number {
  const n = text.length;
  let end = i;
  let open: number[] | null = null; // the closers awaited, innermost last
  let quotes = 0; // " inside the URI
  let apostrophes = 0; // ' inside the URI
  let other = -1; // the first character that is not printable ASCII (or is "[" or "\\"), if any
  for (;;) {
    // Letters, digits and the path's punctuation first, natively: most of a URI.
    PLAIN_RUN.lastIndex = end;
    PLAIN_RUN.test(text);
    end = PLAIN_RUN.lastIndex;
    if (end >= n) break;
    let c = text.charCodeAt(end);
    if (c >= 0x80) {
      // A run of non-ASCII characters by hand (a run of them is a word of
      // some script), then the ASCII after it natively again.
      if (other < 0) other = end;
      while (c >= 0x80 && isBodyChar(c)) c = ++end < n ? text.charCodeAt(end) : 0;
      if (c >= 0x80 || end >= n) break;
      continue;
    }
    if (c === 0x22) quotes++;
    else if (c === 0x27) apostrophes++;
    else if (closerOf(c) !== 0) {
      (open === null ? (open = []) : open).push(closerOf(c));
      if (c === 0x5b && other < 0) other = end;
    } else if (c === 0x29 || c === 0x5d || c === 0x7d) {
      if (open === null || open[open.length - 1] !== c) break;
      open.pop();
    } else if (c === 0x5c) {
      if (other < 0) other = end;
    } else break; // not a body character
    end++;
  }
  const bodyEnd = end;
  // Trailing punctuation is the sentence's; so is a quote that closes one opened before the URI.
  while (end > min) {
    const c = text.charCodeAt(end - 1);
    if (isTrailingPunctuation(c)) end--;
    else if (c === 0x22 && quotes % 2 === 1) {
      quotes--;
      end--;
    } else if (c === 0x27 && apostrophes % 2 === 1) {
      apostrophes--;
      end--;
    } else break;
  }
  if (end <= min) return bodyEnd > i ? bodyEnd : i + 1;
  return { start: i, end: end, next: end, bare: undefined, plain: other < 0 || other >= end, broken: false };
}

// Bare domains and e-mail addresses (the bare option).
//
// A bare candidate starts where no word, path or address continues: after
// the start, whitespace or punctuation other than . : / \ - _ @ +. A domain
// is two or more labels of letters, digits, "-" (not first or last) and
// non-ASCII letters whose last label is a top-level domain (tlds.ts), or an
// IPv4 address of four decimal parts; then an optional valid port, and a
// path, query or fragment as for any URI. An e-mail address is an RFC 5322
// dot-atom (and quotes, as in test."foo".bar) before "@" and such a domain.
// Each walk ends where the next bare candidate could start, so the scan
// stays linear.

/** Letters, digits, "-" and non-ASCII letters: what a label is made of. */
function isLabelChar(c: number): boolean {
  return isASCIIAlphanumeric(c) || c === 0x2d || (c >= 0x80 && c !== 0x200c && c !== 0x200d && isBodyChar(c));
}

// RFC 5322 atext and ".", and the quote of quoted parts: ! " # $ % & ' * + . / = ? ^ _ ` { | } ~
function isLocalChar(c: number): boolean {
  return (
    isLabelChar(c) ||
    (c >= 0x21 && c <= 0x27) ||
    c === 0x2a ||
    c === 0x2b ||
    c === 0x2e ||
    c === 0x2f ||
    c === 0x3d ||
    c === 0x3f ||
    (c >= 0x5e && c <= 0x60) ||
    (c >= 0x7b && c <= 0x7e)
  );
}

function isBareBoundary(c: number): boolean {
  // NaN (the start of the text) is a boundary.
  return !(isLabelChar(c) || c === 0x2e || c === 0x3a || c === 0x2f || c === 0x5c || c === 0x5f || c === 0x40 || c === 0x2b);
}

/**
 * The end of the domain starting at text[i] (trailing dots excluded), or -1:
 * labels as above, the last one a TLD, or four decimal parts up to 255.
 */
function domainEnd(text: string, i: number): number {
  const n = text.length;
  let j = i;
  let labels = 0;
  let labelStart = i;
  let digitsOnly = true;
  let ipv4 = true;
  for (; ; j++) {
    const c = j < n ? text.charCodeAt(j) : 0;
    if (isLabelChar(c)) {
      if (!isASCIIDigit(c)) digitsOnly = false;
      continue;
    }
    if (j === labelStart || text.charCodeAt(labelStart) === 0x2d || text.charCodeAt(j - 1) === 0x2d) break;
    labels++;
    if (!digitsOnly || j - labelStart > 3 || +text.slice(labelStart, j) > 255) ipv4 = false;
    if (c !== 0x2e || !isLabelChar(text.charCodeAt(j + 1))) {
      if (labels < 2) return -1;
      if (digitsOnly) return ipv4 && labels === 4 ? j : -1;
      return isTLD(text.slice(labelStart, j).toLowerCase()) ? j : -1;
    }
    labelStart = j + 1;
    digitsOnly = true;
  }
  return -1;
}

/** The end of the run of label characters and dots at text[i]. */
function runEnd(text: string, i: number, isChar: (c: number) => boolean): number {
  while (i < text.length && (isChar(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2e)) i++;
  return i;
}

/** A bare domain or e-mail address starting at text[i], or the index to resume at. */
function bareName(text: string, i: number, min: number): Candidate | number {
  const local = runEnd(text, i, isLocalChar);
  if (text.charCodeAt(local) === 0x40 && local > i && text.charCodeAt(i) !== 0x2e && text.charCodeAt(local - 1) !== 0x2e) {
    const end = domainEnd(text, local + 1);
    if (end < 0) return local;
    // An address ends with its domain: "a@b.example/x" is no address.
    return { start: i, end: end, next: end, bare: 'email', plain: undefined, broken: false };
  }
  const end = domainEnd(text, i);
  if (end < 0) return Math.max(runEnd(text, i, isLabelChar), min);
  let hostEnd = end;
  if (text.charCodeAt(end) === 0x3a && isASCIIDigit(text.charCodeAt(end + 1))) {
    let k = end + 1;
    while (isASCIIDigit(text.charCodeAt(k))) k++;
    // An invalid port: not a host and port at all ("example.org:500000").
    if (k - end > 6 || +text.slice(end + 1, k) > 65535) return k;
    hostEnd = k;
  }
  const c = text.charCodeAt(hostEnd);
  if (c !== 0x2f && c !== 0x3f && c !== 0x23) return { start: i, end: hostEnd, next: hostEnd, bare: 'domain', plain: undefined, broken: false };
  const b = body(text, i, hostEnd);
  if (typeof b === 'number') return b;
  b.bare = 'domain';
  return b;
}

/** "//" and a domain or localhost at text[i]: a scheme-relative reference. */
function relative(text: string, i: number): Candidate | null {
  let end = domainEnd(text, i + 2);
  if (end < 0 && hasIgnoringCase(text, i + 2, 'localhost') && !isLabelChar(text.charCodeAt(i + 11))) end = i + 11;
  if (end < 0) return null;
  const c = text.charCodeAt(end);
  if (c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x3a) return { start: i, end: end, next: end, bare: 'relative', plain: undefined, broken: false };
  const b = body(text, i, end);
  if (typeof b === 'number') return null;
  b.bare = 'relative';
  return b;
}

// Where a candidate can start without the bare option: "<", '"', the ":"
// after a scheme, or "www.". One character class and a literal, no
// quantifier; a native scan skips the prose between them, instead of a call
// per word. Global for
// test() from a position: lastIndex is set before every use, so nothing is
// carried from one call to the next.
const STARTS = /[<":]|www\./gi;

// What every candidate of the bare option holds: "<" or '"' (a wrapper), ":"
// (a scheme), "www.", "@" (an address), "//" (scheme-relative), or a dot
// before a label character (a domain, an IPv4 address). One character
// class and literals, no quantifier. The character-by-character scan below
// needs to look only near them: none of its walks crosses a space or a
// control (U+0000 to U+0020: no label, scheme, address or URI body holds
// one), so it always reaches the character after each of them, and a
// candidate that does not start with a wrapper lies between two of them,
// trigger included. So the scan costs a native search per trigger instead of
// a few calls per word.
const TRIGGERS = /[<":@]|\/\/|www\.|\.[\w\-\u0080-\uffff]/gi;

/**
 * Where the match of TRIGGERS that ends at `end` starts (test() makes no
 * match array): "www." ends with a dot, "//" with a slash, a dot and a
 * label character with neither and none of < " : @, which are matched alone.
 */
function triggerStart(text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  if (c === 0x2e) return end - 4;
  return c === 0x3c || c === 0x22 || c === 0x3a || c === 0x40 ? end - 1 : end - 2;
}

/** The first candidate at or after `from`, or null; with `bareNames`, bare domains and addresses too. */
export function nextCandidate(text: string, from: number, bareNames?: boolean): Candidate | null {
  if (bareNames !== true) return nextMarked(text, from);
  const n = text.length;
  let i = from;
  let p: number;
  let trigger = -1; // the first of TRIGGERS at or after i
  while (i < n) {
    if (i > trigger) {
      TRIGGERS.lastIndex = i;
      if (!TRIGGERS.test(text)) return null;
      trigger = triggerStart(text, TRIGGERS.lastIndex);
      // Resume after the last space or control before it (see TRIGGERS).
      let k = trigger - 1;
      while (k >= i && text.charCodeAt(k) > 0x20) k--;
      if (k >= i) i = k + 1;
    }
    const c = text.charCodeAt(i);
    p = text.charCodeAt(i - 1);
    if (c === 0x3c || c === 0x22) {
      const w = wrapped(text, i, c === 0x3c ? 0x3e : 0x22);
      if (w !== null) return w;
      i++;
    } else if (isASCIIAlpha(c) && !isSchemeChar(p) && p !== 0x5f) {
      const b = bare(text, i, schemeRunEnd(text, i));
      if (typeof b !== 'number') return b;
      if (bareNames === true && isBareBoundary(p)) {
        const d = bareName(text, i, b);
        if (typeof d !== 'number') return d;
        i = d > b ? d : b;
      } else i = b;
    } else if (bareNames === true && isBareBoundary(p) && (isLabelChar(c) || (c === 0x2f && text.charCodeAt(i + 1) === 0x2f))) {
      const d = c === 0x2f ? relative(text, i) : bareName(text, i, i + 1);
      if (d === null) i += 2;
      else if (typeof d !== 'number') return d;
      else i = d > i ? d : i + 1;
    } else {
      i++;
    }
  }
  return null;
}

/**
 * nextCandidate without the bare option: from each place STARTS finds, the
 * candidate the character-by-character scan would find there (a scheme
 * starts at the letter after which scheme characters run to the ":").
 */
function nextMarked(text: string, from: number): Candidate | null {
  const n = text.length;
  let i = from;
  while (i < n) {
    STARTS.lastIndex = i;
    if (!STARTS.test(text)) return null;
    // (test() makes no match array: the match is "www." when it ends with a dot, else one character.)
    const k = text.charCodeAt(STARTS.lastIndex - 1) === 0x2e ? STARTS.lastIndex - 4 : STARTS.lastIndex - 1;
    const c = text.charCodeAt(k);
    if (c === 0x3c || c === 0x22) {
      const w = wrapped(text, k, c === 0x3c ? 0x3e : 0x22);
      if (w !== null) return w;
      i = k + 1;
      continue;
    }
    let start = k;
    if (c === 0x3a) while (start > from && isSchemeChar(text.charCodeAt(start - 1))) start--;
    const p = text.charCodeAt(start - 1);
    if ((start < k || c !== 0x3a) && isASCIIAlpha(text.charCodeAt(start)) && !isSchemeChar(p) && p !== 0x5f) {
      // (Before a ":" hit, the scheme characters were just walked back over.)
      const b = bare(text, start, c === 0x3a ? k : schemeRunEnd(text, start));
      if (typeof b !== 'number') return b;
      i = b > k ? b : k + 1;
    } else {
      i = k + 1;
    }
  }
  return null;
}
