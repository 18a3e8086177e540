// extractURLs: the URLs in running text, each parsed in lenient mode.
// Which spans count is scan.ts's business (its header lists the rules); this
// file parses them (canonical.ts for the shapes most have, else the lenient
// constructor) and keeps those that are URLs a person could mean (meant.ts).
// Linear in the text's length.
import { URL } from '../api/url.js';
import type { URLOptions } from '../modes/mode.js';
import { toUSVString } from '../api/webidl.js';
import { checkDefaultScheme, looksLikeDomain } from '../lenient/infer.js';
import { nextCandidate } from './scan.js';
import { cleanValue, hasIgnoringCase, isClean, joinLines, shortSchemeSlashes, specialKind } from '../lenient/clean.js';
import { isASCIIAlphanumeric } from '../base/infra.js';
import { createLenientMode } from '../lenient/mode.js';
import type { AnyMode } from '../api/url-state.js';
import { canonicalURL } from './canonical.js';
import type { HostCache } from './canonical.js';
import { isMeant } from './meant.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

export interface ExtractOptions {
  /** Stop after this many URLs (a non-negative integer; default: no limit). */
  limit?: number;
  /** The scheme given to bare "www." hosts and bare domains (default "http"), as the lenient mode's option. */
  defaultScheme?: string;
  /**
   * Also find bare domains ("example.org/x") and e-mail addresses
   * ("name@example.org") whose last label is a top-level domain of the
   * generated list (lib/extract/tlds.ts), IPv4 addresses, and "//host"
   * (default false: prose is full of "file.py" and "node.js").
   */
  bare?: boolean;
}

export interface ExtractedURL {
  /** UTF-16 index of the URI's first character in the text (after any "<", '"' or "URL:"). */
  start: number;
  /** UTF-16 index just past its last character (before any closing ">" or '"'). */
  end: number;
  /** text.slice(start, end): as written, with any line breaks inside a wrapper. */
  raw: string;
  /** The URL, parsed in lenient mode (so wrapped lines are joined and "www." gets a scheme). */
  url: URL;
}

function extractURLsBody(text: string, options?: ExtractOptions): ExtractedURL[] {
  const s = toUSVString(text); // lone surrogates become U+FFFD: same length, same indices
  let limit = Infinity;
  let defaultScheme: string | undefined;
  if (options !== undefined && options !== null) {
    if (options.limit !== undefined) {
      limit = options.limit;
      if (typeof limit !== 'number' || !(limit >= 0) || Math.floor(limit) !== limit) {
        throw new TypeError(`Invalid limit: ${String(options.limit)} (expected a non-negative integer)`);
      }
    }
    if (options.defaultScheme !== undefined) defaultScheme = checkDefaultScheme(options.defaultScheme);
  }
  const bareNames = options !== undefined && options !== null && options.bare === true;
  // (Without a defaultScheme key when none was given: the lenient mode then
  // takes its default mode object instead of checking "http" per URL.)
  const urlOptions: URLOptions = defaultScheme === undefined ? { mode: 'lenient' } : { mode: 'lenient', defaultScheme: defaultScheme };
  const scheme = defaultScheme === undefined ? 'http' : defaultScheme;
  // (The lenient mode reads a "www." host as scheme + "://" + host only for these: isPlainWWW.)
  const authority = specialKind(scheme, 0, scheme.length) === 1;
  const mode = createLenientMode(urlOptions) as AnyMode;
  // (Made once per call and dropped with it: nothing is kept between calls.
  // Without Map, an ES5 engine parses every host.)
  const hosts: HostCache | null = typeof Map === 'function' ? new Map() : null;
  const found: ExtractedURL[] = [];
  let from = 0;
  while (found.length < limit) {
    const c = nextCandidate(s, from, bareNames);
    if (c === null) break;
    const raw = s.slice(c.start, c.end);
    let url: URL | null;
    // (canonicalURL gives only URLs whose host isMeant keeps.)
    let meant = false;
    if (c.bare === undefined) {
      if ((url = canonicalURL(raw, mode, hosts)) !== null) meant = true;
      else if (c.plain === undefined ? isPlain(raw) : c.plain && hasPlainScheme(raw)) url = construct(raw, urlOptions);
      else if (authority && isPlainWWW(raw)) {
        const input = scheme + '://' + raw;
        if ((url = canonicalURL(input, mode, hosts)) !== null) meant = true;
        else url = construct(input, urlOptions);
      } else {
        // A URI broken across lines: the lenient mode reads only what
        // clean-up leaves, so when that is plain, the constructor's fast
        // path takes it (lenient/infer.ts: a clean input is read as itself).
        const joined = c.broken ? joinLines(raw) : cleanValue(raw);
        if (joined === raw || !isPlain(joined) || !isClean(joined)) url = URL.parse(raw, undefined, urlOptions);
        else if ((url = canonicalURL(joined, mode, hosts)) === null) url = construct(joined, urlOptions);
      }
    } else {
      const input = (c.bare === 'email' ? 'mailto:' : c.bare === 'domain' ? scheme + '://' : scheme + ':') + raw;
      if ((url = canonicalURL(input, mode, hosts)) === null) url = URL.parse(input, undefined, urlOptions);
      meant = true;
    }
    from = c.next;
    if (url !== null && (meant || isMeant(raw))) found.push({ start: c.start, end: c.end, raw: raw, url: url });
  }
  return found;
}

