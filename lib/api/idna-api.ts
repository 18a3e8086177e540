// Public IDNA helpers: the URL Standard's "domain to ASCII" and "domain to
// Unicode" (UTS #46 with the standard's flags, Unicode 17.0.0). Importing only
// these leaves the URL class out of a bundle, and the IDNA table is decoded on
// the first non-ASCII domain only.
// https://url.spec.whatwg.org/#idna
import { toUSVString } from './webidl.js';
import { dnsLengthOK, domainToASCII as toASCII, domainToUnicode as toUnicode } from '../idna/uts46.js';

export interface DomainToASCIIOptions {
  /**
   * UTS #46 VerifyDnsLength: the result, without a final root dot, must be 1
   * to 253 characters long and each of its labels 1 to 63.
   */
  verifyDnsLength?: boolean;
  /**
   * The standard's beStrict: Unicode ToASCII with CheckHyphens,
   * UseSTD3ASCIIRules and VerifyDnsLength, and no leniency for ASCII domains
   * (so "xn--a" or "a_b" fail). This is the "valid domain" test.
   */
  strict?: boolean;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-ascii: the domain as a host
 * parser would store it ("xn--" labels for non-ASCII ones; case folding,
 * compatibility mapping and NFC applied), or null when the host parser would
 * reject it. As in the standard, an ASCII domain is only lowercased unless
 * `strict` is set.
 */
export function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null {
  const strict = options != null && options.strict === true;
  const result = toASCII(toUSVString(domain), strict);
  if (result === null || strict || options == null || options.verifyDnsLength !== true) return result;
  return dnsLengthOK(result) ? result : null;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-unicode: "xn--" labels
 * decoded, case folding, compatibility mapping and NFC applied. Like the
 * standard it always returns a string: a label that cannot be converted (bad
 * Punycode) is left as it is.
 */
export function domainToUnicode(domain: string): string {
  return toUnicode(toUSVString(domain));
}
