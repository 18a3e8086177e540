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
import type { URLRecord } from './record.js';
import { basicURLParse } from './whatwg/parser.js';
import { hrefOf } from './whatwg/serializer.js';
import { toUSVString, requireArguments } from './webidl.js';
import { RFC3986Error } from './rfc3986/errors.js';
import { parseURIReference, recompose } from './rfc3986/parse.js';
import type { RFC3986Components } from './rfc3986/parse.js';
import { resolveComponents } from './rfc3986/resolve.js';
import { normalizeComponents } from './rfc3986/normalize.js';
import { parseHost } from './host/host.js';

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

const COMPONENTS: ReadingComponent[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];
const SECURITY: { [c: string]: boolean } = { scheme: true, userinfo: true, host: true, port: true };

function failed(error: string, index: number | null, source: 'input' | 'base' | null): Reading {
  return {
    ok: false, href: null, scheme: null, userinfo: null, host: null, port: null, path: null,
    query: null, fragment: null, relative: false, error, errorIndex: index, errorSource: source,
  };
}

function quote(s: string): string {
  return JSON.stringify(s.length > 200 ? s.slice(0, 200) + '…' : s);
}

function orNull(s: string | undefined): string | null {
  return s === undefined ? null : s;
}

// https://url.spec.whatwg.org/#concept-basic-url-parser, then the parts of the record.
function whatwgComponents(input: string, base: string | null): URLRecord | Reading {
  let b: URLRecord | null = null;
  if (base !== null) {
    b = basicURLParse(base, null);
    if (b === null) return failed('Invalid base URL: ' + quote(base), null, 'base');
  }
  const rec = basicURLParse(input, b);
  if (rec === null) return failed('Invalid URL: ' + quote(input), null, 'input');
  return rec;
}

function userinfoOf(r: URLRecord): string | null {
  if (r.username === '' && r.password === '') return null;
  return r.password === '' ? r.username : r.username + ':' + r.password;
}

function whatwgReading(rec: URLRecord): Reading {
  return {
    ok: true,
    href: hrefOf(rec),
    scheme: rec.scheme,
    userinfo: userinfoOf(rec),
    host: rec.host,
    port: rec.port === null ? null : String(rec.port),
    path: rec.path,
    query: rec.query,
    fragment: rec.fragment,
    relative: false,
    error: null,
    errorIndex: null,
    errorSource: null,
  };
}

// RFC 3986 §4.1 URI-reference, resolved (§5.2, strict) when there is a base.
function rfc3986Components(input: string, base: string | null): RFC3986Components | Reading {
  const r = parseURIReference(input);
  if (r instanceof RFC3986Error) return failed(r.message, r.index, 'input');
  if (base === null) return r;
  const b = parseURIReference(base);
  if (b instanceof RFC3986Error) return failed('Invalid base URI ' + quote(base) + ': ' + b.message, b.index, 'base');
  if (b.scheme === undefined) {
    return failed('Invalid base URI ' + quote(base) + ': a base URI must be absolute, with a scheme (RFC 3986 §5.1)', 0, 'base');
  }
  const t = resolveComponents(r, b, true);
  if (t instanceof RFC3986Error) return failed(t.message, null, 'input');
  return t;
}

function rfc3986Reading(c: RFC3986Components): Reading {
  return {
    ok: true,
    href: recompose(c),
    scheme: orNull(c.scheme),
    userinfo: orNull(c.userinfo),
    host: orNull(c.host),
    port: orNull(c.port),
    path: c.path,
    query: orNull(c.query),
    fragment: orNull(c.fragment),
    relative: c.scheme === undefined,
    error: null,
    errorIndex: null,
    errorSource: null,
  };
}

function toComponents(r: Reading): RFC3986Components {
  return {
    scheme: r.scheme === null ? undefined : r.scheme,
    userinfo: r.userinfo === null ? undefined : r.userinfo,
    host: r.host === null ? undefined : r.host,
    port: r.port === null ? undefined : r.port,
    path: r.path === null ? '' : r.path,
    query: r.query === null ? undefined : r.query,
    fragment: r.fragment === null ? undefined : r.fragment,
    hostKind: null,
  };
}

/** The §6.2.2 + §6.2.3 normal form of a reading's components, IPv6 literals canonical, empty userinfo as none. */
function normalForm(r: Reading): { [c: string]: string | null } {
  const n = normalizeComponents(toComponents(r), 'scheme');
  let host = orNull(n.host);
  if (host !== null && host.charCodeAt(0) === 0x5b) {
    // https://url.spec.whatwg.org/#concept-ipv6-serializer gives one text per address.
    const h = parseHost(host, false, null);
    if (h !== null) host = h;
  }
  return {
    scheme: orNull(n.scheme),
    userinfo: n.userinfo === undefined || n.userinfo === '' ? null : n.userinfo,
    host,
    port: orNull(n.port),
    path: n.path,
    query: orNull(n.query),
    fragment: orNull(n.fragment),
  };
}

/**
 * Reads `input` (against `base`, when given) as the URL Standard and as RFC
 * 3986 do, and lists the components where the two readings differ.
 */
export function compareReadings(input: string, base?: string): ReadingComparison {
  requireArguments(arguments.length, 1, "Failed to execute 'compareReadings' on 'URL'");
  const s = toUSVString(input);
  const b = base === undefined || base === null ? null : toUSVString(base);
  const wc = whatwgComponents(s, b);
  const w = (wc as Reading).ok === false ? (wc as Reading) : whatwgReading(wc as URLRecord);
  const rc = rfc3986Components(s, b);
  const r = (rc as Reading).ok === false ? (rc as Reading) : rfc3986Reading(rc as RFC3986Components);
  const differences: ReadingDifference[] = [];
  if (w.ok !== r.ok) {
    const accepting = w.ok ? w : r;
    differences.push({
      component: 'validity',
      whatwg: w.ok ? 'accepted' : w.error,
      rfc3986: r.ok ? (r.relative ? 'accepted as a relative reference' : 'accepted') : r.error,
      securityRelevant: accepting.host !== null || accepting.scheme !== null,
    });
  } else if (w.ok && r.relative) {
    // Both read it, but only RFC 3986 without resolving: a relative
    // reference has no scheme, which is a difference of its own.
    differences.push({ component: 'scheme', whatwg: w.scheme, rfc3986: null, securityRelevant: true });
  } else if (w.ok) {
    const wn = normalForm(w);
    const rn = normalForm(r);
    for (let k = 0; k < COMPONENTS.length; k++) {
      const c = COMPONENTS[k];
      if (wn[c] !== rn[c]) differences.push({ component: c, whatwg: wn[c], rfc3986: rn[c], securityRelevant: SECURITY[c] === true });
    }
  }
  let security = false;
  for (let k = 0; k < differences.length; k++) if (differences[k].securityRelevant) security = true;
  return { input: s, base: b, whatwg: w, rfc3986: r, differences, securityRelevant: security };
}
