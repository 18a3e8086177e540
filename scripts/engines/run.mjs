#!/usr/bin/env node
// Runs the engine proof (scripts/engines/driver.js over the WPT data in
// spec/fixtures/wpt) inside one real engine, with that engine's own URL absent
// or deleted, and exits 0 only when the engine's closing line says 0 failed.
//
//   node scripts/engines/run.mjs ENGINE [--dist DIR] [--out DIR] [--prelude FILE]… [--which]
//
//   duk             Duktape 2.7 (ES5.1, no file I/O): one generated ASCII-only script (bundle + data + driver)
//   rhino           Rhino 1.7.14 at its default language level, dist/polyurl.legacy.js
//   rhino200        Rhino at -version 200 (ES6-ish), dist/polyurl.legacy.min.js
//   mujs            mujs (Debian), an ES5 interpreter, dist/polyurl.legacy.js
//   hermes          Hermes (npm hermes-engine-cli), dist/polyurl.legacy.min.js
//   quickjs         QuickJS compiled to WebAssembly (npm quickjs-emscripten), inside Node, dist/polyurl.legacy.min.js
//   quickjs-esm     the same QuickJS, the module builds: import 'dist/auto.mjs' (which imports ./polyurl.mjs)
//   chromium        headless Debian Chromium via playwright-core, window.URL deleted, page served from 127.0.0.1
//   node-auto       Node with globalThis.URL deleted, then require('dist/auto.cjs')
//   node-auto-esm   Node with globalThis.URL deleted, then import('dist/auto.mjs')
//   node-legacy     a fresh node:vm context (no URL at all), dist/polyurl.legacy.js
//   node-legacy-min the same, dist/polyurl.legacy.min.js
//
// --prelude FILE (repeatable, classic-script engines): a script run before the
// bundle in the same global scope, e.g. a platform's own URL for polyurl to
// replace. --which: print the engine's binary and exit, without running it.
//
// An engine that is not on this machine is not a failure of polyurl: the run
// prints "NOT RUN: <why>" and "INSTALL: <command>" and exits 3 (NOT_RUN_EXIT).
// Binaries are looked up in POLYURL_ENGINE_PATH (a PATH-like list; PATH when
// unset), or taken from POLYURL_<NAME>_BIN (POLYURL_DUK_BIN=/opt/duk/duk).
// Hermes is the binary of the hermes-engine-cli devDependency unless
// POLYURL_HERMES_BIN says otherwise.
//
// Generated files and the Chromium screenshot go to test-output/engines/ (git-ignored).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TIMEOUT_MS = 180000;
/** The exit code of a run whose engine is not on this machine. */
export const NOT_RUN_EXIT = 3;

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? resolve(process.argv[i + 1]) : fallback;
}
function options(name) {
  const out = [];
  for (let i = 3; i + 1 < process.argv.length; i++) if (process.argv[i] === name) out.push(resolve(process.argv[++i]));
  return out;
}
const engine = process.argv[2];
const DIST = option('--dist', join(ROOT, 'dist'));
const OUT = option('--out', join(ROOT, 'test-output', 'engines'));
const PRELUDES = options('--prelude');

function read(path) {
  return readFileSync(path, 'utf8');
}

function fixture(name) {
  return JSON.parse(read(join(ROOT, 'spec', 'fixtures', 'wpt', name)));
}

