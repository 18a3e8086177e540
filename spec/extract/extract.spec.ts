// extractURLs(): URLs in running text, parsed in lenient mode, with their
// positions; the RFC 3986 Appendix C and 1994 URL draft examples.
import { assert } from 'chai';
import { extractURLs } from '../../lib/extract/extract.js';
import { isMeantHost, isPlainHost } from '../../lib/extract/meant.js';
import type { ExtractedURL } from '../../lib/extract/extract.js';
import { URL } from '../../lib/api/url.js';
import { readFixture } from '../support/fixtures.js';
import { allStrings, randomStrings } from './strings.js';

interface AppendixC {
  groups: { appendix_c_plain_text: { text: string; uris: string[]; delimiter_examples: { cases: { input: string; uri: string }[] } } };
}

function hrefs(found: ExtractedURL[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < found.length; i++) out.push(found[i].url.href);
  return out;
}

describe('text/extract: extractURLs', function () {
  describe('seed examples', function () {
    const group = readFixture<AppendixC>('rfc3986/examples.json').groups.appendix_c_plain_text;
    it('RFC 3986 Appendix C: exactly its three URIs', function () {
      const found = extractURLs(group.text);
      assert.deepEqual(hrefs(found), group.uris);
      // raw is the text as written, between the wrappers
      assert.deepEqual(
        found.map(function (f) {
          return f.raw;
        }),
        ['http://www.w3.org/Addressing/', 'ftp://foo.example.\ncom/rfc/', 'http://www.ics.uci.edu/pub/\nietf/uri/historical.html#WARNING'],
      );
      found.forEach(function (f) {
        assert.strictEqual(group.text.slice(f.start, f.end), f.raw);
      });
    });
    it('RFC 3986 Appendix C delimiter examples', function () {
      group.delimiter_examples.cases.forEach(function (c) {
        assert.deepEqual(hrefs(extractURLs(c.input)), [c.uri], c.input);
      });
    });
    it('the same text with the RFC\'s display indentation kept', function () {
      const indented = group.text.replace(/\n/g, '\n      ');
      assert.deepEqual(hrefs(extractURLs(indented)), group.uris);
    });
    it('the 1994 URL draft: its two URLs', function () {
      const text =
        'Yes, Jim, I found it under <ftp://info.cern.ch/pub/www/doc> but you can probably pick it up from <ftp://ds.internic.net/rfc>.';
      const found = extractURLs(text);
      assert.deepEqual(hrefs(found), ['ftp://info.cern.ch/pub/www/doc', 'ftp://ds.internic.net/rfc']);
      assert.deepEqual([found[0].start, found[0].end], [28, 58]);
      assert.strictEqual(text.charAt(found[0].start - 1), '<');
      assert.strictEqual(text.charAt(found[0].end), '>');
    });
    it('the 1994 draft\'s prefixed form', function () {
      assert.deepEqual(hrefs(extractURLs('found it under <URL:ftp://info.cern.ch/pub/www/doc>.')), ['ftp://info.cern.ch/pub/www/doc']);
      assert.deepEqual(hrefs(extractURLs('found it under URL:ftp://info.cern.ch/pub/www/doc.')), ['ftp://info.cern.ch/pub/www/doc']);
    });
  });

  describe('what is found', function () {
    it('returns URL instances in lenient mode', function () {
      const f = extractURLs('see www.example.com.')[0];
      assert.instanceOf(f.url, URL);
      assert.strictEqual(f.url.href, 'http://www.example.com/');
      assert.strictEqual(f.raw, 'www.example.com');
      // the URL keeps its mode: a setter cleans its value
      f.url.href = ' <https://a/b> ';
      assert.strictEqual(f.url.href, 'https://a/b');
    });
    it('bare schemes, www. hosts, mailto and tel', function () {
      const text = 'Mail mailto:fred@example.com or call tel:+1-816-555-1212; the site is https://example.com/a?b=c#d, mirror www.example.org/x!';
      assert.deepEqual(hrefs(extractURLs(text)), [
        'mailto:fred@example.com',
        'tel:+1-816-555-1212',
        'https://example.com/a?b=c#d',
        'http://www.example.org/x',
      ]);
    });
    it('balanced parentheses', function () {
      const text = 'Forks (https://en.wikipedia.org/wiki/Fork_(software_development)) are common.';
      const f = extractURLs(text);
      assert.deepEqual(hrefs(f), ['https://en.wikipedia.org/wiki/Fork_(software_development)']);
      assert.strictEqual(text.slice(f[0].start, f[0].end), 'https://en.wikipedia.org/wiki/Fork_(software_development)');
    });
    it('nested brackets and markdown links', function () {
      assert.deepEqual(hrefs(extractURLs('[docs](https://a.example/b_(c)) and [[https://b.example/]]')), [
        'https://a.example/b_(c)',
        'https://b.example/',
      ]);
    });
    it('wrapped lines inside <…>, with indentation and CRLF', function () {
      const text = 'Note the warning in <http://www.ics.uci.edu/pub/\r\n    ietf/uri/historical.html#WARNING>.';
      const f = extractURLs(text);
      assert.deepEqual(hrefs(f), ['http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING']);
      assert.strictEqual(f[0].raw, 'http://www.ics.uci.edu/pub/\r\n    ietf/uri/historical.html#WARNING');
    });
    it('a hyphen at a line break is kept', function () {
      assert.deepEqual(hrefs(extractURLs('<http://example.com/long-\npath>')), ['http://example.com/long-path']);
    });
    it('IPv6 hosts', function () {
      assert.deepEqual(hrefs(extractURLs('at http://[2001:DB8::1]:8080/x, or <http://[::1]/>.')), ['http://[2001:db8::1]:8080/x', 'http://[::1]/']);
    });
    it('non-ASCII text around URLs', function () {
      const text = '詳しくは「https://example.jp/パス」を参照。Voir « https://exemple.fr/été ». Смотрите www.пример.рф/путь, да';
      assert.deepEqual(hrefs(extractURLs(text)), [
        'https://example.jp/%E3%83%91%E3%82%B9',
        'https://exemple.fr/%C3%A9t%C3%A9',
        'http://www.xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C',
      ]);
    });
    it('indices are UTF-16 offsets into the text', function () {
      const text = '😀 https://a.example/ 😀';
      const f = extractURLs(text)[0];
      assert.deepEqual([f.start, f.end], [3, 21]);
    });
    it('skips candidates that do not parse, wrappers whole, and goes on', function () {
      assert.deepEqual(hrefs(extractURLs('http://[::1 then https://ok.example/ and <http://exa\nmple:99999/> and http://b.example/')), [
        'https://ok.example/',
        'http://b.example/',
      ]);
    });
    it('a failed wrapper is searched inside', function () {
      assert.deepEqual(hrefs(extractURLs('<http://a.example/ and more>')), ['http://a.example/']);
    });
    it('nothing in plain prose', function () {
      assert.deepEqual(extractURLs('Note: a ratio of 1:2, std::map<int> and user@example.com are not URLs.'), []);
      assert.deepEqual(extractURLs(''), []);
    });
    it('converts its argument to a string (lone surrogates become U+FFFD at the same index)', function () {
      const f = extractURLs('\ud800 http://a.example/\udc00x');
      assert.deepEqual([f[0].start, f[0].end], [2, 19]);
      assert.strictEqual(f[0].raw, 'http://a.example/');
      assert.deepEqual(hrefs(extractURLs(12 as unknown as string)), []);
    });
  });

  describe('options', function () {
    it('limit caps the number of results', function () {
      const text = 'http://a.example/ http://b.example/ http://c.example/';
      assert.strictEqual(extractURLs(text, { limit: 2 }).length, 2);
      assert.strictEqual(extractURLs(text, { limit: 0 }).length, 0);
      assert.strictEqual(extractURLs(text, { limit: 10 }).length, 3);
      assert.strictEqual(extractURLs(text, {}).length, 3);
    });
    it('limit must be a non-negative integer', function () {
      [-1, 1.5, NaN, '2' as unknown as number].forEach(function (limit) {
        assert.throws(function () {
          extractURLs('http://a/', { limit: limit });
        }, TypeError);
      });
    });
    it('defaultScheme applies to www. hosts', function () {
      assert.deepEqual(hrefs(extractURLs('www.example.com and http://b.example/', { defaultScheme: 'https' })), [
        'https://www.example.com/',
        'http://b.example/',
      ]);
      assert.throws(function () {
        extractURLs('x', { defaultScheme: 'not a scheme' });
      }, TypeError);
    });
  });

  describe('the constructor shortcuts read as URL.parse in lenient mode', function () {
    // "www." hosts and URIs broken across lines are handed to the
    // constructor in another form (scheme + "://" + host, the lines
    // joined); the URL must be the one the lenient mode reads from the text.
    const raws = [
      'www.example.com',
      'www.example.com/a/b?c=d#e',
      'WWW.EXAMPLE.COM/X',
      'www.example.com./x',
      'www.example.c0m/x',
      'www.x',
      'www.example..com/x',
      'www.example.com:8080/x',
      'www.example.com:abc',
      'www.user@example.com/x',
      'www.example.com/a:80/b',
      'www.example.com/a@b',
      'www.example.com/%2e%2e/x',
      'www.example.com/../x',
      'www.bücher.de/x',
      'www.example.com/パス',
      'www.xn--bcher-kva.de',
    ];
    // Each URL found is the lenient reading of its raw text, and a raw text
    // the lenient mode refuses gives none.
    function assertRead(text: string, defaultScheme?: string): ExtractedURL[] {
      const found = extractURLs(text, { defaultScheme: defaultScheme });
      found.forEach(function (f) {
        const url = URL.parse(f.raw, undefined, { mode: 'lenient', defaultScheme: defaultScheme });
        assert.isNotNull(url, f.raw);
        assert.strictEqual(f.url.href, (url as URL).href, f.raw + ' ' + String(defaultScheme));
      });
      return found;
    }
    raws.forEach(function (raw) {
      it(JSON.stringify(raw), function () {
        for (const defaultScheme of [undefined, 'https', 'ftp', 'foo', 'file']) {
          const found = assertRead('see ' + raw + ' now', defaultScheme);
          if (URL.parse(raw, undefined, { mode: 'lenient', defaultScheme: defaultScheme }) === null) assert.notInclude(found.map((f) => f.raw), raw);
        }
      });
    });
    it('www. hosts the shortcut takes are found', function () {
      assert.deepEqual(hrefs(extractURLs('see www.example.com/a/b?c=d#e and WWW.EXAMPLE.COM/X.')), ['http://www.example.com/a/b?c=d#e', 'http://www.example.com/X']);
      assert.deepEqual(hrefs(extractURLs('see www.example.com/a', { defaultScheme: 'https' })), ['https://www.example.com/a']);
    });
    const wrapped = [
      'ftp://foo.example.\ncom/rfc/',
      'http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING',
      'http://a.example/x\n y?q=1',
      'http://a.\n.example/',
      'http://exa\nmple:99999/',
      'HTTP://A.EXAMPLE/\nX',
      'url://a\n/b',
      'mailto:a@\nb.example',
      'www.example.\ncom/x',
      'http://[::1]\n/x',
      'http://a.example/\u00e9\n/x',
    ];
    wrapped.forEach(function (raw) {
      it('<' + JSON.stringify(raw) + '>', function () {
        assertRead('see <' + raw + '> now');
        assertRead('see "' + raw + '" now');
      });
    });
    it('joined lines the shortcut takes are found', function () {
      assert.deepEqual(hrefs(extractURLs('<ftp://foo.example.\ncom/rfc/> and <http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>')), [
        'ftp://foo.example.com/rfc/',
        'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
      ]);
    });
  });

  describe('many URLs', function () {
    it('finds every URL of a ~1 MB text', function () {
      let text = '';
      let n = 0;
      while (text.length < 1000000) {
        text += 'Line ' + n + ' see https://example.com/p/' + n + '?q=' + n + ', or <http://h' + n + '.example/\n  x>.\n';
        n++;
      }
      const found = extractURLs(text);
      assert.strictEqual(found.length, 2 * n);
      assert.strictEqual(found[found.length - 1].url.href, 'http://h' + (n - 1) + '.example/x');
    });
  });
});

