// React Native's simple-URL reader (lib/url/simple.react-native.ts) against
// the state machine: when it takes an input (with or without a base), the
// href and every offset are the state machine's, and so is the record
// rebuilt from them; on urltestdata, on typical URLs and references, which
// it must take, and on generated inputs aimed at its edges. Then the same
// inputs through the shipped dist/auto.rn.cjs, installed in a context
// without URL, against the ponyfill.
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { URL as PonyURL } from '../support/shipped.js';
import { urlTestCases } from '../support/fixtures.js';
import { prng } from '../support/prng.js';
import { components } from '../support/invariants.js';
import type { URLRecord } from '../../lib/url/record.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import { checkInvariants } from '../../lib/url/href-offsets.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { recordFromHrefOffsets, serializeURL } from '../../lib/url/serializer.js';
import { setSimpleURLs as setFullReaders } from '../../lib/url/simple.js';
import { parseSimpleURL, setSimpleURLs } from '../../lib/url/simple.react-native.js';

/** The state machine's record of `input` against `base`, or null (failure). */
function stateMachine(input: string, base?: string): URLRecord | null {
  setFullReaders(false);
  try {
    let b: URLRecord | null = null;
    if (base !== undefined) {
      b = basicURLParse(base, null);
      if (b === null) return null;
    }
    return basicURLParse(input, b);
  } finally {
    setFullReaders(true);
  }
}

/** Checks the reader on `input` (against `base`); returns whether it took it. */
function check(input: string, base?: string): boolean {
  const out = {} as HrefOffsets;
  const took = parseSimpleURL(input, out, base);
  if (!took) return false;
  const what = base === undefined ? JSON.stringify(input) : `${JSON.stringify(input)} against ${JSON.stringify(base)}`;
  const rec = stateMachine(input, base);
  assert.isNotNull(rec, `the reader took ${what}, a failure`);
  const expected = {} as HrefOffsets;
  serializeURL(rec as URLRecord, expected);
  assert.strictEqual(components(out), components(expected), what);
  assert.deepEqual(recordFromHrefOffsets(out), rec, what);
  assert.isNull(checkInvariants(out), what);
  return true;
}

const TYPICAL = [
  'https://example.com/', 'http://www.example.org/a/b.html?x=1&y=2#top', 'https://EXAMPLE.com/x', 'http://example.com',
  'http://example.com:80/', 'http://example.com:8080', 'https://a.b:0443/', 'ws://h:80', 'wss://h/p', 'ftp://ftp.example.net:21/pub',
  'https://example.com.', 'https://a_b.example/', 'http://h/p?q=a/b?c#f?g#h', 'http://x.y/?', 'http://x.y/#', 'http://X.Y:00/',
  'http://x.y:65535/', 'http://127.0.0.1:8081/index.bundle?platform=ios', 'http://10.0.2.2:3000/', 'https://0x7f.1:443/x',
  'http://1.2.3.4.', 'https://xn--mnchen-3ya.de/', 'http://XN--Bcher-kva.example/x?y', 'https://api.example.com/v1/users/42?fields=a,b&sort=-c',
  "https://h/it's/a#it's", 'https://h/a:b@c/d;e=f', 'http://h/a//b///c', 'https://h/?q=(1)*2+3&r=!~',
];

const BASES = ['http://example.com/a/b/c?q#f', 'https://h/', 'http://h:8080/x/y.html', 'ws://h/a/', 'https://API.example.com:443/v1/'];
const REFERENCES = ['', 'd', 'd/e.html?x=1#y', '/p/q', '?k=v', '#frag', 'https://e.example/a', 'x/y/', 'a:b', '1:x', 'index.html?a=1', '/?', '#'];

