// The one rule for build variants (rollup.config.mjs, scripts/size.mjs).
//
// A stand-in sits beside the module it replaces: lib/x/name.browser.ts,
// name.react-native.ts, name.compact.ts, name.es5.ts or name.legacy.ts in
// place of lib/x/name.ts. A build names the traits it has; every import of
// name.js then resolves to the first stand-in that exists among the build's
// traits, in the order browser, react-native, legacy, es5, compact, and to
// name.js itself when there is none. A stand-in's own imports of its
// original are left alone (it may re-export from it). spec/variants checks
// that every stand-in has its original's exports, with assignable types.
//
// A build may also name modules that keep their original whatever its traits
// (`originals`, paths under build/lib such as 'modes/href-only.js'): a profile that
// is compact for size but keeps some speed where it counts.
//
//   browser  the builds for runtimes other than Node (the "browser" export
//            condition, React Native's): nothing that only Node reads (a module
//            such a runtime never uses is left out whatever the engine, so this
//            trait comes first)
//   react-native  React Native's polyfill builds: what its runtime is (Hermes
//            has no JIT, so the engine's native string functions over
//            JavaScript loops; no sendBeacon, no Window, a JavaScript URL:
//            polyfill/runtime.react-native.ts)
//   compact  the polyfill builds, where size counts more than speed
//   es5      engines without the ES2015+ features the original relies on
//   legacy   the classic script's old engines (no normalize, no private fields)
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';

export const TRAITS = ['browser', 'react-native', 'legacy', 'es5', 'compact'];
const STAND_IN = /\.(browser|react-native|legacy|es5|compact)\.js$/;

/** The file that `file` (a module of build/lib) resolves to in a build with `traits`. */
export function variantOf(file, traits) {
  if (STAND_IN.test(file)) return file;
  const stem = file.slice(0, -3);
  for (const trait of TRAITS) {
    if (traits.indexOf(trait) < 0) continue;
    const candidate = `${stem}.${trait}.js`;
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

/** The rollup plugin: `traits` from TRAITS; `originals`: modules (under build/lib) that keep their original. */
export function variants(traits, { originals = [] } = {}) {
  for (const t of traits) if (TRAITS.indexOf(t) < 0) throw new Error(`unknown build trait ${t}`);
  const kept = originals.map((m) => `/lib/${m}`);
  const seen = new Set();
  return {
    name: 'polyurl-variants',
    resolveId(source, importer) {
      if (importer === undefined || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const target = resolvePath(dirname(importer), source);
      // A stand-in importing its own original.
      const own = basename(importer).replace(STAND_IN, '.js');
      if (own !== basename(importer) && join(dirname(importer), own) === target) return target;
      const k = kept.find((m) => target.replace(/\\/g, '/').endsWith(m));
      if (k !== undefined) {
        seen.add(k);
        return null;
      }
      const chosen = variantOf(target, traits);
      return chosen === target ? null : chosen;
    },
    buildEnd(error) {
      // A module named to keep its original that the build never imports (renamed?) would leave it compact unnoticed.
      const missing = kept.filter((m) => !seen.has(m));
      if (error === undefined && missing.length > 0) this.error(`variants: ${missing.join(', ')} named as originals but never imported`);
    },
  };
}
