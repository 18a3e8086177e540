// The basic URL parser: every case of WPT's urltestdata.json and
// urltestdata-javascript-only.json through new URL(), URL.parse() and
// URL.canParse() (as url-constructor.any.js and url-statics-*.any.js do),
// then direct tests of basicURLParse: state override outcomes and
// validation errors.
import { assert } from 'chai';
import { URL } from '../support/shipped.js';
import { urlTestCases } from '../support/fixtures.js';
import type { URLTestCase as TestCase } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';
import type { URLRecord } from '../../lib/url/record.js';
import type { ValidationError } from '../../lib/base/errors.js';
import {
  basicURLParse,
  HOST_STATE,
  HOSTNAME_STATE,
  PATH_START_STATE,
  PORT_STATE,
  SCHEME_START_STATE,
} from '../../lib/url/parser.js';
import { setSimpleURLs } from '../../lib/url/simple.js';
import { hrefOf } from '../../lib/url/serializer.js';
import { named } from '../support/validation-errors.js';
import type { NamedError } from '../support/validation-errors.js';
import { prng } from '../support/prng.js';

interface URLTestCase extends TestCase {
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  searchParams?: string;
  hash?: string;
}

const GETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/** The case's name in spec/known-failures.json ("urltestdata"). */
function urlCaseName(c: URLTestCase): string {
  return JSON.stringify(c.input) + (c.base == null ? ' without base' : ' against ' + JSON.stringify(c.base));
}

function runCase(c: URLTestCase): void {
  const base = c.base == null ? undefined : c.base;
  if (c.failure === true) {
    assert.throws(() => new URL(c.input, base), TypeError);
    assert.isNull(URL.parse(c.input, base), 'URL.parse');
    assert.isFalse(URL.canParse(c.input, base), 'URL.canParse');
    return;
  }
  const url = new URL(c.input, base);
  const record = url as unknown as Record<string, string>;
  for (let i = 0; i < GETTERS.length; i++) {
    const name = GETTERS[i];
    assert.strictEqual(record[name], c[name], name);
  }
  if (c.origin !== undefined) assert.strictEqual(url.origin, c.origin, 'origin');
  if (c.searchParams !== undefined) assert.strictEqual(url.searchParams.toString(), c.searchParams, 'searchParams');
  const parsed = URL.parse(c.input, base);
  assert.isNotNull(parsed, 'URL.parse');
  assert.strictEqual((parsed as URL).href, c.href, 'URL.parse href');
  assert.isTrue(URL.canParse(c.input, base), 'URL.canParse');
}

function defineSuite(title: string, fixture: string): void {
  describe(title, function () {
    const cases = urlTestCases<URLTestCase>(fixture);
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      caseIt('urltestdata', urlCaseName(c), () => runCase(c));
    }
  });
}

defineSuite('urltestdata (WPT): new URL, URL.parse, URL.canParse', 'wpt/urltestdata.json');
defineSuite('urltestdata-javascript-only (WPT): new URL, URL.parse, URL.canParse', 'wpt/urltestdata-javascript-only.json');

function parse(input: string, base?: string): URLRecord {
  const b = base === undefined ? null : basicURLParse(base, null);
  const r = basicURLParse(input, b);
  assert.isNotNull(r, input);
  return r as URLRecord;
}

function errorsOf(input: string, base?: string): NamedError[] {
  const errors: ValidationError[] = [];
  basicURLParse(input, base === undefined ? null : basicURLParse(base, null), null, undefined, errors);
  return named(errors);
}

