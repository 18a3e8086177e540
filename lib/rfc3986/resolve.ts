// RFC 3986 §5.2 Relative Resolution.
import { RFC3986Error } from './errors.js';
import type { RFC3986Components } from './parse.js';

/** Whether a segment of `path` is "." or ".." (§5.2.4 has something to remove). */
function hasDotSegment(path: string): boolean {
  const n = path.length;
  // A segment starts at 0 or after a "/"; "." at k is one when it ends there.
  let k = path.indexOf('.');
  while (k !== -1) {
    if (k === 0 || path.charCodeAt(k - 1) === 0x2f) {
      let e = k + 1;
      if (e < n && path.charCodeAt(e) === 0x2e) e++;
      if (e === n || path.charCodeAt(e) === 0x2f) return true;
    }
    k = path.indexOf('.', k + 1);
  }
  return false;
}

/**
 * RFC 3986 §5.2.4 remove_dot_segments. The input buffer is `path` from
 * index i; the output buffer is a string that only grows by whole segments
 * (slices) or shrinks back to its last "/".
 */
export function removeDotSegments(path: string): string {
  // Rules A-D only act on a complete "." or ".." segment; without one,
  // rule E moves every segment across unchanged (most paths: "/a/b.html").
  if (!hasDotSegment(path)) return path;
  const n = path.length;
  let i = 0;
  let out = '';
  while (i < n) {
    const c0 = path.charCodeAt(i);
    const c1 = i + 1 < n ? path.charCodeAt(i + 1) : -1;
    const c2 = i + 2 < n ? path.charCodeAt(i + 2) : -1;
    if (c0 === 0x2e) {
      // A. If the input buffer begins with a prefix of "../" or "./",
      //    then remove that prefix from the input buffer.
      if (c1 === 0x2e && c2 === 0x2f) {
        i += 3;
        continue;
      }
      if (c1 === 0x2f) {
        i += 2;
        continue;
      }
      // D. if the input buffer consists only of "." or "..", then remove
      //    that from the input buffer.
      if (i + 1 === n || (c1 === 0x2e && i + 2 === n)) break;
    } else if (c0 === 0x2f && c1 === 0x2e) {
      // B. if the input buffer begins with a prefix of "/./" or "/.", where
      //    "." is a complete path segment, then replace that prefix with "/".
      if (c2 === 0x2f) {
        i += 2;
        continue;
      }
      if (i + 2 === n) {
        out += '/';
        break;
      }
      // C. if the input buffer begins with a prefix of "/../" or "/..", where
      //    ".." is a complete path segment, then replace that prefix with "/"
      //    and remove the last segment and its preceding "/" (if any) from the
      //    output buffer.
      if (c2 === 0x2e && (i + 3 === n || path.charCodeAt(i + 3) === 0x2f)) {
        const last = out.lastIndexOf('/');
        out = last > 0 ? out.slice(0, last) : '';
        if (i + 3 === n) {
          out += '/';
          break;
        }
        i += 3;
        continue;
      }
    }
    // E. move the first path segment in the input buffer to the end of the
    //    output buffer, including the initial "/" (if any) and any
    //    subsequent characters up to, but not including, the next "/".
    let j = path.indexOf('/', c0 === 0x2f ? i + 1 : i);
    if (j < 0) j = n;
    out += path.slice(i, j);
    i = j;
  }
  return out;
}

/** §5.2.3 Merge Paths. */
function merge(base: RFC3986Components, refPath: string): string {
  // "If the base URI has a defined authority component and an empty path,
  // then return a string consisting of "/" concatenated with the
  // reference's path"
  if (base.host !== undefined && base.path === '') return '/' + refPath;
  // "otherwise, ... the reference's path appended to all but the last
  // segment of the base URI's path"
  const slash = base.path.lastIndexOf('/');
  return slash < 0 ? refPath : base.path.slice(0, slash + 1) + refPath;
}

/**
 * §5.2.2 Transform References: the target URI of reference `r` against the
 * absolute `base` (its fragment is ignored, §5.1). `strict` false is the
 * backward-compatible variant: a scheme equal to the base's is ignored.
 *
 * Returns an RFC3986Error when the target cannot be recomposed unambiguously:
 * a path beginning with "//" without an authority (§3.3), which
 * remove_dot_segments can produce from input such as "/.//x".
 */
export function resolveComponents(r: RFC3986Components, base: RFC3986Components, strict: boolean): RFC3986Components | RFC3986Error {
  let scheme = r.scheme;
  // "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);"
  // Schemes compare case-insensitively (§3.1).
  if (!strict && scheme !== undefined && base.scheme !== undefined && scheme.toLowerCase() === base.scheme.toLowerCase()) {
    scheme = undefined;
  }
  let t: RFC3986Components;
  if (scheme !== undefined) {
    t = {
      scheme, userinfo: r.userinfo, host: r.host, port: r.port, path: removeDotSegments(r.path),
      query: r.query, fragment: r.fragment, hostKind: r.hostKind,
    };
  } else if (r.host !== undefined) {
    t = {
      scheme: base.scheme, userinfo: r.userinfo, host: r.host, port: r.port, path: removeDotSegments(r.path),
      query: r.query, fragment: r.fragment, hostKind: r.hostKind,
    };
  } else {
    let path: string;
    let query: string | undefined;
    if (r.path === '') {
      path = base.path;
      query = r.query !== undefined ? r.query : base.query;
    } else {
      path = r.path.charCodeAt(0) === 0x2f ? removeDotSegments(r.path) : removeDotSegments(merge(base, r.path));
      query = r.query;
    }
    t = {
      scheme: base.scheme, userinfo: base.userinfo, host: base.host, port: base.port, path,
      query, fragment: r.fragment, hostKind: base.hostKind,
    };
  }
  if (t.host === undefined && t.path.charCodeAt(0) === 0x2f && t.path.charCodeAt(1) === 0x2f) {
    return new RFC3986Error(
      'The resolved path "' + t.path + '" begins with "//" but the target URI has no authority, so it cannot be recomposed (RFC 3986 §3.3 path-absolute)',
      0, '', 'path', 'path-absolute');
  }
  return t;
}
