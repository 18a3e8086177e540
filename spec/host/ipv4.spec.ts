import { assert } from 'chai';
import type { ValidationError } from '../../lib/base/errors.js';
import { endsInANumber, parseIPv4, serializeIPv4 } from '../../lib/host/ipv4.js';
import { named, tagged } from '../support/validation-errors.js';

function parse(input: string): { result: string | null; errors: string[] } {
  const errors: ValidationError[] = [];
  const n = parseIPv4(input, errors);
  return { result: n === null ? null : serializeIPv4(n), errors: tagged(errors) };
}

describe('host: IPv4 parser and serializer', function () {
  // [input, serialized result or null, validation errors "code@index"]
  const cases: [string, string | null, string[]][] = [
    // four decimal parts
    ['1.2.3.4', '1.2.3.4', []],
    ['0.0.0.0', '0.0.0.0', []],
    ['255.255.255.255', '255.255.255.255', []],
    // fewer parts: the last one fills the remaining bytes (IPv4-too-few-parts,
    // and IPv4-out-of-range-part for a last part above 255, are not failures)
    ['2130706433', '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['127.1', '127.0.0.1', ['IPv4-too-few-parts@0']],
    ['127.0.1', '127.0.0.1', ['IPv4-too-few-parts@0']],
    ['1.2.65535', '1.2.255.255', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@4']],
    ['1.16777215', '1.255.255.255', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@2']],
    ['4294967295', '255.255.255.255', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['1.2.256', '1.2.1.0', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@4']],
    // hexadecimal and octal parts
    ['0x7f.1', '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['0X7F.0.0.1', '127.0.0.1', ['IPv4-non-decimal-part@0']],
    ['0xC0.0xA8.0x0.0x1', '192.168.0.1', ['IPv4-non-decimal-part@0', 'IPv4-non-decimal-part@5', 'IPv4-non-decimal-part@10', 'IPv4-non-decimal-part@14']],
    ['0xffffffff', '255.255.255.255', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0', 'IPv4-out-of-range-part@0']],
    ['0177.0.0.1', '127.0.0.1', ['IPv4-non-decimal-part@0']],
    ['0300.0250.0.01', '192.168.0.1', ['IPv4-non-decimal-part@0', 'IPv4-non-decimal-part@5', 'IPv4-non-decimal-part@12']],
    ['00', '0.0.0.0', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['0', '0.0.0.0', ['IPv4-too-few-parts@0']],
    ['037777777777', '255.255.255.255', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0', 'IPv4-out-of-range-part@0']],
    // "0x" alone is 0
    ['0x', '0.0.0.0', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['0X', '0.0.0.0', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['1.0x.0x.2', '1.0.0.2', ['IPv4-non-decimal-part@2', 'IPv4-non-decimal-part@5']],
    // trailing dot: IPv4-empty-part, then the part is dropped
    ['1.2.3.4.', '1.2.3.4', ['IPv4-empty-part@7']],
    ['127.1.', '127.0.0.1', ['IPv4-empty-part@5', 'IPv4-too-few-parts@0']],
    // out of range
    ['4294967296', null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['0x100000000', null, ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0', 'IPv4-out-of-range-part@0']],
    ['256.1.1.1', null, ['IPv4-out-of-range-part@0']],
    ['1.2.3.256', null, ['IPv4-out-of-range-part@6']],
    ['1.256.3.4', null, ['IPv4-out-of-range-part@2']],
    ['1.256.3.400', null, ['IPv4-out-of-range-part@2']],
    ['1.2.65536', null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@4']],
    ['1.16777216', null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@2']],
    ['999999999999999999999999999999', null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['1.2.3.99999999999999999999999', null, ['IPv4-out-of-range-part@6']],
    // too many parts
    ['1.2.3.4.5', null, ['IPv4-too-many-parts@7']],
    ['1.2.3.4..', null, ['IPv4-empty-part@8', 'IPv4-too-many-parts@7']],
    // non-numeric parts
    ['1..2', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@2']],
    ['.1', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['1.2.3.09', null, ['IPv4-non-numeric-part@6']],
    ['08', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['0x1g', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['foo.1', null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['1.2.3.x', null, ['IPv4-non-numeric-part@6']],
    ['1.2.3.1a', null, ['IPv4-non-numeric-part@6']],
    ['0x.1.2.-1', null, ['IPv4-non-decimal-part@0', 'IPv4-non-numeric-part@7']],
    ['', null, ['IPv4-empty-part@0', 'IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['.', null, ['IPv4-empty-part@0', 'IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
  ];
  cases.forEach(function (c) {
    it(`${JSON.stringify(c[0])} → ${c[1] === null ? 'failure' : c[1]}`, function () {
      const r = parse(c[0]);
      assert.strictEqual(r.result, c[1]);
      assert.deepEqual(r.errors, c[2]);
    });
  });

  it('reports errors at the given offset', function () {
    const errors: ValidationError[] = [];
    assert.isNull(parseIPv4('1.2.x', errors, 10));
    assert.deepEqual(named(errors), [
      { code: 'IPv4-too-few-parts', index: 10 },
      { code: 'IPv4-non-numeric-part', index: 14 },
    ]);
  });

  it('works without an error sink', function () {
    assert.strictEqual(parseIPv4('0x7f.1'), 0x7f000001);
    assert.isNull(parseIPv4('1.2.3.4.5'));
  });

  it('serializes addresses in dotted decimal', function () {
    assert.strictEqual(serializeIPv4(0), '0.0.0.0');
    assert.strictEqual(serializeIPv4(0x7f000001), '127.0.0.1');
    assert.strictEqual(serializeIPv4(0xffffffff), '255.255.255.255');
    assert.strictEqual(serializeIPv4(0x80000000), '128.0.0.0');
    assert.strictEqual(serializeIPv4(0x01020304), '1.2.3.4');
  });
});

describe('host: ends in a number checker', function () {
  const yes = ['1', '0', 'a.1', 'foo.09', 'foo.0x', 'foo.0X', 'foo.0x1f', 'foo.0XaBc', '1.2.3.4.5', 'foo.1.', '0x', 'a.b.12345678901234567890', '09'];
  const no = ['', '.', 'foo', 'foo.', 'foo.1a', 'foo.0xg', '1.foo', 'foo..', 'a.1..', 'foo.x1', 'foo.0x1.bar', 'foo.-1', 'foo.1-', 'foo.0b1', 'foo.x', '0x.foo'];
  yes.forEach(function (s) {
    it(`${JSON.stringify(s)} ends in a number`, function () {
      assert.isTrue(endsInANumber(s));
    });
  });
  no.forEach(function (s) {
    it(`${JSON.stringify(s)} does not end in a number`, function () {
      assert.isFalse(endsInANumber(s));
    });
  });
});