describe('url/simple.react-native: the reader agrees with the state machine', function () {
  it('on every urltestdata input, with its base or without', function () {
    const cases = urlTestCases();
    let taken = 0;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      if (check(c.input, c.base == null ? undefined : c.base)) taken++;
    }
    assert.isAbove(taken, 30, 'the reader should take some WPT inputs');
  });

  it('on typical URLs, which it takes', function () {
    for (let i = 0; i < TYPICAL.length; i++) assert.isTrue(check(TYPICAL[i]), `should be taken: ${TYPICAL[i]}`);
  });

  it('on typical references against typical bases, which it takes', function () {
    for (let i = 0; i < BASES.length; i++) {
      for (let k = 0; k < REFERENCES.length; k++) {
        const r = REFERENCES[k];
        // "a:b" is an absolute URL of a scheme the reader does not read.
        if (r === 'a:b') assert.isFalse(check(r, BASES[i]));
        else assert.isTrue(check(r, BASES[i]), `should be taken: ${JSON.stringify(r)} against ${BASES[i]}`);
      }
    }
  });

  it('declines what the state machine changes or reads further', function () {
    const declined: Array<[string, string?]> = [
      ['http://h/a/./b'], ['http://h/a/..'], ['http://h/a/%2e/b'], ['http://h/a b'], ['http://u@h/'], ['http://h/?q=\'x\''],
      ['HTTP://h/'], ['http://[::1]/'], ['file:///a'], ['sc://h/'], ['http://h\\a'], ['http://h/\u00e9'], [' http://h/'],
      ['http://h/a\tb'], ['http://h:/'], ['http://h:8a/'], ['http:///h'], ['http://h/\ud800'],
      ['./x', 'http://h/a/'], ['../x', 'http://h/a/'], ['x/./y', 'http://h/'], ['//h2/', 'http://h/'], ['\\x', 'http://h/'],
      ["?a='", 'http://h/'], ['x', 'http://h/a b'], ['x', 'file:///a'], ['x', 'sc://h/a'], ['x', 'http://h/\ud800'],
    ];
    for (let i = 0; i < declined.length; i++) {
      const [input, base] = declined[i];
      assert.isFalse(check(input, base), `should be declined: ${JSON.stringify(declined[i])}`);
    }
  });

  it('declines everything when switched off', function () {
    setSimpleURLs(false);
    try {
      assert.isFalse(parseSimpleURL('https://example.com/', {} as HrefOffsets));
    } finally {
      setSimpleURLs(true);
    }
  });

  it('on generated inputs', function () {
    const random = prng(0x2545f491);
    const pick = (list: string[]): string => list[Math.floor(random() * list.length)];
    // The shapes it takes are weighted up, so that it is reached often.
    const schemes = ['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'http:', 'https:', 'http:', 'https:', 'file:', 'HTTP:', 'Https:', 'foo:', 'sc:', 'h:', 'http', 'httpx:', 'ftps:', ''];
    const afterScheme = ['//', '//', '//', '//', '//', '//', '//', '/', '', '\\\\', '///', '//u@', '//u:p@', '/.//', '//@'];
    const hosts = [
      'a.b', 'example.com', 'Example.COM', 'xn--a', 'XN--a.b', 'a.xn--b', 'a.Xn--nxasmq6b', 'axn--b', '1.2.3', '0x1.a', 'a.0x1', 'a.1',
      '1a.b', 'a.b1', 'a_b', 'localhost', 'a..b', 'a..', '.', '..', '.a', 'a.', '0', '09', '4294967296', '0x', 'a!b', 'a*b', "a'b",
      'a(b)', 'a;b', 'a,b', 'a&b', 'a=b', 'a+b', 'a$b', 'a~b', '-a-', 'a%41', 'é.com', '', 'xn--mnchen-3ya.de', 'xn--', 'a.b.c.d.e',
    ];
    const ports = ['', '', '', ':80', ':443', ':21', ':0', ':00', ':0080', ':65535', ':65536', ':99999999', ':', ':8a', ':008', ':1', '::1'];
    const pieces = [
      '/', '/', '/a', '/a', '/.', '/..', '/%2e', '/.a', '/a.', '/a b', '/é', '/C|', '/c:', '?', '#', '?a=b', "?'", "#'", "/'",
      '?"', '#`', ' ', '\t', '\\', '^', '{', '|', '@', ':', '%', '%20', '<', '~', '[', ']', '?/.', '#/..', '(', '*', '!', ';', ',', '&', '=', '+', '$',
    ];
    let taken = 0;
    for (let k = 0; k < 8000; k++) {
      let input = pick(schemes) + pick(afterScheme) + pick(hosts) + pick(ports);
      const count = Math.floor(random() * 6);
      for (let j = 0; j < count; j++) input += pick(pieces);
      if (check(input)) taken++;
    }
    assert.isAbove(taken, 250, 'the generator should reach the reader often');
  });

  it('on generated references against generated bases', function () {
    const random = prng(0x68e31da4);
    const pick = (list: string[]): string => list[Math.floor(random() * list.length)];
    const bases = [
      'http://example.com/a/b/c?q#f', 'https://h/', 'http://h', 'http://h/a/', 'http://h/a?', 'http://h/a#', 'http://h:8080/x/y.html',
      'ws://h/x', 'ftp://h/p/q', 'HTTP://H/A', 'http://u@h/a', 'file:///a/b', 'sc://h/a/b', 'http://h/%2e/', 'http://h/a b',
      'http://1.2.3.4/x/', 'http://H:0080/a/b?q#f', "http://h/a?q'#f", 'http://xn--mnchen-3ya.de/a/', 'https://h/a/./b',
    ];
    const starts = ['', '', '', '/', '//', '//h2/', '?', '#', '.', '..', './', '../', 'x:', 'http:', 'http:x', 'https://h3/p', 'a', '1:', ' ', '\\'];
    const pieces = ['a', 'b', 'index.html', '/', '/', '.', '..', '%2e', '.a', 'a.', 'é', '?x', '#y', '?', '#', "'", ':', '@', '~', '%', ' ', '(', '!'];
    let taken = 0;
    for (let k = 0; k < 8000; k++) {
      let input = pick(starts);
      const count = Math.floor(random() * 6);
      for (let j = 0; j < count; j++) input += pick(pieces);
      if (check(input, pick(bases))) taken++;
    }
    assert.isAbove(taken, 1200, 'the generator should reach the reader often');
  });
});

