// RFC 3986 §4.1 URI-reference and §3 URI (or RFC 3987 §2.2 IRI-reference
// and IRI) as yes/no predicates: the same grammar.ts scanners and tables as
// parse.ts, which only return indices, so an answer of no builds no error,
// record or message. What polyurl/formats and isURIReference run.
import { CharClass, CharSet, CHAR_CLASS, scanSet, scanHost, hostEnd, authorityEnd, iriBits } from './grammar.js';
import { isASCIIAlpha, charCodeAt } from '../base/infra.js';

/**
 * Whether `s` matches URI-reference (`absolute`: URI, which has a scheme),
 * or with `iri` RFC 3987's IRI-reference (IRI). Components are read as
 * parse.ts reads them (Appendix B), each against its rule.
 */
export function matchesReference(s: string, iri: boolean, absolute: boolean): boolean {
  const n = s.length;
  const x = iriBits(iri, false);
  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":".
  let i = 0;
  let c = 0;
  while (i < n && (c = charCodeAt.call(s, i)) < 128 && (CHAR_CLASS[c] & CharClass.SCHEME_CHAR) !== 0) i++;
  if (i < n && c === 0x3a && i > 0 && isASCIIAlpha(charCodeAt.call(s, 0))) {
    i++;
  } else {
    if (absolute) return false;
    // §4.2 relative-ref: a ":" before the first "/", "?" or "#" would end
    // a scheme (Appendix B), which it is not; so path-noscheme has none.
    while (i < n && (c = charCodeAt.call(s, i)) !== 0x3a && c !== 0x2f && c !== 0x3f && c !== 0x23) i++;
    if (i < n && c === 0x3a) return false;
    i = 0;
  }
  if (charCodeAt.call(s, i) === 0x2f && charCodeAt.call(s, i + 1) === 0x2f) {
    // §3.2 authority = [ userinfo "@" ] host [ ":" port ], up to the next "/", "?", "#".
    let start = i + 2;
    i = authorityEnd(s, start);
    const at = s.lastIndexOf('@', i - 1);
    if (at >= start) {
      if (scanSet(s, start, at, CharSet.USERINFO | x) !== -1) return false;
      start = at + 1;
    }
    // host [ ":" port ]
    let h: number;
    if (charCodeAt.call(s, start) === 0x5b) {
      h = hostEnd(s, start, i);
      if (scanHost(s, start, h, iri) !== -1) return false;
    } else {
      // A reg-name's set has no ":": one scan finds its end or the port's ":".
      const e = scanSet(s, start, i, CharSet.REG_NAME | x);
      h = e < 0 ? i : e;
      if (h < i && charCodeAt.call(s, h) !== 0x3a) return false;
    }
    if (h < i && scanSet(s, h + 1, i, CharClass.DIGIT) !== -1) return false;
  }
  // §3.3 path (after an authority it begins with "/" or is empty: the
  // authority ended there), then §3.4 query and §3.5 fragment.
  let e = scanSet(s, i, n, CharSet.PATH | x);
  if (e < 0) return true;
  if (charCodeAt.call(s, e) === 0x3f) {
    e = scanSet(s, e + 1, n, CharSet.QUERY | iriBits(iri, true));
    if (e < 0) return true;
  }
  return charCodeAt.call(s, e) === 0x23 && scanSet(s, e + 1, n, CharSet.QUERY | x) === -1;
}

/** Options of the RFC 3986 functions: `iri` reads RFC 3987's grammar (IRIs) instead. */
export interface RFC3986Options {
  iri?: boolean;
}

function iriOption(options: RFC3986Options | undefined): boolean {
  return options !== undefined && options !== null && options.iri === true;
}

/**
 * Whether `input` is an RFC 3986 URI-reference (§4.1: a URI or a relative
 * reference), or an RFC 3987 IRI-reference with `{ iri: true }`. Never
 * throws: the predicate beside parseReference, which throws the error.
 */
export function isURIReference(input: string, options?: RFC3986Options): boolean {
  return matchesReference(String(input), iriOption(options), false);
}

/** Whether `input` is an RFC 3986 URI (§3: it has a scheme), or an RFC 3987 IRI with `{ iri: true }`. Never throws. */
export function isURI(input: string, options?: RFC3986Options): boolean {
  return matchesReference(String(input), iriOption(options), true);
}
