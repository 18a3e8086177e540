// https://url.spec.whatwg.org/#concept-url-serializer
import type { Components, URLRecord } from '../record.js';

/**
 * https://url.spec.whatwg.org/#concept-url-serializer, writing the href and
 * the offsets of every component into `out` (see Components in record.ts).
 */
export function serializeURL(rec: URLRecord, out: Components): void {
  // 1. Let output be url's scheme and U+003A (:) concatenated.
  let href = rec.scheme + ':';
  const protocolEnd = href.length;
  out._protocolEnd = protocolEnd;
  if (rec.host !== null) {
    // 2. If url's host is non-null: "//", credentials, host, port.
    href += '//';
    const userStart = protocolEnd + 2;
    out._usernameStart = userStart;
    if (rec.username !== '' || rec.password !== '') {
      href += rec.username;
      out._usernameEnd = href.length;
      if (rec.password !== '') {
        out._passwordStart = href.length + 1;
        href += ':' + rec.password;
      } else {
        out._passwordStart = href.length;
      }
      out._passwordEnd = href.length;
      href += '@';
    } else {
      out._usernameEnd = out._passwordStart = out._passwordEnd = userStart;
    }
    out._hostStart = href.length;
    href += rec.host;
    out._hostEnd = href.length;
    if (rec.port !== null) href += ':' + rec.port;
    out._portEnd = href.length;
  } else {
    out._usernameStart = out._usernameEnd = out._passwordStart = out._passwordEnd = protocolEnd;
    out._hostStart = out._hostEnd = out._portEnd = protocolEnd;
    // 3. If url's host is null, url does not have an opaque path, url's path's
    // size is greater than 1, and url's path[0] is the empty string, then
    // append U+002F (/) followed by U+002E (.) to output.
    if (!rec.opaquePath && rec.path.charCodeAt(0) === 0x2f && rec.path.charCodeAt(1) === 0x2f) href += '/.';
  }
  // 4. Append the result of URL path serializing url (the path is kept serialized).
  out._pathStart = href.length;
  href += rec.path;
  // 5. Query, 6. fragment.
  if (rec.query !== null) {
    out._queryStart = href.length;
    href += '?' + rec.query;
  } else {
    out._queryStart = -1;
  }
  if (rec.fragment !== null) {
    out._hashStart = href.length;
    href += '#' + rec.fragment;
  } else {
    out._hashStart = -1;
  }
  out._href = href;
}

/** https://url.spec.whatwg.org/#concept-url-serializer as a string, with "exclude fragment". */
export function hrefOf(rec: URLRecord, excludeFragment?: boolean): string {
  let href = rec.scheme + ':';
  if (rec.host !== null) {
    href += '//';
    if (rec.username !== '' || rec.password !== '') {
      href += rec.username;
      if (rec.password !== '') href += ':' + rec.password;
      href += '@';
    }
    href += rec.host;
    if (rec.port !== null) href += ':' + rec.port;
  } else if (!rec.opaquePath && rec.path.charCodeAt(0) === 0x2f && rec.path.charCodeAt(1) === 0x2f) {
    href += '/.';
  }
  href += rec.path;
  if (rec.query !== null) href += '?' + rec.query;
  if (excludeFragment !== true && rec.fragment !== null) href += '#' + rec.fragment;
  return href;
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(rec: URLRecord): string {
  return rec.path;
}