describe('url/simple.react-native: the shipped React Native build', function () {
  // dist/auto.rn.cjs in a context without URL (it installs there), against the ponyfill.
  const context = createContext({});
  const code = readFileSync('dist/auto.rn.cjs', 'utf8');
  runInContext(`(function (module, exports) {${code}\n})({ exports: {} }, {});`, context);
  const parse = runInContext(
    `(function (input, base) {
      try {
        var u = base === undefined ? new URL(input) : new URL(input, base);
        return [u.href, u.protocol, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin].join('\\n');
      } catch (e) { return e instanceof TypeError ? null : 'not a TypeError: ' + e; }
    })`,
    context,
  ) as (input: string, base?: string) => string | null;
  function pony(input: string, base?: string): string | null {
    try {
      const u = base === undefined ? new PonyURL(input) : new PonyURL(input, base);
      return [u.href, u.protocol, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin].join('\n');
    } catch (e) {
      return null;
    }
  }

  it('installs its URL where there is none', function () {
    assert.strictEqual(runInContext('typeof URL', context), 'function');
  });

  it('parses typical URLs and references as the ponyfill does', function () {
    for (let i = 0; i < TYPICAL.length; i++) assert.strictEqual(parse(TYPICAL[i]), pony(TYPICAL[i]), TYPICAL[i]);
    for (let i = 0; i < BASES.length; i++) {
      for (let k = 0; k < REFERENCES.length; k++) assert.strictEqual(parse(REFERENCES[k], BASES[i]), pony(REFERENCES[k], BASES[i]), `${REFERENCES[k]} against ${BASES[i]}`);
    }
  });

  it('parses every urltestdata input as the ponyfill does', function () {
    const cases = urlTestCases();
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const base = c.base == null ? undefined : c.base;
      assert.strictEqual(parse(c.input, base), pony(c.input, base), `${JSON.stringify(c.input)} against ${JSON.stringify(base)}`);
    }
  });
});
