// RFC 3986 errors: a URIError that says where the input stops matching the
// grammar (UTF-16 index, the character, the component and the ABNF rule).
import { codePointAt } from '../base/infra.js';

/** The component an RFC3986Error is about. */
export type RFC3986Component = 'scheme' | 'authority' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

// Where the rule an invalid-character error names is defined in RFC 3986:
// the §2 character rules, or else the section of the component it is in
// (every rule of a component is defined in that component's section).
const SECTION: { [ruleOrComponent: string]: string } = {
  'pct-encoded': '2.1', 'reserved': '2.2', 'gen-delims': '2.2', 'sub-delims': '2.2', 'unreserved': '2.3',
  'scheme': '3.1', 'userinfo': '3.2.1', 'host': '3.2.2', 'port': '3.2.3', 'path': '3.3', 'query': '3.4', 'fragment': '3.5',
};

/**
 * Whether `rule` is one of RFC 3987 §2.2 (all of which that section
 * defines): the two new sets, and the "i" forms of the RFC 3986 rules.
 */
function isIRIRule(rule: string): boolean {
  return rule.charCodeAt(0) === 0x69 || rule === 'ucschar' || rule.indexOf('IRI') >= 0;
}

/** "RFC 3986 §3.3 pchar" (or "RFC 3987 §2.2 ipchar") for a rule broken in a component. */
function ruleRef(rule: string, component: RFC3986Component): string {
  // Own entries only: a name on Object.prototype must not become a section.
  const own = Object.prototype.hasOwnProperty.call(SECTION, rule) ? SECTION[rule] : SECTION[component];
  return isIRIRule(rule) ? 'RFC 3987 §2.2 ' + rule : 'RFC 3986 §' + own + ' ' + rule;
}

/** How a character (not "") is shown in a message: quoted when printable, U+XXXX for controls and other spaces. */
function showCharacter(ch: string): string {
  const c = ch.charCodeAt(0);
  // (A lone surrogate is shown by its number too: it cannot be printed.)
  if (c < 0x20 || (c >= 0x7f && c <= 0xa0) || c === 0x2028 || c === 0x2029 || c === 0xfeff || ((c & 0xf800) === 0xd800 && ch.length === 1)) {
    return 'U+' + (c + 0x10000).toString(16).slice(1).toUpperCase();
  }
  return '"' + ch + '"';
}

/** The character at `index` of `s` (a whole surrogate pair when one starts there), or "" at the end. */
function characterAt(s: string, index: number): string {
  // Past the end, codePointAt gives NaN and the slice is "".
  return s.slice(index, index + (codePointAt(s, index, s.length) > 0xffff ? 2 : 1));
}

/**
 * Thrown (by the URL constructor, the rfc3986 setters, parseReference and
 * the other RFC 3986 functions) when a string does not match the RFC 3986
 * grammar (or RFC 3987's, for an IRI).
 *
 * - `index`: UTF-16 offset of the first offending character (the "%" of a
 *   malformed percent-encoding; the input's length when it ends too early);
 * - `character`: that character ("" at the end of the input);
 * - `component`: the component it is in; `rule`: the ABNF rule it breaks.
 */
export class RFC3986Error extends URIError {
  index: number;
  character: string;
  component: RFC3986Component;
  rule: string;

  constructor(message: string, index: number, character: string, component: RFC3986Component, rule: string) {
    super(message);
    // ES5 output: Error constructors ignore `this`, so the object the
    // compiled super() returns has URIError.prototype; put ours back
    // (unconditionally: where it is ours already, that changes nothing).
    const proto = RFC3986Error.prototype;
    if (Object.setPrototypeOf) Object.setPrototypeOf(this, proto);
    else (this as unknown as { __proto__: object }).__proto__ = proto;
    this.name = 'RFC3986Error';
    this.index = index;
    this.character = character;
    this.component = component;
    this.rule = rule;
  }
}

/**
 * `Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar)`; "%" → a
 * percent-encoding message. `why` (": without …") goes before the parenthesis.
 */
export function invalidCharacter(s: string, index: number, component: RFC3986Component, rule: string, why = ''): RFC3986Error {
  const ch = characterAt(s, index);
  if (rule === 'iprivate') why = ': private use is for the query only';
  else if (ch.length === 1 && (ch.charCodeAt(0) & 0xf800) === 0xd800) why = ': a lone surrogate';
  const badPercent = ch === '%' && rule === 'pct-encoded';
  const what = badPercent ? 'Invalid percent-encoding "' + s.slice(index, index + 3) + '"'
    : ch === '' ? 'Unexpected end of input' : 'Invalid character ' + showCharacter(ch);
  const message = what + ' at index ' + index + ' in ' + component + why + ' (' + ruleRef(rule, component) +
    (badPercent ? ': "%" must be followed by two hexadecimal digits)' : ')');
  return new RFC3986Error(message, index, ch, component, rule);
}

/** The same error, its message prefixed (e.g. "Invalid base URI: ") and suffixed; index etc. stay as they are. */
export function withPrefix(e: RFC3986Error, prefix: string, suffix = ''): RFC3986Error {
  return new RFC3986Error(prefix + e.message + suffix, e.index, e.character, e.component, e.rule);
}
