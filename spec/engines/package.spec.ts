// The package as users get it: `npm pack` ships only what they need, publint
// and arethetypeswrong find no problem, the bundles keep to their syntax level
// and budgets, and small consumer packages (spec/consumers/) import the packed
// tarball from ESM, CJS and TypeScript (node16, bundler). The type tests of
// spec/types/ are compiled against the packed declarations too.
// POLYURL_PACKAGE_DIR points at another folder holding package.json, dist/ and types/.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import { caseIt } from '../support/known-failures.js';

const ROOT = process.cwd();
const PKG = resolve(process.env.POLYURL_PACKAGE_DIR || ROOT);
const OUT = join(ROOT, 'test-output', 'package');
const CONSUMERS = join(OUT, 'consumers');
const BIN = join(ROOT, 'node_modules', '.bin');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

interface Ran {
  status: number | null;
  /** stdout and stderr. */
  out: string;
  stdout: string;
}

function run(cmd: string, args: string[], cwd: string = ROOT): Ran {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (r.error) throw r.error;
  return { status: r.status, out: (r.stdout || '') + (r.stderr || ''), stdout: r.stdout || '' };
}

function node(args: string[], cwd: string = ROOT): Ran {
  return run(process.execPath, args, cwd);
}

function tsc(project: string): Ran {
  return node([TSC, '-p', project]);
}

/** What users need: the bundles, the declarations, and npm's own files. */
const REQUIRED = [
  'package.json',
  'dist/polyurl.mjs',
  'dist/polyurl.cjs',
  'dist/auto.mjs',
  'dist/auto.cjs',
  'dist/auto.browser.mjs',
  'dist/auto.browser.cjs',
  'dist/install.mjs',
  'dist/install.cjs',
  'dist/polyurl.legacy.js',
  'dist/polyurl.legacy.min.js',
  'dist/polyurl.es5.cjs',
  'dist/auto.rn.cjs',
  'dist/install.rn.cjs',
  'dist/package.json',
  'dist/cli.mjs',
  'dist/formats.mjs',
  'dist/formats.cjs',
  'dist/urlpattern.mjs',
  'dist/urlpattern.cjs',
  'dist/auto-urlpattern.mjs',
  'dist/auto-urlpattern.cjs',
  'dist/urlpattern.es5.cjs',
  'dist/urlpattern.legacy.js',
  'dist/urlpattern.legacy.min.js',
  'types/formats.d.ts',
  'types/formats.d.cts',
  'types/polyurl.d.ts',
  'types/polyurl.d.cts',
  'types/auto.d.ts',
  'types/auto.d.cts',
  'types/install.d.ts',
  'types/install.d.cts',
  'types/legacy.d.ts',
  'types/legacy.d.cts',
  'types/urlpattern.d.ts',
  'types/urlpattern.d.cts',
  'types/auto-urlpattern.d.ts',
  'types/auto-urlpattern.d.cts',
  'types/urlpattern-legacy.d.ts',
  'types/urlpattern-legacy.d.cts',
];
const ALLOWED_EXTRA = ['README.md', 'LICENSE'];

