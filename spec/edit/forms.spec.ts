// The forms relativize returns, each with an example, in every mode; the
// options; what it accepts; the RFC 3986 §5.4 examples run backwards.
import { assert } from 'chai';
import { URL, relativize } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';

type Mode = 'whatwg' | 'rfc3986' | 'lenient';
const MODES: Mode[] = ['whatwg', 'rfc3986', 'lenient'];

interface Example {
  form: string;
  target: string;
  base: string;
  /** The shortest reference (every mode, unless `rfc3986` says otherwise). */
  ref: string;
  /** What { form: 'absolute-path' } gives. */
  absolutePath: string;
  rfc3986?: string;
}

const B = 'https://example.com/docs/guide.html';
const EXAMPLES: Example[] = [
  { form: 'empty: base without its fragment', target: B, base: B + '#intro', ref: '', absolutePath: '/docs/guide.html' },
  { form: 'fragment-only', target: B + '#usage', base: B, ref: '#usage', absolutePath: '/docs/guide.html#usage' },
  { form: 'fragment-only, empty fragment kept', target: B + '#', base: B, ref: '#', absolutePath: '/docs/guide.html#' },
  { form: 'query-only', target: B + '?lang=en', base: B, ref: '?lang=en', absolutePath: '/docs/guide.html?lang=en' },
  { form: 'query-only, empty query kept', target: B + '?', base: B, ref: '?', absolutePath: '/docs/guide.html?' },
  { form: 'relative path: the last segment drops the base query', target: B, base: B + '?lang=en', ref: 'guide.html', absolutePath: '/docs/guide.html' },
  { form: 'relative path down', target: 'https://example.com/docs/api/url.html', base: B, ref: 'api/url.html', absolutePath: '/docs/api/url.html' },
  { form: 'relative path up', target: 'https://example.com/a/x', base: 'https://example.com/a/b/c', ref: '../x', absolutePath: '/a/x' },
  { form: 'relative path to a directory: "." and ".."', target: 'https://example.com/a/b/', base: 'https://example.com/a/b/c', ref: '.', absolutePath: '/a/b/' },
  { form: 'relative path, ".." at the end', target: 'https://example.com/a/', base: 'https://example.com/a/b/c', ref: '..', absolutePath: '/a/' },
  { form: 'relative path, a colon in the first segment: "./"', target: 'https://example.com/docs/a:b', base: B, ref: './a:b', absolutePath: '/docs/a:b' },
  { form: 'relative path, an empty first segment: "./"', target: 'https://example.com/docs//x', base: B, ref: './/x', absolutePath: '/docs//x' },
  { form: 'absolute path (shorter than "../../../a/b")', target: 'https://example.com/a/b', base: 'https://example.com/x/y/z/w', ref: '/a/b', absolutePath: '/a/b' },
  { form: 'absolute path, the query never re-encoded', target: 'https://example.com/login?dest=/group/x/', base: B, ref: '/login?dest=/group/x/', absolutePath: '/login?dest=/group/x/' },
  { form: 'a tie goes to the relative path', target: 'https://example.com/a/x', base: 'https://example.com/a/b/c', ref: '../x', absolutePath: '/a/x' },
  { form: 'absolute path of a "//" path: "/."', target: 'https://example.com//cdn/x', base: 'https://example.com/a/b/c', ref: '/.//cdn/x', absolutePath: '/.//cdn/x' },
  { form: 'network path', target: 'https://cdn.example.com/lib.js', base: B, ref: '//cdn.example.com/lib.js', absolutePath: '//cdn.example.com/lib.js' },
  { form: 'network path with userinfo and port', target: 'https://user:pw@example.com:8443/x', base: B, ref: '//user:pw@example.com:8443/x', absolutePath: '//user:pw@example.com:8443/x' },
  { form: 'network path, IPv6', target: 'https://[::1]:8080/a', base: B, ref: '//[::1]:8080/a', absolutePath: '//[::1]:8080/a' },
  { form: 'absolute URL: another scheme', target: 'http://example.com/', base: 'https://example.com/', ref: 'http://example.com/', absolutePath: 'http://example.com/' },
  { form: 'file: drive letters', target: 'file:///C:/Users/a.txt', base: 'file:///C:/Windows/b.txt', ref: '../Users/a.txt', absolutePath: '/C:/Users/a.txt' },
  {
    form: 'file: a path without a drive letter against one with: "/etc/hosts" would land on C:',
    target: 'file:///etc/hosts', base: 'file:///C:/Windows/b.txt', ref: '///etc/hosts', absolutePath: '///etc/hosts',
    rfc3986: '/etc/hosts',
  },
  { form: 'file: another host', target: 'file://server/share/x', base: 'file:///C:/Windows/b.txt', ref: '//server/share/x', absolutePath: '//server/share/x' },
  { form: 'non-special, empty path: only the network path', target: 'foo://h', base: 'foo://h/a', ref: '//h', absolutePath: '//h' },
  { form: 'non-special, empty base path', target: 'foo://h/a', base: 'foo://h', ref: 'a', absolutePath: '/a' },
];

