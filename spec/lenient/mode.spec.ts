// The lenient mode through the URL class: clean-up, inference and repairs
// before the WHATWG parser; the base; setters cleaning their values; errors.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import type { URLOptions } from '../../lib/modes/mode.js';
import { createLenientMode } from '../../lib/lenient/mode.js';
import { hrefOf } from '../../lib/url/serializer.js';
import { toUSVString } from '../../lib/api/webidl.js';
import * as fc from 'fast-check';
import { urlLike, base as anyBase, params } from '../properties/arbitraries.js';
import { assertInvariants } from '../support/invariants.js';
import { readFixture } from '../support/fixtures.js';

const LENIENT: URLOptions = { mode: 'lenient' };

function href(input: string, base?: string, options?: URLOptions): string {
  return new URL(input, base, options === undefined ? LENIENT : options).href;
}

describe('modes/lenient: typed and pasted URLs', function () {
  describe('the issue\'s examples', function () {
    const cases: [string, string][] = [
      ['  http://example.com/  ', 'http://example.com/'],
      ['\u00a0\u3000http://example.com/\u2003', 'http://example.com/'],
      ['<http://example.com/>', 'http://example.com/'],
      ['"http://example.com/"', 'http://example.com/'],
      ["'http://example.com/'", 'http://example.com/'],
      ['\u201chttp://example.com/\u201d', 'http://example.com/'],
      ['\u2018http://example.com/\u2019', 'http://example.com/'],
      ['\u00abhttp://example.com/\u00bb', 'http://example.com/'],
      ['(http://example.com/)', 'http://example.com/'],
      ['[http://example.com/]', 'http://example.com/'],
      ['<URL:http://a/>', 'http://a/'],
      ['URL: http://a/', 'http://a/'],
      ['<ftp://foo.example.\ncom/rfc/>', 'ftp://foo.example.com/rfc/'],
      ['www.w3.org/Addressing/', 'http://www.w3.org/Addressing/'],
      ['example.com:8080/x', 'http://example.com:8080/x'],
      ['localhost:3000', 'http://localhost:3000/'],
      ['[::1]:8080', 'http://[::1]:8080/'],
      ['user@example.com', 'mailto:user@example.com'],
      ['chrome://settings', 'chrome://settings'],
      ['mailto:fred@example.com', 'mailto:fred@example.com'],
      ['tel:+1-816-555-1212', 'tel:+1-816-555-1212'],
      ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', 'urn:oasis:names:specification:docbook:dtd:xml:4.1.2'],
      ['http:/example.com', 'http://example.com/'],
      ['http:\\\\example.com', 'http://example.com/'],
      ['http//example.com', 'http://example.com/'],
      ['htp://example.com', 'http://example.com/'],
      [' <http://a/b> ', 'http://a/b'],
    ];
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + c[1], function () {
        const u = new URL(c[0], undefined, LENIENT);
        assert.strictEqual(u.href, c[1]);
        assertInvariants(u, LENIENT);
      });
    });
  });

  describe('inputs the clean-up leaves as the WHATWG parser has them', function () {
    const same = [
      'http://example.com/',
      'https://user:pass@example.com:8080/p/a/t/h?query=string#frag',
      'http://h/?q=a b', // the space is kept, and the parser encodes it
      'http://h/a b#c d',
      'HTTP://EXAMPLE.COM/%7Efoo/./bar/../baz',
      'mailto:a@b.c?subject=hello world',
      'file:///etc/passwd',
      'http://[2001:db8::1]/',
      'http://example.com/(x)',
      'non-special://host/path',
      'data:text/plain,hello',
      'blob:https://example.com/uuid',
    ];
    same.forEach(function (input) {
      it(JSON.stringify(input), function () {
        assert.strictEqual(href(input), new URL(input).href);
      });
    });
    it('a valid URL with spaces in its query', function () {
      assert.strictEqual(href('http://example.com/search?q=a b c'), 'http://example.com/search?q=a%20b%20c');
    });
  });

  describe('agrees with the WHATWG parser on every WPT URL it accepts, unless a line break was removed', function () {
    // urltestdata.json: wherever the WHATWG parser succeeds, the clean-up must
    // not change the result, except rule 4a (a whitespace run with a line
    // break is layout). Where it fails, lenient may repair (spaces in a host).
    const cases = readFixture<(string | { input: string; base?: string | null; failure?: boolean; href?: string })[]>('wpt/urltestdata.json');
    const LINE_BREAK = /[\n\r\u000b\u000c\u0085\u2028\u2029]/;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      if (typeof c === 'string' || c.failure === true || LINE_BREAK.test(c.input)) continue;
      // Whitespace in a typed userinfo is refused (refusal() in lib/lenient/infer.ts).
      if (/^[a-z]+:\/\/[^/?#]* [^/?#]*@/.test(c.input)) continue;
      const base = c.base === null || c.base === undefined ? undefined : c.base;
      it(JSON.stringify(c.input) + (base === undefined ? '' : ' against ' + JSON.stringify(base)), function () {
        assert.strictEqual(new URL(c.input, base, LENIENT).href, c.href);
      });
    }
  });

  describe('refusals', function () {
    const invalid = ['intranet', 'see example.com', 'readme.md', '://', '', '   ', '<>', 'user@example.com/path'];
    invalid.forEach(function (input) {
      it('rejects ' + JSON.stringify(input), function () {
        assert.throws(function () {
          new URL(input, undefined, LENIENT);
        }, TypeError);
        assert.isNull(URL.parse(input, undefined, LENIENT));
        assert.isFalse(URL.canParse(input, undefined, LENIENT));
      });
    });
    it('keeps an unknown scheme rather than guessing a host', function () {
      assert.strictEqual(href('intranet:99999'), 'intranet:99999');
      assert.strictEqual(href('tel:123456'), 'tel:123456');
      assert.strictEqual(href('tel:911'), 'tel:911');
      assert.strictEqual(href('hxxp://example.com'), 'hxxp://example.com'); // defanged on purpose: not re-fanged
    });
    it('says what the input was read as', function () {
      assert.throws(
        function () {
          new URL(' <http://exa mple:99999/> ', undefined, LENIENT);
        },
        TypeError,
        'read as "http://example:99999/"',
      );
    });
  });

  describe('URL.parse and URL.canParse', function () {
    it('take the same option', function () {
      const u = URL.parse(' <www.example.com> ', undefined, LENIENT);
      assert.isNotNull(u);
      assert.strictEqual((u as URL).href, 'http://www.example.com/');
      assert.isTrue(URL.canParse('"localhost:3000"', undefined, LENIENT));
      assert.isFalse(URL.canParse('"localhost:3000"'));
    });
  });

  describe('defaultScheme', function () {
    it('is given to inferred hosts', function () {
      const opts: URLOptions = { mode: 'lenient', defaultScheme: 'https' };
      assert.strictEqual(href('www.w3.org/Addressing/', undefined, opts), 'https://www.w3.org/Addressing/');
      assert.strictEqual(href('[::1]:8080', undefined, opts), 'https://[::1]:8080/');
      assert.strictEqual(href('//example.com/x', undefined, opts), 'https://example.com/x');
      assert.strictEqual(href('http://example.com/', undefined, opts), 'http://example.com/');
      assert.strictEqual(href('user@example.com', undefined, opts), 'mailto:user@example.com');
    });
    it('is case-insensitive and must be a scheme', function () {
      assert.strictEqual(href('example.com/x', undefined, { mode: 'lenient', defaultScheme: 'HTTPS' }), 'https://example.com/x');
      assert.throws(function () {
        new URL('example.com', undefined, { mode: 'lenient', defaultScheme: 'https://' });
      }, TypeError);
    });
    it('shares one mode object per default scheme', function () {
      assert.strictEqual(createLenientMode({ mode: 'lenient' }), createLenientMode({ mode: 'lenient', defaultScheme: 'http' }));
      assert.notStrictEqual(createLenientMode({ mode: 'lenient' }), createLenientMode({ mode: 'lenient', defaultScheme: 'https' }));
      assert.isTrue(Object.isFrozen(createLenientMode({ mode: 'lenient' })));
    });
  });

  describe('with a base URL', function () {
    it('cleans the input but infers nothing', function () {
      assert.strictEqual(href(' <example.com/x> ', 'http://a/b/c'), 'http://a/b/example.com/x');
      assert.strictEqual(href('http:/x', 'http://a/b/c'), 'http://a/x');
      assert.strictEqual(href('<../d\n/e>', 'http://a/b/c/'), 'http://a/b/d/e');
    });
    it('cleans and completes the base like an input without one', function () {
      assert.strictEqual(href('x', ' <www.example.com/a/> '), 'http://www.example.com/a/x');
      assert.strictEqual(href('x', 'URL:http://a/b/'), 'http://a/b/x');
    });
    it('an invalid base is the error', function () {
      assert.throws(
        function () {
          new URL('x', 'not a base', LENIENT);
        },
        TypeError,
        /base/,
      );
    });
  });

  describe('setters clean their values', function () {
    function lenient(input: string): URL {
      return new URL(input, undefined, LENIENT);
    }
    it('href: the whole lenient parse', function () {
      const u = lenient('http://x/');
      u.href = ' <http://a/b> ';
      assert.strictEqual(u.href, 'http://a/b');
      u.href = 'www.w3.org/Addressing/';
      assert.strictEqual(u.href, 'http://www.w3.org/Addressing/');
      assert.throws(function () {
        u.href = 'intranet';
      }, TypeError);
      assert.strictEqual(u.href, 'http://www.w3.org/Addressing/');
      assertInvariants(u, LENIENT);
    });
    it('protocol', function () {
      const u = lenient('http://a/');
      u.protocol = '  https: ';
      assert.strictEqual(u.href, 'https://a/');
      u.protocol = 'ht tps';
      assert.strictEqual(u.protocol, 'https:');
      assertInvariants(u, LENIENT);
    });
    it('host and hostname: delimiters and all whitespace go', function () {
      const u = lenient('http://a/p');
      u.host = ' <exa mple.com:8080> ';
      assert.strictEqual(u.href, 'http://example.com:8080/p');
      u.hostname = '"www.example.\norg"';
      assert.strictEqual(u.hostname, 'www.example.org');
      u.hostname = '[::1]';
      assert.strictEqual(u.host, '[::1]:8080');
      assertInvariants(u, LENIENT);
    });
    it('port', function () {
      const u = lenient('http://a/');
      u.port = ' 8080\n';
      assert.strictEqual(u.port, '8080');
      u.port = '80 80';
      assert.strictEqual(u.port, '8080');
      assertInvariants(u, LENIENT);
    });
    it('pathname, search, hash: trimmed and joined, inner spaces and brackets kept', function () {
      const u = lenient('http://a/');
      u.pathname = '  /a b/(c)\n  /d ';
      assert.strictEqual(u.pathname, '/a%20b/(c)/d');
      u.search = ' ?q=a b\n c ';
      assert.strictEqual(u.search, '?q=a%20bc');
      u.hash = ' "quoted" ';
      assert.strictEqual(u.hash, '#%22quoted%22');
      assertInvariants(u, LENIENT);
    });
    it('username and password', function () {
      const u = lenient('http://a/');
      u.username = ' us er ';
      u.password = '\tpa\nss ';
      assert.strictEqual(u.href, 'http://us%20er:pass@a/');
      assertInvariants(u, LENIENT);
    });
    it('searchParams write back through the mode', function () {
      const u = lenient(' <http://a/?x=1> ');
      u.searchParams.append('y', 'a b');
      assert.strictEqual(u.href, 'http://a/?x=1&y=a+b');
      assertInvariants(u, LENIENT);
    });
    it('a URL in whatwg mode does not clean its setters', function () {
      const u = new URL('http://a/');
      assert.throws(function () {
        u.href = ' <http://b/> ';
      }, TypeError);
      u.hostname = ' <b> ';
      assert.strictEqual(u.hostname, 'a');
    });
  });

  describe('origin and serialization are the WHATWG ones', function () {
    it('origin', function () {
      assert.strictEqual(lenientOrigin(' <https://EXAMPLE.com:443/x> '), 'https://example.com');
      assert.strictEqual(lenientOrigin('www.example.com:8080'), 'http://www.example.com:8080');
    });
    function lenientOrigin(input: string): string {
      return new URL(input, undefined, LENIENT).origin;
    }
  });
});

