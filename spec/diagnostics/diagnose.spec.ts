import { assert } from 'chai';
import { diagnose, validationMessage } from '../../lib/diagnostics/diagnose.js';
import type { Diagnostic } from '../../lib/diagnostics/diagnose.js';
import { URL } from '../../lib/api/url.js';

function repeat(s: string, n: number): string {
  return new Array(n + 1).join(s);
}

function codes(errors: Diagnostic[]): string[] {
  return errors.map((e) => e.code + '@' + e.index);
}

describe('URL.diagnose', function () {
  describe('whatwg mode: validation errors under the standard\'s names, at their index', function () {
    const cases: [string, string | undefined, string[], boolean][] = [
      // [input, base, "code@index" expected among the errors, parses?]
      ['https://expected-example.com\\@observed-example.com', undefined, ['invalid-reverse-solidus@28'], true],
      ['http://0x7f.1/', undefined, ['IPv4-non-decimal-part@7', 'IPv4-too-few-parts@7'], true],
      ['http://127\u30020\u30020\u30021/', undefined, ['IPv4-non-ASCII-input@7'], true],
      ['http://a@b@evil.example/', undefined, ['invalid-credentials@8'], true],
      ['http://user:pass@example.com/', undefined, ['invalid-credentials@16'], true],
      ['http://[::1', undefined, ['IPv6-unclosed@11'], false],
      ['http://[1:2:3:4:5:6:7:8:9]/', undefined, ['IPv6-too-many-pieces@24'], false],
      ['http://[1::2::3]/', undefined, ['IPv6-multiple-compression@13'], false],
      ['http://example.com:99999/', undefined, ['port-out-of-range@19'], false],
      ['http://example.com:8a/', undefined, ['port-invalid@20'], false],
      ['http://@/127.0.0.1', undefined, ['invalid-credentials@7', 'host-missing@8'], false],
      ['no-scheme', undefined, ['missing-scheme-non-relative-URL@0'], false],
      ['https:example.com', undefined, ['special-scheme-missing-following-solidus@6'], true],
      ['a\tb://x/', undefined, ['invalid-URL-unit@1'], true],
      [' http://a/', undefined, ['invalid-URL-unit@0'], true],
      ['http://a/b c', undefined, ['invalid-URL-unit@10'], true],
      ['http://a/%zz', undefined, ['invalid-URL-unit@9'], true],
      ['/x', 'http://[::1', ['IPv6-unclosed@11'], false],
    ];
    for (const [input, base, expected, parses] of cases) {
      it(JSON.stringify(input) + (base === undefined ? '' : ' against ' + JSON.stringify(base)), function () {
        const d = diagnose(input, base);
        assert.strictEqual(d.url !== null, parses);
        const got = codes(d.errors);
        for (const e of expected) assert.include(got, e);
        if (!parses) assert.isTrue(d.errors.some((e) => e.severity === 'failure'), 'one error is marked as the failure');
        else assert.isFalse(d.errors.some((e) => e.severity === 'failure'));
        for (const e of d.errors) {
          assert.isString(e.message);
          assert.include(e.message, e.code);
          assert.include(e.message, 'index ' + e.index);
        }
      });
    }

    it('marks errors of the base URL with source "base", indexed in the base', function () {
      const d = diagnose('/x', 'http://[::1');
      assert.isNull(d.url);
      assert.strictEqual(d.errors[0].source, 'base');
      assert.strictEqual(d.errors[0].index, 11);
    });

    it('returns the same URL as URL.parse', function () {
      const d = diagnose('HTTP://Example.COM:80/a/../b', undefined);
      assert.strictEqual((d.url as URL).href, 'http://example.com/b');
      assert.deepEqual(d.errors, []);
    });

    it('indexes errors in the input even when tabs and newlines were removed before them', function () {
      const d = diagnose('ht\ntp://a/\\b');
      assert.include(codes(d.errors), 'invalid-reverse-solidus@10');
      assert.include(codes(d.errors), 'invalid-URL-unit@2');
    });

    it('converts its arguments as WebIDL USVString (lone surrogates become U+FFFD)', function () {
      const d = diagnose('http://a/\ud800');
      assert.strictEqual((d.url as URL).pathname, '/%EF%BF%BD');
      assert.throws(() => (diagnose as unknown as () => void)(), TypeError);
    });

    it('describes unknown codes without failing and shows invisible characters as U+XXXX', function () {
      assert.include(validationMessage('no-such-code', 0, '\u0001'), 'U+0001');
      assert.include(validationMessage('IPv4-empty-part', 3, 'abc'), 'end of input');
    });
  });

  describe('rfc3986 mode: the RFC3986Error details', function () {
    it('reports the offending character, its index, component and rule', function () {
      const d = diagnose('http://example.com/a b', undefined, { mode: 'rfc3986' });
      assert.isNull(d.url);
      assert.lengthOf(d.errors, 1);
      const e = d.errors[0];
      assert.strictEqual(e.index, 20);
      assert.strictEqual(e.character, ' ');
      assert.strictEqual(e.component, 'path');
      assert.strictEqual(e.code, 'pchar');
      assert.strictEqual(e.severity, 'failure');
      assert.include(e.message, 'index 20');
    });

    it('reports an invalid base with source "base"', function () {
      const d = diagnose('x', 'not a base', { mode: 'rfc3986' });
      assert.isNull(d.url);
      assert.strictEqual(d.errors[0].source, 'base');
    });

    it('has no errors for a valid URI, kept as written', function () {
      const d = diagnose('HTTP://Example.com:/a/./b', undefined, { mode: 'rfc3986' });
      assert.deepEqual(d.errors, []);
      assert.strictEqual((d.url as URL).href, 'HTTP://Example.com:/a/./b');
    });
  });

  describe('lenient mode: what the clean-up removed or inferred, then the validation errors', function () {
    it('reports the trim, the removed line break and the inferred scheme, indexed in the input', function () {
      const input = '  <www.exam\n  ple.com/a\\b>';
      const d = diagnose(input, undefined, { mode: 'lenient' });
      assert.strictEqual((d.url as URL).href, 'http://www.example.com/a/b');
      const kinds = d.errors.map((e) => e.code);
      assert.include(kinds, 'trim');
      assert.include(kinds, 'delimiters');
      assert.include(kinds, 'whitespace');
      assert.include(kinds, 'scheme-inferred');
      const ws = d.errors.filter((e) => e.code === 'whitespace')[0];
      assert.strictEqual(ws.index, 11);
      assert.strictEqual(ws.severity, 'change');
      // The backslash sits at index 24 of the original input.
      const rs = d.errors.filter((e) => e.code === 'invalid-reverse-solidus')[0];
      assert.isDefined(rs);
      assert.strictEqual(rs.index, input.indexOf('\\'));
    });

    it('is a plain whatwg diagnosis when nothing needed cleaning', function () {
      const d = diagnose('https://example.com/x', undefined, { mode: 'lenient' });
      assert.deepEqual(d.errors, []);
    });
  });

  describe('a lenient base URL: indices mapped back through its clean-up', function () {
    it('URL.diagnose("", "http:#", lenient) reports host-missing at index 5 of the base, as for the same string as input', function () {
      const d = diagnose('', 'http:#', { mode: 'lenient' });
      assert.isNull(d.url);
      const e = d.errors.filter((x) => x.code === 'host-missing')[0];
      assert.deepInclude(e, { index: 5, source: 'base', severity: 'failure' });
      assert.include(e.message, 'at index 5 ("#")');
      const same = diagnose('http:#', undefined, { mode: 'lenient' }).errors.filter((x) => x.code === 'host-missing')[0];
      assert.strictEqual(same.index, e.index);
    });

    it('a base the clean-up trims and joins is indexed in the base as given', function () {
      const b = ' <ht\ntp:#> ';
      const e = diagnose('x', b, { mode: 'lenient' }).errors.filter((x) => x.code === 'host-missing')[0];
      assert.strictEqual(e.source, 'base');
      assert.strictEqual(e.index, b.indexOf('#'));
    });
  });

  describe('maxErrors: what one call collects is capped', function () {
    it('"http://" and a million "/" gives the first 1000 diagnostics, truncated, the failure kept last', function () {
      const d = diagnose('http://' + repeat('/', 1e6));
      assert.isNull(d.url);
      assert.isTrue(d.truncated);
      assert.lengthOf(d.errors, 1000);
      assert.deepInclude(d.errors[999], { code: 'host-missing', index: 1000007, severity: 'failure' });
      let chars = 0;
      for (const e of d.errors) chars += e.message.length;
      assert.isBelow(chars, 200000);
    });

    it('the same in lenient mode, where the clean-up changes count too', function () {
      const d = diagnose('http://h/' + repeat('a \n', 30000), undefined, { mode: 'lenient', maxErrors: 10 });
      assert.isTrue(d.truncated);
      assert.lengthOf(d.errors, 10);
      assert.strictEqual((d.url as URL).href, 'http://h/' + repeat('a', 30000));
    });

    it('takes any number of at least 0 (Infinity: no cap) and is false when nothing was left out', function () {
      assert.deepEqual(diagnose('http://a@b@c/', undefined, { maxErrors: 0 }).errors, []);
      assert.isTrue(diagnose('http://a@b@c/', undefined, { maxErrors: 0 }).truncated);
      assert.lengthOf(diagnose('http://a@c/', undefined, { maxErrors: 1 }).errors, 1);
      assert.isFalse(diagnose('http://a@c/', undefined, { maxErrors: 1 }).truncated);
      assert.isFalse(diagnose('https://example.com/').truncated);
      // One per "/" after "http://", and the missing host.
      assert.lengthOf(diagnose('http://' + repeat('/', 2000), undefined, { maxErrors: Infinity }).errors, 2001);
      for (const bad of [-1, NaN, '5', null]) {
        assert.throws(() => diagnose('http://a/', undefined, { maxErrors: bad as unknown as number }), TypeError, /maxErrors/);
      }
    });

    it('rfc3986 and a failing parse with a cap of 1 keep the failure', function () {
      assert.strictEqual(diagnose('http://a b/', undefined, { mode: 'rfc3986', maxErrors: 1 }).errors[0].severity, 'failure');
      const d = diagnose('http://' + repeat('/', 50) + '[', undefined, { maxErrors: 1 });
      assert.deepEqual(d.errors.map((e) => e.code + '@' + e.index + ':' + e.severity), ['IPv6-unclosed@58:failure']);
    });

    it('lenient: clean-up changes that fill the cap leave room for the failure after them', function () {
      // Input the lenient reading refuses, after two clean-up changes (leading and trailing space trimmed).
      const refused = diagnose(' \u0000a:///1 bn@0xf3d980e3:99999[9 ', undefined, { mode: 'lenient', maxErrors: 2 });
      assert.isNull(refused.url);
      assert.isTrue(refused.truncated);
      assert.deepEqual(refused.errors.map((e) => e.severity), ['change', 'failure']);
      // A whatwg parse that fails with the cap already full of changes.
      const all = diagnose(' http://[::1 ', undefined, { mode: 'lenient', maxErrors: Infinity });
      const capped = diagnose(' http://[::1 ', undefined, { mode: 'lenient', maxErrors: all.errors.length - 1 });
      assert.isNull(capped.url);
      assert.isTrue(capped.truncated);
      assert.lengthOf(capped.errors, all.errors.length - 1);
      assert.isTrue(capped.errors.some((e) => e.severity === 'failure'), JSON.stringify(capped.errors));
    });
  });
});
