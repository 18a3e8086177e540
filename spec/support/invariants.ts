// assertInvariants(url): the cached serialization agrees with itself and
// re-parses to the same href. Run after every setter in the tests. It takes a
// URL of the shipped bundle (support/shipped.ts) or of build/ alike: the
// re-parse uses the URL's own class.
import { assert } from 'chai';
import { URL } from '../../lib/url.js';
import { checkInvariants } from '../../lib/href-offsets.js';
import type { HrefOffsets } from '../../lib/href-offsets.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { stateOf } from '../../lib/url-standard.js';

/** The getters every URL has, whichever build made it. */
export interface AnyURL {
  readonly href: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly search: string;
  readonly hash: string;
}

export function assertInvariants(url: AnyURL, options?: URLOptions): void {
  const href = url.href; // flushes pending searchParams changes
  const c = stateOf(url) as HrefOffsets;
  const problem = checkInvariants(c);
  assert.isNull(problem, `offsets of ${JSON.stringify(href)}`);
  const h = c._href;
  // Getters and the offsets agree with the delimiters around them.
  assert.strictEqual(url.protocol, h.slice(0, c._protocolEnd));
  if (url.search !== '') assert.strictEqual(url.search.charAt(0), '?');
  if (url.hash !== '') assert.strictEqual(url.hash.charAt(0), '#');
  if (url.port !== '') assert.strictEqual(url.host, url.hostname + ':' + url.port);
  else assert.strictEqual(url.host, url.hostname);
  // https://url.spec.whatwg.org/#url-serializing round trip
  const Own = url.constructor as new (input: string, base?: string, options?: URLOptions) => AnyURL;
  const again = new Own(href, undefined, options);
  assert.strictEqual(again.href, href, 'href re-parses to itself');
}
