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
import { isLineBreak, isSchemeChar, isWhiteSpace, schemeEnd } from './clean.js';

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

// Schemes recognised without "//" after the colon.
const NO_SLASH_SCHEMES = '|about|data|geo|magnet|mailto|news|sip|sips|sms|tel|urn|xmpp|';

/** Non-ASCII characters that end a bare URI: controls, spaces and punctuation of the texts around it. */
function isTextPunctuation(c: number): boolean {
  return (
    c <= 0xbf || // C1 controls, NBSP and Latin-1 punctuation: « » ¡ ¿ …
    c === 0xd7 ||
    c === 0xf7 ||
    c === 0x37e || // Greek question mark
    c === 0x387 ||
    c === 0x60c || // Arabic comma, semicolon, question mark, full stop
    c === 0x61b ||
    c === 0x61f ||
    c === 0x6d4 ||
    c === 0x964 || // Devanagari danda
    c === 0x965 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x206f) || // General Punctuation: spaces, dashes, quotes, …
    (c >= 0x3000 && c <= 0x303f) || // CJK Symbols and Punctuation: 、 。 「 」
    (c >= 0xfe10 && c <= 0xfe19) ||
    (c >= 0xfe30 && c <= 0xfe6f) ||
    (c >= 0xff01 && c <= 0xff0f) || // fullwidth ！ ＂ … ／
    (c >= 0xff1a && c <= 0xff20) ||
    (c >= 0xff3b && c <= 0xff40) ||
    (c >= 0xff5b && c <= 0xff65) ||
    c === 0xfeff ||
    c >= 0xfff0 // Specials: U+FFFD REPLACEMENT CHARACTER, …
  );
}

function isBodyChar(c: number): boolean {
  if (c < 0x80) return c > 0x20 && c !== 0x7f && c !== 0x3c && c !== 0x3e && c !== 0x22 && c !== 0x60;
  return !isTextPunctuation(c);
}

function isTrailingPunctuation(c: number): boolean {
  // . , ; : ! ? ' *
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f || c === 0x27 || c === 0x2a;
}

/** "www." + a label character at text[i]. */
function isWWW(text: string, i: number): boolean {
  return (
    (text.charCodeAt(i) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 1) | 0x20) === 0x77 &&
    (text.charCodeAt(i + 2) | 0x20) === 0x77 &&
    text.charCodeAt(i + 3) === 0x2e &&
    i + 4 < text.length &&
    text.charCodeAt(i + 4) !== 0x2e &&
    isBodyChar(text.charCodeAt(i + 4))
  );
}

/** The scheme at `colon` (exclusive) recognised without a "URL:" prefix. */
function isKnownStart(text: string, start: number, colon: number): boolean {
  if (text.charCodeAt(colon + 1) === 0x2f && text.charCodeAt(colon + 2) === 0x2f) return true;
  return NO_SLASH_SCHEMES.indexOf('|' + text.slice(start, colon).toLowerCase() + '|') >= 0;
}

/** Length of "URL:" and the whitespace after it at text[i], or 0. */
function prefixAt(text: string, i: number): number {
  if (
    (text.charCodeAt(i) | 0x20) !== 0x75 ||
    (text.charCodeAt(i + 1) | 0x20) !== 0x72 ||
    (text.charCodeAt(i + 2) | 0x20) !== 0x6c ||
    text.charCodeAt(i + 3) !== 0x3a
  ) {
    return 0;
  }
  let j = i + 4;
  while (j < text.length && isWhiteSpace(text.charCodeAt(j))) j++;
  return j - i;
}

// RFC 3986 Appendix C: "<…>" or "\"…\"", whitespace allowed where a line was broken.
function wrapped(text: string, open: number, close: number): Candidate | null {
  const n = text.length;
  let i = open + 1;
  while (i < n && isWhiteSpace(text.charCodeAt(i))) i++;
  const plen = prefixAt(text, i);
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
    if (isWhiteSpace(c)) {
      let j = i;
      let breaks = false;
      while (j < n && isWhiteSpace(text.charCodeAt(j))) {
        if (isLineBreak(text.charCodeAt(j))) breaks = true;
        j++;
      }
      if (j < n && text.charCodeAt(j) === close) return { start: start, end: i, next: j + 1 };
      if (!breaks) return null;
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
  const prev = i > 0 ? text.charCodeAt(i - 1) : 0;
  if (isWWW(text, i) && prev !== 0x40 && prev !== 0x2f && prev !== 0x5c) {
    min = i + 4;
  } else if (j < n && text.charCodeAt(j) === 0x3a && isKnownStart(text, i, j)) {
    min = text.charCodeAt(j + 1) === 0x2f ? j + 3 : j + 1;
  } else {
    return j;
  }
  let end = i;
  let open = 0; // ( minus ), [ minus ], { minus } inside the URI, packed in three counters
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
    } else if (isASCIIAlpha(c) && (i === 0 || !isSchemeChar(text.charCodeAt(i - 1)))) {
      const b = bare(text, i);
      if (typeof b !== 'number') return b;
      i = b;
    } else {
      i++;
    }
  }
  return null;
}
