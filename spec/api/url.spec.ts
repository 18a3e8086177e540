// The URL class itself: WebIDL argument handling, brand checks, the live
// searchParams binding and transactional setters. The WPT data suites are in
// spec/whatwg/.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import { normalize, uriEquals } from '../../lib/api/url-extras.js';
import { URLSearchParams } from '../../lib/api/url-search-params.js';
import { assertInvariants } from '../support/invariants.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

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

// The search and href setters set the query object's list anew
// (https://url.spec.whatwg.org/#dom-url-search, #dom-url-href), whatever the
// list held: a differential fuzzer found it stale after a write-back.
describe('searchParams after the search and href setters (set anew)', () => {
  const modes = [undefined, { mode: 'rfc3986' as const }, { mode: 'lenient' as const }];
  it('u.search = "" after an append empties the list; a later append starts from it', () => {
    for (const options of modes) {
      const u = new URL('https://example.com/', undefined, options);
      u.searchParams.append('a', '1');
      u.search = '';
      assert.strictEqual(u.searchParams.toString(), '', JSON.stringify(options));
      assert.strictEqual(u.searchParams.size, 0);
      u.searchParams.append('b', '2');
      assert.strictEqual(u.href, 'https://example.com/?b=2', JSON.stringify(options));
      assertInvariants(u, options);
    }
  });
  it('u.search = the original query after p.set replaces the changed value', () => {
    for (const options of modes) {
      const u = new URL('https://example.com/?x=1', undefined, options);
      const p = u.searchParams;
      p.set('x', '2');
      u.search = 'x=1';
      assert.strictEqual(p.get('x'), '1', JSON.stringify(options));
      assert.strictEqual(u.href, 'https://example.com/?x=1');
    }
  });
  it('u.href = the original href after p.set replaces the changed value', () => {
    for (const options of modes) {
      const original = 'https://example.com/?x=1#f';
      const u = new URL(original, undefined, options);
      const p = u.searchParams;
      p.set('x', '2');
      assert.strictEqual(u.href, 'https://example.com/?x=2#f');
      u.href = original;
      assert.strictEqual(p.get('x'), '1', JSON.stringify(options));
      assert.strictEqual(p.toString(), 'x=1');
      assert.strictEqual(u.href, original);
    }
  });
  it('a live iterator reads the list set anew by u.search', () => {
    const u = new URL('https://example.com/?a=1&b=2&c=3');
    const keys = u.searchParams.keys();
    assert.strictEqual(keys.next().value, 'a');
    u.searchParams.append('d', '4');
    u.search = '?x=1&y=2&z=3';
    assert.strictEqual(keys.next().value, 'y');
    assert.strictEqual(keys.next().value, 'z');
    assert.isTrue(keys.next().done);
    const entries = u.searchParams.entries();
    u.href = 'https://example.com/?only=1';
    assert.deepEqual(entries.next().value, ['only', '1']);
    assert.isTrue(entries.next().done);
  });
  it('other setters leave the list as it is', () => {
    const u = new URL('https://example.com/p?x=1');
    const p = u.searchParams;
    p.append('y', '2');
    u.pathname = '/q';
    u.hash = 'h';
    u.host = 'example.org';
    assert.strictEqual(p.toString(), 'x=1&y=2');
    assert.strictEqual(u.href, 'https://example.org/q?x=1&y=2#h');
  });
});

describe('URL setters that ignore their value', () => {
  it('change nothing (the mode answers null and nothing is serialized again)', () => {
    const u = new URL('mailto:a@example.com');
    const before = u.href;
    u.username = 'x';
    u.port = '80';
    u.host = 'h';
    u.pathname = '/p';
    assert.strictEqual(u.href, before);
    const f = new URL('file:///x');
    f.password = 'p';
    assert.strictEqual(f.href, 'file:///x');
  });
});

describe('the standard class and polyurl\'s URL', () => {
  it('StandardURL has only the standard members; polyurl\'s URL adds the extras over the same state', async () => {
    const { StandardURL } = await import('../../lib/api/url-standard.js');
    const s = new StandardURL('HTTP://A/%7e?x#y');
    assert.isUndefined((s as unknown as { normalize?: unknown }).normalize);
    assert.isUndefined((s as unknown as { uriEquals?: unknown }).uriEquals);
    assert.isUndefined((StandardURL as unknown as { diagnose?: unknown }).diagnose);
    assert.isNull(StandardURL.parse('nope'));
    assert.isTrue(StandardURL.canParse('a', 'http://b/'));
    // The third argument is the ponyfill's: the standard class ignores it.
    assert.strictEqual(new (StandardURL as unknown as new (a: string, b: undefined, c: object) => URL)('HTTP://A/./b', undefined, { mode: 'rfc3986' }).href, 'http://a/b');
    const u = new URL('HTTP://A/./b', undefined, { mode: 'rfc3986' });
    assert.strictEqual(u.href, 'HTTP://A/./b');
    // The getters are the same functions, and each brand-checks the shared slot.
    const href = Object.getOwnPropertyDescriptor(StandardURL.prototype, 'href')!.get!;
    assert.strictEqual(Object.getOwnPropertyDescriptor(URL.prototype, 'href')!.get, href);
    assert.strictEqual(href.call(u), 'HTTP://A/./b');
    assert.throws(() => href.call({}), TypeError);
  });
  it('uriEquals and normalize({ level })', () => {
    const a = new URL('HTTP://example.com:80/%7e', undefined, { mode: 'rfc3986' });
    assert.isTrue(uriEquals(a, 'http://example.com/~'));
    assert.isFalse(uriEquals(a, 'http://example.com/~', { level: 'syntax' }));
    assert.strictEqual(normalize(a).href, 'http://example.com/~');
    assert.strictEqual(normalize(a, { level: 'syntax' }).href, 'http://example.com:80/~');
    assert.throws(() => normalize(a, { level: 'nope' as 'syntax' }), TypeError);
    assert.isUndefined((a as unknown as { equals?: unknown }).equals);
  });
});

// (lib ES2018 has no WeakRef type; Node has had the class since 14.6.)
declare const WeakRef: new <T extends object>(target: T) => { deref(): T | undefined };

describe('no retention: a dropped URL is garbage', () => {
  it('nothing outside the URL keeps it alive after new URL, URL.parse, searchParams, setters, normalize', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const refs: { deref(): object | undefined }[] = [];
    (function make(): void {
      const big = 'https://example.com/' + 'x'.repeat(100000) + '?a=1';
      const u = new URL(big);
      u.searchParams.append('b', '2');
      u.hash = 'h';
      refs.push(new WeakRef(u), new WeakRef(URL.parse(big) as URL), new WeakRef(normalize(u)), new WeakRef(u.searchParams));
      refs.push(new WeakRef(new URL('data:,' + 'y'.repeat(100000))), new WeakRef(new URL('x', big)));
    })();
    // WeakRef targets are kept until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    assert.deepEqual(refs.map((r) => r.deref() === undefined), refs.map(() => true));
  });
});

describe('URL class through the package entry', () => {
  it('has URL.diagnose and URL.compareReadings (non-enumerable statics)', async () => {
    const pkg = await import('../../lib/index.js');
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
