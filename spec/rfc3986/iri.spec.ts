// RFC 3987 IRIs: the §2.2 grammar (ucschar in iunreserved, iprivate in the
// query only) in checkRule, parseReference and the rfc3986 mode with
// `iri: true`; the §3.1 and §3.2 mappings; resolution, normalization and
// comparison of IRIs. Bidi (§4) and NFC (§5.3.2.2) are the caller's: the
// last tests pin that nothing here applies them.
import { assert } from 'chai';
import { stateOf } from '../../lib/api/url-standard.js';

const modeOf = (u: object): unknown => (stateOf(u as never) as { _mode: unknown })._mode;
import { checkRule, isUcschar, isIprivate } from '../../lib/rfc3986/grammar.js';
import type { RuleName } from '../../lib/rfc3986/grammar.js';
import { parseReference } from '../../lib/rfc3986/reference.js';
import { isURIReference, isURI } from '../../lib/rfc3986/validate.js';
import { iriToURI, uriToIRI } from '../../lib/rfc3986/iri.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { equivalentURIs } from '../../lib/rfc3986/normalize.js';
import { URL } from '../../lib/api/url.js';
import { normalize, components, hostKind } from '../../lib/api/url-extras.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { assertInvariants } from '../support/invariants.js';

const IRI: URLOptions = { mode: 'rfc3986', iri: true };
const URI: URLOptions = { mode: 'rfc3986' };

function chr(cp: number): string {
  return String.fromCodePoint(cp);
}
function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase();
}

/** The RFC3986Error `f` throws (a test failure when it returns). */
function thrown(f: () => unknown): RFC3986Error {
  try {
    f();
  } catch (e) {
    if (e instanceof RFC3986Error) return e;
    throw e;
  }
  return assert.fail('no RFC3986Error thrown');
}

// RFC 3987 §2.2, written out range by range.
const UCSCHAR: [number, number][] = [
  [0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef],
  [0x10000, 0x1fffd], [0x20000, 0x2fffd], [0x30000, 0x3fffd], [0x40000, 0x4fffd], [0x50000, 0x5fffd],
  [0x60000, 0x6fffd], [0x70000, 0x7fffd], [0x80000, 0x8fffd], [0x90000, 0x9fffd], [0xa0000, 0xafffd],
  [0xb0000, 0xbfffd], [0xc0000, 0xcfffd], [0xd0000, 0xdfffd], [0xe1000, 0xefffd],
];
const IPRIVATE: [number, number][] = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];
const inRanges = (r: [number, number][], c: number): boolean => r.some((x) => c >= x[0] && c <= x[1]);

