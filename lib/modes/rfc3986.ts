// The rfc3986 mode: strict RFC 3986 (STD 66), or with `iri: true` RFC 3987
// (IRIs: the same grammar with ucschar in iunreserved and iprivate in the
// query). Its record is the five components of §3 as written
// (RFC3986Components: undefined = absent, "" = present but empty); parsing
// validates against Appendix A and never normalizes, so a valid URI's (or
// IRI's) href is the input itself.
//
// Offsets written into HrefOffsets (lib/url/href-offsets.ts), beyond the common rules:
// - userinfo "user:pass@": username = [start, first ":"), password after it;
//   "user:@" gives an empty password range right before the "@".
// - An empty port ("http://h:/"): _portEnd === _hostEnd (the port getter
//   returns "", host === hostname) and _pathStart === _hostEnd + 1, so the
//   ":" lies between the two; components() reads that as port "".
// - No authority: every authority offset equals _protocolEnd.
import type { HrefOffsets } from '../url/href-offsets.js';
import type { HrefOnlyMembers } from './href-only.js';
import { writeHrefOffsets } from '../url/href-offsets.js';
import { replaceQuery } from '../url/serializer.js';
import { asciiLowercase } from '../base/infra.js';
import { normalizedRecord } from '../rfc3986/extras.js';
import type { Mode, URLOptions } from './mode.js';
import { RFC3986Error, withPrefix, invalidCharacter } from '../rfc3986/errors.js';
// Inputs quoted as in the whatwg mode's messages (cut to 200 characters).
import { quoteInput as quote } from './whatwg.js';
import { parseURIReference, recompose } from '../rfc3986/parse.js';
import type { RFC3986Components } from '../rfc3986/parse.js';
import { resolveComponents, beginsWithTwoSlashes } from '../rfc3986/resolve.js';
import { CharClass, CharSet, checkSet, checkScheme, checkHost, classifyHost, hostEnd, iriBits, iriRule } from '../rfc3986/grammar.js';
import { normalPort } from '../rfc3986/normalize.js';
import type { NormalizationLevel } from '../rfc3986/normalize.js';

/** The record of the rfc3986 mode: an absolute URI's components (scheme always defined). */
export type RFC3986Record = RFC3986Components;

/** A copy of `r` with one component replaced (setters never mutate a record). */
function withComponent<K extends keyof RFC3986Record>(r: RFC3986Record, key: K, value: RFC3986Record[K]): RFC3986Record {
  const copy = { ...r };
  copy[key] = value;
  return copy;
}

/** RFC 3986 §5.1: resolution needs a base URI, and the base must be absolute (RFC 3987 §6.5: the same for IRIs). */
function parseAndResolve(input: string, base: string | undefined, strict: boolean, iri: boolean): RFC3986Record | RFC3986Error {
  const r = parseURIReference(input, iri);
  // The constructor's error names the input (cut to 200 characters) after the ABNF details.
  if (r instanceof RFC3986Error) return withPrefix(r, '', ': ' + quote(input));
  if (base === undefined) {
    if (r.scheme === undefined) {
      return new RFC3986Error(
        quote(input) + ' is a relative reference: it needs a base URI to resolve against (RFC 3986 §5.1); ' +
          'pass one as the second argument, or give an absolute URI with a scheme',
        0, input.charAt(0), 'scheme', 'URI');
    }
    return r;
  }
  const b = parseURIReference(base, iri);
  if (b instanceof RFC3986Error) return withPrefix(b, 'Invalid base URI ' + quote(base) + ': ');
  if (b.scheme === undefined) {
    return new RFC3986Error(
      'Invalid base URI ' + quote(base) + ': a base URI must be absolute, with a scheme (RFC 3986 §5.1, §4.3 absolute-URI)',
      0, base.charAt(0), 'scheme', 'absolute-URI');
  }
  const t = resolveComponents(r, b, strict);
  return t instanceof RFC3986Error ? withPrefix(t, 'Cannot resolve ' + quote(input) + ' against ' + quote(base) + ': ') : t;
}

