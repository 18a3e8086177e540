// https://urlpattern.spec.whatwg.org/#component: compiling a component and
// matching one string against it.
//
// The standard matches every component with its regular expression. Two
// kinds of component are matched without one, with the same result (the
// note under https://urlpattern.spec.whatwg.org/#compile-a-component allows
// it): a lone full wildcard "*", whose expression ^(.*)$ matches every string
// a component is matched against (canonical URL components never hold a
// line terminator: the URL parser removes tabs and newlines and
// percent-encodes the other controls), and fixed text alone, whose expression
// ^<escaped text>$ matches exactly that text (with ignoreCase, in any case:
// both sides are ASCII, see lib/urlpattern/portable.ts). Neither has a regexp
// group, so neither could make RegExpCreate throw.
import type { EncodingCallback } from './canonicalize.js';
import { Modifier, Options, PartType, parsePatternString } from './pattern-parser.js';
import type { Part } from './pattern-parser.js';
import { generatePatternString, generateRegExpAndNames } from './regexp.js';
import { regExpFeatures } from './features.js';
import type { RegExpFeatures } from './features.js';
import { isPortableRegexp } from './portable.js';

const enum MatchKind {
  /** Every string matches; one group, the whole string. */
  Any,
  /** Exactly `text` matches (in any ASCII case with ignoreCase); no group. */
  Exact,
  /** `regexp` decides. */
  RegExp,
}

/** https://urlpattern.spec.whatwg.org/#component */
export interface Component {
  /** https://urlpattern.spec.whatwg.org/#component-pattern-string */
  pattern: string;
  /** https://urlpattern.spec.whatwg.org/#component-group-name-list */
  names: string[];
  /** https://urlpattern.spec.whatwg.org/#component-has-regexp-groups */
  hasRegExpGroups: boolean;
  kind: MatchKind;
  /** MatchKind.Exact: the text (lower case with ignoreCase). */
  text: string;
  ignoreCase: boolean;
  /** MatchKind.RegExp: https://urlpattern.spec.whatwg.org/#component-regular-expression */
  regexp: RegExp | null;
  /** For each name, when its group may not participate in a match (see GroupKind). */
  groupKinds: GroupKind[];
}

/**
 * When a part's capturing group (https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list)
 * may not participate in a match, and what "" from a faulty engine means then
 * (RegExpFeatures.unmatchedUndefined, emptyIterationFails).
 */
const enum GroupKind {
  /** It participates in every match (no modifier, "+", or "*" without prefix and suffix: the group is outside the repetition). */
  Always,
  /**
   * Optional, and when it participates it captures a non-empty string: its
   * value can match nothing but "" (segment wildcard, "[^<delimiter>]+?"), or
   * it has no prefix or suffix, so its iteration would be empty and fail. ""
   * means it did not participate.
   */
  NonEmpty,
  /**
   * Optional, within a non-empty prefix or suffix, and its value may match "":
   * "" means it participated, unless the engine gives "" for a group that did not.
   */
  MaybeEmpty,
}

/** The GroupKind of each part with a group, in the order of the name list. */
function groupKindsOf(parts: Part[]): GroupKind[] {
  const kinds: GroupKind[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type === PartType.FixedText) continue;
    const optional = part.modifier === Modifier.Optional || part.modifier === Modifier.ZeroOrMore;
    const bare = part.prefix === '' && part.suffix === '';
    if (!optional || (bare && part.modifier === Modifier.ZeroOrMore)) kinds.push(GroupKind.Always);
    else if (bare || part.type === PartType.SegmentWildcard) kinds.push(GroupKind.NonEmpty);
    else kinds.push(GroupKind.MaybeEmpty);
  }
  return kinds;
}

/**
 * What RegExpBuiltinExec gives for a component that matched: the value of the
 * group named names[k] at index k + 1 (undefined: it did not participate).
 */
export type Groups = ArrayLike<string | undefined>;

/** Whether a regexp group text may hold a class that is the complement of nothing (see RegExpFeatures.vComplement). */
function mayComplementNothing(text: string): boolean {
  return text.indexOf('[^') >= 0 || text.indexOf('\\P') >= 0;
}

/**
 * The flags for RegExpCreate in https://urlpattern.spec.whatwg.org/#compile-a-component
 * on an engine with `features`, without "i": "v" where the engine has it and
 * it passes the probes of lib/urlpattern/features.ts. Otherwise "u" or no
 * flag when lib/urlpattern/portable.ts shows that the expression means the
 * same (the text of the regexp groups is the only part to check); else "v"
 * when the expression avoids what the faulty "v" failed; else a TypeError
 * that names what the engine lacks. Never flags that could make the
 * expression match otherwise than the standard's.
 */
