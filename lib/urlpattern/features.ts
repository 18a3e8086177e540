// What this engine's regular expressions can do, probed once, on first use,
// by constructing and running small expressions (an engine that accepted a
// flag without honouring it fails the run). The result is a constant of the
// engine, not of any input: computing it again would give the same.
//
// The standard compiles every component with the "v" flag
// (https://urlpattern.spec.whatwg.org/#compile-a-component); component.ts
// decides from these what an engine without it, or with a faulty one, can
// still match exactly.

export interface RegExpFeatures {
  /** The "v" flag (ES2024 unicodeSets): set operations in classes. */
  readonly v: boolean;
  /**
   * Whether "v" matches a repeated class of every code point written as a
   * complement of nothing ([^] and the like) right. V8 11.3 (Node 20) does
   * not: /^[^]+$/v fails "ab", and /[^\P{Any}]+/v crashes the process.
   */
  readonly vComplement: boolean;
  /**
   * Whether "v" with "i" case-folds the operands of set operations before
   * the operation, as ES2024 says. V8 11.3 matches "A" with /^[[a-z]--a]$/vi.
   */
  readonly vCaseFolding: boolean;
  /**
   * Whether "v" parses what the standard's expressions hold outside classes:
   * ":" and "/" are not escaped by https://urlpattern.spec.whatwg.org/#escape-a-regexp-string.
   * The QuickJS of quickjs-emscripten 0.32 rejects "::" and "/" there under "v"
   * (as if they were in a class).
   */
  readonly vSyntax: boolean;
  /** The "u" flag (ES2015): code point semantics and the strict Unicode grammar. */
  readonly u: boolean;
  /** \p{…} with the "u" flag (ES2018): needed for group names with non-ASCII characters. */
  readonly propertyEscapes: boolean;
  /**
   * Whether a capturing group that did not participate in a match is
   * undefined in the exec() result (ES5 §15.10.2.1, the State's captures).
   * mujs gives "" for it.
   */
  readonly unmatchedUndefined: boolean;
  /**
   * Whether an optional group whose one iteration would match the empty
   * string does not participate (ES5 §15.10.2.5 RepeatMatcher: with min
   * zero, an iteration that ends where it started fails). Duktape 2.7 and
   * mujs let it match "", so its capture is "" instead of undefined.
   */
  readonly emptyIterationFails: boolean;
}

// Each probe's expression is written where it is made (a literal pattern,
// which spec/lint/regex.spec.ts checks), and made inside the try: an engine
// without the flag throws a SyntaxError.
function runs(make: () => RegExp, subject: string): boolean {
  try {
    return make().test(subject);
  } catch (e) {
    return false;
  }
}

const setDifference = (): RegExp => new RegExp('^[\\p{L}--\\p{Lu}]$', 'v');
const complementPlus = (): RegExp => new RegExp('^[^]+$', 'v');
const complementStar = (): RegExp => new RegExp('^[^]*$', 'v');
const foldedDifference = (): RegExp => new RegExp('^[[a-z]--a]$', 'vi');
const colonsAndSlash = (): RegExp => new RegExp('^a::b/c$', 'v');
const oneCodePoint = (): RegExp => new RegExp('^.$', 'u');
const letter = (): RegExp => new RegExp('^\\p{L}$', 'u');

/** Whether the capture of `re` run on `subject` is undefined. */
function captureUndefined(re: RegExp, subject: string): boolean {
  const m = re.exec(subject);
  return m !== null && m[1] === undefined;
}

let probed: RegExpFeatures | undefined;

/** The features of this engine (probed on the first call). */
export function regExpFeatures(): RegExpFeatures {
  if (probed === undefined) {
    // "a" is a lower-case letter, and the difference leaves it in.
    const v = runs(setDifference, 'a') && !runs(setDifference, 'A');
    probed = {
      v,
      vComplement: v && runs(complementPlus, 'ab') && runs(complementStar, 'a'),
      vCaseFolding: v && !runs(foldedDifference, 'A') && runs(foldedDifference, 'B'),
      vSyntax: v && runs(colonsAndSlash, 'a::b/c'),
      // One astral code point is one "." only with "u".
      u: runs(oneCodePoint, '\ud83d\udeb2'),
      propertyEscapes: runs(letter, 'a') && !runs(letter, '1'),
      unmatchedUndefined: captureUndefined(/(a)?b/, 'b'),
      emptyIterationFails: captureUndefined(/^(?:(|a))?$/, ''),
    };
  }
  return probed;
}
