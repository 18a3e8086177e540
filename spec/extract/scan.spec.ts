// nextCandidate(): where running text contains something that looks like a
// URI (before any parsing): wrappers, bare schemes, "www.", trailing
// punctuation and balanced brackets.
import { assert } from 'chai';
import { CONTENT_RUN, PLAIN_RUN, nextCandidate } from '../../lib/extract/scan.js';
import { cleanValue, isWhiteSpace, joinLines } from '../../lib/lenient/clean.js';
import { randomStrings } from './strings.js';

/** Every candidate's text, assuming each one parses. */
function spans(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (;;) {
    const c = nextCandidate(text, from);
    if (c === null) return out;
    out.push(text.slice(c.start, c.end));
    assert.isAbove(c.next, from);
    from = c.next;
  }
}

describe('text/scan: finding URI candidates in text', function () {
  describe('bare URIs', function () {
    const cases: [string, string[]][] = [
      ['see https://example.com/a for more', ['https://example.com/a']],
      ['https://example.com', ['https://example.com']],
      ['ftp://ftp.is.co.za/rfc/rfc1808.txt and gopher://x/', ['ftp://ftp.is.co.za/rfc/rfc1808.txt', 'gopher://x/']],
      ['write to mailto:fred@example.com, or call tel:+1-816-555-1212.', ['mailto:fred@example.com', 'tel:+1-816-555-1212']],
      ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2 is a URN', ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2']],
      ['news:comp.infosystems.www.servers.unix', ['news:comp.infosystems.www.servers.unix']],
      ['HTTPS://EXAMPLE.COM/', ['HTTPS://EXAMPLE.COM/']],
      ['a, https://a/, b', ['https://a/']],
      ['a,https://a/,b', ['https://a/,b']], // a comma inside is the URI's
      ['x-custom+scheme://host/path', ['x-custom+scheme://host/path']],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]), function () {
        assert.deepEqual(spans(c[0]), c[1]);
      });
    });
    const none = [
      'Note: nothing here',
      'ratio 1:2 and time 10:30',
      'C:\\Windows\\System32',
      'std::vector<int>',
      'key:value',
      'http:// alone',
      'https://',
      'mailto:',
      'a.b.c example.com file.txt',
      'user@example.com',
      'xhttps', // no colon
      '',
    ];
    none.forEach(function (t) {
      it('nothing in ' + JSON.stringify(t), function () {
        assert.deepEqual(spans(t), []);
      });
    });
    it('needs a word boundary before the scheme', function () {
      assert.deepEqual(spans('xyzhttp://a/'), ['xyzhttp://a/']); // "xyzhttp" is a scheme of its own
      assert.deepEqual(spans('9http://a/'), []); // a digit is part of the word, and no scheme starts with one
      assert.deepEqual(spans('_http://a/'), []); // glued to a word by "_"
    });
  });

  describe('bare www. hosts', function () {
    const cases: [string, string[]][] = [
      ['go to www.example.com now', ['www.example.com']],
      ['www.w3.org/Addressing/.', ['www.w3.org/Addressing/']],
      ['WWW.EXAMPLE.COM/x?y=1#z', ['WWW.EXAMPLE.COM/x?y=1#z']],
      ['(www.example.com)', ['www.example.com']],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]), function () {
        assert.deepEqual(spans(c[0]), c[1]);
      });
    });
    it('not inside an address or a path, and not "www." alone', function () {
      assert.deepEqual(spans('me@www.example.com a/www.example.com www. www..x wwwx.com'), []);
    });
  });

  describe('trailing punctuation', function () {
    const cases: [string, string][] = [
      ['http://a/b.', 'http://a/b'],
      ['http://a/b,', 'http://a/b'],
      ['http://a/b;', 'http://a/b'],
      ['http://a/b:', 'http://a/b'],
      ['http://a/b!', 'http://a/b'],
      ['http://a/b?', 'http://a/b'],
      ["'http://a/b'", 'http://a/b'],
      ['http://a/b...', 'http://a/b'],
      ['http://a/b?!', 'http://a/b'],
      ['*http://a/b*', 'http://a/b'],
      ['http://a/b.html', 'http://a/b.html'],
      ['http://a/b?q=1&r=2', 'http://a/b?q=1&r=2'],
      ['http://a/b#frag', 'http://a/b#frag'],
      ["http://a/it's", "http://a/it's"],
      ['http://a/b\u2019', 'http://a/b'], // ’
      ['\u201chttp://a/b\u201d', 'http://a/b'], // “…”
      ['\u00abhttp://a/b\u00bb', 'http://a/b'], // «…»
      ['http://a/b\u2026', 'http://a/b'], // …
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.deepEqual(spans(c[0]), [c[1]]);
      });
    });
  });

  describe('brackets: a closer is kept only when it balances an opener', function () {
    const cases: [string, string][] = [
      ['https://en.wikipedia.org/wiki/Fork_(software_development)', 'https://en.wikipedia.org/wiki/Fork_(software_development)'],
      ['(https://en.wikipedia.org/wiki/Fork_(software_development))', 'https://en.wikipedia.org/wiki/Fork_(software_development)'],
      ['(see https://en.wikipedia.org/wiki/Fork_(software_development)).', 'https://en.wikipedia.org/wiki/Fork_(software_development)'],
      ['(see https://a/b)', 'https://a/b'],
      ['(see https://a/b).', 'https://a/b'],
      ['(see https://a/b.)', 'https://a/b'],
      ['[link](https://a/b)', 'https://a/b'],
      ['[https://a/b]', 'https://a/b'],
      ['{https://a/b}', 'https://a/b'],
      ['https://a/b_(c)_(d)', 'https://a/b_(c)_(d)'],
      ['https://a/b((c))', 'https://a/b((c))'],
      ['((https://a/b_(c)))', 'https://a/b_(c)'],
      ['https://a/?q=[1]', 'https://a/?q=[1]'],
      ['https://a/{x}', 'https://a/{x}'],
      ['https://a/b(', 'https://a/b('],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.deepEqual(spans(c[0]), [c[1]]);
      });
    });
  });

  describe('IPv6', function () {
    it('keeps the brackets of an IPv6 literal', function () {
      assert.deepEqual(spans('at http://[2001:db8::1]:8080/x, or http://[::1].'), ['http://[2001:db8::1]:8080/x', 'http://[::1]']);
      assert.deepEqual(spans('[http://[::1]/]'), ['http://[::1]/']);
    });
  });

  describe('wrappers: <…> and "…"', function () {
    it('takes the content of angle brackets, across lines', function () {
      assert.deepEqual(spans('from <ftp://foo.example.\ncom/rfc/>.'), ['ftp://foo.example.\ncom/rfc/']);
      assert.deepEqual(spans('<http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>'), ['http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING']);
    });
    it('skips "URL:" and the whitespace just inside the brackets', function () {
      assert.deepEqual(spans('<URL:ftp://info.cern.ch/pub/www/doc>'), ['ftp://info.cern.ch/pub/www/doc']);
      assert.deepEqual(spans('< URL: http://a/b >'), ['http://a/b']);
      assert.deepEqual(spans('<\n  http://a/b\n>'), ['http://a/b']);
    });
    it('accepts any scheme after "URL:", only known ones without it', function () {
      assert.deepEqual(spans('<URL:foo:bar>'), ['foo:bar']);
      assert.deepEqual(spans('<xsl:template> <o:p>'), []);
      assert.deepEqual(spans('<mailto:a@b.c>'), ['mailto:a@b.c']);
      assert.deepEqual(spans('<www.example.com/x>'), ['www.example.com/x']);
    });
    it('keeps trailing punctuation inside the wrapper', function () {
      assert.deepEqual(spans('<http://a/b.>'), ['http://a/b.']);
      assert.deepEqual(spans('"http://a/b)"'), ['http://a/b)']);
    });
    it('takes double-quoted URIs', function () {
      assert.deepEqual(spans('under "http://www.w3.org/Addressing/",\nbut'), ['http://www.w3.org/Addressing/']);
      assert.deepEqual(spans('"hi" and "http://a/"'), ['http://a/']);
      assert.deepEqual(spans('<a href="http://a/b">x</a>'), ['http://a/b']);
    });
    it('is not a wrapper when a plain space is inside: bare URIs are still found', function () {
      assert.deepEqual(spans('<http://a/ and more>'), ['http://a/']);
      assert.deepEqual(spans('"http://a/ is good"'), ['http://a/']);
      assert.deepEqual(spans('if a <b and c> then http://x/'), ['http://x/']);
    });
    it('an unclosed wrapper falls back to the bare URI', function () {
      assert.deepEqual(spans('<http://a/b'), ['http://a/b']);
      assert.deepEqual(spans('<http://a/\nb'), ['http://a/']);
      assert.deepEqual(spans('"http://a/b'), ['http://a/b']);
      assert.deepEqual(spans('<http://a/<http://b/>'), ['http://a/', 'http://b/']);
    });
    it('gives the URI\'s span and where to scan on', function () {
      const text = '<http://a/\nb>';
      const c = nextCandidate(text, 0);
      assert.isNotNull(c);
      if (c === null) return;
      assert.deepEqual([c.start, c.end, c.next], [1, 12, 13]);
    });
  });

  describe('non-ASCII text around URLs', function () {
    const cases: [string, string[]][] = [
      ['日本語のテキストhttps://example.com/パス。次の文', ['https://example.com/パス']],
      ['詳しくは「https://example.jp/a」を参照、またはhttps://example.jp/b、です', ['https://example.jp/a', 'https://example.jp/b']],
      ['（https://example.jp/x）', ['https://example.jp/x']],
      ['Voir « https://exemple.fr/été » ou https://exemple.fr/à-propos…', ['https://exemple.fr/été', 'https://exemple.fr/à-propos']],
      ['Смотрите https://пример.рф/путь, пожалуйста', ['https://пример.рф/путь']],
      ['رابط https://example.com/a، ثم', ['https://example.com/a']],
      ['見てwww.example.jp/ページ。', ['www.example.jp/ページ']],
      ['emoji https://example.com/😀 ok', ['https://example.com/😀']],
      ['nbsp\u00a0https://a/b\u00a0end', ['https://a/b']],
      ['https://a/b\ufffdc', ['https://a/b']], // U+FFFD: a broken character is not the URL's
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]), function () {
        assert.deepEqual(spans(c[0]), c[1]);
      });
    });
  });

  describe('linear time on hostile input', function () {
    // Each would take seconds with a quadratic scan; the test only checks results.
    it('many "<" without ">"', function () {
      let t = '';
      for (let i = 0; i < 20000; i++) t += '<http://a/\n';
      assert.strictEqual(spans(t).length, 20000);
    });
    it('many quotes', function () {
      let t = '';
      for (let i = 0; i < 20000; i++) t += '"http://a/ x ';
      assert.strictEqual(spans(t).length, 20000);
    });
    it('a long URL made of closers and punctuation', function () {
      let t = 'http://a/';
      for (let i = 0; i < 50000; i++) t += ').';
      assert.deepEqual(spans(t), ['http://a/']);
    });
    it('a long run of scheme characters without a colon', function () {
      let t = '';
      for (let i = 0; i < 100000; i++) t += 'a.';
      assert.deepEqual(spans(t), []);
    });
  });
});

