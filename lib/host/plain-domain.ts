// A fast path of the host parser (lib/host/host.ts; spec divergence,
// performance only): a domain made of lowercase ASCII letters, digits, "-"
// and "." with no label starting "xn--", what nearly every real host is, is
// its own percent-decoding, and the domain parser maps it to itself (an ASCII
// domain is ASCII-lowercased; the standard notes that for such input without
// "xn--" labels Unicode ToASCII is the same), with no forbidden domain code
// point: the host is the input itself, or the IPv4 parser's when it ends in a
// number. The compact builds take lib/compact/plain-domain.ts (no fast path:
// scripts/compact-modules.mjs).
import { startsXNLabel } from './punycode.js';

/** That the fast path is there: host.ts tries it (lib/compact/plain-domain.ts: false). */
export const HAS_PLAIN_DOMAIN_PATH: boolean = true;

/** Whether `input` is such a domain. */
export function isPlainDomain(input: string): boolean {
  const n = input.length;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) {
      // A label starting "xn--".
      if (c === 0x78 && (i === 0 || input.charCodeAt(i - 1) === 0x2e) && startsXNLabel(input, i)) return false;
      continue;
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e) continue;
    return false;
  }
  return true;
}
