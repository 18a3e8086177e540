#!/usr/bin/env node
// React Native's own URL in Hermes, with polyurl installed over it the way an
// app gets it under Metro ("react-native" export condition: dist/auto.rn.cjs
// for polyurl/auto, dist/polyurl.es5.cjs for polyurl, run as they ship, without
// a Babel pass). scripts/react-native/metro-proof.mjs bundles with Metro itself.
//
//   node scripts/react-native/hermes-proof.mjs [--dist DIR] [--out DIR] [--hermes PATH]
//
// React Native's modules come from the react-native npm package (a
// devDependency): Libraries/Blob/URL.js, URLSearchParams.js, Blob.js,
// BlobManager.js, BlobRegistry.js and Libraries/Utilities/PolyfillFunctions.js
// with defineLazyObjectProperty.js. Hermes 0.12 has no classes and no ES module
// syntax, so they are prepared here, at test time, as Metro's Babel pass would:
// flow-remove-types strips the Flow types and TypeScript's transpileModule turns
// the classes and the import/export syntax into ES5 CommonJS. Only the native
// side is stood in for: NativeBlobModule (the constants of Android's
// BlobModule and a createFromParts that accepts the parts) and `invariant`.
// The globals are set up with React Native's own polyfillGlobal, as
// Libraries/Core/setUpXHR.js does for URL and URLSearchParams.
//
// Then scripts/engines/driver.js runs the WPT urltestdata, setters and
// urlencoded data over the global URL, and the install check asserts that the
// URL is polyurl's, React Native's createObjectURL is kept and works on React
// Native's own Blob, and IDN hosts map. The last line is "N passed, M failed".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const TIMEOUT_MS = 180000;

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? resolve(process.argv[i + 1]) : fallback;
}
const DIST = option('--dist', join(ROOT, 'dist'));
const OUT = option('--out', join(ROOT, 'test-output', 'react-native'));

/** The Hermes binary of the hermes-engine-cli package for this platform. */
export function hermesPath() {
  const dir = { linux: 'linux64-bin', darwin: 'osx-bin', win32: 'win64-bin' }[process.platform];
  const pkg = dirname(require.resolve('hermes-engine-cli/package.json'));
  return join(pkg, dir || 'linux64-bin', process.platform === 'win32' ? 'hermes.exe' : 'hermes');
}

const read = (path) => readFileSync(path, 'utf8');

