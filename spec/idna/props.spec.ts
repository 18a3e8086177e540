import { assert } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import {
  bidiClass,
  isMark,
  isVirama,
  joiningType,
  decodeMapTable,
  decodePropTable,
  engineClass,
  findSegment,
  propIn,
  CLASS_NONSPACING,
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
} from '../../lib/idna/props.js';
import type { Mapping } from '../../lib/idna/props.js';
import { MAP_DELTAS, MAP_KINDS, MAP_LENGTHS, NFKC_PROBE, POOL, PROP_LENGTHS, PROP_PALETTE, PROP_VALUES, UNICODE_PROBE, UNICODE_VERSION } from '../../lib/idna/table.js';
import * as explicit from '../../lib/idna/table.legacy.js';
import { domainToASCII, domainToUnicode } from '../../lib/api/idna-api.js';

/** Where the lookups whose mapping a test does not read put it. */
const scratch: Mapping = { _value: '' };

function mapped(c: number): string | null {
  const out: Mapping = { _value: '' };
  return lookupStatus(c, out) === STATUS_MAPPED ? out._value : null;
}

describe('IDNA table (idna/table.ts, generated)', function () {
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

  describe('the compact table (kinds 6 and 7: through the engine\'s NFKC and General_Category) and the explicit one', function () {
    it('give the same status and mapping for every code point, U+0000..U+10FFFF', function () {
      this.timeout(60000);
      const compact = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE, UNICODE_PROBE);
      const full = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE, explicit.UNICODE_PROBE);
      assert.isTrue(compact._usable, 'this engine passes the probes');
      assert.isTrue(full._usable, 'the explicit table needs no probe');
      assert.isBelow(compact._kinds.length, full._kinds.length);
      assert.notInclude(full._kinds, 6);
      assert.notInclude(full._kinds, 7);
      let kind6 = 0;
      let kind7 = 0;
      const differences: string[] = [];
      const outA: Mapping = { _value: '' };
      const outB: Mapping = { _value: '' };
      for (let c = 0; c <= 0x10ffff; c++) {
        const a = lookupStatusIn(compact, c, outA);
        const mapA = outA._value;
        const b = lookupStatusIn(full, c, outB);
        const mapB = outB._value;
        const kind = compact._kinds[findSegment(compact._starts, c)];
        if (kind === 6) kind6++;
        if (kind === 7) kind7++;
        if (a !== b || (a === STATUS_MAPPED && mapA !== mapB)) {
          if (differences.length < 10) differences.push(c.toString(16) + ': ' + a + ' ' + JSON.stringify(mapA) + ' vs ' + b + ' ' + JSON.stringify(mapB));
        }
      }
      assert.deepEqual(differences, []);
      assert.isAbove(kind6, 4000);
      assert.isAbove(kind7, 1000);
    });
    it('NFKC_PROBE is a code point of Unicode 7.0 and its NFKC form', function () {
      assert.strictEqual(NFKC_PROBE, '\ua69c\u044a'); // CYRILLIC SMALL LETTER HARD SIGN (modifier) → ъ
    });
    it('UNICODE_PROBE is a nonspacing mark of Unicode 11.0', function () {
      assert.strictEqual(UNICODE_PROBE, '\u07fd'); // NKO DANTAYALAN
      assert.strictEqual(engineClass(/(\p{Cn})|(\p{Mc})|\p{Mn}|\p{Me}/u, 0x7fd), CLASS_NONSPACING);
    });
    it('without a working NFKC, every non-ASCII code point fails closed (disallowed)', function () {
      const broken = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, 'xy', UNICODE_PROBE); // no engine gives "y" as the NFKC form of "x"
      assert.isFalse(broken._usable);
      assert.strictEqual(lookupStatusIn(broken, 0x2474, scratch), STATUS_DISALLOWED); // ⑴: kind 6
      assert.strictEqual(lookupStatusIn(broken, 0xf900, scratch), STATUS_DISALLOWED);
      const out: Mapping = { _value: '' };
      assert.strictEqual(lookupStatusIn(broken, 0x41, out), STATUS_MAPPED);
      assert.strictEqual(out._value, 'a');
      assert.strictEqual(lookupStatusIn(broken, 0x61, scratch), STATUS_VALID);
      // kind 0, but its properties may come from the engine too
      assert.strictEqual(lookupStatusIn(broken, 0x32931, scratch), STATUS_DISALLOWED);
      assert.strictEqual(lookupStatusIn(broken, 0xe9, scratch), STATUS_DISALLOWED);
    });
    it('without property escapes in regular expressions, every non-ASCII code point fails closed', function () {
      const original = globalThis.RegExp;
      // An engine before ES2018 throws a SyntaxError for the u flag or \p.
      globalThis.RegExp = function (source: string | RegExp, flags?: string): RegExp {
        if (flags !== undefined && flags.indexOf('u') >= 0) throw new SyntaxError('Invalid regular expression flags');
        return new original(source, flags);
      } as RegExpConstructor;
      let table;
      try {
        table = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE, UNICODE_PROBE);
      } finally {
        globalThis.RegExp = original;
      }
      assert.isFalse(table._usable);
      assert.isNull(table._pattern);
      assert.strictEqual(lookupStatusIn(table, 0xfc, scratch), STATUS_DISALLOWED); // ü: kind 6
      assert.strictEqual(lookupStatusIn(table, 0x915, scratch), STATUS_DISALLOWED); // क
      assert.strictEqual(lookupStatusIn(table, 0x61, scratch), STATUS_VALID);
    });
    it('kinds 6 and 7 read the code points the engine says are unassigned as disallowed', function () {
      const compact = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE, UNICODE_PROBE);
      const kindOf = (c: number): number => compact._kinds[findSegment(compact._starts, c)];
      // U+0378 (unassigned, between Greek letters), U+0530 (before Armenian)
      for (const c of [0x378, 0x530, 0x590, 0x9e4]) {
        assert.include([6, 7], kindOf(c), c.toString(16));
        assert.strictEqual(lookupStatusIn(compact, c, scratch), STATUS_DISALLOWED, c.toString(16));
      }
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
          table = decodeMapTable(MAP_KINDS, MAP_LENGTHS, MAP_DELTAS, POOL, NFKC_PROBE, UNICODE_PROBE);
        } finally {
          String.prototype[method] = original;
        }
        assert.isFalse(table._usable, method);
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
    it('the compact table\'s derived properties are the explicit table\'s, for every valid code point', function () {
      this.timeout(60000);
      const compact = decodePropTable(PROP_LENGTHS, PROP_VALUES, PROP_PALETTE, true);
      const full = decodePropTable(explicit.PROP_LENGTHS, explicit.PROP_VALUES, explicit.PROP_PALETTE, false);
      assert.isNotNull(compact._pattern);
      assert.isBelow(compact._starts.length, full._starts.length / 1.5);
      const map = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE, explicit.UNICODE_PROBE);
      const differences: string[] = [];
      let valid = 0;
      for (let c = 0; c <= 0x10ffff; c++) {
        if (lookupStatusIn(map, c, scratch) !== STATUS_VALID) continue;
        valid++;
        const a = propIn(compact, c);
        const b = propIn(full, c);
        if (a !== b && differences.length < 10) differences.push(c.toString(16) + ': ' + a + ' vs ' + b);
      }
      assert.deepEqual(differences, []);
      assert.isAbove(valid, 100000);
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
      for (const file of ['lib/idna/table.ts', 'lib/idna/table.legacy.ts', 'lib/idna/table.es5.ts', 'lib/idna/nfc-data.ts']) {
        assert.isTrue(readFileSync(join(dir, file)).equals(readFileSync(file)), file + ' differs from the generator output');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("the legacy table's kind 8 (mapped to the NFC form) in the legacy script", function () {
    // In Node the modern decoder reads kind 8 as it reads kind 6, so this runs
    // the shipped script itself: with its own NFC (a context without
    // String.prototype.normalize, as in Duktape) and with the engine's.
    it('maps every code point of kind 8 as the ponyfill does, with the NFC fallback and with normalize', function () {
      this.timeout(60000);
      const full = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE, explicit.UNICODE_PROBE);
      const kind8: number[] = [];
      for (let i = 0; i < full._kinds.length; i++) {
        if (full._kinds[i] !== 8) continue;
        const end = i + 1 < full._starts.length ? full._starts[i + 1] : 0x110000;
        for (let c = full._starts[i]; c < end; c++) kind8.push(c);
      }
      assert.isAtLeast(kind8.length, 1000);
      assert.include(kind8, 0xf900); // CJK COMPATIBILITY IDEOGRAPH-F900 → U+8C48
      assert.include(kind8, 0x958); // DEVANAGARI LETTER QA → U+0915 U+093C (a composition exclusion)
      const script = readFileSync(join(process.cwd(), 'dist', 'polyurl.legacy.min.js'), 'utf8');
      for (const engineNormalize of [false, true]) {
        const ctx = vm.createContext({});
        if (!engineNormalize) vm.runInContext('delete String.prototype.normalize', ctx);
        vm.runInContext(script, ctx);
        const legacy = (ctx as { polyurl: { domainToASCII(d: string): string | null; domainToUnicode(d: string): string } }).polyurl;
        const differences: string[] = [];
        for (const c of kind8) {
          const domain = 'a' + String.fromCodePoint(c) + '.example';
          const got = [legacy.domainToASCII(domain), legacy.domainToUnicode(domain)];
          const want = [domainToASCII(domain), domainToUnicode(domain)];
          if (got[0] !== want[0] || got[1] !== want[1]) differences.push(c.toString(16) + ': ' + JSON.stringify(got) + ' vs ' + JSON.stringify(want));
        }
        assert.deepEqual(differences.slice(0, 10), [], (engineNormalize ? 'normalize' : 'the NFC fallback') + ': ' + differences.length + ' differ');
      }
    });
  });
});
