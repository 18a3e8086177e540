import { assert } from 'chai';
import * as fc from 'fast-check';
import { fromCodePoints, punycodeDecode, punycodeEncode, toCodePoints } from '../../lib/idna/punycode.js';
import { encodeByRescan, encodeLabel } from '../../lib/idna/punycode-short.js';
import { params } from '../properties/arbitraries.js';

// RFC 3492 §7.1 sample strings: [name, Unicode, Punycode].
const SAMPLES: [string, string, string][] = [
  ['(A) Arabic (Egyptian)', 'ليهمابتكلموشعربي؟', 'egbpdaj6bu4bxfgehfvwxn'],
  ['(B) Chinese (simplified)', '他们为什么不说中文', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['(C) Chinese (traditional)', '他們爲什麽不說中文', 'ihqwctvzc91f659drss3x8bo0yb'],
  ['(D) Czech', 'Pročprostěnemluvíčesky', 'Proprostnemluvesky-uyb24dma41a'],
  ['(E) Hebrew', 'למההםפשוטלאמדבריםעברית', '4dbcagdahymbxekheh6e0a7fei0b'],
  ['(F) Hindi (Devanagari)', 'यहलोगहिन्दीक्योंनहींबोलसकतेहैं', 'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd'],
  ['(G) Japanese (kanji and hiragana)', 'なぜみんな日本語を話してくれないのか', 'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
  ['(H) Korean (Hangul syllables)', '세계의모든사람들이한국어를이해한다면얼마나좋을까',
    '989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c'],
  ['(I) Russian (Cyrillic)', 'почемужеонинеговорятпорусски', 'b1abfaaepdrnnbgefbadotcwatmq2g4l'],
  ['(J) Spanish', 'PorquénopuedensimplementehablarenEspañol', 'PorqunopuedensimplementehablarenEspaol-fmd56a'],
  ['(K) Vietnamese', 'TạisaohọkhôngthểchỉnóitiếngViệt', 'TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g'],
  ['(L) 3<nen>B<gumi><kinpachi><sensei>', '3年B組金八先生', '3B-ww4c5e180e575a65lsy2b'],
  ['(M) <amuro><namie>-with-SUPER-MONKEYS', '安室奈美恵-with-SUPER-MONKEYS', '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n'],
  ['(N) Hello-Another-Way-<sorezore><no><basho>', 'Hello-Another-Way-それぞれの場所', 'Hello-Another-Way--fc4qua05auwb3674vfr0b'],
  ['(O) <hitotsu><yane><no><shita>2', 'ひとつ屋根の下2', '2-u9tlzr9756bt3uc0v'],
  ['(P) Maji<de>Koi<suru>5<byou><mae>', 'MajiでKoiする5秒前', 'MajiKoi5-783gue6qz075azm5e'],
  ['(Q) <pafii>de<runba>', 'パフィーdeルンバ', 'de-jg4avhby1noc0d'],
  ['(R) <sono><supiido><de>', 'そのスピードで', 'd9juau41awczczp'],
  ['(S) -> $1.00 <-', '-> $1.00 <-', '-> $1.00 <--'],
];

// RFC 3492 §6.2 and §6.3 exactly as written (quadratic), as an oracle for
// the O(n log n) procedures of lib/idna/punycode.ts.
function adaptRef(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / 700) : Math.floor(delta / 2);
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > Math.floor((35 * 26) / 2)) {
    delta = Math.floor(delta / 35);
    k += 36;
  }
  return k + Math.floor((36 * delta) / (delta + 38));
}
function tOf(k: number, bias: number): number {
  return k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
}
function digitRef(d: number): string {
  return String.fromCharCode(d < 26 ? 0x61 + d : 22 + d);
}
function encodeRef(input: number[]): string {
  let n = 128;
  let delta = 0;
  let bias = 72;
  let out = '';
  for (const c of input) if (c < 128) out += String.fromCharCode(c);
  const b = out.length;
  let h = b;
  if (b > 0) out += '-';
  while (h < input.length) {
    const m = Math.min(...input.filter((c) => c >= n));
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of input) {
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = 36; ; k += 36) {
          const t = tOf(k, bias);
          if (q < t) break;
          out += digitRef(t + ((q - t) % (36 - t)));
          q = Math.floor((q - t) / (36 - t));
        }
        out += digitRef(q);
        bias = adaptRef(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return out;
}
function decodeRef(input: string): number[] {
  let n = 128;
  let i = 0;
  let bias = 72;
  const b = Math.max(input.lastIndexOf('-'), 0);
  const output: number[] = [];
  for (let j = 0; j < b; j++) output.push(input.charCodeAt(j));
  for (let pos = b > 0 ? b + 1 : 0; pos < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = 36; ; k += 36) {
      const c = input.charCodeAt(pos++);
      const digit = c >= 0x61 ? c - 0x61 : c >= 0x41 ? c - 0x41 : c - 22;
      i += digit * w;
      const t = tOf(k, bias);
      if (digit < t) break;
      w *= 36 - t;
    }
    bias = adaptRef(i - oldi, output.length + 1, oldi === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    output.splice(i, 0, n);
    i++;
  }
  return output;
}

describe('Punycode (RFC 3492)', function () {
  describe('encode: §7.1 samples', function () {
    SAMPLES.forEach(function ([name, unicode, puny]) {
      it(name, function () {
        assert.strictEqual(punycodeEncode(unicode), puny);
        assert.strictEqual(encodeLabel(unicode), puny);
        assert.strictEqual(encodeByRescan(unicode), puny);
      });
    });
  });

  describe('decode: §7.1 samples', function () {
    SAMPLES.forEach(function ([name, unicode, puny]) {
      it(name, function () {
        assert.strictEqual(punycodeDecode(puny), unicode);
      });
    });
    it('accepts upper-case digits (the mixed-case annotation of sample (I))', function () {
      assert.strictEqual(punycodeDecode('b1abfaaepdrnnbgefbaDotcwatmq2g4l'), 'почемужеонинеговорятпорусски');
    });
  });

  describe('decode failures', function () {
    it('a non-basic code point before the delimiter', function () {
      assert.isNull(punycodeDecode('teš-la'));
    });
    it('a character that is not a base-36 digit', function () {
      assert.isNull(punycodeDecode('ls8h='));
      assert.isNull(punycodeDecode('a-b!'));
    });
    it('a number cut off by the end of the input', function () {
      assert.isNull(punycodeDecode('a-z'));
    });
    it('overflow', function () {
      assert.isNull(punycodeDecode('99999999999999999999a'));
    });
    it('a code point beyond U+10FFFF', function () {
      assert.isNull(punycodeDecode('zzzzzzzzz'));
    });
    it('a leading delimiter with no basic code points is not a delimiter', function () {
      assert.isNull(punycodeDecode('-a'));
    });
  });

  describe('edge cases', function () {
    it('the empty string both ways', function () {
      assert.strictEqual(punycodeEncode(''), '');
      assert.strictEqual(punycodeDecode(''), '');
    });
    it('only basic code points: a trailing delimiter', function () {
      assert.strictEqual(punycodeEncode('abc'), 'abc-');
      assert.strictEqual(punycodeDecode('abc-'), 'abc');
    });
    it('astral code points round-trip', function () {
      const s = 'a\ud83d\ude00b\u{10ffff}';
      const e = punycodeEncode(s);
      assert.isString(e);
      assert.strictEqual(punycodeDecode(e as string), s);
    });
    it('agrees with the RFC procedures as written on generated strings', function () {
      let seed = 777;
      const rnd = (n: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      for (let k = 0; k < 300; k++) {
        const cps: number[] = [];
        const len = 1 + rnd(40);
        // few distinct values, so that code points repeat
        const alphabet = [0x61 + rnd(26), 0x2d, 0xe9 + rnd(20), 0x3b1 + rnd(20), 0x4e00 + rnd(100), 0x1f600 + rnd(50)];
        for (let j = 0; j < len; j++) cps.push(alphabet[rnd(alphabet.length)]);
        const s = fromCodePoints(cps);
        const expected = encodeRef(cps);
        assert.strictEqual(punycodeEncode(s), expected, JSON.stringify(s));
        assert.deepEqual(toCodePoints(punycodeDecode(expected) as string), decodeRef(expected));
      }
    });
    it('long labels stay fast (no quadratic rescans or insertions)', function () {
      const cps: number[] = [];
      for (let j = 0; j < 100000; j++) cps.push(j % 7 === 0 ? 0x61 : 0x4e00 + ((j * 7919) % 20000));
      const s = fromCodePoints(cps);
      const start = Date.now();
      const e = punycodeEncode(s) as string;
      assert.strictEqual(punycodeDecode(e), s);
      assert.isBelow(Date.now() - start, 5000);
    });
    it('round-trips generated strings', function () {
      let seed = 12345;
      const rnd = (n: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      for (let k = 0; k < 300; k++) {
        const cps: number[] = [];
        const len = 1 + rnd(20);
        for (let j = 0; j < len; j++) {
          const r = rnd(4);
          cps.push(r === 0 ? 0x61 + rnd(26) : r === 1 ? 0xa0 + rnd(0x700) : r === 2 ? 0x4e00 + rnd(0x5000) : 0x10000 + rnd(0x20000));
        }
        const s = fromCodePoints(cps);
        assert.deepEqual(toCodePoints(s), cps);
        assert.strictEqual(punycodeDecode(punycodeEncode(s) as string), s);
      }
    });
  });

  describe('the two encoders agree (property)', function () {
    this.timeout(120000);
    // Every range that the encoders treat apart: basic (with "-"), the
    // first non-basic, two- and three-byte BMP, lone surrogates of both
    // halves, the top of the BMP, astral up to U+10FFFF.
    const codePoint = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.constant(0x2d),
      fc.constantFrom(0x80, 0xffff, 0x10000, 0x10ffff),
      fc.integer({ min: 0x80, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xd7ff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0xe000, max: 0xffff }),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    );
    // Labels drawn from a few code points, so that values repeat (several
    // positions per m) as they do in real labels.
    function fromAlphabet(maxLength: number): fc.Arbitrary<number[]> {
      return fc
        .array(codePoint, { minLength: 1, maxLength: 6 })
        .chain((alphabet) => fc.array(fc.constantFrom(...alphabet), { maxLength }));
    }
    function agree(cps: number[]): void {
      const s = fromCodePoints(cps);
      const general = punycodeEncode(s);
      assert.strictEqual(encodeByRescan(s), general, JSON.stringify(s));
      assert.strictEqual(encodeLabel(s), general, JSON.stringify(s));
    }

    it('on short labels (up to 40 code points)', function () {
      fc.assert(fc.property(fc.oneof(fc.array(codePoint, { maxLength: 40 }), fromAlphabet(40)), agree), params(1));
    });
    it('on long labels (up to 600 code points)', function () {
      fc.assert(fc.property(fc.oneof(fc.array(codePoint, { maxLength: 600 }), fromAlphabet(600)), agree), params(0.02));
    });
    it('at the overflow edge: null exactly when a delta passes 2^31 - 1', function () {
      // k basic code points and one code point c near U+10FFFF after p of
      // them: its delta is (c - 0x80) * (k + 1) + p, which passes 2^31 - 1
      // from k = 1927 on.
      fc.assert(
        fc.property(
          fc.integer({ min: 1920, max: 1935 }),
          fc.integer({ min: 0x10fff0, max: 0x10ffff }),
          fc.nat(),
          (k, c, at) => {
            const p = at % (k + 1);
            const cps: number[] = [];
            for (let j = 0; j < k; j++) cps.push(0x61 + (j % 26));
            cps.splice(p, 0, c);
            const s = fromCodePoints(cps);
            const overflows = (c - 0x80) * (k + 1) + p > 0x7fffffff;
            const general = punycodeEncode(s);
            assert.strictEqual(general === null, overflows, 'k=' + k + ' c=' + c.toString(16) + ' p=' + p);
            assert.strictEqual(encodeByRescan(s), general);
            assert.strictEqual(encodeLabel(s), general);
          },
        ),
        params(0.01),
      );
    });
  });
});