describe('whatwg/parser: basicURLParse', function () {
  it('keeps the path serialized', function () {
    assert.strictEqual(parse('http://h/a/b/../c/./d').path, '/a/c/d');
    assert.strictEqual(parse('http://h').path, '/');
    assert.strictEqual(parse('foo://h').path, '');
    assert.strictEqual(parse('foo://h/').path, '/');
    assert.strictEqual(parse('http://h/a/..').path, '/');
    assert.strictEqual(parse('http://h/a/%2e%2E/b').path, '/b');
    assert.strictEqual(parse('web+demo:/.//not-a-host/').path, '//not-a-host/');
    const opaque = parse('mailto:a@b ?x');
    assert.isTrue(opaque.opaquePath);
    assert.strictEqual(opaque.path, 'a@b%20');
  });

  it('applies the Windows drive letter quirks on the serialized path', function () {
    assert.strictEqual(parse('file:///C|/a/../../..').path, '/C:/');
    assert.strictEqual(parse('file:///C|/a/../../../').path, '/C:/');
    assert.strictEqual(parse('file:///C|/a/../../../x').path, '/C:/x');
    assert.strictEqual(parse('file:C|/x').path, '/C:/x');
    assert.strictEqual(parse('/x', 'file:///D:/a/b').path, '/D:/x');
    assert.strictEqual(parse('//h/x', 'file:///D:/a/b').path, '/x');
    assert.strictEqual(parse('..', 'file:///C:/').path, '/C:/');
    assert.strictEqual(parse('file://C|/p').path, '/C:/p');
  });

  it('takes a run without tab or newline without copying, and removes them otherwise', function () {
    assert.strictEqual(hrefOf(parse(' \u0000http://h/\tp\na\rth \u001f')), 'http://h/path');
  });

  it('resolves against a base', function () {
    assert.strictEqual(hrefOf(parse('../x?y#z', 'http://u:p@h:81/a/b/c')), 'http://u:p@h:81/a/x?y#z');
    assert.strictEqual(hrefOf(parse('#f', 'sc:opaque?q')), 'sc:opaque?q#f');
    assert.isNull(basicURLParse('x', basicURLParse('sc:opaque', null)));
  });

  it('handles long inputs (dot segments, percent-encoding, many errors)', function () {
    let body = '';
    for (let i = 0; i < 20000; i++) body += '/a/b/..';
    assert.strictEqual(parse('HTTP://h' + body).path.length, 40001);
    let wide = '';
    for (let i = 0; i < 50000; i++) wide += '\u00e9 ';
    assert.strictEqual(parse('sc:' + wide + 'x').path.length, 50000 * 7 + 1);
    assert.strictEqual(parse('http://h/?' + wide + 'x').query, new Array(50001).join('%C3%A9%20') + 'x');
    const errors: ValidationError[] = [];
    basicURLParse('http://h/' + new Array(30001).join('\t%'), null, null, undefined, errors);
    assert.lengthOf(errors, 30001);
    assert.deepEqual(named(errors.slice(30000)), [{ code: 'invalid-URL-unit', index: 9 + 2 * 30000 - 1 }]);
  });

  it('hrefOf excludes the fragment on request', function () {
    assert.strictEqual(hrefOf(parse('http://h/p?q#f'), true), 'http://h/p?q');
    assert.strictEqual(hrefOf(parse('http://h/p?q#f')), 'http://h/p?q#f');
  });
});

describe('whatwg/parser: state override', function () {
  it('scheme start state: "return" keeps the record, failure is null', function () {
    const url = parse('http://h/');
    assert.strictEqual(basicURLParse('https:', null, url, SCHEME_START_STATE), url);
    assert.strictEqual(url.scheme, 'https');
    // A special scheme cannot become a non-special one: "return", unchanged.
    assert.strictEqual(basicURLParse('foo:', null, url, SCHEME_START_STATE), url);
    assert.strictEqual(url.scheme, 'https');
    assert.isNull(basicURLParse('1a:', null, url, SCHEME_START_STATE));
    assert.isNull(basicURLParse('a b:', null, url, SCHEME_START_STATE));
  });

  it('drops the port that becomes the default port', function () {
    const url = parse('http://h:443/');
    basicURLParse('https:', null, url, SCHEME_START_STATE);
    assert.strictEqual(hrefOf(url), 'https://h/');
  });

  it('host, hostname and port states', function () {
    const url = parse('http://h/p');
    assert.strictEqual(basicURLParse('x.test:99/ignored', null, url, HOST_STATE), url);
    assert.strictEqual(hrefOf(url), 'http://x.test:99/p');
    assert.isNull(basicURLParse('y.test:1', null, url, HOSTNAME_STATE));
    assert.strictEqual(url.host, 'x.test');
    assert.strictEqual(basicURLParse('y.test/z', null, url, HOSTNAME_STATE), url);
    assert.strictEqual(url.host, 'y.test');
    assert.isNull(basicURLParse('', null, url, HOST_STATE));
    assert.strictEqual(basicURLParse('8080stuff', null, url, PORT_STATE), url);
    assert.strictEqual(url.port, 8080);
    assert.isNull(basicURLParse('stuff', null, url, PORT_STATE));
    assert.isNull(basicURLParse('65536', null, url, PORT_STATE));
    assert.strictEqual(url.port, 8080);
  });

  it('path start state keeps "?" and "#" in the path', function () {
    const url = parse('http://h/p');
    url.path = '';
    basicURLParse('a?b#c/../d', null, url, PATH_START_STATE);
    assert.strictEqual(url.path, '/d');
    const v = parse('sc:/x');
    v.path = '';
    basicURLParse('?#', null, v, PATH_START_STATE);
    assert.strictEqual(v.path, '/%3F%23');
  });
});

