// pathSegments, setPathSegments, appendPathSegments: the round trip for any
// strings the mode can hold, in place like a setter, the refusals.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { URL, pathSegments, setPathSegments, appendPathSegments } from '../support/shipped.js';
// The encoded path for the setter comparison comes from the internals, which
// read the state of a URL of build/ (their own module instance), not of dist/.
import { URL as BuildURL } from '../../lib/index.js';
import { pathOfSegments, pathKindOf } from '../../lib/edit/segments.js';
import { currentState } from '../../lib/edit/deps.js';

type Mode = 'whatwg' | 'rfc3986' | 'lenient';

/** Segments with every character that could end, split or change one. */
const UNITS = ['a', 'b', '/', '?', '#', '%', '%2e', '%2F', '\\', '.', '..', ' ', '\t', '\n', '\r', '\u0000', '\u007f', 'é', '😀', '\u00a0', '\u3000', ':', '@', 'C|', 'C:', '|', '[', ']', '^', '`', '{', '}', '"', '<', '>', "'", ';', '=', '&', '+', '~', '$'];
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('', '.', '..', 'C|', 'C:', 'c|', '%2e', '%2E%2E', '.%2e'),
);
const segments = fc.array(segment, { maxLength: 6 });

/** What each kind of URL starts as. */
const STARTS: { [mode in Mode]: string[] } = {
  whatwg: ['https://example.com/x/y', 'https://u:p@example.com:8080/x/y?q=1%20a&b#f', 'foo://h/p?#', 'file:///C:/x', 'file://server/share', 'foo://h/p', 'foo://h', 'web+x:/a/b', 'ws://[::1]:81/'],
  lenient: ['https://example.com/x/y', 'file:///x', 'foo://h/p', 'web+x:/a/b'],
  rfc3986: ['http://example.com/x/y', 'http://example.com', 'file:///C:/x', 'foo:/a/b', 'urn:a:b', 'mailto:a@b.c', 'foo:'],
};

function isSpecial(u: URL): boolean {
  return /^(https?|wss?|ftp|file):$/.test(u.protocol);
}

