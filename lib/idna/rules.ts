// The two contextual rules that UTS #46 §4.1 validity criteria 7 and 8 take
// from IDNA2008: CONTEXTJ (RFC 5892 Appendix A.1 and A.2) and the Bidi rule
// (RFC 5893 §2). Both take a label as an array of code points.
import {
  bidiClass,
  isVirama,
  joiningType,
  BIDI_AL,
  BIDI_AN,
  BIDI_BN,
  BIDI_CS,
  BIDI_EN,
  BIDI_ES,
  BIDI_ET,
  BIDI_L,
  BIDI_NSM,
  BIDI_ON,
  BIDI_R,
  JT_D,
  JT_L,
  JT_R,
  JT_T,
  JT_U,
} from './props.js';

/**
 * The Joining_Type of the first code point from `label[j]` on, going by
 * `step` (1 or -1), that is not of Joining_Type T; JT_U past either end.
 */
function joiningTypeAfterT(label: number[], j: number, step: number): number {
  for (; j >= 0 && j < label.length; j += step) {
    const t = joiningType(label[j]);
    if (t !== JT_T) return t;
  }
  return JT_U;
}

/**
 * RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER):
 * true when every U+200C and U+200D of the label stands in an allowed context.
 */
export function checkJoiners(label: number[]): boolean {
  for (let i = 0; i < label.length; i++) {
    const c = label[i];
    if (c !== 0x200c && c !== 0x200d) continue;
    // "If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;"
    if (i > 0 && isVirama(label[i - 1])) continue;
    // ZWJ has no other rule; for ZWNJ:
    // "If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
    //    (Joining_Type:T)*(Joining_Type:{R,D})) Then True;"
    if (
      c === 0x200d ||
      ((1 << joiningTypeAfterT(label, i - 1, -1)) & ((1 << JT_L) | (1 << JT_D))) === 0 ||
      ((1 << joiningTypeAfterT(label, i + 1, 1)) & ((1 << JT_R) | (1 << JT_D))) === 0
    ) {
      return false;
    }
  }
  return true;
}

/** The set of Bidi classes with bit `b` set for BIDI_* index b. */
const enum BidiSet {
  // RFC 5893 §1.4: an RTL label contains a character of Bidi class R, AL or AN.
  RTL = (1 << BIDI_R) | (1 << BIDI_AL) | (1 << BIDI_AN),
  // 1. The first character must be a character with Bidi property L, R, or AL (R or AL: an RTL label).
  RTLFirst = (1 << BIDI_R) | (1 << BIDI_AL),
  // 5. "In an LTR label, only characters with the Bidi properties L, EN, ES, CS, ET, ON, BN, or NSM are allowed."
  LTRAllowed = (1 << BIDI_L) | (1 << BIDI_EN) | (1 << BIDI_ES) | (1 << BIDI_CS) | (1 << BIDI_ET) | (1 << BIDI_ON) | (1 << BIDI_BN) | (1 << BIDI_NSM),
  // 2. "In an RTL label, only characters with the Bidi properties R, AL, AN, EN, ES, CS, ET, ON, BN, or NSM are allowed."
  RTLAllowed = (1 << BIDI_R) | (1 << BIDI_AL) | (1 << BIDI_AN) | (1 << BIDI_EN) | (1 << BIDI_ES) | (1 << BIDI_CS) | (1 << BIDI_ET) | (1 << BIDI_ON) | (1 << BIDI_BN) | (1 << BIDI_NSM),
  // 6. The end of an LTR label: L or EN (followed by zero or more NSM).
  LTREnd = (1 << BIDI_L) | (1 << BIDI_EN),
  // 3. The end of an RTL label: R, AL, EN, or AN (followed by zero or more NSM).
  RTLEnd = (1 << BIDI_R) | (1 << BIDI_AL) | (1 << BIDI_EN) | (1 << BIDI_AN),
  // 4. "In an RTL label, if an EN is present, no AN may be present, and vice versa."
  ENAndAN = (1 << BIDI_EN) | (1 << BIDI_AN),
}

/** RFC 5893 §1.4: an RTL label contains a character of Bidi class R, AL or AN. */
export function isRTLLabel(label: number[]): boolean {
  for (let i = 0; i < label.length; i++) {
    if (((1 << bidiClass(label[i])) & BidiSet.RTL) !== 0) return true;
  }
  return false;
}

/** RFC 5893 §2: the six conditions of the Bidi rule, for a label (an empty one meets them). */
export function checkBidiRule(label: number[]): boolean {
  if (label.length === 0) return true;
  // The classes seen (2., 4. and 5.), and the last one that is not NSM (3.
  // and 6.: trailing NSMs are allowed; the first is never NSM below).
  let seen = 0;
  let end = 0;
  for (let i = 0; i < label.length; i++) {
    const bit = 1 << bidiClass(label[i]);
    seen |= bit;
    if (bit !== 1 << BIDI_NSM) end = bit;
  }
  const first = 1 << bidiClass(label[0]);
  if ((first & BidiSet.RTLFirst) !== 0) {
    return (end & BidiSet.RTLEnd) !== 0 && (seen & ~BidiSet.RTLAllowed) === 0 && (seen & BidiSet.ENAndAN) !== BidiSet.ENAndAN;
  }
  return first === 1 << BIDI_L && (end & BidiSet.LTREnd) !== 0 && (seen & ~BidiSet.LTRAllowed) === 0;
}
