// relativize(target, base): the shortest reference that resolves against
// base to target exactly, in the mode's own resolution: for whatwg and
// lenient the basic URL parser with a base
// (https://url.spec.whatwg.org/#concept-basic-url-parser), for rfc3986
// RFC 3986 §5.2 (strict, or the §5.2.2 non-strict variant of a
// backwardCompatible URL).
//
// A candidate is computed from slices of the two hrefs, then verified by
// resolving it against base in the mode and comparing hrefs; when the
// resolution disagrees (a file: drive letter, a dot segment of an RFC 3986
// base path, a lenient clean-up) the next longer form is tried, and the
// absolute href is the last resort. So the answer never depends on this
// module modelling every quirk of a parser: only on the parser itself.
//
// One case is exact by construction and skips the resolution: the whatwg
// mode with a special scheme other than file (http, https, ws, wss, ftp).
// There a URL's href parses back to itself (its host, userinfo, path, query
// and fragment are already in their serialized, percent-encoded form, and
// its path holds no dot segment in any spelling: the path state removed
// them), and each form is read from the state it starts in exactly as the
// same text is read in the href:
// - "//authority…": https://url.spec.whatwg.org/#relative-state, "/" →
//   relative slash state → special authority ignore slashes state, the
//   states "scheme://" leads to;
// - "/path…" (not "//", "/." before a "//" path): relative slash state →
//   path state with base's scheme, userinfo, host and port, which are
//   target's;
// - a relative path: base's path shortened by its last segment, each ".."
//   shortening once more (no drive-letter quirk outside file:), "." and ".."
//   at the end leaving an empty last segment, and "./" before a rest that
//   starts with "/" or reads as a scheme;
// - "?query…", "#fragment" and "": base's path (and query) copied, which are
//   target's. The property specs check every form on the corpus pairs.
import { parseState, specialSchemeAt, stateOf } from './deps.js';
import type { AnyMode, URLState } from './deps.js';
import { modeOf, stateFrom } from './input.js';
import type { EditInput, EditOptions } from './input.js';

/**
 * Which reference relativize returns: "shortest" (the default) or
 * "absolute-path" ("/path?query#fragment" whenever target and base share
 * scheme and authority, as link rewriters want: it means the same on every
 * page of the site).
 */
export type ReferenceForm = 'shortest' | 'absolute-path';

export interface RelativizeOptions extends EditOptions {
  form?: ReferenceForm;
}

function wantsAbsolutePath(options: RelativizeOptions | undefined): boolean {
  const form = options === undefined || options === null ? undefined : options.form;
  if (form === undefined || form === 'shortest') return false;
  if (form === 'absolute-path') return true;
  throw new TypeError(`relativize: unknown form ${JSON.stringify(String(form))}: expected "shortest" or "absolute-path"`);
}

/** The end of the path in a serialization: its query's "?", else its fragment's "#", else its end. */
function pathEnd(s: URLState): number {
  return s._queryStart >= 0 ? s._queryStart : s._hashStart >= 0 ? s._hashStart : s._href.length;
}

/** Where the fragment's "#" is, else the end. */
function hashAt(s: URLState): number {
  return s._hashStart >= 0 ? s._hashStart : s._href.length;
}

/** Whether a[as, as + n) and b[bs, bs + n) hold the same code units (no slice made). */
function sameRange(a: string, as: number, b: string, bs: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (a.charCodeAt(as + i) !== b.charCodeAt(bs + i)) return false;
  return true;
}

/** Whether `ref` resolved against `base` in `mode` serializes as `target`. */
function resolvesTo(mode: AnyMode, ref: string, base: string, target: string): boolean {
  const s = parseState(mode, ref, base);
  return !(s instanceof Error) && s._href === target;
}

function isSchemeStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function isSchemeCode(c: number): boolean {
  return isSchemeStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/**
 * Whether a relative path would be read as having a scheme. WHATWG: it
 * starts with ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
 * (https://url.spec.whatwg.org/#scheme-state). RFC 3986 §4.2: any ":" in the
 * first segment ("a path segment that contains a colon character ... cannot
 * be used as the first segment of a relative-path reference").
 */
function readsAsScheme(path: string, rfc: boolean): boolean {
  if (rfc) {
    for (let i = 0; i < path.length; i++) {
      const c = path.charCodeAt(i);
      if (c === 0x2f) return false;
      if (c === 0x3a) return true;
    }
    return false;
  }
  if (!isSchemeStart(path.charCodeAt(0))) return false;
  for (let i = 1; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 0x3a) return true;
    if (!isSchemeCode(c)) return false;
  }
  return false;
}

/**
 * The relative-path reference (its path part only) from base's directory to
 * `path`: "../" once for each base directory segment not shared, then the
 * rest of the path. "." or ".." stands for an empty rest (a path ending in
 * "/"), "./" goes before a rest that starts with an empty segment (it would
 * read as an absolute or network path) or that would read as a scheme. Null
 * when no relative path can give `path` (an empty path; a rooted path against
 * a rootless RFC 3986 base, or the reverse).
 */
function relativePath(path: string, B: string, bps: number, bpe: number, bAuth: boolean, rfc: boolean): string | null {
  if (path === '') return null;
  const rooted = path.charCodeAt(0) === 0x2f;
  let dir: string;
  if (bps === bpe) {
    // An empty base path: WHATWG shortens nothing and the path gets its
    // leading "/"; RFC 3986 §5.2.3 merges "/" + reference with an authority,
    // the reference alone without one.
    dir = bAuth ? '/' : '';
  } else {
    // Base's path up to and including its last "/" (RFC 3986 §5.2.3 "all but
    // the last segment"; WHATWG "shorten" the path, then append).
    const slash = B.lastIndexOf('/', bpe - 1);
    dir = slash < bps ? '' : B.slice(bps, slash + 1);
  }
  if ((dir.charCodeAt(0) === 0x2f) !== rooted) return null;
  // The longest common prefix of dir and path that ends with "/".
  const m = dir.length < path.length ? dir.length : path.length;
  let shared = 0;
  for (let i = 0; i < m; i++) {
    const c = dir.charCodeAt(i);
    if (c !== path.charCodeAt(i)) break;
    if (c === 0x2f) shared = i + 1;
  }
  let ups = 0;
  for (let i = shared; i < dir.length; i++) if (dir.charCodeAt(i) === 0x2f) ups++;
  const rest = shared === 0 ? path : path.slice(shared);
  if (ups === 0) {
    if (rest === '') return '.';
    return rest.charCodeAt(0) === 0x2f || readsAsScheme(rest, rfc) ? './' + rest : rest;
  }
  let up = '..';
  for (let k = 1; k < ups; k++) up += '/..';
  // "../.." at the end: ".." followed by nothing leaves the directory, as "../" does.
  return rest === '' ? up : up + '/' + rest;
}

/**
 * The absolute-path reference (path part) for `path`: itself, or "/." before
 * a path that starts with "//" (which would read as an authority). Null for
 * an empty or rootless path.
 */
function absolutePath(path: string): string | null {
  if (path.charCodeAt(0) !== 0x2f) return null;
  return path.charCodeAt(1) === 0x2f ? '/.' + path : path;
}

/**
 * @internal
 * The reference for two states of the same mode. Forms, in the order they
 * are tried (each only where it can apply): "" (target is base without its
 * fragment), "#fragment" (target is base with another fragment), "?query…"
 * (same path), the shorter of the relative path and the absolute path (a tie
 * goes to the relative path), the network path "//authority/path…", the
 * absolute URL. With `absolutePathOnly`: the absolute path, the network
 * path, the absolute URL.
 */
