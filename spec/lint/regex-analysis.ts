// A small static check for regular expressions that can backtrack
// super-linearly (ReDoS): nested quantifiers, overlapping alternatives under a
// quantifier, adjacent quantifiers over overlapping characters, and an
// unanchored pattern that starts with an unbounded quantifier (re-tried at
// every start position). Conservative on purpose: it flags some safe
// patterns too; lib/ must not need any of these shapes (lib/README.md).

/** Which characters an atom can match: ASCII code points 0-127, and 128 for "anything non-ASCII". */
type CharSet = boolean[];

interface Term {
  atom: Atom;
  min: number;
  max: number;
}
type Atom = { kind: 'set'; set: CharSet } | { kind: 'group'; alt: Term[][] } | { kind: 'empty' };

function emptySet(): CharSet {
  const s: CharSet = [];
  for (let i = 0; i <= 128; i++) s.push(false);
  return s;
}
function fullSet(): CharSet {
  const s = emptySet();
  for (let i = 0; i <= 128; i++) s[i] = true;
  return s;
}
function addRange(s: CharSet, from: number, to: number): void {
  for (let c = from; c <= to; c++) s[c > 127 ? 128 : c] = true;
}
function negate(s: CharSet): CharSet {
  const out = emptySet();
  for (let i = 0; i < 128; i++) out[i] = !s[i];
  out[128] = true;
  return out;
}
function union(a: CharSet, b: CharSet): CharSet {
  const out = emptySet();
  for (let i = 0; i <= 128; i++) out[i] = a[i] || b[i];
  return out;
}
function intersects(a: CharSet, b: CharSet): boolean {
  for (let i = 0; i <= 128; i++) if (a[i] && b[i]) return true;
  return false;
}

function classEscape(ch: string): CharSet | null {
  const s = emptySet();
  switch (ch) {
    case 'd':
      addRange(s, 0x30, 0x39);
      return s;
    case 'w':
      addRange(s, 0x30, 0x39);
      addRange(s, 0x41, 0x5a);
      addRange(s, 0x61, 0x7a);
      s[0x5f] = true;
      return s;
    case 's':
      addRange(s, 0x09, 0x0d);
      s[0x20] = true;
      s[128] = true;
      return s;
    case 'D':
      return negate(classEscape('d') as CharSet);
    case 'W':
      return negate(classEscape('w') as CharSet);
    case 'S': {
      const n = negate(classEscape('s') as CharSet);
      n[128] = true;
      return n;
    }
  }
  return null;
}

class Parser {
  i = 0;
  constructor(private readonly p: string) {}

  parseAlt(): Term[][] {
    const branches: Term[][] = [this.parseSeq()];
    while (this.p[this.i] === '|') {
      this.i++;
      branches.push(this.parseSeq());
    }
    return branches;
  }

  parseSeq(): Term[] {
    const seq: Term[] = [];
    while (this.i < this.p.length && this.p[this.i] !== '|' && this.p[this.i] !== ')') {
      const atom = this.parseAtom();
      const q = this.parseQuantifier();
      seq.push({ atom, min: q[0], max: q[1] });
    }
    return seq;
  }

  parseQuantifier(): [number, number] {
    const c = this.p[this.i];
    let q: [number, number] = [1, 1];
    if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '?') q = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.p.slice(this.i));
      if (m === null) return q;
      this.i += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (this.p[this.i] === '?') this.i++;
      return [min, max];
    } else return q;
    this.i++;
    if (this.p[this.i] === '?') this.i++;
    return q;
  }

  parseAtom(): Atom {
    const c = this.p[this.i++];
    if (c === '(') {
      if (this.p[this.i] === '?') {
        const la = this.p.slice(this.i, this.i + 3);
        if (la.slice(0, 2) === '?=' || la.slice(0, 2) === '?!') this.i += 2;
        else if (la === '?<=' || la === '?<!') this.i += 3;
        else if (la.slice(0, 2) === '?:') this.i += 2;
        else if (la.slice(0, 2) === '?<') this.i = this.p.indexOf('>', this.i) + 1;
      }
      const alt = this.parseAlt();
      this.i++; // ")"
      return { kind: 'group', alt };
    }
    if (c === '[') return { kind: 'set', set: this.parseClass() };
    if (c === '.') return { kind: 'set', set: fullSet() };
    if (c === '^' || c === '$') return { kind: 'empty' };
    if (c === '\\') return this.parseEscape(false);
    const s = emptySet();
    addRange(s, c.charCodeAt(0), c.charCodeAt(0));
    return { kind: 'set', set: s };
  }

  /** After a "\\": one character's set (or a class escape); in a class, b is backspace. */
  parseEscape(inClass: boolean): Atom {
    const e = this.p[this.i++];
    const cls = classEscape(e);
    if (cls !== null) return { kind: 'set', set: cls };
    if (!inClass && (e === 'b' || e === 'B')) return { kind: 'empty' };
    const s = emptySet();
    let code: number;
    if (e === 'x') {
      code = parseInt(this.p.slice(this.i, this.i + 2), 16);
      this.i += 2;
    } else if (e === 'u') {
      if (this.p[this.i] === '{') {
        const end = this.p.indexOf('}', this.i);
        code = parseInt(this.p.slice(this.i + 1, end), 16);
        this.i = end + 1;
      } else {
        code = parseInt(this.p.slice(this.i, this.i + 4), 16);
        this.i += 4;
      }
    } else if (e === 'n') code = 10;
    else if (e === 'r') code = 13;
    else if (e === 't') code = 9;
    else if (e === 'f') code = 12;
    else if (e === 'v') code = 11;
    else if (e === '0') code = 0;
    else if (e === 'c') code = this.p.charCodeAt(this.i++) % 32;
    else if (/[1-9]/.test(e)) return { kind: 'set', set: fullSet() }; // a back-reference matches anything
    else if (inClass && e === 'b') code = 8;
    else code = e.charCodeAt(0);
    addRange(s, code, code);
    return { kind: 'set', set: s };
  }

  parseClass(): CharSet {
    let negated = false;
    if (this.p[this.i] === '^') {
      negated = true;
      this.i++;
    }
    let set = emptySet();
    let first = true;
    while (this.i < this.p.length && (this.p[this.i] !== ']' || first)) {
      first = false;
      const from = this.classChar();
      if (from === null) continue;
      if (typeof from !== 'number') {
        set = union(set, from);
        continue;
      }
      if (this.p[this.i] === '-' && this.p[this.i + 1] !== ']' && this.i + 1 < this.p.length) {
        this.i++;
        const to = this.classChar();
        if (typeof to === 'number') addRange(set, from, to);
        else if (to !== null) {
          addRange(set, from, from);
          set[0x2d] = true;
          set = union(set, to);
        }
      } else addRange(set, from, from);
    }
    this.i++; // "]"
    return negated ? negate(set) : set;
  }

  /** One class member: a code point, or a set for \d etc. */
  classChar(): number | CharSet | null {
    const c = this.p[this.i++];
    if (c !== '\\') return c.charCodeAt(0);
    const a = this.parseEscape(true);
    if (a.kind !== 'set') return null;
    let only = -1;
    let count = 0;
    for (let k = 0; k <= 128; k++) {
      if (a.set[k]) {
        count++;
        only = k;
      }
    }
    if (count === 1 && only < 128) return only;
    return a.set;
  }
}

