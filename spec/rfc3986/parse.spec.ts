import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';
import { parseReference } from '../../lib/rfc3986/reference.js';
import type { URIReference } from '../../lib/rfc3986/reference.js';
import { parseURIReference, recompose } from '../../lib/rfc3986/parse.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';

interface Split {
  scheme?: string | null;
  authority?: string | null;
  userinfo?: string | null;
  host?: string | null;
  port?: string | null;
  path?: string;
  query?: string | null;
  fragment?: string | null;
}

interface Examples {
  groups: {
    example_uris: { uris: { uri: string; components: Split }[] };
    component_diagram: { cases: { input: string; components: Split }[] };
    path_examples: { cases: { input: string; path?: string; valid_relative_reference?: boolean }[] };
    appendix_b_regex: { regex: string; input: string; components: Split; matches: { [k: string]: string | null } };
  };
}

const ex = readFixture<Examples>('rfc3986/examples.json');

function ok(input: string): URIReference {
  return parseReference(input);
}

/** The RFC3986Error parseReference throws for `input` (a test failure when it returns). */
function errorOf(input: string): RFC3986Error {
  try {
    parseReference(input);
  } catch (e) {
    if (e instanceof RFC3986Error) return e;
    throw e;
  }
  return assert.fail('parseReference(' + JSON.stringify(input) + ') did not throw');
}

function assertSplit(r: URIReference, expected: Split): void {
  const keys = Object.keys(expected) as (keyof Split)[];
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if ((k as string) === 'hostKind') continue;
    const want = expected[k];
    assert.strictEqual(r[k], want === null ? undefined : want, k);
  }
}

describe('RFC 3986 parsing (examples.json)', function () {
  describe('§1.1.2 example URIs', function () {
    ex.groups.example_uris.uris.forEach(function (u) {
      it(u.uri, function () {
        const r = ok(u.uri);
        assertSplit(r, u.components);
        assert.isTrue(r.absolute);
        assert.strictEqual(recompose(parseURIReference(u.uri) as never), u.uri);
      });
    });
  });

  describe('§3 component diagram', function () {
    ex.groups.component_diagram.cases.forEach(function (c) {
      it(c.input, function () {
        assertSplit(ok(c.input), c.components);
      });
    });
  });

  describe('§3.3 and §4.2 path examples', function () {
    ex.groups.path_examples.cases.forEach(function (c) {
      it(c.input, function () {
        const r = ok(c.input);
        if (c.path !== undefined) assert.strictEqual(r.path, c.path);
        if (c.valid_relative_reference === true) assert.isFalse(r.absolute);
      });
    });
    it('"this:that" alone is a URI with scheme "this" (§4.2)', function () {
      const r = ok('this:that');
      assert.strictEqual(r.scheme, 'this');
      assert.strictEqual(r.path, 'that');
    });
  });

  describe('Appendix B regular expression', function () {
    const b = ex.groups.appendix_b_regex;
    it(b.input + ' splits as the regex does', function () {
      assertSplit(ok(b.input), b.components);
    });
    it('agrees with the Appendix B regex on valid references', function () {
      const re = new RegExp(b.regex);
      const inputs = [
        b.input, 'foo://example.com:8042/over/there?name=ferret#nose', 'urn:example:animal:ferret:nose',
        '', '?', '#', '//', '///', '//h?#', 'a/b', '/a?b#c', 'http://[::1]:80/?#', './this:that', 'g;x?y#s',
      ];
      for (let i = 0; i < inputs.length; i++) {
        const m = re.exec(inputs[i]) as RegExpExecArray;
        const r = ok(inputs[i]);
        const u = (v: string | undefined): string | undefined => (v === undefined ? undefined : v);
        assert.strictEqual(r.scheme, u(m[2]), inputs[i] + ' scheme');
        assert.strictEqual(r.authority, u(m[4]), inputs[i] + ' authority');
        assert.strictEqual(r.path, m[5], inputs[i] + ' path');
        assert.strictEqual(r.query, u(m[7]), inputs[i] + ' query');
        assert.strictEqual(r.fragment, u(m[9]), inputs[i] + ' fragment');
      }
    });
  });
});

