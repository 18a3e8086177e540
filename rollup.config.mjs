// Bundles the tsc output in build/ (tsc type-checks and compiles first: see "build" in package.json).
//
//   dist/polyurl.mjs, dist/polyurl.cjs   the ponyfill (ES2022, no globals touched)
//   dist/auto.mjs, dist/auto.cjs         "polyurl/auto": install() as a side effect, compact and standalone
//   dist/auto.browser.mjs, .cjs          "polyurl/auto" under the "browser" condition: as auto, without
//                                        Node's inspect hook (lib/api/inspect.browser.ts)
//   dist/install.mjs, dist/install.cjs   "polyurl/install": install() and detect() over polyurl.{mjs,cjs}'s classes
//   dist/polyurl.legacy.js, .min.js      one ES5 classic script defining the global `polyurl` and installing
//   dist/polyurl.es5.cjs                 the ponyfill as ES5 CommonJS (every mode): "polyurl" under the
//                                        "react-native" condition, which Hermes runs without a Babel pass
//   dist/auto.rn.cjs, dist/install.rn.cjs   "polyurl/auto" and "polyurl/install" under the "react-native"
//                                        condition: compact, standalone and ES5 (what Metro bundles)
//   dist/cli.mjs                         the command line
//   dist/formats.mjs, dist/formats.cjs   "polyurl/formats": the JSON Schema URI/IRI format predicates (standalone)
//   dist/urlpattern.mjs, .cjs            "polyurl/urlpattern": URLPattern as a ponyfill (standalone)
//   dist/auto-urlpattern.mjs, .cjs       "polyurl/auto-urlpattern": polyurl/auto, and URLPattern where the
//                                        engine's is missing or broken (compact and standalone, as auto)
//   dist/urlpattern.es5.cjs              "polyurl/urlpattern" under the "react-native" condition (ES5, standalone)
//   dist/urlpattern.legacy.js, .min.js   one ES5 classic script: polyurl.legacy.js's global `polyurl` and installs,
//                                        with URLPattern (installed where the engine's is missing or broken)
//   build/types/polyurl.d.ts (+ .d.cts), build/types/auto.d.ts (+ .d.cts), build/types/formats.d.ts (+ .d.cts),
//   build/types/urlpattern.d.ts, build/types/auto-urlpattern.d.ts (+ .d.cts),
//   build/types/legacy.d.cts (the classic script's global `polyurl`),
//   build/types/urlpattern-legacy.d.ts (+ .d.cts) (urlpattern.legacy.js's): the declarations as built;
//                                        types/ holds the committed ones (npm run types copies them there)
//
// POLYURL_BUILD_DIR / POLYURL_DIST_DIR / POLYURL_TYPES_DIR let a developer bundle into a folder of their own.
import { dts } from 'rollup-plugin-dts';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { parse as parseJS } from 'acorn';
import MagicString from 'magic-string';
import { dirname, resolve as resolvePath } from 'node:path';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { variants } from './scripts/variants.mjs';

const BUILD = process.env.POLYURL_BUILD_DIR || 'build';
const DIST = process.env.POLYURL_DIST_DIR || 'dist';
const TYPES = process.env.POLYURL_TYPES_DIR || 'build/types';

// The legacy bundle is compiled from the same tsc output, transpiled module by
// module down to ES5 with TypeScript itself (no Babel; helpers such as __extends
// are inlined where a module needs them). A class that extends HERITAGE (null:
// api/uncloneable.ts) compiles as a base class: its constructor returns the
// object it makes either way, and a compiled `extends` would bring a copy of
// __extends into each module that has one (about 250 B min+gz of React Native's
// polyfill).
function es5() {
  return {
    name: 'polyurl-es5',
    transform(code, id) {
      if (!id.endsWith('.js')) return null;
      code = code.replace(/ extends HERITAGE \{/g, ' {');
      if (/\bextends HERITAGE\b/.test(code)) this.error(`${id}: write \`class X extends HERITAGE {\` for the ES5 transform to compile it as a base class`);
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ES5,
          module: ts.ModuleKind.ESNext,
          allowJs: true,
          importHelpers: false,
          downlevelIteration: false,
          useDefineForClassFields: false,
          removeComments: false,
          sourceMap: false,
        },
        reportDiagnostics: false,
      });
      return { code: out.outputText, map: null };
    },
  };
}

