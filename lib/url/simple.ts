// Simple URLs: the one place that decides which input can skip the state
// machine of https://url.spec.whatwg.org/#concept-basic-url-parser, and reads
// it in one pass. Spec divergence (performance), none of it observable: a
// property test (spec/url/simple.spec.ts) checks every reader here against
// the state machine.
//
// A simple URL is an absolute URL of one of the shapes
//   special-scheme "://" host [":" port] [path] ["?" query] ["#" fragment]
//   "file://" [host] [path] ["?" query] ["#" fragment]
//   non-special-scheme ":" opaque-path ["?" query] ["#" fragment]
// with no credentials, no "\", no dot segment, no Windows drive letter to
// normalize, nothing to trim and no ASCII tab or newline. On such input the
// state machine runs scheme, (file or special authority) slashes, host,
// port, path start, path or opaque path, query and fragment states in order,
// and each component is its input run, percent-encoded with its set.
//
// Two readers take it:
// - parseSimpleURL, the verbatim reader: printable ASCII that needs no
//   percent-encoding, a lower-case scheme and a host of ASCII letters,
//   digits, "-", "_" and "." (or a bracketed IPv6 address). The serialization
//   is then the input itself except for the host (ASCII-lowercased, or the
//   host parser's result when it ends in a number or is an IPv6 address), a
//   file host "localhost" emptied, the port without leading zeros or dropped
//   when it is the default, and "/" for an empty special path. It writes the
//   href and offsets straight into a URL's state (the URL class's
//   constructor), resolves a simple reference against a simple base, and
//   gives a record to basicURLParse (parseSimpleRecord).
// - parseEncodedRecord, the encoding reader: any other simple URL without
//   "[" (runs to percent-encode, upper-case schemes, internationalized hosts
//   given to the host parser), as a record, for basicURLParse.
// The compact builds replace this module with simple.compact.ts
// (scripts/variants.mjs): no reader, the state machine parses everything.
//
// The verbatim reader runs no regular expression (a successful match would
// leave the input in the legacy RegExp statics): it checks each code point
// against its component's class (lib/url/simple-shape.ts) in the same pass
// that finds the component's offsets.
import type { URLRecord } from './record.js';
import { recordFromHrefOffsets } from './serializer.js';
import type { HrefOffsets } from './href-offsets.js';
import { pathEndOf, writeHrefOffsets } from './href-offsets.js';
import { asciiDigitsEnd, charCodeAt, codeAt, indexOrEnd } from '../base/infra.js';
import { CLASSES, FRAGMENT, HOST, IPV6, PATH, SQUERY, hasDriveHint, opaqueShape, referenceShape, span } from './simple-shape.js';
import { parseHost, startsXNLabel } from '../host/host.js';
import { endsInANumber } from '../host/ipv4.js';
import { C0_CONTROL_SET, FRAGMENT_SET, PATH_SET, QUERY_SET, SPECIAL_QUERY_SET } from '../encoding/sets.js';
import { percentEncodeRange } from '../encoding/percent.js';
import { defaultPort, isSpecialScheme, portValue, schemeColon, specialDefaultPort, specialSchemeAt } from './schemes.js';
import { dotSegmentKind, dotSegmentLength, hasDotSegment, hasEncodedDot, isWindowsDriveLetterAt, startsWithWindowsDriveLetter } from './paths.js';

// Character classes (printable ASCII only: no C0 control, no space except in
// an opaque path, nothing >= U+007F):
//   path:           not in the path percent-encode set, not "\"   [!$-;=@-\[\]_a-z|~]
//   special query:  not in the special-query percent-encode set   [!$-&(-;=?-~]
//   query:          not in the query percent-encode set           [!$-;=?-~]
//   fragment:       not in the fragment percent-encode set        [!#-;=?-_a-~]
//   opaque path:    not in the C0 control set, not "?" or "#"     [ -"$->@-~]
// A special URL is checked as far as the reference resolved against it reads
// it (see simpleURL), by simpleAuthority's `depth`: 0 scheme and authority;
// 1 and path; 2 and query; 3 all of it, an absolute URL. Whatever follows
// cannot make a base fail (the path, query and fragment states only
// percent-encode and remove tabs and newlines), and the result does not read
// it.

/** That this module has its readers (simple.compact.ts says false): basicURLParse asks them. */
export const HAS_SIMPLE_URLS: boolean = true;

