// assertInvariants(url): the cached serialization agrees with itself and
// re-parses to the same href. Run after every setter in the tests. It takes a
// URL of the shipped bundle (support/shipped.ts) or of build/ alike: the
// re-parse uses the URL's own class. A bundle's URL keeps its state in that
// bundle's private slot, out of reach here, so its offsets are those of the
// same href parsed by build/ in the same mode, and every getter of the shipped
// URL must be the slice those offsets name.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import { checkInvariants, usernameStartOf, passwordStartOf, passwordEndOf } from '../../lib/url/href-offsets.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { stateOf } from '../../lib/api/url-standard.js';

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
  const own = stateOf(url) as HrefOffsets | undefined;
  const c = own !== undefined ? own : (stateOf(new URL(href, undefined, options)) as HrefOffsets);
  const problem = checkInvariants(c);
  assert.isNull(problem, `offsets of ${JSON.stringify(href)}`);
  const h = c._href;
  assert.strictEqual(h, href, 'the offsets belong to this href');
  if (own === undefined) assertGettersAreSlices(url as AnyURL & { username: string; password: string; pathname: string }, c);
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

/** Every getter is the slice of href that the offsets name (https://url.spec.whatwg.org/#api). */
function assertGettersAreSlices(url: AnyURL & { username: string; password: string; pathname: string }, c: HrefOffsets): void {
  const h = c._href;
  const pathEnd = c._queryStart >= 0 ? c._queryStart : c._hashStart >= 0 ? c._hashStart : h.length;
  const queryEnd = c._hashStart >= 0 ? c._hashStart : h.length;
  assert.strictEqual(url.username, h.slice(usernameStartOf(c), c._usernameEnd), 'username');
  assert.strictEqual(url.password, h.slice(passwordStartOf(c), passwordEndOf(c)), 'password');
  assert.strictEqual(url.hostname, h.slice(c._hostStart, c._hostEnd), 'hostname');
  assert.strictEqual(url.port, c._portEnd > c._hostEnd ? h.slice(c._hostEnd + 1, c._portEnd) : '', 'port');
  assert.strictEqual(url.pathname, h.slice(c._pathStart, pathEnd), 'pathname');
  assert.strictEqual(url.search, c._queryStart < 0 || queryEnd - c._queryStart <= 1 ? '' : h.slice(c._queryStart, queryEnd), 'search');
  assert.strictEqual(url.hash, c._hashStart < 0 || h.length - c._hashStart <= 1 ? '' : h.slice(c._hashStart), 'hash');
}

const FIELDS = ['_href', '_protocolEnd', '_usernameEnd', '_hostStart', '_hostEnd', '_portEnd', '_pathStart', '_queryStart', '_hashStart'] as const;

/** The href and every offset of `c`, as one string to compare. */
export function components(c: HrefOffsets): string {
  const o: { [k: string]: unknown } = {};
  for (let i = 0; i < FIELDS.length; i++) o[FIELDS[i]] = c[FIELDS[i]];
  return JSON.stringify(o);
}