// RFC 6454 §4 (the web origin of a URI) for the schemes it names; "null" for the others.
// (Compared as strings, not matched: a successful match would leave the
// scheme in the legacy RegExp statics.)
function isTupleOriginScheme(scheme: string): boolean {
  return scheme === 'https' || scheme === 'http' || scheme === 'wss' || scheme === 'ws' || scheme === 'ftp';
}

function isHTTPScheme(scheme: string | undefined): boolean {
  const lower = scheme === undefined ? '' : asciiLowercase(scheme);
  return lower === 'https' || lower === 'http';
}

function originOf(r: RFC3986Record): string {
  const scheme = asciiLowercase(r.scheme as string);
  if (scheme === 'blob') {
    // https://url.spec.whatwg.org/#concept-url-origin: a blob: URL has the origin of the URL in its path.
    const inner = parseURIReference(r.path);
    // (An absent scheme reads "undefined" here.)
    return !(inner instanceof RFC3986Error) && isHTTPScheme(inner.scheme) ? originOf(inner) : 'null';
  }
  if (!isTupleOriginScheme(scheme) || !r.host) return 'null';
  // The port as §6.2.3 normalizes it: "" for none, empty or the default.
  const port = r.port === undefined ? '' : normalPort(scheme, r.port);
  return scheme + '://' + asciiLowercase(r.host) + (port === '' ? '' : ':' + port);
}

function serialize(r: RFC3986Record, out: HrefOffsets): void {
  writeOffsets(r, recompose(r), out);
}

/** `out` := `href` (the §5.3 recomposition of `r`) and the offsets of r's components in it. */
function writeOffsets(r: RFC3986Record, href: string, out: HrefOffsets): void {
  const protocolEnd = (r.scheme as string).length + 1;
  let usernameEnd = protocolEnd;
  let hostStart = protocolEnd;
  let hostEnd = protocolEnd;
  let portEnd = protocolEnd;
  let pathStart = protocolEnd;
  if (r.host !== undefined) {
    // After "//": [ userinfo "@" ] host [ ":" port ].
    usernameEnd = hostStart = protocolEnd + 2;
    if (r.userinfo !== undefined) {
      const colon = r.userinfo.indexOf(':');
      const userinfoEnd = hostStart + r.userinfo.length;
      usernameEnd = colon < 0 ? userinfoEnd : hostStart + colon;
      hostStart = userinfoEnd + 1;
    }
    hostEnd = portEnd = pathStart = hostStart + r.host.length;
    if (r.port !== undefined) {
      pathStart += 1 + r.port.length;
      // An empty port keeps _portEnd === _hostEnd (see the top of this file).
      if (r.port !== '') portEnd = pathStart;
    }
  }
  const pathEnd = pathStart + r.path.length;
  writeHrefOffsets(
    out, href, protocolEnd, usernameEnd, hostStart, hostEnd, portEnd, pathStart,
    r.query === undefined ? -1 : pathEnd,
    r.fragment === undefined ? -1 : r.query === undefined ? pathEnd : pathEnd + 1 + r.query.length,
  );
}

/** Throws the setter's error, if any, its message naming the setter and the value; the URL stays as it was. */
function validate(error: RFC3986Error | null, setter: string, value: string): void {
  if (error !== null) throw withPrefix(error, 'Cannot set ' + setter + ' to ' + quote(value) + ': ');
}

/** §3.2: the userinfo and the port are parts of an authority. */
function needAuthority(r: RFC3986Record, what: string): void {
  if (r.host === undefined) {
    throw new RFC3986Error(
      'Cannot set the ' + what + ' of a URI without an authority (RFC 3986 §3.2); set its host first',
      0, '', 'authority', 'authority');
  }
}