describe('RFC 3986 parseReference', function () {
  // input → expected components (undefined = absent)
  const VALID: [string, Split & { hostKind?: string | null }][] = [
    ['', { scheme: null, authority: null, path: '', query: null, fragment: null, hostKind: null }],
    ['?', { path: '', query: '', fragment: null }],
    ['#', { path: '', query: null, fragment: '' }],
    ['?#', { query: '', fragment: '' }],
    ['//', { authority: '', host: '', userinfo: null, port: null, path: '', hostKind: 'empty' }],
    ['//@:', { authority: '@:', userinfo: '', host: '', port: '', hostKind: 'empty' }],
    ['http://u:p@h:80/p?q#f', { scheme: 'http', authority: 'u:p@h:80', userinfo: 'u:p', host: 'h', port: '80', path: '/p', query: 'q', fragment: 'f' }],
    ['HTTP://EXAMPLE.COM:/./a/../b/%7e?#', { scheme: 'HTTP', host: 'EXAMPLE.COM', port: '', path: '/./a/../b/%7e', query: '', fragment: '' }],
    ['http://1.2.3.4/', { host: '1.2.3.4', hostKind: 'ipv4' }],
    ['http://1.2.3.256/', { host: '1.2.3.256', hostKind: 'reg-name' }],
    ['http://[v1.x]:8/', { host: '[v1.x]', port: '8', hostKind: 'ipvfuture' }],
    ['http://[::ffff:1.2.3.4]/', { host: '[::ffff:1.2.3.4]', hostKind: 'ipv6' }],
    ['http://h:123456789/', { port: '123456789' }],
    ['a:', { scheme: 'a', path: '', authority: null }],
    ['a:b:c', { scheme: 'a', path: 'b:c' }],
    ['a:/b', { scheme: 'a', path: '/b', authority: null }],
    ['../a:b', { scheme: null, path: '../a:b' }],
    ['/a:b', { scheme: null, path: '/a:b' }],
    ['a/b:c', { scheme: null, path: 'a/b:c' }],
    ['?a:b', { scheme: null, path: '', query: 'a:b' }],
    ['#a:b', { scheme: null, fragment: 'a:b' }],
    ['x?a?b/c#d?e/f', { path: 'x', query: 'a?b/c', fragment: 'd?e/f' }],
    ["s://!$&'()*+,;=:!$&'()*+,;=@!$&'()*+,;=/!$&'()*+,;=:@", { userinfo: "!$&'()*+,;=:!$&'()*+,;=", host: "!$&'()*+,;=", path: "/!$&'()*+,;=:@" }],
    ['s://h/%00%ff%FF', { path: '/%00%ff%FF' }],
  ];
  VALID.forEach(function (v) {
    it('parses ' + JSON.stringify(v[0]), function () {
      const r = ok(v[0]);
      assertSplit(r, v[1]);
      if ('hostKind' in v[1]) assert.strictEqual(r.hostKind, v[1].hostKind);
      assert.strictEqual(recompose(parseURIReference(v[0]) as never), v[0], '§5.3 recomposition gives the input back');
    });
  });

  // input, index, component, rule
  const INVALID: [string, number, string, string][] = [
    ['http://a/b/c d', 12, 'path', 'pchar'],
    [' http://a/', 0, 'scheme', 'scheme'],
    ['http://a/ ', 9, 'path', 'pchar'],
    ['1http://a/', 0, 'scheme', 'scheme'],
    ['ht_tp://a/', 2, 'scheme', 'scheme'],
    ['ht tp://a/', 2, 'scheme', 'scheme'],
    [':x', 0, 'path', 'segment-nz-nc'],
    ['http://us er@h/', 9, 'userinfo', 'userinfo'],
    ['http://u@v@h/', 8, 'userinfo', 'userinfo'],
    ['http://u%2@h/', 8, 'userinfo', 'pct-encoded'],
    ['http://ho st/', 9, 'host', 'reg-name'],
    ['http://h%zz/', 8, 'host', 'pct-encoded'],
    ['http://h\\x/', 8, 'host', 'reg-name'],
    ['http://h:8x/', 10, 'port', 'port'],
    ['http://h:80:80/', 11, 'port', 'port'],
    ['http://[::1/', 11, 'host', 'IP-literal'],
    ['http://[::1]x/', 12, 'host', 'IP-literal'],
    ['http://[::1]]/', 12, 'host', 'IP-literal'],
    ['http://[::g]/', 10, 'host', 'h16'],
    ['http://[1:2]/', 11, 'host', 'IPv6address'],
    ['http://[v1]/', 10, 'host', 'IPvFuture'],
    ['http://[fe80::1%25eth0]/', 15, 'host', 'IPv6address'],
    ['http://a]/', 8, 'host', 'reg-name'],
    ['http://h/a%', 10, 'path', 'pct-encoded'],
    ['http://h/a%4', 10, 'path', 'pct-encoded'],
    ['http://h/%g1', 9, 'path', 'pct-encoded'],
    ['http://h/[x]', 9, 'path', 'pchar'],
    ['http://h/a|b', 10, 'path', 'pchar'],
    ['http://h/é', 9, 'path', 'pchar'],
    ['http://h/\u{1F600}', 9, 'path', 'pchar'],
    ['http://h/a\nb', 10, 'path', 'pchar'],
    ['http://h/?a b', 11, 'query', 'query'],
    ['http://h/?a%', 11, 'query', 'pct-encoded'],
    ['http://h/?{}', 10, 'query', 'query'],
    ['http://h/#a#b', 11, 'fragment', 'fragment'],
    ['http://h/#a b', 11, 'fragment', 'fragment'],
    ['http://h/#%zz', 10, 'fragment', 'pct-encoded'],
    ['a b', 1, 'path', 'pchar'],
    ['//h h', 3, 'host', 'reg-name'],
    ['%', 0, 'path', 'pct-encoded'],
  ];
  INVALID.forEach(function (c) {
    it(`rejects ${JSON.stringify(c[0])} at ${c[1]} in ${c[2]} (${c[3]})`, function () {
      const e = errorOf(c[0]);
      assert.instanceOf(e, RFC3986Error);
      const err = e as RFC3986Error;
      assert.strictEqual(err.index, c[1], err.message);
      assert.strictEqual(err.component, c[2], err.message);
      assert.strictEqual(err.rule, c[3], err.message);
      const cp = c[0].codePointAt(c[1]);
      assert.strictEqual(err.character, cp === undefined ? '' : String.fromCodePoint(cp));
      assert.include(err.message, 'at index ' + c[1]);
      assert.include(err.message, c[2]);
    });
  });
});

