// extractURLs: the URLs in running text, each parsed in lenient mode.
// Which spans count is scan.ts's business (its header lists the rules); this
// file parses them and keeps those that are URLs. Linear in the text's length.
import { URL } from '../url.js';
import type { URLOptions } from '../modes/mode.js';
import { toUSVString } from '../webidl.js';
import { checkDefaultScheme } from './infer.js';
import { nextCandidate } from './scan.js';
import { isSpecialScheme } from '../whatwg/parser.js';

export interface ExtractOptions {
  /** Stop after this many URLs (a non-negative integer; default: no limit). */
  limit?: number;
  /** The scheme given to bare "www." hosts and bare domains (default "http"), as the lenient mode's option. */
  defaultScheme?: string;
  /**
   * Also find bare domains ("example.org/x") and e-mail addresses
   * ("name@example.org") whose last label is a top-level domain of the
   * generated list (lib/text/tlds.ts), IPv4 addresses, and "//host"
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
  const bareNames = options !== undefined && options !== null && options.bare === true;
  const urlOptions: URLOptions = { mode: 'lenient', defaultScheme: defaultScheme };
  const scheme = defaultScheme === undefined ? 'http' : defaultScheme;
  const found: ExtractedURL[] = [];
  let from = 0;
  while (found.length < limit) {
    const c = nextCandidate(s, from, bareNames);
    if (c === null) break;
    const raw = s.slice(c.start, c.end);
    const prefix = c.bare === undefined ? '' : c.bare === 'email' ? 'mailto:' : c.bare === 'domain' ? scheme + '://' : scheme + ':';
    const url = URL.parse(prefix + raw, undefined, urlOptions);
    from = c.next;
    if (url !== null && isMeant(url) && !hasDotsToRepair(raw)) found.push({ start: c.start, end: c.end, raw: raw, url: url });
  }
  return found;
}

/** Whether the host written after "://" starts with a dot or has an empty label (the lenient parse would repair it). */
function hasDotsToRepair(raw: string): boolean {
  const k = raw.indexOf('://');
  if (k < 0) return false;
  const authority = raw.slice(k + 3).split(/[/?#\\]/)[0];
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.charCodeAt(0) === 0x2e || host.indexOf('..') >= 0;
}

/**
 * In running text, a URL a person could mean: a special URL's host is a DNS
 * name (labels of letters, digits and "-", none empty or with "-" at an end:
 * not "http://-example.org", "http://.example.org", "http://example.org_")
 * or an IP address; a mailto: URL has an address.
 */
function isMeant(url: URL): boolean {
  const protocol = url.protocol;
  if (protocol === 'mailto:') return url.pathname.indexOf('@') > 0;
  if (protocol === 'file:' || url.host === '' || url.hostname.charCodeAt(0) === 0x5b) return true;
  if (!isSpecialScheme(protocol.slice(0, -1))) return true;
  return /^(?:(?!-)[a-z\d-]+(?:\.|$))+$/.test(url.hostname) && !/-(?:\.|$)/.test(url.hostname);
}
