import { assert } from 'chai';
import { domainToASCII, domainToUnicode } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';

interface DnsLengthCase {
  message: string;
  input: string;
  failure: boolean;
}

describe('Public IDNA helpers (api/idna-api.ts)', function () {
  describe('domainToASCII', function () {
    it('converts as the host parser does', function () {
      assert.strictEqual(domainToASCII('EXAMPLE.com'), 'example.com');
      assert.strictEqual(domainToASCII('B\u00fccher.example'), 'xn--bcher-kva.example');
      assert.strictEqual(domainToASCII('\u4e2d\u6587.com'), 'xn--fiq228c.com');
      assert.strictEqual(domainToASCII('xn--a.com'), 'xn--a.com'); // ASCII leniency
    });
    it('returns null for an invalid domain', function () {
      assert.isNull(domainToASCII('xn--i\u00f1valid.com'));
      assert.isNull(domainToASCII(''));
      assert.isNull(domainToASCII('a b'));
      assert.isNull(domainToASCII('\ud800.com')); // lone surrogate → U+FFFD, disallowed
    });
    it('strict: the standard beStrict', function () {
      assert.isNull(domainToASCII('xn--a.com', { strict: true }));
      assert.isNull(domainToASCII('a_b.com', { strict: true }));
      assert.strictEqual(domainToASCII('a_b.com', { verifyDnsLength: true }), 'a_b.com');
      assert.strictEqual(domainToASCII('B\u00fccher.example', { strict: true }), 'xn--bcher-kva.example');
    });
    it('verifyDnsLength counts the ASCII result', function () {
      // The longest "ä" + "a"… label whose ASCII form is 63 characters, then one more "a".
      let k = 1;
      while ((domainToASCII('\u00e4' + 'a'.repeat(k + 1)) as string).length <= 63) k++;
      const label = '\u00e4' + 'a'.repeat(k);
      assert.strictEqual((domainToASCII(label) as string).length, 63);
      assert.strictEqual(domainToASCII(label + '.com', { verifyDnsLength: true }), domainToASCII(label) + '.com');
      assert.isNull(domainToASCII(label + 'a.com', { verifyDnsLength: true }));
      assert.strictEqual(domainToASCII(label + 'a.com'), domainToASCII(label + 'a') + '.com');
    });
  });

  describe('domainToUnicode', function () {
    it('decodes and maps', function () {
      assert.strictEqual(domainToUnicode('xn--bcher-kva.example'), 'b\u00fccher.example');
      assert.strictEqual(domainToUnicode('xn--fiq228c.COM'), '\u4e2d\u6587.com');
      assert.strictEqual(domainToUnicode('example.com'), 'example.com');
    });
  });
});

// The host of each URL through domainToASCII(host, { verifyDnsLength: true }).
describe('verifydnslength_tests.json (domainToASCII with verifyDnsLength)', function () {
  const SUITE = 'verifydnslength';
  readFixture<(string | DnsLengthCase)[]>('wpt/verifydnslength_tests.json').forEach(function (c, i) {
    if (typeof c === 'string') return;
    caseIt(SUITE, '#' + i + ' ' + c.message + ': ' + c.input, function () {
      const rest = c.input.slice(c.input.indexOf('//') + 2);
      const slash = rest.indexOf('/');
      const host = slash < 0 ? rest : rest.slice(0, slash);
      const result = domainToASCII(host, { verifyDnsLength: true });
      if (c.failure) assert.isNull(result);
      else assert.strictEqual(result, host.toLowerCase());
    });
  });
});
