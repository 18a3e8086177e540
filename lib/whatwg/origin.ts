// https://url.spec.whatwg.org/#concept-url-origin, serialized as
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
import type { URLRecord } from '../record.js';
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
