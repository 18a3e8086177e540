// https://urlpattern.spec.whatwg.org/#parsing-pattern-strings: a pattern
// string to a part list.
import { Token, TokenType, TokenizePolicy, tokenize } from './tokenizer.js';
import type { EncodingCallback } from './canonicalize.js';
import { escapeRegexpString } from './escape.js';

// https://urlpattern.spec.whatwg.org/#part-type
export const enum PartType {
  FixedText,
  Regexp,
  SegmentWildcard,
  FullWildcard,
}

// https://urlpattern.spec.whatwg.org/#part-modifier
export const enum Modifier {
  None,
  Optional,
  ZeroOrMore,
  OneOrMore,
}

/** https://urlpattern.spec.whatwg.org/#part */
export interface Part {
  type: PartType;
  value: string;
  modifier: Modifier;
  name: string;
  prefix: string;
  suffix: string;
}

/** https://urlpattern.spec.whatwg.org/#options-header */
export interface Options {
  /** One ASCII code point or "". */
  delimiter: string;
  /** One ASCII code point or "". */
  prefix: string;
  ignoreCase: boolean;
}

/** https://urlpattern.spec.whatwg.org/#default-options */
export const DEFAULT_OPTIONS: Options = { delimiter: '', prefix: '', ignoreCase: false };
/** https://urlpattern.spec.whatwg.org/#hostname-options */
export const HOSTNAME_OPTIONS: Options = { delimiter: '.', prefix: '', ignoreCase: false };
/** https://urlpattern.spec.whatwg.org/#pathname-options */
export const PATHNAME_OPTIONS: Options = { delimiter: '/', prefix: '/', ignoreCase: false };

/** https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value */
export const FULL_WILDCARD_REGEXP = '.*';

/** https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp */
export function segmentWildcardRegexp(options: Options): string {
  return '[^' + escapeRegexpString(options.delimiter) + ']+?';
}

/** https://urlpattern.spec.whatwg.org/#pattern-parser */
interface PatternParser {
  input: string;
  tokens: Token[];
  encode: EncodingCallback;
  segmentWildcard: string;
  parts: Part[];
  pendingFixedValue: string;
  index: number;
  nextNumericName: number;
}

