import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';
import { createRfc3986Mode } from '../../lib/modes/rfc3986.js';
import type { RFC3986Record } from '../../lib/modes/rfc3986.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import { checkInvariants } from '../../lib/url/href-offsets.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { componentsOf, hostKindOf } from '../../lib/rfc3986/extras.js';
import { parseReference } from '../../lib/rfc3986/reference.js';
import { URL } from '../../lib/api/url.js';
import { normalize, uriEquals, components, hostKind } from '../../lib/api/url-extras.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { assertInvariants } from '../support/invariants.js';
import { gettersOf } from '../support/getters.js';

interface ResolutionGroup {
  base: string;
  cases: { ref: string; expected: string; expected_backward_compatible?: string }[];
}
const groups = readFixture<{ groups: { resolution_normal: ResolutionGroup; resolution_abnormal: ResolutionGroup } }>('rfc3986/examples.json').groups;

const mode = createRfc3986Mode({ mode: 'rfc3986' });
const compat = createRfc3986Mode({ mode: 'rfc3986', backwardCompatible: true });

function rec(input: string, base?: string): RFC3986Record {
  const r = mode.parse(input, base);
  if (r instanceof Error) throw r;
  return r;
}

function ser(r: RFC3986Record): HrefOffsets {
  const out = {} as HrefOffsets;
  mode.serialize(r, out);
  return out;
}

/** The getters of the URL class over these offsets (spec/support/getters.ts). */
function getters(c: HrefOffsets): { [k: string]: string } {
  return gettersOf(c, { mode: 'rfc3986' });
}

/** Offsets agree with the href, and the href re-parses to the same record. */
function assertConsistent(r: RFC3986Record): HrefOffsets {
  const c = ser(r);
  assert.isNull(checkInvariants(c), c._href);
  const again = rec(c._href);
  assert.deepEqual(again, r, 'href re-parses to the same components');
  const parts = componentsOf(c);
  const ref = parseReference(c._href);
  assert.strictEqual(parts.scheme, ref.scheme);
  assert.strictEqual(parts.authority, ref.authority);
  assert.strictEqual(parts.userinfo, ref.userinfo);
  assert.strictEqual(parts.host, ref.host);
  assert.strictEqual(parts.port, ref.port);
  assert.strictEqual(parts.path, ref.path);
  assert.strictEqual(parts.query, ref.query);
  assert.strictEqual(parts.fragment, ref.fragment);
  assert.strictEqual(parts.hostKind, ref.hostKind);
  assert.strictEqual(hostKindOf(c), r.hostKind);
  return c;
}