describe('RFC 3987 §2.2 grammar: ucschar and iprivate', function () {
  describe('each ucschar range boundary', function () {
    UCSCHAR.forEach(function (r) {
      it(`${hex(r[0])}-${hex(r[1])}: both ends in, the code points beside them out`, function () {
        for (const c of [r[0], r[1]]) {
          assert.isTrue(isUcschar(c), hex(c));
          assert.isNull(checkRule('ucschar', chr(c)), hex(c));
          assert.isNull(checkRule('ipchar', chr(c)), hex(c));
          assert.isTrue(isURIReference('http://h/' + chr(c), { iri: true }), hex(c));
          assert.strictEqual(parseReference('http://h/' + chr(c) + '?' + chr(c), { iri: true }).path, '/' + chr(c));
        }
        for (const c of [r[0] - 1, r[1] + 1]) {
          const expected = inRanges(UCSCHAR, c);
          assert.strictEqual(isUcschar(c), expected, hex(c));
          assert.strictEqual(isURIReference('http://h/' + chr(c), { iri: true }), expected, hex(c));
          if (!expected) {
            const e = thrown(() => parseReference('http://h/' + chr(c), { iri: true }));
            assert.strictEqual(e.index, 9, e.message);
            assert.strictEqual(e.rule, isIprivate(c) ? 'iprivate' : 'ucschar', e.message);
            assert.strictEqual(e.component, 'path');
          }
        }
      });
    });
  });

  describe('iprivate: in the query, and nowhere else', function () {
    IPRIVATE.forEach(function (r) {
      it(`${hex(r[0])}-${hex(r[1])}`, function () {
        for (const c of [r[0], r[1]]) {
          assert.isTrue(isIprivate(c), hex(c));
          assert.isNull(checkRule('iprivate', chr(c)));
          assert.isNull(checkRule('iquery', 'a' + chr(c)));
          assert.strictEqual(parseReference('http://h/?' + chr(c), { iri: true }).query, chr(c));
          for (const where of ['http://h/', 'http://h/#', 'http://' + chr(c) + '/', 'http://' + chr(c) + '@h/']) {
            const s = where === 'http://h/' || where === 'http://h/#' ? where + chr(c) : where;
            const e = thrown(() => parseReference(s, { iri: true }));
            assert.strictEqual(e.rule, 'iprivate', s);
            assert.strictEqual(e.index, s.indexOf(chr(c)), s);
            assert.match(e.message, /private use is for the query only \(RFC 3987 §2\.2 iprivate\)$/);
          }
        }
        for (const c of [r[0] - 1, r[1] + 1]) {
          assert.strictEqual(isIprivate(c), inRanges(IPRIVATE, c), hex(c));
          assert.strictEqual(isURIReference('?' + chr(c), { iri: true }), inRanges(IPRIVATE, c) || inRanges(UCSCHAR, c), hex(c));
        }
      });
    });
  });

  it('a lone surrogate is an error at its index, shown by number', function () {
    for (const s of ['http://h/a\ud800', 'http://h/a\udc00b', 'http://h/\udfff\ud800', 'x:?\ud83d']) {
      const i = s.search(/[\ud800-\udfff]/);
      const e = thrown(() => parseReference(s, { iri: true }));
      assert.strictEqual(e.index, i, s);
      assert.strictEqual(e.rule, 'ucschar');
      assert.include(e.message, 'Invalid character U+' + s.charCodeAt(i).toString(16).toUpperCase() + ' at index ' + i);
      assert.include(e.message, ': a lone surrogate (RFC 3987 §2.2 ucschar)');
      assert.isFalse(isURIReference(s, { iri: true }));
    }
    // A pair is one character: the index of the offending character that follows it.
    const e = thrown(() => parseReference('http://h/\ud83d\ude00 ', { iri: true }));
    assert.strictEqual(e.index, 11);
    assert.strictEqual(e.rule, 'ipchar');
  });

  it('an IRI error names the RFC 3987 rule, with the RFC 3986 positions', function () {
    const cases: [string, number, string, string][] = [
      ['http://h/a b', 10, 'path', 'ipchar'],
      ['http://h/é b', 10, 'path', 'ipchar'],
      ['http://ü h/', 8, 'host', 'ireg-name'],
      ['http://u s@h/', 8, 'userinfo', 'iuserinfo'],
      ['http://h/?a b', 11, 'query', 'iquery'],
      ['http://h/#a b', 11, 'fragment', 'ifragment'],
      ['http://h/%zz', 9, 'path', 'pct-encoded'],
      ['http://h:8é/', 10, 'port', 'port'],
      ['é:x', 0, 'scheme', 'scheme'],
      ['://é', 0, 'path', 'isegment-nz-nc'],
      ['http://[::é]/', 10, 'host', 'h16'],
      ['http://h/\ufffe', 9, 'path', 'ucschar'],
      ['http://h/\u0085', 9, 'path', 'ucschar'],
    ];
    for (const c of cases) {
      const e = thrown(() => parseReference(c[0], { iri: true }));
      assert.deepEqual([e.index, e.component, e.rule], [c[1], c[2], c[3]], c[0] + ': ' + e.message);
    }
    assert.strictEqual(thrown(() => parseReference('http://h/a b', { iri: true })).message,
      'Invalid character " " at index 10 in path (RFC 3987 §2.2 ipchar)');
    assert.strictEqual(thrown(() => parseReference('http://h/\ufffe', { iri: true })).message,
      'Invalid character "\ufffe" at index 9 in path (RFC 3987 §2.2 ucschar)');
    // Without iri, the RFC 3986 rules as before.
    assert.strictEqual(thrown(() => parseReference('http://h/é')).message, 'Invalid character "é" at index 9 in path (RFC 3986 §3.3 pchar)');
  });

  // Each production of §2.2 that differs from RFC 3986, with values in and out.
  const PRODUCTIONS: { [rule: string]: [string, number, string?][] } = {
    'iunreserved': [['é', -1], ['a', -1], ['~', -1], ['\u{10000}', -1], ['!', 0, 'iunreserved'], ['\ue000', 0, 'iprivate'], ['éé', 1, 'iunreserved']],
    'ipchar': [['é', -1], [':', -1], ['@', -1], ['%C3', -1], ['/', 0, 'ipchar'], ['\ufdd0', 0, 'ucschar']],
    'ireg-name': [['bücher.example', -1], ['例え.テスト', -1], ['', -1], ['a:b', 1, 'ireg-name'], ['a\ue000', 1, 'iprivate']],
    'ihost': [['bücher.example', -1], ['[::1]', -1], ['1.2.3.4', -1], ['[é]', 1, 'h16'], ['ü h', 1, 'ireg-name']],
    'iuserinfo': [['jöe:pässword', -1], ['a@b', 1, 'iuserinfo']],
    'isegment': [['Dürst', -1], ['', -1], ['a/b', 1, 'isegment']],
    'isegment-nz': [['Dürst', -1], ['', 0, 'isegment-nz']],
    'isegment-nz-nc': [['Dürst', -1], ['a:b', 1, 'isegment-nz-nc']],
    'ipath-absolute': [['/Dürst/ö', -1], ['//x', 1, 'ipath-absolute']],
    'ipath-rootless': [['Dürst:a/ö', -1], ['/a', 0, 'ipath-rootless']],
    'ipath-noscheme': [['Dürst/a:b', -1], ['a:b', 1, 'isegment-nz-nc']],
    'ipath-abempty': [['/ö/ü', -1], ['', -1], ['ö', 0, 'ipath-abempty']],
    'iquery': [['ö=\ue000&\u{f0000}', -1], ['a b', 1, 'iquery'], ['\ufffe', 0, 'ucschar']],
    'ifragment': [['ö/?ü', -1], ['\ue000', 0, 'iprivate'], ['#', 0, 'ifragment']],
    'ucschar': [['é', -1], ['a', 0, 'ucschar'], ['\ue000', 0, 'ucschar'], ['éé', 1, 'ucschar']],
    'iprivate': [['\ue000', -1], ['\u{10fffd}', -1], ['é', 0, 'iprivate']],
  };
  Object.keys(PRODUCTIONS).forEach(function (rule) {
    it(`production ${rule}`, function () {
      for (const [value, index, broken] of PRODUCTIONS[rule]) {
        const e = checkRule(rule as RuleName, value);
        if (index === -1) {
          assert.isNull(e, `${rule} ${JSON.stringify(value)}: ${e === null ? '' : e.message}`);
        } else {
          assert.instanceOf(e, RFC3986Error, `${rule} ${JSON.stringify(value)}`);
          assert.strictEqual((e as RFC3986Error).index, index, (e as RFC3986Error).message);
          assert.strictEqual((e as RFC3986Error).rule, broken, (e as RFC3986Error).message);
        }
      }
    });
  });
});