function fail(parser: PatternParser, why: string): TypeError {
  const token = parser.tokens[parser.index];
  return new TypeError(`Invalid URLPattern pattern "${parser.input}": ${why} at index ${token.index}`);
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token */
function tryConsume(parser: PatternParser, type: TokenType): Token | null {
  const token = parser.tokens[parser.index];
  if (token.type !== type) return null;
  parser.index++;
  return token;
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token */
function tryConsumeModifier(parser: PatternParser): Token | null {
  const token = tryConsume(parser, TokenType.OtherModifier);
  return token !== null ? token : tryConsume(parser, TokenType.Asterisk);
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token */
function tryConsumeRegexpOrWildcard(parser: PatternParser, nameToken: Token | null): Token | null {
  const token = tryConsume(parser, TokenType.Regexp);
  if (nameToken === null && token === null) return tryConsume(parser, TokenType.Asterisk);
  return token;
}

/** https://urlpattern.spec.whatwg.org/#consume-a-required-token */
function consumeRequired(parser: PatternParser, type: TokenType): Token {
  const token = tryConsume(parser, type);
  if (token === null) throw fail(parser, type === TokenType.End ? 'unexpected character' : 'a "{" is not closed by "}"');
  return token;
}

/** https://urlpattern.spec.whatwg.org/#consume-text */
function consumeText(parser: PatternParser): string {
  let result = '';
  for (;;) {
    let token = tryConsume(parser, TokenType.Char);
    if (token === null) token = tryConsume(parser, TokenType.EscapedChar);
    if (token === null) return result;
    result += token.value;
  }
}

/** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
function maybeAddPendingFixedValue(parser: PatternParser): void {
  if (parser.pendingFixedValue === '') return;
  const encoded = parser.encode(parser.pendingFixedValue);
  parser.pendingFixedValue = '';
  parser.parts.push({ type: PartType.FixedText, value: encoded, modifier: Modifier.None, name: '', prefix: '', suffix: '' });
}

function modifierOf(token: Token | null): Modifier {
  if (token === null) return Modifier.None;
  return token.value === '?' ? Modifier.Optional : token.value === '*' ? Modifier.ZeroOrMore : Modifier.OneOrMore;
}

/** https://urlpattern.spec.whatwg.org/#add-a-part */
function addPart(
  parser: PatternParser,
  prefix: string,
  nameToken: Token | null,
  regexpOrWildcardToken: Token | null,
  suffix: string,
  modifierToken: Token | null,
): void {
  const modifier = modifierOf(modifierToken);
  if (nameToken === null && regexpOrWildcardToken === null && modifier === Modifier.None) {
    // This was a "{foo}" grouping: its text joins the pending fixed value.
    parser.pendingFixedValue += prefix;
    return;
  }
  maybeAddPendingFixedValue(parser);
  if (nameToken === null && regexpOrWildcardToken === null) {
    // A "{foo}?" grouping: the modifier keeps it a part of its own.
    if (prefix === '') return;
    parser.parts.push({ type: PartType.FixedText, value: parser.encode(prefix), modifier, name: '', prefix: '', suffix: '' });
    return;
  }
  let regexpValue: string;
  if (regexpOrWildcardToken === null) regexpValue = parser.segmentWildcard;
  else if (regexpOrWildcardToken.type === TokenType.Asterisk) regexpValue = FULL_WILDCARD_REGEXP;
  else regexpValue = regexpOrWildcardToken.value;
  // A regexp token equal to a wildcard's expression is that wildcard.
  let type = PartType.Regexp;
  if (regexpValue === parser.segmentWildcard) {
    type = PartType.SegmentWildcard;
    regexpValue = '';
  } else if (regexpValue === FULL_WILDCARD_REGEXP) {
    type = PartType.FullWildcard;
    regexpValue = '';
  }
  let name = '';
  if (nameToken !== null) {
    name = nameToken.value;
  } else if (regexpOrWildcardToken !== null) {
    name = '' + parser.nextNumericName;
    parser.nextNumericName++;
  }
  // https://urlpattern.spec.whatwg.org/#is-a-duplicate-name
  for (let i = 0; i < parser.parts.length; i++) {
    if (parser.parts[i].name === name) throw fail(parser, `duplicate group name "${name}"`);
  }
  parser.parts.push({
    type,
    value: regexpValue,
    modifier,
    name,
    prefix: parser.encode(prefix),
    suffix: parser.encode(suffix),
  });
}

/** https://urlpattern.spec.whatwg.org/#parse-a-pattern-string */
export function parsePatternString(input: string, options: Options, encode: EncodingCallback): Part[] {
  const parser: PatternParser = {
    input,
    tokens: tokenize(input, TokenizePolicy.Strict),
    encode,
    segmentWildcard: segmentWildcardRegexp(options),
    parts: [],
    pendingFixedValue: '',
    index: 0,
    nextNumericName: 0,
  };
  while (parser.index < parser.tokens.length) {
    // <prefix char><name><regexp><modifier>, each of them optional.
    const charToken = tryConsume(parser, TokenType.Char);
    let nameToken = tryConsume(parser, TokenType.Name);
    let regexpOrWildcardToken = tryConsumeRegexpOrWildcard(parser, nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      // A matching group: its part is added at once.
      let prefix = charToken !== null ? charToken.value : '';
      if (prefix !== '' && prefix !== options.prefix) {
        parser.pendingFixedValue += prefix;
        prefix = '';
      }
      maybeAddPendingFixedValue(parser);
      addPart(parser, prefix, nameToken, regexpOrWildcardToken, '', tryConsumeModifier(parser));
      continue;
    }
    // No matching group: buffer the fixed text, to make as long a part as possible.
    let fixedToken = charToken;
    if (fixedToken === null) fixedToken = tryConsume(parser, TokenType.EscapedChar);
    if (fixedToken !== null) {
      parser.pendingFixedValue += fixedToken.value;
      continue;
    }
    // <open><char prefix><name><regexp><char suffix><close><modifier>
    if (tryConsume(parser, TokenType.Open) !== null) {
      const prefix = consumeText(parser);
      nameToken = tryConsume(parser, TokenType.Name);
      regexpOrWildcardToken = tryConsumeRegexpOrWildcard(parser, nameToken);
      const suffix = consumeText(parser);
      consumeRequired(parser, TokenType.Close);
      addPart(parser, prefix, nameToken, regexpOrWildcardToken, suffix, tryConsumeModifier(parser));
      continue;
    }
    maybeAddPendingFixedValue(parser);
    consumeRequired(parser, TokenType.End);
  }
  return parser.parts;
}
