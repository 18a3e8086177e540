// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions
// and https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings
import { Modifier, Options, Part, PartType, FULL_WILDCARD_REGEXP, segmentWildcardRegexp } from './pattern-parser.js';
import { escapePatternString, escapeRegexpString } from './escape.js';
import { codePointAt } from './tokenizer.js';
import { isValidNameCodePoint } from './identifiers.js';

/** https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string */
function modifierString(modifier: Modifier): string {
  return modifier === Modifier.ZeroOrMore ? '*' : modifier === Modifier.Optional ? '?' : modifier === Modifier.OneOrMore ? '+' : '';
}

/** The regular expression source of a part list, and the names of its capturing groups in order. */
export interface RegExpAndNames {
  source: string;
  names: string[];
}

/**
 * https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp as
 * compiled: for an empty delimiter the standard's "[^]+?" is written
 * "[\s\S]+?", the same set of code points under every flag; V8 11.3 (Node
 * 20) mis-matches a repeated [^] with "v" (lib/urlpattern/features.ts).
 */
function segmentWildcardSource(options: Options): string {
  return options.delimiter === '' ? '[\\s\\S]+?' : segmentWildcardRegexp(options);
}

/** https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list */
export function generateRegExpAndNames(parts: Part[], options: Options): RegExpAndNames {
  let result = '^';
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type === PartType.FixedText) {
      if (part.modifier === Modifier.None) result += escapeRegexpString(part.value);
      // A fixed text with a modifier: (?:<fixed text>)<modifier>
      else result += '(?:' + escapeRegexpString(part.value) + ')' + modifierString(part.modifier);
      continue;
    }
    names.push(part.name);
    let value = part.value;
    if (part.type === PartType.SegmentWildcard) value = segmentWildcardSource(options);
    else if (part.type === PartType.FullWildcard) value = FULL_WILDCARD_REGEXP;
    if (part.prefix === '' && part.suffix === '') {
      // (<regexp value>)<modifier>, or for a repeating modifier
      // ((?:<regexp value>)<modifier>)
      if (part.modifier === Modifier.None || part.modifier === Modifier.Optional) {
        result += '(' + value + ')' + modifierString(part.modifier);
      } else {
        result += '((?:' + value + ')' + modifierString(part.modifier) + ')';
      }
      continue;
    }
    const prefix = escapeRegexpString(part.prefix);
    const suffix = escapeRegexpString(part.suffix);
    if (part.modifier === Modifier.None || part.modifier === Modifier.Optional) {
      // (?:<prefix>(<regexp value>)<suffix>)<modifier>
      result += '(?:' + prefix + '(' + value + ')' + suffix + ')' + modifierString(part.modifier);
      continue;
    }
    // A repeating part with a prefix or suffix: the first repetition without
    // the prefix, and the last without the suffix.
    // (?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?
    result += '(?:' + prefix + '((?:' + value + ')(?:' + suffix + prefix + '(?:' + value + '))*)' + suffix + ')';
    if (part.modifier === Modifier.ZeroOrMore) result += '?';
  }
  return { source: result + '$', names };
}

function startsWithDigit(name: string): boolean {
  const c = name.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
}

/** Whether the first code point of `s` is a valid name code point (not the first of a name). */
function startsWithNameCodePoint(s: string): boolean {
  return s !== '' && isValidNameCodePoint(codePointAt(s, 0), false);
}

/** https://urlpattern.spec.whatwg.org/#generate-a-pattern-string */
export function generatePatternString(parts: Part[], options: Options): string {
  let result = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const previous = i > 0 ? parts[i - 1] : null;
    const next = i < parts.length - 1 ? parts[i + 1] : null;
    if (part.type === PartType.FixedText) {
      if (part.modifier === Modifier.None) result += escapePatternString(part.value);
      else result += '{' + escapePatternString(part.value) + '}' + modifierString(part.modifier);
      continue;
    }
    const customName = !startsWithDigit(part.name);
    let needsGrouping = part.suffix !== '' || (part.prefix !== '' && part.prefix !== options.prefix);
    // A named segment wildcard followed by text that would read as more of
    // its name, or by a numbered group, needs its braces.
    if (
      !needsGrouping &&
      customName &&
      part.type === PartType.SegmentWildcard &&
      part.modifier === Modifier.None &&
      next !== null &&
      next.prefix === '' &&
      next.suffix === ''
    ) {
      if (next.type === PartType.FixedText) needsGrouping = startsWithNameCodePoint(next.value);
      else needsGrouping = startsWithDigit(next.name);
    }
    // "previous part's value's last code point is options's prefix code point"
    if (
      !needsGrouping &&
      part.prefix === '' &&
      previous !== null &&
      previous.type === PartType.FixedText &&
      previous.value !== '' &&
      previous.value.charAt(previous.value.length - 1) === options.prefix
    ) {
      needsGrouping = true;
    }
    if (needsGrouping) result += '{';
    result += escapePatternString(part.prefix);
    if (customName) result += ':' + part.name;
    if (part.type === PartType.Regexp) {
      result += '(' + part.value + ')';
    } else if (part.type === PartType.SegmentWildcard && !customName) {
      result += '(' + segmentWildcardRegexp(options) + ')';
    } else if (part.type === PartType.FullWildcard) {
      if (
        !customName &&
        (previous === null ||
          previous.type === PartType.FixedText ||
          previous.modifier !== Modifier.None ||
          needsGrouping ||
          part.prefix !== '')
      ) {
        result += '*';
      } else {
        result += '(' + FULL_WILDCARD_REGEXP + ')';
      }
    }
    // A suffix that would read as more of the name is escaped.
    if (part.type === PartType.SegmentWildcard && customName && startsWithNameCodePoint(part.suffix)) result += '\\';
    result += escapePatternString(part.suffix);
    if (needsGrouping) result += '}';
    result += modifierString(part.modifier);
  }
  return result;
}