describe('text/extract: running text as linkify-it reads it', function () {
  function rawsOf(found: ExtractedURL[]): string[] {
    return found.map(function (f) {
      return f.raw;
    });
  }
  function raws(text: string, bare?: boolean): string[] {
    return rawsOf(extractURLs(text, bare === true ? { bare: true } : undefined));
  }
  const cases: [string, string[]][] = [
    // brackets matched in order
    ['[docs](https://a.example/x)[mail](mailto:b@a.example)', ['https://a.example/x', 'mailto:b@a.example']],
    ['(see https://a.example/wiki/Fork_(software))', ['https://a.example/wiki/Fork_(software)']],
    ['https://a.example/x)(y', ['https://a.example/x']],
    ['https://a.example/[a(b]c', ['https://a.example/[a(b']],
    // joiners inside a path
    ['https://a.example/\u0d2a\u0d4b\u0d32\u0d4a\u0d30\u0d3e\u0d33\u0d4d\u200d.html', ['https://a.example/\u0d2a\u0d4b\u0d32\u0d4a\u0d30\u0d3e\u0d33\u0d4d\u200d.html']],
    ['https://a.example/\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645', ['https://a.example/\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645']],
    ['https://a.example/x\u200d ok', ['https://a.example/x']],
    // quotes
    ["https://a.example/it's/here", ["https://a.example/it's/here"]],
    ['https://a.example/say_"hi"', ['https://a.example/say_"hi"']],
    ['"see https://a.example/x"', ['https://a.example/x']],
    ["'see https://a.example/x'", ['https://a.example/x']],
    // hosts no DNS name has, glued schemes, mailto without an address
    ['http://-example.org', []],
    ['http://.example.org', []],
    ['http://example.org_', []],
    ['http://a..example.org/', []],
    ['foo_http://a.example', []],
    ['mailto:', []],
    ['mailto:bar', []],
    ['mailto:foo@bar', ['mailto:foo@bar']],
    ['text:http://a.example/', ['http://a.example/']],
    ['x@http://a.example', ['http://a.example']],
  ];
  cases.forEach(function (c) {
    it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
      assert.deepEqual(raws(c[0]), c[1]);
      assert.deepEqual(raws(c[0], true), c[1]);
    });
  });
  describe('bare: true', function () {
    const bare: [string, string[], string?][] = [
      ['see example.org/path.', ['example.org/path'], 'http://example.org/path'],
      ['EXAMPLE.COM.', ['EXAMPLE.COM'], 'http://example.com/'],
      ['mail name@example.org!', ['name@example.org'], 'mailto:name@example.org'],
      ['(first.last+tag@example.co.uk)', ['first.last+tag@example.co.uk']],
      ['a.ws b.xxx c.io', ['a.ws', 'b.xxx', 'c.io']],
      ['at 192.168.1.1/abc', ['192.168.1.1/abc']],
      ['my //example.org site', ['//example.org'], 'http://example.org/'],
      ['//localhost:8080/x', ['//localhost:8080/x']],
      ['<example.org>', ['example.org']],
      ['example.org:8080/x', ['example.org:8080/x']],
      // not found
      ['node.js and io.js', []],
      ['show image.jpg', []],
      ['example.invalid example.coma', []],
      ['path:to:file.pm /path/to/file.pl _example.com -example.com', []],
      ['1.2.3 1.2.3.4.5 1.2.3.400 1000.2.3.4 a1.2.3.4', []],
      ['foo@bar @example.com', []],
      ['example.com:500000', []],
      ['localhost //test ///localhost', []],
    ];
    bare.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        const found = extractURLs(c[0], { bare: true });
        assert.deepEqual(rawsOf(found), c[1]);
        if (c[2] !== undefined) assert.strictEqual(found[0].url.href, c[2]);
      });
    });
    it('is off by default', function () {
      assert.deepEqual(raws('see example.org/path and name@example.org'), []);
    });
    it('stays linear on hostile text', function () {
      const text = 'a.'.repeat(20000) + ' ' + 'a@'.repeat(20000) + ' ' + '//'.repeat(20000);
      assert.deepEqual(raws(text, true), []);
    });
  });
});

