// https://url.spec.whatwg.org/#concept-url-origin, serialized as
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
import type { URLRecord } from './record.js';
import type { HrefOffsets } from './href-offsets.js';
import { basicURLParse } from './parser.js';
import { defaultPort, specialSchemeAt } from './schemes.js';

/**
 * The ASCII serialization of url's origin: "scheme://host[:port]" for a tuple
 * origin, "null" for an opaque one.
 */
export function serializeOrigin(rec: URLRecord): string {
  let url: URLRecord | null = rec;
  if (rec.scheme === 'blob') {
    // A blob URL entry is never present here (no blob URL store), so:
    // "Let pathURL be the result of parsing the result of URL path serializing url."
    url = basicURLParse(rec.path, null);
    // "If pathURL's scheme is "http", "https", or "file", then return
    // pathURL's origin." A file URL's origin is opaque here (below); any
    // other pathURL: a new opaque origin.
    if (url !== null && url.scheme !== 'http' && url.scheme !== 'https') url = null;
  }
  // A tuple origin for ftp, http, https, ws and wss: the special schemes but
  // file, those with a default port. For "file": "Unfortunate as it is, this
  // is left as an exercise to the reader. When in doubt, return a new opaque
  // origin."
  return url !== null && defaultPort(url.scheme) !== null ? url.scheme + '://' + url.host + (url.port !== null ? ':' + url.port : '') : 'null';
}

/**
 * https://url.spec.whatwg.org/#concept-url-origin from the serialization,
 * without a record: for http, https, ws, wss and ftp the tuple origin is the
 * href up to the end of the port when there are no credentials; other
 * schemes but blob have an opaque origin ("null"). Returns null for blob
 * (its origin needs the path parsed: serializeOrigin).
 */
export function originFromHrefOffsets(c: HrefOffsets): string | null {
  const h = c._href;
  const pe = c._protocolEnd;
  const special = specialSchemeAt(h, pe - 1);
  if (special === null) return pe === 5 && h.charCodeAt(0) === 0x62 && h.charCodeAt(1) === 0x6c && h.charCodeAt(2) === 0x6f && h.charCodeAt(3) === 0x62 ? null : 'null';
  if (special === 'file') return 'null';
  // scheme "://" host [":" port]
  return c._hostStart === pe + 2 ? h.slice(0, c._portEnd) : h.slice(0, pe + 2) + h.slice(c._hostStart, c._portEnd);
}
