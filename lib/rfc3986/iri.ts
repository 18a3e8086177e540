// RFC 3987 §3: mapping an IRI to a URI (§3.1) and a URI to an IRI (§3.2).
// Both leave bidi (§4) and Unicode normalization (§5.3.2.2, NFC) to the
// caller: an IRI is taken as the characters it is written with.
import { RFC3986Error } from './errors.js';
import { iriBits } from './grammar.js';
import { parseURIReference, recompose } from './parse.js';
import { normalizePercentEncoding } from './percent.js';
import { percentEncodeString } from '../encoding/percent.js';
import { C0_CONTROL_SET } from '../encoding/sets.js';

/**
 * RFC 3987 §3.1 step 2: each non-ASCII character replaced by the
 * percent-encoding of its UTF-8 octets (hex upper-case), nothing else changed
 * in a URI, IRI or URL href (none has a control character, which this also
 * encodes). `s` itself when it is ASCII.
 */
export function encodeNonASCII(s: string): string {
  return percentEncodeString(s, C0_CONTROL_SET);
}

/**
 * RFC 3987 §3.1: the URI an IRI (or IRI reference) maps to: every non-ASCII
 * character UTF-8 percent-encoded, nothing else changed (in the host too, as
 * §3.1 allows; ToASCII is the other option it gives, left to the caller).
 * Throws an RFC3986Error when `iri` is not an IRI-reference (RFC 3987 §2.2).
 *
 *   iriToURI('https://example.org/Москва/') // 'https://example.org/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/'
 */
export function iriToURI(iri: string): string {
  const s = String(iri);
  const r = parseURIReference(s, true);
  if (r instanceof RFC3986Error) throw r;
  return encodeNonASCII(s);
}

/**
 * RFC 3987 §3.2: the IRI a URI (or URI reference; an IRI is taken too) maps
 * to. Percent-encoded unreserved characters (step 2) and strictly legal
 * UTF-8 sequences of characters an IRI may hold there (steps 3-5: ucschar,
 * iprivate in the query only, no bidi formatting character) are decoded;
 * "%25", reserved characters and everything else stay percent-encoded, with
 * their hex digits upper-cased (§5.3.2.1). Throws an RFC3986Error when `uri`
 * is not a URI-reference.
 *
 *   uriToIRI('http://www.example.org/D%C3%BCrst') // 'http://www.example.org/Dürst'
 */
export function uriToIRI(uri: string): string {
  const s = String(uri);
  const r = parseURIReference(s, true);
  if (r instanceof RFC3986Error) throw r;
  if (s.indexOf('%') < 0) return s;
  const x = iriBits(true, false);
  const decode = (c: string | undefined, bits: number): string | undefined => (c === undefined ? c : normalizePercentEncoding(c, false, bits));
  r.userinfo = decode(r.userinfo, x);
  r.host = decode(r.host, x);
  r.path = decode(r.path, x) as string;
  r.query = decode(r.query, iriBits(true, true));
  r.fragment = decode(r.fragment, x);
  return recompose(r);
}
