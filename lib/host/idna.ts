// PLACEHOLDER until UTS #46 lands (issue 3): lowercase ASCII only.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
import type { ErrorSink } from '../record.js';

export function domainToASCII(domain: string, beStrict: boolean, errors?: ErrorSink): string | null {
  void beStrict; void errors;
  for (let i = 0; i < domain.length; i++) if (domain.charCodeAt(i) > 0x7f) return null;
  return domain.toLowerCase();
}