describe('RFC 3986 RFC3986Error', function () {
  it('is a URIError with a message a person understands', function () {
    const e = errorOf('http://a/b/c d');
    assert.instanceOf(e, RFC3986Error);
    assert.instanceOf(e, URIError);
    assert.instanceOf(e, Error);
    assert.strictEqual(e.name, 'RFC3986Error');
    assert.strictEqual(e.message, 'Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar)');
    assert.strictEqual(e.character, ' ');
    assert.strictEqual(String(e), 'RFC3986Error: ' + e.message);
  });
  it('names control characters by code point', function () {
    const e = errorOf('http://a/\t');
    assert.strictEqual(e.message, 'Invalid character U+0009 at index 9 in path (RFC 3986 §3.3 pchar)');
  });
  it('quotes a malformed percent-encoding', function () {
    const e = errorOf('http://a/%4g');
    assert.match(e.message, /^Invalid percent-encoding "%4g" at index 9 in path \(RFC 3986 §2\.1 pct-encoded/);
    assert.strictEqual(e.character, '%');
  });
  it('says where the input ends too early', function () {
    const e = errorOf('http://[::1');
    assert.strictEqual(e.message, 'Unexpected end of input at index 11 in host (RFC 3986 §3.2.2 IP-literal)');
    assert.strictEqual(e.character, '');
  });
  it('is linear on long hostile input', function () {
    const s = 'http://' + new Array(100001).join('a') + '/' + new Array(100001).join('%41') + '?' + new Array(100001).join('/?') + ' ';
    const t = Date.now();
    const e = errorOf(s);
    assert.strictEqual(e.index, s.length - 1);
    assert.isBelow(Date.now() - t, 1000);
  });
});
