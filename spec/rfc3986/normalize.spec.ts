import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';
import { normalizeURIString, equivalentURIs, normalizePercentEncoding, splitURI } from '../../lib/rfc3986/normalize.js';
import { recompose } from '../../lib/rfc3986/parse.js';

interface Examples {
  groups: {
    normalization_syntax_based: { equivalent_pairs: { a: string; b: string; equivalent: boolean; section: string }[] };
    normalization_scheme_based: {
      equivalent_group: { uris: string[]; normal_form: string };
      not_assumed_equivalent: { a: string; b: string }[];
      scheme_specific_pairs: { a: string; b: string; equivalent: boolean }[];
    };
    protocol_based_example: { a: string; b: string };
  };
}

const g = readFixture<Examples>('rfc3986/examples.json').groups;

describe('RFC 3986 §6 normalization and comparison (examples.json)', function () {
  describe('§6.2.2 syntax-based', function () {
    g.normalization_syntax_based.equivalent_pairs.forEach(function (p) {
      it(`${p.a} ≡ ${p.b} (§${p.section})`, function () {
        assert.strictEqual(equivalentURIs(p.a, p.b, 'syntax'), p.equivalent);
        assert.strictEqual(equivalentURIs(p.a, p.b, 'scheme'), p.equivalent);
        assert.isFalse(equivalentURIs(p.a, p.b, 'simple'));
      });
    });
    it('the first of the §6.2.2 pair is the normal form of the second', function () {
      const p = g.normalization_syntax_based.equivalent_pairs[0];
      assert.strictEqual(normalizeURIString(p.b, 'syntax'), p.a);
    });
  });

  describe('§6.2.3 scheme-based', function () {
    const eg = g.normalization_scheme_based.equivalent_group;
    eg.uris.forEach(function (u) {
      it(`${u} normalizes to ${eg.normal_form}`, function () {
        assert.strictEqual(normalizeURIString(u), eg.normal_form);
        assert.isTrue(equivalentURIs(u, eg.normal_form, 'scheme'));
      });
    });
    it('the four are not all equivalent by syntax alone', function () {
      assert.isFalse(equivalentURIs(eg.uris[0], eg.uris[3], 'syntax'));
    });
    g.normalization_scheme_based.not_assumed_equivalent.forEach(function (p) {
      it(`${p.a} is not equivalent to ${p.b}`, function () {
        assert.isFalse(equivalentURIs(p.a, p.b, 'scheme'));
        assert.strictEqual(normalizeURIString(p.a), p.a);
      });
    });
    it('fragment: a trailing "#" makes a different URI regardless of the scheme', function () {
      assert.isFalse(equivalentURIs('http://example.com/', 'http://example.com/#', 'scheme'));
      assert.strictEqual(normalizeURIString('http://example.com/#'), 'http://example.com/#');
    });
    g.normalization_scheme_based.scheme_specific_pairs.forEach(function (p) {
      it(`${p.a} ≡ ${p.b} by the scheme's own rules`, function () {
        assert.strictEqual(equivalentURIs(p.a, p.b, 'scheme'), p.equivalent);
        assert.isFalse(equivalentURIs(p.a, p.b, 'syntax'), 'the generic syntax keeps the path case-sensitive');
      });
    });
  });

  describe('§6.2.4 protocol-based', function () {
    const p = g.protocol_based_example;
    it(`${p.a} and ${p.b} differ at every level polyurl implements`, function () {
      assert.isFalse(equivalentURIs(p.a, p.b, 'simple'));
      assert.isFalse(equivalentURIs(p.a, p.b, 'syntax'));
      assert.isFalse(equivalentURIs(p.a, p.b, 'scheme'));
    });
  });
});

