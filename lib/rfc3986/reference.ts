// parseReference: the RFC 3986 components of any URI-reference, without the
// URL class (import it alone and the rest of polyurl is shaken out).
import { RFC3986Error } from './errors.js';
import { parseURIReference, authorityOf } from './parse.js';
import type { RFC3986Components } from './parse.js';
import type { RFC3986Options } from './validate.js';

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
 * included, without resolving or normalizing anything; with `{ iri: true }`
 * as an RFC 3987 IRI-reference. Returns the components; throws the
 * RFC3986Error for the first character that breaks the grammar
 * (`isURIReference` is the predicate that never throws):
 *
 *   parseReference('../a?b').path; // "../a"
 *   try { parseReference('a b'); } catch (e) { e.index; } // 1
 */
export function parseReference(input: string, options?: RFC3986Options): URIReference {
  const r = parseURIReference(String(input), options !== undefined && options !== null && options.iri === true);
  if (r instanceof RFC3986Error) throw r;
  const { scheme, ...rest } = r;
  return { scheme, authority: authorityOf(r), ...rest, absolute: scheme !== undefined };
}
