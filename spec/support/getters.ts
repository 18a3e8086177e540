// The getters' values for a serialization (href + offsets) that a serializer
// wrote: read through the URL class's own getters, never sliced again here, on
// a URL parsed from the same href whose offsets must be the very same.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import { stateOf } from '../../lib/api/url-standard.js';
import type { URLOptions } from '../../lib/modes/mode.js';

const OFFSETS = [
  '_protocolEnd',
  '_usernameEnd',
  '_hostStart',
  '_hostEnd',
  '_portEnd',
  '_pathStart',
  '_queryStart',
  '_hashStart',
] as const;

export type Getters = { [K in 'href' | 'protocol' | 'username' | 'password' | 'host' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash']: string };

export function gettersOf(c: HrefOffsets, options?: URLOptions): Getters {
  const url = new URL(c._href, undefined, options);
  const own = stateOf(url) as HrefOffsets;
  assert.strictEqual(url.href, c._href, 'the href re-parses to itself');
  for (const k of OFFSETS) assert.strictEqual(own[k], c[k], `${k} of ${JSON.stringify(c._href)}`);
  return {
    href: url.href,
    protocol: url.protocol,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
  };
}
