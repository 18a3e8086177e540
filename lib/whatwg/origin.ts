// https://url.spec.whatwg.org/#concept-url-origin, serialized as
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
import type { Components, URLRecord } from '../record.js';
import { basicURLParse } from './parser.js';

/** The ASCII serialization of a tuple origin (scheme, host, port). */
function serializeTuple(rec: URLRecord): string {
  return rec.scheme + '://' + rec.host + (rec.port !== null ? ':' + rec.port : '');
}

/**
 * The ASCII serialization of url's origin: "scheme://host[:port]" for a tuple
 * origin, "null" for an opaque one.
 */
export function serializeOrigin(rec: URLRecord): string {
  switch (rec.scheme) {
    case 'blob': {
      // A blob URL entry is never present here (no blob URL store), so:
      // "Let pathURL be the result of parsing the result of URL path serializing url."
      const pathURL = basicURLParse(rec.path, null);
      if (pathURL === null) return 'null';
      // "If pathURL's scheme is "http", "https", or "file", then return
      // pathURL's origin." A file URL's origin is opaque here (below).
      if (pathURL.scheme === 'http' || pathURL.scheme === 'https') return serializeTuple(pathURL);
      return 'null';
    }
    case 'ftp':
    case 'http':
    case 'https':
    case 'ws':
    case 'wss':
      return serializeTuple(rec);
    // "file": "Unfortunate as it is, this is left as an exercise to the
    // reader. When in doubt, return a new opaque origin."
  }
  return 'null';
}

/**
 * https://url.spec.whatwg.org/#concept-url-origin from the serialization,
 * without a record: for http, https, ws, wss and ftp the tuple origin is the
 * href up to the end of the port when there are no credentials; other
 * schemes but blob have an opaque origin ("null"). Returns null for blob
 * (its origin needs the path parsed: serializeOrigin).
 */
export function originFromComponents(c: Components): string | null {
  const h = c._href;
  const pe = c._protocolEnd;
  const c0 = h.charCodeAt(0);
  let tuple = false;
  if (c0 === 0x68) {
    tuple = h.charCodeAt(1) === 0x74 && h.charCodeAt(2) === 0x74 && h.charCodeAt(3) === 0x70 && (pe === 5 || (pe === 6 && h.charCodeAt(4) === 0x73));
  } else if (c0 === 0x77) {
    tuple = h.charCodeAt(1) === 0x73 && (pe === 3 || (pe === 4 && h.charCodeAt(2) === 0x73));
  } else if (c0 === 0x66) {
    tuple = pe === 4 && h.charCodeAt(1) === 0x74 && h.charCodeAt(2) === 0x70;
  } else if (c0 === 0x62) {
    if (pe === 5 && h.charCodeAt(1) === 0x6c && h.charCodeAt(2) === 0x6f && h.charCodeAt(3) === 0x62) return null;
  }
  if (!tuple) return 'null';
  // scheme "://" host [":" port]
  return c._hostStart === pe + 2 ? h.slice(0, c._portEnd) : h.slice(0, pe + 2) + h.slice(c._hostStart, c._portEnd);
}