// Every non-ASCII UTF-16 code unit as \uXXXX (the same string in any engine, whatever the file's encoding).
function asciiOnly(source) {
  return source.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

// Flow types out, then ES5 CommonJS: what Metro's Babel pass does for these files.
function fromFlow(source, fileName) {
  const flowRemoveTypes = require('flow-remove-types');
  const plain = flowRemoveTypes(source, { all: true }).toString();
  const out = ts.transpileModule(plain, {
    fileName: fileName.replace(/\.js$/, '.ts'),
    compilerOptions: {
      target: ts.ScriptTarget.ES5,
      module: ts.ModuleKind.CommonJS,
      downlevelIteration: true,
      importHelpers: false,
      useDefineForClassFields: false,
      isolatedModules: true,
      // Babel's interop: a CommonJS module (invariant) is the default export.
      esModuleInterop: true,
    },
    reportDiagnostics: false,
  });
  return out.outputText;
}

// One module of the bundle: its id, and a factory taking (module, exports, require).
function moduleEntry(id, code) {
  return `__polyurlModules[${JSON.stringify(id)}] = function (module, exports, require) {\n${code}\n};\n`;
}

const RN_MODULES = [
  'Libraries/Blob/URL',
  'Libraries/Blob/URLSearchParams',
  'Libraries/Blob/Blob',
  'Libraries/Blob/BlobManager',
  'Libraries/Blob/BlobRegistry',
  'Libraries/Utilities/PolyfillFunctions',
  'Libraries/Utilities/defineLazyObjectProperty',
];

// The native side of React Native's Blob module (Android's BlobModule constants).
const NATIVE_BLOB_MODULE = `
var created = [];
exports.__esModule = true;
exports.created = created;
exports.default = {
  getConstants: function () { return { BLOB_URI_SCHEME: 'content', BLOB_URI_HOST: 'com.example.app.blobs' }; },
  createFromParts: function (parts, blobId) { created.push(blobId); },
  release: function () {},
  addNetworkingHandler: function () {},
};`;

// Metro's prelude gives every module \`global\` and \`__DEV__\`; React Native gives console.
const LOADER = `
var global = globalThis;
var __DEV__ = true;
if (typeof console === 'undefined') globalThis.console = { log: print, warn: print, error: print };
var __polyurlModules = {};
var __polyurlCache = {};
function __polyurlResolve(from, request) {
  if (request.charAt(0) !== '.') return request;
  var parts = from.split('/');
  parts.pop();
  var rel = request.split('/');
  for (var i = 0; i < rel.length; i++) {
    if (rel[i] === '..') parts.pop();
    else if (rel[i] !== '.') parts.push(rel[i]);
  }
  return parts.join('/').replace(/\\.(js|cjs)$/, '');
}
function __polyurlRequire(from, request) {
  var id = __polyurlResolve(from, request);
  if (__polyurlCache[id]) return __polyurlCache[id].exports;
  var factory = __polyurlModules[id];
  if (factory === undefined) throw new Error('module not in the bundle: ' + id + ' (from ' + from + ')');
  var module = { exports: {} };
  __polyurlCache[id] = module;
  factory(module, module.exports, function (r) { return __polyurlRequire(id, r); });
  return module.exports;
}
`;

// In Hermes, after the modules are defined: React Native's globals, polyurl's install, the checks, the suite.
const MAIN = `
var rnRequire = function (id) { return __polyurlRequire('react-native/main', id); };
var polyfillGlobal = rnRequire('react-native/Libraries/Utilities/PolyfillFunctions').polyfillGlobal;
// Libraries/Core/setUpXHR.js, the two lines about URL:
polyfillGlobal('URL', function () { return rnRequire('react-native/Libraries/Blob/URL').URL; });
polyfillGlobal('URLSearchParams', function () { return rnRequire('react-native/Libraries/Blob/URL').URLSearchParams; });
var rnURL = rnRequire('react-native/Libraries/Blob/URL');
var RNBlob = rnRequire('react-native/Libraries/Blob/Blob').default;
var before = { URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams, createObjectURL: globalThis.URL.createObjectURL };
// What the app does first thing after React Native's InitializeCore: import 'polyurl/auto'.
rnRequire('polyurl/dist/auto.rn');
var polyurl = rnRequire('polyurl/dist/polyurl.es5');
var nativeDetection = rnRequire('polyurl/dist/auto.rn').detect(before.URL, before.URLSearchParams);
print('detect() of React Native\\'s URL: ' + nativeDetection.status + ' (' + nativeDetection.reason + ')');
var installCheck = function () {
  if (before.URL !== rnURL.URL) return "the global URL was not React Native's before polyurl";
  if (nativeDetection.status !== 'broken') return "detect() did not find React Native's URL broken: " + nativeDetection.status;
  // polyurl/auto is standalone under the "react-native" condition: its classes are its own, not polyurl.es5.cjs's.
  if (URL === before.URL || URLSearchParams === before.URLSearchParams || URL === polyurl.StandardURL) return "the global URL is not polyurl/auto's";
  if (URL.name !== 'URL' || String(new URL('HTTP://A/b?c').searchParams.get('c')) !== '') return "the global URL does not work";
  if (URL.createObjectURL !== before.createObjectURL) return "URL.createObjectURL is not React Native's";
  if (typeof URL.revokeObjectURL !== 'function') return 'URL.revokeObjectURL is gone';
  var blob = new RNBlob(['hello']);
  var blobURL = URL.createObjectURL(blob);
  var expected = 'content://com.example.app.blobs/' + blob.data.blobId + '?offset=0&size=5';
  if (blobURL !== expected) return 'createObjectURL gave ' + blobURL + ', expected ' + expected;
  var parsed = new URL(blobURL);
  if (parsed.host !== 'com.example.app.blobs' || parsed.searchParams.get('size') !== '5') return 'the Blob URL does not parse: ' + parsed.href;
  URL.revokeObjectURL(blobURL);
  var idn = [
    ['https://\\u0442\\u0435\\u0441\\u0442/', 'xn--e1aybc'],
    ['https://fa\\u00df.de/', 'xn--fa-hia.de'],
    ['https://\\u00c9COLE.fr/', 'xn--cole-9oa.fr'],
    ['https://\\u4f8b\\u3048.\\u30c6\\u30b9\\u30c8/', 'xn--r8jz45g.xn--zckzah'],
    ['https://\\uff21\\uff22\\uff23.com/', 'abc.com'],
  ];
  for (var i = 0; i < idn.length; i++) {
    var h = new URL(idn[i][0]).hostname;
    if (h !== idn[i][1]) return 'IDN host ' + idn[i][0] + ' became ' + h + ', expected ' + idn[i][1];
  }
  if (polyurl.domainToUnicode('xn--e1aybc') !== '\\u0442\\u0435\\u0441\\u0442') return 'domainToUnicode';
  var rfc = new polyurl.URL('https://a/b', undefined, { mode: 'rfc3986' });
  if (rfc.href !== 'https://a/b') return 'the rfc3986 mode';
  try { new polyurl.URL('https://a/ b', undefined, { mode: 'rfc3986' }); return 'the rfc3986 mode accepted a space'; }
  catch (e) { if (!(e instanceof polyurl.RFC3986Error) || !(e instanceof URIError)) return 'RFC3986Error is not an RFC3986Error: ' + e; }
  return null;
};
polyurlEngineSuite.run(__polyurlData, function (line) { print(line); }, installCheck);
`;

function dataJSON() {
  const fixture = (name) => JSON.parse(read(join(ROOT, 'spec', 'fixtures', 'wpt', name)));
  return JSON.stringify({
    urltestdata: fixture('urltestdata.json'),
    setters: fixture('setters_tests.json'),
    urlencoded: fixture('urlencoded-parser-data.json'),
  });
}

export function buildScript() {
  const rn = dirname(require.resolve('react-native/package.json'));
  let s = LOADER;
  for (const m of RN_MODULES) s += moduleEntry('react-native/' + m, fromFlow(read(join(rn, m + '.js')), m + '.js'));
  s += moduleEntry('react-native/Libraries/Blob/NativeBlobModule', NATIVE_BLOB_MODULE);
  s += moduleEntry('invariant', "module.exports = function invariant(c, m) { if (!c) throw new Error('Invariant Violation: ' + m); };");
  // polyurl as Metro would load it: the files the "react-native" condition names, unchanged.
  s += moduleEntry('polyurl/dist/polyurl.es5', read(join(DIST, 'polyurl.es5.cjs')));
  s += moduleEntry('polyurl/dist/auto.rn', read(join(DIST, 'auto.rn.cjs')));
  s += 'var __polyurlData = ' + dataJSON() + ';\n';
  s += read(join(ROOT, 'scripts', 'engines', 'driver.js')) + '\n';
  s += MAIN;
  return asciiOnly(s);
}

function runHermes(hermes, file) {
  return new Promise((done, fail) => {
    const child = spawn(hermes, ['-w', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`hermes timed out after ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

async function main() {
  const hermes = option('--hermes', hermesPath());
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, 'hermes-react-native.js');
  writeFileSync(file, buildScript());
  const { code, out } = await runHermes(hermes, file);
  process.stdout.write(out);
  const last = out.split('\n').filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '';
  process.exit(code === 0 && /^\d+ passed, 0 failed$/.test(last) ? 0 : 1);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e && e.stack ? e.stack : String(e));
    process.exit(1);
  });
}