// The test switch, held here only: off, every reader declines and the state
// machine parses everything (the property tests compare the two).
let enabled = true;
/** @internal For the property tests that compare the simple-URL readers with the state machine. */
export function setSimpleURLs(on: boolean): void {
  enabled = on;
}

/**
 * The verbatim reader: writes the href of `input` (against `base` when given)
 * and its offsets into `out` when both are simple; false when the state
 * machine must run. The raw arguments: only printable ASCII is accepted, so
 * they are already USVStrings with nothing to trim and no tab or newline to
 * remove.
 *
 * A reference is resolved against a base that is a simple special URL
 * (simpleSpecial) when it is simple too. Per
 * https://url.spec.whatwg.org/#relative-state and the states after it, a
 * reference without scheme that needs no trimming, starting with
 *   "/"          keeps base's scheme and host:port and takes the path (relative slash state, path state);
 *   "?"          keeps base up to its path (query state);
 *   "#"          keeps base up to its fragment (fragment state);
 *   anything else replaces the last segment of base's path (shorten, path state);
 *   (empty)      is base without its fragment;
 * and when the reference is only code points its components keep as they
 * are (referenceShape: no "\", which is a path separator here, nothing to encode),
 * the serialization is that prefix of base followed by the reference. Dot
 * segments ("../../x", "./a/../x") are resolved over the reference's
 * segments, a ".." that reaches into base's path shortening the prefix;
 * a "%2e" goes to the state machine. A reference with a scheme is absolute
 * (simpleAbsolute requires "//" after a special scheme, so "http:x" against
 * an http base, which is relative, is not taken); "//" is a network-path
 * reference.
 * The href and offsets go into `out` (a URL's state, or a scratch object
 * of parseSimpleRecord), so nothing outlives the call outside it; on false,
 * `out` may hold partial values and the caller starts it afresh.
 */
function simpleURL(input: string, out: HrefOffsets, base?: string): boolean {
  if (!enabled) return false;
  if (base === undefined) return simpleAbsolute(input, out);
  const n = input.length;
  const c0 = input.charCodeAt(0);
  // https://url.spec.whatwg.org/#scheme-start-state: a scheme is an ASCII
  // alpha and then alphanumerics, "+", "-", "." up to ":".
  const absolute = schemeColon(input, 0, n) >= 0;
  // The base's href and offsets go into `out` first; what follows reads them
  // and then writes the result's over them. Base is checked as far as the
  // reference reads it (simpleAuthority's depth): an absolute URL only needs it valid, one
  // starting with "/" reads its scheme and authority, one with "?" or a
  // relative path its path too, one with "#" (or nothing) its query too.
  if (!simpleSpecial(base, absolute || c0 === 0x2f ? 0 : c0 === 0x3f || (n > 0 && c0 !== 0x23) ? 1 : 2, out)) return false;
  if (absolute) return simpleAbsolute(input, out);
  const b = out._href;

  // A file base is taken when no Windows drive letter quirk can apply: its
  // path does not start with a drive letter ("/C:"), and a reference's path
  // has no ":" or "|" (checked below).
  const pathStart = out._pathStart;
  const c = b.charCodeAt(0);
  const schemeLength = out._protocolEnd - 1;
  const file = schemeLength === 4 && c === 0x66;
  if (file && startsWithWindowsDriveLetter(b, pathStart + 1, b.length)) return false;
  const baseHash = out._hashStart;
  const basePathEnd = pathEndOf(out._queryStart, baseHash, b.length);
  if (n === 0) {
    if (baseHash >= 0) out._href = b.slice(0, baseHash);
    out._hashStart = -1;
    return true;
  }
  if (c0 === 0x2f && input.charCodeAt(1) === 0x2f) {
    // A network-path reference: https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
    // (more slashes are ignored; a file URL goes to the file host state
    // instead), then as an absolute URL of base's scheme.
    let k = 0;
    while (!file && input.charCodeAt(k + 2) === 0x2f) k++;
    const ref = input.slice(k);
    return simpleAuthority(ref, 2, file, specialDefaultPort(c, schemeLength), b.slice(0, schemeLength + 1), out, 3);
  }
  if (!referenceShape(input)) return false;
  let head: string;
  if (c0 === 0x23) {
    head = baseHash >= 0 ? b.slice(0, baseHash) : b;
    out._hashStart = head.length;
    out._href = head + input;
    return true;
  }
  let from = 0;
  let queryStart: number;
  if (c0 === 0x3f) {
    head = b.slice(0, basePathEnd);
    queryStart = head.length;
  } else {
    let q = input.indexOf('?');
    const h = input.indexOf('#');
    if (h >= 0 && q > h) q = -1;
    const refPathEnd = pathEndOf(q, h, n);
    // "%2e" (any case) in the path: the state machine decides.
    if (hasEncodedDot(input, 0, refPathEnd)) return false;
    if (file && hasDriveHint(input)) return false;
    // The path so far: base's path shortened (a path-relative reference)
    // or empty (an absolute-path one), as a prefix of b ending in "/".
    let dirEnd: number;
    if (c0 === 0x2f) {
      dirEnd = pathStart + 1;
      from = 1;
    } else {
      dirEnd = b.lastIndexOf('/', basePathEnd - 1) + 1;
    }
    if (from < refPathEnd && hasDotSegment(input, from, refPathEnd)) {
      // https://url.spec.whatwg.org/#path-state, one segment of the
      // reference's path at a time, onto the path so far (`kept`, a slice of
      // b at first, each segment followed by "/"): ".." removes its last
      // segment ("/" stays: a special URL's path has at least one segment),
      // "." does nothing, and either, when last, leaves an empty last
      // segment. The last segment stays in the input, for the slice after
      // the loop. Base's path is not scanned again.
      let kept = b.slice(pathStart, dirEnd);
      for (;;) {
        let e = input.indexOf('/', from);
        if (e < 0 || e > refPathEnd) e = refPathEnd;
        const len = dotSegmentLength(input, from, e);
        if (len === 2) {
          if (kept.length > 1) kept = kept.slice(0, kept.lastIndexOf('/', kept.length - 2) + 1);
        } else if (len === 0) {
          if (e === refPathEnd) break;
          kept += input.slice(from, e + 1);
        }
        if (e === refPathEnd) {
          from = e;
          break;
        }
        from = e + 1;
      }
      head = b.slice(0, pathStart) + kept;
    } else {
      head = b.slice(0, dirEnd);
    }
    queryStart = q >= 0 ? head.length + q - from : -1;
  }
  const h = input.indexOf('#', from);
  out._queryStart = queryStart;
  out._hashStart = h >= 0 ? head.length + h - from : -1;
  out._href = from > 0 ? head + input.slice(from) : head + input;
  return true;
}

