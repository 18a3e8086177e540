#!/usr/bin/env node
// A real React Native app build of polyurl: Metro itself (the metro package)
// bundles a minimal app whose entry imports 'polyurl/auto', with React
// Native's Babel preset (@react-native/babel-preset) as its transformer and
// React Native's resolver settings (the "react-native" export condition, main
// fields react-native, browser, main), minified as a release build is
// (dev false, Metro's default terser minifier). Then Hermes runs the bundle.
//
//   node scripts/react-native/metro-proof.mjs [--dist DIR] [--out DIR] [--hermes PATH] [--size]
//
// The app (generated in test-output/metro-app/, polyurl copied into its
// node_modules as npm would install it):
//   rn-url.js   React Native's own URL installed the way Libraries/Core/setUpXHR.js
//               does (polyfillGlobal over Libraries/Blob/URL.js); only the native
//               Blob module is stood in for (the constants of Android's BlobModule)
//   rn-network.js  React Native's fetch (Libraries/Network/fetch.js, whatwg-fetch) installed
//               as setUpXHR.js does, over an XMLHttpRequest that records what it is
//               given to send (React Native's own needs the native networking module)
//   index.js    import './rn-url'; import './rn-network'; import 'polyurl/auto'; import './wpt'
//   wpt.js      scripts/engines/driver.js over the WPT urltestdata, setters,
//               urlencoded, toascii and IdnaTestV2 data, with an install check:
//               the global URL was React Native's and is polyurl's now,
//               createObjectURL/revokeObjectURL are React Native's and work on
//               its Blob, and a URLSearchParams body goes out as a form, through
//               fetch, a Request, a Response and XMLHttpRequest#send
// Its last line is "N passed, M failed".
//
// --size prints the sizes instead (bytes, min+gz at gzip level 9): an app whose
// only code is `import 'polyurl/auto'`, the same app without it (Metro's
// prelude and module runtime), and an app of React Native's URL and Blob
// modules with and without polyurl: the polyfill's share.
//
// An engine or a bundler that cannot run here prints "NOT RUN: <why>" and
// "INSTALL: <command>" and exits 3, as scripts/engines/run.mjs does.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const TIMEOUT_MS = 300000;
const NOT_RUN_EXIT = 3;

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? resolve(process.argv[i + 1]) : fallback;
}
const DIST = option('--dist', join(ROOT, 'dist'));
const OUT = option('--out', join(ROOT, 'test-output', 'metro-app'));
const PKG = resolve(process.env.POLYURL_PACKAGE_DIR || ROOT);

export class NotInstalled extends Error {
  constructor(reason, install) {
    super(reason);
    this.install = install;
  }
}
const NPM = 'npm install (in the repository: metro, @react-native/babel-preset, react-native and hermes-engine-cli are devDependencies)';

function need(id) {
  try {
    return require.resolve(id);
  } catch {
    throw new NotInstalled(`${id} is not installed`, NPM);
  }
}

export function hermesBinary() {
  const own = option('--hermes', process.env.POLYURL_HERMES_BIN || '');
  if (own !== '' && own !== resolve('')) return own;
  const folder = { linux: 'linux64-bin', darwin: 'osx-bin', win32: 'win64-bin' }[process.platform];
  if (folder === undefined || (process.platform === 'linux' && process.arch !== 'x64')) {
    throw new NotInstalled(`hermes-engine-cli has no binary for ${process.platform}-${process.arch}`, 'POLYURL_HERMES_BIN=/path/to/hermes');
  }
  const file = join(dirname(need('hermes-engine-cli/package.json')), folder, process.platform === 'win32' ? 'hermes.exe' : 'hermes');
  if (!existsSync(file)) throw new NotInstalled(`${file} is missing`, NPM);
  return file;
}

const fixture = (name) => JSON.parse(readFileSync(join(ROOT, 'spec', 'fixtures', 'wpt', name), 'utf8'));

// React Native's Libraries/Core/setUpXHR.js, the two lines about URL, and what the check compares with.
const RN_URL = `
const { polyfillGlobal } = require('react-native/Libraries/Utilities/PolyfillFunctions');
polyfillGlobal('URL', () => require('react-native/Libraries/Blob/URL').URL);
polyfillGlobal('URLSearchParams', () => require('react-native/Libraries/Blob/URL').URLSearchParams);
global.__reactNativeURL = { URL: global.URL, URLSearchParams: global.URLSearchParams, createObjectURL: global.URL.createObjectURL, revokeObjectURL: global.URL.revokeObjectURL };
`;