// The internal property names (an underscore and a word: `_href`, `_queryStart`,
// the URL state's fields) shortened to an underscore and a letter in every
// bundle, so that the user's minifier, which keeps property names, writes them
// short (about 130 bytes min+gz of dist/polyurl.mjs). Only identifiers in
// property position are renamed (member access, object literal keys, class
// members): lib/ never reads these names through strings or computed keys.
// One mapping for every bundle (auto.mjs and polyurl.mjs share objects),
// made from the tsc output: build/ keeps the long names, which the specs that
// read internals use.
const INTERNAL = /^_[A-Za-z][\w$]+$/;

function walkInternalNames(code, sourceType, onSite, onIdentifier, onString = () => {}) {
  const visit = (node, parent, key) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, parent, key);
      return;
    }
    if (typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string') onString(node.value);
    if (node.type === 'Identifier') {
      onIdentifier(node.name);
      const propertyPosition =
        (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        ((parent.type === 'Property' || parent.type === 'PropertyDefinition' || parent.type === 'MethodDefinition') &&
          key === 'key' &&
          !parent.computed &&
          !parent.shorthand);
      if (propertyPosition && INTERNAL.test(node.name)) onSite(node);
      return;
    }
    for (const k of Object.keys(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(node[k], node, k);
  };
  visit(parseJS(code, { ecmaVersion: 'latest', sourceType }), null, null);
}

function internalNameMap() {
  const count = new Map();
  const identifiers = new Set();
  const files = readdirSync(`${BUILD}/lib`, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  for (const f of files) {
    walkInternalNames(
      readFileSync(`${BUILD}/lib/${f}`, 'utf8'),
      'module',
      (n) => count.set(n.name, (count.get(n.name) || 0) + 1),
      (name) => identifiers.add(name),
    );
  }
  // The most used names get the first letters; no short name is an identifier of lib/.
  const names = [...count.keys()].sort((a, b) => count.get(b) - count.get(a) || (a < b ? -1 : 1));
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const short = new Map();
  let next = 0;
  for (const name of names) {
    let candidate;
    do {
      const i = next++;
      candidate = '_' + (i < LETTERS.length ? LETTERS[i] : LETTERS[Math.floor(i / LETTERS.length) - 1] + LETTERS[i % LETTERS.length]);
    } while (identifiers.has(candidate) || count.has(candidate));
    short.set(name, candidate);
  }
  return short;
}

let shortNames = null;
function shortInternalNames() {
  return {
    name: 'polyurl-short-internal-names',
    renderChunk(code, _chunk, options) {
      if (shortNames === null) shortNames = internalNameMap();
      const out = new MagicString(code);
      let changed = false;
      walkInternalNames(
        code,
        options.format === 'es' ? 'module' : 'script',
        (n) => {
          const to = shortNames.get(n.name);
          if (to === undefined) throw new Error(`internal name ${n.name} is not in lib/ (build/ out of date?)`);
          out.overwrite(n.start, n.end, to);
          changed = true;
        },
        () => {},
        (value) => {
          // A string that names an internal property would miss the renaming.
          if (shortNames.has(value)) throw new Error(`internal name ${value} used as a string: name it as an identifier`);
        },
      );
      return changed ? { code: out.toString(), map: null } : null;
    },
  };
}

// Fails the build unless every chunk parses as an ES5 script (acorn, ecmaVersion 5).
function checkES5() {
  return {
    name: 'polyurl-check-es5',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        try {
          parseJS(file.code, { ecmaVersion: 5, sourceType: 'script' });
        } catch (e) {
          const pos = typeof e.pos === 'number' ? e.pos : 0;
          this.error(`${file.fileName} is not ES5: ${e.message}: ${JSON.stringify(file.code.slice(Math.max(0, pos - 60), pos + 60))}`);
        }
      }
    },
  };
}

// A classic script may be served without a charset: every non-ASCII UTF-16 code
// unit becomes \uXXXX (the same character in ES5 strings, regular expressions and
// comments; and no raw U+2028/U+2029, which ES5 string literals cannot hold).
function asciiOnly() {
  return {
    name: 'polyurl-ascii-only',
    renderChunk(code) {
      return { code: code.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')), map: null };
    },
  };
}

// Modern ES module output must not reach for Node built-ins.
function noNodeImports() {
  return {
    name: 'polyurl-no-node-imports',
    resolveId(source, importer) {
      if (importer !== undefined && (source.startsWith('node:') || source === 'fs' || source === 'path')) {
        this.error(`${importer} imports ${source}: the published bundles must run outside Node`);
      }
      return null;
    },
  };
}

// dist/package.json: the .js files in dist/ (the legacy classic scripts) are scripts,
// not ES modules as the package's "type" would make them; require('polyurl/legacy') runs one.
function classicScripts() {
  return {
    name: 'polyurl-classic-scripts',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
    },
  };
}

// The public declarations describe the two classes as WebIDL does, with no
// base class: that they extend null (lib/api/uncloneable.ts, so that structured
// cloning refuses them) is how the constructors allocate, not API.
function noHeritage() {
  return {
    name: 'polyurl-no-heritage',
    transform(code, id) {
      if (!id.endsWith('.d.ts') || code.indexOf('HERITAGE') < 0) return null;
      return { code: code.replace(/^import \{ HERITAGE \} from '\.\/uncloneable\.js';\n/m, '').replace(/ extends HERITAGE \{/g, ' {'), map: null };
    },
  };
}

// The declaration of the global that dist/urlpattern.legacy.js defines, as
// lib/legacy-global.ts declares polyurl.legacy.js's (see its bundle below).
function writeURLPatternGlobal() {
  return {
    name: 'polyurl-urlpattern-global',
    buildStart() {
      writeFileSync(
        `${BUILD}/lib/legacy-urlpattern-global.d.ts`,
        [
          '// The types of "polyurl/urlpattern-legacy" (dist/urlpattern.legacy.js and .min.js): a classic',
          '// script, so it exports nothing; it defines the global `polyurl` (polyurl.legacy.js\'s, with',
          '// URLPattern, installURLPattern and detectURLPattern) and installs URL, URLSearchParams and',
          '// URLPattern where they are missing or broken.',
          "import type * as legacy from './legacy-urlpattern.js';",
          "import './api/dom-iterable.js';",
          'declare global {',
          '  /** The legacy script\'s namespace: the WHATWG classes, URLPattern, the IDNA helpers, the installers and detectors. */',
          '  var polyurl: typeof legacy;',
          '}',
          'export {};',
          '',
        ].join('\n'),
      );
    },
  };
}

const CLASS_NAMES = /^(URL|URLSearchParams)$/;

// polyurl/auto ships already compressed by terser: single-use functions and
// constants inlined, dead branches of the compact stand-ins dropped. Not every
// user's minifier does that (esbuild's, which Vite's production build uses,
// inlines no function), and what a page loads should not depend on which one
// bundled it. Names are not mangled and the output is printed one statement a
// line, indented, so that the file stays readable in a debugger. A function
// used once stays a declaration (reduce_funcs off): moved into its caller it
// would be a closure made on every call, and parsing is then markedly slower.
function preCompressed() {
  return terser({
    ecma: 2018,
    compress: { passes: 3, reduce_funcs: false, keep_classnames: true },
    mangle: false,
    format: { beautify: true, comments: false },
  });
}
const PATTERN_CLASS_NAMES = /^(URL|URLSearchParams|URLPattern)$/;

// The modules that React Native's compact build keeps in their full form: the
// href-only switch (HREF_ONLY), for its simple-URL reader
// (url/simple.react-native.ts, modes/whatwg-href-only.react-native.ts: Hermes
// has no JIT).
const RN_FAST_PATHS = ['modes/href-only.js'];

const entries = { polyurl: `${BUILD}/lib/index.js`, auto: `${BUILD}/lib/auto.js`, install: `${BUILD}/lib/install.js` };
const onwarn = (warning, warn) => {
  // A circular import is an error here: it makes the ES5 bundle order-dependent.
  if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
  warn(warning);
};

// A classic script for old engines (the global `polyurl`, ES5, ASCII only):
// `${file}.js` as built and `${file}.min.js` minified, where the classes
// matching `classNames` keep their names (WebIDL: URL.name, and what consoles
// print).
function legacyScriptBuild(input, file, classNames) {
  const output = { format: 'iife', name: 'polyurl', generatedCode: 'es5', freeze: false };
  return {
    input,
    plugins: [noNodeImports(), variants(['legacy', 'es5', 'compact']), es5(), shortInternalNames(), asciiOnly(), checkES5()],
    onwarn,
    output: [
      { ...output, file: `${DIST}/${file}.js` },
      {
        ...output,
        file: `${DIST}/${file}.min.js`,
        plugins: [
          terser({
            ecma: 5,
            compress: { passes: 3, keep_fnames: classNames },
            mangle: { keep_fnames: classNames },
            format: { ascii_only: true, comments: false },
          }),
        ],
      },
    ],
  };
}

// auto.{mjs,cjs} are compact and stand alone (what a web page that only
// polyfills loads); install.{mjs,cjs} import the ponyfill's build itself (the
// package entry stays external), so an app that also imports polyurl gets one
// URL class.
const sharedModules = ['index.js', 'api/url-standard.js', 'api/url-search-params.js'].map((f) => resolvePath(`${BUILD}/lib/${f}`));
const isIndex = (id, importer) => importer !== undefined && sharedModules.indexOf(resolvePath(dirname(importer), id)) >= 0;

// "polyurl/formats" stands alone: a validator that imports it loads the
// grammar's scanners and tables (about 2 KB), not the URL class.
const formatsBundle = {
  input: `${BUILD}/lib/formats.js`,
  plugins: [noNodeImports()],
  onwarn,
  output: [
    { file: `${DIST}/formats.mjs`, format: 'es' },
    { file: `${DIST}/formats.cjs`, format: 'cjs', exports: 'named' },
  ],
};
const formatsTypes = {
  input: { formats: `${BUILD}/lib/formats.d.ts` },
  output: [
    { dir: TYPES, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
    { dir: TYPES, format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
  ],
  plugins: [dts()],
};

// URLPattern stays out of the ponyfill and polyurl/auto: its entries bundle
// the URL parser it canonicalizes with.
const urlpatternBundles = [
  {
    input: `${BUILD}/lib/urlpattern.js`,
    plugins: [noNodeImports(), shortInternalNames()],
    onwarn,
    output: [
      { file: `${DIST}/urlpattern.mjs`, format: 'es' },
      { file: `${DIST}/urlpattern.cjs`, format: 'cjs', exports: 'named' },
    ],
  },
  {
    input: `${BUILD}/lib/auto-urlpattern.js`,
    plugins: [noNodeImports(), variants(['compact']), shortInternalNames()],
    onwarn,
    output: [
      { file: `${DIST}/auto-urlpattern.mjs`, format: 'es' },
      { file: `${DIST}/auto-urlpattern.cjs`, format: 'cjs', exports: 'named' },
    ],
  },
  // React Native: "polyurl/urlpattern" under the "react-native" condition, ES5
  // for Hermes (no classes), standalone like urlpattern.cjs.
  {
    input: `${BUILD}/lib/urlpattern.js`,
    plugins: [noNodeImports(), variants(['es5']), es5(), shortInternalNames(), checkES5()],
    onwarn,
    output: { file: `${DIST}/urlpattern.es5.cjs`, format: 'cjs', exports: 'named', generatedCode: 'es5', freeze: false },
  },
  // The classic script with URLPattern: polyurl.legacy.js's global and installs, and URLPattern.
  legacyScriptBuild(`${BUILD}/lib/legacy-urlpattern.js`, 'urlpattern.legacy', PATTERN_CLASS_NAMES),
  {
    input: { urlpattern: `${BUILD}/lib/urlpattern.d.ts`, 'auto-urlpattern': `${BUILD}/lib/auto-urlpattern.d.ts` },
    output: [
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
    ],
    plugins: [noHeritage(), dts()],
  },
];

export default [
  formatsBundle,
  formatsTypes,
  ...urlpatternBundles,
  {
    input: entries.polyurl,
    plugins: [noNodeImports(), shortInternalNames()],
    onwarn,
    output: [
      { file: `${DIST}/polyurl.mjs`, format: 'es' },
      { file: `${DIST}/polyurl.cjs`, format: 'cjs', exports: 'named' },
    ],
  },
  {
    input: entries.auto,
    plugins: [noNodeImports(), variants(['compact']), shortInternalNames()],
    onwarn,
    output: [
      { file: `${DIST}/auto.mjs`, format: 'es', plugins: [preCompressed()] },
      { file: `${DIST}/auto.cjs`, format: 'cjs', exports: 'named', plugins: [preCompressed()] },
    ],
  },
  // "polyurl/auto" under the "browser" export condition: the same, without Node's inspect hook.
  {
    input: entries.auto,
    plugins: [noNodeImports(), variants(['browser', 'compact']), shortInternalNames()],
    onwarn,
    output: [
      { file: `${DIST}/auto.browser.mjs`, format: 'es', plugins: [preCompressed()] },
      { file: `${DIST}/auto.browser.cjs`, format: 'cjs', exports: 'named', plugins: [preCompressed()] },
    ],
  },
  {
    input: entries.install,
    plugins: [noNodeImports(), shortInternalNames()],
    external: isIndex,
    onwarn,
    output: [
      { file: `${DIST}/install.mjs`, format: 'es', paths: () => './polyurl.mjs' },
      { file: `${DIST}/install.cjs`, format: 'cjs', exports: 'named', paths: () => './polyurl.cjs' },
    ],
  },
  legacyScriptBuild(`${BUILD}/lib/legacy.js`, 'polyurl.legacy', CLASS_NAMES),
  {
    input: `${BUILD}/lib/cli/main.js`,
    // The command line runs on Node only: its node: imports stay imports.
    external: [/^node:/],
    output: { file: `${DIST}/cli.mjs`, format: 'es', banner: '#!/usr/bin/env node' },
  },
  // React Native: Hermes (0.12 and the Hermes of React Native before Static Hermes) has no
  // classes; Metro picks these through the "react-native" export condition.
  {
    input: entries.polyurl,
    plugins: [noNodeImports(), variants(['es5']), es5(), shortInternalNames(), checkES5(), classicScripts()],
    onwarn,
    output: { file: `${DIST}/polyurl.es5.cjs`, format: 'cjs', exports: 'named', generatedCode: 'es5', freeze: false },
  },
  // React Native's polyfill: "polyurl/auto" and "polyurl/install" under the
  // "react-native" condition. Standalone and compact like auto.{mjs,cjs} (Metro
  // does not tree-shake CommonJS, so a shared polyurl.es5.cjs would bring every
  // mode along), ES5 for Hermes; the engine's normalize and the IDNA table form
  // Hermes can read (no \p{}) come from the es5 stand-ins, and no Node inspect
  // hook (browser). It has a simple-URL reader of its own and the href-only
  // members it needs (the react-native stand-ins, RN_FAST_PATHS): Hermes has no
  // JIT, and without them a parse there takes about twice as long (bench/NOTES.md).
  ...['auto', 'install'].map((name) => ({
    input: entries[name],
    plugins: [noNodeImports(), variants(['browser', 'react-native', 'es5', 'compact'], { originals: RN_FAST_PATHS }), es5(), shortInternalNames(), checkES5()],
    onwarn,
    output: { file: `${DIST}/${name}.rn.cjs`, format: 'cjs', exports: 'named', generatedCode: 'es5', freeze: false },
  })),
  {
    input: { polyurl: `${BUILD}/lib/index.d.ts`, auto: `${BUILD}/lib/auto.d.ts`, install: `${BUILD}/lib/install.d.ts` },
    output: [
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
    ],
    plugins: [noHeritage(), dts()],
    onwarn(warning, warn) {
      // types/auto.d.ts is `export {}` by design.
      if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
    },
  },
  // "polyurl/legacy": the global the classic script defines, in one self-contained file.
  {
    input: `${BUILD}/lib/legacy-global.d.ts`,
    output: [
      // A module (the global augmentation needs one) that exports nothing, like the script.
      { file: `${TYPES}/legacy.d.ts`, format: 'es', footer: 'export {};' },
      { file: `${TYPES}/legacy.d.cts`, format: 'es', footer: 'export {};' },
    ],
    plugins: [noHeritage(), dts()],
  },
  // "polyurl/urlpattern-legacy": the global of dist/urlpattern.legacy.js. Its
  // declaration cannot sit in lib/ beside legacy-global.ts (one program cannot
  // declare the global `polyurl` with two types), so it is written into the
  // tsc output before the bundle reads it.
  {
    input: `${BUILD}/lib/legacy-urlpattern-global.d.ts`,
    output: [
      { file: `${TYPES}/urlpattern-legacy.d.ts`, format: 'es', footer: 'export {};' },
      { file: `${TYPES}/urlpattern-legacy.d.cts`, format: 'es', footer: 'export {};' },
    ],
    plugins: [writeURLPatternGlobal(), noHeritage(), dts()],
  },
];