describe('RFC 3987 IRIs in the rfc3986 mode (iri: true)', function () {
  it('href is the IRI as written; the components are its characters', function () {
    const s = 'https://例え.テスト/Москва/ö?q=ü&\ue000#frag-é';
    const u = new URL(s, undefined, IRI);
    assert.strictEqual(u.href, s);
    assert.strictEqual(u.hostname, '例え.テスト');
    assert.strictEqual(u.pathname, '/Москва/ö');
    assert.strictEqual(u.search, '?q=ü&\ue000');
    assert.strictEqual(u.hash, '#frag-é');
    assert.strictEqual(hostKind(u), 'reg-name');
    assert.strictEqual(components(u).path, '/Москва/ö');
    assertInvariants(u, IRI);
  });

  it('iri combines with backwardCompatible; each variant is one shared mode', function () {
    const compat = { mode: 'rfc3986', iri: true, backwardCompatible: true } as URLOptions;
    assert.strictEqual(new URL('http:ö', 'http://a/b/c', compat).href, 'http://a/b/ö');
    assert.strictEqual(new URL('http:ö', 'http://a/b/c', IRI).href, 'http:ö');
    assert.throws(() => new URL('http:ö', 'http://a/b/c', { mode: 'rfc3986', backwardCompatible: true }), RFC3986Error);
    const a = new URL('x:ö', undefined, IRI);
    const b = URL.parse('x:ü', undefined, { mode: 'rfc3986', iri: true }) as URL;
    assert.strictEqual(modeOf(a), modeOf(b));
    assert.isTrue(Object.isFrozen(modeOf(a)));
    assert.notStrictEqual(modeOf(a), modeOf(new URL('x:a', undefined, URI)));
    assert.strictEqual(modeOf(normalize(a)), modeOf(a), 'normalize() keeps the variant');
    b.href = 'y:ä';
    assert.strictEqual(b.href, 'y:ä', 'the href setter reads an IRI too');
  });

  it('without iri the mode stays RFC 3986: non-ASCII is an error', function () {
    assert.throws(() => new URL('https://example.org/Москва/', undefined, URI), RFC3986Error, /index 20 in path \(RFC 3986 §3\.3 pchar\)/);
    assert.isNull(URL.parse('https://example.org/Москва/', undefined, URI));
    assert.isTrue(URL.canParse('https://example.org/Москва/', undefined, IRI));
  });

  it('the constructor reports an IRI error with its index, rule and the input', function () {
    const e = thrown(() => new URL('http://h/\ue000', undefined, IRI));
    assert.strictEqual(e.index, 9);
    assert.strictEqual(e.rule, 'iprivate');
    assert.match(e.message, /^Invalid character "\ue000" at index 9 in path: private use is for the query only \(RFC 3987 §2\.2 iprivate\): "http:\/\/h\/\ue000"$/);
    // The constructor converts its argument to a USVString first: a lone surrogate is U+FFFD there, still at its index.
    const f = thrown(() => new URL('http://h/a\ud800', undefined, IRI));
    assert.strictEqual(f.index, 10);
    assert.strictEqual(f.rule, 'ucschar');
  });

  it('setters take the IRI sets: ucschar everywhere iunreserved is, iprivate in the query', function () {
    const u = new URL('http://h/', undefined, IRI);
    u.pathname = '/Dürst';
    u.hostname = 'bücher.example';
    u.username = 'jöe';
    u.password = 'pä:ss';
    u.search = '?ü=\ue000';
    u.hash = '#é';
    assert.strictEqual(u.href, 'http://jöe:pä:ss@bücher.example/Dürst?ü=\ue000#é');
    assertInvariants(u, IRI);
    const before = u.href;
    assert.throws(() => (u.hash = '\ue000'), RFC3986Error, /iprivate/);
    assert.throws(() => (u.pathname = '/\ue000'), RFC3986Error, /iprivate/);
    assert.throws(() => (u.hostname = 'a b'), RFC3986Error, /ireg-name/);
    assert.throws(() => (u.pathname = 'ö'), RFC3986Error, /path-abempty/);
    assert.strictEqual(u.href, before, 'a failed setter leaves the IRI unchanged');
    const plain = new URL('http://h/', undefined, URI);
    assert.throws(() => (plain.pathname = '/Dürst'), RFC3986Error, /pchar/);
  });

  it('resolves IRI references by RFC 3986 §5.2 (RFC 3987 §6.5)', function () {
    const base = 'http://例/b/c/d;p?q';
    const cases: [string, string][] = [
      ['g', 'http://例/b/c/g'], ['../ö', 'http://例/b/ö'], ['é?ü', 'http://例/b/c/é?ü'], ['#ü', 'http://例/b/c/d;p?q#ü'],
      ['//ü/x', 'http://ü/x'], ['../../../ä', 'http://例/ä'], ['ftp:Dürst', 'ftp:Dürst'],
    ];
    for (const [ref, want] of cases) assert.strictEqual(new URL(ref, base, IRI).href, want, ref);
    assert.throws(() => new URL('é', 'http://a/', URI), RFC3986Error);
  });

  it('§5.3 recomposition: the components of an IRI recompose to it', function () {
    for (const s of ['http://ü@例:80/ä?ö#é', 'urn:ö:ü', '//例/a', 'ä/b?c', '?ü', '#é', '']) {
      const r = parseReference(s, { iri: true });
      const again = (r.scheme !== undefined ? r.scheme + ':' : '') + (r.authority !== undefined ? '//' + r.authority : '') + r.path +
        (r.query !== undefined ? '?' + r.query : '') + (r.fragment !== undefined ? '#' + r.fragment : '');
      assert.strictEqual(again, s);
      assert.isTrue(isURIReference(s, { iri: true }), s);
      assert.strictEqual(isURI(s, { iri: true }), r.absolute, s);
    }
  });
});