describe('relativize: the forms', function () {
  for (const e of EXAMPLES) {
    it(`${e.form}: ${e.target} against ${e.base}`, function () {
      for (const mode of MODES) {
        const want = mode === 'rfc3986' && e.rfc3986 !== undefined ? e.rfc3986 : e.ref;
        const r = relativize(e.target, e.base, { mode });
        assert.strictEqual(r, want, mode);
        assert.strictEqual(new URL(r, e.base, { mode }).href, new URL(e.target, undefined, { mode }).href, mode + ' resolves back');
        const a = relativize(e.target, e.base, { mode, form: 'absolute-path' });
        assert.strictEqual(a, mode === 'rfc3986' && e.rfc3986 !== undefined ? e.rfc3986 : e.absolutePath, mode + ' absolute-path');
        assert.strictEqual(new URL(a, e.base, { mode }).href, new URL(e.target, undefined, { mode }).href, mode + ' absolute-path resolves back');
      }
    });
  }

  it('opaque paths: a fragment against the same URL, else the absolute URL (whatwg); RFC 3986 merges rootless paths', function () {
    assert.strictEqual(relativize('mailto:a@example.com#x', 'mailto:a@example.com'), '#x');
    assert.strictEqual(relativize('mailto:a@example.com', 'mailto:b@example.com'), 'mailto:a@example.com');
    // "" against an opaque base is a failure (https://url.spec.whatwg.org/#no-scheme-state)
    assert.strictEqual(relativize('mailto:a@example.com', 'mailto:a@example.com#x'), 'mailto:a@example.com');
    assert.strictEqual(relativize('mailto:a@example.com', 'mailto:b@example.com', { mode: 'rfc3986' }), 'a@example.com');
    assert.strictEqual(relativize('urn:a:c', 'urn:a:b', { mode: 'rfc3986' }), './a:c');
  });

  it('a non-special URL without a host whose path starts with "//"', function () {
    assert.strictEqual(relativize('web+x:/.//p', 'web+x:/a/b'), '..//p');
    assert.strictEqual(new URL('..//p', 'web+x:/a/b').href, 'web+x:/.//p');
    assert.strictEqual(relativize('web+x:/.//p', 'web+x:/a/b', { form: 'absolute-path' }), '/.//p');
  });

  it('rfc3986: a target whose path keeps a dot segment is reached only from the same path; else the absolute URI', function () {
    const R = { mode: 'rfc3986' } as const;
    assert.strictEqual(relativize('http://a/b/./c?y', 'http://a/b/./c?x', R), '?y');
    assert.strictEqual(relativize('http://a/b/./c', 'http://a/b/./c?x', R), 'http://a/b/./c');
    assert.strictEqual(new URL('http://a/b/./c', 'http://a/b/./c?x', R).href, 'http://a/b/c', '§5.2.2 removes it from the absolute reference too');
    assert.strictEqual(relativize('http://a/%2E/c', 'http://a/x', R), '%2E/c', '"%2E" is data to §5.2.4');
  });

  it('takes polyurl URLs of any mode, native URLs and strings; the mode is the options\', else the target\'s, else the base\'s', function () {
    const t = new URL('http://a/b/c/g', undefined, { mode: 'rfc3986' });
    assert.strictEqual(relativize(t, 'http://a/b/c/d'), 'g');
    assert.strictEqual(relativize(new globalThis.URL('http://a/b/c/g'), new globalThis.URL('http://a/b/c/d')), 'g');
    // rfc3986 keeps "/./" and the scheme's case as written: the target's mode decides.
    const dotted = new URL('http://a/b/./g#f', undefined, { mode: 'rfc3986' });
    assert.strictEqual(relativize(dotted, 'http://a/b/./g'), '#f');
    assert.strictEqual(relativize('http://a/b/./g#f', 'http://a/b/x/../g'), '#f', 'whatwg: both strings read as http://a/b/g');
    assert.strictEqual(relativize(new URL('HTTP://a/b/g', undefined, { mode: 'rfc3986' }), new URL('http://a/b/x')), 'HTTP://a/b/g');
    assert.strictEqual(relativize(new URL('HTTP://a/b/g'), new URL('http://a/b/x', undefined, { mode: 'rfc3986' })), 'g', 'the target\'s mode, whatwg');
    assert.strictEqual(relativize('HTTP://A/b/g', 'http://a/b/x'), 'g');
    assert.strictEqual(relativize('HTTP://A/b/g', 'http://a/b/x', { mode: 'rfc3986' }), 'HTTP://A/b/g');
  });

  it('throws the mode\'s error for a string that is no URL, and a TypeError for an unknown form', function () {
    assert.throws(() => relativize('../x', 'http://a/b'), TypeError);
    assert.throws(() => relativize('http://a b/', 'http://a/', { mode: 'rfc3986' }), URIError);
    assert.throws(() => relativize('http://a/', 'http://a/', { form: 'relative' as 'shortest' }), TypeError, /unknown form "relative"/);
  });
});

