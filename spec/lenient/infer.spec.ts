// inferScheme(): missing-scheme inference and address-bar slip repairs of the
// lenient mode; prepareLenientInput(): the whole pre-parse pipeline with
// change indices into the original input.
import { assert } from 'chai';
import { inferScheme, prepareLenientInput, checkDefaultScheme, looksLikeDomain, lenientValue } from '../../lib/lenient/infer.js';
import { cleanValue } from '../../lib/lenient/clean.js';

function inferred(input: string, scheme?: string): string {
  return inferScheme(input, scheme === undefined ? 'http' : scheme).value;
}

describe('text/infer: scheme inference and slip repairs', function () {
  describe('inputs that keep their scheme (or have none to infer)', function () {
    const unchanged = [
      'http://example.com/',
      'HTTPS://EXAMPLE.COM/',
      'chrome://settings',
      'mailto:user@example.com',
      'tel:+1-816-555-1212',
      'tel:911', // digits after a colon: a scheme without a dot stays a scheme
      'urn:isbn:0451450523',
      'file:/etc/passwd', // file: slashes are not "repaired"
      'file:///C:/x',
      'foo:/x', // non-special: "foo:/x" is a valid URL as it is
      'javascript:void(0)',
      'intranet:99999', // not a port: a scheme
      'tel:123456', // six digits: a scheme
      'tel:80', // a known scheme is never a host
      'example.org::/path', // refused (refusal()), not repaired
      'git+ssh://git@example.com/r.git',
      'com.example.app:/oauth', // reverse-DNS custom scheme, no port
      'intranet', // a single label
      'intranet/x',
      'file.txt', // a bare name that could be a file
      'readme.md',
      'setup.py',
      'foo.123/x', // a last label with digits
      'see example.com', // whitespace
      'user@example.com/path', // userinfo or an address?
      'user@intranet',
      '@example.com',
      '/path/only',
      '?q',
      '#f',
      '///x',
      '://', // nothing after it
      ':://example.com',
      'hxxp://example.com', // defanged on purpose
      'htpp://example.com', // not in the list
      'toString;//x', // words that name Object.prototype members are not typos
      'hasOwnProperty//x',
      'valueOf://x',
      'http//', // nothing after the slashes
      'http:', // nothing to repair
      '[::1', // unclosed
      '[::1]x',
      '[::1]:99999x',
      'example.com:123456', // six digits: not a port
      '',
    ];
    unchanged.forEach(function (input) {
      it(JSON.stringify(input), function () {
        const r = inferScheme(input, 'http');
        assert.strictEqual(r.value, input);
        assert.deepEqual(r.changes, []);
      });
    });
  });

  describe('scheme inference', function () {
    const cases: [string, string][] = [
      ['www.w3.org/Addressing/', 'http://www.w3.org/Addressing/'],
      ['www.w3.org', 'http://www.w3.org'],
      ['WWW.W3.ORG', 'http://WWW.W3.ORG'],
      ['www.example', 'http://www.example'], // "www." names a host even with an unknown TLD
      ['example.com:8080/x', 'http://example.com:8080/x'],
      ['example.com:8080', 'http://example.com:8080'],
      ['example.md:8080', 'http://example.md:8080'],
      ['example.com/x', 'http://example.com/x'],
      ['readme.md/x', 'http://readme.md/x'], // a path makes it a host
      ['example.com?q=1', 'http://example.com?q=1'],
      ['example.com#top', 'http://example.com#top'],
      ['example.com', 'http://example.com'],
      ['example.org.', 'http://example.org.'],
      ['bbc.co.uk', 'http://bbc.co.uk'],
      ['example.ac.jp', 'http://example.ac.jp'],
      ['xn--bcher-kva.de/x', 'http://xn--bcher-kva.de/x'],
      ['bücher.de', 'http://bücher.de'],
      ['例え.テスト/パス', 'http://例え.テスト/パス'],
      ['localhost:3000', 'http://localhost:3000'],
      ['LOCALHOST:3000/api', 'http://LOCALHOST:3000/api'],
      ['localhost', 'http://localhost'],
      ['localhost/x', 'http://localhost/x'],
      ['127.0.0.1', 'http://127.0.0.1'],
      ['192.168.0.1:8080/admin', 'http://192.168.0.1:8080/admin'],
      ['[::1]:8080', 'http://[::1]:8080'],
      ['[::1]', 'http://[::1]'],
      ['[2001:db8::1]/x', 'http://[2001:db8::1]/x'],
      ['//example.com/x', 'http://example.com/x'],
      ['user@example.com', 'mailto:user@example.com'],
      ['first.last+tag@example.co.uk', 'mailto:first.last+tag@example.co.uk'],
      ['user@example.com?subject=hi', 'mailto:user@example.com?subject=hi'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.strictEqual(inferred(c[0]), c[1]);
      });
    });
    it('uses defaultScheme for hosts', function () {
      assert.strictEqual(inferred('www.w3.org/Addressing/', 'https'), 'https://www.w3.org/Addressing/');
      assert.strictEqual(inferred('localhost:3000', 'ws'), 'ws://localhost:3000');
      assert.strictEqual(inferred('//example.com/', 'https'), 'https://example.com/');
    });
    it('uses mailto for an address whatever the default scheme', function () {
      assert.strictEqual(inferred('user@example.com', 'https'), 'mailto:user@example.com');
    });
    it('records the inference', function () {
      assert.deepEqual(inferScheme('www.w3.org', 'https').changes, [{ kind: 'scheme-inferred', index: 0, removed: '', inserted: 'https://' }]);
    });
  });

  describe('slip repairs', function () {
    const cases: [string, string][] = [
      ['http:/example.com', 'http://example.com'],
      ['http:\\\\example.com', 'http://example.com'],
      ['http:\\example.com\\x', 'http://example.com\\x'],
      ['http:example.com', 'http://example.com'],
      ['http:///example.com', 'http://example.com'],
      ['https:/example.com/x', 'https://example.com/x'],
      ['ws:/h', 'ws://h'],
      ['ftp:/h/x', 'ftp://h/x'],
      ['http//example.com', 'http://example.com'],
      ['https//example.com/x', 'https://example.com/x'],
      ['HTTP//example.com', 'http://example.com'],
      ['http;//example.com', 'http://example.com'],
      ['https;//example.com', 'https://example.com'],
      ['htp://example.com', 'http://example.com'],
      ['ttp://example.com', 'http://example.com'],
      ['hhttp://example.com', 'http://example.com'],
      ['htttp://example.com', 'http://example.com'],
      ['httpp://example.com', 'http://example.com'],
      ['htps://example.com', 'https://example.com'],
      ['ttps://example.com', 'https://example.com'],
      ['hhttps://example.com', 'https://example.com'],
      ['htttps://example.com', 'https://example.com'],
      ['httpps://example.com', 'https://example.com'],
      ['htp;//example.com', 'http://example.com'],
      ['ttp//example.com', 'http://example.com'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.strictEqual(inferred(c[0]), c[1]);
      });
    });
    it('records a scheme repair and a slashes repair in the input\'s coordinates', function () {
      assert.deepEqual(inferScheme('htp://x', 'http').changes, [{ kind: 'scheme-repaired', index: 0, removed: 'htp:', inserted: 'http:' }]);
      assert.deepEqual(inferScheme('http//x', 'http').changes, [{ kind: 'scheme-repaired', index: 0, removed: 'http', inserted: 'http:' }]);
      assert.deepEqual(inferScheme('http:\\x', 'http').changes, [{ kind: 'slashes-repaired', index: 5, removed: '\\', inserted: '//' }]);
    });
  });

  describe('browser readings', function () {
    const cases: [string, string][] = [
      ['devbox:8080', 'http://devbox:8080'],
      ['intranet:3000/wiki', 'http://intranet:3000/wiki'],
      ['www:123', 'http://www:123'],
      ['..www.example.org..', 'http://www.example.org.'],
      ['example...org/x', 'http://example.org/x'],
      ['example\u3002org', 'http://example\u3002org'], // the WHATWG host parser maps the dot
      ['https://a..b/', 'https://a.b/'],
      ['http://a.%2E%2eb/', 'http://a.b/'],
      ['http://foo.09..', 'http://foo.09..'], // "foo.09." would end in a number
      ['http;www.example.org/', 'http://www.example.org/'],
      ['://www.example.org', 'http://www.example.org'],
      ['file///x', 'file:///x'],
      ['ile:///x', 'file:///x'],
      ['htps:/x', 'https://x'],
      ['user@www.example.org', 'http://user@www.example.org'],
      ['user@10.0.0.1:8080', 'http://user@10.0.0.1:8080'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.strictEqual(inferred(c[0]), c[1]);
      });
    });
    it('records dot repairs where they were, after the inferred scheme', function () {
      assert.deepEqual(inferScheme('..ab.cd...org', 'http').changes, [
        { kind: 'scheme-inferred', index: 0, removed: '', inserted: 'http://' },
        { kind: 'host-repaired', index: 0, removed: '..', inserted: '' },
        { kind: 'host-repaired', index: 7, removed: '...', inserted: '.' },
      ]);
      assert.deepEqual(inferScheme('htp://a..b', 'http').changes, [
        { kind: 'scheme-repaired', index: 0, removed: 'htp:', inserted: 'http:' },
        { kind: 'host-repaired', index: 7, removed: '..', inserted: '.' },
      ]);
    });
    it('says why it refuses', function () {
      assert.isString(inferScheme('example.org::/x', 'http').refused);
      assert.isString(inferScheme('me: my secret @example.org', 'http').refused);
      assert.isString(inferScheme('http://a b@example.org/', 'http').refused);
      assert.isString(inferScheme('URL:', 'http').refused);
      assert.isUndefined(inferScheme('mailto:a b@example.org', 'http').refused);
      assert.isUndefined(inferScheme('http://ab@example.org/a b', 'http').refused);
      assert.isUndefined(inferScheme('std::map', 'http').refused);
    });
  });

  describe('lenientValue: the shapes it decides without the general walk', function () {
    // Special schemes with "//" and schemes such as mailto: are answered
    // early; each must get what clean-up, inferScheme and refusal() give.
    const inputs = [
      'http://example.com/a?b#c',
      'HTTPS://EXAMPLE.COM/',
      'ftp://a@b.example/x',
      'ws://a:b@c.example:81/',
      'wss://[::1]/',
      'http://a..b/',
      'http://.a/',
      'http://x@.a/',
      'http://x@a..b/',
      'http://a/..%2e/b',
      'http://a/b..c',
      'http://a。b/',
      'https:///x',
      'http:\\\\x/',
      'http://',
      'http://a b/',
      'http://a\tb/',
      ' http://a/',
      'http://a/\u200b',
      'htp://a/',
      'file://h/x',
      'mailto:a@b.example',
      'MAILTO:a@b.example',
      'mailto://a',
      'tel:911',
      'tel:+1 555',
      'urn:a:b',
      'sips:x@y',
      'url:x',
      'foo:8080',
      'example.org::/x',
      'www.example.org',
      'me: my secret @example.org',
    ];
    inputs.forEach(function (input) {
      it(JSON.stringify(input), function () {
        for (const hasBase of [false, true]) {
          const r = inferScheme(cleanValue(input), 'http', hasBase);
          assert.strictEqual(lenientValue(input, 'http', hasBase), r.refused === undefined ? r.value : null, String(hasBase));
        }
      });
    });
  });

  describe('looksLikeDomain', function () {
    it('accepts names of two or more labels ending in letters or xn--', function () {
      ['example.com', 'a.b.c.org', 'exa-mple.com', 'example.xn--p1ai', 'bücher.de', 'example.com.'].forEach(function (d) {
        assert.isTrue(looksLikeDomain(d, 0, d.length), d);
      });
    });
    it('refuses others', function () {
      ['example', '.com', 'example..com', 'example.c', 'example.123', 'exa mple.com', 'a_b.com', 'a@b.com', 'example.xn--', ''].forEach(function (d) {
        assert.isFalse(looksLikeDomain(d, 0, d.length), d);
      });
    });
  });

  describe('checkDefaultScheme', function () {
    it('defaults to http and lowercases', function () {
      assert.strictEqual(checkDefaultScheme(undefined), 'http');
      assert.strictEqual(checkDefaultScheme('HTTPS'), 'https');
      assert.strictEqual(checkDefaultScheme('git+ssh'), 'git+ssh');
    });
    it('throws a TypeError for anything that is not a scheme', function () {
      ['', 'https:', '1http', 'ht tp', 'http://', null, 5].forEach(function (s) {
        assert.throws(function () {
          checkDefaultScheme(s);
        }, TypeError);
      });
    });
  });

  describe('prepareLenientInput', function () {
    it('cleans, then infers', function () {
      const r = prepareLenientInput(' <www.w3.org/\n  Addressing/> ', 'http', true);
      assert.strictEqual(r.value, 'http://www.w3.org/Addressing/');
    });
    it('does not infer when asked not to (input with a base)', function () {
      assert.strictEqual(prepareLenientInput(' <example.com/x> ', 'http', false).value, 'example.com/x');
      assert.strictEqual(prepareLenientInput('http:/x', 'http', false).value, 'http:/x');
    });
    it('maps inference indices back to the original input', function () {
      const input = '  "htp://example.com"';
      const r = prepareLenientInput(input, 'http', true);
      assert.strictEqual(r.value, 'http://example.com');
      const last = r.changes[r.changes.length - 1];
      assert.strictEqual(last.kind, 'scheme-repaired');
      assert.strictEqual(last.index, 3);
      assert.strictEqual(input.slice(last.index, last.index + last.removed.length), last.removed);
    });
    it('maps a slashes repair after a cleaned prefix', function () {
      const input = '<URL:http:\\\\example.com>';
      const r = prepareLenientInput(input, 'http', true);
      assert.strictEqual(r.value, 'http://example.com');
      const last = r.changes[r.changes.length - 1];
      assert.strictEqual(last.kind, 'slashes-repaired');
      assert.strictEqual(input.slice(last.index, last.index + last.removed.length), '\\\\');
    });
  });
});
