// Faults found by differential fuzzing and by held-out test data, each with
// the input that showed it: normalization levels, the failure contract of
// the RFC 3986 functions, rootless dot-segments, stray "%" before an escape,
// mailto escapes, components() of a "/." path, inherited default ports.
import { assert } from 'chai';
import fc from 'fast-check';
import { URL } from '../../lib/api/url.js';
import { normalize, components } from '../../lib/api/url-extras.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { parseReference } from '../../lib/rfc3986/reference.js';
import { isURIReference, isURI } from '../../lib/rfc3986/validate.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { normalizeURIString, equivalentURIs } from '../../lib/rfc3986/normalize.js';
import { hrefsEquivalent } from '../../lib/rfc3986/extras.js';
import { assertInvariants } from '../support/invariants.js';

const RFC: URLOptions = { mode: 'rfc3986' };

describe('RFC 3986 normalization levels', function () {
  it("normalize({ level: 'syntax' }) is §6.2.2 only: the default port and an empty path stay", function () {
    const u = new URL('HTTP://Example.COM:80', undefined, RFC);
    assert.strictEqual(normalize(u, { level: 'syntax' }).href, 'http://example.com:80');
    assert.strictEqual(normalize(u, { level: 'scheme' }).href, 'http://example.com/');
    assert.strictEqual(normalize(u).href, 'http://example.com/', 'scheme is the default');
    assert.strictEqual(normalize(new URL('http://h:/%7e/./a', undefined, RFC), { level: 'syntax' }).href, 'http://h:/~/a');
    assert.strictEqual(normalize(new URL('mailto:A@EXAMPLE.com', undefined, RFC), { level: 'syntax' }).href, 'mailto:A@EXAMPLE.com');
    // Every mode: the whatwg parser already drops the default port, so an empty port is all there is to see.
    assert.strictEqual(normalize(new URL('foo://H:80'), { level: 'syntax' }).href, 'foo://h:80');
    assertInvariants(normalize(u, { level: 'syntax' }), RFC);
  });

  it('the comparison takes the same levels, and "simple"', function () {
    const a = 'http://example.com:80';
    const b = 'http://example.com/';
    assert.isFalse(hrefsEquivalent(a, b, 'simple'));
    assert.isFalse(hrefsEquivalent(a, b, 'syntax'));
    assert.isTrue(hrefsEquivalent(a, b, 'scheme'));
    assert.isTrue(hrefsEquivalent(a, b, undefined));
    assert.isTrue(hrefsEquivalent('HTTP://a/%7e', 'http://a/~', 'syntax'));
  });

  it('an unknown level is a TypeError', function () {
    const u = new URL('http://h/', undefined, RFC);
    assert.throws(() => normalize(u, { level: 'simple' as never }), TypeError, /normalize: level must be "syntax" or "scheme", not "simple"/);
    assert.throws(() => normalize(u, { level: 'x' as never }), TypeError);
    assert.throws(() => normalize(new URL('http://h/'), { level: 'x' as never }), TypeError);
    assert.throws(() => hrefsEquivalent('a:', 'a:', 'x' as never), TypeError, /"simple", "syntax" or "scheme"/);
  });
});

describe('RFC 3986 functions: one failure contract (throw; a predicate beside)', function () {
  it("parseReference('a b') throws the RFC3986Error instead of returning it", function () {
    let caught: unknown;
    try {
      parseReference('a b');
    } catch (e) {
      caught = e;
    }
    assert.instanceOf(caught, RFC3986Error);
    assert.strictEqual((caught as RFC3986Error).index, 1);
    assert.strictEqual((caught as RFC3986Error).rule, 'pchar');
    assert.strictEqual(parseReference('a').path, 'a');
  });

  it('isURIReference and isURI never throw and agree with parseReference', function () {
    const inputs = ['a b', 'http://h/', '', '../x', ':x', 'http://[::1', '%', '//h h', 'é', 'a:b', '1a:b', '#a#', 'http://h:x/'];
    for (const s of inputs) {
      let ok = true;
      try {
        parseReference(s);
      } catch (e) {
        assert.instanceOf(e, RFC3986Error);
        ok = false;
      }
      assert.strictEqual(isURIReference(s), ok, s);
      assert.strictEqual(isURI(s), ok && /^[a-z][a-z0-9+.-]*:/i.test(s), s);
    }
  });
});

describe('RFC 3986 §6.2.2.3 dot-segments of a rootless path', function () {
  const CASES: [string, string][] = [
    ['scheme:a/../b', 'scheme:/b'],
    ['scheme:./a:b', 'scheme:a:b'],
    ['scheme:a/..', 'scheme:/'],
    ['scheme:.', 'scheme:'],
    ['scheme:..//x', 'scheme:/x'],
    ['scheme:a/..//x', 'scheme:/.//x'],
    ['urn:a:b/./c', 'urn:a:b/c'],
  ];
  for (const [input, want] of CASES) {
    it(`${input} → ${want}, which reads back as itself`, function () {
      const n = normalize(new URL(input, undefined, RFC));
      assert.strictEqual(n.href, want);
      assertInvariants(n, RFC);
      assert.strictEqual(normalize(new URL(want, undefined, RFC)).href, want, 'idempotent');
      // The normal form is what §5.2 resolution gives the URI against any base
      // (which cannot recompose a path beginning with "//": normalization keeps "/." there).
      if (want.indexOf('/.//') < 0) assert.strictEqual(new URL(input, 'other://base/x/y', RFC).href, want);
      else assert.throws(() => new URL(input, 'other://base/x/y', RFC), RFC3986Error, /cannot be recomposed/);
    });
  }
  it('a relative reference keeps the dot-segments of a rootless path (its ".." climb the base)', function () {
    assert.strictEqual(normalizeURIString('../a'), '../a');
    assert.strictEqual(normalizeURIString('./a:b'), './a:b');
    assert.strictEqual(normalizeURIString('/a/../b'), '/b');
  });
});