describe('rfc3986 mode', function () {
  describe('parse and serialize', function () {
    const HREFS: [string, { [k: string]: string }][] = [
      ['foo://example.com:8042/over/there?name=ferret#nose', { protocol: 'foo:', host: 'example.com:8042', hostname: 'example.com', port: '8042', pathname: '/over/there', search: '?name=ferret', hash: '#nose' }],
      ['urn:example:animal:ferret:nose', { protocol: 'urn:', host: '', pathname: 'example:animal:ferret:nose' }],
      ['HTTP://User:Pa:ss@EXAMPLE.com:080/./a/../b?#', { protocol: 'HTTP:', username: 'User', password: 'Pa:ss', hostname: 'EXAMPLE.com', port: '080', pathname: '/./a/../b', search: '', hash: '' }],
      ['http://example.com:/', { host: 'example.com', hostname: 'example.com', port: '', pathname: '/' }],
      ['http://@h/', { username: '', password: '', host: 'h' }],
      ['http://:p@h/', { username: '', password: 'p', host: 'h' }],
      ['http://u@h', { username: 'u', password: '', host: 'h', pathname: '' }],
      ['http://u:@h/', { username: 'u', password: '', host: 'h' }],
      ['ldap://[2001:db8::7]/c=GB?objectClass?one', { hostname: '[2001:db8::7]', pathname: '/c=GB', search: '?objectClass?one' }],
      ['file:///etc/hosts', { host: '', pathname: '/etc/hosts' }],
      ['a:', { protocol: 'a:', pathname: '' }],
      ['a:?', { pathname: '', search: '' }],
      ['mailto:John.Doe@example.com', { username: '', host: '', pathname: 'John.Doe@example.com' }],
      ['x://[v1.fe:80]:99?q', { hostname: '[v1.fe:80]', port: '99', pathname: '', search: '?q' }],
    ];
    HREFS.forEach(function (h) {
      it(h[0], function () {
        const c = assertConsistent(rec(h[0]));
        assert.strictEqual(c._href, h[0], 'a valid URI\'s href is the input unchanged');
        const g = getters(c);
        const keys = Object.keys(h[1]);
        for (let i = 0; i < keys.length; i++) assert.strictEqual(g[keys[i]], h[1][keys[i]], keys[i]);
      });
    });
    it('components() tells an empty port, query and fragment from absent ones', function () {
      const a = componentsOf(ser(rec('http://h:/?#')));
      assert.strictEqual(a.port, '');
      assert.strictEqual(a.query, '');
      assert.strictEqual(a.fragment, '');
      assert.isTrue(a.hasQuery && a.hasFragment);
      const b = componentsOf(ser(rec('http://h/')));
      assert.isUndefined(b.port);
      assert.isUndefined(b.query);
      assert.isUndefined(b.fragment);
      assert.isFalse(b.hasQuery || b.hasFragment);
    });
    it('host kinds', function () {
      assert.strictEqual(rec('http://1.2.3.4/').hostKind, 'ipv4');
      assert.strictEqual(rec('http://1.2.3.04/').hostKind, 'reg-name');
      assert.strictEqual(rec('http://[::1]/').hostKind, 'ipv6');
      assert.strictEqual(rec('http://[v9.x]/').hostKind, 'ipvfuture');
      assert.strictEqual(rec('file:///x').hostKind, 'empty');
      assert.strictEqual(rec('urn:x').hostKind, null);
    });
    it('a relative reference without a base is an error that asks for a base', function () {
      const e = mode.parse('../x', undefined) as RFC3986Error;
      assert.instanceOf(e, RFC3986Error);
      assert.match(e.message, /relative reference/);
      assert.match(e.message, /base URI/);
      assert.match(e.message, /§5\.1/);
    });
    it('an invalid input is returned as an RFC3986Error, not thrown', function () {
      const e = mode.parse('http://a/b c', undefined) as RFC3986Error;
      assert.instanceOf(e, RFC3986Error);
      assert.strictEqual(e.index, 10);
    });
    it('an invalid base is an error even for an absolute input', function () {
      const e = mode.parse('http://a/', 'http://b c/') as RFC3986Error;
      assert.instanceOf(e, RFC3986Error);
      assert.match(e.message, /^Invalid base URI "http:\/\/b c\/": Invalid character " " at index 8 in host/);
      assert.strictEqual(e.index, 8);
    });
    it('a relative base is an error', function () {
      const e = mode.parse('g', '/a/b') as RFC3986Error;
      assert.instanceOf(e, RFC3986Error);
      assert.strictEqual(e.rule, 'absolute-URI');
    });
    it('origin', function () {
      assert.strictEqual(mode.origin(rec('HTTP://Example.COM:80/x')), 'http://example.com');
      assert.strictEqual(mode.origin(rec('https://h:8443/')), 'https://h:8443');
      assert.strictEqual(mode.origin(rec('urn:x')), 'null');
      assert.strictEqual(mode.origin(rec('foo://h/')), 'null');
      assert.strictEqual(mode.origin(rec('blob:https://h/uuid')), 'https://h');
    });
    it('one shared frozen mode object per variant', function () {
      assert.strictEqual(createRfc3986Mode({ mode: 'rfc3986' }), mode);
      assert.strictEqual(createRfc3986Mode({ mode: 'rfc3986', backwardCompatible: true }), compat);
      assert.notStrictEqual(mode, compat);
      assert.isTrue(Object.isFrozen(mode));
      assert.strictEqual(mode.name, 'rfc3986');
    });
  });

  describe('resolution through the mode (§5.4, 42 examples × 2 variants)', function () {
    const all = groups.resolution_normal.cases.concat(groups.resolution_abnormal.cases);
    all.forEach(function (c) {
      it(`${JSON.stringify(c.ref)}`, function () {
        const base = groups.resolution_normal.base;
        assert.strictEqual(ser(rec(c.ref, base))._href, c.expected);
        const r = compat.parse(c.ref, base);
        if (r instanceof Error) throw r;
        assertConsistent(r);
        const out = {} as HrefOffsets;
        compat.serialize(r, out);
        assert.strictEqual(out._href, c.expected_backward_compatible !== undefined ? c.expected_backward_compatible : c.expected);
      });
    });
  });

  describe('setters', function () {
    type Setter = 'setProtocol' | 'setUsername' | 'setPassword' | 'setHost' | 'setHostname' | 'setPort' | 'setPathname' | 'setSearch' | 'setHash';
    // [start URI, setter, value, expected href]
    const GOOD: [string, Setter, string, string][] = [
      ['http://h/p', 'setProtocol', 'https', 'https://h/p'],
      ['http://h/p', 'setProtocol', 'coap+tcp:', 'coap+tcp://h/p'],
      ['http://h/p', 'setUsername', 'u', 'http://u@h/p'],
      ['http://u:p@h/p', 'setUsername', 'v%40', 'http://v%40:p@h/p'],
      ['http://u@h/p', 'setUsername', '', 'http://h/p'],
      ['http://u:p@h/p', 'setUsername', '', 'http://:p@h/p'],
      ['http://h/p', 'setPassword', 'p:q', 'http://:p:q@h/p'],
      ['http://u:p@h/p', 'setPassword', '', 'http://u@h/p'],
      ['http://h:1/p', 'setHost', 'example.com', 'http://example.com:1/p'],
      ['http://h/p', 'setHost', '[::1]:8080', 'http://[::1]:8080/p'],
      ['http://h/p', 'setHost', 'a:', 'http://a:/p'],
      ['http://h/p', 'setHost', '', 'http:///p'],
      ['foo:/p', 'setHost', 'h', 'foo://h/p'],
      ['foo:', 'setHost', 'h', 'foo://h'],
      ['http://h:1/p', 'setHostname', '1.2.3.4', 'http://1.2.3.4:1/p'],
      ['http://h/p', 'setHostname', '[v1.x]', 'http://[v1.x]/p'],
      ['http://h/p', 'setPort', '8080', 'http://h:8080/p'],
      ['http://h:1/p', 'setPort', '', 'http://h/p'],
      ['http://h/p', 'setPort', '000', 'http://h:000/p'],
      ['http://h/p', 'setPathname', '/a/./b/%20', 'http://h/a/./b/%20'],
      ['http://h/p', 'setPathname', '', 'http://h'],
      ['foo:x', 'setPathname', 'a:b/c', 'foo:a:b/c'],
      ['foo:x', 'setPathname', '/a', 'foo:/a'],
      ['http://h/p?q#f', 'setSearch', 'a=b?c/d', 'http://h/p?a=b?c/d#f'],
      ['http://h/p?q#f', 'setSearch', '?x', 'http://h/p?x#f'],
      ['http://h/p?q#f', 'setSearch', '?', 'http://h/p?#f'],
      ['http://h/p?q#f', 'setSearch', '', 'http://h/p#f'],
      ['http://h/p?q#f', 'setHash', '#x?/', 'http://h/p?q#x?/'],
      ['http://h/p?q#f', 'setHash', '#', 'http://h/p?q#'],
      ['http://h/p?q#f', 'setHash', '', 'http://h/p?q'],
    ];
    GOOD.forEach(function (c) {
      it(`${c[0]} ${c[1]}(${JSON.stringify(c[2])}) → ${c[3]}`, function () {
        const r = rec(c[0]);
        const before = JSON.stringify(r);
        const next = mode[c[1]](r, c[2]) as RFC3986Record;
        assert.notStrictEqual(next, r, 'a new record');
        assert.strictEqual(JSON.stringify(r), before, 'the old record is untouched');
        const s = assertConsistent(next);
        assert.strictEqual(s._href, c[3]);
      });
    });
    // [start URI, setter, value, expected index, expected rule]
    const BAD: [string, Setter, string, number, string][] = [
      ['http://h/p', 'setProtocol', '', 0, 'scheme'],
      ['http://h/p', 'setProtocol', '1http', 0, 'scheme'],
      ['http://h/p', 'setProtocol', 'ht tp', 2, 'scheme'],
      ['http://h/p', 'setProtocol', 'http::', 4, 'scheme'],
      ['http://h/p', 'setUsername', 'a:b', 1, 'userinfo'],
      ['http://h/p', 'setUsername', 'a@b', 1, 'userinfo'],
      ['http://h/p', 'setUsername', 'a%2', 1, 'pct-encoded'],
      ['urn:x', 'setUsername', 'u', 0, 'authority'],
      ['http://h/p', 'setPassword', 'p/q', 1, 'userinfo'],
      ['urn:x', 'setPassword', 'p', 0, 'authority'],
      ['http://h/p', 'setHost', 'a b', 1, 'reg-name'],
      ['http://h/p', 'setHost', 'a:8x', 3, 'port'],
      ['http://h/p', 'setHost', 'a/b', 1, 'reg-name'],
      ['http://h/p', 'setHost', '[::1', 4, 'IP-literal'],
      ['http://h/p', 'setHost', '[::1]x', 5, 'IP-literal'],
      ['http://h/p', 'setHost', '[1:2]', 4, 'IPv6address'],
      ['urn:x', 'setHost', 'h', 0, 'path-abempty'], // §3.3: a rootless path cannot follow an authority
      ['http://h/p', 'setHostname', 'h:80', 1, 'reg-name'],
      ['http://h/p', 'setHostname', 'u@h', 1, 'reg-name'],
      ['http://h/p', 'setPort', '8o', 1, 'port'],
      ['http://h/p', 'setPort', ' 80', 0, 'port'],
      ['urn:x', 'setPort', '80', 0, 'authority'],
      ['http://h/p', 'setPathname', 'a', 0, 'path-abempty'],
      ['http://h/p', 'setPathname', '/a b', 2, 'pchar'],
      ['http://h/p', 'setPathname', '/a?b', 2, 'pchar'],
      ['http://h/p', 'setPathname', '/a#b', 2, 'pchar'],
      ['http://h/p', 'setPathname', '/%', 1, 'pct-encoded'],
      ['foo:x', 'setPathname', '//x', 1, 'path-absolute'],
      ['http://h/p', 'setSearch', 'a#b', 1, 'query'],
      ['http://h/p', 'setSearch', '?a b', 2, 'query'],
      ['http://h/p', 'setSearch', '??%z', 2, 'pct-encoded'],
      ['http://h/p', 'setHash', 'a#b', 1, 'fragment'],
      ['http://h/p', 'setHash', '##', 1, 'fragment'],
      ['http://h/p', 'setHash', 'é', 0, 'fragment'],
    ];
    BAD.forEach(function (c) {
      it(`${c[0]} ${c[1]}(${JSON.stringify(c[2])}) throws at ${c[3]} (${c[4]})`, function () {
        const r = rec(c[0]);
        const before = JSON.stringify(r);
        let err: unknown;
        try {
          mode[c[1]](r, c[2]);
        } catch (e) {
          err = e;
        }
        assert.instanceOf(err, RFC3986Error);
        const e = err as RFC3986Error;
        assert.strictEqual(e.index, c[3], e.message);
        assert.strictEqual(e.rule, c[4], e.message);
        assert.strictEqual(JSON.stringify(r), before, 'the record is untouched');
        assert.strictEqual(ser(r)._href, c[0]);
      });
    });
    it('fast paths: parseInto, recordOf and replaceQuery agree with parse, serialize and setQuery', function () {
      const inputs = ['http://u:@h:/p?q#f', 'urn:x', 'a:?#', 'http://h', 'x://[v1.a]:1/?a?b#c?d'];
      for (let i = 0; i < inputs.length; i++) {
        const c = {} as HrefOffsets;
        assert.isTrue(mode.parseInto!(inputs[i], c), inputs[i]);
        assert.deepEqual(c, ser(rec(inputs[i])));
        assert.deepEqual(mode.recordOf!(c), rec(inputs[i]));
        const queries: (string | null)[] = [null, '', 'a=b'];
        for (let k = 0; k < queries.length; k++) {
          const d = {} as HrefOffsets;
          mode.parseInto!(inputs[i], d);
          mode.replaceQuery!(d, queries[k]);
          assert.deepEqual(d, ser(mode.setQuery(rec(inputs[i]), queries[k])), inputs[i] + ' ' + queries[k]);
        }
      }
      const x = {} as HrefOffsets;
      assert.isFalse(mode.parseInto!('rel', x));
      assert.isFalse(mode.parseInto!('http://a b', x));
      assert.isFalse(mode.parseInto!('g', x, 'http://a/'));
    });
    it('setQuery (URLSearchParams) replaces or removes the query', function () {
      const r = rec('http://h/p?q#f');
      assert.strictEqual(ser(mode.setQuery(r, 'a=b+c'))._href, 'http://h/p?a=b+c#f');
      assert.strictEqual(ser(mode.setQuery(r, null))._href, 'http://h/p#f');
      assert.strictEqual(ser(r)._href, 'http://h/p?q#f');
    });
  });
});

