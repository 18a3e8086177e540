// When a component's regular expression may run without the "v" flag.
//
// The standard compiles with "v" (https://urlpattern.spec.whatwg.org/#compile-a-component).
// An engine without it may still match exactly when the expression means the
// same with "v", with "u" and with no flag at all. Two facts make that
// decidable for the expressions a URL pattern compiles:
//
// 1. What is matched is always ASCII. Every string that reaches a component's
//    expression went through the URL parser or an encoding callback, which
//    percent-encode everything outside ASCII and remove tabs and newlines (a
//    host is ASCII after domain-to-ASCII or IPv6 serialization, a scheme is
//    ASCII by its grammar). Code point versus code unit semantics, and the
//    Unicode case foldings the flags differ in, never meet a non-ASCII
//    subject character.
// 2. Everything in the expression but the text of regexp groups is written by
//    lib/urlpattern/regexp.ts from escaped ASCII text, "[^<escaped
//    delimiter>]+?", ".*", non-capturing groups and the quantifiers ? * +:
//    the same in all three modes. The text of a regexp group ("(…)" in a
//    pattern; ASCII by https://urlpattern.spec.whatwg.org/#tokenize) is the
//    one part to check.
//
// isPortableRegexp accepts a conservative subset of that text, in which the
// three grammars agree and mean the same: literal ASCII characters other than
// syntax, ".", "|", groups "(?:…)", lookaheads "(?=…)" and "(?!…)" (never
// quantified: only Annex B allows that), "^", "$", "\b", "\B", the class
// escapes \d \D \w \W \s \S, the control escapes \t \n \v \f \r, a backslash
// before a syntax character or "/", the quantifiers ? * + {n} {n,} {n,m}
// (each optionally lazy), and classes of ASCII letters, digits, "_", ranges
// between them and those escapes. Left out: everything "v" changes (set
// operations, nested classes, \q, properties of strings, the stricter class
// syntax), what "u" changes (\u{…}, \p{…}, lone "{", "}", "]", identity
// escapes of letters, backreferences and octal escapes, \c, \x, \u, \k,
// named groups, lookbehind), and with ignoreCase the negated class escapes
// inside a class (where "u" and "v" complement differently).

interface Scanner {
  s: string;
  i: number;
  ignoreCase: boolean;
}

function isLiteral(c: number): boolean {
  // Printable ASCII except the syntax characters ^ $ \ . * + ? ( ) [ ] { } |
  if (c < 0x20 || c > 0x7e) return false;
  switch (c) {
    case 0x5e: case 0x24: case 0x5c: case 0x2e: case 0x2a: case 0x2b: case 0x3f:
    case 0x28: case 0x29: case 0x5b: case 0x5d: case 0x7b: case 0x7d: case 0x7c:
      return false;
  }
  return true;
}

function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

/** Syntax characters and "/": what a backslash may escape in all three modes, in and out of classes. */
function isEscapableSyntax(c: number): boolean {
  return c === 0x2f || (c >= 0x20 && c <= 0x7e && !isLiteral(c));
}

function isClassEscape(c: number): boolean {
  // d D s S w W
  return c === 0x64 || c === 0x44 || c === 0x73 || c === 0x53 || c === 0x77 || c === 0x57;
}

