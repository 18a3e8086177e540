// One probe of the engine's own URL and URLSearchParams: are they missing,
// present but with a defect that breaks ordinary code (then polyurl replaces
// both), or working but short of newer members (then only those are added)?
// Differences between editions of the standard that ordinary code never meets
// are listed apart, as divergences: they replace nothing unless the caller
// asks for strictness. Used by install().
// ES5-safe: it runs first thing in the legacy bundle, on engines without URL.

/** A member that install() can add to an otherwise conforming native class. */
export type DetectPatch =
  | 'URL.canParse'
  | 'URL.parse'
  | 'URL.prototype.toJSON'
  | 'URLSearchParams.prototype.size'
  | 'URLSearchParams.prototype.has'
  | 'URLSearchParams.prototype.delete';

/**
 * A difference between editions of the URL Standard that ordinary code never
 * meets: reported by detect(), and a reason to replace the class only for
 * `install({ strict: true })`.
 */
export type DetectDivergence = 'opaque path trailing space';

export interface Detection {
  /**
   * "missing": no URL or no URLSearchParams; "broken": present but with a
   * defect that breaks ordinary code (replace both); "ok": working, except
   * perhaps for `patches` (and the `divergences`, which replace nothing).
   */
  status: 'missing' | 'broken' | 'ok';
  /** For "missing" and "broken": which probe failed, for diagnostics. */
  reason: string | null;
  /** For "ok": the members to add (has/delete: the value argument). */
  patches: DetectPatch[];
  /** For "ok": where the native URL follows an older edition of the standard. */
  divergences: DetectDivergence[];
}

interface URLLike {
  href: string;
  host: string;
  port: string;
  hash: string;
  username: string;
  searchParams: ParamsLike;
  search: string;
  pathname: string;
}
interface ParamsLike {
  get(name: string): string | null;
  has(name: string, value?: string): boolean;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  forEach(fn: (value: string, name: string) => void): void;
  toString(): string;
}
type URLClass = new (url: string, base?: string) => URLLike;
type ParamsClass = new (init?: unknown) => ParamsLike;

// Browsers' and workers' names for the global object (not in this project's TypeScript lib).
declare const self: object | undefined;
declare const window: object | undefined;

/**
 * The global object, in every engine polyurl supports: globalThis where it
 * exists; else self or window (older browsers and workers, where a strict CSP
 * may forbid Function); else Function('return this') (Rhino's default level).
 */
export function globalObject(): Record<string, unknown> {
  const g =
    typeof globalThis === 'object' && globalThis !== null
      ? globalThis
      : typeof self === 'object' && self !== null
        ? self
        : typeof window === 'object' && window !== null
          ? window
          : Function('return this')();
  return g as Record<string, unknown>;
}

// The first probe of a defect that breaks ordinary code that fails, or null. Each probe names
// the engines known to fail it, or says that it is a guard whose engine is not pinned down.
function firstBug(U: URLClass, P: ParamsClass): string | null {
  // React Native's URL stub throws "not implemented" from its getters (caught by the caller);
  // EdgeHTML throws on credentials.
  const u = new U('https://a@b:8080/c%20d?e=1#f');
  if (u.href !== 'https://a@b:8080/c%20d?e=1#f' || u.username !== 'a' || u.host !== 'b:8080') return 'basic components';
  // Older Safari turns an undefined base into the string "undefined" and throws.
  if (new U('https://x', undefined).host !== 'x') return 'undefined base';
  // EdgeHTML: no punycoding of IDNs.
  if (new U('https://\u0442\u0435\u0441\u0442').host !== 'xn--e1aybc') return 'IDNA';
  // Percent-encoding of the path and the special-scheme default port (engine not pinned down: a
  // guard for implementations that keep the input as typed).
  const v = new U('HTTP://A:80/b c/%7e');
  if (v.href !== 'http://a/b%20c/%7e' || v.port !== '') return 'path percent-encoding and default port';
  // Chrome 62 and older: the fragment is not percent-encoded.
  if (new U('https://a#\u0431').hash !== '#%D0%B1') return 'fragment encoding';
  // IPv4 numbers: hex and short forms, and an invalid octal last part must fail (engine not
  // pinned down: a guard for implementations that predate the standard's IPv4 number parser).
  if (new U('http://0x7f.1/').host !== '127.0.0.1') return 'IPv4 numbers';
  try {
    new U('http://1.2.3.09');
    return 'IPv4 invalid octal';
  } catch (e) {
    // It must fail.
  }
  // IPv6: compression of the longest run of zeros (engine not pinned down: a guard for
  // implementations that serialize the pieces as given).
  if (new U('http://[0:0:0:0:0:0:0:1]/').host !== '[::1]') return 'IPv6 serialization';
  // Relative references and dot segments (React Native's URL appends the reference to the base).
  if (new U('../d/./e?f', 'https://a/b/c/g').href !== 'https://a/b/d/e?f') return 'relative resolution';
  // Chrome 50, Safari 9 and older: no searchParams at all.
  const p = u.searchParams;
  if (typeof p !== 'object' || p === null) return 'searchParams';
  // searchParams must follow the URL both ways (engine not pinned down: a guard for
  // implementations that copy the query once).
  u.search = '?g=2';
  if (p.get('g') !== '2') return 'searchParams not live';
  p.append('h', '3');
  if ((u.href as string) !== 'https://a@b:8080/c%20d?g=2&h=3#f') return 'searchParams do not update the URL';
  // A leading "?" is dropped (engine not pinned down: early implementations kept it).
  if (String(new P('?a=1')) !== 'a=1') return 'URLSearchParams leading "?"';
  // Copying another URLSearchParams (engine not pinned down: early implementations read it as a record).
  if (new P(new P('a=b')).get('a') !== 'b') return 'URLSearchParams copy';
  // Chrome 60, Firefox 53, Safari 10 and older: no sort().
  if (typeof (P.prototype as unknown as Record<string, unknown>)['sort'] !== 'function') return 'URLSearchParams.prototype.sort';
  // Chrome 66 and older: forEach skipped or repeated pairs when the list changed during iteration.
  const q = new P('a=1&b=2&c=3');
  let seen = '';
  q.forEach(function (value: string, name: string) {
    q.delete('b');
    seen += name + value;
  });
  if (seen !== 'a1c3') return 'URLSearchParams.prototype.forEach with deletion';
  return null;
}

