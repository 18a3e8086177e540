// A mode whose operations match regular expressions over what they read
// (the lenient mode's clean-up and inference) is handed out wrapped: every
// operation leaves the legacy RegExp statics as it found them
// (lib/base/regexp-statics.ts), so a URL of that mode, however it was made
// (the constructor, extractURLs, diagnose), never leaves a caller's string
// there. The whatwg and rfc3986 modes match none and are not wrapped.
import type { Mode } from './mode.js';
import { keepingStatics } from '../base/regexp-statics.js';

/** A frozen copy of `mode` whose functions keep the statics. */
export function keepingStaticsMode<M extends Mode<unknown>>(mode: M): M {
  const m = mode as unknown as { [k: string]: unknown };
  const out: { [k: string]: unknown } = {};
  const keys = Object.keys(m);
  for (let i = 0; i < keys.length; i++) {
    const v = m[keys[i]];
    out[keys[i]] = typeof v === 'function' ? keepingStatics(v as (...args: unknown[]) => unknown) : v;
  }
  return Object.freeze(out) as unknown as M;
}
