import { assert } from 'chai';
import { parseUrlencoded, serializeUrlencoded } from '../../lib/encoding/urlencoded.js';
import { URLSearchParams } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';

interface ParserCase {
  input: string;
  output: [string, string][];
}

function flatten(pairs: [string, string][]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i++) out.push(pairs[i][0], pairs[i][1]);
  return out;
}

const SUITE = 'urlencoded-parser-data';

describe('application/x-www-form-urlencoded parser (WPT urlencoded-parser-data.json)', function () {
  const cases = readFixture<(ParserCase | string)[]>('wpt/urlencoded-parser-data.json');
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (typeof c === 'string') continue; // comment rows
    caseIt(SUITE, JSON.stringify(c.input), function () {
      assert.deepEqual(parseUrlencoded(c.input), flatten(c.output), 'parseUrlencoded');
      const params = new URLSearchParams(c.input);
      const entries: [string, string][] = [];
      params.forEach(function (value, name) {
        entries.push([name, value]);
      });
      assert.deepEqual(entries, c.output, 'new URLSearchParams(input)');
      assert.strictEqual(params.size, c.output.length, 'size');
    });
  }
});

describe('application/x-www-form-urlencoded parser and serializer (own cases)', function () {
  it('parses a plain query without copying runs that need no decoding', function () {
    const input = 'alpha=one&beta=two&gamma';
    assert.deepEqual(parseUrlencoded(input), ['alpha', 'one', 'beta', 'two', 'gamma', '']);
  });

  it('takes the name up to the first "=" only', function () {
    assert.deepEqual(parseUrlencoded('a=b=c&=&==x'), ['a', 'b=c', '', '', '', '=x']);
  });

  it('turns "+" into a space before percent-decoding, so %2B stays a plus', function () {
    assert.deepEqual(parseUrlencoded('a+b=c%2Bd+e'), ['a b', 'c+d e']);
  });

  it('UTF-8 decodes percent-decoded bytes, with U+FFFD for invalid sequences', function () {
    assert.deepEqual(parseUrlencoded('x=%E2%82%AC&y=%F0%9F%98%80&z=%E2%82'), ['x', '\u20ac', 'y', '\ud83d\ude00', 'z', '\ufffd']);
    assert.deepEqual(parseUrlencoded('%C3%A9%C3=%80'), ['\u00e9\ufffd', '\ufffd']);
  });

  it('keeps non-ASCII text that is next to percent-escapes', function () {
    assert.deepEqual(parseUrlencoded('%41\u00e9=\u20ac%20'), ['A\u00e9', '\u20ac ']);
  });

  it('is linear on many sequences without "=" (no rescanning)', function () {
    const input = new Array(200001).join('a&');
    const list = parseUrlencoded(input);
    assert.strictEqual(list.length, 400000);
    assert.strictEqual(list[0], 'a');
    assert.strictEqual(list[1], '');
  });

  it('serializes with the form-urlencoded percent-encode set and space as "+"', function () {
    assert.strictEqual(serializeUrlencoded(['a b', 'c+d']), 'a+b=c%2Bd');
    assert.strictEqual(serializeUrlencoded(['*-._', '!\'()~']), '*-._=%21%27%28%29%7E');
    assert.strictEqual(serializeUrlencoded(['&=', '%#?/:@']), '%26%3D=%25%23%3F%2F%3A%40');
    assert.strictEqual(serializeUrlencoded(['azAZ09', '']), 'azAZ09=');
  });

  it('serializes every ASCII code point as the standard says', function () {
    let expected = '';
    let input = '';
    for (let c = 0; c < 0x80; c++) {
      const ch = String.fromCharCode(c);
      input += ch;
      if (c === 0x20) expected += '+';
      else if (
        (c >= 0x30 && c <= 0x39) ||
        (c >= 0x41 && c <= 0x5a) ||
        (c >= 0x61 && c <= 0x7a) ||
        c === 0x2a ||
        c === 0x2d ||
        c === 0x2e ||
        c === 0x5f
      )
        expected += ch;
      else expected += '%' + (c < 16 ? '0' : '') + c.toString(16).toUpperCase();
    }
    assert.strictEqual(serializeUrlencoded([input, input]), expected + '=' + expected);
  });

  it('UTF-8 percent-encodes non-ASCII, lone surrogates as U+FFFD', function () {
    assert.strictEqual(serializeUrlencoded(['\u00e9', '\u20ac\ud83d\ude00']), '%C3%A9=%E2%82%AC%F0%9F%98%80');
    assert.strictEqual(serializeUrlencoded(['\ud800', 'x\udc00']), '%EF%BF%BD=x%EF%BF%BD');
  });

  it('joins pairs with "&" and gives "" for an empty list', function () {
    assert.strictEqual(serializeUrlencoded([]), '');
    assert.strictEqual(serializeUrlencoded(['a', '1', 'b', '', '', '']), 'a=1&b=&=');
  });

  it('round-trips: parse(serialize(list)) is the list', function () {
    const list = ['a b', '+&=%', '\u00e9\ud83d\ude00', '', '', 'x', '__proto__', 'constructor'];
    assert.deepEqual(parseUrlencoded(serializeUrlencoded(list)), list);
  });
});