// The native runs stand for character predicates: each must take exactly
// the characters its walk would, and what the scan says of a candidate
// (plain, broken) must hold of its text.
describe('text/scan: the native runs and what the scan says of a candidate', function () {
  /** The length of the run of `re` at s[0]. */
  function runLength(re: RegExp, s: string): number {
    re.lastIndex = 0;
    assert.isTrue(re.test(s));
    return re.lastIndex;
  }
  it('PLAIN_RUN takes printable ASCII but quotes, brackets, < > ` and \\', function () {
    for (let c = 0; c <= 0xffff; c++) {
      const plain = c >= 0x21 && c <= 0x7e && '"\'()[]{}<>`\\'.indexOf(String.fromCharCode(c)) < 0;
      assert.strictEqual(runLength(PLAIN_RUN, String.fromCharCode(c) + ' '), plain ? 1 : 0, c.toString(16));
    }
    assert.strictEqual(runLength(PLAIN_RUN, 'https://a/b?c=d#e f'), 17);
  });
  it('CONTENT_RUN takes everything but White_Space, < > and "', function () {
    for (let c = 0; c <= 0xffff; c++) {
      const content = !isWhiteSpace(c) && c !== 0x3c && c !== 0x3e && c !== 0x22;
      assert.strictEqual(runLength(CONTENT_RUN, String.fromCharCode(c) + ' '), content ? 1 : 0, c.toString(16));
    }
  });

  // Texts with every kind of character next to URIs: quotes, brackets,
  // backslashes, non-ASCII letters and punctuation, joiners, controls,
  // whitespace with and without line breaks, "URL:" prefixes.
  const PIECES = ['http://', 'https://a', 'www.', 'mailto:', 'URL:', 'url:', 'x', 'é', 'пример', '。', '「', '\u200c', '\u200b', '\ufeff', '\u00a0', '\u2028', '\u3000', '\x01', '\x7f',
    '"', "'", '(', ')', '[', ']', '{', '}', '<', '>', '`', '\\', '.', ',', ':', '/', '?', '#', '@', '-', ' ', '\t', '\n', '\r\n', '\n  ', ' \n'];
  const TEXTS: string[] = [];
  randomStrings(PIECES, 20000, 1, 24, 7).forEach(function (s) {
    TEXTS.push(s, '<' + s + '>', '"' + s + '"', 'see http://a/' + s);
  });
  function eachCandidate(f: (text: string, c: NonNullable<ReturnType<typeof nextCandidate>>) => void): number {
    let count = 0;
    for (let t = 0; t < TEXTS.length; t++) {
      const text = TEXTS[t];
      for (const bare of [false, true]) {
        let from = 0;
        for (let c = nextCandidate(text, from, bare); c !== null; c = nextCandidate(text, from, bare)) {
          f(text, c);
          count++;
          from = c.next;
        }
      }
    }
    return count;
  }
  it('plain: set for bare URIs, and true exactly when the text is printable ASCII but [ and \\', function () {
    let known = 0;
    const count = eachCandidate(function (text, c) {
      const raw = text.slice(c.start, c.end);
      if (c.plain === undefined) return;
      known++;
      assert.strictEqual(c.plain, !/[^!-Z\]-~]/.test(raw), JSON.stringify(raw));
    });
    assert.isAbove(known, 1000);
    assert.isAbove(count, known);
  });
  it('broken: the whitespace of the text is runs with a line break, and joinLines is cleanValue', function () {
    let broken = 0;
    eachCandidate(function (text, c) {
      const raw = text.slice(c.start, c.end);
      const runs = raw.match(/[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g);
      assert.strictEqual(c.broken, runs !== null, JSON.stringify(raw));
      if (!c.broken) return;
      broken++;
      (runs as string[]).forEach(function (run) {
        assert.match(run, /[\n-\r\x85\u2028\u2029]/, JSON.stringify(raw));
      });
      assert.strictEqual(joinLines(raw), cleanValue(raw), JSON.stringify(raw));
    });
    assert.isAbove(broken, 100);
  });
});
