// RFC 3986 errors: a URIError that says where the input stops matching the
// grammar (UTF-16 index, the character, the component and the ABNF rule).

/** The component an RFC3986Error is about. */
export type RFC3986Component = 'scheme' | 'authority' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

// Where each rule is defined in RFC 3986, for the messages.
const SECTION: { [rule: string]: string } = {
  'URI': '3',
  'hier-part': '3',
  'URI-reference': '4.1',
  'relative-ref': '4.2',
  'relative-part': '4.2',
  'absolute-URI': '4.3',
  'scheme': '3.1',
  'authority': '3.2',
  'userinfo': '3.2.1',
  'host': '3.2.2',
  'IP-literal': '3.2.2',
  'IPvFuture': '3.2.2',
  'IPv6address': '3.2.2',
  'h16': '3.2.2',
  'ls32': '3.2.2',
  'IPv4address': '3.2.2',
  'dec-octet': '3.2.2',
  'reg-name': '3.2.2',
  'port': '3.2.3',
  'path': '3.3',
  'path-abempty': '3.3',
  'path-absolute': '3.3',
  'path-noscheme': '3.3',
  'path-rootless': '3.3',
  'path-empty': '3.3',
  'segment': '3.3',
  'segment-nz': '3.3',
  'segment-nz-nc': '3.3',
  'pchar': '3.3',
  'query': '3.4',
  'fragment': '3.5',
  'pct-encoded': '2.1',
  'reserved': '2.2',
  'gen-delims': '2.2',
  'sub-delims': '2.2',
  'unreserved': '2.3',
  'base': '5.1',
  'resolution': '5.2.2',
};

/** "§3.3 pchar" for a rule name. */
export function ruleRef(rule: string): string {
  const s = SECTION[rule];
  return s === undefined ? rule : '§' + s + ' ' + rule;
}

function hex4(c: number): string {
  const h = c.toString(16).toUpperCase();
  return 'U+' + '0000'.slice(h.length) + h;
}

/** How a character is shown in a message: quoted when printable, U+XXXX for controls and other spaces. */
export function showCharacter(ch: string): string {
  if (ch === '') return 'end of input';
  const c = ch.charCodeAt(0);
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f) || c === 0xa0 || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
    return hex4(c);
  }
  return '"' + ch + '"';
}

/** The character at `index` of `s` (a whole surrogate pair when one starts there), or "" at the end. */
export function characterAt(s: string, index: number): string {
  if (index >= s.length) return '';
  const c = s.charCodeAt(index);
  if (c >= 0xd800 && c <= 0xdbff && index + 1 < s.length) {
    const d = s.charCodeAt(index + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return s.slice(index, index + 2);
  }
  return s.charAt(index);
}

/**
 * Thrown (by the URL constructor and the rfc3986 setters) or returned (by
 * parseReference) when a string does not match the RFC 3986 grammar.
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
    // compiled super() returns has URIError.prototype; put ours back.
    const proto = RFC3986Error.prototype;
    if (Object.getPrototypeOf(this) !== proto) {
      if (typeof Object.setPrototypeOf === 'function') Object.setPrototypeOf(this, proto);
      else (this as unknown as { __proto__: object }).__proto__ = proto;
    }
    this.name = 'RFC3986Error';
    this.index = index;
    this.character = character;
    this.component = component;
    this.rule = rule;
  }
}

/** `Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar)`; "%" → a percent-encoding message. */
export function invalidCharacter(s: string, index: number, component: RFC3986Component, rule: string, context?: string): RFC3986Error {
  const ch = characterAt(s, index);
  let message: string;
  if (ch === '%' && rule === 'pct-encoded') {
    message = 'Invalid percent-encoding "' + s.slice(index, index + 3) + '" at index ' + index + ' in ' + component +
      ' (RFC 3986 §2.1 pct-encoded: "%" must be followed by two hexadecimal digits)';
  } else if (ch === '') {
    message = 'Unexpected end of input at index ' + index + ' in ' + component + ' (RFC 3986 ' + ruleRef(rule) + ')';
  } else {
    message = 'Invalid character ' + showCharacter(ch) + ' at index ' + index + ' in ' + component + ' (RFC 3986 ' + ruleRef(rule) + ')';
  }
  if (context !== undefined) message += context;
  return new RFC3986Error(message, index, ch, component, rule);
}

/** The same error, its message prefixed (e.g. "Invalid base URI: ") and suffixed; index etc. stay as they are. */
export function withPrefix(e: RFC3986Error, prefix: string, suffix?: string): RFC3986Error {
  return new RFC3986Error(prefix + e.message + (suffix === undefined ? '' : suffix), e.index, e.character, e.component, e.rule);
}

/** A string quoted for a message: JSON escapes, cut to 200 UTF-16 units (then "…"). */
export function quoteInput(s: string): string {
  return s.length > 200 ? JSON.stringify(s.slice(0, 200)) + '…' : JSON.stringify(s);
}
