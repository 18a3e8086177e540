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

/** RFC 5893 §2: the six conditions of the Bidi rule, for a non-empty label. */
export function checkBidiRule(label: number[]): boolean {
  const n = label.length;
  if (n === 0) return true;
  // 1. The first character must be a character with Bidi property L, R, or AL.
  const first = bidiClass(label[0]);
  // Last character that is not NSM (conditions 3 and 6 allow trailing NSMs).
  let end = n - 1;
  while (end > 0 && bidiClass(label[end]) === BIDI_NSM) end--;
  const last = bidiClass(label[end]);
  if (first === BIDI_R || first === BIDI_AL) {
    // 3. In an RTL label, the end of the label must be a character with Bidi
    //    property R, AL, EN, or AN, followed by zero or more NSM.
    if (last !== BIDI_R && last !== BIDI_AL && last !== BIDI_EN && last !== BIDI_AN) return false;
    let hasEN = false;
    let hasAN = false;
    for (let i = 0; i < n; i++) {
      const b = bidiClass(label[i]);
      // 2. In an RTL label, only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM are allowed.
      if (b === BIDI_EN) hasEN = true;
      else if (b === BIDI_AN) hasAN = true;
      else if (
        b !== BIDI_R && b !== BIDI_AL && b !== BIDI_ES && b !== BIDI_CS &&
        b !== BIDI_ET && b !== BIDI_ON && b !== BIDI_BN && b !== BIDI_NSM
      ) {
        return false;
      }
    }
    // 4. In an RTL label, if an EN is present, no AN may be present, and vice versa.
    return !(hasEN && hasAN);
  }
  if (first !== BIDI_L) return false;
  // 6. In an LTR label, the end of the label must be L or EN, followed by zero or more NSM.
  if (last !== BIDI_L && last !== BIDI_EN) return false;
  // 5. In an LTR label, only L, EN, ES, CS, ET, ON, BN, NSM are allowed.
  for (let i = 1; i < n; i++) {
    const b = bidiClass(label[i]);
    if (
      b !== BIDI_L && b !== BIDI_EN && b !== BIDI_ES && b !== BIDI_CS &&
      b !== BIDI_ET && b !== BIDI_ON && b !== BIDI_BN && b !== BIDI_NSM
    ) {
      return false;
    }
  }
  return true;
}