function isControlEscape(c: number): boolean {
  // t n v f r
  return c === 0x74 || c === 0x6e || c === 0x76 || c === 0x66 || c === 0x72;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Scans digits from `sc.i`; their number, or -1 when there is none. */
function digits(sc: Scanner): number {
  const start = sc.i;
  while (sc.i < sc.s.length && isDigit(sc.s.charCodeAt(sc.i))) sc.i++;
  return sc.i === start ? -1 : parseInt(sc.s.slice(start, sc.i), 10);
}

/** A quantifier at `sc.i`: true if one was read (and is well formed), false if there is none, null if malformed. */
function quantifier(sc: Scanner): boolean | null {
  const c = sc.s.charCodeAt(sc.i);
  if (c === 0x2a || c === 0x2b || c === 0x3f) {
    sc.i++;
  } else if (c === 0x7b) {
    sc.i++;
    const min = digits(sc);
    if (min < 0) return null;
    let max = min;
    if (sc.s.charCodeAt(sc.i) === 0x2c) {
      sc.i++;
      max = sc.s.charCodeAt(sc.i) === 0x7d ? Infinity : digits(sc);
      if (max < 0) return null;
    }
    if (sc.s.charCodeAt(sc.i) !== 0x7d || max < min) return null;
    sc.i++;
  } else {
    return false;
  }
  if (sc.s.charCodeAt(sc.i) === 0x3f) sc.i++;
  return true;
}

/** A class "[…]" from just after "[": whether it is in the subset. */
function characterClass(sc: Scanner): boolean {
  const s = sc.s;
  if (s.charCodeAt(sc.i) === 0x5e) sc.i++;
  while (sc.i < s.length) {
    const c = s.charCodeAt(sc.i);
    if (c === 0x5d) {
      sc.i++;
      return true;
    }
    if (c === 0x5c) {
      const e = s.charCodeAt(sc.i + 1);
      if (isClassEscape(e)) {
        // With ignoreCase, "u" and "v" complement \D \S \W inside a class differently.
        if (sc.ignoreCase && (e === 0x44 || e === 0x53 || e === 0x57)) return false;
      } else if (!isControlEscape(e) && !(isEscapableSyntax(e) || e === 0x2d)) {
        return false;
      }
      sc.i += 2;
      continue;
    }
    if (!isWordChar(c)) return false;
    sc.i++;
    if (s.charCodeAt(sc.i) === 0x2d) {
      // A range between two letters, digits or "_".
      const to = s.charCodeAt(sc.i + 1);
      if (!isWordChar(to) || to < c) return false;
      sc.i += 2;
    }
  }
  return false;
}

/** A disjunction up to ")" (inGroup) or the end: whether it is in the subset. */
function disjunction(sc: Scanner, inGroup: boolean): boolean {
  const s = sc.s;
  while (sc.i < s.length) {
    const c = s.charCodeAt(sc.i);
    if (c === 0x29) {
      if (!inGroup) return false;
      sc.i++;
      return true;
    }
    if (c === 0x7c || c === 0x5e || c === 0x24) {
      // | ^ $
      sc.i++;
      continue;
    }
    let quantifiable = true;
    if (c === 0x28) {
      // Only (?: (?= (?!
      const d = s.charCodeAt(sc.i + 2);
      if (s.charCodeAt(sc.i + 1) !== 0x3f || (d !== 0x3a && d !== 0x3d && d !== 0x21)) return false;
      quantifiable = d === 0x3a;
      sc.i += 3;
      if (!disjunction(sc, true)) return false;
    } else if (c === 0x5b) {
      sc.i++;
      if (!characterClass(sc)) return false;
    } else if (c === 0x5c) {
      const e = s.charCodeAt(sc.i + 1);
      if (e === 0x62 || e === 0x42) quantifiable = false; // \b \B
      else if (!isClassEscape(e) && !isControlEscape(e) && !isEscapableSyntax(e)) return false;
      sc.i += 2;
    } else if (c === 0x2e || isLiteral(c)) {
      sc.i++;
    } else {
      // A quantifier with nothing to quantify, or a lone "]", "{" or "}".
      return false;
    }
    const q = quantifier(sc);
    if (q === null || (q && !quantifiable)) return false;
  }
  return !inGroup;
}

/**
 * Whether the regexp group text `source` means the same with the "v" flag,
 * the "u" flag and no flag, on ASCII subjects (see above).
 */
export function isPortableRegexp(source: string, ignoreCase: boolean): boolean {
  return disjunction({ s: source, i: 0, ignoreCase }, false);
}
