// Percent-encoding: the UTF-8 rows of WPT's percent-encoding.json the way
// percent-encoding.window.js checks them (the value in the query and the
// fragment of an https: URL), then direct tests of lib/encoding/percent.ts
// and the percent-encode sets.
import { assert } from 'chai';
import { URL } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';
import {
  percentDecodeString,
  percentDecodeToBytes,
  percentEncodeByte,
  percentEncodeRange,
  percentEncodeString,
} from '../../lib/encoding/percent.js';
import {
  C0_CONTROL_SET,
  COMPONENT_SET,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from '../../lib/encoding/sets.js';

interface PercentCase {
  input: string;
  output: { [encoding: string]: string };
}

describe('percent-encoding (WPT, UTF-8 rows)', function () {
  const cases = readFixture<Array<string | PercentCase>>('wpt/percent-encoding.json');
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (typeof c === 'string' || c.output['utf-8'] === undefined) continue;
    const expected = c.output['utf-8'];
    it(`Input ${JSON.stringify(c.input)} with encoding utf-8`, function () {
      const url = new URL(`https://doesnotmatter.invalid/?${c.input}#${c.input}`);
      assert.strictEqual(url.hash, `#${expected}`, 'fragment');
      assert.strictEqual(url.search, `?${expected}`, 'query');
      assert.strictEqual(percentEncodeString(c.input, SPECIAL_QUERY_SET), expected, 'special-query set');
      assert.strictEqual(percentEncodeString(c.input, FRAGMENT_SET), expected, 'fragment set');
    });
  }
});

/** The members of a set among U+0020…U+007F, as a string. */
function members(set: number[]): string {
  let s = '';
  for (let c = 0x20; c < 0x80; c++) if (set[c] === 1) s += String.fromCharCode(c);
  return s;
}

describe('encoding/sets: percent-encode sets', function () {
  it('every set has the C0 controls and U+007F', function () {
    const sets = [C0_CONTROL_SET, FRAGMENT_SET, QUERY_SET, SPECIAL_QUERY_SET, PATH_SET, USERINFO_SET, COMPONENT_SET, FORM_URLENCODED_SET];
    for (let k = 0; k < sets.length; k++) {
      assert.lengthOf(sets[k], 128);
      for (let c = 0; c < 0x20; c++) assert.strictEqual(sets[k][c], 1);
      assert.strictEqual(sets[k][0x7f], 1);
    }
  });

  it('hold exactly the printable ASCII code points of the standard', function () {
    assert.strictEqual(members(C0_CONTROL_SET), '\u007f');
    assert.strictEqual(members(FRAGMENT_SET), ' "<>`\u007f');
    assert.strictEqual(members(QUERY_SET), ' "#<>\u007f');
    assert.strictEqual(members(SPECIAL_QUERY_SET), ' "#\'<>\u007f');
    assert.strictEqual(members(PATH_SET), ' "#<>?^`{}\u007f');
    assert.strictEqual(members(USERINFO_SET), ' "#/:;<=>?@[\\]^`{|}\u007f');
    assert.strictEqual(members(COMPONENT_SET), ' "#$%&+,/:;<=>?@[\\]^`{|}\u007f');
    assert.strictEqual(members(FORM_URLENCODED_SET), ' !"#$%&\'()+,/:;<=>?@[\\]^`{|}~\u007f');
  });
});

describe('encoding/percent: percent-encode and decode', function () {
  it('percentEncodeByte uses upper-case hex', function () {
    assert.strictEqual(percentEncodeByte(0), '%00');
    assert.strictEqual(percentEncodeByte(0xab), '%AB');
  });

  it('returns the very string when nothing needs encoding', function () {
    const s = 'abc/def?ghi';
    assert.strictEqual(percentEncodeString(s, QUERY_SET), s);
    assert.strictEqual(percentEncodeRange('xxabcxx', 2, 5, QUERY_SET), 'abc');
  });

  it('UTF-8 encodes code points, pairs surrogates, and encodes lone ones as U+FFFD', function () {
    assert.strictEqual(percentEncodeString('a b\u00e9\u20ac\ud83d\ude00', QUERY_SET), 'a%20b%C3%A9%E2%82%AC%F0%9F%98%80');
    assert.strictEqual(percentEncodeString('\ud800x\udc00', QUERY_SET), '%EF%BF%BDx%EF%BF%BD');
    // A pair split by the end of the range is a lone surrogate.
    assert.strictEqual(percentEncodeRange('\ud83d\ude00', 0, 1, QUERY_SET), '%EF%BF%BD');
  });

  it('form-urlencoded: space as "+"', function () {
    assert.strictEqual(percentEncodeString("a b+c~!'()*", FORM_URLENCODED_SET, true), 'a+b%2Bc%7E%21%27%28%29*');
    assert.strictEqual(percentEncodeString('a b', FORM_URLENCODED_SET), 'a%20b');
  });

  it('percent-decodes to bytes, leaving bad sequences alone', function () {
    assert.deepEqual(percentDecodeToBytes('%41%4a%zz%4'), [0x41, 0x4a, 0x25, 0x7a, 0x7a, 0x25, 0x34]);
    assert.deepEqual(percentDecodeToBytes('é%'), [0xc3, 0xa9, 0x25]);
  });

  it('percent-decodes strings through UTF-8 decode without BOM', function () {
    assert.strictEqual(percentDecodeString('%E2%80%A0%20x'), '\u2020 x');
    assert.strictEqual(percentDecodeString('%FF%C3'), '\ufffd\ufffd');
    assert.strictEqual(percentDecodeString('%EF%BB%BFa'), '\ufeffa');
    const plain = 'nothing-to-do';
    assert.strictEqual(percentDecodeString(plain), plain);
    assert.strictEqual(percentDecodeString('\ud800'), '\ufffd');
    assert.strictEqual(percentDecodeString('a\udc00'), 'a\ufffd');
    const pair = 'x\ud83d\ude00';
    assert.strictEqual(percentDecodeString(pair), pair);
    assert.strictEqual(percentDecodeString('%F0%9F%98%80'), '\ud83d\ude00');
  });
});
