import { assert } from 'chai';
import { combiningClass, nfc } from '../../lib/idna/nfc-compose.js';
import { domainToASCII, setNormalizer } from '../../lib/idna/uts46.js';
import { readFixture } from '../support/fixtures.js';

// The fallback's data is Unicode 16.0 combining classes with 17.0
// decompositions (see lib/idna/nfc-data.ts); String.prototype.normalize of
// this Node is the reference, over code points both agree exist.
function native(s: string): string {
  return s.normalize('NFC');
}

function rng(seed: number): (n: number) => number {
  return function (n: number): number {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
}

// Ranges rich in decompositions, combining marks and compositions.
const POOLS: [number, number][] = [
  [0x41, 0x7a], [0xc0, 0x24f], [0x300, 0x36f], [0x370, 0x3ff], [0x400, 0x4ff], [0x591, 0x5c7],
  [0x900, 0x97f], [0x9b0, 0x9ff], [0xb00, 0xb7f], [0xbc0, 0xbd7], [0xd3e, 0xd57], [0xf40, 0xfbc],
  [0x1025, 0x1039], [0x1100, 0x11ff], [0x1b00, 0x1b4b], [0x1e00, 0x1fff], [0x2000, 0x2100], [0x2126, 0x212b],
  [0x3040, 0x30ff], [0xac00, 0xac40], [0xd7a0, 0xd7a3], [0xf900, 0xfaff], [0xfb1d, 0xfb4f],
  [0x1109a, 0x111ff], [0x1d15e, 0x1d1c0], [0x2f800, 0x2fa1d],
];

describe('NFC fallback (idna/nfc-compose.ts)', function () {
  it('known cases', function () {
    assert.strictEqual(nfc('A\u0300'), '\u00c0');
    assert.strictEqual(nfc('\u00c0'), '\u00c0');
    assert.strictEqual(nfc('e\u0301\u0327'), '\u0229\u0301'); // reorder, then compose the cedilla first
    assert.strictEqual(nfc('\u212b'), '\u00c5'); // ANGSTROM SIGN: singleton
    assert.strictEqual(nfc('\u0958'), '\u0915\u093c'); // composition exclusion
    assert.strictEqual(nfc('\u1100\u1161\u11a8'), '\uac01'); // Hangul L V T
    assert.strictEqual(nfc('\uac00\u11a8'), '\uac01'); // Hangul LV T
    assert.strictEqual(nfc('\u0b47\u0b3e'), '\u0b4b'); // two starters compose
    assert.strictEqual(nfc('a\u0301\u0301'), '\u00e1\u0301');
    assert.strictEqual(nfc('\u0301a'), '\u0301a');
    assert.strictEqual(nfc('\ud834\udd5e'), '\ud834\udd57\ud834\udd65'); // excluded, astral
    assert.strictEqual(nfc('x\ud800y'), 'x\ud800y'); // lone surrogate kept
    assert.strictEqual(nfc('plain ascii'), 'plain ascii');
  });

  it('combining classes', function () {
    assert.strictEqual(combiningClass(0x61), 0);
    assert.strictEqual(combiningClass(0x301), 230);
    assert.strictEqual(combiningClass(0x327), 202);
    assert.strictEqual(combiningClass(0x94d), 9);
  });

  it('agrees with String.prototype.normalize on every single code point up to U+FFFF and the SMP decompositions', function () {
    const diffs: string[] = [];
    for (let c = 0; c < 0x30000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      if (c > 0x1ffff && c < 0x2f800) continue;
      const s = String.fromCodePoint(c);
      if (nfc(s) !== native(s)) diffs.push(c.toString(16));
    }
    assert.deepEqual(diffs, []);
  });

  describe('agrees with String.prototype.normalize on generated strings', function () {
    for (let batch = 0; batch < 10; batch++) {
      it('batch ' + batch + ' (500 strings)', function () {
        const r = rng(1000 + batch);
        for (let k = 0; k < 500; k++) {
          const len = 1 + r(12);
          let s = '';
          for (let j = 0; j < len; j++) {
            const [lo, hi] = POOLS[r(POOLS.length)];
            s += String.fromCodePoint(lo + r(hi - lo + 1));
          }
          const expected = native(s);
          if (nfc(s) !== expected) {
            assert.strictEqual(escape(nfc(s)), escape(expected), 'input ' + escape(s));
          }
        }
      });
    }
  });
});

describe('IDNA on an engine without String.prototype.normalize (idna/nfc-compose.ts installed)', function () {
  it('gives every IdnaTestV2.json result', function () {
    const proto = String.prototype as { normalize?: unknown };
    const saved = proto.normalize;
    const wrong: string[] = [];
    try {
      delete proto.normalize;
      assert.isUndefined(('' as { normalize?: unknown }).normalize);
      setNormalizer(nfc); // what lib/legacy.ts does
      const data = readFixture<(string | { input: string; output: string | null })[]>('wpt/IdnaTestV2.json');
      for (const c of data) {
        if (typeof c === 'string' || c.input === '' || c.input.indexOf('%') >= 0) continue;
        const got = domainToASCII(c.input, false);
        if (got !== c.output) wrong.push(JSON.stringify(c.input) + ' → ' + JSON.stringify(got));
      }
    } finally {
      proto.normalize = saved;
      setNormalizer(null);
    }
    assert.deepEqual(wrong, []);
  });
});