// React Native's Libraries/Core/setUpXHR.js, the lines about fetch and XMLHttpRequest, over an
// XMLHttpRequest that records the headers it is asked to send and the body as React Native's
// XMLHttpRequest hands it to the networking module: through convertRequestBody
// (Libraries/Network/RCTNetworking.android.js), which makes { string } of a string and passes an
// object it does not know as it is.
const RN_NETWORK = `
const { polyfillGlobal } = require('react-native/Libraries/Utilities/PolyfillFunctions');
const convertRequestBody = require('react-native/Libraries/Network/convertRequestBody').default;
global.__polyurlSent = [];
function RecordingXMLHttpRequest() {}
RecordingXMLHttpRequest.prototype.open = function (method, url) { this._headers = {}; };
RecordingXMLHttpRequest.prototype.setRequestHeader = function (name, value) { this._headers[String(name).toLowerCase()] = String(value); };
RecordingXMLHttpRequest.prototype.send = function (body) { global.__polyurlSent.push({ body: convertRequestBody(body), headers: this._headers }); };
polyfillGlobal('XMLHttpRequest', () => RecordingXMLHttpRequest);
polyfillGlobal('fetch', () => require('react-native/Libraries/Network/fetch').fetch);
polyfillGlobal('Headers', () => require('react-native/Libraries/Network/fetch').Headers);
polyfillGlobal('Request', () => require('react-native/Libraries/Network/fetch').Request);
polyfillGlobal('Response', () => require('react-native/Libraries/Network/fetch').Response);
`;

// Android's BlobModule constants; createFromParts accepts the parts.
const NATIVE_BLOB_MODULE = `
export default {
  getConstants: () => ({ BLOB_URI_SCHEME: 'content', BLOB_URI_HOST: 'com.example.app.blobs' }),
  createFromParts: () => {},
  release: () => {},
  addNetworkingHandler: () => {},
};
`;

const WPT = (driver) => `
import { detect } from 'polyurl/auto';
import data from './wpt-data.json';
import Blob from 'react-native/Libraries/Blob/Blob';
${driver}
const before = global.__reactNativeURL;
const detection = detect(before.URL, before.URLSearchParams);
print("detect() of React Native's URL: " + detection.status + ' (' + detection.reason + ')');
function installCheck() {
  if (before.URL !== require('react-native/Libraries/Blob/URL').URL) return "the global URL was not React Native's before polyurl";
  if (detection.status !== 'broken') return "detect() did not find React Native's URL broken: " + detection.status;
  if (URL === before.URL || URLSearchParams === before.URLSearchParams) return "the global URL is still React Native's";
  if (URL.createObjectURL !== before.createObjectURL) return "URL.createObjectURL is not React Native's";
  if (URL.revokeObjectURL !== before.revokeObjectURL) return "URL.revokeObjectURL is not React Native's";
  const blob = new Blob(['hello']);
  const blobURL = URL.createObjectURL(blob);
  const expected = 'content://com.example.app.blobs/' + blob.data.blobId + '?offset=0&size=5';
  if (blobURL !== expected) return 'createObjectURL gave ' + blobURL + ', expected ' + expected;
  const parsed = new URL(blobURL);
  if (parsed.host !== 'com.example.app.blobs' || parsed.searchParams.get('size') !== '5') return 'the Blob URL does not parse: ' + parsed.href;
  URL.revokeObjectURL(blobURL);
  if (new URL('https://\\u0442\\u0435\\u0441\\u0442/').hostname !== 'xn--e1aybc') return 'IDN hosts do not map';
  return bodiesCheck();
}
// A URLSearchParams body as React Native's fetch, Request, Response and XMLHttpRequest send it
// (what reaches the networking layer): the serialization, with the form Content-Type unless the
// caller set one.
function bodiesCheck() {
  const form = 'application/x-www-form-urlencoded;charset=UTF-8';
  const url = 'https://example.com/form';
  // [what sends, how, the body and Content-Type that must reach the networking layer]
  const senders = [
    ['fetch', () => fetch(url, { method: 'POST', body: new URLSearchParams('a=b c&d=\\u00e9') }), 'a=b+c&d=%C3%A9', form],
    ['fetch with a Content-Type', () => fetch(url, { method: 'POST', body: new URLSearchParams('a=1'), headers: { 'Content-Type': 'text/x-mine' } }), 'a=1', 'text/x-mine'],
    ['fetch of a Request', () => fetch(new Request(url, { method: 'POST', body: new URLSearchParams('r=1') })), 'r=1', form],
    [
      'XMLHttpRequest#send',
      () => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.send(new URLSearchParams('x=1&y=2'));
      },
      'x=1&y=2',
      form,
    ],
  ];
  for (const [what, send, body, type] of senders) {
    send();
    const sent = global.__polyurlSent.pop();
    if (!sent || sent.body.string !== body || sent.headers['content-type'] !== type) return what + ' sent ' + JSON.stringify(sent);
  }
  const response = new Response(new URLSearchParams('s=1'));
  if (response.headers.get('content-type') !== form) return 'a Response of URLSearchParams has Content-Type ' + response.headers.get('content-type');
  return null;
}
polyurlEngineSuite.run(data, print, installCheck);
`;