describe('RFC 3987 §3 mappings', function () {
  it('§3.1 IRI → URI: UTF-8 percent-encoding of every non-ASCII character, nothing else changed', function () {
    assert.strictEqual(iriToURI('http://r\u00e9sum\u00e9.example.org'), 'http://r%C3%A9sum%C3%A9.example.org');
    assert.strictEqual(iriToURI('https://example.org/Москва/'), 'https://example.org/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/');
    assert.strictEqual(iriToURI('http://h/%e9\u{10000}?\ue000#a'), 'http://h/%e9%F0%90%80%80?%EE%80%80#a', 'escapes already there are not touched');
    assert.strictEqual(iriToURI('HTTP://H:80/./a'), 'HTTP://H:80/./a');
    assert.strictEqual(new URL('http://例/ö', undefined, IRI).href, 'http://例/ö');
    const e = thrown(() => iriToURI('http://h/ö b'));
    assert.strictEqual(e.index, 10);
    assert.strictEqual(thrown(() => iriToURI('http://h/\ud800')).rule, 'ucschar');
  });

  it('§3.2 URI → IRI: legal UTF-8 of characters an IRI may hold is decoded, the rest stays encoded', function () {
    // RFC 3987 §3.2.1's examples.
    assert.strictEqual(uriToIRI('http://www.example.org/D%C3%BCrst'), 'http://www.example.org/Dürst');
    assert.strictEqual(uriToIRI('http://www.example.org/D%FCrst'), 'http://www.example.org/D%FCrst');
    assert.strictEqual(uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae'), 'http://xn--99zt52a.example.org/%E2%80%AE', 'U+202E is a bidi formatting character (§4.1)');
    assert.strictEqual(uriToIRI('http://h/%7e%41%2F%25%3A'), 'http://h/~A%2F%25%3A', 'unreserved decoded; reserved and "%" kept');
    assert.strictEqual(uriToIRI('http://h/%EE%80%80?%EE%80%80#%EE%80%80'), 'http://h/%EE%80%80?\ue000#%EE%80%80', 'iprivate in the query only');
    assert.strictEqual(uriToIRI('http://h/%C0%AF%ED%A0%80%F0%80%82%A0%EF%BF%BE'), 'http://h/%C0%AF%ED%A0%80%F0%80%82%A0%EF%BF%BE',
      'overlong forms, surrogates and noncharacters stay encoded');
    assert.strictEqual(uriToIRI('http://%C3%BC@b%C3%BCcher.example/'), 'http://ü@bücher.example/');
    assert.strictEqual(uriToIRI('http://h/a'), 'http://h/a');
    assert.throws(() => uriToIRI('http://h/a b'), RFC3986Error);
  });

  const IRIS = [
    'http://例え.テスト/パス?クエリ=値#断片', 'https://example.org/Москва/', 'urn:ö:ü', 'mailto:jöe@bücher.example',
    'http://h/\u{1f600}/\u{10000}/\u{efffd}', 'http://h/?\ue000\u{100000}', 'ä/b?c#d', '//例/x', 'http://h/plain',
  ];
  it('IRI → URI → IRI gives the IRI back', function () {
    for (const s of IRIS) {
      const uri = iriToURI(s);
      assert.isTrue(isURIReference(uri), uri);
      assert.strictEqual(uriToIRI(uri), s);
    }
  });
  it('URI → IRI → URI gives the URI back (escapes upper-case, no escaped unreserved)', function () {
    for (const s of IRIS) {
      const uri = iriToURI(s);
      assert.strictEqual(iriToURI(uriToIRI(uri)), uri);
    }
  });
});

describe('RFC 3987 §5.3 normalization and comparison of IRIs', function () {
  it('normalize(): case, escapes (escaped iunreserved decoded), dot-segments, scheme rules; still an IRI', function () {
    const u = new URL('HTTP://例:80/a/./%C3%B6/../%E2%80%AE%7e?%C3%BC#%EE%80%80', undefined, IRI);
    const n = normalize(u);
    assert.strictEqual(n.href, 'http://例/a/%E2%80%AE~?ü#%EE%80%80');
    assert.strictEqual(normalize(n).href, n.href, 'idempotent');
    assertInvariants(n, IRI);
    assert.strictEqual(normalize(u, { level: 'syntax' }).href, 'http://例:80/a/%E2%80%AE~?ü#%EE%80%80');
    // The same URI in the URI mode keeps its escapes.
    assert.strictEqual(normalize(new URL('http://h/%C3%B6', undefined, URI)).href, 'http://h/%C3%B6');
  });

  it('an IRI and the URI it maps to are equivalent from the syntax level on, not as strings', function () {
    const iri = 'http://例/Dürst?ü';
    const uri = iriToURI(iri);
    assert.isFalse(equivalentURIs(iri, uri, 'simple'));
    assert.isTrue(equivalentURIs(iri, uri, 'syntax'));
    assert.isTrue(equivalentURIs(iri, 'HTTP://%e4%be%8b:80/D%c3%bcrst?%c3%bc', 'scheme'));
    assert.isFalse(equivalentURIs('http://h/ü', 'http://h/ö'));
    const u = new URL('HTTP://例/%C3%BC', undefined, IRI);
    assert.isTrue(equivalentURIs(u.href, normalize(u).href));
  });

  it('bidi and NFC are left to the caller (RFC 3987 §4, §5.3.2.2)', function () {
    // NFC "é" and NFD "e" + U+0301 are different IRIs here: normalize them first if they should match.
    assert.isFalse(equivalentURIs('http://h/\u00e9', 'http://h/e\u0301'));
    assert.strictEqual(normalize(new URL('http://h/e\u0301', undefined, IRI)).href, 'http://h/e\u0301');
    // A bidi formatting character is in ucschar: the grammar takes it; §4.1's rule against it is the caller's.
    assert.isTrue(isURIReference('http://h/\u202e', { iri: true }));
  });
});
