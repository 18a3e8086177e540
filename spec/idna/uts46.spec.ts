// UTS #46 as the URL Standard calls it. The WPT data suites follow WPT's
// url/toascii.window.js and url/IdnaTestV2.window.js: through `new URL` and
// the host and hostname setters.
import { assert } from 'chai';
import { URL } from '../support/shipped.js';
import { domainToASCII, domainToUnicode, setNormalizer, toASCII } from '../../lib/idna/uts46.js';
import { toASCIIQuick } from '../../lib/idna/quick.js';
import type { ValidationError } from '../../lib/base/errors.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { named } from '../support/validation-errors.js';

interface HostCase {
  input: string;
  output: string | null;
  comment?: string;
}

function cases(file: string): HostCase[] {
  return readFixture<(string | HostCase)[]>(file).filter((c): c is HostCase => typeof c !== 'string');
}

// IdnaTestV2.window.js percent-encodes the code points that would end the
// host, so that they reach the host parser.
function encodeHostEndingCodePoints(input: string): string {
  return input.replace(/[:/?#\\]/g, (ch) => encodeURIComponent(ch));
}

type URLClass = new (url: string) => { host: string; hostname: string; pathname: string; href: string };

// Each suite runs through three builds users get: the ponyfill (dist/polyurl.mjs:
// the fast paths, the one-pass ToASCII, the derived table), what polyurl/auto
// installs (dist/auto.mjs: compact, the full Processing alone) and the legacy
// script (compact, the explicit table, its own NFC) in a vm context.
const builds: { name: string; URL: URLClass | null }[] = [
  { name: 'dist/polyurl.mjs', URL: URL as unknown as URLClass },
  { name: 'dist/auto.mjs', URL: null },
  { name: 'dist/polyurl.legacy.min.js', URL: null },
];

before(async function () {
  const auto = (await import(pathToFileURL(join(process.cwd(), 'dist', 'auto.mjs')).href)) as { install(o: object): unknown };
  const target: { URL?: URLClass } = {};
  auto.install({ force: true, target });
  builds[1].URL = target.URL as URLClass;
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync(join(process.cwd(), 'dist', 'polyurl.legacy.min.js'), 'utf8'), ctx);
  builds[2].URL = (ctx as { polyurl: { URL: URLClass } }).polyurl.URL;
});

// (By name: the legacy script's TypeError is its vm context's.)
function throwsTypeError(f: () => unknown): void {
  let error: unknown = null;
  try {
    f();
  } catch (e) {
    error = e;
  }
  assert.strictEqual(error !== null && typeof error === 'object' ? (error as Error).name : error, 'TypeError');
}

builds.forEach(function (build, b) {
  // (The ponyfill's cases keep their names; the other builds' say which build.)
  const suffix = b === 0 ? '' : ' [' + build.name + ']';
  const make = (input: string) => new (build.URL as URLClass)(input);

  describe('WPT toascii.json (toascii.window.js)' + suffix, function () {
    const SUITE = 'toascii';
    cases('wpt/toascii.json').forEach(function (c) {
      caseIt(SUITE, c.input + ' (using URL)' + suffix, function () {
        if (c.output !== null) {
          const url = make('https://' + c.input + '/x');
          assert.strictEqual(url.host, c.output);
          assert.strictEqual(url.hostname, c.output);
          assert.strictEqual(url.pathname, '/x');
          assert.strictEqual(url.href, 'https://' + c.output + '/x');
        } else {
          throwsTypeError(() => make('https://' + c.input + '/x'));
        }
      });
      (['host', 'hostname'] as const).forEach(function (setter) {
        caseIt(SUITE, c.input + ' (using URL.' + setter + ')' + suffix, function () {
          const url = make('https://x/x');
          url[setter] = c.input;
          assert.strictEqual(url[setter], c.output !== null ? c.output : 'x');
        });
      });
    });
  });

  describe('WPT IdnaTestV2.json (IdnaTestV2.window.js)' + suffix, function () {
    const SUITE = 'IdnaTestV2';
    cases('wpt/IdnaTestV2.json').forEach(function (c) {
      // "cannot test empty string input through new URL()"
      if (c.input === '') return;
      const encoded = encodeHostEndingCodePoints(c.input);
      caseIt(SUITE, 'ToASCII("' + c.input + '")' + (c.comment ? ' ' + c.comment : '') + suffix, function () {
        if (c.output === null) {
          throwsTypeError(() => make('https://' + encoded + '/x'));
        } else {
          const url = make('https://' + encoded + '/x');
          assert.strictEqual(url.host, c.output);
          assert.strictEqual(url.hostname, c.output);
          assert.strictEqual(url.pathname, '/x');
          assert.strictEqual(url.href, 'https://' + c.output + '/x');
        }
      });
    });
  });
});

describe('domain to ASCII (idna/uts46.ts)', function () {
  it('lowercases an ASCII domain, whatever ToASCII says of it (web compatibility)', function () {
    assert.strictEqual(domainToASCII('ExAmPlE.COM', false), 'example.com');
    assert.strictEqual(domainToASCII('xn--a.XN--ZCA', false), 'xn--a.xn--zca');
    assert.strictEqual(domainToASCII('a_b--.-c', false), 'a_b--.-c');
  });
  it('fails on the empty result and on forbidden domain code points', function () {
    assert.isNull(domainToASCII('', false));
    assert.isNull(domainToASCII('\u00ad', false)); // ignored: maps to ""
    assert.isNull(domainToASCII('a%b', false));
    assert.isNull(domainToASCII('a\u3002b<', false));
    assert.isNull(domainToASCII('\u2474<.com', false)); // "(1)<.com": "<" is forbidden
    assert.strictEqual(domainToASCII('\u2474.com', false), '(1).com'); // UseSTD3ASCIIRules=false
  });
  it('maps, normalizes and encodes non-ASCII domains', function () {
    assert.strictEqual(domainToASCII('Fa\u00df.de', false), 'xn--fa-hia.de');
    assert.strictEqual(domainToASCII('A\u0300.\u05d0\u0308', false), 'xn--0ca.xn--ssa73l');
    assert.strictEqual(domainToASCII('\uff21\uff22\u3002com', false), 'ab.com');
    assert.strictEqual(domainToASCII('b\u00fccher.example', false), 'xn--bcher-kva.example');
    assert.strictEqual(domainToASCII('\ud83d\udca9.la', false), 'xn--ls8h.la');
  });
  it('fails on disallowed code points, bad Punycode and broken rules', function () {
    assert.isNull(domainToASCII('a\ufffd.com', false));
    assert.isNull(domainToASCII('xn--a.\u00df', false));
    assert.isNull(domainToASCII('xn--te\u0161la.com', false));
    assert.isNull(domainToASCII('\u0301a.com', false)); // begins with a combining mark
    assert.isNull(domainToASCII('a\u200cb.\u00e9', false)); // CONTEXTJ
    assert.isNull(domainToASCII('0a.\u05d0', false)); // Bidi rule, LTR label in a Bidi domain name
  });
  it('beStrict: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength, no ASCII leniency', function () {
    assert.strictEqual(domainToASCII('Example.com', true), 'example.com');
    assert.strictEqual(domainToASCII('example.com.', true), 'example.com.');
    assert.isNull(domainToASCII('xn--a', true));
    assert.isNull(domainToASCII('a_b.com', true));
    assert.isNull(domainToASCII('-a.com', true));
    assert.isNull(domainToASCII('ab--c.com', true));
    assert.isNull(domainToASCII('a..com', true));
    assert.isNull(domainToASCII('a'.repeat(64) + '.com', true));
    assert.strictEqual(domainToASCII('b\u00fccher.example', true), 'xn--bcher-kva.example');
  });
  it('reports domain-to-ASCII when the strict ToASCII fails, even when the result is kept', function () {
    let errors: ValidationError[] = [];
    assert.strictEqual(domainToASCII('xn--a.com', false, errors), 'xn--a.com');
    assert.deepEqual(named(errors).map((e) => e.code), ['domain-to-ASCII']);
    errors = [];
    assert.isNull(domainToASCII('a\ufffd.com', false, errors));
    assert.deepEqual(named(errors).map((e) => e.code), ['domain-to-ASCII']);
    errors = [];
    assert.strictEqual(domainToASCII('b\u00fccher.example', false, errors), 'xn--bcher-kva.example');
    assert.deepEqual(errors, []);
  });
});

describe('domain to Unicode (idna/uts46.ts)', function () {
  it('decodes xn-- labels and maps the others', function () {
    const none: ValidationError[] = [];
    assert.strictEqual(domainToUnicode('xn--bcher-kva.EXAMPLE', none), 'b\u00fccher.example');
    assert.deepEqual(none, [], 'no domain-to-Unicode error');
    assert.strictEqual(domainToUnicode('Fa\u00df.de'), 'fa\u00df.de');
    assert.strictEqual(domainToUnicode('\uff21\u3002b'), 'a.b');
  });
  it('returns a result even with errors, which it reports', function () {
    const errors: ValidationError[] = [];
    // Undecodable Punycode stays as it is; decodable but invalid is decoded.
    assert.strictEqual(domainToUnicode('xn--ls8h=.xn--zca', errors), 'xn--ls8h=.\u00df');
    assert.deepEqual(named(errors).map((e) => e.code), ['domain-to-Unicode']);
    const invalid: ValidationError[] = [];
    assert.strictEqual(domainToUnicode('xn--a.xn--zca', invalid), '\u0080.\u00df');
    assert.deepEqual(named(invalid).map((e) => e.code), ['domain-to-Unicode']);
  });
});

describe('NFC without String.prototype.normalize (idna/uts46.ts)', function () {
  it('uses the registered normalizer when the engine has none', function () {
    const proto = String.prototype as { normalize?: unknown };
    const native = proto.normalize;
    let calls = 0;
    try {
      delete proto.normalize;
      setNormalizer((s) => {
        calls++;
        return (native as (this: string, f: string) => string).call(s, 'NFC');
      });
      assert.strictEqual(domainToASCII('A\u0300.com', false), 'xn--0ca.com');
      assert.isAbove(calls, 0);
      setNormalizer(null);
      // With no normalizer at all the string is kept as it is.
      assert.strictEqual(domainToASCII('\u00e0.com', false), 'xn--0ca.com');
    } finally {
      proto.normalize = native;
      setNormalizer(null);
    }
  });
});

describe('ToASCII in one pass (idna/uts46.ts toASCIIQuick)', function () {
  function cp(c: number): string {
    return String.fromCodePoint(c);
  }
  it('takes the common internationalized hosts, and leaves the rest to toASCII', function () {
    for (const d of ['münchen.de', 'пример.рф', '例え.jp', 'δοκιμή.gr', 'straße.de', 'shop.zürich.ch', '\u{20000}\u{2a6d6}.example']) {
      assert.strictEqual(toASCIIQuick(d), toASCII(d, false), d);
    }
    // Not NFC, mapped, ignored or disallowed code points, a label starting
    // with a mark, joiners, right-to-left and Arabic-number labels, "xn--"
    // labels, ASCII other than letters, digits and "-".
    for (const d of ['café.fr'.normalize('NFD'), '\u1100\u1161.kr', 'ﬁle.example', 'a\u00adb.de', 'a\u2488.de', 'ü.\u0301a', 'עברית.il', 'تجربة.example', 'a\u0660.de', 'a\u200db.de', 'xn--mnchen-3ya.de', 'ü.xn--p1ai', 'a_ü.de', 'ü.a*b', 'ü\u3002de']) {
      assert.strictEqual(toASCIIQuick(d), undefined, d);
    }
  });

  it('gives what toASCII gives for every code point it takes, alone and between others', function () {
    this.timeout(60000);
    let taken = 0;
    for (let c = 0x80; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const d = 'a' + cp(c) + 'b.' + cp(c) + '.x' + cp(c);
      const quick = toASCIIQuick(d);
      if (quick === undefined) continue;
      taken++;
      assert.strictEqual(quick, toASCII(d, false), 'U+' + c.toString(16));
    }
    assert.isAbove(taken, 100000);
  });

  it('gives what toASCII gives next to marks and jamo that compose with a code point or come before it', function () {
    this.timeout(60000);
    let taken = 0;
    for (let c = 0x80; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = cp(c);
      for (const d of ['e' + s + '\u0300.' + s + s, s + '\u0301.\u1100' + s + '.' + s + '\u1161']) {
        const quick = toASCIIQuick(d);
        if (quick === undefined) continue;
        taken++;
        assert.strictEqual(quick, toASCII(d, false), 'U+' + c.toString(16) + ' in ' + d);
      }
    }
    assert.isAbove(taken, 100000);
  });
});
