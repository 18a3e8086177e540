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
// Linear time: no regular expressions; the content walk of a wrapper stops at
// the next "<" (or the closing quote), so wrapper walks never overlap, and
// the scan resumes after every bare candidate, found or not.
import { isASCIIAlpha } from '../infra.js';
import { hasIgnoringCase, hasLineBreak, isListed, NO_SLASH_SCHEMES, isSchemeChar, prefixLength, schemeEnd, whiteSpaceEnd } from './clean.js';

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
}


// Non-ASCII characters that end a bare URI: controls, spaces and punctuation
// of the texts around it. C1 controls, NBSP and Latin-1 punctuation (« » ¡ ¿ …),
// × and ÷; the Greek question mark and ano teleia; the Arabic comma, semicolon,
// question mark and full stop; the Devanagari dandas; the Ogham space mark;
// General Punctuation (spaces, dashes, quotes, …); CJK Symbols and Punctuation
// (、 。 「 」); vertical and small forms; U+FEFF; fullwidth ！ ＂ … ／ and the
// other fullwidth ASCII punctuation; Specials (U+FFFD REPLACEMENT CHARACTER, …).
// One character class: no quantifier, no backtracking.
const TEXT_PUNCTUATION =
  /[\x80-\xbf\xd7\xf7\u037e\u0387\u060c\u061b\u061f\u06d4\u0964\u0965\u1680\u2000-\u206f\u3000-\u303f\ufe10-\ufe19\ufe30-\ufe6f\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ufff0-\uffff]/;

function isTrailingPunctuation(c: number): boolean {
  // . , ; : ! ? ' *
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f || c === 0x27 || c === 0x2a;
}

function isBodyChar(c: number): boolean {
  if (c < 0x80) return c > 0x20 && c !== 0x7f && c !== 0x3c && c !== 0x3e && c !== 0x22 && c !== 0x60;
  return !TEXT_PUNCTUATION.test(String.fromCharCode(c));
}

/** "www." + a label character at text[i]. */
function isWWW(text: string, i: number): boolean {
  return hasIgnoringCase(text, i, 'www.') && i + 4 < text.length && text.charCodeAt(i + 4) !== 0x2e && isBodyChar(text.charCodeAt(i + 4));
}

/** The scheme at `colon` (exclusive) recognised without a "URL:" prefix. */
function isKnownStart(text: string, start: number, colon: number): boolean {
  if (text.charCodeAt(colon + 1) === 0x2f && text.charCodeAt(colon + 2) === 0x2f) return true;
  return isListed(NO_SLASH_SCHEMES, text.slice(start, colon).toLowerCase());
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
    const colon = schemeEnd(text, start, n);
    if (colon < 0 || colon + 1 >= n || (plen === 0 && !isKnownStart(text, start, colon))) return null;
  }
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === close) return i > start ? { start: start, end: i, next: i + 1 } : null;
    if (c === 0x3c) return null;
    const j = whiteSpaceEnd(text, i, n);
    if (j > i) {
      if (j < n && text.charCodeAt(j) === close) return { start: start, end: i, next: j + 1 };
      if (!hasLineBreak(text, i, j)) return null;
      i = j - 1;
    }
  }
  return null;
}

/**
 * A bare URI starting at text[i] (a letter at a word boundary), or the index
 * to resume scanning at (a number greater than i).
 */
function bare(text: string, i: number): Candidate | number {
  const n = text.length;
  let j = i;
  while (j < n && isSchemeChar(text.charCodeAt(j))) j++;
  let min: number;
  const prev = text.charCodeAt(i - 1); // NaN at the start
  if (isWWW(text, i) && prev !== 0x40 && prev !== 0x2f && prev !== 0x5c) {
    min = i + 4;
  } else if (text.charCodeAt(j) === 0x3a && isKnownStart(text, i, j)) {
    min = text.charCodeAt(j + 1) === 0x2f ? j + 3 : j + 1;
  } else {
    return j;
  }
  let end = i;
  let open = 0; // ( minus ), [ minus ], { minus } inside the URI, in three counters
  let openSquare = 0;
  let openCurly = 0;
  for (; end < n; end++) {
    const c = text.charCodeAt(end);
    if (!isBodyChar(c)) break;
    if (c === 0x28) open++;
    else if (c === 0x29) open--;
    else if (c === 0x5b) openSquare++;
    else if (c === 0x5d) openSquare--;
    else if (c === 0x7b) openCurly++;
    else if (c === 0x7d) openCurly--;
  }
  const bodyEnd = end;
  // Trailing punctuation is the sentence's; a closer is the URI's only when it balances an opener.
  while (end > min) {
    const c = text.charCodeAt(end - 1);
    if (isTrailingPunctuation(c)) end--;
    else if (c === 0x29 && open < 0) {
      open++;
      end--;
    } else if (c === 0x5d && openSquare < 0) {
      openSquare++;
      end--;
    } else if (c === 0x7d && openCurly < 0) {
      openCurly++;
      end--;
    } else break;
  }
  if (end <= min) return bodyEnd > i ? bodyEnd : i + 1;
  return { start: i, end: end, next: end };
}

/** The first candidate at or after `from`, or null. */
export function nextCandidate(text: string, from: number): Candidate | null {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x3c || c === 0x22) {
      const w = wrapped(text, i, c === 0x3c ? 0x3e : 0x22);
      if (w !== null) return w;
      i++;
    } else if (isASCIIAlpha(c) && !isSchemeChar(text.charCodeAt(i - 1))) {
      const b = bare(text, i);
      if (typeof b !== 'number') return b;
      i = b;
    } else {
      i++;
    }
  }
  return null;
}