describe('whatwg/parser: validation errors', function () {
  it('are not collected unless asked for', function () {
    assert.isNotNull(basicURLParse('http:\\\\h\\p', null));
  });

  it('are reported with the standard names and the UTF-16 index in the input', function () {
    assert.deepEqual(errorsOf('https://h/a\\b'), [{ code: 'invalid-reverse-solidus', index: 11 }]);
    // Once in the special authority slashes state, once more in the ignore slashes state.
    assert.deepEqual(errorsOf('http:/h'), [
      { code: 'special-scheme-missing-following-solidus', index: 5 },
      { code: 'special-scheme-missing-following-solidus', index: 5 },
    ]);
    assert.deepEqual(errorsOf('https://u@h/'), [{ code: 'invalid-credentials', index: 9 }]);
    assert.deepEqual(errorsOf('https://h:99999/'), [{ code: 'port-out-of-range', index: 10 }]);
    assert.deepEqual(errorsOf('https://h:9x/'), [{ code: 'port-invalid', index: 11 }]);
    assert.deepEqual(errorsOf('abc'), [{ code: 'missing-scheme-non-relative-URL', index: 0 }]);
    assert.deepEqual(errorsOf('https://u@/'), [
      { code: 'invalid-credentials', index: 9 },
      { code: 'host-missing', index: 10 },
    ]);
    assert.deepEqual(errorsOf('http://h/a b%zz'), [
      { code: 'invalid-URL-unit', index: 10 },
      { code: 'invalid-URL-unit', index: 12 },
    ]);
    assert.deepEqual(errorsOf('file:c:/x'), [{ code: 'special-scheme-missing-following-solidus', index: 5 }]);
    assert.deepEqual(errorsOf('file://c:/x'), [{ code: 'file-invalid-Windows-drive-letter-host', index: 7 }]);
  });

  it('map indices back past removed tabs and newlines and trimmed spaces', function () {
    assert.deepEqual(errorsOf(' ht\ttp://h/a\\b'), [
      { code: 'invalid-URL-unit', index: 0 },
      { code: 'invalid-URL-unit', index: 3 },
      { code: 'invalid-reverse-solidus', index: 12 },
    ]);
    assert.deepEqual(errorsOf(' ht\ttp://h/\ta\n\\b'), [
      { code: 'invalid-URL-unit', index: 0 },
      { code: 'invalid-URL-unit', index: 3 },
      { code: 'invalid-reverse-solidus', index: 14 },
    ]);
  });

  it('offsets errors from the host parser to the host in the input', function () {
    const errors = errorsOf('http://user@[::1');
    assert.deepEqual(errors[errors.length - 1], { code: 'IPv6-unclosed', index: 16 });
  });
});

describe('whatwg/parser: the simple-URL readers agree with the state machine', function () {
  function both(input: string, base: URLRecord | null): [string, string] {
    setSimpleURLs(true);
    try {
      const simple = basicURLParse(input, base);
      setSimpleURLs(false);
      const slow = basicURLParse(input, base);
      return [JSON.stringify(simple), JSON.stringify(slow)];
    } finally {
      setSimpleURLs(true);
    }
  }

  it('on every urltestdata input', function () {
    const cases = urlTestCases();
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const base = c.base == null ? null : basicURLParse(c.base, null);
      const [simple, slow] = both(c.input, base);
      assert.strictEqual(simple, slow, JSON.stringify(c.input));
    }
  });

  it('on generated inputs', function () {
    const random = prng(0x9e3779b9);
    function pick(list: string[]): string {
      return list[Math.floor(random() * list.length)];
    }
    const schemes = ['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:', 'HTTP:', 'foo:', 'sc:', 'data:', 'h:', 'http', ''];
    const afterScheme = ['//', '/', '', '\\\\', '///', '//u@', '//u:p@'];
    const hosts = ['a.b', 'example.com', 'xn--a', 'xn--nxasmq6b', '1.2.3', '0x1.a', 'a.0x1', 'A.com', 'a_b', 'é.com', '[::1]', 'localhost', 'LOCALHOST', 'C:', 'C|', '', 'a%41', 'a b', 'a\tb', '-a.b-', 'a..b', '.', 'a.1', '1a.b', 'a!b'];
    const ports = ['', '', ':80', ':443', ':21', ':0', ':65535', ':65536', ':', ':8a', ':008'];
    const pieces = ['/', '/', '/a', '/.', '/..', '/%2e', '/%2E%2e', '/.a', '/..a', '/a b', '/é', '/%zz', '/C|', '/C:', '/c:', '?', '#', '?a=b', "?'", '#`', '# ', ' ', '\t', '\\', '\u0001', '\u007f', '\ud83d\ude00', '^', '{', '|', '@', ':', '%', '%2', '%20'];
    for (let k = 0; k < 4000; k++) {
      let input = pick(schemes) + pick(afterScheme) + pick(hosts) + pick(ports);
      const count = Math.floor(random() * 5);
      for (let j = 0; j < count; j++) input += pick(pieces);
      if (random() < 0.05) input = ' ' + input;
      const [simple, slow] = both(input, null);
      assert.strictEqual(simple, slow, JSON.stringify(input));
    }
  });
});
