// https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point: the
// IdentifierStart and IdentifierPart code points of ECMAScript
// (https://tc39.es/ecma262/#prod-IdentifierStart): ID_Start, "$" and "_";
// ID_Continue, "$", ZWNJ and ZWJ. ASCII is decided here; other code points by
// the engine's own \p{ID_Start} and \p{ID_Continue} (its Unicode version, as
// for its identifiers). An engine without Unicode property escapes cannot
// tell, and a name with such a code point throws a TypeError that says so.
import { regExpFeatures } from './features.js';

let idStart: RegExp | undefined;
let idContinue: RegExp | undefined;

function fromCodePoint(cp: number): string {
  if (cp <= 0xffff) return String.fromCharCode(cp);
  const v = cp - 0x10000;
  return String.fromCharCode(0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
}

/** https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point */
export function isValidNameCodePoint(cp: number, first: boolean): boolean {
  if (cp < 0x80) {
    // $ _ A-Z a-z, and after the first also 0-9.
    return cp === 0x24 || cp === 0x5f || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a) || (!first && cp >= 0x30 && cp <= 0x39);
  }
  if (!first && (cp === 0x200c || cp === 0x200d)) return true;
  if (!regExpFeatures().propertyEscapes) {
    throw new TypeError(
      'URLPattern: a group name with the non-ASCII character U+' + cp.toString(16).toUpperCase() +
        ' needs RegExp Unicode property escapes (\\p{ID_Start}, ES2018), which this engine lacks',
    );
  }
  // (Lone surrogates are in neither set.)
  if (first) {
    if (idStart === undefined) idStart = new RegExp('^\\p{ID_Start}$', 'u');
    return idStart.test(fromCodePoint(cp));
  }
  if (idContinue === undefined) idContinue = new RegExp('^\\p{ID_Continue}$', 'u');
  return idContinue.test(fromCodePoint(cp));
}