// The members newer than the native classes.
function missingMembers(U: URLClass & Record<string, unknown>, P: ParamsClass): DetectPatch[] {
  const out: DetectPatch[] = [];
  // Chrome 119, Firefox 114, Safari 16, Node 19.8 and older.
  if (typeof U['canParse'] !== 'function') out.push('URL.canParse');
  // Chrome 125, Firefox 125, Safari 17, Node 22.0 and older.
  if (typeof U['parse'] !== 'function') out.push('URL.parse');
  // Chrome 70, Firefox 53, Safari 10 and older.
  if (typeof (U.prototype as unknown as Record<string, unknown>)['toJSON'] !== 'function') out.push('URL.prototype.toJSON');
  const proto = P.prototype as unknown as Record<string, unknown>;
  // Chrome 112, Firefox 111, Safari 16, Node 19.7 and 18.15 and older.
  if (!('size' in proto)) out.push('URLSearchParams.prototype.size');
  // The value argument of has() and delete(): Chrome 116, Firefox 114, Safari 16, Node 20.1, Bun 1.0.30 and older
  // ignore it; Chrome 117 treats an explicit undefined as the string "undefined".
  const r = new P('a=1&a=2&b=3');
  if (r.has('a', '3') || !r.has('a', '2') || !r.has('b', undefined)) out.push('URLSearchParams.prototype.has');
  r.delete('a', '1');
  r.delete('b', undefined);
  if (String(r) !== 'a=2') out.push('URLSearchParams.prototype.delete');
  return out;
}

/**
 * Probes `URLClass` and `URLSearchParamsClass` (by default the global ones)
 * for the engine bugs polyurl knows of: `status` says whether a defect breaks
 * ordinary code, `patches` which newer members are missing, `divergences`
 * which older editions of the standard the native URL follows. Never throws.
 */
export function detect(URLClass?: unknown, URLSearchParamsClass?: unknown): Detection {
  const g = globalObject();
  return detectClasses(arguments.length > 0 ? URLClass : g['URL'], arguments.length > 1 ? URLSearchParamsClass : g['URLSearchParams']);
}

/** detect(), of the two classes given (install() passes the target's). */
export function detectClasses(U: unknown, P: unknown): Detection {
  if (typeof U !== 'function') return { status: 'missing', reason: 'URL', patches: [], divergences: [] };
  if (typeof P !== 'function') return { status: 'missing', reason: 'URLSearchParams', patches: [], divergences: [] };
  try {
    const bug = firstBug(U as URLClass, P as ParamsClass);
    if (bug !== null) return { status: 'broken', reason: bug, patches: [], divergences: [] };
    return {
      status: 'ok',
      reason: null,
      patches: missingMembers(U as URLClass & Record<string, unknown>, P as ParamsClass),
      // Node 20 and Chromium 150 (both checked), and every engine that predates this change of the
      // standard (March 2025): no %20 for a trailing space of an opaque path before "?" or "#". Only
      // such URLs as "a:b ?c" meet it; no member-wise patch can fix href, pathname and toString alike.
      divergences: new (U as URLClass)('a:b ?c').href !== 'a:b%20?c' ? ['opaque path trailing space'] : [],
    };
  } catch (e) {
    return { status: 'broken', reason: 'threw: ' + String(e), patches: [], divergences: [] };
  }
}
