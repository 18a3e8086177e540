// parseReference: the RFC 3986 components of any URI-reference, without the
// URL class (import it alone and the rest of polyurl is shaken out).
import { RFC3986Error } from './errors.js';
import { parseURIReference, authorityOf } from './parse.js';
import type { RFC3986Components } from './parse.js';

/**
 * The components of a URI reference as RFC 3986 §3 names them; `undefined`
 * for an absent component, "" for a present but empty one ("?" alone gives
 * query ""). `authority` is split into `userinfo`, `host` (IP-literal with
 * its brackets) and `port` (the digits as written, possibly "").
 */
export interface URIReference extends RFC3986Components {
  authority: string | undefined;
  /** True for a URI (it has a scheme), false for a relative reference (§4.1). */
  absolute: boolean;
}

/**
 * Parses `input` as an RFC 3986 URI-reference (§4.1), relative references
 * included, without resolving or normalizing anything. Returns the
 * components, or the RFC3986Error (not thrown) for the first character that
 * breaks the grammar:
 *
 *   const r = parseReference('../a?b');
 *   if (r instanceof RFC3986Error) console.log(r.message);
 *   else r.path; // "../a"
 */
export function parseReference(input: string): URIReference | RFC3986Error {
  const r = parseURIReference(String(input));
  if (r instanceof RFC3986Error) return r;
  const { scheme, ...rest } = r;
  return { scheme, authority: authorityOf(r), ...rest, absolute: scheme !== undefined };
}
