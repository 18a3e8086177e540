// Hostile input: no prototype pollution, no stack overflow, and errors of one
// documented kind with the offending input (truncated) in the message.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import { URLSearchParams } from '../../lib/api/url-search-params.js';
import type { ModeName } from '../../lib/modes/mode.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { extractURLs } from '../../lib/extract/extract.js';
import { diagnose } from '../../lib/diagnostics/diagnose.js';
import { compareReadings } from '../../lib/diagnostics/compare-readings.js';
import { toUSVString } from '../../lib/api/webidl.js';

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
// 32 Ki code units per input: far past any recursion depth, small enough for
// npm test (bench/growth-hostile.mjs measures 1 KB to 1 MB).
const SIZE = 1 << 15;

function repeat(s: string, length: number): string {
  let out = s;
  while (out.length < length) out += out;
  return out.slice(0, length);
}

function distinctNonASCII(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String.fromCharCode(0x4e00 + i);
  return out;
}

/** Inputs built to hit deep recursion, quadratic loops or huge numbers. */
const HOSTILE: [string, string][] = [
  ['slashes', 'http://h' + repeat('/', SIZE)],
  ['dot-dot segments', 'http://h' + repeat('/..', SIZE)],
  ['%2e%2e segments', 'foo://h' + repeat('/%2e%2e', SIZE)],
  ['backslashes', 'http:' + repeat('\\', SIZE) + 'h'],
  ['many "@"', 'http://' + repeat('@', SIZE) + 'h/'],
  ['many ":" in userinfo', 'http://' + repeat(':', SIZE) + '@h/'],
  ['huge port', 'http://h:' + repeat('9', SIZE) + '/'],
  ['long label', 'http://' + repeat('a', SIZE) + '.com/'],
  ['many labels', 'http://' + repeat('a.', SIZE) + 'com/'],
  ['long IPv4 part', 'http://0x' + repeat('f', SIZE) + '/'],
  ['many IPv4 dots', 'http://' + repeat('1.', SIZE) + '/'],
  ['IPv6 colons', 'http://[' + repeat(':', SIZE) + ']/'],
  ['IPv6 unclosed', 'http://[' + repeat('1:', SIZE)],
  ['brackets', repeat('[', SIZE)],
  ['percent signs', repeat('%', SIZE)],
  ['tabs and newlines', repeat('\t\n\r', SIZE) + 'http://h/'],
  ['C0 controls around', repeat('\u0001 ', SIZE) + 'http://h/' + repeat('\u001f', SIZE)],
  ['lone surrogates', 'http://h/' + repeat('\ud800', SIZE)],
  ['non-ASCII host, one code point', 'http://' + repeat('\u00e4', SIZE) + '/'],
  ['non-ASCII host, many distinct code points', 'http://' + distinctNonASCII(4096) + '/'],
  ['xn-- labels', 'http://' + repeat('xn--a.', SIZE) + 'com/'],
  ['query', 'http://h/?' + repeat('&=%', SIZE)],
  ['fragment', 'http://h/#' + repeat('#%\u0000', SIZE)],
  ['no scheme', repeat('a', SIZE)],
  ['long scheme', repeat('a', SIZE) + ':x'],
  ['opaque path spaces', 'a:' + repeat(' ', SIZE) + '?'],
  ['wrapped lines with spaces (many clean-up changes and validation errors)', 'http://h/' + repeat('a b\n  ', SIZE)],
];

function checkError(e: unknown, mode: ModeName, input: string): void {
  assert.notInstanceOf(e, RangeError, 'no stack overflow');
  if (mode === 'rfc3986') assert.instanceOf(e, RFC3986Error);
  else assert.instanceOf(e, TypeError);
  const message = (e as Error).message;
  // The offending input, quoted and cut to 200 characters (JSON escapes may lengthen it).
  assert.isAtMost(message.length, 6 * 200 + 400, 'message length');
  const usv = toUSVString(input);
  const quotedStart = JSON.stringify(usv.slice(0, 40)).slice(0, -1);
  assert.include(message, quotedStart, 'the message quotes the input');
}

