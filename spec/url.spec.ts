// The URL class itself: WebIDL argument handling, brand checks, the live
// searchParams binding and transactional setters. The WPT data suites are in
// spec/whatwg/.
import { assert } from 'chai';
import { URL } from '../lib/url.js';
import { URLSearchParams } from '../lib/url-search-params.js';
import { assertInvariants } from './support/invariants.js';

const GETTERS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function snapshot(u: URL): string[] {
  return GETTERS.map((g) => u[g]);
}

describe('URL class', () => {
  describe('WebIDL conversions', () => {
    it('throws TypeError when called with no argument', () => {
      assert.throws(() => new (URL as unknown as new () => URL)(), TypeError);
      assert.throws(() => (URL.parse as unknown as () => unknown)(), TypeError);
      assert.throws(() => (URL.canParse as unknown as () => unknown)(), TypeError);
    });
    it('throws TypeError for a Symbol input or base', () => {
      assert.throws(() => new URL(Symbol('x') as unknown as string), TypeError);
      assert.throws(() => new URL('http://a/', Symbol('x') as unknown as string), TypeError);
      assert.throws(() => URL.canParse(Symbol('x') as unknown as string), TypeError);
    });
    it('converts lone surrogates to U+FFFD (USVString)', () => {
      assert.strictEqual(new URL('http://a/\ud800x').pathname, '/%EF%BF%BDx');
      assert.strictEqual(new URL('http://a/?\udc00').search, '?%EF%BF%BD');
      assert.strictEqual(new URL('http://a/#\ud83d\ude00').hash, '#%F0%9F%98%80');
    });
    it('stringifies non-string arguments, including URL objects as base', () => {
      const base = new URL('http://example.com/dir/file');
      assert.strictEqual(new URL('other', base).href, 'http://example.com/dir/other');
      assert.strictEqual(new URL({ toString: () => 'http://x/' } as unknown as string).href, 'http://x/');
    });
    it('treats an undefined base as absent and a null base as the string "null"', () => {
      assert.strictEqual(new URL('http://a/', undefined).href, 'http://a/');
      assert.throws(() => new URL('x', null as unknown as string), TypeError);
    });
    it('includes the input in the TypeError message', () => {
      assert.throws(() => new URL('http://exa mple.com/'), TypeError, 'exa mple');
      assert.throws(() => new URL('rel', 'no base'), TypeError, 'no base');
    });
    it('cuts long inputs in the error message to 200 characters', () => {
      const long = 'x'.repeat(5000);
      try {
        new URL(long);
        assert.fail('should throw');
      } catch (e) {
        assert.instanceOf(e, TypeError);
        assert.isBelow((e as Error).message.length, 300);
      }
    });
  });

  describe('brand checks', () => {
    const fake = Object.create(URL.prototype) as URL;
    for (const g of GETTERS) {
      it(`the ${g} getter throws TypeError on a wrong receiver`, () => {
        const desc = Object.getOwnPropertyDescriptor(URL.prototype, g)!;
        assert.throws(() => desc.get!.call(fake), TypeError);
        assert.throws(() => desc.get!.call({}), TypeError);
      });
    }
    it('setters, searchParams, toString and toJSON throw TypeError on a wrong receiver', () => {
      const desc = Object.getOwnPropertyDescriptor(URL.prototype, 'pathname')!;
      assert.throws(() => desc.set!.call({}, '/x'), TypeError);
      assert.throws(() => Object.getOwnPropertyDescriptor(URL.prototype, 'searchParams')!.get!.call({}), TypeError);
      assert.throws(() => URL.prototype.toString.call({}), TypeError);
      assert.throws(() => URL.prototype.toJSON.call({}), TypeError);
    });
  });

  describe('static methods', () => {
    it('URL.parse returns a new URL, or null', () => {
      const a = URL.parse('http://a/b', 'http://x/');
      assert.instanceOf(a, URL);
      assert.strictEqual(a!.href, 'http://a/b');
      assert.notStrictEqual(URL.parse('http://a/'), URL.parse('http://a/'));
      assert.isNull(URL.parse('nope'));
      assert.isNull(URL.parse('x', 'nope'));
    });
    it('URL.canParse answers without throwing', () => {
      assert.isTrue(URL.canParse('x', 'http://a/'));
      assert.isFalse(URL.canParse('x'));
      assert.isFalse(URL.canParse('http://a/', 'nope'));
    });
  });

  describe('serialization', () => {
    it('toString and toJSON return href', () => {
      const u = new URL('https://example.com/a?b#c');
      assert.strictEqual(u.toString(), u.href);
      assert.strictEqual(u.toJSON(), u.href);
      assert.strictEqual(JSON.stringify({ u }), '{"u":"https://example.com/a?b#c"}');
      assert.strictEqual(String(u), u.href);
    });
    it('has the toStringTag URL', () => {
      assert.strictEqual(Object.prototype.toString.call(new URL('http://a/')), '[object URL]');
    });
  });

  describe('setters are transactions', () => {
    it('a failing href setter throws TypeError and changes nothing', () => {
      const u = new URL('https://user:pw@example.com:8080/p?q=1#h');
      const before = snapshot(u);
      assert.throws(() => {
        u.href = 'http://[::1';
      }, TypeError);
      assert.deepEqual(snapshot(u), before);
      assertInvariants(u);
    });
    it('ignored values leave every getter unchanged', () => {
      const u = new URL('https://example.com:8080/p?q=1#h');
      const before = snapshot(u);
      u.port = 'abc';
      u.protocol = 'ht tp';
      u.host = '';
      u.hostname = 'a b';
      u.protocol = 'file';
      assert.deepEqual(snapshot(u), before);
      assertInvariants(u);
    });
    it('keeps href and all getters in agreement after each setter', () => {
      const u = new URL('http://example.com/');
      u.pathname = '/a b/../c';
      assertInvariants(u);
      u.search = 'x=1 2';
      assertInvariants(u);
      u.hash = 'frag ment';
      assertInvariants(u);
      u.username = 'us er';
      u.password = 'p@ss';
      assertInvariants(u);
      u.host = 'EXAMPLE.org:81';
      assertInvariants(u);
      assert.strictEqual(u.href, 'http://us%20er:p%40ss@example.org:81/c?x=1%202#frag%20ment');
    });
  });

  describe('searchParams is live both ways', () => {
    it('returns the same object every time', () => {
      const u = new URL('http://a/?x=1');
      assert.strictEqual(u.searchParams, u.searchParams);
      assert.instanceOf(u.searchParams, URLSearchParams);
    });
    it('follows the search and href setters', () => {
      const u = new URL('http://a/?x=1');
      const p = u.searchParams;
      assert.strictEqual(p.get('x'), '1');
      u.search = '?y=2&y=3';
      assert.deepEqual(p.getAll('y'), ['2', '3']);
      assert.isFalse(p.has('x'));
      u.href = 'http://b/?z=4';
      assert.strictEqual(p.get('z'), '4');
      u.search = '';
      assert.strictEqual(p.size, 0);
    });
    it('writes its changes into the URL', () => {
      const u = new URL('http://a/?x=1#frag');
      u.searchParams.append('b', 'c d');
      assert.strictEqual(u.search, '?x=1&b=c+d');
      assert.strictEqual(u.href, 'http://a/?x=1&b=c+d#frag');
      u.searchParams.delete('x');
      u.searchParams.delete('b');
      assert.strictEqual(u.href, 'http://a/#frag');
      assertInvariants(u);
    });
    it('keeps the encoded trailing space of an opaque path when the query goes away', () => {
      // The parser writes a space before "?" or "#" in an opaque path as %20,
      // so removing the query cannot leave a trailing space behind.
      const u = new URL('sc:opaque ?x=1');
      u.searchParams.delete('x');
      assert.strictEqual(u.href, 'sc:opaque%20');
      assert.strictEqual(u.pathname, 'opaque%20');
    });
    it('applies pending changes before a setter runs', () => {
      const u = new URL('http://a/?x=1');
      u.searchParams.append('y', '2');
      u.hash = 'h';
      assert.strictEqual(u.href, 'http://a/?x=1&y=2#h');
    });
    it('takes many appends without re-serializing the URL each time', () => {
      const u = new URL('http://example.com/');
      const p = u.searchParams;
      for (let i = 0; i < 20000; i++) p.append('k' + i, 'v');
      assert.strictEqual(p.size, 20000);
      assert.match(u.search, /^\?k0=v&k1=v/);
      assert.strictEqual(u.search.split('&').length, 20000);
    });
  });
});

describe('URL class through the package entry', () => {
  it('has URL.diagnose and URL.compareReadings (non-enumerable statics)', async () => {
    const pkg = await import('../lib/index.js');
    assert.strictEqual(pkg.URL, URL);
    assert.strictEqual(typeof pkg.URL.diagnose, 'function');
    assert.strictEqual(pkg.URL.diagnose, pkg.diagnose);
    assert.strictEqual(pkg.URL.compareReadings, pkg.compareReadings);
    assert.notInclude(Object.keys(pkg.URL), 'diagnose');
    const d = pkg.URL.diagnose('http:\\\\example.com\\a');
    assert.strictEqual(d.url!.href, 'http://example.com/a');
    assert.include(d.errors.map((e) => e.code), 'invalid-reverse-solidus');
    const c = pkg.URL.compareReadings('https://expected.example\\@observed.example/');
    assert.isTrue(c.securityRelevant);
  });
});
