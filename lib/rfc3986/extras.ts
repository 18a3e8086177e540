// What the RFC 3986 extras (lib/api/url-extras.ts: components, hostKind,
// normalize, uriEquals, toURI) compute, for a URL of any mode, from its
// cached serialization.
// For a whatwg or lenient URL they read its href as an RFC 3986 URI.
import type { HrefOffsets } from '../url/href-offsets.js';
import { classifyHost } from './grammar.js';
import type { HostKind } from './grammar.js';
import { normalizeURIString, equivalentURIs, normalizeComponents, checkLevel } from './normalize.js';
import type { ComparisonLevel, NormalizationLevel } from './normalize.js';
import { encodeNonASCII } from './iri.js';
import type { RFC3986Components } from './parse.js';

/**
 * A URL's components as RFC 3986 §3 names them: `undefined` for an absent
 * component, "" for a present but empty one (`http://h/?#` has query "" and
 * fragment ""; `http://h/` has both undefined). The WHATWG-shaped getters
 * (`search`, `hash`, `port`) return "" in both cases.
 */
export interface URLComponents extends RFC3986Components {
  /** A URL always has one. */
  scheme: string;
  authority: string | undefined;
  hasQuery: boolean;
  hasFragment: boolean;
}

function hasAuthority(c: HrefOffsets): boolean {
  return c._href.charCodeAt(c._protocolEnd) === 0x2f && c._href.charCodeAt(c._protocolEnd + 1) === 0x2f;
}

/** The §3.2.2 kind of the URL's host (first-match-wins), null without an authority. */
export function hostKindOf(c: HrefOffsets): HostKind {
  return hasAuthority(c) ? classifyHost(c._href, c._hostStart, c._hostEnd) : null;
}

/** The URL's components, absent (undefined) told from empty (""). */
export function componentsOf(c: HrefOffsets): URLComponents {
  const h = c._href;
  const n = h.length;
  const qs = c._queryStart;
  const hs = c._hashStart;
  const auth = hasAuthority(c);
  // Where the authority starts, after "//".
  const a = c._protocolEnd + 2;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  if (auth) {
    if (c._hostStart > a) userinfo = h.slice(a, c._hostStart - 1);
    host = h.slice(c._hostStart, c._hostEnd);
    // A ":" after the host starts the port; an empty one's lies between
    // _hostEnd and _pathStart, with _portEnd === _hostEnd (lib/modes/rfc3986.ts).
    if (h.charCodeAt(c._hostEnd) === 0x3a) port = h.slice(c._hostEnd + 1, c._portEnd);
  }
  const queryEnd = hs >= 0 ? hs : n;
  const query = qs >= 0 ? h.slice(qs + 1, queryEnd) : undefined;
  const fragment = hs >= 0 ? h.slice(hs + 1) : undefined;
  return {
    scheme: h.slice(0, c._protocolEnd - 1),
    authority: auth ? h.slice(a, c._pathStart) : undefined,
    userinfo,
    host,
    port,
    // Without an authority the path is all that follows the scheme: a
    // WHATWG href may begin it with the "/." that keeps "//x" from reading
    // as an authority, which the pathname getter (and _pathStart) skip.
    path: h.slice(auth ? c._pathStart : c._protocolEnd, qs >= 0 ? qs : queryEnd),
    query,
    fragment,
    hostKind: hostKindOf(c),
    hasQuery: query !== undefined,
    hasFragment: fragment !== undefined,
  };
}

/**
 * The normal form of the URL's href: §6.2.2, and §6.2.3 unless `level` is
 * "syntax" (normalize parses it again in the URL's own mode). Throws a
 * TypeError for an unknown level. `decode` false: every escape is kept.
 */
export function normalizedHref(c: HrefOffsets, level?: NormalizationLevel, decode = true): string {
  return normalizeURIString(c._href, checkLevel<NormalizationLevel>(level, 'normalize'), decode);
}

/**
 * The normal form (§6.2.2, and §6.2.3 unless `level` is "syntax") of an
 * rfc3986-mode URL, as that mode's record, without serializing and parsing
 * it again. The URL's href is a valid URI (or IRI) and its offsets delimit
 * its components, so they are sliced rather than split again;
 * normalization keeps it valid (§6.2.2.2 decodes only unreserved
 * characters, RFC 3987 §5.3.2.3 only iunreserved ones, and a path that would
 * begin with "//" without an authority keeps a "/." prefix), so this is the
 * record that parsing `normalizedHref(c)` gives (spec/rfc3986/extras.spec.ts
 * checks that on generated URIs). Only for a URL of the rfc3986 mode.
 */
export function normalizedRecord(c: HrefOffsets, level?: NormalizationLevel, iri = false): RFC3986Components {
  const r = normalizeComponents(componentsOf(c), checkLevel<NormalizationLevel>(level, 'normalize'), iri);
  // §3.2.2 first-match-wins on the normalized host: decoding can change the kind (%31.2.3.4 → 1.2.3.4).
  if (r.host !== undefined) r.hostKind = classifyHost(r.host, 0, r.host.length);
  return r;
}

/** §6.2 comparison ladder between two hrefs (default level "scheme"); IRIs compare as their URIs (RFC 3987 §5.3). */
export function hrefsEquivalent(a: string, b: string, level: ComparisonLevel | undefined): boolean {
  return equivalentURIs(a, b, checkLevel<ComparisonLevel>(level, 'uriEquals'));
}

/**
 * RFC 3987 §3.1: the URI the URL's href maps to (every non-ASCII character
 * UTF-8 percent-encoded, nothing else changed); the href itself for a URI.
 */
export function uriOf(c: HrefOffsets): string {
  return encodeNonASCII(c._href);
}
