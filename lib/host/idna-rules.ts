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
} from './idna-props.js';

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
    if (c === 0x200d) return false;
    // "If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
    //    (Joining_Type:T)*(Joining_Type:{R,D})) Then True;"
    let j = i - 1;
    while (j >= 0 && joiningType(label[j]) === JT_T) j--;
    if (j < 0) return false;
    let t = joiningType(label[j]);
    if (t !== JT_L && t !== JT_D) return false;
    j = i + 1;
    while (j < label.length && joiningType(label[j]) === JT_T) j++;
    if (j >= label.length) return false;
    t = joiningType(label[j]);
    if (t !== JT_R && t !== JT_D) return false;
  }
  return true;
}

/** RFC 5893 §1.4: an RTL label contains a character of Bidi class R, AL or AN. */
export function isRTLLabel(label: number[]): boolean {
  for (let i = 0; i < label.length; i++) {
    const b = bidiClass(label[i]);
    if (b === BIDI_R || b === BIDI_AL || b === BIDI_AN) return true;
  }
  return false;
}

/** The set of Bidi classes with bit `b` set for BIDI_* index b. */
const enum BidiSet {
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

/** RFC 5893 §2: the six conditions of the Bidi rule, for a non-empty label. */
export function checkBidiRule(label: number[]): boolean {
  const n = label.length;
  if (n === 0) return true;
  // 1. The first character must be a character with Bidi property L, R, or AL.
  const first = bidiClass(label[0]);
  const rtl = first === BIDI_R || first === BIDI_AL;
  if (!rtl && first !== BIDI_L) return false;
  // 3. and 6.: the last character that is not NSM (trailing NSMs are allowed).
  let end = n - 1;
  while (end > 0 && bidiClass(label[end]) === BIDI_NSM) end--;
  if (((1 << bidiClass(label[end])) & (rtl ? BidiSet.RTLEnd : BidiSet.LTREnd)) === 0) return false;
  // 2. and 5.: the classes allowed; 4.: the classes seen.
  const allowed = rtl ? BidiSet.RTLAllowed : BidiSet.LTRAllowed;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const bit = 1 << bidiClass(label[i]);
    if ((bit & allowed) === 0) return false;
    seen |= bit;
  }
  return !(rtl && (seen & BidiSet.ENAndAN) === BidiSet.ENAndAN);
}
