// One probe of the engine's own URLPattern: missing, or present with a defect
// that ordinary code meets (then polyurl's replaces it), or working. Written
// like detect.ts: each probe names the engines known to fail it. A page may
// have installed another polyfill as the global URLPattern; the probes treat
// it as the platform's.
import { regExpFeatures } from '../urlpattern/features.js';
import { globalObject } from './detect.js';

export interface URLPatternDetection {
  /** "missing": no URLPattern; "broken": present, but a probe failed; "ok": working. */
  status: 'missing' | 'broken' | 'ok';
  /** For "missing" and "broken": which probe failed. */
  reason: string | null;
}

interface PatternLike {
  readonly port: string;
  test(input?: unknown, base?: unknown): boolean;
  exec(input?: unknown, base?: unknown): { pathname: { groups: Record<string, string | undefined> } } | null;
  hasRegExpGroups?: unknown;
}
type PatternClass = new (input?: unknown, baseOrOptions?: unknown, options?: unknown) => PatternLike;

// The first probe that fails, or null.
function firstBug(P: PatternClass): string | null {
  // The basics: a named group, matched against a full URL string and a dictionary.
  const p = new P({ pathname: '/books/:id' });
  const m = p.exec('https://example.com/books/12');
  if (m === null || m.pathname.groups['id'] !== '12' || !p.test({ pathname: '/books/x' }) || p.test({ pathname: '/books' })) {
    return 'named groups';
  }
  // Chromium 95-106: no ignoreCase option (the options are read as a base URL, or ignored).
  try {
    if (!new P({ pathname: '/a' }, { ignoreCase: true }).test({ pathname: '/A' })) return 'ignoreCase option';
  } catch (e) {
    return 'ignoreCase option';
  }
  // Chromium 95-121: no hasRegExpGroups.
  if (typeof p.hasRegExpGroups !== 'boolean' || !new P({ pathname: '/(\\d+)' }).hasRegExpGroups) return 'hasRegExpGroups';
  // urlpattern-polyfill 10.1 as the global: the port pattern is not canonicalized
  // as the URL parser's port state does (which stops at the space), it throws.
  try {
    if (new P({ protocol: 'http', port: '80 ' }).port !== '80') return 'port canonicalization';
  } catch (e) {
    return 'port canonicalization';
  }
  // urlpattern-polyfill 10.1 as the global compiles with "u", not the standard's
  // "v": a set operation throws. Probed only where this engine has a "v" that
  // polyurl's URLPattern can use for it (else it cannot compile it either).
  const features = regExpFeatures();
  if (features.v && features.vSyntax) {
    try {
      const s = new P({ pathname: '/([[a-z]--a])' });
      if (s.test({ pathname: '/a' }) || !s.test({ pathname: '/z' })) return 'v flag set operations';
    } catch (e) {
      return 'v flag set operations';
    }
  }
  return null;
}

/**
 * Probes `URLPatternClass` (by default the global URLPattern) for the defects
 * polyurl knows of. Never throws.
 */
export function detectURLPattern(URLPatternClass?: unknown): URLPatternDetection {
  const P = arguments.length > 0 ? URLPatternClass : globalObject()['URLPattern'];
  if (typeof P !== 'function') return { status: 'missing', reason: 'URLPattern' };
  try {
    const bug = firstBug(P as PatternClass);
    return bug === null ? { status: 'ok', reason: null } : { status: 'broken', reason: bug };
  } catch (e) {
    return { status: 'broken', reason: 'threw: ' + String(e) };
  }
}