describe('RFC 3986 §6.2.2.1-2: a stray "%" before an escape', function () {
  const CASES: [string, string, URLOptions | undefined][] = [
    ['p:%2%65', 'p:%2%65', undefined],
    ['sc://h/a%%34%31', 'sc://h/a%4%31', undefined],
    ['http://h/%2%65', 'http://h/%2%65', undefined],
    ['http://h/%%341', 'http://h/%%341', undefined],
    ['http://h/%%34g', 'http://h/%4g', undefined],
  ];
  for (const [input, want, options] of CASES) {
    it(`${input}: normalize() gives ${want}, idempotent and equivalent`, function () {
      const a = new URL(input, undefined, options);
      const n = normalize(a);
      assert.strictEqual(n.href, want);
      assert.strictEqual(normalize(n).href, n.href, 'idempotent');
      assert.isTrue(equivalentURIs(a.href, n.href), 'the comparison agrees with normalize()');
      assert.strictEqual(normalizeURIString(normalizeURIString(input)), normalizeURIString(input));
    });
  }
  it('only a decoded hex digit can make an escape; the other escapes are upper-cased', function () {
    assert.strictEqual(normalizeURIString('x:%2%6a%2f'), 'x:%2j%2F');
    assert.strictEqual(normalizeURIString('x:%%6a'), 'x:%j', 'a "j" makes no escape');
    assert.strictEqual(normalizeURIString('x:%%411'), 'x:%%411');
  });
  it('normalization is idempotent on strings of "%", hex digits and delimiters', function () {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('%', '2', 'e', 'E', '4', '1', '6', '5', 'a', 'A', 'g', '/', '.', ':'), { maxLength: 16 }), (parts) => {
        const s = 'x:' + parts.join('');
        const once = normalizeURIString(s);
        assert.strictEqual(normalizeURIString(once), once, s);
        assert.isTrue(equivalentURIs(s, once), s);
      }),
      { seed: 3986, numRuns: 3000 },
    );
  });
});

describe('RFC 3986 §6.2.2.1 mailto: escapes stay upper-case', function () {
  it('mailto:a@EXAMPLE.com%C3%89 → mailto:a@example.com%C3%89', function () {
    const u = new URL('mailto:a@EXAMPLE.com%C3%89', undefined, RFC);
    assert.strictEqual(normalize(u).href, 'mailto:a@example.com%C3%89');
    assert.strictEqual(normalize(normalize(u)).href, 'mailto:a@example.com%C3%89');
    assert.strictEqual(normalizeURIString('mailto:A@X.ORG%c3%89,B@Y%2ecom'), 'mailto:A@x.org%C3%89,B@y.com');
  });
});

describe('components() keeps the "/." that keeps a path from reading as an authority', function () {
  it("new URL('web+demo:/.//x/'): path /.//x/ in every mode", function () {
    for (const options of [undefined, RFC, { mode: 'lenient' } as URLOptions]) {
      const u = new URL('web+demo:/.//x/', undefined, options);
      const c = components(u);
      assert.strictEqual(c.path, '/.//x/', JSON.stringify(options));
      assert.strictEqual(c.authority, undefined);
      assert.strictEqual(parseReference('web+demo:/.//x/').path, c.path);
    }
    assert.strictEqual(new URL('web+demo:/.//x/').pathname, '//x/', 'the WHATWG getter is unchanged');
    assert.strictEqual(normalize(new URL('web+demo:/.//x/')).href, 'web+demo:/.//x/');
  });
});

describe('lookup tables keyed by input text read own properties only', function () {
  it('Object.prototype.foo = "80" does not make 80 the default port of foo:', function () {
    const proto = Object.prototype as { [k: string]: unknown };
    proto.foo = '80';
    proto.bar = '';
    try {
      assert.strictEqual(normalize(new URL('foo://h:80/', undefined, RFC)).href, 'foo://h:80/');
      assert.strictEqual(normalizeURIString('foo://h:80'), 'foo://h:80', 'nor an empty path "/"');
      assert.strictEqual(normalizeURIString('bar://h:'), 'bar://h', 'an inherited "" is no default: the empty path stays empty');
      assert.strictEqual(normalizeURIString('constructor://h:'), 'constructor://h');
      assert.strictEqual(normalizeURIString('http://h:80'), 'http://h/');
    } finally {
      delete proto.foo;
      delete proto.bar;
    }
    assert.isUndefined(({} as { foo?: unknown }).foo);
  });
});
