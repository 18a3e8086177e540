// lib/rfc3986/extras.ts: normalizedRecord, the fast path of normalize() for
// an rfc3986 URL (the normal form built from the URL's offsets, no re-parse),
// against the general path (normalize the href as a string, parse the result
// again), on generated URIs (a fixed seed, so the run is repeatable).
import { assert } from 'chai';
import { normalizedRecord, normalizedHref, componentsOf } from '../../lib/rfc3986/extras.js';
import { normalizeURIString } from '../../lib/rfc3986/normalize.js';
import { parseURIReference } from '../../lib/rfc3986/parse.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { URL } from '../../lib/api/url.js';
import { normalize, components, hostKind } from '../../lib/api/url-extras.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { assertInvariants } from '../support/invariants.js';
import { stateOf } from '../../lib/api/url-standard.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';

const modeOf = (u: URL): unknown => (stateOf(u) as { _mode: unknown })._mode;

// xorshift32
let seed = 0x5eed3986;
function rand(n: number): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
}
function pick(a: string[]): string {
  return a[rand(a.length)];
}
function some(a: string[], max: number): string {
  let s = '';
  const len = rand(max + 1);
  for (let k = 0; k < len; k++) s += pick(a);
  return s;
}

const SCHEMES = ['http', 'HTTP', 'https', 'hTtPs', 'ws', 'wss', 'ftp', 'file', 'mailto', 'MailTo', 'news', 'urn', 'x+y.z-', 'gopher', 'telnet', 'prospero', 'data', 'blob'];
const USERINFO = ['u', 'U', ':', 'p', '%41', '%3a', '%7E', '%7e', '!', '.', '%C3%A9', '%c3%a9'];
const HOSTS = [
  '', 'a', 'Example.COM', 'h.x', '%41', '%31.2.3.4', '1.2.3.4', '01.2.3.4', '1.2.3.256', '[::1]', '[V7.A]', '[v1.x:Y]',
  '[FE80::1]', 'a%2Eb', '%2e', 'xn--Bcher-kva', '~', '%7E%7e', '%c3%a9', 'a!b', 'A-b_c',
];
const PORTS = ['', '80', '080', '0080', '443', '21', '0', '00', '8080', '70', '119', '1525', '23', '210'];
const SEGMENTS = ['', 'a', 'B', '.', '..', '%2E', '%2e', '%2E%2E', '.%2e', '%41', '%2f', '%2F', 'x.y', '...', '.a', ':', '@', 'A@B.COM', 'a@Ex%41mple.COM', '%c3%a9', '~', '%7e', ','];
const QUERY = ['a', '=', '&', '/', '?', '%41', '%3d', '%3D', '.', '..', '%7e', '%c3'.toUpperCase(), '%c3', ':', '@'];

function generate(): string {
  let s = pick(SCHEMES) + ':';
  const auth = rand(3) !== 0;
  if (auth) {
    s += '//';
    if (rand(3) === 0) s += some(USERINFO, 3) + '@';
    s += pick(HOSTS);
    if (rand(3) === 0) s += ':' + pick(PORTS);
  }
  const segs = rand(5);
  const absolute = auth || rand(2) === 0;
  for (let k = 0; k < segs; k++) s += (k > 0 || absolute ? '/' : '') + pick(SEGMENTS);
  if (rand(3) === 0) s += '?' + some(QUERY, 4);
  if (rand(3) === 0) s += '#' + some(QUERY, 4);
  return s;
}

const OPTIONS: URLOptions[] = [{ mode: 'rfc3986' }, { mode: 'rfc3986', backwardCompatible: true }];

/** What normalize() gives through the general path: the href normalized as a string, then parsed again. */
function slowNormalize(u: URL, options: URLOptions): URL {
  return new URL(normalizeURIString(u.href, 'scheme'), undefined, options);
}