describe('modes/lenient: addresses typed as browsers read them', function () {
  function read(input: string): string | null {
    const u = URL.parse(input, undefined, LENIENT);
    return u === null ? null : u.href;
  }
  function check(cases: [string, string | null][]): void {
    cases.forEach(function (c) {
      it(JSON.stringify(c[0]) + ' → ' + JSON.stringify(c[1]), function () {
        assert.strictEqual(read(c[0]), c[1]);
        if (c[1] !== null) assert.strictEqual(read(c[1]), c[1], 'round trip');
      });
    });
  }
  describe('a one-word host and a valid port', function () {
    check([
      ['devbox:8080', 'http://devbox:8080/'],
      ['intranet:3000/wiki', 'http://intranet:3000/wiki'],
      ['build-01:80?x', 'http://build-01/?x'],
      ['box:1#top', 'http://box:1/#top'],
      ['box:0', 'http://box:0/'],
      ['box:65535', 'http://box:65535/'],
      // stay as they are: not a port, or a known scheme
      ['devbox:99999', 'devbox:99999'],
      ['box:65536', 'box:65536'],
      ['tel:123456', 'tel:123456'],
      ['tel:911', 'tel:911'],
      ['sip:5060', 'sip:5060'],
      ['javascript:1', 'javascript:1'],
      ['box:80x', 'box:80x'],
      ['box:-1', 'box:-1'],
      ['box:', 'box:'],
    ]);
  });
  describe('dots', function () {
    check([
      ['example\u3002org', 'http://example.org/'],
      ['example\uff0eorg/x', 'http://example.org/x'],
      ['example\uff61org', 'http://example.org/'],
      ['example\u3002md', null], // a look-alike dot does not make an IDN: a file name still needs a path
      ['example\u3002md/x', 'http://example.md/x'],
      ['..www.example.org..', 'http://www.example.org./'],
      ['example...org', 'http://example.org/'],
      ['sub.www..example...org/x', 'http://sub.www.example.org/x'],
      ['https://sub..example.org/', 'https://sub.example.org/'],
      ['http://.example.org/', 'http://example.org/'],
      ['\u30e2\u30b8\u30e9...org', 'http://xn--yck6dwa.org/'],
      // nothing to repair, or nothing a repair makes a host of
      ['http://....../', 'http://....../'],
      ['.example', null],
      ['..', null],
      ['1..2', null],
      ['foo://a..b/', 'foo://a..b/'],
    ]);
  });
  describe('scheme typos', function () {
    check([
      ['http;//example.org/', 'http://example.org/'],
      ['http;www.example.org/', 'http://www.example.org/'],
      ['http;/www.example.org/', 'http://www.example.org/'],
      ['://www.example.org', 'http://www.example.org/'],
      ['://example.org/x', 'http://example.org/x'],
      ['file///etc/hosts', 'file:///etc/hosts'],
      ['ile:///etc/hosts', 'file:///etc/hosts'],
      ['le:///etc/hosts', 'file:///etc/hosts'],
      ['htps:/example.org', 'https://example.org/'],
      ['htp:example.org', 'htp:example.org'], // no slash: a valid URL of scheme "htp"
      ['tps://example.org/', 'https://example.org/'],
      ['ps://example.org/', 'https://example.org/'],
      // not repaired
      ['http;mozilla', null],
      ['whatsup;//x', null],
      ['://', null],
      ['://intranet', null],
      ['file//etc/hosts', null],
      ['files:///x', 'files:///x'],
    ]);
  });
  describe('refused', function () {
    check([
      ['example.org::/path', null],
      ['foo.com::', null],
      ['me: my secret @example.org', null],
      ['http://me: my secret @example.org/', null],
      ['http://a b@example.org/', null],
      ['URL:', null],
      ['url:  ', null],
      // spaces elsewhere, or in a known scheme, are data
      ['http://me:secret@example.org/a b', 'http://me:secret@example.org/a%20b'],
      ['mailto:John Doe@example.org', 'mailto:John Doe@example.org'],
      ['std::map', 'std::map'],
    ]);
  });
  describe('user@host: a user name on a web host, else an address', function () {
    check([
      ['user@www.example.org', 'http://user@www.example.org/'],
      ['user@www.example.org:8080/x', 'http://user@www.example.org:8080/x'],
      ['user@192.168.0.1', 'http://user@192.168.0.1/'],
      ['user@[::1]/x', 'http://user@[::1]/x'],
      ['user@example.org', 'mailto:user@example.org'],
      ['user@localhost', null],
      ['user@intranet', null],
      ['a b@www.example.org', null],
      ['user:pass@www.example.org', 'user:pass@www.example.org'], // a scheme "user" (a browser cannot tell either)
    ]);
  });
  describe('left refused on purpose', function () {
    check([
      ['1.2.3', null],
      ['1.2.3/x', null],
      ['wiki/page', null],
      ['wiki/', null],
      ['intranet', null],
    ]);
  });
});