describe('Package: what npm publishes', function () {
  this.timeout(240000);
  let tarball = '';
  let files: string[] = [];

  before(function () {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(CONSUMERS, { recursive: true });
    const packed = run('npm', ['pack', '--json', '--pack-destination', OUT], PKG);
    assert.strictEqual(packed.status, 0, packed.out);
    const info = JSON.parse(packed.stdout) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = join(OUT, info[0].filename);
    files = info[0].files.map((f) => f.path).sort();
    // The consumers see the tarball's contents as an installed dependency.
    const installed = join(CONSUMERS, 'node_modules', 'polyurl');
    mkdirSync(installed, { recursive: true });
    const untar = run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    assert.strictEqual(untar.status, 0, untar.out);
    cpSync(join(ROOT, 'spec', 'consumers'), CONSUMERS, { recursive: true });
    cpSync(join(ROOT, 'spec', 'types'), join(CONSUMERS, 'types'), { recursive: true });
    writeFileSync(join(CONSUMERS, 'types', 'package.json'), '{ "private": true, "type": "module" }\n');
  });

  it('npm pack lists only what users need', function () {
    for (const f of REQUIRED) assert.include(files, f, `${f} is not in the package`);
    const extra = files.filter((f) => REQUIRED.indexOf(f) < 0 && ALLOWED_EXTRA.indexOf(f) < 0);
    assert.deepEqual(extra, [], 'files users do not need');
  });

  it('publint --strict reports no problems', function () {
    const r = run(join(BIN, 'publint'), ['run', '--strict', tarball]);
    assert.strictEqual(r.status, 0, r.out);
    assert.notMatch(r.out, /\b(error|warning|suggestion)s?\b/i, r.out);
  });

  it('arethetypeswrong reports no problems (node10, node16 from CJS and ESM, bundler)', function () {
    const r = run(join(BIN, 'attw'), [tarball, '--format', 'ascii', '--no-emoji', '--no-color']);
    assert.strictEqual(r.status, 0, r.out);
    assert.include(r.out, 'No problems found', r.out);
  });

  it('an ES module consumer imports polyurl and polyurl/auto', function () {
    const r = node([join(CONSUMERS, 'esm', 'index.mjs')], join(CONSUMERS, 'esm'));
    assert.strictEqual(r.status, 0, r.out);
    assert.include(r.out, 'esm consumer ok');
  });

  it('a CommonJS consumer requires polyurl and polyurl/auto', function () {
    const r = node([join(CONSUMERS, 'cjs', 'index.cjs')], join(CONSUMERS, 'cjs'));
    assert.strictEqual(r.status, 0, r.out);
    assert.include(r.out, 'cjs consumer ok');
  });

  it('TypeScript with moduleResolution node16 type-checks, from ESM and from CJS', function () {
    const r = tsc(join(CONSUMERS, 'ts-node16', 'tsconfig.json'));
    assert.strictEqual(r.status, 0, r.out);
  });

  it('TypeScript with moduleResolution bundler type-checks', function () {
    const r = tsc(join(CONSUMERS, 'ts-bundler', 'tsconfig.json'));
    assert.strictEqual(r.status, 0, r.out);
  });

  it('type tests (spec/types): polyurl URL ⇄ lib.dom URL, typed modes', function () {
    const r = tsc(join(CONSUMERS, 'types', 'tsconfig.json'));
    assert.strictEqual(r.status, 0, r.out);
  });
});

