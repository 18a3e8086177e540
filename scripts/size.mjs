#!/usr/bin/env node
// `npm run size`: raw, minified (terser) and minified + gzipped (level 9) size
// of every file in dist/, and of what `import 'polyurl/auto'` bundles to under
// two bundlers (rollup + terser; esbuild --bundle --minify for the browser,
// what Vite's production build minifies with), with their budgets. Exits 1
// when a budget is exceeded.
//
//   node scripts/size.mjs [--dist DIR] [--json]
//   node scripts/size.mjs --modules [auto]   what each module of the ponyfill
//                                            (or of the polyurl/auto graph) adds
//
// The report ends with the URL viewer page (npm run viewer), built again here
// from the same dist/: not part of the package, so it has no budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';
import { variants } from './variants.mjs';

// Bytes of min+gz (1 KB = 1000 bytes, the stricter reading).
export const BUDGETS = {
  'polyurl.mjs': 30000,
  'polyurl.legacy.min.js': 30000,
};

// What a polyfill user loads: an app whose only import is `import 'polyurl/auto'`,
// bundled by rollup from dist/ (auto.mjs and the part of polyurl.mjs it uses),
// then minified and gzipped as the files above. Full IDNA included.
export const AUTO_BUNDLE = 'polyurl/auto (bundled)';
export const AUTO_BUNDLE_ESBUILD = 'polyurl/auto (bundled, esbuild)';
export const AUTO_BUNDLE_BUDGET = 16000;

// Both model a web app: they resolve "polyurl/auto" under the "browser" export
// condition, as Vite, esbuild (platform browser) and webpack (target web) do,
// to dist/auto.browser.mjs when it exists.
function autoFile(dist, file) {
  const browser = file.replace(/\.mjs$/, '.browser.mjs');
  try {
    statSync(join(dist, browser));
    return browser;
  } catch {
    return file;
  }
}

// The same app through esbuild (`esbuild --bundle --minify --platform=browser`),
// gzipped as the rest.
async function measureAutoBundleEsbuild(dist) {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: "import 'polyurl/auto';", resolveDir: dist, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [{ name: 'polyurl-auto-app', setup: (b) => b.onResolve({ filter: /^polyurl\/auto$/ }, () => ({ path: join(dist, autoFile(dist, 'auto.mjs')) })) }],
  });
  const min = result.outputFiles[0].text;
  return { file: AUTO_BUNDLE_ESBUILD, raw: null, min: Buffer.byteLength(min), gzip: gzipSync(Buffer.from(min), { level: 9 }).length, budget: AUTO_BUNDLE_BUDGET };
}

// What URLPattern adds to that: an app whose only import is
// `import 'polyurl/auto-urlpattern'`, bundled the same way, less the above.
export const URLPATTERN_ADDED_BUDGET = 8000;