/**
 * The URLs found in `text`, in order: URIs in <…> (with or without "URL:",
 * possibly broken across lines) or "…", bare URIs with a scheme, and bare
 * "www." hosts, without the sentence's trailing punctuation (RFC 3986
 * Appendix C).
 */
export function extractURLs(text: string, options?: ExtractOptions): ExtractedURL[] {
  return applyKeepingStatics(extractURLsBody, undefined, arguments);
}

/**
 * "scheme://" with a lower-case scheme of 2 to 5 letters and printable ASCII
 * only: what the lenient mode's fast path takes (the constructor tries it,
 * URL.parse does not; for other text trying it first would only add).
 */
function isPlain(s: string): boolean {
  return hasPlainScheme(s) && !NOT_PLAIN.test(s);
}

/** isPlain but for the characters: for a candidate whose characters the scan saw (Candidate.plain). */
function hasPlainScheme(s: string): boolean {
  const colon = shortSchemeSlashes(s);
  return colon > 1 && colon < 6 && s.charCodeAt(0) >= 0x61;
}

// (Not printable ASCII, or "[" or "\\": an IPv6 host or a backslash, which the fast path leaves to the parser.)
const NOT_PLAIN = /[^!-Z\]-~]/;

/**
 * A "www." candidate that the lenient mode reads as the default scheme (a
 * special one but file), "://" and itself (lib/lenient/infer.ts: a domain
 * that needs no dot repair, then a path, query or fragment of printable
 * ASCII that inference does not look at: no ":" (a port), "@" (userinfo)
 * or "\\"), so that the constructor's fast path takes it as a whole, as it
 * takes "https://…", instead of inferring it twice (once to find that the
 * fast path does not apply).
 */
function isPlainWWW(raw: string): boolean {
  if (!hasIgnoringCase(raw, 0, 'www.')) return false;
  let i = 0;
  let c = 0;
  while (i < raw.length && (c = raw.charCodeAt(i)) !== 0x2f && c !== 0x3f && c !== 0x23) {
    if (!(isASCIIAlphanumeric(c) || c === 0x2d || (c === 0x2e && raw.charCodeAt(i + 1) !== 0x2e))) return false;
    i++;
  }
  if (!looksLikeDomain(raw, 0, i)) return false;
  for (; i < raw.length; i++) if ((c = raw.charCodeAt(i)) <= 0x20 || c >= 0x7f || c === 0x3a || c === 0x40 || c === 0x5c) return false;
  return true;
}

/** The lenient URL of `s` by the constructor, or null. */
function construct(s: string, options: URLOptions): URL | null {
  try {
    return new URL(s, undefined, options);
  } catch (e) {
    return null;
  }
}
