import { assert } from 'chai';
import type { ValidationError } from '../../lib/base/errors.js';
import { parseIPv6, serializeIPv6 } from '../../lib/host/ipv6.js';
import { named, tagged } from '../support/validation-errors.js';

describe('host: IPv6 parser', function () {
  // [input (without brackets), pieces, validation errors "code@index"]
  const valid: [string, number[], string[]][] = [
    ['::', [0, 0, 0, 0, 0, 0, 0, 0], []],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1], []],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0], []],
    ['1::2', [1, 0, 0, 0, 0, 0, 0, 2], []],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8], []],
    ['1:2:3::5:6:7:8', [1, 2, 3, 0, 5, 6, 7, 8], []],
    ['::2:3:4:5:6:7:8', [0, 2, 3, 4, 5, 6, 7, 8], []],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0], []],
    ['1:2:3:4:5:6::', [1, 2, 3, 4, 5, 6, 0, 0], []],
    ['1:2::7:8', [1, 2, 0, 0, 0, 0, 7, 8], []],
    ['ffff:FFFF:aBcD::', [0xffff, 0xffff, 0xabcd, 0, 0, 0, 0, 0], []],
    ['10:100:1000::', [0x10, 0x100, 0x1000, 0, 0, 0, 0, 0], []],
    // leading zeros: IPv6-piece-leading-zero, not a failure
    ['0001:002:03:4::', [1, 2, 3, 4, 0, 0, 0, 0], ['IPv6-piece-leading-zero@0', 'IPv6-piece-leading-zero@5', 'IPv6-piece-leading-zero@9']],
    ['::00', [0, 0, 0, 0, 0, 0, 0, 0], ['IPv6-piece-leading-zero@2']],
    ['0:0:0:0:0:0:0:0000', [0, 0, 0, 0, 0, 0, 0, 0], ['IPv6-piece-leading-zero@14']],
    // embedded IPv4
    ['::1.2.3.4', [0, 0, 0, 0, 0, 0, 0x0102, 0x0304], []],
    ['::ffff:192.168.0.1', [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001], []],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304], []],
    ['1::255.255.255.255', [1, 0, 0, 0, 0, 0, 0xffff, 0xffff], []],
    ['::0.0.0.0', [0, 0, 0, 0, 0, 0, 0, 0], []],
    ['0::0.0.0.0', [0, 0, 0, 0, 0, 0, 0, 0], []],
  ];
  valid.forEach(function (c) {
    it(`parses ${c[0]}`, function () {
      const errors: ValidationError[] = [];
      assert.deepEqual(parseIPv6(c[0], errors), c[1]);
      assert.deepEqual(tagged(errors), c[2]);
    });
  });

  // [input, error code, index]
  const invalid: [string, string, number][] = [
    ['', 'IPv6-too-few-pieces', 0],
    [':', 'IPv6-invalid-compression', 0],
    [':1', 'IPv6-invalid-compression', 0],
    [':1:2:3:4:5:6:7', 'IPv6-invalid-compression', 0],
    ['1:::', 'IPv6-multiple-compression', 3],
    ['1::2::3', 'IPv6-multiple-compression', 5],
    [':::', 'IPv6-multiple-compression', 2],
    ['1:2:3:4:5:6:7:8:9', 'IPv6-too-many-pieces', 16],
    ['1:2:3:4:5:6:7:8::', 'IPv6-too-many-pieces', 16],
    ['::1:2:3:4:5:6:7:8', 'IPv6-too-many-pieces', 16],
    ['1:2:3:4:5:6:7', 'IPv6-too-few-pieces', 13],
    ['1', 'IPv6-too-few-pieces', 1],
    ['1:', 'IPv6-invalid-code-point', 2],
    ['1:2:3:4:5:6:7:', 'IPv6-invalid-code-point', 14],
    ['12345::', 'IPv6-invalid-code-point', 4],
    ['g::', 'IPv6-invalid-code-point', 0],
    ['::1 ', 'IPv6-invalid-code-point', 3],
    ['::%31', 'IPv6-invalid-code-point', 2],
    ['1:2:3:4:5:6:7:8%eth0', 'IPv6-invalid-code-point', 15],
    ['::\u00e9', 'IPv6-invalid-code-point', 2],
    ['::.1.2.3', 'IPv4-in-IPv6-invalid-code-point', 2],
    ['::1.2.3', 'IPv4-in-IPv6-too-few-parts', 7],
    ['::1.2.3.', 'IPv4-in-IPv6-invalid-code-point', 8],
    ['::1.2', 'IPv4-in-IPv6-too-few-parts', 5],
    ['::1.2.3.4.5', 'IPv4-in-IPv6-invalid-code-point', 9],
    ['::1.2.3.4x', 'IPv4-in-IPv6-invalid-code-point', 9],
    ['::1.2..4', 'IPv4-in-IPv6-invalid-code-point', 6],
    ['::1.2.3.256', 'IPv4-in-IPv6-out-of-range-part', 10],
    ['::1.2.3.1000', 'IPv4-in-IPv6-out-of-range-part', 11],
    ['::01.2.3.4', 'IPv4-in-IPv6-invalid-code-point', 3],
    ['::1.02.3.4', 'IPv4-in-IPv6-invalid-code-point', 5],
    ['::0x1.2.3.4', 'IPv6-invalid-code-point', 3],
    ['::a.2.3.4', 'IPv4-in-IPv6-invalid-code-point', 2],
    ['1:2:3:4:5:6:7:1.2.3.4', 'IPv4-in-IPv6-too-many-pieces', 14],
    ['1:2:3:4:5:6:7:8:1.2.3.4', 'IPv6-too-many-pieces', 16],
    ['1:2:3:4:5:1.2.3.4', 'IPv6-too-few-pieces', 17],
  ];
  invalid.forEach(function (c) {
    it(`rejects ${JSON.stringify(c[0])} (${c[1]})`, function () {
      const errors: ValidationError[] = [];
      assert.isNull(parseIPv6(c[0], errors));
      assert.deepEqual(named(errors), [{ code: c[1], index: c[2] }]);
    });
  });

  it('reports errors at the given offset and works without an error sink', function () {
    const errors: ValidationError[] = [];
    assert.isNull(parseIPv6('1::2::3', errors, 1));
    assert.deepEqual(named(errors), [{ code: 'IPv6-multiple-compression', index: 6 }]);
    assert.isNull(parseIPv6('1::2::3'));
    assert.deepEqual(parseIPv6('::1'), [0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('host: IPv6 serializer', function () {
  // [pieces, serialization]
  const cases: [number[], string][] = [
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[1, 0, 0, 0, 0, 0, 0, 2], '1::2'],
    [[1, 2, 3, 4, 5, 6, 7, 8], '1:2:3:4:5:6:7:8'],
    // a single 0 piece is not compressed
    [[1, 2, 3, 0, 5, 6, 7, 8], '1:2:3:0:5:6:7:8'],
    [[0, 2, 3, 4, 5, 6, 7, 8], '0:2:3:4:5:6:7:8'],
    [[1, 2, 3, 4, 5, 6, 7, 0], '1:2:3:4:5:6:7:0'],
    [[0, 1, 0, 1, 0, 1, 0, 1], '0:1:0:1:0:1:0:1'],
    // two zeros are a run
    [[1, 2, 3, 4, 5, 6, 0, 0], '1:2:3:4:5:6::'],
    [[0, 0, 3, 4, 5, 6, 7, 8], '::3:4:5:6:7:8'],
    [[1, 2, 3, 0, 0, 6, 7, 8], '1:2:3::6:7:8'],
    // the longest run wins; of equal runs, the first
    [[1, 0, 0, 2, 0, 0, 3, 4], '1::2:0:0:3:4'],
    [[1, 0, 0, 2, 0, 0, 0, 3], '1:0:0:2::3'],
    [[0, 0, 1, 0, 0, 0, 1, 0], '0:0:1::1:0'],
    [[0, 0, 0, 1, 0, 0, 0, 1], '::1:0:0:0:1'],
    [[0, 0, 1, 0, 0, 1, 0, 0], '::1:0:0:1:0:0'],
    // lowercase hex, shortest form
    [[0xabcd, 0xef01, 0x10, 0x100, 0x1000, 0xffff, 0, 0xa], 'abcd:ef01:10:100:1000:ffff:0:a'],
    [[0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1], '::ffff:c0a8:1'],
  ];
  cases.forEach(function (c) {
    it(`serializes ${c[1]}`, function () {
      assert.strictEqual(serializeIPv6(c[0]), c[1]);
    });
  });

  it('round-trips: parsing a serialization gives the same pieces', function () {
    cases.forEach(function (c) {
      assert.deepEqual(parseIPv6(c[1]), c[0], c[1]);
    });
  });
});