describe('RFC 3986 normalization', function () {
  const SYNTAX: [string, string][] = [
    ['HTTP://User@Example.COM/A', 'http://User@example.com/A'], // userinfo and path keep their case
    ['http://h/%7e%7E%2d%2e%5f%41%61%30', 'http://h/~~-._Aa0'], // unreserved decoded
    ['http://h/%2f%3a%3f%23%5b%5d%40%21%24%26%27%28%29%2a%2b%2c%3b%3d', 'http://h/%2F%3A%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D'], // reserved never decoded
    ['http://h/%e2%82%ac %zz %', 'http://h/%E2%82%AC %zz %'], // other bytes: uppercase hex only; junk left alone
    ['http://%41%62C.com/', 'http://abc.com/'], // host: decoded then lowercased
    ['http://h%c3%a9/', 'http://h%C3%A9/'],
    ['http://[2001:DB8::A]/', 'http://[2001:db8::a]/'],
    ['http://h/a/./b/../c', 'http://h/a/c'],
    ['http://h/%2E%2E/a', 'http://h/a'], // "%2E" is ".": decoded first, then a dot-segment
    ['http://h?%7e#%7e', 'http://h?~#~'],
    ['foo:a/../b', 'foo:/b'], // §6.2.2.3 for a URI's rootless path too: what resolution (§5.2.2) gives it
    ['data:text/plain,a/../b', 'data:text/b'],
    ['foo:./a:b', 'foo:a:b'],
    ['foo:/a/../b', 'foo:/b'],
    ['foo:/.//x', 'foo:/.//x'], // keeps "/." so the path cannot read as an authority
    ['http://h:/', 'http://h:/'], // the empty port goes at the scheme level only
    ['a/./b', 'a/./b'], // a relative path keeps its dot-segments
  ];
  SYNTAX.forEach(function (c) {
    it(`syntax: ${c[0]} → ${c[1]}`, function () {
      assert.strictEqual(normalizeURIString(c[0], 'syntax'), c[1]);
    });
  });
  const SCHEME: [string, string][] = [
    ['https://h:443', 'https://h/'], ['ws://h:80/', 'ws://h/'], ['wss://h:443/x', 'wss://h/x'], ['ftp://h:21', 'ftp://h/'],
    ['gopher://h:70/', 'gopher://h/'], ['telnet://h:23/', 'telnet://h/'], ['nntp://h:119/g', 'nntp://h/g'], ['wais://h:210/d', 'wais://h/d'],
    ['prospero://h:1525/x', 'prospero://h/x'], ['http://h:0080/', 'http://h/'], ['http://h:8080', 'http://h:8080/'], ['http://h:08080/', 'http://h:8080/'],
    ['https://h:80/', 'https://h:80/'], ['foo://h:80', 'foo://h:80'], ['foo://h:', 'foo://h'], ['foo://h', 'foo://h'],
    ['file://h', 'file://h/'], ['mailto:A@B.C,d@E.f', 'mailto:A@b.c,d@e.f'], ['HTTP://H:80?#', 'http://h/?#'],
  ];
  SCHEME.forEach(function (c) {
    it(`scheme: ${c[0]} → ${c[1]}`, function () {
      assert.strictEqual(normalizeURIString(c[0], 'scheme'), c[1]);
    });
  });
  it('is idempotent', function () {
    const all = SYNTAX.concat(SCHEME);
    for (let i = 0; i < all.length; i++) {
      const once = normalizeURIString(all[i][0]);
      assert.strictEqual(normalizeURIString(once), once, all[i][0]);
    }
  });
  it('normalizePercentEncoding returns its argument when there is nothing to do', function () {
    const s = 'http://h/a%2Fb';
    assert.strictEqual(normalizePercentEncoding(s, false), s);
  });
  it('splitURI recomposes any string to itself', function () {
    const inputs = ['', 'a', 'http://u@h:1/p?q#f', '//[::1', 'x://a b c/d e?f g#h i', 'http://[::1]:/', '?#?#'];
    for (let i = 0; i < inputs.length; i++) assert.strictEqual(recompose(splitURI(inputs[i])), inputs[i]);
  });
  it('equivalentURIs: the ladder', function () {
    assert.isTrue(equivalentURIs('http://h/', 'http://h/', 'simple'));
    assert.isFalse(equivalentURIs('http://h/%7e', 'http://h/~', 'simple'));
    assert.isTrue(equivalentURIs('http://h/%7e', 'http://h/~', 'syntax'));
    assert.isFalse(equivalentURIs('http://h:80/', 'http://h/', 'syntax'));
    assert.isTrue(equivalentURIs('http://h:80/', 'http://h/', 'scheme'));
    assert.isTrue(equivalentURIs('http://h:80/', 'http://h/'));
  });
});
