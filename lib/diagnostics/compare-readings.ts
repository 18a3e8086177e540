// URL.compareReadings(input, base?): the WHATWG reading and the RFC 3986
// reading of one string, side by side, and where they disagree.
//
// Most URL-confusion vulnerabilities are two parsers reading one string
// differently: a validator that follows RFC 3986 sees one host, a fetcher
// that follows the URL Standard connects to another. This report makes such
// disagreements visible.
//
// The comparison is made on meaning, not on spelling: both readings are
// brought to the RFC 3986 §6.2.2 + §6.2.3 normal form (case, percent-encoding
// of unreserved characters, dot-segments, default and empty ports), and an
// IPv6 literal to its canonical text, before the components are compared. So
// "HTTP://Example.COM:80/a/./b" and "http://example.com/a/b" do not differ;
// "http://0x7f.1/" (WHATWG: the IPv4 address 127.0.0.1; RFC 3986: a
// registered name) does. The raw RFC 3986 components (as written) are kept
// in the report as well.
//
// Differences in the scheme or in the authority (userinfo, host, port), and
// one side accepting an input with an authority that the other rejects, are
// flagged security-relevant: they decide where a request goes and with what
// credentials.
import { basicURLParse } from '../url/parser.js';
import { hrefOf } from '../url/serializer.js';
import { toUSVString, requireArguments } from '../api/webidl.js';
import { RFC3986Error } from '../rfc3986/errors.js';
import { parseURIReference, recompose } from '../rfc3986/parse.js';
import type { RFC3986Components } from '../rfc3986/parse.js';
import { resolveComponents } from '../rfc3986/resolve.js';
import { normalizeComponents, splitURI } from '../rfc3986/normalize.js';
import { parseHost } from '../host/host.js';
import { quoteInput } from '../modes/whatwg.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

export type ReadingComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** One parser's reading of the input: its components (null = absent), or its error. */
export interface Reading {
  ok: boolean;
  /** The serialized URL (WHATWG href; RFC 3986 §5.3 recomposition, unnormalized), null on error. */
  href: string | null;
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  path: string | null;
  query: string | null;
  fragment: string | null;
  /** RFC 3986 only: true when the input is a relative reference read without a base (nothing resolved). */
  relative: boolean;
  /** The error message when ok is false. */
  error: string | null;
  /** Where in the input (or the base, see errorSource) the error is, when known. */
  errorIndex: number | null;
  errorSource: 'input' | 'base' | null;
}

export interface ReadingDifference {
  /** "validity": one reading is an error, the other is not. */
  component: ReadingComponent | 'validity';
  /** The compared (normalized) values; for "validity", "accepted" or the error. */
  whatwg: string | null;
  rfc3986: string | null;
  securityRelevant: boolean;
}

export interface ReadingComparison {
  input: string;
  base: string | null;
  whatwg: Reading;
  /** The RFC 3986 reading as written (resolved against the base when there is one). */
  rfc3986: Reading;
  differences: ReadingDifference[];
  /** True when any difference is security-relevant. */
  securityRelevant: boolean;
}