/** Thrown when the engine is not on this machine: the run exits NOT_RUN_EXIT. */
class NotInstalled extends Error {
  constructor(reason, install) {
    super(reason);
    this.install = install;
  }
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// POLYURL_<NAME>_BIN, else the first executable NAME in POLYURL_ENGINE_PATH (PATH when unset).
function findBinary(name, install) {
  const variable = `POLYURL_${name.toUpperCase()}_BIN`;
  const own = process.env[variable];
  if (own) {
    if (isExecutable(own)) return own;
    throw new NotInstalled(`${variable}=${own} is not an executable file`, install);
  }
  const searchVariable = process.env.POLYURL_ENGINE_PATH !== undefined ? 'POLYURL_ENGINE_PATH' : 'PATH';
  const dirs = (process.env[searchVariable] || '').split(delimiter).filter((d) => d !== '');
  for (const d of dirs) {
    const file = join(d, name);
    if (isExecutable(file)) return file;
  }
  throw new NotInstalled(`no ${name} in ${searchVariable}`, install);
}

const DEBIAN = (pkg) => `apt-get install -y ${pkg} (as root; .ci/run does)`;
const NPM = 'npm install (in the repository: it is a devDependency)';

// The hermes-engine-cli package ships one binary per platform.
function hermesBinary() {
  if (process.env.POLYURL_HERMES_BIN) return findBinary('hermes', NPM);
  const folder = { linux: 'linux64-bin', darwin: 'osx-bin', win32: 'win64-bin' }[process.platform];
  let pkg;
  try {
    pkg = dirname(createRequire(import.meta.url).resolve('hermes-engine-cli/package.json'));
  } catch {
    throw new NotInstalled('the hermes-engine-cli package is not installed', NPM);
  }
  if (folder === undefined || (process.platform === 'linux' && process.arch !== 'x64')) {
    throw new NotInstalled(`hermes-engine-cli has no binary for ${process.platform}-${process.arch}`, 'POLYURL_HERMES_BIN=/path/to/hermes');
  }
  const file = join(pkg, folder, process.platform === 'win32' ? 'hermes.exe' : 'hermes');
  if (!existsSync(file)) throw new NotInstalled(`${file} is missing`, NPM);
  return file;
}

// Every non-ASCII UTF-16 code unit as \uXXXX: valid in ES5 string literals,
// regular expressions, identifiers and comments alike, and it keeps U+2028 and
// U+2029 out of string literals (a syntax error before ES2019, and in Duktape).
function asciiOnly(source) {
  return source.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function dataJSON() {
  const data = {
    urltestdata: fixture('urltestdata.json'),
    setters: fixture('setters_tests.json'),
    urlencoded: fixture('urlencoded-parser-data.json'),
  };
  return asciiOnly(JSON.stringify(data));
}

const CHECK_LEGACY =
  "function () { return typeof polyurl === 'object' && URL === polyurl.URL && URLSearchParams === polyurl.URLSearchParams ? null : 'the global URL is not polyurl.URL'; }";

// One classic script: the preludes, the bundle, the data, the driver and the call.
function singleScript(bundleFile, printName) {
  let preludes = '';
  for (const p of PRELUDES) preludes += read(p) + '\n;\n';
  return asciiOnly(
    preludes +
      read(join(DIST, bundleFile)) +
      '\n;var __polyurlData = ' +
      dataJSON() +
      ';\n' +
      read(join(ROOT, 'scripts', 'engines', 'driver.js')) +
      '\npolyurlEngineSuite.run(__polyurlData, function (line) { ' +
      printName +
      '(line); }, ' +
      CHECK_LEGACY +
      ');\n',
  );
}

// Runs a command, echoes its output, and resolves with the output.
function runProcess(cmd, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} timed out after ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${cmd}: ${e.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, out });
    });
  });
}

// A classic-script engine with a shell that runs one file and has print().
async function shell(binary, args, bundle, name) {
  const file = join(OUT, `${name}.js`);
  writeFileSync(file, singleScript(bundle, 'print'));
  return (await runProcess(binary, args.concat([file]))).out;
}

async function nodeAuto(format) {
  const esm = format === 'esm';
  const file = join(OUT, esm ? 'node-auto.mjs' : 'node-auto.cjs');
  const driver = JSON.stringify(join(ROOT, 'scripts', 'engines', 'driver.js'));
  const data = JSON.stringify(join(OUT, 'data.json'));
  const load = esm
    ? `await import(${JSON.stringify(pathToFileURL(join(DIST, 'auto.mjs')).href)});
const polyurl = await import(${JSON.stringify(pathToFileURL(join(DIST, 'polyurl.mjs')).href)});
import vm from 'node:vm';
import { readFileSync } from 'node:fs';`
    : `require(${JSON.stringify(join(DIST, 'auto.cjs'))});
const polyurl = require(${JSON.stringify(join(DIST, 'polyurl.cjs'))});
const vm = require('node:vm');
const { readFileSync } = require('node:fs');`;
  const script = `${esm ? '' : "'use strict';\n"}// Generated by scripts/engines/run.mjs: Node without its own URL, then polyurl/auto.
delete globalThis.URL;
delete globalThis.URLSearchParams;
${load}
vm.runInThisContext(readFileSync(${driver}, 'utf8'));
const data = JSON.parse(readFileSync(${data}, 'utf8'));
polyurlEngineSuite.run(data, (line) => console.log(line), () =>
  URL === polyurl.StandardURL && URLSearchParams === polyurl.URLSearchParams ? null : 'the global URL is not polyurl.StandardURL');
`;
  writeFileSync(join(OUT, 'data.json'), dataJSON());
  writeFileSync(file, script);
  return (await runProcess(process.execPath, [file])).out;
}

// A fresh node:vm context has the language's globals only: no URL, no URLSearchParams.
function nodeLegacy(bundle) {
  const lines = [];
  const context = vm.createContext({ print: (line) => lines.push(String(line)) });
  vm.runInContext(singleScript(bundle, 'print'), context, { filename: bundle });
  const out = lines.join('\n') + '\n';
  process.stdout.write(out);
  return out;
}

