// The implementations being compared, loaded once into this process.
// Each loader returns { name, ok, value?, why? } and never throws: a missing
// implementation is reported and left out, not fatal.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(ROOT, 'package.json'));

/** The id of the build given with --baseline, timed beside polyurl in its whatwg workloads. */
export const BASELINE = 'polyurl-baseline';

export const IMPL_NAMES = ['polyurl', 'native', 'whatwg-url', 'core-js', 'url-parse', 'fast-uri', 'uri-js'];

function fail(name, why) {
  return { name, ok: false, why };
}

function loadPackage(name, get) {
  try {
    return { name, ok: true, value: get(require(name)) };
  } catch (e) {
    return fail(name, `cannot load the "${name}" package (${firstLine(e)}); run npm install`);
  }
}

export function firstLine(e) {
  const s = e && e.message ? e.message : String(e);
  const nl = s.indexOf('\n');
  return nl === -1 ? s : s.slice(0, nl);
}

/**
 * core-js-pure hands back the engine's own URL when it finds it conforming
 * (as Node's is), which would measure native twice. Hide the globals while
 * it loads so that its detection picks its own implementation, then put
 * them back exactly as they were.
 */
function loadCoreJS() {
  const names = ['URL', 'URLSearchParams'];
  const saved = names.map((n) => Object.getOwnPropertyDescriptor(globalThis, n));
  let URLImpl;
  let SPImpl;
  try {
    for (const n of names) delete globalThis[n];
    URLImpl = require('core-js-pure/actual/url');
    SPImpl = require('core-js-pure/actual/url-search-params');
  } catch (e) {
    return fail('core-js', `cannot load core-js-pure (${firstLine(e)}); run npm install`);
  } finally {
    names.forEach((n, i) => {
      if (saved[i]) Object.defineProperty(globalThis, n, saved[i]);
    });
  }
  if (URLImpl === globalThis.URL || SPImpl === globalThis.URLSearchParams) {
    return fail('core-js', "core-js-pure returned the engine's own URL; its polyfill could not be isolated");
  }
  return { name: 'core-js', ok: true, value: { URL: URLImpl, URLSearchParams: SPImpl } };
}

/**
 * polyurl from its build (dist/polyurl.mjs), or from `distPath`. Also probes
 * which of the optional modes it already has, so that a workload needing a
 * mode the build lacks is skipped with a reason instead of measuring the
 * whatwg mode under another name.
 */
export async function loadPolyurl(distPath) {
  const file = resolve(ROOT, distPath || 'dist/polyurl.mjs');
  if (!existsSync(file)) {
    return fail('polyurl', `${file} does not exist: build polyurl first (npm run build)`);
  }
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (e) {
    return fail('polyurl', `importing ${file} failed: ${firstLine(e)}`);
  }
  if (typeof mod.URL !== 'function') {
    return fail('polyurl', `${file} does not export a URL class`);
  }
  const P = mod.URL;
  const features = {
    // RFC 3986 parsing keeps the input exactly; the WHATWG parser would
    // lowercase the scheme and host and drop the dot-segment.
    rfc3986: probe(() => new P('HTTP://A/./b', undefined, { mode: 'rfc3986' }).href === 'HTTP://A/./b'),
    normalize: probe(() => {
      const u = new P('HTTP://A/./b', undefined, { mode: 'rfc3986' });
      return typeof mod.normalize === 'function' && mod.normalize(u).href === 'http://a/b';
    }),
    rfc3986Resolve: false,
    // The WHATWG parser rejects the angle brackets; lenient mode strips them.
    lenient: probe(() => new P(' <http://a/b> ', undefined, { mode: 'lenient' }).href === 'http://a/b'),
  };
  // Resolution gives the same answer in both modes here: only meaningful
  // once the rfc3986 mode itself is there.
  features.rfc3986Resolve =
    features.rfc3986 && probe(() => new P('../g', 'http://a/b/c/d;p?q', { mode: 'rfc3986' }).href === 'http://a/b/g');
  return { name: 'polyurl', ok: true, value: { URL: P, URLSearchParams: mod.URLSearchParams, normalize: mod.normalize, file }, features };
}

function probe(f) {
  try {
    return f() === true;
  } catch {
    return false;
  }
}

/** Loads every implementation named in `wanted` (all when empty). */
export async function loadImplementations(wanted, distPath) {
  const want = (n) => wanted.length === 0 || wanted.includes(n);
  const out = {};
  if (want('polyurl')) out.polyurl = await loadPolyurl(distPath);
  if (want('native')) {
    out.native = typeof globalThis.URL === 'function'
      ? { name: 'native', ok: true, value: { URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams } }
      : fail('native', 'this engine has no global URL');
  }
  if (want('whatwg-url')) out['whatwg-url'] = loadPackage('whatwg-url', (m) => ({ URL: m.URL, URLSearchParams: m.URLSearchParams }));
  if (want('core-js')) out['core-js'] = loadCoreJS();
  if (want('url-parse')) out['url-parse'] = loadPackage('url-parse', (m) => m);
  if (want('fast-uri')) out['fast-uri'] = loadPackage('fast-uri', (m) => m);
  if (want('uri-js')) out['uri-js'] = loadPackage('uri-js', (m) => m);
  return out;
}

export function versionOf(name) {
  const pkg = { 'whatwg-url': 'whatwg-url', 'core-js': 'core-js-pure', 'url-parse': 'url-parse', 'fast-uri': 'fast-uri', 'uri-js': 'uri-js' }[name];
  if (name === 'native') return process.versions.ada ? `ada ${process.versions.ada}` : `node ${process.version}`;
  if (name === 'polyurl') return safeVersion(join(ROOT, 'package.json'));
  if (name === BASELINE) return 'another build (--baseline)';
  if (!pkg) return '';
  return safeVersion(join(ROOT, 'node_modules', pkg, 'package.json'));
}

function safeVersion(file) {
  try {
    return require(file).version || '';
  } catch {
    return '';
  }
}