/** §3.3: "If a URI contains an authority component, then the path component must either be empty or begin with a slash". */
function checkPathWithAuthority(path: string, setter: string, value: string): void {
  validate(path !== '' && path.charCodeAt(0) !== 0x2f ? new RFC3986Error(
    'with an authority the path must be empty or begin with "/", and the path is ' + quote(path) + ' (RFC 3986 §3.3 path-abempty)',
    0, path.charAt(0), 'path', 'path-abempty') : null, setter, value);
}

/**
 * The host setters: `value` is host [ ":" port ] (`withPort`) or host. An
 * authority is added when there was none; without a port the current one
 * stays (as in WHATWG).
 */
function withHost(rec: RFC3986Record, value: string, withPort: boolean, iri: boolean): RFC3986Record {
  const setter = withPort ? 'host' : 'hostname';
  const n = value.length;
  const h = withPort ? hostEnd(value, 0, n) : n;
  validate(checkHost(value, 0, h, iri) || checkSet(value, h + 1, CharClass.DIGIT, 'port', 'port'), setter, value);
  // §3.3: an authority cannot be added to a URI whose path is rootless.
  if (rec.host === undefined) checkPathWithAuthority(rec.path, setter, value);
  const r = withComponent(rec, 'host', value.slice(0, h));
  r.hostKind = classifyHost(value, 0, h);
  if (h < n) r.port = value.slice(h + 1);
  return r;
}

/**
 * The username and password setters (§3.2.1). The username is the userinfo
 * up to its first ":", so it cannot contain one; the password is the rest,
 * after that ":". "" removes the password and its ":", and an empty
 * userinfo is removed with its "@".
 */
function withUserinfo(rec: RFC3986Record, value: string, password: boolean, iri: boolean): RFC3986Record {
  const setter = password ? 'password' : 'username';
  needAuthority(rec, setter);
  validate(checkSet(value, 0, (password ? CharSet.USERINFO : CharSet.REG_NAME) | iriBits(iri, false), 'userinfo', 'userinfo'), setter, value);
  const info = rec.userinfo === undefined ? '' : rec.userinfo;
  let colon = info.indexOf(':');
  if (colon < 0) colon = info.length;
  const userinfo = password ? info.slice(0, colon) + (value === '' ? '' : ':' + value) : value + info.slice(colon);
  return withComponent(rec, 'userinfo', userinfo === '' ? undefined : userinfo);
}

/**
 * The search and hash setters: "" removes the component; one leading
 * `lead` ("?" or "#") is dropped, so "?" or "#" alone sets it empty.
 */
function optionalSetter(key: 'query' | 'fragment', lead: number, setter: string, iri: boolean): (rec: RFC3986Record, value: string) => RFC3986Record {
  // RFC 3987 §2.2: iquery has iprivate, ifragment does not.
  const mask = CharSet.QUERY | iriBits(iri, key === 'query');
  return function (rec: RFC3986Record, value: string): RFC3986Record {
    if (value === '') return withComponent(rec, key, undefined);
    const start = value.charCodeAt(0) === lead ? 1 : 0;
    validate(checkSet(value, start, mask, key, key), setter, value);
    return withComponent(rec, key, value.slice(start));
  };
}