export function regExpFlags(features: RegExpFeatures, regexpGroups: string[], ignoreCase: boolean): string {
  if (features.v && features.vComplement && features.vCaseFolding && features.vSyntax) return 'v';
  let needsV = '';
  let complement = false;
  for (let i = 0; i < regexpGroups.length; i++) {
    if (!isPortableRegexp(regexpGroups[i], ignoreCase)) needsV = needsV || regexpGroups[i];
    if (mayComplementNothing(regexpGroups[i])) complement = true;
  }
  if (needsV === '') return features.u ? 'u' : '';
  let fault = '';
  if (!features.v) fault = 'this engine lacks it';
  else if (!features.vSyntax) fault = 'this engine lacks a "v" that parses the standard\'s expressions ("::" or "/" outside a class)';
  else if (ignoreCase && !features.vCaseFolding) fault = "this engine's case-folds set operations wrongly with ignoreCase";
  else if (complement && !features.vComplement) fault = "this engine's mis-matches a class of every code point written as a complement";
  if (fault !== '') {
    throw new TypeError(
      `URLPattern: the regular expression group "(${needsV})" needs the RegExp "v" flag ` +
        `(unicodeSets, ES2024) to be checked and matched as the standard says, and ${fault}`,
    );
  }
  return 'v';
}

/** RegExpCreate(source, flags): "If this throws an exception, catch it, and throw a TypeError." */
function createRegExp(source: string, regexpGroups: string[], ignoreCase: boolean): RegExp {
  const flags = regExpFlags(regExpFeatures(), regexpGroups, ignoreCase) + (ignoreCase ? 'i' : '');
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new TypeError(`URLPattern: invalid regular expression /${source}/${flags}: ${(e as Error).message}`);
  }
}

/** https://urlpattern.spec.whatwg.org/#compile-a-component */
export function compileComponent(input: string, encode: EncodingCallback, options: Options): Component {
  const parts = parsePatternString(input, options, encode);
  const { source, names } = generateRegExpAndNames(parts, options);
  const regexpGroups: string[] = [];
  for (let i = 0; i < parts.length; i++) if (parts[i].type === PartType.Regexp) regexpGroups.push(parts[i].value);
  const component: Component = {
    pattern: generatePatternString(parts, options),
    names,
    hasRegExpGroups: regexpGroups.length > 0,
    kind: MatchKind.RegExp,
    text: '',
    ignoreCase: options.ignoreCase,
    regexp: null,
    groupKinds: groupKindsOf(parts),
  };
  const only = parts.length === 1 ? parts[0] : null;
  if (parts.length === 0) {
    component.kind = MatchKind.Exact;
  } else if (only !== null && only.type === PartType.FixedText && only.modifier === Modifier.None) {
    component.kind = MatchKind.Exact;
    component.text = options.ignoreCase ? only.value.toLowerCase() : only.value;
  } else if (
    only !== null &&
    only.type === PartType.FullWildcard &&
    only.modifier === Modifier.None &&
    only.prefix === '' &&
    only.suffix === ''
  ) {
    component.kind = MatchKind.Any;
  } else {
    component.regexp = createRegExp(source, regexpGroups, options.ignoreCase);
  }
  return component;
}

/** Whether `input` matches the component: RegExpBuiltinExec(regular expression, input) is not null. */
export function testComponent(component: Component, input: string): boolean {
  switch (component.kind) {
    case MatchKind.Any:
      return true;
    case MatchKind.Exact:
      return component.ignoreCase ? input.toLowerCase() === component.text : input === component.text;
  }
  return (component.regexp as RegExp).test(input);
}

/** RegExpBuiltinExec(component's regular expression, input): the groups (see Groups), or null when it does not match. */
export function execComponent(component: Component, input: string): Groups | null {
  switch (component.kind) {
    case MatchKind.Any:
      return [input, input];
    case MatchKind.Exact:
      return testComponent(component, input) ? [input] : null;
  }
  const m = (component.regexp as RegExp).exec(input);
  const features = regExpFeatures();
  if (m === null || (features.unmatchedUndefined && features.emptyIterationFails)) return m;
  return participating(component, m, features.unmatchedUndefined);
}

/**
 * The groups of a match as an engine without faults gives them, from an
 * engine that gives "" for a group that did not participate (where
 * `unmatchedUndefined` is false) or that let an optional group match an
 * empty iteration: "" of a GroupKind.NonEmpty group is undefined. A
 * GroupKind.MaybeEmpty group's "" is its value where only empty iterations
 * are faulty (its iterations are never empty); where unmatched groups are "",
 * it cannot be told from no participation, and exec() throws rather than guess.
 */
function participating(component: Component, m: RegExpExecArray, unmatchedUndefined: boolean): Groups {
  const out: (string | undefined)[] = [];
  for (let i = 0; i < m.length; i++) out.push(m[i]);
  for (let k = 0; k < component.groupKinds.length; k++) {
    if (out[k + 1] !== '') continue;
    const kind = component.groupKinds[k];
    if (kind === GroupKind.NonEmpty) out[k + 1] = undefined;
    else if (kind === GroupKind.MaybeEmpty && !unmatchedUndefined) {
      throw new TypeError(
        'URLPattern: exec() cannot tell whether the group "' + component.names[k] + '" of the pattern "' + component.pattern +
          '" took part in the match: that needs RegExp captures that stay undefined for a group that did not ' +
          '(ES5 15.10.2), and this engine lacks them (it gives "")',
      );
    }
  }
  return out;
}

// https://url.spec.whatwg.org/#special-scheme
const SPECIAL_SCHEMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];

/** https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme */
export function matchesSpecialScheme(protocol: Component): boolean {
  for (let i = 0; i < SPECIAL_SCHEMES.length; i++) if (testComponent(protocol, SPECIAL_SCHEMES[i])) return true;
  return false;
}
