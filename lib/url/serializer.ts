// https://url.spec.whatwg.org/#concept-url-serializer
import type { URLRecord } from './record.js';
import type { HrefOffsets } from './href-offsets.js';
import { pathEndOf, passwordEndOf, passwordStartOf, usernameStartOf, writeHrefOffsets } from './href-offsets.js';
import { schemeOfHref } from './schemes.js';

/**
 * https://url.spec.whatwg.org/#concept-url-serializer, writing the href and
 * the offsets of every component into `out` (see HrefOffsets in url/href-offsets.ts).
 * The fields are written once each, in the order HrefOffsets declares them,
 * so that every URL object gets the same hidden class (V8) whichever branch
 * ran, and the simple-URL reader and serializer agree (lib/url/simple.ts).
 */
export function serializeURL(rec: URLRecord, out: HrefOffsets): void {
  // 1. Let output be url's scheme and U+003A (:) concatenated.
  let href = rec.scheme + ':';
  const protocolEnd = href.length;
  let usernameEnd = protocolEnd;
  let hostStart = protocolEnd;
  let hostEnd = protocolEnd;
  let portEnd = protocolEnd;
  if (rec.host !== null) {
    // 2. If url's host is non-null: "//", credentials, host, port.
    href += '//';
    usernameEnd = protocolEnd + 2;
    if (rec.username !== '' || rec.password !== '') {
      href += rec.username;
      usernameEnd = href.length;
      if (rec.password !== '') href += ':' + rec.password;
      href += '@';
    }
    hostStart = href.length;
    href += rec.host;
    hostEnd = href.length;
    if (rec.port !== null) href += ':' + rec.port;
    portEnd = href.length;
  } else if (!rec.opaquePath && rec.path.charCodeAt(0) === 0x2f && rec.path.charCodeAt(1) === 0x2f) {
    // 3. If url's host is null, url does not have an opaque path, url's path's
    // size is greater than 1, and url's path[0] is the empty string, then
    // append U+002F (/) followed by U+002E (.) to output.
    href += '/.';
  }
  // 4. Append the result of URL path serializing url (the path is kept serialized).
  const pathStart = href.length;
  href += rec.path;
  // 5. Query, 6. fragment.
  let queryStart = -1;
  if (rec.query !== null) {
    queryStart = href.length;
    href += '?' + rec.query;
  }
  let hashStart = -1;
  if (rec.fragment !== null) {
    hashStart = href.length;
    href += '#' + rec.fragment;
  }
  writeHrefOffsets(out, href, protocolEnd, usernameEnd, hostStart, hostEnd, portEnd, pathStart, queryStart, hashStart);
}

/** https://url.spec.whatwg.org/#concept-url-serializer as a string, with "exclude fragment". */
export function hrefOf(rec: URLRecord, excludeFragment?: boolean): string {
  // (Off the hot paths: serializeURL into a scratch object, one serializer to maintain.)
  const out = {} as HrefOffsets;
  serializeURL(rec, out);
  return excludeFragment === true && out._hashStart >= 0 ? out._href.slice(0, out._hashStart) : out._href;
}

/**
 * The URL record whose serialization `c` is: the inverse of serializeURL.
 * Spec divergence (performance, memory): a URL made by the simple-URL reader
 * keeps only its href and offsets, and this rebuilds the record when a
 * setter needs it (lib/url/README.md).
 *
 * The serialization determines the record: the host is non-null exactly when
 * "//" follows the scheme (a null host with a path starting "//" is written
 * "/.//", and _pathStart is after the "/."); a path is opaque exactly when
 * the host is null and the path does not start with "/" (a list path is
 * "/"-prefixed segments, and a URL without host never has an empty list
 * path: parsing and the pathname setter leave at least [""] there).
 */
export function recordFromHrefOffsets(c: HrefOffsets): URLRecord {
  const h = c._href;
  const n = h.length;
  const pe = c._protocolEnd;
  const hasHost = h.charCodeAt(pe) === 0x2f && h.charCodeAt(pe + 1) === 0x2f;
  const pathEnd = pathEndOf(c._queryStart, c._hashStart, n);
  const path = h.slice(c._pathStart, pathEnd);
  // (Written without leading zeros, and not at all when it is the default;
  // read digit by digit: no slice to convert.)
  let port: number | null = null;
  if (c._portEnd > c._hostEnd) {
    port = 0;
    for (let i = c._hostEnd + 1; i < c._portEnd; i++) port = port * 10 + (h.charCodeAt(i) - 0x30);
  }
  return {
    scheme: schemeOfHref(h, pe),
    username: h.slice(usernameStartOf(c), c._usernameEnd),
    password: h.slice(passwordStartOf(c), passwordEndOf(c)),
    host: hasHost ? h.slice(c._hostStart, c._hostEnd) : null,
    port,
    path,
    opaquePath: !hasHost && path.charCodeAt(0) !== 0x2f,
    query: c._queryStart >= 0 ? h.slice(c._queryStart + 1, c._hashStart >= 0 ? c._hashStart : n) : null,
    fragment: c._hashStart >= 0 ? h.slice(c._hashStart + 1) : null,
  };
}

/**
 * https://url.spec.whatwg.org/#concept-urlsearchparams-update on the
 * serialization: `c` becomes the serialization of its record with the query
 * set to `query` (null: none), i.e. only the part between the path and the
 * fragment changes. For URLs that keep no record (recordFromHrefOffsets).
 */
export function replaceQuery(c: HrefOffsets, query: string | null): void {
  const h = c._href;
  const n = h.length;
  const hash = c._hashStart;
  const pathEnd = pathEndOf(c._queryStart, hash, n);
  const head = c._queryStart >= 0 || hash >= 0 ? h.slice(0, pathEnd) : h;
  const tail = hash >= 0 ? h.slice(hash) : '';
  if (query === null) {
    c._href = head + tail;
    c._queryStart = -1;
    c._hashStart = hash >= 0 ? pathEnd : -1;
  } else {
    c._href = head + '?' + query + tail;
    c._queryStart = pathEnd;
    c._hashStart = hash >= 0 ? pathEnd + 1 + query.length : -1;
  }
}
