// React Native's simple-URL reader, in place of lib/url/simple.ts
// (scripts/variants.mjs: the react-native trait). Spec divergence
// (performance), none of it observable: spec/url/simple.react-native.spec.ts
// checks every answer against the state machine of
// https://url.spec.whatwg.org/#concept-basic-url-parser.
//
// Hermes has no JIT: a JavaScript loop over each code unit is what a parse
// spends its time on there, and lib/url/simple.ts's readers are such loops.
// This one reads with the engine's native string functions only. encodeURI
// leaves a string as it is exactly when it is ASCII letters, digits and
//   ; , / ? : @ & = + $ - _ . ! ~ * ' ( ) #
// (https://tc39.es/ecma262/#sec-encodeuri-uri: uriReserved, uriUnescaped
// and "#"), and no component of a special URL percent-encodes any of these
// but "'" in the query (the special-query percent-encode set); indexOf finds
// the delimiters. A URL made of them, of a special scheme other than file,
// without credentials, "'" in its query or "/." in its path (a possible dot
// segment), has the shape
//   scheme "://" host [":" port] [path] ["?" query] ["#" fragment]
// that the state machine reads in order, keeping every component but the
// host and port as it is. No regular expression runs: a match would leave
// the input in the legacy RegExp statics, which Hermes has.
//
// A reference is resolved against such a base when it is made of the same
// code points and is empty, or starts with "#", "?", a single "/", or a
// path segment (https://url.spec.whatwg.org/#relative-state and the states
// after it); anything else, and every record basicURLParse asks for, is
// the state machine's.
import type { URLRecord } from './record.js';
import type { HrefOffsets } from './href-offsets.js';
import { pathEndOf, writeHrefOffsets } from './href-offsets.js';
import { asciiDigitsEnd } from '../base/infra.js';
import { parseHost } from '../host/host.js';
import { endsInANumber } from '../host/ipv4.js';
import { portValue, schemeColon, specialDefaultPort, specialSchemeAt } from './schemes.js';

/** No record readers: basicURLParse leaves out the code that would ask them. */
export const HAS_SIMPLE_URLS: boolean = false;

// The test switch: off, the reader declines and the state machine parses everything.
let enabled = true;
/** @internal For the tests that compare the reader with the state machine. */
export function setSimpleURLs(on: boolean): void {
  enabled = on;
}

/** Whether `s` is made of the code points encodeURI keeps (false for a lone surrogate, which it throws on). */
function unescaped(s: string): boolean {
  try {
    return encodeURI(s) === s;
  } catch (e) {
    return false;
  }
}

/**
 * Writes `href`, a special URL made of unescaped code points, and its offsets
 * into `out` when its path, query and fragment (from `pathStart`) are kept
 * as they are: no "/." in the path (a possible dot segment), no "'" in the
 * query. False to leave it to the state machine.
 */
function writeIfKept(out: HrefOffsets, href: string, protocolEnd: number, hostStart: number, hostEnd: number, pathStart: number): boolean {
  const hash = href.indexOf('#', pathStart);
  const end = hash >= 0 ? hash : href.length;
  let query = href.indexOf('?', pathStart);
  if (query > end) query = -1;
  const dot = href.indexOf('/.', pathStart);
  if (dot >= 0 && dot < pathEndOf(query, hash, href.length)) return false;
  const quote = query >= 0 ? href.indexOf("'", query) : -1;
  if (quote >= 0 && quote < end) return false;
  writeHrefOffsets(out, href, protocolEnd, hostStart, hostStart, hostEnd, pathStart, pathStart, query, hash);
  return true;
}

