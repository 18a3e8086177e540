// The RFC 3986 extras as functions of a URL, from the shipped bundle: they
// take polyurl's URL in any mode, the standard class, a native URL and a
// string (read as `new URL(value)` reads it, whatwg), and see a pending
// searchParams change.
import { assert } from 'chai';
import { URL, StandardURL, normalize, uriEquals, components, hostKind, toURI } from '../support/shipped.js';

const NativeURL = globalThis.URL;
const RFC = { mode: 'rfc3986' } as const;

describe('RFC 3986 extras: functions of a URL of any kind', function () {
  it('a native URL, a string and StandardURL are read as whatwg URLs', function () {
    const href = 'HTTP://Example.COM:80/%7e/a?b#c';
    const poly = new URL(href);
    for (const u of [new NativeURL(href), href, new StandardURL(href)]) {
      assert.strictEqual(normalize(u).href, normalize(poly).href, String(u));
      assert.deepEqual(components(u), components(poly), String(u));
      assert.strictEqual(hostKind(u), hostKind(poly), String(u));
      assert.strictEqual(toURI(u), toURI(poly), String(u));
    }
    assert.strictEqual(normalize(new NativeURL(href)).href, 'http://example.com/~/a?b#c');
  });

  it('normalize keeps an escape whose decoding the mode would read otherwise (RFC 3986 §6.2.2.2), and never throws on a parsed URL', function () {
    // Decoding "%2e" makes "./:", whose dot segment goes (§6.2.2.3): "w.::", which the lenient mode refuses.
    const lenient = new URL('w.:%2e/:', undefined, { mode: 'lenient' });
    const n = normalize(lenient);
    assert.strictEqual(n.href, 'w.:%2E/:');
    assert.strictEqual(new URL(n.href, undefined, { mode: 'lenient' }).href, n.href);
    assert.isTrue(uriEquals(lenient, n));
    assert.strictEqual(normalize(lenient, { level: 'syntax' }).href, 'w.:%2E/:');
    // The whatwg mode reads "w.::" (an opaque path): there the escape is decoded.
    assert.strictEqual(normalize(new URL('w.:%2e/:')).href, 'w.::');
  });

  it('normalize gives a polyurl URL: in the mode of a polyurl URL, whatwg for anything else', function () {
    const n = normalize(new NativeURL('http://a/%7e'));
    assert.instanceOf(n, URL);
    assert.strictEqual(n.href, 'http://a/~');
    const r = normalize(new URL('HTTP://A/./b', undefined, RFC));
    assert.instanceOf(r, URL);
    assert.strictEqual(r.href, 'http://a/b');
    // Still an rfc3986 URL: its setters take RFC 3986 values, which whatwg would re-encode.
    r.pathname = '/%7e';
    assert.strictEqual(r.href, 'http://a/%7e');
  });

  it('a string that is not a URL is a TypeError, as for the constructor', function () {
    assert.throws(() => normalize('not a url'), TypeError);
    assert.throws(() => components('http://[::1'), TypeError);
    assert.throws(() => hostKind(''), TypeError);
  });

  it('uriEquals reads a URL as its href and a string as written', function () {
    const a = new URL('HTTP://example.com:80/%7e', undefined, RFC);
    assert.isTrue(uriEquals(a, new NativeURL('http://example.com/~')));
    assert.isTrue(uriEquals(new NativeURL('http://example.com/~'), a));
    assert.isTrue(uriEquals('HTTP://example.com:80/%7e', 'http://example.com/~'));
    assert.isFalse(uriEquals('HTTP://example.com:80/%7e', 'http://example.com/~', { level: 'syntax' }));
    assert.throws(() => uriEquals(a, a, { level: 'nope' as 'simple' }), TypeError, /uriEquals: level must be "simple", "syntax" or "scheme", not "nope"/);
  });

  it('a pending searchParams change is part of what they read', function () {
    const u = new URL('http://h/?a=1', undefined, RFC);
    u.searchParams.append('b', '2');
    assert.strictEqual(components(u).query, 'a=1&b=2');
    assert.isTrue(uriEquals(u, 'http://h/?a=1&b=2', { level: 'simple' }));
    assert.strictEqual(normalize(u).href, 'http://h/?a=1&b=2');
  });

  it('the URL carries none of them', function () {
    for (const name of ['normalize', 'uriEquals', 'components', 'toURI', 'hostKind']) {
      assert.notProperty(new URL('http://h/'), name);
      assert.notProperty(URL.prototype, name);
    }
  });
});
