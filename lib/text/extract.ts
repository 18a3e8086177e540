// extractURLs: the URLs in running text, each parsed in lenient mode.
// Which spans count is scan.ts's business (its header lists the rules); this
// file parses them and keeps those that are URLs. Linear in the text's length.
import { URL } from '../url.js';
import type { URLOptions } from '../modes/mode.js';
import { toUSVString } from '../webidl.js';
import { checkDefaultScheme } from './infer.js';
import { nextCandidate } from './scan.js';

export interface ExtractOptions {
  /** Stop after this many URLs (a non-negative integer; default: no limit). */
  limit?: number;
  /** The scheme given to bare "www." hosts (default "http"), as the lenient mode's option. */
  defaultScheme?: string;
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

/**
 * The URLs found in `text`, in order: URIs in <…> (with or without "URL:",
 * possibly broken across lines) or "…", bare URIs with a scheme, and bare
 * "www." hosts, without the sentence's trailing punctuation (RFC 3986
 * Appendix C).
 */
export function extractURLs(text: string, options?: ExtractOptions): ExtractedURL[] {
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
    defaultScheme = checkDefaultScheme(options.defaultScheme);
  }
  const urlOptions: URLOptions = { mode: 'lenient', defaultScheme: defaultScheme };
  const found: ExtractedURL[] = [];
  let from = 0;
  while (found.length < limit) {
    const c = nextCandidate(s, from);
    if (c === null) break;
    const raw = s.slice(c.start, c.end);
    const url = URL.parse(raw, undefined, urlOptions);
    from = c.next;
    if (url !== null) found.push({ start: c.start, end: c.end, raw: raw, url: url });
  }
  return found;
}
