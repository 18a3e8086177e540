import { assert } from 'chai';
import { checkBidiRule, checkJoiners, isRTLLabel } from '../../lib/idna/rules.js';
import { toCodePoints } from '../../lib/idna/punycode.js';

const cps = toCodePoints;

describe('IDNA contextual rules (RFC 5892 CONTEXTJ, RFC 5893 Bidi rule)', function () {
  describe('CONTEXTJ: ZERO WIDTH NON-JOINER (RFC 5892 A.1)', function () {
    it('allowed after a virama', function () {
      assert.isTrue(checkJoiners(cps('\u0915\u094d\u200c\u0937'))); // Devanagari KA, VIRAMA, ZWNJ, SSA
    });
    it('allowed between a left/dual-joining and a right/dual-joining letter', function () {
      assert.isTrue(checkJoiners(cps('\u0628\u200c\u0628'))); // BEH (D) ZWNJ BEH (D)
      assert.isTrue(checkJoiners(cps('\u0628\u200c\u0627'))); // BEH (D) ZWNJ ALEF (R)
    });
    it('transparent code points (T) in between are skipped', function () {
      assert.isTrue(checkJoiners(cps('\u0628\u064e\u200c\u064e\u0628'))); // FATHA is T
    });
    it('rejected with no joining context', function () {
      assert.isFalse(checkJoiners(cps('a\u200cb')));
      assert.isFalse(checkJoiners(cps('\u200c\u0628')));
      assert.isFalse(checkJoiners(cps('\u0628\u200c')));
      assert.isFalse(checkJoiners(cps('\u0627\u200c\u0628'))); // ALEF is R: cannot join to the left
      assert.isFalse(checkJoiners(cps('\u0628\u200c\u0640'))); // TATWEEL is C, not R or D
    });
  });

  describe('CONTEXTJ: ZERO WIDTH JOINER (RFC 5892 A.2)', function () {
    it('allowed only after a virama', function () {
      assert.isTrue(checkJoiners(cps('\u0915\u094d\u200d\u0937')));
      assert.isFalse(checkJoiners(cps('\u0628\u200d\u0628')));
      assert.isFalse(checkJoiners(cps('\u200da')));
    });
    it('a label without joiners passes', function () {
      assert.isTrue(checkJoiners(cps('abc\u00e9')));
    });
  });

  describe('Bidi rule (RFC 5893 §2)', function () {
    it('RTL labels: R, AL, AN are RTL characters', function () {
      assert.isTrue(isRTLLabel(cps('a\u05d0')));
      assert.isTrue(isRTLLabel(cps('\u0660'))); // ARABIC-INDIC DIGIT ZERO, AN
      assert.isFalse(isRTLLabel(cps('abc123')));
    });
    it('1. the first character must be L, R or AL', function () {
      assert.isTrue(checkBidiRule(cps('abc')));
      assert.isTrue(checkBidiRule(cps('\u05d0\u05d1')));
      assert.isFalse(checkBidiRule(cps('1abc')));
      assert.isFalse(checkBidiRule(cps('\u0660\u0628')));
    });
    it('2. an RTL label allows only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM', function () {
      assert.isTrue(checkBidiRule(cps('\u05d0-\u05d1')));
      assert.isFalse(checkBidiRule(cps('\u05d0a\u05d1')));
    });
    it('3. an RTL label ends with R, AL, EN or AN, then NSMs', function () {
      assert.isTrue(checkBidiRule(cps('\u05d01')));
      assert.isTrue(checkBidiRule(cps('\u05d0\u05b7'))); // trailing NSM (PATAH)
      assert.isFalse(checkBidiRule(cps('\u05d0-')));
    });
    it('4. an RTL label has EN or AN, not both', function () {
      assert.isTrue(checkBidiRule(cps('\u06281')));
      assert.isTrue(checkBidiRule(cps('\u0628\u0661')));
      assert.isFalse(checkBidiRule(cps('\u06281\u0661')));
    });
    it('5. an LTR label allows only L, EN, ES, CS, ET, ON, BN, NSM', function () {
      assert.isTrue(checkBidiRule(cps('a-1\u0301')));
      assert.isFalse(checkBidiRule(cps('a\u05d0b')));
      assert.isFalse(checkBidiRule(cps('a\u0661b')));
    });
    it('6. an LTR label ends with L or EN, then NSMs', function () {
      assert.isTrue(checkBidiRule(cps('a1')));
      assert.isTrue(checkBidiRule(cps('a\u0301')));
      assert.isFalse(checkBidiRule(cps('a-')));
    });
    it('the empty label passes', function () {
      assert.isTrue(checkBidiRule([]));
    });
  });
});