// QuickJS as WebAssembly: print() is the one host function the script gets.
// 'script': the classic script (one file, as for Duktape). 'module': the ES
// module builds, dist/auto.mjs importing ./polyurl.mjs, loaded from DIST by
// the runtime's module loader; the driver and data are a classic script first.
async function quickjs(kind) {
  let getQuickJS;
  try {
    ({ getQuickJS } = await import('quickjs-emscripten'));
  } catch {
    throw new NotInstalled('the quickjs-emscripten package is not installed', NPM);
  }
  const QuickJS = await getQuickJS();
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(512 * 1024 * 1024);
  runtime.setMaxStackSize(4 * 1024 * 1024);
  // Module names are the file names in DIST ('./polyurl.mjs' from auto.mjs is 'polyurl.mjs').
  runtime.setModuleLoader(
    (name) => read(join(DIST, name)),
    (_base, requested) => requested.replace(/^\.\//, ''),
  );
  const context = runtime.newContext();
  const lines = [];
  const evaluate = (code, file, type) => {
    const result = context.evalCode(code, file, { type });
    if (result.error) {
      lines.push('uncaught: ' + JSON.stringify(context.dump(result.error)));
      result.error.dispose();
      return false;
    }
    result.value.dispose();
    return true;
  };
  try {
    const print = context.newFunction('print', (line) => {
      lines.push(context.getString(line));
    });
    context.setProp(context.global, 'print', print);
    print.dispose();
    if (kind === 'script') {
      evaluate(singleScript('polyurl.legacy.min.js', 'print'), 'quickjs.js', 'global');
    } else {
      const driver = asciiOnly(read(join(ROOT, 'scripts', 'engines', 'driver.js'))) + '\nvar __polyurlData = ' + dataJSON() + ';\n';
      if (evaluate(driver, 'driver.js', 'global')) {
        evaluate(
          "import 'auto.mjs';\nimport * as polyurl from 'polyurl.mjs';\n" +
            'polyurlEngineSuite.run(__polyurlData, print, function () {\n' +
            "  return URL === polyurl.StandardURL && URLSearchParams === polyurl.URLSearchParams ? null : 'the global URL is not polyurl.StandardURL';\n" +
            '});\n',
          'quickjs-auto.mjs',
          'module',
        );
        runtime.executePendingJobs();
      }
    }
  } finally {
    context.dispose();
    runtime.dispose();
  }
  const out = lines.join('\n') + '\n';
  process.stdout.write(out);
  return out;
}

const PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>polyurl: engine proof in Chromium</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; }
  #summary { font-size: 28px; font-weight: bold; }
  .ok { color: #17662c; } .bad { color: #a11; }
  pre { white-space: pre-wrap; font-size: 12px; }
</style>
<h1>polyurl legacy bundle in Chromium, native URL deleted</h1>
<p id="summary">running…</p>
<p id="which"></p>
<pre id="log"></pre>
<script>
  window.__nativeURL = window.URL;
  window.__nativeParams = window.URLSearchParams;
  window.__hadNativeURL = typeof window.URL === 'function' && typeof window.URLSearchParams === 'function';
  delete window.URL;
  delete window.URLSearchParams;
  window.__deleted = typeof window.URL === 'undefined' && typeof window.URLSearchParams === 'undefined';
</script>
<script src="/polyurl.legacy.min.js"></script>
<script src="/data.js"></script>
<script src="/driver.js"></script>
<script>
  (function () {
    var lines = [];
    var result = polyurlEngineSuite.run(window.__polyurlData, function (line) { lines.push(line); }, function () {
      if (!window.__hadNativeURL) return 'this Chromium had no native URL to delete';
      if (!window.__deleted) return 'the native URL could not be deleted';
      return URL === polyurl.URL ? null : 'the global URL is not polyurl.URL';
    });
    var summary = document.getElementById('summary');
    summary.textContent = lines[lines.length - 1];
    summary.className = result.failed === 0 ? 'ok' : 'bad';
    // What detect() says of the native classes that were deleted (information only).
    var native = polyurl.detect(window.__nativeURL, window.__nativeParams);
    var verdict = 'native URL: ' + native.status + (native.reason ? ' (' + native.reason + ')' : '') +
      (native.patches.length ? ', would patch ' + native.patches.join(', ') : '');
    document.getElementById('which').textContent = navigator.userAgent + ' | ' + verdict;
    document.getElementById('log').textContent = lines.join('\\n');
    window.__result = { lines: lines, passed: result.passed, failed: result.failed, native: verdict };
  })();
</script>
</html>
`;

async function chromium(binary) {
  const { chromium: launcher } = await import('playwright-core');
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: PAGE },
    '/polyurl.legacy.min.js': { type: 'text/javascript', body: read(join(DIST, 'polyurl.legacy.min.js')) },
    '/data.js': { type: 'text/javascript', body: 'window.__polyurlData = ' + dataJSON() + ';\n' },
    '/driver.js': { type: 'text/javascript', body: read(join(ROOT, 'scripts', 'engines', 'driver.js')) },
  };
  const server = createServer((req, res) => {
    const f = files[req.url];
    if (f === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store' }).end(f.body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const port = server.address().port;
  const profile = mkdtempSync(join(tmpdir(), 'polyurl-chromium-'));
  let context;
  try {
    context = await launcher.launchPersistentContext(profile, {
      executablePath: binary,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1000, height: 700 },
      timeout: 60000,
    });
    const page = context.pages()[0] || (await context.newPage());
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${port}/`, { timeout: 60000 });
    await page.waitForFunction(() => window.__result !== undefined || document.readyState === 'complete', null, { timeout: 120000 });
    const result = await page.evaluate(() => window.__result);
    await page.screenshot({ path: join(OUT, 'chromium.png') });
    const browserVersion = context.browser() ? context.browser().version() : 'chromium';
    let out = `Chromium ${browserVersion}, screenshot: ${join(OUT, 'chromium.png')}\n`;
    for (const e of errors) out += `page error: ${e}\n`;
    if (result === undefined || result === null) out += 'the page did not finish the suite\n';
    else out += `detect() of this Chromium's own classes: ${result.native}\n` + result.lines.join('\n') + '\n';
    process.stdout.write(out);
    return out;
  } finally {
    if (context !== undefined) await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// Each engine: the binary it needs (resolved before anything runs, so a missing
// engine is reported as not run) and how to run the proof in it.
const ENGINES = {
  duk: { binary: () => findBinary('duk', DEBIAN('duktape')), run: (b) => shell(b, [], 'polyurl.legacy.min.js', 'duk') },
  rhino: { binary: rhinoBinary, run: (b) => shell(b, [], 'polyurl.legacy.js', 'rhino') },
  rhino200: { binary: rhinoBinary, run: (b) => shell(b, ['-version', '200'], 'polyurl.legacy.min.js', 'rhino-200') },
  mujs: { binary: () => findBinary('mujs', DEBIAN('mujs')), run: (b) => shell(b, [], 'polyurl.legacy.js', 'mujs') },
  hermes: { binary: hermesBinary, run: (b) => shell(b, ['-w'], 'polyurl.legacy.min.js', 'hermes') },
  quickjs: { binary: () => 'quickjs-emscripten', run: () => quickjs('script') },
  'quickjs-esm': { binary: () => 'quickjs-emscripten', run: () => quickjs('module') },
  chromium: { binary: () => findBinary('chromium', DEBIAN('chromium')), run: chromium },
  'node-auto': { binary: () => process.execPath, run: () => nodeAuto('cjs') },
  'node-auto-esm': { binary: () => process.execPath, run: () => nodeAuto('esm') },
  'node-legacy': { binary: () => process.execPath, run: () => nodeLegacy('polyurl.legacy.js') },
  'node-legacy-min': { binary: () => process.execPath, run: () => nodeLegacy('polyurl.legacy.min.js') },
};

// Debian's rhino is a shell script that starts java: both must be there.
function rhinoBinary() {
  const rhinoScript = findBinary('rhino', DEBIAN('rhino'));
  if (process.env.POLYURL_RHINO_BIN === undefined) findBinary('java', DEBIAN('rhino'));
  return rhinoScript;
}

async function main() {
  const entry = ENGINES[engine];
  if (entry === undefined) {
    console.error(`usage: node scripts/engines/run.mjs ${Object.keys(ENGINES).join('|')} [--dist DIR] [--out DIR] [--prelude FILE]… [--which]`);
    process.exit(2);
  }
  let binary;
  try {
    binary = entry.binary();
  } catch (e) {
    if (!(e instanceof NotInstalled)) throw e;
    console.log(`NOT RUN: ${e.message}`);
    console.log(`INSTALL: ${e.install}`);
    process.exit(NOT_RUN_EXIT);
  }
  if (process.argv.indexOf('--which') > 0) {
    console.log(binary);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  let out;
  try {
    out = await entry.run(binary);
  } catch (e) {
    if (!(e instanceof NotInstalled)) throw e;
    console.log(`NOT RUN: ${e.message}`);
    console.log(`INSTALL: ${e.install}`);
    process.exit(NOT_RUN_EXIT);
  }
  const m = /^(\d+) passed, (\d+) failed$/m.exec(out.split('\n').filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '');
  process.exit(m !== null && m[2] === '0' ? 0 : 1);
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