/** A simple absolute URL (see the top of this file). */
function simpleAbsolute(s: string, out: HrefOffsets): boolean {
  return simpleSpecial(s, 3, out) || (opaqueShape(s) && simpleOpaque(s, out));
}

/** A simple special URL, checked as far as `depth` reads it (see simpleAuthority). */
function simpleSpecial(s: string, depth: number, out: HrefOffsets): boolean {
  // https, http, wss, ws, ftp or file, then "://".
  const c0 = charCodeAt.call(s, 0);
  let colon = -1;
  if (c0 === 0x68) {
    if (charCodeAt.call(s, 1) === 0x74 && charCodeAt.call(s, 2) === 0x74 && charCodeAt.call(s, 3) === 0x70) colon = charCodeAt.call(s, 4) === 0x73 ? 5 : 4;
  } else if (c0 === 0x77) {
    if (charCodeAt.call(s, 1) === 0x73) colon = charCodeAt.call(s, 2) === 0x73 ? 3 : 2;
  } else if (c0 === 0x66) {
    const c1 = charCodeAt.call(s, 1);
    if (c1 === 0x74) colon = charCodeAt.call(s, 2) === 0x70 ? 3 : -1;
    else if (c1 === 0x69) colon = charCodeAt.call(s, 2) === 0x6c && charCodeAt.call(s, 3) === 0x65 ? 4 : -1;
  }
  if (colon < 0 || charCodeAt.call(s, colon) !== 0x3a || charCodeAt.call(s, colon + 1) !== 0x2f || charCodeAt.call(s, colon + 2) !== 0x2f) return false;
  return simpleAuthority(s, colon + 3, colon === 4 && c0 === 0x66, specialDefaultPort(c0, colon), '', out, depth);
}

/**
 * The host, port, path, query and fragment of a special URL, from
 * `hostStart` in `s` (s[0, hostStart) being "scheme://", or "//" after
 * `prefix` = "scheme:" for a network-path reference: then the href and
 * offsets are those of prefix + s). `depth`: how far the URL is checked
 * (each component's code points in its class, see simple-shape.ts):
 * 0 the host and port, then "/", "?", "#" or the end; 1 and the path (dot
 * segments included), then "?", "#" or the end; 2 and the query, then "#"
 * or the end; 3 all of it.
 */
