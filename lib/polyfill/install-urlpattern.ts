// Puts polyurl's URLPattern on the global object (or a target) where the
// engine has none, or one that fails a probe (detect-urlpattern.ts); a
// working one is replaced only under `force`. Used by "polyurl/auto-urlpattern".
import { URLPattern as PolyURLPattern } from '../urlpattern/index.js';
import { defineValue } from './define.js';
import { globalObject } from './detect.js';
import { detectURLPattern } from './detect-urlpattern.js';

export interface InstallURLPatternOptions {
  /** Install polyurl's URLPattern even over a working native one. */
  force?: boolean;
  /** Where to install (default: the global object). */
  target?: object;
}

export interface InstallURLPatternResult {
  /** True when URLPattern on the target is now polyurl's. */
  replaced: boolean;
  /** Why it was replaced ("force", or the detection's "missing: …" / "broken: …"); null when it was not. */
  reason: string | null;
}

/**
 * Installs polyurl's `URLPattern` on the global object (or `options.target`)
 * when `detectURLPattern()` finds the native one missing or broken, or when
 * `options.force` is set.
 */
export function installURLPattern(options?: InstallURLPatternOptions): InstallURLPatternResult {
  const given = options !== undefined && options !== null;
  const force = given && options.force === true;
  const target = (given && options.target !== undefined ? options.target : globalObject()) as Record<string, unknown>;
  let reason: string | null = null;
  if (force) reason = 'force';
  else {
    const found = detectURLPattern(target['URLPattern']);
    if (found.status !== 'ok') reason = found.status + ': ' + found.reason;
  }
  // https://webidl.spec.whatwg.org/#es-interfaces: an interface object is writable, configurable, not enumerable.
  if (reason !== null && !defineValue(target, 'URLPattern', PolyURLPattern, false)) target['URLPattern'] = PolyURLPattern;
  return { replaced: reason !== null, reason: reason };
}