describe('text/extract: the host shortcut', function () {
  // isPlainHost answers true only where the walk (isMeantHost) does: every
  // string of these characters up to four long after "http://", and longer
  // random ones.
  const chars = ['a', 'Z', '0', '-', '.', ':', '/', '?', '#', '\\', '@', '[', ' ', '\n', 'é', '_', '%'];
  function check(host: string): boolean {
    const raw = 'http://' + host;
    const plain = isPlainHost(raw, 7);
    if (plain) assert.isTrue(isMeantHost(raw, 7), JSON.stringify(raw));
    return plain;
  }
  it('is never true where the walk is false', function () {
    let taken = 0;
    allStrings(chars, 4).forEach(function (s) {
      if (check(s)) taken++;
    });
    randomStrings(chars, 20000, 5, 20, 11).forEach(check);
    assert.isAbove(taken, 1000);
  });
  it('takes the common hosts', function () {
    ['example.com', 'www.example.com/x', 'a-b.example:8080/x', 'example.org.', 'example.org?q', 'example.org#f', 'EXAMPLE.ORG\\x', '127.0.0.1:80'].forEach(function (host) {
      assert.isTrue(check(host), host);
    });
    ['-a.example', 'a-.example', 'a..example', '.a', 'a.-b', 'user@example.com', 'user:pw@example.com', 'bücher.de', 'exa\nmple.com', 'a_b.example', ''].forEach(function (host) {
      assert.isFalse(check(host), host);
    });
  });
});