function makeMode(strict: boolean, iri: boolean): RFC3986Mode {
  const mode: RFC3986Mode = {
    name: 'rfc3986',
    parse(input: string, base: string | undefined): RFC3986Record | Error {
      return parseAndResolve(input, base, strict, iri);
    },
    serialize,
    origin: originOf,

    // HrefOnlyMembers (lib/modes/href-only.ts): a URL keeps href and offsets only. A
    // valid URI is ASCII and a valid IRI has no lone surrogate (no set of
    // RFC 3987 has one), so the raw input is already a USVString; anything
    // else (errors included) takes the ordinary parse.
    parseInto(input: string, out: HrefOffsets, base?: string): boolean {
      if (base !== undefined) return false;
      const r = parseURIReference(input, iri);
      if (r instanceof RFC3986Error || r.scheme === undefined) return false;
      // Parsing never normalizes: the components are slices of the input, so
      // the input is their recomposition (§5.3), already flat in memory.
      writeOffsets(r, input, out);
      return true;
    },
    normalizedRecordOf(c: HrefOffsets, level?: NormalizationLevel): RFC3986Record {
      return normalizedRecord(c, level, iri);
    },
    recordOf(c: HrefOffsets): RFC3986Record {
      return parseURIReference(c._href, iri) as RFC3986Record;
    },
    // The query lies between the path and the fragment, as in a WHATWG URL.
    replaceQuery,

    // The protocol, with or without its ":", must match §3.1 scheme.
    setProtocol(rec, value) {
      const v = value.charCodeAt(value.length - 1) === 0x3a ? value.slice(0, -1) : value;
      validate(checkScheme(v, v.length), 'protocol', value);
      return withComponent(rec, 'scheme', v);
    },

    setUsername(rec, value) {
      return withUserinfo(rec, value, false, iri);
    },

    setPassword(rec, value) {
      return withUserinfo(rec, value, true, iri);
    },

    setHost(rec, value) {
      return withHost(rec, value, true, iri);
    },

    setHostname(rec, value) {
      return withHost(rec, value, false, iri);
    },

    // §3.2.3 port = *DIGIT; "" removes the port and its ":".
    setPort(rec, value) {
      needAuthority(rec, 'port');
      validate(checkSet(value, 0, CharClass.DIGIT, 'port', 'port'), 'port', value);
      return withComponent(rec, 'port', value === '' ? undefined : value);
    },

    // §3.3: path-abempty with an authority; else path-absolute (not "//"),
    // path-rootless or path-empty (the URI has a scheme, so ":" may be in the first segment).
    setPathname(rec, value) {
      validate(checkSet(value, 0, CharSet.PATH | iriBits(iri, false), 'path', 'pchar'), 'pathname', value);
      if (rec.host !== undefined) {
        checkPathWithAuthority(value, 'pathname', value);
      } else if (beginsWithTwoSlashes(value)) {
        const rule = iri ? iriRule('path-absolute') : 'path-absolute';
        validate(invalidCharacter(value, 1, 'path', rule, ': without an authority the path cannot begin with "//"'), 'pathname', value);
      }
      return withComponent(rec, 'path', value);
    },

    setSearch: optionalSetter('query', 0x3f, 'search', iri),
    setHash: optionalSetter('fragment', 0x23, 'hash', iri),

    // The application/x-www-form-urlencoded serializer only emits query characters.
    setQuery(rec, query) {
      return withComponent(rec, 'query', query === null ? undefined : query);
    },
  };
  return Object.freeze(mode);
}

type RFC3986Mode = Mode<RFC3986Record> & HrefOnlyMembers<RFC3986Record>;

// The four variants, made on first use: [strict, backward-compatible] for
// URIs, then the same two for IRIs.
const variants: (RFC3986Mode | undefined)[] = [];

/**
 * The rfc3986 mode for `options` (one shared frozen object per variant):
 * §5.2.2 strict resolution, or the non-strict variant when
 * `options.backwardCompatible` is true; RFC 3987 IRIs when `options.iri` is true.
 */
export function createRfc3986Mode(options: URLOptions): RFC3986Mode {
  const given = options !== undefined && options !== null;
  const compat = given && options.backwardCompatible === true ? 1 : 0;
  const iri = given && options.iri === true ? 2 : 0;
  const k = compat + iri;
  // An array's own slot or nothing: a polluted Object.prototype[0] is no mode.
  const made = k < variants.length && Object.prototype.hasOwnProperty.call(variants, k) ? variants[k] : undefined;
  return made !== undefined ? made : (variants[k] = makeMode(compat === 0, iri !== 0));
}