/** An empty app in `dir` with React Native's Babel preset, polyurl installed from PKG's package.json and `dist`. */
export function prepareApp(dir, dist = DIST) {
  rmSync(dir, { recursive: true, force: true });
  const installed = join(dir, 'node_modules', 'polyurl');
  mkdirSync(installed, { recursive: true });
  cpSync(join(PKG, 'package.json'), join(installed, 'package.json'));
  cpSync(dist, join(installed, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "name": "app", "private": true }\n');
  // The preset defaults to Hermes V1's profile, which keeps classes; 'default' is the profile for
  // a Hermes without them (hermes-engine-cli 0.12, React Native before Hermes V1). Metro's plain
  // transformer does not pass runBuild's profile to Babel, so the preset is told here.
  const preset = [need('@react-native/babel-preset'), { unstable_transformProfile: 'default' }];
  writeFileSync(join(dir, 'babel.config.js'), `module.exports = { presets: [${JSON.stringify(preset)}] };\n`);
}

/** The proof's app in OUT. */
function writeApp() {
  prepareApp(OUT);
  writeFileSync(join(OUT, 'NativeBlobModule.js'), NATIVE_BLOB_MODULE);
  writeFileSync(join(OUT, 'rn-url.js'), RN_URL);
  writeFileSync(join(OUT, 'rn-network.js'), RN_NETWORK);
  const data = {
    urltestdata: fixture('urltestdata.json'),
    setters: fixture('setters_tests.json'),
    urlencoded: fixture('urlencoded-parser-data.json'),
    toascii: fixture('toascii.json').filter((t) => typeof t === 'object'),
    idna: fixture('IdnaTestV2.json').filter((t) => typeof t === 'object'),
  };
  writeFileSync(join(OUT, 'wpt-data.json'), JSON.stringify(data));
  writeFileSync(join(OUT, 'wpt.js'), WPT(readFileSync(join(ROOT, 'scripts', 'engines', 'driver.js'), 'utf8')));
  const entries = {
    'index.js': "import './rn-url';\nimport './rn-network';\nimport 'polyurl/auto';\nimport './wpt';\n",
    'rn-app.js': "import './rn-url';\nimport 'polyurl/auto';\n",
    'rn-app-without.js': "import './rn-url';\n",
    'only-auto.js': "import 'polyurl/auto';\n",
    'empty.js': '\n',
  };
  for (const [f, s] of Object.entries(entries)) writeFileSync(join(OUT, f), s);
}

/**
 * Metro's configuration for the app in `dir`, with React Native's resolver settings. The app's
 * own NativeBlobModule.js, when it has one, stands in for React Native's, and its
 * react-native.js for the package's entry (which needs the native side). `packages`: more of
 * the repository's node_modules for Metro to see.
 */
export async function metroConfig(dir = OUT, packages = []) {
  const { getDefaultConfig, mergeConfig } = require(need('metro-config'));
  const defaults = await getDefaultConfig(dir);
  const nodeModules = join(ROOT, 'node_modules');
  const nativeBlob = join(dir, 'NativeBlobModule.js');
  const reactNative = join(dir, 'react-native.js');
  return mergeConfig(defaults, {
    projectRoot: dir,
    // Metro's file map crawls these folders only (its config loader adds projectRoot; runBuild's caller must).
    watchFolders: [dir, ...['react-native', 'whatwg-fetch', 'invariant', 'base64-js', '@babel/runtime', 'metro-runtime', ...packages].map((p) => join(nodeModules, p))],
    cacheStores: [],
    resetCache: true,
    resolver: {
      nodeModulesPaths: [nodeModules],
      useWatchman: false,
      resolverMainFields: ['react-native', 'browser', 'main'],
      unstable_conditionNames: ['react-native'],
      unstable_enablePackageExports: true,
      platforms: ['android', 'ios'],
      sourceExts: ['js', 'jsx', 'json', 'ts', 'tsx', 'cjs', 'mjs'],
      resolveRequest: (context, name, platform) => {
        if (/(^|\/)NativeBlobModule$/.test(name) && existsSync(nativeBlob)) return { type: 'sourceFile', filePath: nativeBlob };
        if (name === 'react-native' && existsSync(reactNative)) return { type: 'sourceFile', filePath: reactNative };
        return context.resolveRequest(context, name, platform);
      },
    },
    transformer: { babelTransformerPath: need('metro-babel-transformer') },
    serializer: { getPolyfills: () => [] },
    watcher: { watchman: { deferStates: [] }, additionalExts: ['cjs', 'mjs'] },
    reporter: { update: () => {} },
    maxWorkers: 1,
  });
}

/** A release bundle (dev false, minified) of `entry`, a file of the config's app. */
export async function bundle(config, entry, minify = true) {
  const Metro = require(need('metro'));
  const r = await Metro.runBuild(config, { entry: join(config.projectRoot, entry), dev: false, minify, platform: 'android', unstable_transformProfile: 'default' });
  return r.code;
}

const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length;

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
    child.on('error', (e) => (clearTimeout(timer), fail(e)));
    child.on('close', (code) => (clearTimeout(timer), done({ code, out })));
  });
}