describe('modes/lenient: round trips and the simple-URL reader (fuzz regressions)', function () {
  function roundTrips(input: string, base?: string): string {
    const u = new URL(input, base, LENIENT);
    assert.strictEqual(new URL(u.href, undefined, LENIENT).href, u.href, JSON.stringify(input));
    return u.href;
  }
  it('a line break inside the scheme, then backslashes, "@" and a space (an opaque path keeps its space)', function () {
    assert.strictEqual(roundTrips('ja\r\nvascript:\\\\\\\\\\@a b//x'), 'javascript:\\\\\\\\\\@a b//x');
    roundTrips('ja\r\nvascript:\\\\/\\[::1b9c1: 80/.%2E:d/%2e./C:/C:/ie');
  });
  it('with a base, "name:digits" is host and port as without one', function () {
    assert.strictEqual(roundTrips('ftpAx9.hrqg:22874//\u00e9', 'http://b/'), 'http://ftpax9.hrqg:22874//%C3%A9');
    assert.strictEqual(roundTrips('example.com:8080/x', 'http://b/'), 'http://example.com:8080/x');
    assert.strictEqual(roundTrips('localhost:3000', 'http://b/'), 'http://localhost:3000/');
    assert.strictEqual(roundTrips('htp://x/', 'http://b/'), 'http://x/');
    // Relative references stay relative.
    assert.strictEqual(roundTrips('example.com/x', 'http://b/'), 'http://b/example.com/x');
    assert.strictEqual(roundTrips('http:/x', 'http://b/a'), 'http://b/x');
  });
  it('the README claims still hold', function () {
    assert.strictEqual(roundTrips('localhost:3000'), 'http://localhost:3000/');
    assert.strictEqual(roundTrips('example.com:8080/x'), 'http://example.com:8080/x');
  });
  it('a tab inside "name:digits" is seen as the parser sees it', function () {
    assert.strictEqual(roundTrips('localhost:30\t00'), 'http://localhost:3000/');
    assert.strictEqual(roundTrips('h\ttp://x/'), 'http://x/');
  });
  it('"URL:" prefixes all go', function () {
    assert.strictEqual(roundTrips('URL:URL:http://a/'), 'http://a/');
    assert.strictEqual(roundTrips('URL:<URL:http://a/>'), 'http://a/');
  });
  it('the protocol setter ignores a scheme whose href would read back differently', function () {
    const u = new URL('foo:99999/x', undefined, LENIENT);
    u.protocol = 'example.com';
    assert.strictEqual(u.href, 'foo:99999/x');
    u.protocol = 'url'; // "url:99999/x" would read back as "99999/x" (the "URL:" prefix)
    assert.strictEqual(u.href, 'foo:99999/x');
    u.protocol = 'bar';
    assert.strictEqual(u.href, 'bar:99999/x');
    const p = new URL('foo:8080x', undefined, LENIENT);
    p.protocol = 'devbox';
    assert.strictEqual(p.href, 'devbox:8080x');
    const v = new URL('foo:http://a/', undefined, LENIENT);
    v.protocol = 'url';
    assert.strictEqual(v.href, 'foo:http://a/');
    const w = new URL('foo://x/', undefined, LENIENT);
    w.protocol = 'htp';
    assert.strictEqual(w.href, 'foo://x/');
    w.protocol = 'bar';
    assert.strictEqual(w.href, 'bar://x/');
  });
  it('property: the URL class (simple-URL reader when it applies) gives what the general path gives', function () {
    const mode = createLenientMode({});
    const special = fc.tuple(fc.constantFrom('http://', 'https://', 'ws://', 'wss://', 'ftp://', 'file://', 'foo://', 'url:', 'htp://', 'a.bc:80'), urlLike).map((t) => t[0] + t[1]);
    fc.assert(
      fc.property(fc.oneof(urlLike, special), anyBase, (input, b) => {
        // Mode.parse takes USVStrings (the URL class converts first).
        const slow = mode.parse(toUSVString(input), b === undefined ? undefined : toUSVString(b));
        const fast = URL.parse(input, b, LENIENT);
        let made: string | null;
        try {
          made = new URL(input, b, LENIENT).href;
        } catch {
          made = null;
        }
        const expected = slow instanceof Error ? null : hrefOf(slow);
        assert.strictEqual(made, expected, JSON.stringify([input, b]));
        assert.strictEqual(fast === null ? null : fast.href, expected, JSON.stringify([input, b]));
      }),
      params(1),
    );
  });
  it('the simple-URL reader gives what the general path gives', function () {
    const mode = createLenientMode({});
    const inputs = [
      'http://example.com/a?b#c', 'https://EXAMPLE.com:443/', 'foo:bar', 'mailto:a@b.c', 'file:///x', 'ws://h:80/',
      'htp://x/', 'localhost:3000', 'a.bc:80/x', 'example.com/x', 'url:http://a/', 'http:/x', 'http:\\\\x', '  http://a/ ',
    ];
    const bases = [undefined, 'http://b/c', 'example.com', ' http://b/ '];
    for (let i = 0; i < inputs.length; i++) {
      for (let k = 0; k < bases.length; k++) {
        const slow = mode.parse(inputs[i], bases[k]);
        let fast: string | null;
        try {
          fast = new URL(inputs[i], bases[k], LENIENT).href;
        } catch {
          fast = null;
        }
        if (slow instanceof Error) assert.isNull(fast, inputs[i]);
        else assert.strictEqual(fast, hrefOf(slow), inputs[i] + ' against ' + String(bases[k]));
      }
    }
  });
});

