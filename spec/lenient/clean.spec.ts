// clean(): the RFC 3986 Appendix C clean-up of typed or pasted URLs
// (trim, one pair of delimiters, "URL:", embedded whitespace), and the
// change list it returns for diagnostics.
import { assert } from 'chai';
import { clean, cleanValue, joinLines, shortSchemeSlashes, toOriginalIndex, isWhiteSpace, looksLikeIPv6 } from '../../lib/lenient/clean.js';
import type { CleanChange } from '../../lib/lenient/clean.js';
import { allStrings, randomStrings } from '../extract/strings.js';

function cleaned(input: string): string {
  return clean(input).value;
}

function kinds(changes: CleanChange[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < changes.length; i++) out.push(changes[i].kind);
  return out;
}

describe('text/clean: RFC 3986 Appendix C clean-up', function () {
  describe('inputs that must not change', function () {
    const unchanged = [
      'http://example.com/',
      'https://user:pass@example.com:8080/p/a/t/h?query=string#frag',
      'http://h/?q=a b', // a space in the query is data: the WHATWG parser encodes it
      'http://h/a b/c',
      'http://h/#a b',
      'mailto:fred@example.com',
      'tel:+1-816-555-1212',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      'see example.com', // no scheme: a space is not removed (nothing to infer from it later)
      '[::1]:8080',
      '[::1]',
      '[fe80::1%25eth0]',
      '(a)(b)', // the "(" closes before the end
      '<a><b>',
      '"a" and "b',
      'http://h/(x)',
      'URL:', // nothing after the prefix
      'urn:x',
      'http://h/\u00e9',
      '',
    ];
    unchanged.forEach(function (input) {
      it(JSON.stringify(input), function () {
        const r = clean(input);
        assert.strictEqual(r.value, input);
        assert.deepEqual(r.changes, []);
      });
    });
  });

  describe('rule 1: trim Unicode White_Space', function () {
    const cases: [string, string][] = [
      ['  http://a/  ', 'http://a/'],
      ['\t\r\nhttp://a/\n', 'http://a/'],
      ['\u00a0http://a/\u00a0', 'http://a/'], // NO-BREAK SPACE
      ['\u3000http://a/\u3000', 'http://a/'], // IDEOGRAPHIC SPACE
      ['\u2003\u2028http://a/\u2029\u205f', 'http://a/'],
      ['\u0085\u1680http://a/\u202f', 'http://a/'],
      ['\ufeffhttp://a/\u200b', 'http://a/'], // BOM and ZERO WIDTH SPACE ride along with copied text
      ['\u0000\u0001<http://a/>\u001f', 'http://a/'], // C0 controls, as the WHATWG parser trims them
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]), function () {
        assert.strictEqual(cleaned(c[0]), c[1]);
      });
    });
    it('records what it trimmed, with indices', function () {
      const r = clean('  http://a/ ');
      assert.deepEqual(r.changes, [
        { kind: 'trim', index: 0, removed: '  ', inserted: '' },
        { kind: 'trim', index: 11, removed: ' ', inserted: '' },
      ]);
    });
    it('keeps a zero width space inside the URL (only the ends are trimmed)', function () {
      assert.strictEqual(cleaned('http://a/\u200bb'), 'http://a/\u200bb');
    });
    it('isWhiteSpace matches Unicode White_Space exactly', function () {
      const ws = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2005, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000];
      const not = [0x08, 0x0e, 0x1f, 0x21, 0x84, 0x86, 0x9f, 0xa1, 0x180e, 0x200b, 0x200c, 0x2027, 0x202a, 0x2060, 0x3001, 0xfeff];
      ws.forEach(function (c) {
        assert.isTrue(isWhiteSpace(c), c.toString(16));
      });
      not.forEach(function (c) {
        assert.isFalse(isWhiteSpace(c), c.toString(16));
      });
    });
  });

  describe('rule 2: one pair of delimiters', function () {
    const cases: [string, string][] = [
      ['<http://a/>', 'http://a/'],
      ['"http://a/"', 'http://a/'],
      ["'http://a/'", 'http://a/'],
      ['\u201chttp://a/\u201d', 'http://a/'], // “…”
      ['\u2018http://a/\u2019', 'http://a/'], // ‘…’
      ['\u00abhttp://a/\u00bb', 'http://a/'], // «…»
      ['(http://a/)', 'http://a/'],
      ['[http://a/]', 'http://a/'],
      [' < http://a/ > ', 'http://a/'],
      ['(http://a/b_(c))', 'http://a/b_(c)'], // nested: the outer pair encloses the whole
      ['<<http://a/>>', '<http://a/>'], // only one pair
      ['["http://a/"]', '"http://a/"'],
      ['[www.example.com]', 'www.example.com'],
      ['[mailto:a@b.c]', 'mailto:a@b.c'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.strictEqual(cleaned(c[0]), c[1]);
      });
    });
    const kept = ['(a)(b)', '[a][b]', '(http://a/', 'http://a/)', '<http://a/', '"http://a/', '[::1]', '[2001:db8::1]', '[::ffff:192.0.2.1]', '[fe80::1%eth0]', '"', '<>x'];
    kept.forEach(function (input) {
      it('keeps ' + JSON.stringify(input), function () {
        assert.strictEqual(cleaned(input), input);
      });
    });
    it('strips an empty pair to the empty string', function () {
      assert.strictEqual(cleaned('<>'), '');
    });
    it('records both delimiters', function () {
      assert.deepEqual(clean('<http://a/>').changes, [
        { kind: 'delimiters', index: 0, removed: '<', inserted: '' },
        { kind: 'delimiters', index: 10, removed: '>', inserted: '' },
      ]);
    });
    it('looksLikeIPv6 tells an IPv6 literal from a bracketed URL', function () {
      const s = '[::1][http://a/][fe80::1%eth0][v1.x][1.2.3.4][::1%]';
      assert.isTrue(looksLikeIPv6(s, 1, 4));
      assert.isFalse(looksLikeIPv6(s, 6, 15));
      assert.isTrue(looksLikeIPv6(s, 17, 29));
      assert.isFalse(looksLikeIPv6(s, 31, 35));
      assert.isFalse(looksLikeIPv6(s, 37, 44)); // no colon: not IPv6
      assert.isFalse(looksLikeIPv6(s, 46, 50)); // empty zone
    });
  });

  describe('rule 3: the "URL:" prefix', function () {
    const cases: [string, string][] = [
      ['URL:http://a/', 'http://a/'],
      ['url:http://a/', 'http://a/'],
      ['Url: http://a/', 'http://a/'],
      ['URL:  \n http://a/', 'http://a/'],
      ['<URL:http://a/>', 'http://a/'],
      ['<URL: http://a/>', 'http://a/'],
      ['URL:<http://a/>', 'http://a/'],
      ['  "URL:ftp://info.cern.ch/pub/"  ', 'ftp://info.cern.ch/pub/'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]), function () {
        assert.strictEqual(cleaned(c[0]), c[1]);
      });
    });
    const kept = ['URL:', 'URL: ', 'URLs:http://a/', 'xURL:http://a/', 'http://a/URL:b', 'URI:http://a/'];
    kept.forEach(function (input) {
      it('keeps ' + JSON.stringify(input), function () {
        assert.strictEqual(cleaned(input), input.replace(/ +$/, ''));
      });
    });
    it('strips every leading prefix (an href starting "url:" must re-parse to itself)', function () {
      assert.strictEqual(cleaned('URL:URL:http://a/'), 'http://a/');
      assert.strictEqual(cleaned('URL:<URL:http://a/>'), 'http://a/');
      assert.strictEqual(cleaned('url:'), 'url:');
    });
    it('records it', function () {
      assert.deepEqual(clean('<URL: http://a/>').changes[2], { kind: 'prefix', index: 1, removed: 'URL: ', inserted: '' });
    });
  });

  describe('rule 4: embedded whitespace', function () {
    it('joins the RFC 3986 Appendix C example', function () {
      assert.strictEqual(cleaned('<ftp://foo.example.\ncom/rfc/>'), 'ftp://foo.example.com/rfc/');
      assert.strictEqual(cleaned('<http://www.ics.uci.edu/pub/\nietf/uri/historical.html#WARNING>'), 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING');
    });
    it('removes a line break with the indentation around it', function () {
      assert.strictEqual(cleaned('http://www.ics.uci.edu/pub/  \r\n      ietf/uri/'), 'http://www.ics.uci.edu/pub/ietf/uri/');
    });
    it('removes every kind of line break', function () {
      const breaks = ['\n', '\r', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029', '\t\n\t'];
      breaks.forEach(function (b) {
        assert.strictEqual(cleaned('http://a/b' + b + 'c?d' + b + 'e#f' + b + 'g'), 'http://a/bc?de#fg', JSON.stringify(b));
      });
    });
    it('removes a break inside a query too (a wrapped line is never data)', function () {
      assert.strictEqual(cleaned('http://h/?q=a \n b'), 'http://h/?q=ab');
    });
    it('keeps spaces without a line break in the path, query and fragment', function () {
      assert.strictEqual(cleaned('http://h/a b?c d#e f'), 'http://h/a b?c d#e f');
      assert.strictEqual(cleaned('http://h/a\u00a0b'), 'http://h/a\u00a0b');
    });
    it('removes spaces in the scheme-and-authority part', function () {
      assert.strictEqual(cleaned('http://exa mple.com/a b'), 'http://example.com/a b');
      assert.strictEqual(cleaned('http: //example.com/'), 'http://example.com/');
      assert.strictEqual(cleaned('http:// example.com :8080 /x'), 'http://example.com:8080/x');
      assert.strictEqual(cleaned('http://us er@exa mple.com?q=a b'), 'http://us er@example.com?q=a b'); // userinfo may hold spaces
      // a space after the slashes is userinfo's when an "@" follows (the WHATWG parser keeps it as %20)
      assert.strictEqual(cleaned('http: / / us er@exa mple.com'), 'http:// us er@example.com');
      assert.strictEqual(cleaned('http: / / exa mple.com'), 'http://example.com');
      assert.strictEqual(cleaned('http://exa\u3000mple.com#a b'), 'http://example.com#a b');
    });
    it('removes a tab alone (the WHATWG parser removes it too), keeping the spaces around it', function () {
      assert.strictEqual(cleaned('http://h/a\tb?c \t d'), 'http://h/ab?c  d');
      assert.strictEqual(cleaned('localhost:30\t00'), 'localhost:3000');
      assert.strictEqual(cleaned('http://exa\tmple.com/'), 'http://example.com/');
    });
    it('removes spaces only from a real authority (fuzz regressions)', function () {
      // A non-special scheme: backslashes and "@" make an opaque path, not an authority.
      assert.strictEqual(cleaned('javascript:\\\\\\@a b//x'), 'javascript:\\\\\\@a b//x');
      assert.strictEqual(cleaned('ja\r\nvascript:\\\\\\@a b//x'), 'javascript:\\\\\\@a b//x');
      assert.strictEqual(cleaned('foo: //a b/'), 'foo: //a b/');
      assert.strictEqual(cleaned('foo://a b/c d'), 'foo://ab/c d');
      // file: the third slash starts the path.
      assert.strictEqual(cleaned('file:///a b/c'), 'file:///a b/c');
      assert.strictEqual(cleaned('file://h o/a b'), 'file://ho/a b');
      // Special schemes: any run of "/" and "\\".
      assert.strictEqual(cleaned('http:\\\\a b/c d'), 'http:\\\\ab/c d');
    });
    it('keeps spaces in an opaque path and after a scheme not followed by slashes', function () {
      assert.strictEqual(cleaned('mailto:a@b.c?subject=hello world'), 'mailto:a@b.c?subject=hello world');
      assert.strictEqual(cleaned('mailto: a@b.c'), 'mailto: a@b.c');
    });
    it('keeps spaces in input without a scheme', function () {
      assert.strictEqual(cleaned('www.exa mple.com'), 'www.exa mple.com');
    });
    it('joins a scheme broken across lines', function () {
      assert.strictEqual(cleaned('ht\ntp://a/'), 'http://a/');
    });
    it('keeps a hyphen before a line break and notes it', function () {
      const r = clean('http://a/long-\n  name');
      assert.strictEqual(r.value, 'http://a/long-name');
      assert.deepEqual(r.changes, [
        { kind: 'hyphen-at-line-break', index: 13, removed: '', inserted: '' },
        { kind: 'whitespace', index: 14, removed: '\n  ', inserted: '' },
      ]);
    });
    it('records each removed run', function () {
      assert.deepEqual(kinds(clean(' <ftp://foo.example.\ncom/rfc/> ').changes), ['trim', 'trim', 'delimiters', 'delimiters', 'whitespace']);
      assert.deepEqual(clean('<ftp://foo.example.\ncom/rfc/>').changes[2], { kind: 'whitespace', index: 19, removed: '\n', inserted: '' });
    });
  });

  describe('toOriginalIndex', function () {
    it('maps indices of the cleaned value back to the input', function () {
      const input = ' <http://a.\n  b/c d> ';
      const r = clean(input);
      assert.strictEqual(r.value, 'http://a.b/c d');
      for (let i = 0; i < r.value.length; i++) {
        assert.strictEqual(input.charAt(toOriginalIndex(r, i)), r.value.charAt(i), 'index ' + i);
      }
      assert.strictEqual(toOriginalIndex(r, r.value.length), input.indexOf('>'));
    });
    it('is the identity when nothing changed', function () {
      const r = clean('http://a/');
      assert.strictEqual(toOriginalIndex(r, 3), 3);
    });
  });

  describe('linear time on hostile input', function () {
    it('handles 200 000 nested brackets and whitespace runs in one pass', function () {
      let s = '';
      for (let i = 0; i < 100000; i++) s += '(';
      let t = s;
      for (let i = 0; i < 100000; i++) t += ')';
      assert.strictEqual(cleaned(t).length, 199998);
      let ws = 'http://a/';
      for (let i = 0; i < 50000; i++) ws += ' \n';
      assert.strictEqual(cleaned(ws + 'x'), 'http://a/x');
    });
  });
});

