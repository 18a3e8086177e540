// An independent test oracle for RFC 3986 Appendix A: the ABNF transcribed
// rule by rule into regular expressions (test code only: it runs on short
// generated inputs, never on untrusted text in lib/). It shares nothing with
// lib/rfc3986/grammar.ts.

const ALPHA = 'A-Za-z';
const DIGIT = '0-9';
const HEXDIG = '0-9A-Fa-f';
const UNRESERVED = ALPHA + DIGIT + '\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const PCT = '%[' + HEXDIG + ']{2}';

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const PCHAR = '(?:[' + UNRESERVED + SUB_DELIMS + ':@]|' + PCT + ')';
const SEGMENT = PCHAR + '*';
const SEGMENT_NZ = PCHAR + '+';
// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
const SEGMENT_NZ_NC = '(?:[' + UNRESERVED + SUB_DELIMS + '@]|' + PCT + ')+';

const SCHEME = '[' + ALPHA + '][' + ALPHA + DIGIT + '+\\-.]*';
const USERINFO = '(?:[' + UNRESERVED + SUB_DELIMS + ':]|' + PCT + ')*';

// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const IPV4 = DEC_OCTET + '\\.' + DEC_OCTET + '\\.' + DEC_OCTET + '\\.' + DEC_OCTET;
const H16 = '[' + HEXDIG + ']{1,4}';
const LS32 = '(?:' + H16 + ':' + H16 + '|' + IPV4 + ')';
function rep(n: number): string {
  return n === 0 ? '' : '(?:' + H16 + ':){' + n + '}';
}
function upTo(n: number): string {
  // [ *n( h16 ":" ) h16 ]
  return '(?:' + (n > 0 ? '(?:' + H16 + ':){0,' + n + '}' : '') + H16 + ')?';
}
const IPV6 = '(?:' + [
  rep(6) + LS32,
  '::' + rep(5) + LS32,
  upTo(0) + '::' + rep(4) + LS32,
  upTo(1) + '::' + rep(3) + LS32,
  upTo(2) + '::' + rep(2) + LS32,
  upTo(3) + '::' + rep(1) + LS32,
  upTo(4) + '::' + LS32,
  upTo(5) + '::' + H16,
  upTo(6) + '::',
].join('|') + ')';
const IPVFUTURE = 'v[' + HEXDIG + ']+\\.[' + UNRESERVED + SUB_DELIMS + ':]+';
const IP_LITERAL = '\\[(?:' + IPV6 + '|' + IPVFUTURE + ')\\]';
const REG_NAME = '(?:[' + UNRESERVED + SUB_DELIMS + ']|' + PCT + ')*';
const HOST = '(?:' + IP_LITERAL + '|' + IPV4 + '|' + REG_NAME + ')';
const PORT = '[' + DIGIT + ']*';
const AUTHORITY = '(?:' + USERINFO + '@)?' + HOST + '(?::' + PORT + ')?';

const PATH_ABEMPTY = '(?:/' + SEGMENT + ')*';
const PATH_ABSOLUTE = '/(?:' + SEGMENT_NZ + '(?:/' + SEGMENT + ')*)?';
const PATH_NOSCHEME = SEGMENT_NZ_NC + '(?:/' + SEGMENT + ')*';
const PATH_ROOTLESS = SEGMENT_NZ + '(?:/' + SEGMENT + ')*';
const PATH_EMPTY = '';

const QUERY = '(?:' + PCHAR + '|[/?])*';
const FRAGMENT = QUERY;

const HIER_PART = '(?://' + AUTHORITY + PATH_ABEMPTY + '|' + PATH_ABSOLUTE + '|' + PATH_ROOTLESS + '|' + PATH_EMPTY + ')';
const URI = SCHEME + ':' + HIER_PART + '(?:\\?' + QUERY + ')?(?:#' + FRAGMENT + ')?';
const RELATIVE_PART = '(?://' + AUTHORITY + PATH_ABEMPTY + '|' + PATH_ABSOLUTE + '|' + PATH_NOSCHEME + '|' + PATH_EMPTY + ')';
const RELATIVE_REF = RELATIVE_PART + '(?:\\?' + QUERY + ')?(?:#' + FRAGMENT + ')?';

const URI_RE = new RegExp('^' + URI + '$');
const RELATIVE_REF_RE = new RegExp('^' + RELATIVE_REF + '$');
const HOST_RE = new RegExp('^' + HOST + '$');

/** §3 URI (absolute, with a scheme). */
export function isURI(s: string): boolean {
  return URI_RE.test(s);
}

/** §4.1 URI-reference = URI / relative-ref. */
export function isURIReference(s: string): boolean {
  return URI_RE.test(s) || RELATIVE_REF_RE.test(s);
}

/** §3.2.2 host. */
function isHost(s: string): boolean {
  return HOST_RE.test(s);
}
