// RFC 3986 §5.2 Relative Resolution.
import { RFC3986Error } from './errors.js';
import type { RFC3986Components } from './parse.js';

/** Whether a segment of `path` is "." or ".." (§5.2.4 has something to remove). */
function hasDotSegment(path: string): boolean {
  // A segment starts at 0 or after a "/"; "." at k is one when it ends there
  // (charCodeAt is NaN past the end).
  for (let k = path.indexOf('.'); k >= 0; k = path.indexOf('.', k + 1)) {
    if (k === 0 || path.charCodeAt(k - 1) === 0x2f) {
      const e = path.charCodeAt(k + 1) === 0x2e ? k + 2 : k + 1;
      if (e === path.length || path.charCodeAt(e) === 0x2f) return true;
    }
  }
  return false;
}

/**
 * RFC 3986 §5.2.4 remove_dot_segments. The input buffer is `path` from
 * index i, taken one segment (with its leading "/", if any) at a time; the
 * output buffer is a string that only grows by whole segments (slices) or
 * shrinks back to its last "/".
 */
export function removeDotSegments(path: string): string {
  // Rules A-D only act on a complete "." or ".." segment; without one,
  // rule E moves every segment across unchanged (most paths: "/a/b.html").
  if (!hasDotSegment(path)) return path;
  const n = path.length;
  let i = 0;
  let out = '';
  while (i < n) {
    const slash = path.charCodeAt(i) === 0x2f;
    const start = slash ? i + 1 : i;
    let end = path.indexOf('/', start);
    if (end < 0) end = n;
    const length = end - start;
    if (!((length === 1 || length === 2) && path.charCodeAt(start) === 0x2e && path.charCodeAt(end - 1) === 0x2e)) {
      // E. move the first path segment in the input buffer to the end of the
      //    output buffer, including the initial "/" (if any) and any
      //    subsequent characters up to, but not including, the next "/".
      out += path.slice(i, end);
      i = end;
    } else if (!slash) {
      // A. If the input buffer begins with a prefix of "../" or "./",
      //    then remove that prefix from the input buffer; D. if the input
      //    buffer consists only of "." or "..", then remove that.
      i = end + 1;
    } else {
      // B. if the input buffer begins with a prefix of "/./" or "/.", where
      //    "." is a complete path segment, then replace that prefix with "/";
      // C. if the input buffer begins with a prefix of "/../" or "/..", where
      //    ".." is a complete path segment, then replace that prefix with "/"
      //    and remove the last segment and its preceding "/" (if any) from the
      //    output buffer.
      if (length === 2) {
        const last = out.lastIndexOf('/');
        out = last > 0 ? out.slice(0, last) : '';
      }
      // The "/" that replaces the prefix is the next segment's own, or the last thing left.
      if (end === n) out += '/';
      i = end;
    }
  }
  return out;
}

/** Whether `path` begins with "//", which only a URI with an authority can have (§3.3). */
export function beginsWithTwoSlashes(path: string): boolean {
  return path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f;
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
  if (!strict && scheme !== undefined && scheme.toLowerCase() === (base.scheme as string).toLowerCase()) {
    scheme = undefined;
  }
  // With a scheme or an authority, the reference gives the target its
  // authority, path and query; else the base gives the authority, and the
  // path and query are the base's or computed from both.
  const own = scheme !== undefined || r.host !== undefined;
  const authority = own ? r : base;
  let path = r.path;
  let query = r.query;
  if (own || path.charCodeAt(0) === 0x2f) {
    path = removeDotSegments(path);
  } else if (path === '') {
    path = base.path;
    if (query === undefined) query = base.query;
  } else {
    // §5.2.3 Merge Paths: "If the base URI has a defined authority component
    // and an empty path, then return a string consisting of "/" concatenated
    // with the reference's path; otherwise, ... the reference's path appended
    // to all but the last segment of the base URI's path".
    const merged = base.host !== undefined && base.path === '' ? '/' + path : base.path.slice(0, base.path.lastIndexOf('/') + 1) + path;
    path = removeDotSegments(merged);
  }
  if (authority.host === undefined && beginsWithTwoSlashes(path)) {
    return new RFC3986Error(
      'The resolved path "' + path + '" cannot be recomposed: without an authority the path cannot begin with "//" (RFC 3986 §3.3 path-absolute)',
      0, '', 'path', 'path-absolute');
  }
  return {
    scheme: scheme !== undefined ? scheme : base.scheme, userinfo: authority.userinfo, host: authority.host, port: authority.port,
    path, query, fragment: r.fragment, hostKind: authority.hostKind,
  };
}