interface Resolution {
  base: string;
  cases: { ref: string; expected: string }[];
}

describe('relativize: the RFC 3986 §5.4 examples, backwards', function () {
  const ex = readFixture<{ groups: { [name: string]: Resolution } }>('rfc3986/examples.json');
  for (const group of ['resolution_normal', 'resolution_abnormal']) {
    const g = ex.groups[group];
    for (const mode of MODES) {
      it(`${group} (${g.cases.length} targets), ${mode}: each target relativized against ${g.base} resolves to it`, function () {
        for (const c of g.cases) {
          const t = URL.parse(c.expected, undefined, { mode });
          if (t === null) continue;
          const r = relativize(t, g.base);
          assert.strictEqual(new URL(r, g.base, { mode }).href, t.href, `${c.ref} → ${c.expected}: ${r}`);
          assert.isAtMost(r.length, c.ref.length === 0 && c.expected !== g.base ? Infinity : Math.max(c.ref.length, r.length), c.ref);
        }
      });
    }
  }

  it('normal examples: the RFC\'s own reference where it is the shortest form', function () {
    const g = ex.groups.resolution_normal;
    const got: { [ref: string]: string } = {};
    for (const c of g.cases) got[c.ref] = relativize(c.expected, g.base, { mode: 'rfc3986' });
    assert.deepInclude(got, { g: 'g', 'g/': 'g/', '/g': '/g', '//g': '//g', '?y': '?y', 'g?y': 'g?y', '#s': '#s', 'g#s': 'g#s', 'g?y#s': 'g?y#s', ';x': ';x', 'g;x': 'g;x', 'g;x?y#s': 'g;x?y#s', '': '', '.': '.', '..': '..', '../g': '../g', '../..': '/' , 'g:h': 'g:h' });
  });
});
