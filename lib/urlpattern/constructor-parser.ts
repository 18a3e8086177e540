// https://urlpattern.spec.whatwg.org/#constructor-string-parsing: a pattern
// written as one URL-like string ("https://*.example.com/:path*") to a
// URLPatternInit of component patterns.
import type { URLPatternInit } from './types.js';
import { Token, TokenType, TokenizePolicy, tokenize } from './tokenizer.js';
import { encodeProtocol } from './canonicalize.js';
import { compileComponent, matchesSpecialScheme } from './component.js';
import { DEFAULT_OPTIONS } from './pattern-parser.js';

// https://urlpattern.spec.whatwg.org/#constructor-string-parser-state, in the
// order of the URL's components (the comparisons in changeState use it).
const enum State {
  Init,
  Protocol,
  Authority,
  Username,
  Password,
  Hostname,
  Port,
  Pathname,
  Search,
  Hash,
  Done,
}

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser */
interface Parser {
  input: string;
  tokens: Token[];
  result: URLPatternInit;
  componentStart: number;
  tokenIndex: number;
  tokenIncrement: number;
  groupDepth: number;
  hostnameIPv6BracketDepth: number;
  protocolMatchesSpecialScheme: boolean;
  state: State;
}

/** result[state] = value, for the states that are components. */
function setComponent(result: URLPatternInit, state: State, value: string): void {
  switch (state) {
    case State.Protocol: result.protocol = value; break;
    case State.Username: result.username = value; break;
    case State.Password: result.password = value; break;
    case State.Hostname: result.hostname = value; break;
    case State.Port: result.port = value; break;
    case State.Pathname: result.pathname = value; break;
    case State.Search: result.search = value; break;
    case State.Hash: result.hash = value; break;
  }
}

/** https://urlpattern.spec.whatwg.org/#get-a-safe-token */
function safeToken(parser: Parser, index: number): Token {
  // Past the end: the last token, which is the "end" token.
  return index < parser.tokens.length ? parser.tokens[index] : parser.tokens[parser.tokens.length - 1];
}

/** https://urlpattern.spec.whatwg.org/#make-a-component-string */
function makeComponentString(parser: Parser): string {
  const token = parser.tokens[parser.tokenIndex];
  const start = safeToken(parser, parser.componentStart);
  return parser.input.slice(start.index, token.index);
}

/** https://urlpattern.spec.whatwg.org/#change-state */
function changeState(parser: Parser, newState: State, skip: number): void {
  const state = parser.state;
  const result = parser.result;
  if (state !== State.Init && state !== State.Authority && state !== State.Done) {
    setComponent(result, state, makeComponentString(parser));
  }
  if (state !== State.Init && newState !== State.Done) {
    // Leaving the authority (protocol, authority, username or password) for
    // what follows the host: the hostname is empty.
    if (state <= State.Password && newState >= State.Port && newState <= State.Hash && result.hostname === undefined) {
      result.hostname = '';
    }
    // Leaving the authority for the search or hash: the pathname is "/" for a
    // special scheme and empty otherwise.
    if (state <= State.Port && (newState === State.Search || newState === State.Hash) && result.pathname === undefined) {
      result.pathname = parser.protocolMatchesSpecialScheme ? '/' : '';
    }
    // Going to the hash before any search: the search is empty.
    if (state <= State.Pathname && newState === State.Hash && result.search === undefined) result.search = '';
  }
  parser.state = newState;
  parser.tokenIndex += skip;
  parser.componentStart = parser.tokenIndex;
  parser.tokenIncrement = 0;
}

/** https://urlpattern.spec.whatwg.org/#rewind */
function rewind(parser: Parser): void {
  parser.tokenIndex = parser.componentStart;
  parser.tokenIncrement = 0;
}

/** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
function rewindAndSetState(parser: Parser, state: State): void {
  rewind(parser);
  parser.state = state;
}

/** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char */
function isNonSpecialPatternChar(parser: Parser, index: number, value: string): boolean {
  const token = safeToken(parser, index);
  if (token.value !== value) return false;
  return token.type === TokenType.Char || token.type === TokenType.EscapedChar || token.type === TokenType.InvalidChar;
}

/** https://urlpattern.spec.whatwg.org/#is-a-search-prefix */
function isSearchPrefix(parser: Parser): boolean {
  if (isNonSpecialPatternChar(parser, parser.tokenIndex, '?')) return true;
  if (parser.tokens[parser.tokenIndex].value !== '?') return false;
  // A "?" modifier token is a search prefix, unless it follows what it
  // could modify.
  const previousIndex = parser.tokenIndex - 1;
  if (previousIndex < 0) return true;
  const previous = safeToken(parser, previousIndex).type;
  return previous !== TokenType.Name && previous !== TokenType.Regexp && previous !== TokenType.Close && previous !== TokenType.Asterisk;
}

/** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
function nextIsAuthoritySlashes(parser: Parser): boolean {
  return isNonSpecialPatternChar(parser, parser.tokenIndex + 1, '/') && isNonSpecialPatternChar(parser, parser.tokenIndex + 2, '/');
}

/** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
function computeProtocolMatchesSpecialScheme(parser: Parser): void {
  const protocol = compileComponent(makeComponentString(parser), encodeProtocol, DEFAULT_OPTIONS);
  if (matchesSpecialScheme(protocol)) parser.protocolMatchesSpecialScheme = true;
}

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseConstructorString(input: string): URLPatternInit {
  const parser: Parser = {
    input,
    tokens: tokenize(input, TokenizePolicy.Lenient),
    result: {},
    componentStart: 0,
    tokenIndex: 0,
    tokenIncrement: 1,
    groupDepth: 0,
    hostnameIPv6BracketDepth: 0,
    protocolMatchesSpecialScheme: false,
    state: State.Init,
  };
  const tokens = parser.tokens;
  while (parser.tokenIndex < tokens.length) {
    parser.tokenIncrement = 1;
    const token = tokens[parser.tokenIndex];
    if (token.type === TokenType.End) {
      if (parser.state === State.Init) {
        // No protocol terminator: a relative pattern, which starts with its
        // pathname, search or hash.
        rewind(parser);
        if (isNonSpecialPatternChar(parser, parser.tokenIndex, '#')) changeState(parser, State.Hash, 1);
        else if (isSearchPrefix(parser)) changeState(parser, State.Search, 1);
        else changeState(parser, State.Pathname, 0);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      if (parser.state === State.Authority) {
        // No "@": there is no username or password.
        rewindAndSetState(parser, State.Hostname);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      changeState(parser, State.Done, 0);
      break;
    }
    // Component boundaries inside "{ … }" groupings are not looked for.
    if (token.type === TokenType.Open) {
      parser.groupDepth++;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      if (token.type === TokenType.Close) {
        parser.groupDepth--;
      } else {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
    }
    const i = parser.tokenIndex;
    switch (parser.state) {
      case State.Init:
        // https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix
        if (isNonSpecialPatternChar(parser, i, ':')) rewindAndSetState(parser, State.Protocol);
        break;
      case State.Protocol:
        if (isNonSpecialPatternChar(parser, i, ':')) {
          // The protocol is compiled now: a special scheme means an
          // authority follows, and a pathname "/" by default.
          computeProtocolMatchesSpecialScheme(parser);
          let nextState = State.Pathname;
          let skip = 1;
          if (nextIsAuthoritySlashes(parser)) {
            nextState = State.Authority;
            skip = 3;
          } else if (parser.protocolMatchesSpecialScheme) {
            nextState = State.Authority;
          }
          changeState(parser, nextState, skip);
        }
        break;
      case State.Authority:
        // https://urlpattern.spec.whatwg.org/#is-an-identity-terminator
        if (isNonSpecialPatternChar(parser, i, '@')) {
          rewindAndSetState(parser, State.Username);
        } else if (isNonSpecialPatternChar(parser, i, '/') || isSearchPrefix(parser) || isNonSpecialPatternChar(parser, i, '#')) {
          rewindAndSetState(parser, State.Hostname);
        }
        break;
      case State.Username:
        if (isNonSpecialPatternChar(parser, i, ':')) changeState(parser, State.Password, 1);
        else if (isNonSpecialPatternChar(parser, i, '@')) changeState(parser, State.Hostname, 1);
        break;
      case State.Password:
        if (isNonSpecialPatternChar(parser, i, '@')) changeState(parser, State.Hostname, 1);
        break;
      case State.Hostname:
        if (isNonSpecialPatternChar(parser, i, '[')) {
          parser.hostnameIPv6BracketDepth++;
        } else if (isNonSpecialPatternChar(parser, i, ']')) {
          parser.hostnameIPv6BracketDepth--;
        } else if (isNonSpecialPatternChar(parser, i, ':') && parser.hostnameIPv6BracketDepth === 0) {
          changeState(parser, State.Port, 1);
        } else if (isNonSpecialPatternChar(parser, i, '/')) {
          changeState(parser, State.Pathname, 0);
        } else if (isSearchPrefix(parser)) {
          changeState(parser, State.Search, 1);
        } else if (isNonSpecialPatternChar(parser, i, '#')) {
          changeState(parser, State.Hash, 1);
        }
        break;
      case State.Port:
        if (isNonSpecialPatternChar(parser, i, '/')) changeState(parser, State.Pathname, 0);
        else if (isSearchPrefix(parser)) changeState(parser, State.Search, 1);
        else if (isNonSpecialPatternChar(parser, i, '#')) changeState(parser, State.Hash, 1);
        break;
      case State.Pathname:
        if (isSearchPrefix(parser)) changeState(parser, State.Search, 1);
        else if (isNonSpecialPatternChar(parser, i, '#')) changeState(parser, State.Hash, 1);
        break;
      case State.Search:
        if (isNonSpecialPatternChar(parser, i, '#')) changeState(parser, State.Hash, 1);
        break;
    }
    parser.tokenIndex += parser.tokenIncrement;
  }
  // A hostname without a port means the default port (an empty port
  // pattern), not any port: "https://example.com/*" does not match port 8443.
  if (parser.result.hostname !== undefined && parser.result.port === undefined) parser.result.port = '';
  return parser.result;
}
