// UTF-8 encode/decode (https://encoding.spec.whatwg.org/#utf-8), checked
// against Node's TextEncoder/TextDecoder, which implement the same standard.
import { assert } from 'chai';
import { utf8DecodeWithoutBOM, utf8EncodeInto } from '../../lib/encoding/utf8.js';

const te = new TextEncoder();

function utf8Encode(s: string, start = 0, end = s.length): number[] {
  const out: number[] = [];
  utf8EncodeInto(s, start, end, out);
  return out;
}
const td = new TextDecoder('utf-8', { ignoreBOM: true });

describe('encoding/utf8: encode and decode', function () {
  it('encodes every length class and lone surrogates as U+FFFD', function () {
    const samples = ['', 'a', '\u007f\u0080\u07ff\u0800\uffff', '\ud800\udc00\udbff\udfff', '\ud800', 'x\udc00y', '\ud800\ud800\udc00'];
    for (let i = 0; i < samples.length; i++) {
      assert.deepEqual(utf8Encode(samples[i]), Array.prototype.slice.call(te.encode(samples[i])), JSON.stringify(samples[i]));
    }
  });

  it('encodes a sub-range, appending; a surrogate pair split by the end counts as lone', function () {
    const out = [0x41];
    utf8EncodeInto('x\u00e9\ud83d\ude00y', 1, 3, out);
    assert.deepEqual(out, [0x41, 0xc3, 0xa9, 0xef, 0xbf, 0xbd]);
    assert.deepEqual(utf8Encode('\ud83d\ude00', 0, 2), [0xf0, 0x9f, 0x98, 0x80]);
  });

  it('decodes ill-formed input as the Encoding Standard does (one U+FFFD per maximal subpart)', function () {
    const samples: number[][] = [
      [0x41, 0xc3, 0xa9],
      [0xff, 0xfe, 0x41],
      [0xc3],
      [0xe2, 0x82],
      [0xe2, 0x82, 0x41],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf0, 0x9f, 0x98, 0x80],
      [0xf0, 0x8f, 0xbf, 0xbf],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80],
      [0xc0, 0xaf],
      [0xef, 0xbb, 0xbf, 0x41],
      [0x80, 0xbf, 0xc2],
    ];
    for (let i = 0; i < samples.length; i++) {
      assert.strictEqual(utf8DecodeWithoutBOM(samples[i]), td.decode(new Uint8Array(samples[i])), JSON.stringify(samples[i]));
    }
  });

  it('decodes a sub-range', function () {
    assert.strictEqual(utf8DecodeWithoutBOM([0x78, 0xc3, 0xa9, 0x78], 1, 3), '\u00e9');
  });

  it('round-trips every scalar value class and long inputs', function () {
    let s = '';
    for (let c = 0; c < 0x10ffff; c += 97) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      s += String.fromCodePoint(c);
    }
    assert.strictEqual(utf8DecodeWithoutBOM(utf8Encode(s)), s);
  });
});