function simpleAuthority(s: string, hostStart: number, file: boolean, defaultPort: number | null, prefix: string, out: HrefOffsets, depth: number): boolean {
  const n = s.length;
  // https://url.spec.whatwg.org/#host-state: the host is [hostStart, hostEnd).
  let i = hostStart;
  let c = 0;
  let hostText: string | null = null;
  if (charCodeAt.call(s, i) === 0x5b) {
    // An IPv6 address: hex digits, ":" and "." up to its "]", the host parser's.
    const j = span(s, i + 1, IPV6);
    if (j === i + 1 || charCodeAt.call(s, j) !== 0x5d) return false;
    i = j + 1;
    hostText = parseHost(s.slice(hostStart, i), false, null);
    if (hostText === null) return false;
  } else {
    let upper = false;
    let punycode = false;
    // The last two dots seen (hostStart - 1: "before the host").
    let lastDot = hostStart - 1;
    let prevDot = hostStart - 1;
    for (; i < n; i++) {
      c = charCodeAt.call(s, i);
      if (c === 0x2e) {
        prevDot = lastDot;
        lastDot = i;
      } else if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) {
        break;
      } else {
        // ASCII letters, digits, "_" and "-" only.
        if (c >= 128 || (CLASSES[c] & HOST) === 0) return false;
        if (c <= 0x5a && c >= 0x41) upper = true;
        if (lastDot === i - 1 && startsXNLabel(s, i)) punycode = true;
      }
    }
    if (i > hostStart) {
      // A label starting "xn--" goes to the state machine: given to the host
      // parser here, the type feedback it leaves in this shared code slows
      // every URL parsed after it.
      if (punycode) return false;
      // https://url.spec.whatwg.org/#concept-host-parser: a host that ends in
      // a number (an IPv4 address, or no host at all) is the host parser's
      // work; any other is an ASCII domain without "xn--" labels, which
      // domain-to-ASCII only lowercases. A last label (a trailing empty one
      // ignored) that starts with an ASCII letter is no number, and most
      // hosts are told by that alone, without the call.
      const f = s.charCodeAt((lastDot === i - 1 ? prevDot : lastDot) + 1) | 0x20;
      if ((f < 0x61 || f > 0x7a) && endsInANumber(s, hostStart, i)) {
        hostText = parseHost(s.slice(hostStart, i), false, null);
        if (hostText === null) return false;
      } else if (upper) {
        hostText = s.slice(hostStart, i).toLowerCase();
      }
      // https://url.spec.whatwg.org/#file-host-state: "localhost" becomes the empty host.
      if (file && i - hostStart === 9 && (hostText !== null ? hostText : s.slice(hostStart, i)) === 'localhost') hostText = '';
    } else if (!file) {
      return false;
    }
  }
  const hostEnd = i;

  // https://url.spec.whatwg.org/#port-state
  let portText: string | null = null;
  let portEnd = hostEnd;
  c = i < n ? charCodeAt.call(s, i) : -1;
  if (c === 0x3a) {
    // (https://url.spec.whatwg.org/#file-host-state: a file URL has no port.)
    if (file) return false;
    i = portEnd = asciiDigitsEnd(s, i + 1, n);
    if (portEnd === hostEnd + 1) return false;
    const value = portValue(s, hostEnd + 1, portEnd);
    if (value > 0xffff) return false;
    if (value === defaultPort) {
      portText = '';
    } else {
      // Leading zeros are not serialized.
      if (s.charCodeAt(hostEnd + 1) === 0x30 && portEnd - hostEnd > 2) portText = ':' + value;
    }
    c = i < n ? charCodeAt.call(s, i) : -1;
  }
  if (c !== -1 && c !== 0x2f && c !== 0x3f && c !== 0x23) return false;

  // The rest: [path] ["?" query] ["#" fragment]; "?" and "#" cannot occur in
  // the path, nor "#" in the query (the classes exclude them).
  const rest = i;
  let query = -1;
  let hash = -1;
  let pathEnd: number;
  if (depth === 0) {
    hash = s.indexOf('#', rest);
    query = s.indexOf('?', rest);
    if (hash >= 0 && query > hash) query = -1;
    pathEnd = pathEndOf(query, hash, n);
  } else {
    // https://url.spec.whatwg.org/#single-dot-path-segment and double-dot:
    // a segment starting "." or any "%" in the path may be a dot segment,
    // which the state machine removes: looked at closer after the scan.
    let dotHint = false;
    if (c === 0x2f) {
      for (i++; i < n; i++) {
        c = charCodeAt.call(s, i);
        if (c >= 128 || (CLASSES[c] & PATH) === 0) break;
        if ((c === 0x2e && charCodeAt.call(s, i - 1) === 0x2f) || c === 0x25) dotHint = true;
      }
      if (i === n) c = -1;
    }
    pathEnd = i;
    if (dotHint && (hasDotSegment(s, rest, pathEnd) || hasEncodedDot(s, rest, pathEnd))) return false;
    if (c === 0x3f) {
      query = i;
      if (depth === 1) {
        // (The query and fragment are not read.)
        hash = s.indexOf('#', i + 1);
        c = -1;
      } else {
        i = span(s, i + 1, SQUERY);
        c = i < n ? charCodeAt.call(s, i) : -1;
      }
    }
    if (hash < 0 && c === 0x23) {
      hash = i;
      if (depth === 3 && span(s, i + 1, FRAGMENT) !== n) return false;
    } else if (hash < 0 && c !== -1) {
      return false;
    }
  }
  const hasPath = rest < pathEnd;
  // https://url.spec.whatwg.org/#path-state: a first segment "X|" of a file
  // URL becomes "X:" (a Windows drive letter quirk).
  if (file && s.charCodeAt(rest + 2) === 0x7c && startsWithWindowsDriveLetter(s, rest + 1, pathEnd)) return false;

  const p = prefix.length;
  const protocolEnd = p > 0 ? p : hostStart - 2;
  const h = p + hostStart;
  if (hostText === null && portText === null && hasPath) {
    // The serialization is the input itself.
    writeHrefOffsets(out, p > 0 ? prefix + s : s, protocolEnd, h, h, p + hostEnd, p + portEnd, p + rest, query >= 0 ? p + query : -1, hash >= 0 ? p + hash : -1);
    return true;
  }
  let head = prefix + s.slice(0, hostStart) + (hostText !== null ? hostText : s.slice(hostStart, hostEnd));
  const serializedHostEnd = head.length;
  head += portText !== null ? portText : s.slice(hostEnd, portEnd);
  const pathStart = head.length;
  // https://url.spec.whatwg.org/#path-start-state: a special URL's path is never empty.
  if (!hasPath) head += '/';
  const shift = head.length - rest;
  writeHrefOffsets(out, rest < n ? head + s.slice(rest) : head, protocolEnd, h, h, serializedHostEnd, pathStart, pathStart, query >= 0 ? query + shift : -1, hash >= 0 ? hash + shift : -1);
  return true;
}

