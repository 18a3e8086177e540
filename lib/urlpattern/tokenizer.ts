// https://urlpattern.spec.whatwg.org/#tokenizing
//
// The standard counts positions in code points; here they are UTF-16 indices
// of the same input, with a surrogate pair read as one code point (a pair is
// never split), so every substring the standard takes is the same string.
import { isValidNameCodePoint } from './identifiers.js';

// https://urlpattern.spec.whatwg.org/#token-type
export const enum TokenType {
  Open,
  Close,
  Regexp,
  Name,
  Char,
  EscapedChar,
  OtherModifier,
  Asterisk,
  End,
  InvalidChar,
}

/** https://urlpattern.spec.whatwg.org/#token */
export interface Token {
  type: TokenType;
  /** The UTF-16 index in the input of the token's first code point. */
  index: number;
  value: string;
}

/** https://urlpattern.spec.whatwg.org/#tokenize-policy */
export const enum TokenizePolicy {
  Strict,
  Lenient,
}

/** The code point of `s` at `i` (a lone surrogate stands for itself). */
export function codePointAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** The UTF-16 length of code point `cp`. */
function width(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

function tokenizingError(input: string, policy: TokenizePolicy, tokens: Token[], index: number, next: number, why: string): number {
  // https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error
  if (policy === TokenizePolicy.Strict) {
    throw new TypeError(`Invalid URLPattern pattern "${input}": ${why} at index ${index}`);
  }
  tokens.push({ type: TokenType.InvalidChar, index, value: input.slice(index, next) });
  return next;
}

/** https://urlpattern.spec.whatwg.org/#tokenize */
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const tokens: Token[] = [];
  const length = input.length;
  let index = 0;
  while (index < length) {
    const c = input.charCodeAt(index);
    // "Run seek and get the next code point given tokenizer and tokenizer's index."
    const next = index + (c >= 0xd800 && c <= 0xdbff ? width(codePointAt(input, index)) : 1);
    switch (c) {
      case 0x2a: // *
        tokens.push({ type: TokenType.Asterisk, index, value: '*' });
        index = next;
        continue;
      case 0x2b: // +
      case 0x3f: // ?
        tokens.push({ type: TokenType.OtherModifier, index, value: input.charAt(index) });
        index = next;
        continue;
      case 0x5c: { // \
        // "If tokenizer's index is equal to tokenizer's input's code point length − 1"
        if (next === length) {
          index = tokenizingError(input, policy, tokens, index, next, 'a "\\" ends the pattern');
          continue;
        }
        const escapedEnd = next + width(codePointAt(input, next));
        tokens.push({ type: TokenType.EscapedChar, index, value: input.slice(next, escapedEnd) });
        index = escapedEnd;
        continue;
      }
      case 0x7b: // {
        tokens.push({ type: TokenType.Open, index, value: '{' });
        index = next;
        continue;
      case 0x7d: // }
        tokens.push({ type: TokenType.Close, index, value: '}' });
        index = next;
        continue;
      case 0x3a: { // :
        const nameStart = next;
        let namePosition = nameStart;
        while (namePosition < length) {
          const cp = codePointAt(input, namePosition);
          if (!isValidNameCodePoint(cp, namePosition === nameStart)) break;
          namePosition += width(cp);
        }
        if (namePosition <= nameStart) {
          index = tokenizingError(input, policy, tokens, index, nameStart, 'a ":" is not followed by a group name');
          continue;
        }
        tokens.push({ type: TokenType.Name, index, value: input.slice(nameStart, namePosition) });
        index = namePosition;
        continue;
      }
      case 0x28: { // (
        const end = regexpEnd(input, next);
        if (end < 0) {
          index = tokenizingError(input, policy, tokens, index, next, REGEXP_ERRORS[-end - 1]);
          continue;
        }
        // "Let regexp length be regexp position − regexp start − 1" (the
        // closing parenthesis is not part of the value).
        tokens.push({ type: TokenType.Regexp, index, value: input.slice(next, end - 1) });
        index = end;
        continue;
      }
    }
    tokens.push({ type: TokenType.Char, index, value: input.slice(index, next) });
    index = next;
  }
  tokens.push({ type: TokenType.End, index, value: '' });
  return tokens;
}

const REGEXP_ERRORS = [
  'a regular expression group has a non-ASCII character',
  'a regular expression group starts with "?"',
  'a regular expression group ends in "\\"',
  'a group inside a regular expression group does not start with "?"',
  'a regular expression group is not closed',
  'a regular expression group is empty',
];

/**
 * The regexp token steps of https://urlpattern.spec.whatwg.org/#tokenize from
 * `start` (just after the "("): the index after the closing ")", or -(k + 1)
 * for the tokenizing error REGEXP_ERRORS[k].
 */
function regexpEnd(input: string, start: number): number {
  const length = input.length;
  let depth = 1;
  let position = start;
  while (position < length) {
    const c = input.charCodeAt(position);
    // "If the result of running is ASCII given tokenizer's code point is false"
    if (c > 0x7f) return -1;
    if (position === start && c === 0x3f) return -2;
    if (c === 0x5c) {
      // "If regexp position equals tokenizer's input's code point length − 1"
      if (position + 1 === length) return -3;
      if (input.charCodeAt(position + 1) > 0x7f) return -1;
      position += 2;
      continue;
    }
    if (c === 0x29) {
      depth--;
      if (depth === 0) {
        position++;
        break;
      }
    } else if (c === 0x28) {
      depth++;
      if (position + 1 === length) return -5;
      // A group inside the regular expression must be a non-capturing or
      // assertion group: "If tokenizer's code point is not U+003F (?)".
      if (input.charCodeAt(position + 1) !== 0x3f) return -4;
    }
    position++;
  }
  if (depth !== 0) return -5;
  if (position - start - 1 === 0) return -6;
  return position;
}