describe('Package: the bundles', function () {
  this.timeout(120000);
  const dist = join(PKG, 'dist');

  it('the specs of the public API (spec/support/shipped.ts) load dist/polyurl.mjs, and types/ types it', async function () {
    const shipped = await import('../support/shipped.js');
    const bundle = (await import(pathToFileURL(join(ROOT, 'dist', 'polyurl.mjs')).href)) as typeof shipped;
    assert.strictEqual(shipped.URL, bundle.URL);
    assert.strictEqual(shipped.URLSearchParams, bundle.URLSearchParams);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: { '.': { import: { types: string } } } };
    assert.strictEqual(pkg.exports['.'].import.types, './types/polyurl.d.ts');
  });

  // ES2022 for the class private fields of lib/api/slot.ts (the URL state out of sight of enumeration).
  it('polyurl.{mjs,cjs}, auto.{mjs,cjs} and install.{mjs,cjs} are ES2022 at most; the legacy bundles are ES5 scripts', function () {
    for (const f of ['polyurl.mjs', 'auto.mjs', 'install.mjs']) parse(readFileSync(join(dist, f), 'utf8'), { ecmaVersion: 2022, sourceType: 'module' });
    for (const f of ['polyurl.cjs', 'auto.cjs', 'install.cjs']) parse(readFileSync(join(dist, f), 'utf8'), { ecmaVersion: 2022, sourceType: 'script' });
    for (const f of ['polyurl.legacy.js', 'polyurl.legacy.min.js', 'urlpattern.legacy.js', 'urlpattern.legacy.min.js', 'urlpattern.es5.cjs']) {
      parse(readFileSync(join(dist, f), 'utf8'), { ecmaVersion: 5, sourceType: 'script' });
    }
  });

  it('the ponyfill imports no node: module and touches no global', function () {
    for (const f of ['polyurl.mjs', 'polyurl.cjs', 'auto.mjs', 'auto.cjs', 'install.mjs', 'install.cjs', 'polyurl.legacy.js']) {
      assert.notMatch(readFileSync(join(dist, f), 'utf8'), /\bfrom ['"]node:|require\(['"]node:/, f);
    }
    const probe = `
      const before = Object.getOwnPropertyNames(globalThis).join();
      const U = globalThis.URL, P = globalThis.URLSearchParams;
      const esm = await import(${JSON.stringify(new URL('file://' + join(dist, 'polyurl.mjs')).href)});
      const cjs = (await import('node:module')).createRequire(import.meta.url)(${JSON.stringify(join(dist, 'polyurl.cjs'))});
      if (typeof esm.URL !== 'function' || typeof cjs.URL !== 'function') throw new Error('no URL export');
      if (Object.getOwnPropertyNames(globalThis).join() !== before) throw new Error('new globals');
      if (globalThis.URL !== U || globalThis.URLSearchParams !== P) throw new Error('URL replaced');
      console.log('untouched');`;
    const r = node(['--input-type=module', '-e', probe]);
    assert.strictEqual(r.status, 0, r.out);
    assert.include(r.out, 'untouched');
  });

  // A web page that only polyfills loads auto.{mjs,cjs} alone, compact (no fast
  // paths: rollup.config.mjs); React Native's auto.rn.cjs and install.rn.cjs stand
  // alone too, compact but for a simple-URL reader of their own (Hermes has no JIT).
  it('auto.{mjs,cjs}, auto.rn.cjs and install.rn.cjs stand alone and are compact; install.{mjs,cjs} share the ponyfill', function () {
    const esm = readFileSync(join(dist, 'auto.mjs'), 'utf8');
    const cjs = readFileSync(join(dist, 'auto.cjs'), 'utf8');
    assert.notMatch(esm, /^import\b|\bfrom '/m, 'auto.mjs imports nothing');
    assert.notMatch(cjs, /\brequire\(/, 'auto.cjs requires nothing');
    for (const code of [esm, cjs]) {
      // The simple-URL readers (lib/url/simple.ts) and the one-pass ToASCII are
      // the compact stand-ins', whose functions only return.
      assert.notMatch(code, /function simpleURL\(/);
      for (const name of ['parseSimpleURL', 'parseSimpleRecord', 'parseEncodedRecord', 'toASCIIQuick']) {
        const at = code.indexOf(`function ${name}(`);
        if (at < 0) continue;
        assert.match(code.slice(at), /^function \w+\([^)]*\) \{\s*return (null|undefined|false);\s*\}/, `${name} in a compact build`);
      }
    }
    assert.match(readFileSync(join(dist, 'polyurl.mjs'), 'utf8'), /function simpleURL\(/, 'the ponyfill keeps its simple-URL reader');
    // React Native's builds have a simple-URL reader (url/simple.react-native.ts: Hermes has no JIT) and are compact elsewhere.
    for (const f of ['auto.rn.cjs', 'install.rn.cjs']) {
      const code = readFileSync(join(dist, f), 'utf8');
      assert.match(code, /function simpleURL\(/, `${f} keeps the simple-URL reader`);
      const at = code.indexOf('function toASCIIQuick(');
      assert.isAtLeast(at, 0, `${f} has the ToASCII entry`);
      assert.match(code.slice(at), /^function \w+\([^)]*\) \{\s*return (null|undefined|false);\s*\}/, `${f}: the compact one-pass ToASCII`);
    }
    // polyurl/install, for an app that imports polyurl too: the ponyfill's classes, no side effect.
    assert.match(readFileSync(join(dist, 'install.mjs'), 'utf8'), /from '\.\/polyurl\.mjs'/);
    assert.match(readFileSync(join(dist, 'install.cjs'), 'utf8'), /require\('\.\/polyurl\.cjs'\)/);
    // React Native's polyurl/auto and polyurl/install (the "react-native" condition): standalone, since
    // Metro does not tree-shake CommonJS.
    for (const f of ['auto.rn.cjs', 'install.rn.cjs', 'urlpattern.es5.cjs']) assert.notMatch(readFileSync(join(dist, f), 'utf8'), /\brequire\(/, `${f} requires nothing`);
    const chunks = readdirSync(dist).filter((f) => /-[A-Za-z0-9_-]{8}\.(mjs|cjs)$/.test(f));
    assert.deepEqual(chunks, [], 'no extra chunks');
  });

  // One test per budgeted file, so a known failure of one cannot hide the other.
  const sizeOf = (file: string): { gzip: number; budget: number } => {
    const r = node([join(ROOT, 'scripts', 'size.mjs'), '--json', '--dist', dist]);
    const rows = JSON.parse(r.stdout) as { file: string; gzip: number; budget: number | null }[];
    assert.lengthOf(rows.filter((row) => row.budget !== null), 4, 'two budgeted files and the polyurl/auto bundle by rollup + terser and by esbuild');
    const row = rows.filter((x) => x.file === file)[0];
    assert.isDefined(row, file);
    console.log(`      ${file} › ${row.gzip} bytes min+gz (budget ${String(row.budget)})`);
    return { gzip: row.gzip, budget: row.budget as number };
  };
  for (const [file, kb] of [['polyurl.legacy.min.js', 30], ['polyurl.mjs', 30], ['polyurl/auto (bundled)', 16], ['polyurl/auto (bundled, esbuild)', 16]] as const) {
    caseIt('package size budgets', `${file} is within its budget of ${kb} KB min+gz`, function () {
      const { gzip, budget } = sizeOf(file);
      assert.strictEqual(budget, Math.round(kb * 1000));
      assert.isAtMost(gzip, budget, file);
    });
  }

  it('the legacy bundle defines the global polyurl and nothing else', function () {
    assert.isTrue(existsSync(join(dist, 'polyurl.legacy.min.js')));
    const probe = `
      const vm = require('node:vm');
      const ctx = vm.createContext({});
      const before = Object.getOwnPropertyNames(vm.runInContext('this', ctx)).join();
      vm.runInContext(require('node:fs').readFileSync(${JSON.stringify(join(dist, 'polyurl.legacy.min.js'))}, 'utf8'), ctx);
      const added = Object.getOwnPropertyNames(vm.runInContext('this', ctx)).filter((k) => before.split(',').indexOf(k) < 0).sort();
      console.log(JSON.stringify(added));
      console.log(vm.runInContext('URL === polyurl.URL && typeof polyurl.install', ctx));`;
    const r = node(['-e', probe]);
    assert.strictEqual(r.status, 0, r.out);
    const lines = r.out.trim().split('\n');
    // A context without URL: the bundle installs URL and URLSearchParams, as the engine proofs need.
    assert.deepEqual(JSON.parse(lines[0]), ['URL', 'URLSearchParams', 'polyurl']);
    assert.strictEqual(lines[1], 'function');
  });

  it('the legacy bundle with URLPattern defines the global polyurl and installs URL, URLSearchParams and URLPattern', function () {
    const probe = `
      const vm = require('node:vm');
      const ctx = vm.createContext({});
      const before = Object.getOwnPropertyNames(vm.runInContext('this', ctx)).join();
      vm.runInContext(require('node:fs').readFileSync(${JSON.stringify(join(dist, 'urlpattern.legacy.min.js'))}, 'utf8'), ctx);
      const added = Object.getOwnPropertyNames(vm.runInContext('this', ctx)).filter((k) => before.split(',').indexOf(k) < 0).sort();
      console.log(JSON.stringify(added));
      console.log(vm.runInContext("URL === polyurl.URL && URLPattern === polyurl.URLPattern && new URLPattern({ pathname: '/b/:id' }).exec('https://x/b/7').pathname.groups.id", ctx));`;
    const r = node(['-e', probe]);
    assert.strictEqual(r.status, 0, r.out);
    const lines = r.out.trim().split('\n');
    assert.deepEqual(JSON.parse(lines[0]), ['URL', 'URLPattern', 'URLSearchParams', 'polyurl']);
    assert.strictEqual(lines[1], '7');
  });
});