/** A non-special URL with an opaque path: https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state */
function simpleOpaque(s: string, out: HrefOffsets): boolean {
  const n = s.length;
  const colon = s.indexOf(':');
  // A "/" after the scheme leads to the path or authority state.
  if (s.charCodeAt(colon + 1) === 0x2f) return false;
  if (isSpecialScheme(s.slice(0, colon))) return false;
  // Trailing spaces are trimmed from the input; a space right before "?" or
  // "#" becomes "%20".
  if (s.charCodeAt(n - 1) === 0x20) return false;
  const hash = s.indexOf('#', colon);
  let query = s.indexOf('?', colon);
  if (hash >= 0 && query > hash) query = -1;
  const pathEnd = pathEndOf(query, hash, n);
  if (pathEnd < n && s.charCodeAt(pathEnd - 1) === 0x20) return false;
  const e = colon + 1;
  writeHrefOffsets(out, s, e, e, e, e, e, e, query, hash);
  return true;
}

/** The verbatim reader's result as a URL record (basicURLParse without a base). */
export function parseSimpleRecord(input: string): URLRecord | null {
  const c: HrefOffsets = { _href: '', _protocolEnd: 0, _usernameEnd: 0, _hostStart: 0, _hostEnd: 0, _portEnd: 0, _pathStart: 0, _queryStart: -1, _hashStart: -1 };
  // (The serialization determines the record: recordFromHrefOffsets.)
  return simpleURL(input, c) ? recordFromHrefOffsets(c) : null;
}

