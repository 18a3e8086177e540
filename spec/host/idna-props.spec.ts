import { assert } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bidiClass,
  isMark,
  isVirama,
  joiningType,
  decodeMapTable,
  findSegment,
  lookupStatus,
  lookupStatusIn,
  BIDI_AL,
  BIDI_AN,
  BIDI_EN,
  BIDI_L,
  BIDI_NSM,
  BIDI_R,
  JT_D,
  JT_R,
  JT_T,
  JT_U,
  STATUS_DISALLOWED,
  STATUS_IGNORED,
  STATUS_MAPPED,
  STATUS_VALID,
} from '../../lib/host/idna-props.js';
import type { Mapping } from '../../lib/host/idna-props.js';
import { MAP_DELTAS, MAP_KINDS, MAP_LENGTHS, NFKC_PROBE, POOL, UNICODE_VERSION } from '../../lib/host/idna-table.js';
import * as explicit from '../../lib/host/idna-table-explicit.js';

/** Where the lookups whose mapping a test does not read put it. */
const scratch: Mapping = { _value: '' };

function mapped(c: number): string | null {
  const out: Mapping = { _value: '' };
  return lookupStatus(c, out) === STATUS_MAPPED ? out._value : null;
}

describe('IDNA table (host/idna-table.ts, generated)', function () {
  it('is Unicode 17.0.0, the version of the WPT IdnaTestV2 data', function () {
    assert.strictEqual(UNICODE_VERSION, '17.0.0');
  });

  describe('mapping status', function () {
    it('valid, deviation (kept), disallowed, ignored', function () {
      assert.strictEqual(lookupStatus(0x61, scratch), STATUS_VALID);
      assert.strictEqual(lookupStatus(0xdf, scratch), STATUS_VALID); // ß: deviation
      assert.strictEqual(lookupStatus(0x200c, scratch), STATUS_VALID); // ZWNJ: deviation
      assert.strictEqual(lookupStatus(0xfffd, scratch), STATUS_DISALLOWED);
      assert.strictEqual(lookupStatus(0xd800, scratch), STATUS_DISALLOWED);
      assert.strictEqual(lookupStatus(0x10ffff, scratch), STATUS_DISALLOWED);
      assert.strictEqual(lookupStatus(0xad, scratch), STATUS_IGNORED); // SOFT HYPHEN
      assert.strictEqual(lookupStatus(0x32931, scratch), STATUS_VALID); // CJK Extension J, new in 17.0
    });
    it('a mapping goes to the Mapping the caller passes, and only there', function () {
      const a: Mapping = { _value: '' };
      const b: Mapping = { _value: 'kept' };
      assert.strictEqual(lookupStatus(0xc0, a), STATUS_MAPPED); // À
      assert.strictEqual(a._value, '\u00e0');
      assert.strictEqual(b._value, 'kept');
      assert.strictEqual(lookupStatus(0x61, b), STATUS_VALID);
      assert.strictEqual(b._value, 'kept');
    });
    it('mappings: single code points, alternating case pairs, strings', function () {
      assert.strictEqual(mapped(0x41), 'a');
      assert.strictEqual(mapped(0x100), '\u0101');
      assert.isNull(mapped(0x101));
      assert.strictEqual(mapped(0xff21), 'a');
      assert.strictEqual(mapped(0x3002), '.');
      assert.strictEqual(mapped(0x2474), '(1)');
      assert.strictEqual(mapped(0x1d400), 'a'); // MATHEMATICAL BOLD CAPITAL A
      assert.strictEqual(mapped(0xf900), '\u8c48'); // CJK COMPATIBILITY IDEOGRAPH
      assert.strictEqual(mapped(0x2f800), '\u4e3d');
      assert.strictEqual(mapped(0x1e9e), '\u00df'); // CAPITAL SHARP S → ß (since Unicode 15.1)
    });
  });

  describe('the compact table (kind 6: mapped through the engine\'s NFKC) and the explicit one', function () {
    it('give the same status and mapping for every code point, U+0000..U+10FFFF', function () {
      this.timeout(60000);
      const compact = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE);
      const full = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE);
      assert.isTrue(compact._nfkc, 'this engine passes the NFKC probe');
      assert.isFalse(full._nfkc);
      assert.isBelow(compact._kinds.length, full._kinds.length);
      let kind6 = 0;
      const differences: string[] = [];
      const outA: Mapping = { _value: '' };
      const outB: Mapping = { _value: '' };
      for (let c = 0; c <= 0x10ffff; c++) {
        const a = lookupStatusIn(compact, c, outA);
        const mapA = outA._value;
        const b = lookupStatusIn(full, c, outB);
        const mapB = outB._value;
        if (compact._kinds[findSegment(compact._starts, c)] === 6) kind6++;
        if (a !== b || (a === STATUS_MAPPED && mapA !== mapB)) {
          if (differences.length < 10) differences.push(c.toString(16) + ': ' + a + ' ' + JSON.stringify(mapA) + ' vs ' + b + ' ' + JSON.stringify(mapB));
        }
      }
      assert.deepEqual(differences, []);
      assert.isAbove(kind6, 4000);
    });
    it('NFKC_PROBE is a code point of Unicode 7.0 and its NFKC form', function () {
      assert.strictEqual(NFKC_PROBE, '\ua69c\u044a'); // CYRILLIC SMALL LETTER HARD SIGN (modifier) → ъ
    });
    it('without a working NFKC, kind 6 fails closed (disallowed), the rest is unchanged', function () {
      const broken = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, 'xy'); // no engine gives "y" as the NFKC form of "x"
      assert.isFalse(broken._nfkc);
      assert.strictEqual(lookupStatusIn(broken, 0x2474, scratch), STATUS_DISALLOWED); // ⑴: kind 6
      assert.strictEqual(lookupStatusIn(broken, 0xf900, scratch), STATUS_DISALLOWED);
      const out: Mapping = { _value: '' };
      assert.strictEqual(lookupStatusIn(broken, 0x41, out), STATUS_MAPPED);
      assert.strictEqual(out._value, 'a');
      assert.strictEqual(lookupStatusIn(broken, 0x61, scratch), STATUS_VALID);
      assert.strictEqual(lookupStatusIn(broken, 0x32931, scratch), STATUS_VALID);
    });
    it('without the engine\'s case mappings, kind 6 fails closed too (CASE_PROBES)', function () {
      // An engine whose toUpperCase or toLowerCase leaves strings as they are
      // fails a case probe: letters derived through case (ü, α) are then
      // disallowed rather than mapped or passed wrongly.
      for (const method of ['toUpperCase', 'toLowerCase'] as const) {
        const original = String.prototype[method];
        String.prototype[method] = function (this: string): string {
          return String(this);
        };
        let table;
        try {
          table = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE);
        } finally {
          String.prototype[method] = original;
        }
        assert.isFalse(table._nfkc, method);
        assert.strictEqual(lookupStatusIn(table, 0xfc, scratch), STATUS_DISALLOWED, method); // ü: kind 6
        assert.strictEqual(lookupStatusIn(table, 0x3b1, scratch), STATUS_DISALLOWED, method); // α: kind 6
        assert.strictEqual(lookupStatusIn(table, 0x61, scratch), STATUS_VALID, method);
      }
    });
  });

  describe('properties', function () {
    it('Bidi_Class', function () {
      assert.strictEqual(bidiClass(0x61), BIDI_L);
      assert.strictEqual(bidiClass(0x5d0), BIDI_R);
      assert.strictEqual(bidiClass(0x628), BIDI_AL);
      assert.strictEqual(bidiClass(0x660), BIDI_AN);
      assert.strictEqual(bidiClass(0x31), BIDI_EN);
      assert.strictEqual(bidiClass(0x301), BIDI_NSM);
    });
    it('Joining_Type', function () {
      assert.strictEqual(joiningType(0x628), JT_D);
      assert.strictEqual(joiningType(0x627), JT_R);
      assert.strictEqual(joiningType(0x64e), JT_T);
      assert.strictEqual(joiningType(0x61), JT_U);
    });
    it('Virama and Mark', function () {
      assert.isTrue(isVirama(0x94d));
      assert.isFalse(isVirama(0x915));
      assert.isTrue(isMark(0x301));
      assert.isTrue(isMark(0x903)); // Mc
      assert.isFalse(isMark(0x61));
    });
  });

  it('npm run gen:idna regenerates byte-identical files', function () {
    this.timeout(60000);
    const dir = mkdtempSync(join(tmpdir(), 'polyurl-gen-idna-'));
    try {
      execFileSync(process.execPath, ['scripts/gen-idna.mjs', '--out-dir', dir], { stdio: 'pipe' });
      for (const file of ['lib/host/idna-table.ts', 'lib/host/idna-table-explicit.ts', 'lib/legacy/nfc-data.ts']) {
        assert.isTrue(readFileSync(join(dir, file)).equals(readFileSync(file)), file + ' differs from the generator output');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