function referenceBetween(t: URLState, b: URLState, mode: AnyMode, absolutePathOnly: boolean): string {
  const T = t._href;
  const B = b._href;
  const pe = t._protocolEnd;
  // Another scheme: only an absolute URL names the target.
  if (pe !== b._protocolEnd || !sameRange(T, 0, B, 0, pe)) return T;
  const rfc = mode.name === 'rfc3986';
  // Exact by construction (see the top of the file): no resolution needed.
  let exact = false;
  if (mode.name === 'whatwg') {
    const special = specialSchemeAt(T, pe - 1);
    exact = special !== null && special !== 'file';
  }
  const tAuth = t._hostStart > pe;
  const bAuth = b._hostStart > pe;
  const tps = t._pathStart;
  const bps = b._pathStart;
  const tpe = pathEnd(t);
  const bpe = pathEnd(b);
  const tHash = hashAt(t);
  const bHash = hashAt(b);
  if (!rfc && !bAuth && B.charCodeAt(bps) !== 0x2f) {
    // https://url.spec.whatwg.org/#no-scheme-state: against a base with an
    // opaque path only a fragment resolves.
    if (!absolutePathOnly && t._hashStart >= 0 && tHash === bHash && sameRange(T, 0, B, 0, tHash)) {
      const f = T.slice(tHash);
      if (exact || resolvesTo(mode, f, B, T)) return f;
    }
    return T;
  }
  // A target with an opaque path comes from no relative reference.
  if (!rfc && !tAuth && T.charCodeAt(tps) !== 0x2f) return T;
  if (tAuth !== bAuth || (tAuth && (tps !== bps || !sameRange(T, pe, B, pe, tps - pe)))) {
    // Another authority: the network path, which must carry the userinfo and port.
    if (!tAuth) return T;
    const n = T.slice(pe);
    return exact || resolvesTo(mode, n, B, T) ? n : T;
  }
  if (!absolutePathOnly && tpe - tps === bpe - bps && sameRange(T, tps, B, bps, tpe - tps)) {
    const tq = t._queryStart;
    const bq = b._queryStart;
    if (tq < 0 ? bq < 0 : bq >= 0 && tHash - tq === bHash - bq && sameRange(T, tq, B, bq, tHash - tq)) {
      // The same document: "" (which drops base's fragment) or "#fragment"
      // (an empty fragment too: "#").
      const f = T.slice(tHash);
      if (exact || resolvesTo(mode, f, B, T)) return f;
    } else if (tq >= 0) {
      const q = T.slice(tq);
      if (exact || resolvesTo(mode, q, B, T)) return q;
    }
  }
  const path = T.slice(tps, tpe);
  const suffix = T.slice(tpe);
  const rel = absolutePathOnly ? null : relativePath(path, B, bps, bpe, bAuth, rfc);
  const abs = absolutePath(path);
  // The shorter first; a tie goes to the relative path.
  const first = rel !== null && (abs === null || rel.length <= abs.length) ? rel : abs;
  const second = first === rel ? abs : rel;
  if (first !== null && (exact || resolvesTo(mode, first + suffix, B, T))) return first + suffix;
  if (second !== null && (exact || resolvesTo(mode, second + suffix, B, T))) return second + suffix;
  if (tAuth) {
    const n = T.slice(pe);
    if (exact || resolvesTo(mode, n, B, T)) return n;
  }
  return T;
}

/**
 * The shortest reference r such that `new URL(r, base, { mode })` gives
 * target's href exactly, in the mode of `options.mode`, else target's, else
 * base's, else whatwg. Where none exists the absolute href (see
 * docs/editing.md for the rfc3986 targets that no reference reaches).
 */
export function relativize(target: EditInput, base: EditInput, options?: RelativizeOptions): string {
  const absolutePathOnly = wantsAbsolutePath(options);
  const ts = stateOf(target);
  const bs = stateOf(base);
  const mode = modeOf(options, ts, bs);
  return referenceBetween(stateFrom(target, ts, mode), stateFrom(base, bs, mode), mode, absolutePathOnly);
}