// ---------------------------------------------------------------------------
// Through the URL class (lib/api/url.ts), with the mode registered in select.ts.

const RFC: URLOptions = { mode: 'rfc3986' };
const COMPAT: URLOptions = { mode: 'rfc3986', backwardCompatible: true };

function snapshot(u: URL): string {
  return JSON.stringify([u.href, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin]);
}

describe('rfc3986 mode through the URL class', function () {
  it('keeps a valid URI as written', function () {
    const inputs = [
      'HTTP://User:Pa:ss@EXAMPLE.com:080/./a/../b?#', 'http://example.com:/', 'urn:example:animal:ferret:nose',
      'ldap://[2001:db8::7]/c=GB?objectClass?one', 'x://[v1.fe:80]:99?q', 'file:///etc/hosts', 'a:',
    ];
    for (let i = 0; i < inputs.length; i++) {
      const u = new URL(inputs[i], undefined, RFC);
      assert.strictEqual(u.href, inputs[i]);
      assert.strictEqual(String(u), inputs[i]);
      assertInvariants(u, RFC);
    }
  });
  it('throws RFC3986Error; URL.parse gives null and URL.canParse false', function () {
    let err: unknown;
    try {
      new URL('http://a/b/c d', undefined, RFC);
    } catch (e) {
      err = e;
    }
    assert.instanceOf(err, RFC3986Error);
    assert.instanceOf(err, URIError);
    assert.strictEqual((err as RFC3986Error).message, 'Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar): "http://a/b/c d"');
    assert.strictEqual((err as RFC3986Error).index, 12);
    assert.isNull(URL.parse('http://a/b/c d', undefined, RFC));
    assert.isFalse(URL.canParse('http://a/b/c d', undefined, RFC));
    assert.isTrue(URL.canParse('http://a/b/c%20d', undefined, RFC));
    assert.strictEqual((URL.parse('g', 'http://a/b', RFC) as URL).href, 'http://a/g');
  });
  it('a relative reference needs a base', function () {
    assert.throws(() => new URL('../x', undefined, RFC), RFC3986Error, /needs a base URI/);
    assert.isFalse(URL.canParse('../x', undefined, RFC));
  });
  it('resolves the 42 examples of §5.4 in both variants', function () {
    const all = groups.resolution_normal.cases.concat(groups.resolution_abnormal.cases);
    for (let i = 0; i < all.length; i++) {
      const c = all[i];
      const base = groups.resolution_normal.base;
      assert.strictEqual(new URL(c.ref, base, RFC).href, c.expected, c.ref);
      assert.strictEqual(new URL(c.ref, new URL(base, undefined, RFC), COMPAT).href,
        c.expected_backward_compatible !== undefined ? c.expected_backward_compatible : c.expected, c.ref);
    }
  });
  it('invalid setter values throw and leave the URL unchanged', function () {
    const u = new URL('http://u:p@h:1/p?q#f', undefined, RFC);
    const before = snapshot(u);
    const cases: [keyof URL, string][] = [
      ['protocol', '1x'], ['username', 'a b'], ['password', 'p@'], ['host', 'a b'], ['hostname', 'h:1'], ['port', '8o'],
      ['pathname', 'no-slash'], ['pathname', '/a b'], ['search', 'a#b'], ['hash', '#a#'], ['href', 'http://a b/'], ['href', 'rel'],
    ];
    for (let i = 0; i < cases.length; i++) {
      assert.throws(() => {
        (u as unknown as { [k: string]: string })[cases[i][0]] = cases[i][1];
      }, RFC3986Error, undefined, cases[i][0] + ' = ' + cases[i][1]);
      assert.strictEqual(snapshot(u), before, cases[i][0] + ' = ' + cases[i][1]);
    }
    const urn = new URL('urn:x', undefined, RFC);
    assert.throws(() => {
      urn.host = 'h';
    }, RFC3986Error, /path-abempty/);
    assert.strictEqual(urn.href, 'urn:x');
  });
  it('valid setter values re-serialize at once', function () {
    const u = new URL('http://h/p', undefined, RFC);
    u.protocol = 'HTTPS';
    u.username = 'me';
    u.password = 'x:y';
    u.host = '[::1]:8443';
    u.pathname = '/a/./b';
    u.search = '?';
    u.hash = 'top';
    assert.strictEqual(u.href, 'HTTPS://me:x:y@[::1]:8443/a/./b?#top');
    assertInvariants(u, RFC);
    assert.strictEqual(u.search, '');
    assert.isTrue(components(u).hasQuery);
    u.port = '';
    u.hostname = '1.2.3.4';
    assert.strictEqual(u.href, 'HTTPS://me:x:y@1.2.3.4/a/./b?#top');
    assert.strictEqual(hostKind(u), 'ipv4');
    assertInvariants(u, RFC);
  });
  it('searchParams write back a valid query', function () {
    const u = new URL('http://h/p#f', undefined, RFC);
    u.searchParams.append('a', 'b c');
    u.searchParams.append('é', '#');
    assert.strictEqual(u.href, 'http://h/p?a=b+c&%C3%A9=%23#f');
    assertInvariants(u, RFC);
  });
  it('normalize() returns a new URL in the same mode', function () {
    const u = new URL('eXAMPLE://a/./b/../b/%63/%7bfoo%7d', undefined, RFC);
    const n = normalize(u);
    assert.notStrictEqual(n, u);
    assert.strictEqual(n.href, 'example://a/b/c/%7Bfoo%7D');
    assert.strictEqual(u.href, 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d');
    assert.throws(() => {
      n.pathname = 'x y';
    }, RFC3986Error);
    assert.strictEqual(normalize(new URL('HTTP://www.EXAMPLE.com:80', undefined, RFC)).href, 'http://www.example.com/');
    const v4 = new URL('http://%31.2.3.4/', undefined, RFC);
    assert.strictEqual(hostKind(v4), 'reg-name');
    assert.strictEqual(hostKind(normalize(v4)), 'ipv4');
  });
  it('equals() climbs the §6.2 ladder (default "scheme")', function () {
    const a = new URL('http://example.com', undefined, RFC);
    const b = new URL('HTTP://example.com:80/', undefined, RFC);
    assert.isTrue(uriEquals(a, b));
    assert.isTrue(uriEquals(a, 'http://example.com:/'));
    assert.isFalse(uriEquals(a, b, { level: 'syntax' }));
    assert.isFalse(uriEquals(a, b, { level: 'simple' }));
    assert.isTrue(uriEquals(a, new URL('http://example.com', undefined, RFC), { level: 'simple' }));
    assert.isFalse(uriEquals(a, 'http://example.com/?'));
    assert.isFalse(uriEquals(a, 'http://example.com/#'));
    assert.throws(() => uriEquals(a, b, { level: 'nope' as 'simple' }), TypeError);
  });
  it('components() and hostKind tell absent from empty', function () {
    const c = components(new URL('http://@h:/?#', undefined, RFC));
    assert.deepEqual(c, {
      scheme: 'http', authority: '@h:', userinfo: '', host: 'h', port: '', path: '/', query: '', fragment: '',
      hostKind: 'reg-name', hasQuery: true, hasFragment: true,
    });
    const d = components(new URL('urn:x', undefined, RFC));
    assert.isUndefined(d.authority);
    assert.isUndefined(d.host);
    assert.isNull(d.hostKind);
    assert.isFalse(d.hasQuery);
    assert.strictEqual(hostKind(new URL('http://[v1.x]/', undefined, RFC)), 'ipvfuture');
    assert.strictEqual(hostKind(new URL('http://[::1]/', undefined, RFC)), 'ipv6');
    assert.strictEqual(hostKind(new URL('http://256.1.1.1/', undefined, RFC)), 'reg-name');
    assert.strictEqual(hostKind(new URL('file:///x', undefined, RFC)), 'empty');
  });
  it('the extras on whatwg URLs read their href as an RFC 3986 URI', function () {
    const w = new URL('http://0x7f.1/%7e%2f');
    assert.strictEqual(w.href, 'http://127.0.0.1/%7e%2f');
    assert.strictEqual(hostKind(w), 'ipv4');
    const n = normalize(w);
    assert.strictEqual(n.href, 'http://127.0.0.1/~%2F');
    assert.isTrue(uriEquals(w, n));
    assert.isFalse(uriEquals(w, n, { level: 'simple' }));
    assert.strictEqual(hostKind(new URL('mailto:x')), null);
    assert.strictEqual(components(new URL('http://h/?')).query, '');
    assert.isUndefined(components(new URL('http://h/')).query);
  });
});