/**
 * The verbatim reader (https://url.spec.whatwg.org/#concept-basic-url-parser
 * for simple input, straight into `out`): the raw arguments of the URL
 * constructor, base undefined when none was given. Exported as simpleURL
 * itself, not a wrapper, to spare a call on every URL.
 */
export { simpleURL as parseSimpleURL };

// What codeAt (lib/base/infra.ts) gives at the end of the input.
const EOF = -1;

/**
 * The encoding reader: the record of a simple URL without "[" (see the top
 * of this file), each component percent-encoded with its set and the host
 * given to the host parser; null for anything else. Tried when the verbatim
 * reader declines; the caller has checked that there is no ASCII tab or
 * newline.
 */
export function parseEncodedRecord(s: string): URLRecord | null {
  const n = s.length;
  if (!enabled || n === 0 || s.charCodeAt(n - 1) <= 0x20) return null;
  // Scheme.
  let i = schemeColon(s, 0, n);
  if (i < 0) return null;
  // (ASCII-lowercased, as the scheme state does; no slice for a special one.)
  const scheme = specialSchemeAt(s, i) || s.slice(0, i).toLowerCase();
  const special = isSpecialScheme(scheme);
  const file = scheme === 'file';
  i++;

  let c = 0;
  let host: string | null = null;
  let port: number | null = null;
  let path: string;
  if (special) {
    if (s.charCodeAt(i) !== 0x2f || s.charCodeAt(i + 1) !== 0x2f) return null;
    i += 2;
    // Host (or the file host).
    const hostStart = i;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x3a && !file)) break;
      if (c <= 0x20 || c === 0x40 || c === 0x5b || c === 0x5c) return null;
    }
    if (i === hostStart) {
      if (!file) return null;
      host = '';
    } else {
      if (file && i - hostStart === 2 && isWindowsDriveLetterAt(s, hostStart, false)) return null;
      host = parseHost(s.slice(hostStart, i), false, null);
      if (host === null) return null;
      if (file && host === 'localhost') host = '';
    }
    c = codeAt(s, i, n);

    // Port.
    if (c === 0x3a) {
      const portStart = i + 1;
      i = asciiDigitsEnd(s, portStart, n);
      const value = portValue(s, portStart, i);
      if (i === portStart || value > 0xffff) return null;
      port = value === defaultPort(scheme) ? null : value;
      c = codeAt(s, i, n);
    }

    // Path.
    if (c === 0x2f) {
      const pathStart = i;
      let segStart = ++i;
      for (; ; i++) {
        c = codeAt(s, i, n);
        if (c === 0x2f || c === 0x3f || c === 0x23 || c === EOF) {
          // End of a segment: no dot segment, no drive letter to normalize.
          const first = s.charCodeAt(segStart);
          if ((first === 0x2e || first === 0x25) && dotSegmentKind(s, segStart, i) !== 0) return null;
          if (file && segStart === pathStart + 1 && i - segStart === 2 && s.charCodeAt(i - 1) === 0x7c && isWindowsDriveLetterAt(s, segStart, false)) return null;
          if (c !== 0x2f) break;
          segStart = i + 1;
        } else if (c === 0x5c) {
          return null;
        }
      }
      path = percentEncodeRange(s, pathStart, i, PATH_SET);
    } else {
      if (c !== EOF && c !== 0x3f && c !== 0x23) return null;
      path = '/';
    }
  } else {
    // Opaque path (a "/" would lead to the path or authority state).
    if (s.charCodeAt(i) === 0x2f) return null;
    const pathStart = i;
    while (i < n && (c = s.charCodeAt(i)) !== 0x3f && c !== 0x23) i++;
    // The space before "?" or "#" becomes "%20".
    if (i < n && s.charCodeAt(i - 1) === 0x20) return null;
    path = percentEncodeRange(s, pathStart, i, C0_CONTROL_SET);
    c = codeAt(s, i, n);
  }

  // Query (up to "#").
  let query: string | null = null;
  if (c === 0x3f) {
    const queryStart = i + 1;
    i = indexOrEnd(s, '#', queryStart, n);
    query = percentEncodeRange(s, queryStart, i, special ? SPECIAL_QUERY_SET : QUERY_SET);
    c = codeAt(s, i, n);
  }

  // Fragment.
  const fragment = c === 0x23 ? percentEncodeRange(s, i + 1, n, FRAGMENT_SET) : null;
  return { scheme, username: '', password: '', host, port, path, opaquePath: !special, query, fragment };
}
