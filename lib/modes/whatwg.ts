// The default mode: the WHATWG URL Standard, exactly.
// https://url.spec.whatwg.org/
import type { Mode } from './mode.js';
import type { URLRecord } from '../url/record.js';
import type { HrefOnlyMembers } from './href-only.js';
import { cloneRecord } from '../url/record.js';
import { basicURLParse } from '../url/parser.js';
import { serializeURL } from '../url/serializer.js';
import { serializeOrigin } from '../url/origin.js';
import * as hrefOnly from './whatwg-href-only.js';
import * as setters from '../url/setters.js';

/** Inputs quoted in error messages are cut to this many characters. */
const QUOTE_LIMIT = 200;

/** @internal */
export function quoteInput(input: string): string {
  return JSON.stringify(input.length > QUOTE_LIMIT ? input.slice(0, QUOTE_LIMIT) + '…' : input);
}

type Setter = (rec: URLRecord, value: string) => boolean;

// The Mode setter contract (modes/mode.ts) over the standard's setter steps
// (url/setters.ts): they never fail loudly; they run on a copy, which is
// the new record whatever they changed once they ran (the spec's setters may
// change a host and then ignore a bad port, say), and null (the value is
// ignored, nothing to commit) when the standard returns before touching it.
function onCopy(setter: Setter): (rec: URLRecord, value: string) => URLRecord | null {
  return function (rec: URLRecord, value: string): URLRecord | null {
    const copy = cloneRecord(rec);
    return setter(copy, value) ? copy : null;
  };
}

/**
 * https://url.spec.whatwg.org/#api-url-parser: parse base first; failure of
 * either is the TypeError the constructor throws.
 * @internal
 */
function parseWhatwg(input: string, base: string | undefined): URLRecord | Error {
  let baseRecord: URLRecord | null = null;
  if (base !== undefined) {
    baseRecord = basicURLParse(base, null);
    if (baseRecord === null) return new TypeError(`Invalid base URL: ${quoteInput(base)}`);
  }
  const rec = basicURLParse(input, baseRecord);
  if (rec === null) {
    return new TypeError(`Invalid URL: ${quoteInput(input)}` + (base === undefined ? '' : ` against base ${quoteInput(base)}`));
  }
  return rec;
}

/** @internal */
export const whatwgMode: Mode<URLRecord> & HrefOnlyMembers<URLRecord> = {
  name: 'whatwg',
  parse: parseWhatwg,
  serialize: serializeURL,
  origin: serializeOrigin,
  // The simple-URL reader and what a URL it made needs (lib/modes/whatwg-href-only.ts).
  // The members are always there (undefined in the compact builds), so that
  // the mode objects keep one shape.
  parseInto: hrefOnly.parseInto,
  recordOf: hrefOnly.recordOf,
  originOf: hrefOnly.originOf,
  replaceQuery: hrefOnly.replaceQuery,
  setProtocol: onCopy(setters.setProtocol),
  setUsername: onCopy(setters.setUsername),
  setPassword: onCopy(setters.setPassword),
  setHost: onCopy(setters.setHost),
  setHostname: onCopy(setters.setHostname),
  setPort: onCopy(setters.setPort),
  setPathname: onCopy(setters.setPathname),
  setSearch: onCopy(setters.setSearch),
  setHash: onCopy(setters.setHash),
  // https://url.spec.whatwg.org/#concept-urlsearchparams-update
  // (Nothing to strip from an opaque path here: the parser encodes a space
  // before "?" or "#" as %20 in the first place.)
  setQuery(rec: URLRecord, query: string | null): URLRecord {
    const copy = cloneRecord(rec);
    copy.query = query;
    return copy;
  },
};