/** A simple absolute URL (see the top of this file) into `out`; false to leave it to the state machine. */
function readAbsolute(s: string, out: HrefOffsets): boolean {
  // https, http, wss, ws or ftp, then "://".
  const n = s.length;
  const colon = s.indexOf('://');
  const scheme = specialSchemeAt(s, colon);
  if (scheme === null || scheme === 'file') return false;
  const hostStart = colon + 3;
  // https://url.spec.whatwg.org/#authority-state ends at "/", "?" or "#"
  // (a special URL's "\" is not unescaped).
  let rest = n;
  for (let k = 0; k < 3; k++) {
    const at = s.indexOf('/?#'.charAt(k), hostStart);
    if (at >= 0 && at < rest) rest = at;
  }
  // Credentials go to the state machine.
  const atSign = s.indexOf('@', hostStart);
  if (atSign >= 0 && atSign < rest) return false;
  // https://url.spec.whatwg.org/#host-state: the host ends at ":".
  let hostEnd = s.indexOf(':', hostStart);
  if (hostEnd < 0 || hostEnd > rest) hostEnd = rest;
  if (hostEnd === hostStart) return false;

  // https://url.spec.whatwg.org/#concept-host-parser: an ASCII domain
  // without a label starting "xn--" that does not end in a number is
  // domain-to-ASCII's lowercase (nothing unescaped is a forbidden domain
  // code point); the host parser takes any other.
  const raw = s.slice(hostStart, hostEnd);
  let host = raw.toLowerCase();
  if (host.indexOf('xn--') >= 0 || endsInANumber(host)) {
    const parsed = parseHost(raw, false, null);
    if (parsed === null) return false;
    host = parsed;
  }

  // https://url.spec.whatwg.org/#port-state: digits only, at most 65535,
  // the default port and leading zeros not serialized.
  let port = '';
  if (hostEnd < rest) {
    if (hostEnd + 1 === rest || asciiDigitsEnd(s, hostEnd + 1, rest) !== rest) return false;
    const value = portValue(s, hostEnd + 1, rest);
    if (value > 0xffff) return false;
    if (value !== specialDefaultPort(s.charCodeAt(0), colon)) port = ':' + value;
  }

  // https://url.spec.whatwg.org/#path-start-state: a special URL's path is never empty.
  const head = s.slice(0, hostStart) + host;
  const pathStart = head.length + port.length;
  const emptyPath = rest === n || s.charCodeAt(rest) !== 0x2f;
  const href = host === raw && port.length === rest - hostEnd && !emptyPath ? s : head + port + (emptyPath ? '/' : '') + s.slice(rest);
  return writeIfKept(out, href, colon + 1, hostStart, head.length, pathStart);
}

/**
 * The reader: writes the href of `input` (against `base` when given) and its
 * offsets into `out` when both are simple (see the top of this file); false
 * when the state machine must run, `out` then holding partial values. The
 * constructor's raw arguments: only unescaped code points are read, so they
 * are already USVStrings with nothing to trim and no tab or newline.
 */
function simpleURL(input: string, out: HrefOffsets, base?: string): boolean {
  if (!enabled || !unescaped(input)) return false;
  if (base === undefined) return readAbsolute(input, out);
  if (!unescaped(base) || !readAbsolute(base, out)) return false;
  // https://url.spec.whatwg.org/#scheme-start-state: a reference with a
  // scheme is absolute ("http:x" against an http base, which is not, has no "//").
  if (schemeColon(input, 0, input.length) >= 0) return readAbsolute(input, out);
  const b = out._href;
  const pathStart = out._pathStart;
  const baseHash = out._hashStart;
  const c0 = input.charCodeAt(0);
  let head: string;
  if (input.length === 0 || c0 === 0x23) {
    // https://url.spec.whatwg.org/#fragment-state (and base without its fragment).
    head = baseHash >= 0 ? b.slice(0, baseHash) : b;
  } else if (c0 === 0x3f) {
    // https://url.spec.whatwg.org/#query-state: base's path is kept.
    head = b.slice(0, pathEndOf(out._queryStart, baseHash, b.length));
  } else if (c0 === 0x2f) {
    // A network-path reference ("//") is the state machine's.
    if (input.charCodeAt(1) === 0x2f) return false;
    head = b.slice(0, pathStart);
  } else {
    // https://url.spec.whatwg.org/#path-state: the reference replaces the
    // last segment of base's path (a "." starting it makes a "/." there).
    head = b.slice(0, b.lastIndexOf('/', pathEndOf(out._queryStart, baseHash, b.length) - 1) + 1);
  }
  // (Base's path and query, which head may keep, passed the same check.)
  return writeIfKept(out, head + input, out._protocolEnd, out._hostStart, out._hostEnd, pathStart);
}

/**
 * The reader (https://url.spec.whatwg.org/#concept-basic-url-parser for
 * simple input, straight into `out`): the raw arguments of the URL
 * constructor, base undefined when none was given.
 */
export { simpleURL as parseSimpleURL };

/** No verbatim record reader: the state machine runs. */
export function parseSimpleRecord(input: string): URLRecord | null {
  return null;
}

/** No encoding reader: the state machine runs. */
export function parseEncodedRecord(s: string): URLRecord | null {
  return null;
}