// In the order of a Reading. The first four (the scheme and the authority)
// decide where a request goes: their differences are security-relevant.
const COMPONENTS: ReadingComponent[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

function orNull(s: string | undefined): string | null {
  return s === undefined ? null : s;
}

/** A successful reading of `values` (values null: a failed one, with its error). */
function reading(
  values: RFC3986Components | null,
  href: string | null,
  error: string | null = null,
  errorIndex: number | null = null,
  errorSource: Reading['errorSource'] = null,
): Reading {
  const r: { [key: string]: unknown } = { ok: values !== null, href };
  for (const c of COMPONENTS) r[c] = values === null ? null : orNull(values[c]);
  r.relative = values !== null && values.scheme === undefined;
  r.error = error;
  r.errorIndex = errorIndex;
  r.errorSource = errorSource;
  return r as unknown as Reading;
}

// https://url.spec.whatwg.org/#concept-basic-url-parser, then the parts of the record.
function whatwgReading(input: string, base: string | null): Reading {
  let baseRecord = null;
  if (base !== null) {
    baseRecord = basicURLParse(base, null);
    if (baseRecord === null) return reading(null, null, 'Invalid base URL: ' + quoteInput(base), null, 'base');
  }
  const rec = basicURLParse(input, baseRecord);
  if (rec === null) return reading(null, null, 'Invalid URL: ' + quoteInput(input), null, 'input');
  // The href splits into the record's components (RFC 3986 Appendix B), but
  // for a path that begins with "//" without a host, which it writes "/.//".
  const href = hrefOf(rec);
  const r = reading(splitURI(href), href);
  r.path = rec.path;
  return r;
}

/**
 * RFC 3986 §4.1 URI-reference, resolved (§5.2, strict) when there is a base.
 * (URL.diagnose asks it whether an rfc3986-mode failure is the base's.)
 * @internal
 */
export function rfc3986Reading(input: string, base: string | null): Reading {
  const r = parseURIReference(input);
  if (r instanceof RFC3986Error) return reading(null, null, r.message, r.index, 'input');
  let t = r;
  if (base !== null) {
    const b = parseURIReference(base);
    const invalid = 'Invalid base URI ' + quoteInput(base) + ': ';
    if (b instanceof RFC3986Error) return reading(null, null, invalid + b.message, b.index, 'base');
    if (b.scheme === undefined) return reading(null, null, invalid + 'a base URI must be absolute, with a scheme (RFC 3986 §5.1)', 0, 'base');
    const resolved = resolveComponents(r, b, true);
    if (resolved instanceof RFC3986Error) return reading(null, null, resolved.message, null, 'input');
    t = resolved;
  }
  return reading(t, recompose(t));
}

/**
 * The §6.2.2 + §6.2.3 normal form of a successful reading's components, IPv6
 * literals canonical, empty userinfo as none. Its href splits back into its
 * components (a WHATWG path that begins with "//" without a host is written
 * "/.//", which normalizes as that path does).
 */
function normalForm(r: Reading): RFC3986Components {
  const n = normalizeComponents(splitURI(r.href as string), 'scheme');
  // https://url.spec.whatwg.org/#concept-ipv6-serializer gives one text per address.
  const ipv6 = n.host !== undefined && n.host.charCodeAt(0) === 0x5b ? parseHost(n.host, false) : null;
  if (ipv6 !== null) n.host = ipv6;
  if (n.userinfo === '') n.userinfo = undefined;
  return n;
}

function compareReadingsBody(input: string, base?: string): ReadingComparison {
  requireArguments(arguments.length, 1, "Failed to execute 'compareReadings' on 'URL'");
  const s = toUSVString(input);
  const b = base === undefined || base === null ? null : toUSVString(base);
  const w = whatwgReading(s, b);
  const r = rfc3986Reading(s, b);
  const differences: ReadingDifference[] = [];
  if (w.ok !== r.ok) {
    const accepting = w.ok ? w : r;
    differences.push({
      component: 'validity',
      whatwg: w.ok ? 'accepted' : w.error,
      rfc3986: r.ok ? 'accepted' + (r.relative ? ' as a relative reference' : '') : r.error,
      securityRelevant: accepting.host !== null || accepting.scheme !== null,
    });
  } else if (w.ok && r.relative) {
    // Both read it, but only RFC 3986 without resolving: a relative
    // reference has no scheme, which is a difference of its own.
    differences.push({ component: 'scheme', whatwg: w.scheme, rfc3986: null, securityRelevant: true });
  } else if (w.ok) {
    const wn = normalForm(w);
    const rn = normalForm(r);
    COMPONENTS.forEach((c, k) => {
      if (wn[c] !== rn[c]) differences.push({ component: c, whatwg: orNull(wn[c]), rfc3986: orNull(rn[c]), securityRelevant: k < 4 });
    });
  }
  return { input: s, base: b, whatwg: w, rfc3986: r, differences, securityRelevant: differences.some((d) => d.securityRelevant) };
}

/**
 * Reads `input` (against `base`, when given) as the URL Standard and as RFC
 * 3986 do, and lists the components where the two readings differ.
 */
export function compareReadings(input: string, base?: string): ReadingComparison {
  return applyKeepingStatics(compareReadingsBody, undefined, arguments);
}
