import { assert } from 'chai';
import type { ValidationError } from '../../lib/base/errors.js';
import { parseOpaqueHost } from '../../lib/host/opaque.js';
import { named, tagged } from '../support/validation-errors.js';

function run(input: string): { result: string | null; errors: string[] } {
  const errors: ValidationError[] = [];
  const result = parseOpaqueHost(input, errors);
  return { result, errors: tagged(errors) };
}

describe('host: opaque host parser', function () {
  // [input, result or null, validation errors "code@index"]
  const cases: [string, string | null, string[]][] = [
    ['example.com', 'example.com', []],
    // case and percent-encoding are kept as they are
    ['EXAMPLE.com', 'EXAMPLE.com', []],
    ['%41%42', '%41%42', []],
    ['', '', []],
    ['a!$&\'()*+,-.;=_~b', 'a!$&\'()*+,-.;=_~b', []],
    // C0 controls, DEL and non-ASCII are UTF-8 percent-encoded
    ['a\u0001b', 'a%01b', ['invalid-URL-unit@1']],
    ['a\u001fb', 'a%1Fb', ['invalid-URL-unit@1']],
    ['a\u007fb', 'a%7Fb', ['invalid-URL-unit@1']],
    ['\u00e9t\u00e9', '%C3%A9t%C3%A9', []],
    ['\u00a0', '%C2%A0', []],
    ['\u0080', '%C2%80', ['invalid-URL-unit@0']],
    ['\ud83d\ude00', '%F0%9F%98%80', []],
    ['a\ud800b', 'a%EF%BF%BDb', ['invalid-URL-unit@1']],
    ['\ufdd0', '%EF%B7%90', ['invalid-URL-unit@0']],
    ['\uffff', '%EF%BF%BF', ['invalid-URL-unit@0']],
    // characters that are neither forbidden nor URL code points: kept, reported
    ['a"b', 'a"b', ['invalid-URL-unit@1']],
    // reported once, at the first such code point
    ['a`b{c}', 'a`b{c}', ['invalid-URL-unit@1']],
    // "%" not followed by two ASCII hex digits
    ['a%zz', 'a%zz', ['invalid-URL-unit@1']],
    ['a%4', 'a%4', ['invalid-URL-unit@1']],
    ['%', '%', ['invalid-URL-unit@0']],
    ['a%4g%41', 'a%4g%41', ['invalid-URL-unit@1']],
    ['a%4g%zz', 'a%4g%zz', ['invalid-URL-unit@1']],
    // both kinds: the code point first (step 2), then the "%" (step 3)
    ['%zz"%', '%zz"%', ['invalid-URL-unit@3', 'invalid-URL-unit@0']],
    // forbidden host code points: failure
    ['a b', null, ['host-invalid-code-point@1']],
    ['a\u0000b', null, ['host-invalid-code-point@1']],
    ['a\tb', null, ['host-invalid-code-point@1']],
    ['a\nb', null, ['host-invalid-code-point@1']],
    ['a\rb', null, ['host-invalid-code-point@1']],
    ['a#b', null, ['host-invalid-code-point@1']],
    ['a/b', null, ['host-invalid-code-point@1']],
    ['a:b', null, ['host-invalid-code-point@1']],
    ['a<b', null, ['host-invalid-code-point@1']],
    ['a>b', null, ['host-invalid-code-point@1']],
    ['a?b', null, ['host-invalid-code-point@1']],
    ['a@b', null, ['host-invalid-code-point@1']],
    ['a[b', null, ['host-invalid-code-point@1']],
    ['a\\b', null, ['host-invalid-code-point@1']],
    ['a]b', null, ['host-invalid-code-point@1']],
    ['a^b', null, ['host-invalid-code-point@1']],
    ['a|b', null, ['host-invalid-code-point@1']],
    // the first forbidden code point fails it; nothing else is reported
    ['\u0001a%zz b', null, ['host-invalid-code-point@5']],
  ];
  cases.forEach(function (c) {
    it(`${JSON.stringify(c[0])} → ${c[1] === null ? 'failure' : JSON.stringify(c[1])}`, function () {
      const r = run(c[0]);
      assert.strictEqual(r.result, c[1]);
      assert.deepEqual(r.errors, c[2]);
    });
  });

  it('% is not a forbidden host code point, only a forbidden domain code point', function () {
    assert.strictEqual(parseOpaqueHost('100%'), '100%');
  });

  it('reports errors at the given offset and works without an error sink', function () {
    const errors: ValidationError[] = [];
    assert.isNull(parseOpaqueHost('a b', errors, 7));
    assert.deepEqual(named(errors), [{ code: 'host-invalid-code-point', index: 8 }]);
    assert.strictEqual(parseOpaqueHost('\u00e9'), '%C3%A9');
    assert.isNull(parseOpaqueHost('a b'));
  });
});