function assertSameURL(got: URL, want: URL, what: string): void {
  assert.strictEqual(got.href, want.href, what + ': href');
  assert.deepEqual(components(got), components(want), what + ': components()');
  assert.strictEqual(hostKind(got), hostKind(want), what + ': hostKind');
  const getters = ['protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin'] as const;
  for (let k = 0; k < getters.length; k++) {
    assert.strictEqual(got[getters[k]], want[getters[k]], what + ': ' + getters[k]);
  }
}

describe('RFC 3986 normalize() fast path (normalizedRecord) against the general path', function () {
  it('gives the record that parsing the normalized href gives, on 20000 generated URIs', function () {
    let valid = 0;
    let changed = 0;
    for (let k = 0; k < 20000; k++) {
      const s = generate();
      if (parseURIReference(s) instanceof RFC3986Error) continue;
      valid++;
      const u = new URL(s, undefined, { mode: 'rfc3986' });
      const want = parseURIReference(normalizedHref(stateOf(u) as HrefOffsets));
      assert.notInstanceOf(want, RFC3986Error, s + ': the normal form stays a valid URI');
      assert.deepEqual(normalizedRecord(stateOf(u) as HrefOffsets), want, s);
      if (normalizedHref(stateOf(u) as HrefOffsets) !== s) changed++;
    }
    assert.isAbove(valid, 10000, 'enough valid URIs among the generated ones');
    assert.isAbove(changed, 5000, 'enough of them not in normal form');
  });

  it('normalize() equals the general path on generated URIs, in both resolution variants', function () {
    for (let k = 0; k < 6000; k++) {
      const s = generate();
      if (parseURIReference(s) instanceof RFC3986Error) continue;
      const options = OPTIONS[k & 1];
      const u = new URL(s, undefined, options);
      const n = normalize(u);
      assertSameURL(n, slowNormalize(u, options), s);
      assertInvariants(n, options);
      // The normal form is a fixed point, and the original is left alone.
      assert.strictEqual(normalize(n).href, n.href, s + ': idempotent');
      assert.strictEqual(u.href, s, s + ': the original is unchanged');
    }
  });

  it('normalize() equals the general path after setters and searchParams edits (a URL that keeps its record)', function () {
    for (let k = 0; k < 3000; k++) {
      const s = generate();
      if (parseURIReference(s) instanceof RFC3986Error) continue;
      const u = new URL(s, undefined, { mode: 'rfc3986' });
      u.hash = rand(2) === 0 ? '' : '%7eX';
      if (componentsOf(stateOf(u) as HrefOffsets).host !== undefined) u.port = pick(PORTS);
      u.searchParams.append('A', 'b c');
      const n = normalize(u);
      assertSameURL(n, slowNormalize(u, { mode: 'rfc3986' }), s + ' (edited: ' + u.href + ')');
      assertInvariants(n, { mode: 'rfc3986' });
    }
  });

  it('keeps the mode and its options in the new URL', function () {
    const strict = new URL('HTTP://A/b/c/d;p?q', undefined, { mode: 'rfc3986' });
    const compat = new URL('HTTP://A/b/c/d;p?q', undefined, { mode: 'rfc3986', backwardCompatible: true });
    assert.notStrictEqual(modeOf(strict), modeOf(compat));
    assert.strictEqual(modeOf(normalize(strict)), modeOf(strict));
    assert.strictEqual(modeOf(normalize(compat)), modeOf(compat));
    const n = normalize(new URL('HTTP://%31.2.3.4:080/%7e/./a/../b?%3d#%41', undefined, { mode: 'rfc3986' }));
    assert.strictEqual(n.href, 'http://1.2.3.4/~/b?%3D#A');
    assert.strictEqual(hostKind(n), 'ipv4');
    n.pathname = '/x';
    assert.strictEqual(n.href, 'http://1.2.3.4/x?%3D#A');
    assert.throws(() => {
      n.pathname = 'no-slash';
    }, RFC3986Error);
  });
});