/** What the mode cannot hold, and what it holds instead. */
function expected(mode: Mode, u: URL, s: string[]): string[] | 'throws' {
  if (mode !== 'rfc3986') {
    if (s.some((x) => x === '.' || x === '..')) return 'throws';
    if (s.length === 0 && isSpecial(u)) return [''];
    if (s.length === 0 && !/^[a-z][a-z0-9+.-]*:\/\//.test(u.href)) return 'throws';
    return s;
  }
  const rootless = !/^[^:]*:\/\//.test(u.href) && u.pathname.charAt(0) !== '/';
  if (rootless && s.length > 0 && s[0] === '') return 'throws';
  // Without an authority a path cannot begin with "//" (RFC 3986 §3.3).
  if (!rootless && !/^[^:]*:\/\//.test(u.href) && s.length > 1 && s[0] === '') return 'throws';
  return s;
}

describe('path segments', function () {
  this.timeout(60000);
  for (const mode of ['whatwg', 'lenient', 'rfc3986'] as Mode[]) {
    it(`${mode}: pathSegments(setPathSegments(u, s)) is s for any strings (else a throw that leaves u as it was)`, function () {
      let kept = 0;
      fc.assert(
        fc.property(fc.constantFrom(...STARTS[mode]), segments, (start, s) => {
          const u = new URL(start, undefined, { mode });
          const want = expected(mode, u, s);
          if (want === 'throws') {
            assert.throws(() => setPathSegments(u, s));
            assert.strictEqual(u.href, new URL(start, undefined, { mode }).href, 'unchanged');
            return;
          }
          // The pathname setter given the same encoded path gives the same URL
          // (whatwg with a host splices the path into the href and parses that).
          const viaSetter = new BuildURL(start, undefined, { mode });
          viaSetter.pathname = pathOfSegments(s, pathKindOf(currentState(viaSetter), 'x'), 'x');
          assert.strictEqual(setPathSegments(u, s), u, 'edited in place');
          assert.strictEqual(u.href, viaSetter.href, 'as the setter');
          assert.deepEqual(pathSegments(u), want);
          // The href is a fixed point: it parses back to itself, with the same segments.
          const again = new URL(u.href, undefined, { mode });
          assert.strictEqual(again.href, u.href);
          assert.deepEqual(pathSegments(again), want);
          kept++;
        }),
        { seed: 20261205, numRuns: 20000 },
      );
      assert.isAbove(kept, 10000);
    });
  }

  it('reads decoded segments; an opaque path refuses with a TypeError', function () {
    assert.deepEqual(pathSegments('https://h/a%2Fb/c%20d/'), ['a/b', 'c d', '']);
    assert.deepEqual(pathSegments('https://h/'), ['']);
    assert.deepEqual(pathSegments('foo://h'), []);
    assert.deepEqual(pathSegments('web+x:/.//p'), ['', 'p']);
    assert.deepEqual(pathSegments('https://h/%FF'), ['\ufffd']);
    assert.deepEqual(pathSegments('urn:isbn:0451450523', { mode: 'rfc3986' }), ['isbn:0451450523']);
    assert.deepEqual(pathSegments('http://h/a/./%2E', { mode: 'rfc3986' }), ['a', '.', '.']);
    assert.throws(() => pathSegments('mailto:a@example.com'), TypeError, /opaque path/);
    assert.throws(() => setPathSegments(new URL('mailto:a@example.com'), ['x']), TypeError, /opaque path/);
  });

  it('escapes what would end or split a segment, and "." and ".." as data (rfc3986)', function () {
    assert.strictEqual(setPathSegments(new URL('https://h/'), ['a/b', 'c?d', 'e#f', '100%', 'x\\y']).href, 'https://h/a%2Fb/c%3Fd/e%23f/100%25/x%5Cy');
    assert.strictEqual(setPathSegments(new URL('foo://h/'), ['x\\y']).href, 'foo://h/x\\y', 'non-special: "\\" is data');
    assert.strictEqual(setPathSegments(new URL('http://h/', undefined, { mode: 'rfc3986' }), ['.', '..', 'a b']).href, 'http://h/%2E/%2E%2E/a%20b');
    assert.strictEqual(setPathSegments(new URL('file:///x'), ['C|', 'C|']).href, 'file:///C%7C/C|', 'not a drive letter');
    assert.strictEqual(setPathSegments(new URL('file:///x'), ['C:', 'x']).href, 'file:///C:/x');
    assert.throws(() => setPathSegments(new URL('https://h/'), ['a', '..']), TypeError, /cannot be a segment/);
    assert.throws(() => setPathSegments(new URL('https://h/'), 'a/b' as unknown as string[]), TypeError, /array/);
  });

  it('appends in one line, keeping the path as written; a trailing "/" takes the first new segment', function () {
    const u = new URL('https://example.com/docs/');
    assert.strictEqual(appendPathSegments(u, 'api', 'url.html').href, 'https://example.com/docs/api/url.html');
    assert.strictEqual(appendPathSegments(new URL('https://example.com/docs'), 'api').href, 'https://example.com/docs/api');
    assert.strictEqual(appendPathSegments(new URL('https://example.com/'), 'a').href, 'https://example.com/a');
    assert.strictEqual(appendPathSegments(new URL('https://example.com/docs'), '').href, 'https://example.com/docs/');
    assert.strictEqual(appendPathSegments(new URL('https://example.com/%7e/x?q#f'), 'a b').href, 'https://example.com/%7e/x/a%20b?q#f', '"%7e" stays as written');
    assert.strictEqual(appendPathSegments(new URL('foo://h'), 'a').href, 'foo://h/a');
    assert.strictEqual(appendPathSegments(new URL('file:///'), 'C|').href, 'file:///C%7C');
    assert.strictEqual(appendPathSegments(new URL('urn:a', undefined, { mode: 'rfc3986' }), 'b').href, 'urn:a/b');
    assert.strictEqual(appendPathSegments('https://h/a', 'b').href, 'https://h/a/b', 'a string gives a new URL');
    const v = new URL('https://h/a');
    assert.throws(() => appendPathSegments(v, 'b', '..'), TypeError);
    assert.strictEqual(v.href, 'https://h/a', 'unchanged');
  });

  it('edits a native URL in place; a string gives a new polyurl URL in the options\' mode', function () {
    const n = new globalThis.URL('https://h/a');
    assert.strictEqual(setPathSegments(n, ['x y', 'z']), n);
    assert.strictEqual(n.href, 'https://h/x%20y/z');
    const s = setPathSegments('http://h/a', ['.'], { mode: 'rfc3986' });
    assert.instanceOf(s, URL);
    assert.strictEqual(s.href, 'http://h/%2E');
    assert.deepEqual(pathSegments(s), ['.']);
  });

  it('sees a pending searchParams change, and keeps it', function () {
    const u = new URL('https://h/a?x=1');
    u.searchParams.append('y', '2');
    setPathSegments(u, ['b']);
    assert.strictEqual(u.href, 'https://h/b?x=1&y=2');
    assert.strictEqual(u.searchParams.get('y'), '2');
  });
});
