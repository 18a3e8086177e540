import { assert } from 'chai';
import { compareReadings } from '../../lib/diagnostics/compare-readings.js';
import type { ReadingComparison } from '../../lib/diagnostics/compare-readings.js';

function components(c: ReadingComparison): string[] {
  return c.differences.map((d) => d.component);
}

describe('URL.compareReadings', function () {
  it('finds no difference where the readings agree after RFC 3986 §6 normalization', function () {
    for (const input of ['https://example.com/a/b?q#f', 'HTTP://Example.COM:80/a/./b/../c', 'http://h/%41', 'http://[0:0::1]/', 'foo://EXAMPLE.com/x']) {
      const c = compareReadings(input);
      assert.deepEqual(c.differences, [], input);
      assert.isFalse(c.securityRelevant, input);
      assert.isTrue(c.whatwg.ok && c.rfc3986.ok);
    }
  });

  it('gives both readings side by side, the RFC 3986 one as written', function () {
    const c = compareReadings('HTTP://u:p@Example.COM:0080/a/../b?q#f');
    assert.strictEqual(c.whatwg.href, 'http://u:p@example.com/b?q#f');
    assert.strictEqual(c.whatwg.userinfo, 'u:p');
    assert.strictEqual(c.whatwg.port, null);
    assert.strictEqual(c.rfc3986.href, 'HTTP://u:p@Example.COM:0080/a/../b?q#f');
    assert.strictEqual(c.rfc3986.scheme, 'HTTP');
    assert.strictEqual(c.rfc3986.host, 'Example.COM');
    assert.strictEqual(c.rfc3986.port, '0080');
    assert.strictEqual(c.rfc3986.path, '/a/../b');
    assert.deepEqual(c.differences, []);
  });

  it('flags a host read differently (IPv4 in hexadecimal) as security-relevant', function () {
    const c = compareReadings('http://0x7f.1/');
    assert.deepEqual(c.differences, [{ component: 'host', whatwg: '127.0.0.1', rfc3986: '0x7f.1', securityRelevant: true }]);
    assert.isTrue(c.securityRelevant);
  });

  it('flags an input one side accepts and the other rejects (backslash before "@")', function () {
    const c = compareReadings('https://expected-example.com\\@observed-example.com');
    assert.isTrue(c.whatwg.ok);
    assert.strictEqual(c.whatwg.host, 'expected-example.com');
    assert.isFalse(c.rfc3986.ok);
    assert.match(c.rfc3986.error as string, /index 28/);
    assert.strictEqual(c.rfc3986.errorIndex, 28);
    assert.deepEqual(components(c), ['validity']);
    assert.isTrue(c.securityRelevant);
  });

  it('flags an input RFC 3986 accepts and the standard rejects (percent-encoded "@" in the host)', function () {
    const c = compareReadings('http://trusted.com%40evil.com/');
    assert.isFalse(c.whatwg.ok);
    assert.strictEqual(c.rfc3986.host, 'trusted.com%40evil.com');
    assert.isTrue(c.securityRelevant);
  });

  it('does not flag a query-only difference as security-relevant', function () {
    // The standard percent-encodes "'" in the query of a special URL; RFC 3986 keeps the sub-delim.
    const c = compareReadings("http://h/?it's");
    assert.deepEqual(c.differences, [{ component: 'query', whatwg: 'it%27s', rfc3986: "it's", securityRelevant: false }]);
    assert.isFalse(c.securityRelevant);
  });

  it('resolves against a base in both readings', function () {
    const c = compareReadings('/public/%2e%2e/admin', 'https://trusted.example/app/');
    assert.strictEqual(c.whatwg.path, '/admin');
    assert.strictEqual(c.rfc3986.path, '/public/%2e%2e/admin');
    // RFC 3986 §2.3 makes %2E equivalent to ".", so after §6 normalization they agree.
    assert.deepEqual(c.differences, []);
  });

  it('reads a relative reference without a base only on the RFC 3986 side', function () {
    const c = compareReadings('//evil.example/x');
    assert.isFalse(c.whatwg.ok);
    assert.isTrue(c.rfc3986.ok);
    assert.isTrue(c.rfc3986.relative);
    assert.strictEqual(c.rfc3986.host, 'evil.example');
    assert.isTrue(c.securityRelevant);
  });

  it('reports an invalid base as the base\'s error', function () {
    const c = compareReadings('x', 'not a base');
    assert.strictEqual(c.whatwg.errorSource, 'base');
    assert.strictEqual(c.rfc3986.errorSource, 'base');
    assert.deepEqual(c.differences, []);
  });

  it('is JSON-serializable and truncates long inputs in its messages', function () {
    const long = 'http://[' + 'x'.repeat(1000);
    const c = compareReadings(long);
    const json = JSON.parse(JSON.stringify(c)) as ReadingComparison;
    assert.strictEqual(json.input, long);
    assert.isFalse(c.whatwg.ok);
    assert.isAtMost((c.whatwg.error as string).length, 260);
    assert.isAtMost((c.rfc3986.error as string).length, 400);
  });
});