/** Every character a term can match (any of its positions). */
function charsOf(atom: Atom): CharSet {
  if (atom.kind === 'set') return atom.set;
  if (atom.kind === 'empty') return emptySet();
  let s = emptySet();
  for (const seq of atom.alt) for (const t of seq) s = union(s, charsOf(t.atom));
  return s;
}

/** The characters a sequence can start with. */
function firstOf(seq: Term[]): CharSet {
  let s = emptySet();
  for (const t of seq) {
    s = union(s, t.atom.kind === 'group' ? firstOfAlt(t.atom.alt) : charsOf(t.atom));
    if (t.min > 0 && !(t.atom.kind === 'empty') && !canBeEmpty(t.atom)) return s;
  }
  return s;
}
function firstOfAlt(alt: Term[][]): CharSet {
  let s = emptySet();
  for (const seq of alt) s = union(s, firstOf(seq));
  return s;
}
function canBeEmpty(atom: Atom): boolean {
  if (atom.kind === 'empty') return true;
  if (atom.kind === 'set') return false;
  return atom.alt.some((seq) => seq.every((t) => t.min === 0 || canBeEmpty(t.atom)));
}
function hasUnbounded(alt: Term[][]): boolean {
  for (const seq of alt) {
    for (const t of seq) {
      if (t.max === Infinity) return true;
      if (t.atom.kind === 'group' && hasUnbounded(t.atom.alt)) return true;
    }
  }
  return false;
}

function hasVariable(alt: Term[][]): boolean {
  for (const seq of alt) {
    for (const t of seq) {
      if (t.max > t.min) return true;
      if (t.atom.kind === 'group' && hasVariable(t.atom.alt)) return true;
    }
  }
  return false;
}

function check(alt: Term[][], problems: string[]): void {
  for (const seq of alt) {
    for (let k = 0; k < seq.length; k++) {
      const t = seq[k];
      if (t.atom.kind === 'group') {
        if ((t.max > 1 && hasUnbounded(t.atom.alt)) || (t.max === Infinity && hasVariable(t.atom.alt))) problems.push('nested quantifiers');
        if (t.max > 1 && t.atom.alt.length > 1) {
          for (let a = 0; a < t.atom.alt.length; a++) {
            for (let b = a + 1; b < t.atom.alt.length; b++) {
              if (intersects(firstOf(t.atom.alt[a]), firstOf(t.atom.alt[b]))) problems.push('overlapping alternatives under a quantifier');
            }
          }
        }
        check(t.atom.alt, problems);
      }
      if (t.max !== Infinity) continue;
      // Adjacent unbounded quantifiers (possibly with optional terms between) over overlapping characters.
      for (let j = k + 1; j < seq.length; j++) {
        const u = seq[j];
        if (u.max === Infinity && intersects(charsOf(t.atom), charsOf(u.atom))) {
          problems.push('adjacent quantifiers over overlapping characters');
          break;
        }
        if (u.min > 0 && !canBeEmpty(u.atom)) break;
      }
    }
  }
}

/** The super-linear shapes found in a pattern ([] when none). */
export function regexProblems(pattern: string): string[] {
  const parser = new Parser(pattern);
  const alt = parser.parseAlt();
  const problems: string[] = [];
  check(alt, problems);
  // An unanchored pattern beginning with an unbounded quantifier is re-run
  // from every start position: quadratic on a long failing input.
  for (const seq of alt) {
    if (seq.length > 1 && seq[0].max === Infinity && seq[0].atom.kind !== 'empty') problems.push('unanchored leading unbounded quantifier');
  }
  return problems.filter((p, i) => problems.indexOf(p) === i);
}
