// A one-pass UTS #46 ToASCII for the common internationalized host, beside
// the full Processing of uts46.ts, which decides every other domain. The
// compact builds replace this module with idna/quick.compact.ts (no quick
// path: smaller).
// https://www.unicode.org/reports/tr46/#ToASCII
import { codePointAt, isASCIIDigit, isASCIILowerAlpha } from '../base/infra.js';
import { BIDI_AL, BIDI_AN, BIDI_R, bidiClass, isMark, lookupStatus, STATUS_VALID } from './props.js';
import type { Mapping } from './props.js';
import { nfc } from './nfc.js';
import { startsXNLabel } from './punycode.js';
import { encodeLabel } from './punycode-short.js';

/**
 * ToASCII with the flags of the non-strict domain parser, for a domain in
 * NFC with no upper-case ASCII letter, whose labels are "a"–"z", "0"–"9"
 * and "-" (none starting "xn--") and valid code points other than the
 * joiners, none of Bidi_Class R, AL or AN, and none starting with a mark:
 * for such a domain, Processing step 1 maps nothing, step 2 changes nothing,
 * and every validity criterion holds (no CONTEXTJ code point to check, no
 * Bidi domain name), so ToASCII is Punycode of each non-ASCII label. In one
 * pass with no intermediate strings or arrays. Undefined when the domain is
 * not of that kind (toASCII decides it).
 */
export function toASCIIQuick(domain: string): string | undefined {
  if (nfc(domain) !== domain) return undefined;
  const n = domain.length;
  const mapped: Mapping = { _value: '' };
  let result = '';
  let start = 0;
  let nonASCII = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? domain.charCodeAt(i) : 0x2e;
    if (c === 0x2e) {
      let label = domain.slice(start, i);
      if (nonASCII) {
        const encoded = encodeLabel(label);
        if (encoded === null) return undefined;
        label = 'xn--' + encoded;
      }
      result = i < n ? result + label + '.' : result + label;
      start = i + 1;
      nonASCII = false;
    } else if (c < 0x80) {
      if (!(isASCIILowerAlpha(c) || isASCIIDigit(c) || c === 0x2d) || (i === start && startsXNLabel(domain, i))) return undefined;
    } else {
      const cp = codePointAt(domain, i, n);
      if (lookupStatus(cp, mapped) !== STATUS_VALID || cp === 0x200c || cp === 0x200d) return undefined;
      const bidi = bidiClass(cp);
      if (bidi === BIDI_R || bidi === BIDI_AL || bidi === BIDI_AN || (i === start && isMark(cp))) return undefined;
      if (cp > 0xffff) i++;
      nonASCII = true;
    }
  }
  return result;
}