/** The sizes, bytes min+gz: { auto, empty, app, appWithout }. */
export async function sizes(config) {
  const out = {};
  for (const [k, entry] of [['auto', 'only-auto.js'], ['empty', 'empty.js'], ['app', 'rn-app.js'], ['appWithout', 'rn-app-without.js']]) {
    const code = await bundle(config, entry);
    out[k] = { min: Buffer.byteLength(code), gzip: gz(code) };
  }
  return out;
}

async function main() {
  const sizeOnly = process.argv.includes('--size');
  const hermes = sizeOnly ? null : hermesBinary();
  need('metro');
  need('react-native/package.json');
  writeApp();
  const config = await metroConfig();
  if (sizeOnly) {
    const s = await sizes(config);
    const kb = (n) => `${n.toLocaleString('en-US')} B`;
    console.log(`import 'polyurl/auto' alone: ${kb(s.auto.min)} min, ${kb(s.auto.gzip)} min+gz (Metro's prelude and runtime alone: ${kb(s.empty.gzip)})`);
    console.log(`polyfill's share of an app with React Native's URL and Blob modules: ${kb(s.app.gzip - s.appWithout.gzip)} of ${kb(s.app.gzip)} min+gz`);
    console.log(JSON.stringify(s));
    return 0;
  }
  const code = await bundle(config, 'index.js');
  const file = join(OUT, 'bundle.android.js');
  writeFileSync(file, code);
  const { code: exit, out } = await runHermes(hermes, file);
  process.stdout.write(out);
  const last = out.split('\n').filter((l) => /^\d+ passed, \d+ failed$/.test(l)).pop() || '';
  return exit === 0 && /^\d+ passed, 0 failed$/.test(last) ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      if (e instanceof NotInstalled) {
        console.log(`NOT RUN: ${e.message}`);
        console.log(`INSTALL: ${e.install}`);
        process.exit(NOT_RUN_EXIT);
      }
      console.error(e && e.stack ? e.stack : String(e));
      process.exit(1);
    },
  );
}
