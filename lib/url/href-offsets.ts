// The cached serialization of a URL (href + component offsets) that every
// mode produces and every getter slices. See lib/README.md for the contract.

/**
 * The cached serialization: href and the offsets of its components. Every
 * mode's serializer writes these fields (through writeHrefOffsets) into the
 * URL's state (lib/api/url-state.ts), and every getter slices them.
 *
 *   https://user:pass@example.com:8080/p/a/t/h?query#frag
 *   protocol = [0, _protocolEnd)            "https:"
 *   username = [_protocolEnd + 2, _usernameEnd)   right after "//"; empty when there is no credential
 *   password = [_usernameEnd + 1, passwordEnd)    after the username's ":"; empty when there is none
 *   hostname = [_hostStart, _hostEnd)
 *   port     = [_hostEnd + 1, _portEnd)     only when _portEnd > _hostEnd
 *   pathname = [_pathStart, pathEnd)        pathEnd = _queryStart, else _hashStart, else length
 *   query    = [_queryStart + 1, queryEnd)  _queryStart is the index of "?" or -1
 *   fragment = [_hashStart + 1, length)     _hashStart is the index of "#" or -1
 *
 * An absent component is an empty range (start === end). The username and
 * password ranges have no start field of their own: without an authority
 * _usernameEnd is _protocolEnd, and without a password the password's end is
 * _usernameEnd (or _usernameEnd + 1 after an empty one that RFC 3986 keeps,
 * "user:@"), so usernameStartOf and passwordStartOf clamp the starts to
 * make those ranges empty (not reversed: mujs slices a reversed range as
 * substring does). Nor has the password's end: with credentials it is the
 * "@" before the host, else _usernameEnd (passwordEndOf): three fields fewer
 * in every URL held.
 * (Not exported by the package entry, yet kept in the declarations because
 * declarations of internal helpers such as rfc3986/extras.ts refer to it.)
 */
export interface HrefOffsets {
  _href: string;
  _protocolEnd: number;
  _usernameEnd: number;
  _hostStart: number;
  _hostEnd: number;
  _portEnd: number;
  _pathStart: number;
  _queryStart: number;
  _hashStart: number;
}

/** The end of the path of a serialization or reference: its query's "?", else its fragment's "#", else `n` (its length). */
export function pathEndOf(query: number, hash: number, n: number): number {
  return query >= 0 ? query : hash >= 0 ? hash : n;
}

/**
 * Writes a serialization into `out`. Every serializer of every mode goes
 * through here, so the fields are always added in the order HrefOffsets
 * declares them: every URL state then has one hidden class (V8) and the
 * getters stay monomorphic.
 */
export function writeHrefOffsets(
  out: HrefOffsets,
  href: string,
  protocolEnd: number,
  usernameEnd: number,
  hostStart: number,
  hostEnd: number,
  portEnd: number,
  pathStart: number,
  queryStart: number,
  hashStart: number,
): void {
  out._href = href;
  out._protocolEnd = protocolEnd;
  out._usernameEnd = usernameEnd;
  out._hostStart = hostStart;
  out._hostEnd = hostEnd;
  out._portEnd = portEnd;
  out._pathStart = pathStart;
  out._queryStart = queryStart;
  out._hashStart = hashStart;
}

/** Where the username starts: right after "//" (the range is empty without credentials). */
export function usernameStartOf(c: HrefOffsets): number {
  return Math.min(c._protocolEnd + 2, c._usernameEnd);
}

/**
 * Where the password ends: at the "@" that ends the credentials (the
 * userinfo of both modes has every other "@" percent-encoded), else where
 * the username ends.
 */
export function passwordEndOf(c: HrefOffsets): number {
  const at = c._hostStart - 1;
  return c._href.charCodeAt(at) === 0x40 ? at : c._usernameEnd;
}

/** Where the password starts: after the ":" that ends the username (the range is empty without a password). */
export function passwordStartOf(c: HrefOffsets): number {
  return Math.min(c._usernameEnd + 1, passwordEndOf(c));
}

/**
 * Checks that the offsets describe `_href` consistently. Returns null when
 * they do, else a description of the first problem. Used by the tests after
 * every setter (assertInvariants) and by the fuzzers.
 */
export function checkInvariants(c: HrefOffsets): string | null {
  const h = c._href;
  const usernameStart = usernameStartOf(c);
  const passwordStart = passwordStartOf(c);
  const passwordEnd = passwordEndOf(c);
  const n = h.length;
  const pathEnd = c._queryStart >= 0 ? c._queryStart : c._hashStart >= 0 ? c._hashStart : n;
  if (c._protocolEnd < 2 || h.charCodeAt(c._protocolEnd - 1) !== 0x3a) return 'protocol must end in ":"';
  if (c._usernameEnd < c._protocolEnd || (c._usernameEnd > c._protocolEnd && c._usernameEnd < c._protocolEnd + 2)) return 'username ends inside "//"';
  if (passwordEnd < c._usernameEnd) return 'password ends before username';
  if (passwordEnd === c._usernameEnd + 1 && h.charCodeAt(c._usernameEnd) !== 0x3a) return 'empty password not after ":"';
  if (c._hostStart > c._hostEnd) return 'host range reversed';
  if (c._hostEnd > c._portEnd) return 'port ends before host';
  if (c._portEnd > c._pathStart) return 'path starts before port ends';
  if (c._pathStart > pathEnd) return 'path range reversed';
  if (c._hostStart < c._protocolEnd) return 'host starts inside protocol';
  if (c._usernameEnd > usernameStart || passwordEnd > passwordStart || c._hostEnd > c._hostStart || c._portEnd > c._hostEnd) {
    if (h.charCodeAt(c._protocolEnd) !== 0x2f || h.charCodeAt(c._protocolEnd + 1) !== 0x2f) return 'authority without "//"';
  }
  if (c._usernameEnd > usernameStart && usernameStart !== c._protocolEnd + 2) return 'username not right after "//"';
  if (passwordEnd > passwordStart) {
    if (h.charCodeAt(passwordStart - 1) !== 0x3a) return 'password not after ":"';
    if (h.charCodeAt(passwordEnd) !== 0x40) return 'password not followed by "@"';
  }
  // RFC 3986 keeps "user:@" as written (an empty password after a colon); WHATWG never writes it.
  if (c._usernameEnd > usernameStart && passwordEnd === passwordStart) {
    const next = h.charCodeAt(c._usernameEnd);
    if (next !== 0x40 && next !== 0x3a) return 'username not followed by "@" or ":"';
  }
  if (c._portEnd > c._hostEnd && h.charCodeAt(c._hostEnd) !== 0x3a) return 'port not after ":"';
  if (c._queryStart >= 0 && h.charCodeAt(c._queryStart) !== 0x3f) return 'query does not start at "?"';
  if (c._hashStart >= 0 && h.charCodeAt(c._hashStart) !== 0x23) return 'fragment does not start at "#"';
  if (c._queryStart >= 0 && c._hashStart >= 0 && c._queryStart > c._hashStart) return 'query after fragment';
  if (c._hashStart > n || c._queryStart > n) return 'offset past the end';
  return null;
}
