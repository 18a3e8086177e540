// Whether a URI found in running text is one a person could mean: its host
// is a name or an address (extract.ts keeps only those; canonical.ts asks
// the same of the hosts it reads).
import { hasIgnoringCase, isWhiteSpace, specialKind } from '../lenient/clean.js';
import { isASCIIAlphanumeric } from '../base/infra.js';

/**
 * In running text, a URI a person could mean, read from the text as written
 * (the URL's getters would each copy its href): a mailto: URI has an
 * address; the host of a special URL ("scheme://host" or a bare "www.")
 * is a DNS name or an IP address: labels of letters, digits, "-" (not at
 * an end) and non-ASCII characters, none empty but a last one. Not
 * "http://-example.org", "http://.example.org", "http://a..example.org",
 * "http://example.org_".
 */
export function isMeant(raw: string): boolean {
  let start: number;
  if (hasIgnoringCase(raw, 0, 'www.')) {
    start = 0;
  } else {
    const colon = raw.indexOf(':');
    if (colon === 6 && hasIgnoringCase(raw, 0, 'mailto')) return raw.indexOf('@', colon) > colon + 1;
    if (raw.charCodeAt(colon + 1) !== 0x2f || specialKind(raw, 0, colon) !== 1) return true;
    start = colon + 3;
  }
  return isPlainHost(raw, start) || isMeantHost(raw, start);
}

/**
 * A shortcut for most of isMeantHost's true answers: raw[start…] is ASCII
 * labels (HOST_RUN) followed by "/", "?", "#", "\\", the end, or ":" with no
 * "@" after it (no userinfo). Anything else (userinfo, non-ASCII, the
 * whitespace of a wrapped line, a flaw) is false here and left to the walk.
 * @internal
 */
export function isPlainHost(raw: string, start: number): boolean {
  HOST_RUN.lastIndex = start;
  HOST_RUN.test(raw);
  const end = HOST_RUN.lastIndex;
  const first = raw.charCodeAt(start);
  const stop = raw.charCodeAt(end); // NaN at the end
  return (
    end > start &&
    first !== 0x2e &&
    first !== 0x2d &&
    (end === raw.length || stop === 0x2f || stop === 0x3f || stop === 0x23 || stop === 0x5c || (stop === 0x3a && raw.indexOf('@', end) < 0))
  );
}

// From the host's start: letters, digits, "-" not before a dot or the
// host's end, "." not before a dot or "-". One group of one character each
// time, whose alternatives start with different characters and look one
// character ahead: no backtracking. Global for test() from a position (an
// empty run matches there; lastIndex is set before every use).
const HOST_RUN = /(?:[a-z\d]|-(?![.:/?#\\]|$)|\.(?![.-]))*/gi;

/**
 * isMeant's walk of the authority starting at raw[start].
 * @internal
 */
export function isMeantHost(raw: string, start: number): boolean {
  let end = start;
  let c: number;
  let at = start - 1; // the authority's last "@" (none before start: that is "scheme://")
  for (; end < raw.length && (c = raw.charCodeAt(end)) !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x5c; end++) if (c === 0x40) at = end;
  let i = at + 1;
  if (raw.charCodeAt(i) === 0x5b) return true; // [IPv6]
  const hostStart = i;
  let labelStart = i;
  for (; ; i++) {
    c = i < end ? raw.charCodeAt(i) : 0x3a;
    if (c === 0x2e || c === 0x3a) {
      const empty = i === labelStart;
      // Only a last label may be empty (a final dot), and not the first.
      if (empty ? c === 0x2e || labelStart === hostStart || raw.charCodeAt(labelStart - 1) !== 0x2e : raw.charCodeAt(labelStart) === 0x2d || raw.charCodeAt(i - 1) === 0x2d) {
        return false;
      }
      if (c === 0x3a) return true;
      labelStart = i + 1;
    } else if (isASCIIAlphanumeric(c) || c === 0x2d) {
      // (most of a host: asked first)
    } else if (isWhiteSpace(c)) {
      // a wrapped line (inside <…>)
      if (i === labelStart) labelStart++;
    } else if (c < 0x80) {
      return false;
    }
  }
}