describe('modes/lenient: round trips through every setter', function () {
  const SETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
  // Inputs and values near the readings that rewrite a valid "scheme:…":
  // "URL:", misspelled schemes, "name:port", dots, userinfo, "::".
  const input = fc.oneof(
    urlLike,
    fc.constantFrom('URL:', 'htp:/x', 'foo:8080x', 'devbox:99999', 'https://a.b/', 'file:///x', 'foo://h/', 'tel:123456', 'a.bc::x', 'user@www.a.bc'),
  );
  const value = fc.oneof(
    fc.constantFrom(
      'a', '', 'url', 'htp', 'htps', 'ps', 'le', 'file', 'devbox', 'example.com', 'example.com:8080', '8080', '99999', '.a..b.', 'a..b',
      'a%2E%2Eb', '%2E', 'www.a.bc', 'x y', 'http', 'https', 'foo', 'tel', ':', '::', '/x', '?q', '#h', '@', 'a b@c',
    ),
    fc.string({ maxLength: 8 }),
  );
  it('the regressions: u.hash on "URL:", u.hostname on "htp:/x"', function () {
    assert.isNull(URL.parse('URL:', undefined, LENIENT)); // nothing after the prefix: refused
    const u = new URL('htp:/x', undefined, LENIENT);
    assert.strictEqual(u.href, 'http://x/');
    u.hostname = 'example.com';
    assert.strictEqual(u.href, 'http://example.com/');
    const v = new URL('foo:/x', undefined, LENIENT);
    v.protocol = 'htp'; // "htp:/x" would read back as http://x/
    assert.strictEqual(v.href, 'foo:/x');
    const w = new URL('foo://a/x', undefined, LENIENT);
    w.protocol = 'htp';
    w.hostname = 'example.com';
    assert.strictEqual(w.href, 'foo://example.com/x');
    const d = new URL('http://a.b/', undefined, LENIENT);
    d.hostname = 'a..b'; // would read back as a.b
    assert.strictEqual(d.href, 'http://a.b/');
    d.hostname = 'c.d';
    assert.strictEqual(d.href, 'http://c.d/');
  });
  it('property: after every setter of a random sequence, the href reads back as itself', function () {
    let steps = 0;
    fc.assert(
      fc.property(input, fc.array(fc.tuple(fc.constantFrom(...SETTERS), value), { minLength: 1, maxLength: 6 }), (s, edits) => {
        const u = URL.parse(s, undefined, LENIENT);
        if (u === null) return;
        for (let k = 0; k < edits.length; k++) {
          const before = u.href;
          try {
            (u as unknown as { [k: string]: string })[edits[k][0]] = edits[k][1];
          } catch (e) {
            assert.strictEqual(edits[k][0], 'href', 'only href throws');
            assert.strictEqual(u.href, before, 'a throwing setter changes nothing');
          }
          steps++;
          const again = URL.parse(u.href, undefined, LENIENT);
          assert.isNotNull(again, JSON.stringify([s, edits.slice(0, k + 1), u.href]));
          assert.strictEqual((again as URL).href, u.href, JSON.stringify([s, edits.slice(0, k + 1)]));
        }
      }),
      params(1),
    );
    assert.isAbove(steps, 1000);
  });
});