describe('text/clean: shortcuts equal the general walk', function () {
  it('joinLines is cleanValue on input whose every whitespace run holds a line break', function () {
    // Ends that trim, delimiters, "URL:" prefixes, runs of every kind of
    // White_Space around a line break, hyphens before one.
    const pieces = ['a', 'http://h/', 'x-', 'URL:', 'url:', '<', '>', '"', '(', ')', '[::1]', '\u200b', '\ufeff', '\x01', ':', '/', '@',
      '\n', ' \n ', '\r\n\t', '\u2028', '\u00a0\n', '\n\u3000', '\u0085', '\f'];
    const runs = /[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;
    let checked = 0;
    randomStrings(pieces, 30000, 1, 9, 3).forEach(function (s) {
      const found = s.match(runs);
      if (found !== null && !found.every((run) => /[\n-\r\x85\u2028\u2029]/.test(run))) return;
      checked++;
      assert.strictEqual(joinLines(s), cleanValue(s), JSON.stringify(s));
    });
    assert.isAbove(checked, 10000);
  });
  it('shortSchemeSlashes is indexOf("://") below 6', function () {
    // Every string of ":", "/" and "a" up to nine long.
    allStrings([':', '/', 'a'], 9).forEach(function (s) {
      const k = s.indexOf('://');
      assert.strictEqual(shortSchemeSlashes(s), k >= 0 && k < 6 ? k : -1, JSON.stringify(s));
    });
  });
});