describe('Hostile input', function () {
  this.timeout(60000);

  describe('no prototype pollution', function () {
    const before = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
    afterEach(function () {
      assert.strictEqual(Object.getOwnPropertyNames(Object.prototype).sort().join(','), before);
      assert.isUndefined(({} as { polluted?: unknown }).polluted);
      assert.isUndefined(({} as { x?: unknown }).x);
    });

    it('URLSearchParams("__proto__=x&constructor=y") keeps both names as data', function () {
      const p = new URLSearchParams('__proto__=x&constructor=y&__proto__[polluted]=1&constructor[prototype][polluted]=1');
      assert.strictEqual(p.get('__proto__'), 'x');
      assert.strictEqual(p.get('constructor'), 'y');
      assert.deepEqual(p.getAll('__proto__'), ['x']);
      assert.isTrue(p.has('__proto__[polluted]'));
      assert.isFalse(p.has('toString'));
      assert.isFalse(p.has('hasOwnProperty'));
      assert.strictEqual(Object.getPrototypeOf(p), URLSearchParams.prototype);
      p.sort();
      assert.strictEqual(p.toString(), '__proto__=x&__proto__%5Bpolluted%5D=1&constructor=y&constructor%5Bprototype%5D%5Bpolluted%5D=1');
    });

    it('a record init with "__proto__" and "constructor" keys changes no prototype', function () {
      const init = JSON.parse('{"__proto__":"x","constructor":"y","prototype":"z"}') as Record<string, string>;
      const p = new URLSearchParams(init);
      assert.deepEqual(Array.from(p as unknown as Iterable<[string, string]>), [['__proto__', 'x'], ['constructor', 'y'], ['prototype', 'z']]);
      assert.strictEqual(Object.getPrototypeOf(p), URLSearchParams.prototype);
    });

    it('a sequence init and append/set/delete with such names are data too', function () {
      const p = new URLSearchParams([['__proto__', 'a'], ['hasOwnProperty', 'b']]);
      p.append('constructor', 'c');
      p.set('__proto__', 'd');
      p.delete('hasOwnProperty');
      assert.strictEqual(p.toString(), '__proto__=d&constructor=c');
      assert.isFunction(Object.prototype.hasOwnProperty);
    });

    it('URL.searchParams and URLs with such names in every component change no prototype', function () {
      for (const mode of MODES) {
        const u = new URL('http://__proto__:constructor@h/__proto__?__proto__=1&constructor=2#__proto__', undefined, { mode });
        assert.strictEqual(u.searchParams.get('__proto__'), '1');
        u.searchParams.set('constructor', 'x');
        assert.include(u.href, 'constructor=x');
      }
      assert.isNull(URL.parse('__proto__:x'), '"_" is not a scheme code point');
      assert.strictEqual(new URL('constructor:x').protocol, 'constructor:');
      assert.strictEqual(new URL('hasOwnProperty://h:1/').port, '1');
      assert.strictEqual(new URL('constructor://h/', undefined, { mode: 'rfc3986' }).protocol, 'constructor:');
      assert.throws(() => new URL('h', undefined, { mode: 'lenient', defaultScheme: '__proto__' }), TypeError);
      assert.strictEqual(new URL('www.example.com', undefined, { mode: 'lenient', defaultScheme: 'constructor' }).protocol, 'constructor:');
      assert.strictEqual(new URL('www.example.com', undefined, { mode: 'lenient', defaultScheme: 'hasOwnProperty' }).protocol, 'hasownproperty:');
      diagnose('__proto__:x');
      compareReadings('constructor://__proto__/');
    });
  });

  for (const mode of MODES) {
    describe(`${mode}: errors are ${mode === 'rfc3986' ? 'RFC3986Error' : 'TypeError'}, never a stack overflow, and quote the input (cut to 200 characters)`, function () {
      for (const [name, input] of HOSTILE) {
        it(name, function () {
          let url: URL | null = null;
          try {
            url = new URL(input, undefined, { mode });
          } catch (e) {
            checkError(e, mode, input);
          }
          assert.strictEqual(URL.canParse(input, undefined, { mode }), url !== null);
          if (url !== null) {
            assert.isString(url.href);
            assert.strictEqual(new URL(url.href, undefined, { mode }).href, url.href);
          }
        });
      }

      it('setters given hostile values throw only that kind of error and keep the URL consistent', function () {
        const u = new URL('http://user:pass@example.com:8080/p?q#f', undefined, { mode });
        const setters = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
        for (const [, long] of HOSTILE) {
          const value = long.slice(0, 4096);
          for (const s of setters) {
            const before = u.href;
            try {
              (u as unknown as Record<string, string>)[s] = value;
            } catch (e) {
              assert.notInstanceOf(e, RangeError);
              if (mode === 'rfc3986') assert.instanceOf(e, RFC3986Error);
              else assert.instanceOf(e, TypeError);
              assert.strictEqual(u.href, before, 'a throwing setter changes nothing');
              assert.isAtMost((e as Error).message.length, 6 * 200 + 400);
            }
            assert.strictEqual(new URL(u.href, undefined, { mode }).href, u.href);
          }
        }
      });
    });
  }

  it('URLSearchParams, extractURLs, diagnose and compareReadings take hostile input without a stack overflow', function () {
    for (const [, input] of HOSTILE) {
      const p = new URLSearchParams(input);
      assert.isString(p.toString());
      const found = extractURLs(input);
      assert.isArray(found);
      for (const mode of MODES) {
        const d = diagnose(input, undefined, { mode });
        assert.isArray(d.errors);
        // What one call collects is capped (maxErrors, default 1000).
        assert.isAtMost(d.errors.length, 1000);
        assert.strictEqual(d.truncated, d.errors.length === 1000 && diagnose(input, undefined, { mode, maxErrors: 1001 }).errors.length > 1000);
      }
      const c = compareReadings(input);
      assert.isBoolean(c.securityRelevant);
    }
  });

  it('the whatwg TypeError quotes exactly the first 200 characters of the input', function () {
    const input = 'http://[' + repeat('x', 1000);
    try {
      new URL(input);
      assert.fail('must throw');
    } catch (e) {
      assert.instanceOf(e, TypeError);
      assert.strictEqual((e as Error).message, 'Invalid URL: ' + JSON.stringify(input.slice(0, 200) + '…'));
    }
  });
});
