// Bundles the tsc output in build/ (tsc type-checks and compiles first: see "build" in package.json).
//
//   dist/polyurl.mjs, dist/polyurl.cjs   the ponyfill (ES2022, no globals touched)
//   dist/auto.mjs, dist/auto.cjs         "polyurl/auto": install() as a side effect, sharing polyurl.{mjs,cjs}
//   dist/polyurl.legacy.js, .min.js      one ES5 classic script defining the global `polyurl` and installing
//   dist/polyurl.es5.cjs, dist/auto.es5.cjs   the same two modules as ES5 CommonJS (every mode): the package's
//                                        "react-native" condition, which Hermes runs without a Babel pass
//   dist/cli.mjs                         the command line
//   dist/formats.mjs, dist/formats.cjs   "polyurl/formats": the JSON Schema URI/IRI format predicates (standalone)
//   build/types/polyurl.d.ts (+ .d.cts), build/types/auto.d.ts (+ .d.cts), build/types/formats.d.ts (+ .d.cts),
//   build/types/legacy.d.cts (the classic script's global `polyurl`): the declarations as built;
//                                        types/ holds the committed ones (npm run types copies them there)
//
// POLYURL_BUILD_DIR / POLYURL_DIST_DIR / POLYURL_TYPES_DIR let a developer bundle into a folder of their own.
import { dts } from 'rollup-plugin-dts';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { parse as parseJS } from 'acorn';
import { dirname, resolve as resolvePath } from 'node:path';

const BUILD = process.env.POLYURL_BUILD_DIR || 'build';
const DIST = process.env.POLYURL_DIST_DIR || 'dist';
const TYPES = process.env.POLYURL_TYPES_DIR || 'build/types';

// The legacy bundle is compiled from the same tsc output, transpiled module by
// module down to ES5 with TypeScript itself (no Babel; helpers such as __extends
// are inlined where a module needs them).
function es5() {
  return {
    name: 'polyurl-es5',
    transform(code, id) {
      if (!id.endsWith('.js')) return null;
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

// The legacy script is the polyfill for old engines: the standard's classes
// only (lib/url-standard.ts imports the whatwg mode alone), for ES5 engines:
// - they have no String.prototype.normalize, from which the module builds
//   derive most IDNA mappings (kind 6 of lib/host/idna-table.ts): the legacy
//   script reads MAP and POOL from the explicit table instead;
// - they have no class private fields: lib/slot.ts becomes lib/legacy/slot.ts
//   (non-enumerable properties).
function legacyStubs() {
  return {
    name: 'polyurl-legacy-stubs',
    resolveId(source, importer) {
      const from = importer === undefined ? '' : importer.split('\\').join('/');
      if (source === './idna-table.js' && from.endsWith('/lib/host/idna-props.js')) {
        return resolvePath(dirname(importer), 'idna-table-explicit.js');
      }
      if (source === './slot.js' && /\/lib\/[^/]+\.js$/.test(from)) {
        return resolvePath(dirname(importer), 'legacy', 'slot.js');
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

const CLASS_NAMES = /^(URL|URLSearchParams)$/;

const entries = { polyurl: `${BUILD}/lib/index.js`, auto: `${BUILD}/lib/auto.js` };
const onwarn = (warning, warn) => {
  // A circular import is an error here: it makes the ES5 bundle order-dependent.
  if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
  warn(warning);
};

// auto.{mjs,cjs} import the ponyfill bundle itself (the package entry stays
// external), so an app that loads both gets one URL class, and polyurl.* is the
// whole library rather than a facade over a shared chunk.
const sharedModules = ['index.js', 'url-standard.js', 'url-search-params.js'].map((f) => resolvePath(`${BUILD}/lib/${f}`));
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

export default [
  formatsBundle,
  formatsTypes,
  {
    input: entries.polyurl,
    plugins: [noNodeImports()],
    onwarn,
    output: [
      { file: `${DIST}/polyurl.mjs`, format: 'es' },
      { file: `${DIST}/polyurl.cjs`, format: 'cjs', exports: 'named' },
    ],
  },
  {
    input: entries.auto,
    plugins: [noNodeImports()],
    external: isIndex,
    onwarn,
    output: [
      { file: `${DIST}/auto.mjs`, format: 'es', paths: () => './polyurl.mjs' },
      { file: `${DIST}/auto.cjs`, format: 'cjs', paths: () => './polyurl.cjs' },
    ],
  },
  {
    input: `${BUILD}/lib/legacy.js`,
    plugins: [noNodeImports(), legacyStubs(), es5(), asciiOnly(), checkES5()],
    onwarn,
    output: [
      { file: `${DIST}/polyurl.legacy.js`, format: 'iife', name: 'polyurl', generatedCode: 'es5', freeze: false },
      {
        file: `${DIST}/polyurl.legacy.min.js`,
        format: 'iife',
        name: 'polyurl',
        generatedCode: 'es5',
        freeze: false,
        // The two classes keep their names (WebIDL: URL.name, and what consoles print).
        plugins: [
          terser({
            ecma: 5,
            compress: { passes: 2, keep_fnames: CLASS_NAMES },
            mangle: { keep_fnames: CLASS_NAMES },
            format: { ascii_only: true, comments: false },
          }),
        ],
      },
    ],
  },
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
    plugins: [noNodeImports(), es5(), checkES5(), classicScripts()],
    onwarn,
    output: { file: `${DIST}/polyurl.es5.cjs`, format: 'cjs', exports: 'named', generatedCode: 'es5', freeze: false },
  },
  {
    input: entries.auto,
    plugins: [noNodeImports(), es5(), checkES5()],
    external: isIndex,
    onwarn,
    output: { file: `${DIST}/auto.es5.cjs`, format: 'cjs', paths: () => './polyurl.es5.cjs', generatedCode: 'es5', freeze: false },
  },
  {
    input: { polyurl: `${BUILD}/lib/index.d.ts`, auto: `${BUILD}/lib/auto.d.ts` },
    output: [
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
      { dir: TYPES, format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
    ],
    plugins: [dts()],
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
    plugins: [dts()],
  },
];