async function measureAutoBundle(dist, specifier = 'polyurl/auto', file = 'auto.mjs', browser = true) {
  const { rollup } = await import('rollup');
  const entry = '\0polyurl-auto-app';
  const bundle = await rollup({
    input: entry,
    plugins: [
      {
        name: 'polyurl-auto-app',
        resolveId: (id) => (id === entry ? id : id === specifier ? join(dist, browser ? autoFile(dist, file) : file) : null),
        load: (id) => (id === entry ? `import '${specifier}';` : null),
      },
    ],
    onwarn() {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  const code = output[0].code;
  const min = (await minify(code, { module: true, ecma: 2018, format: { comments: false } })).code ?? '';
  return { file: AUTO_BUNDLE, raw: Buffer.byteLength(code), min: Buffer.byteLength(min), gzip: gzipSync(Buffer.from(min), { level: 9 }).length, budget: AUTO_BUNDLE_BUDGET };
}

function terserOptions(file) {
  if (file.endsWith('.mjs')) return { module: true, ecma: 2018 };
  if (file.endsWith('.cjs')) return { module: false, toplevel: true, ecma: 2018 };
  // Classic scripts: the top-level `var polyurl` must keep its name.
  return { module: false, toplevel: false, ecma: 5 };
}

export async function measure(dist) {
  const rows = [];
  for (const file of readdirSync(dist).sort()) {
    const path = join(dist, file);
    if (!statSync(path).isFile() || !/\.(mjs|cjs|js)$/.test(file)) continue;
    let code = readFileSync(path, 'utf8');
    if (code.startsWith('#!')) code = code.slice(code.indexOf('\n') + 1);
    const min = (await minify(code, { ...terserOptions(file), format: { comments: false } })).code ?? '';
    const row = {
      file,
      raw: Buffer.byteLength(code),
      min: Buffer.byteLength(min),
      gzip: gzipSync(Buffer.from(min), { level: 9 }).length,
      budget: BUDGETS[file] ?? null,
    };
    rows.push(row);
  }
  if (rows.some((r) => r.file === 'auto.mjs')) rows.push(await measureAutoBundle(dist), await measureAutoBundleEsbuild(dist));
  return rows;
}

// All IDNA code and data together, as the ES module build carries
// them: the public helpers' module graph (idna-api -> host/idna*, punycode,
// the generated table) bundled alone, minified and gzipped.
const IDNA_BUDGET = 20000;

async function measureIDNA() {
  const entry = resolve(process.env.POLYURL_BUILD_DIR || 'build', 'lib', 'api/idna-api.js');
  let rollup;
  try {
    ({ rollup } = await import('rollup'));
    statSync(entry);
  } catch {
    return null;
  }
  const bundle = await rollup({ input: entry, onwarn() {} });
  const { output } = await bundle.generate({ format: 'es' });
  const min = (await minify(output[0].code, { module: true, ecma: 2018 })).code ?? '';
  return { min: Buffer.byteLength(min), gzip: gzipSync(Buffer.from(min), { level: 9 }).length };
}

// `--modules`: the ponyfill's module graph (index.js of the tsc build) bundled
// by rollup as the build does it, each module minified and gzipped alone
// (their sum is above the bundle's: gzip shares text across modules), then the
// whole bundle. Tells where the bytes of polyurl.mjs are (`--modules auto`:
// of the polyurl/auto bundle).
async function measureModules(entry) {
  const build = resolve(process.env.POLYURL_BUILD_DIR || 'build');
  const { rollup } = await import('rollup');
  // polyurl/auto is built compact (rollup.config.mjs).
  const plugins = entry === 'auto' ? [variants(['compact'])] : [];
  const bundle = await rollup({ input: join(build, 'lib', `${entry}.js`), plugins, onwarn() {} });
  const { output } = await bundle.generate({ format: 'es' });
  const rows = [];
  for (const [id, m] of Object.entries(output[0].modules)) {
    if (!m.code) continue;
    // Not as a module: its top-level names are used by other modules.
    const min = (await minify(m.code, { module: false, ecma: 2018 })).code ?? '';
    rows.push({ module: id.slice(join(build, 'lib').length + 1), min: Buffer.byteLength(min), gzip: gzipSync(Buffer.from(min), { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const whole = (await minify(output[0].code, { module: true, ecma: 2018 })).code ?? '';
  return { rows, whole: { min: Buffer.byteLength(whole), gzip: gzipSync(Buffer.from(whole), { level: 9 }).length } };
}

// The viewer page as npm run viewer writes it (dist/viewer/index.html): one HTML
// file whose script carries polyurl's code minified; its gzipped size is what
// a server sends.
async function measureViewer(dist) {
  const { buildViewer } = await import('./viewer.mjs');
  const { file } = await buildViewer(dist, join(dist, 'viewer', 'index.html'));
  const html = readFileSync(file);
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
}

function kb(n) {
  return (n / 1000).toFixed(1).padStart(7) + ' KB';
}

async function main() {
  const m = process.argv.indexOf('--modules');
  if (m > 0) {
    const { rows, whole } = await measureModules(process.argv[m + 1] === 'auto' ? 'auto' : 'index');
    console.log(`${'module'.padEnd(28)}${'min'.padStart(11)}${'min+gz'.padStart(11)}`);
    for (const r of rows) console.log(`${r.module.padEnd(28)}${kb(r.min)}${kb(r.gzip)}`);
    const sum = rows.reduce((n, r) => n + r.gzip, 0);
    console.log(`${'(sum of the modules)'.padEnd(28)}${''.padStart(11)}${kb(sum)}`);
    console.log(`${'(the bundle)'.padEnd(28)}${kb(whole.min)}${kb(whole.gzip)}`);
    return;
  }
  const i = process.argv.indexOf('--dist');
  const dist = resolve(i > 0 ? process.argv[i + 1] : 'dist');
  const rows = await measure(dist);
  const over = rows.filter((r) => r.budget !== null && r.gzip > r.budget);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log(`${'file'.padEnd(32)}${'raw'.padStart(11)}${'min'.padStart(11)}${'min+gz'.padStart(11)}   budget (min+gz)`);
    for (const r of rows) {
      const budget = r.budget === null ? '' : `   ${kb(r.budget).trim()} ${r.gzip > r.budget ? 'OVER' : 'ok'}`;
      console.log(`${r.file.padEnd(32)}${r.raw === null ? '—'.padStart(11) : kb(r.raw)}${kb(r.min)}${kb(r.gzip)}${budget}`);
    }
  }
  if (rows.length === 0) {
    console.error(`no bundles in ${dist}: run npm run build first`);
    process.exit(1);
  }
  if (!process.argv.includes('--json')) {
    const idna = await measureIDNA();
    if (idna !== null) {
      const verdict = idna.gzip > IDNA_BUDGET ? 'OVER' : 'ok';
      console.log(`\nIDNA (UTS #46 code + table, ES module build): ${kb(idna.min).trim()} min, ${kb(idna.gzip).trim()} min+gz   budget ${kb(IDNA_BUDGET).trim()} ${verdict}`);
      if (idna.gzip > IDNA_BUDGET) over.push({ file: 'IDNA', gzip: idna.gzip, budget: IDNA_BUDGET });
    }
  }
  if (!process.argv.includes('--json')) {
    const viewer = await measureViewer(dist);
    console.log(`URL viewer (viewer/index.html, npm run viewer, polyurl.mjs minified inside): ${kb(viewer.raw).trim()} raw, ${kb(viewer.gzip).trim()} gzipped`);
  }
  if (!process.argv.includes('--json') && rows.some((r) => r.file === 'auto-urlpattern.mjs')) {
    // polyurl/auto-urlpattern has no browser build: against polyurl/auto's build for every platform.
    const auto = await measureAutoBundle(dist, 'polyurl/auto', 'auto.mjs', false);
    const withPattern = await measureAutoBundle(dist, 'polyurl/auto-urlpattern', 'auto-urlpattern.mjs');
    const added = withPattern.gzip - auto.gzip;
    const verdict = added > URLPATTERN_ADDED_BUDGET ? 'OVER' : 'ok';
    console.log(
      `polyurl/auto-urlpattern (bundled): ${kb(withPattern.min).trim()} min, ${kb(withPattern.gzip).trim()} min+gz; ` +
        `URLPattern adds ${kb(added).trim()} min+gz to polyurl/auto   budget ${kb(URLPATTERN_ADDED_BUDGET).trim()} ${verdict}`,
    );
    if (added > URLPATTERN_ADDED_BUDGET) over.push({ file: 'URLPattern added to polyurl/auto', gzip: added, budget: URLPATTERN_ADDED_BUDGET });
  }
  for (const r of over) console.error(`${r.file}: ${r.gzip} bytes min+gz, over the budget of ${r.budget}`);
  process.exit(over.length === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
