// How Metro (React Native's bundler) resolves polyurl: metro-resolver, the
// resolver Metro itself runs (installed with react-native), over a copy of the
// package in test-output/metro/node_modules, with React Native's settings
// (@react-native/metro-config: main fields react-native, browser, main; the
// "react-native" condition). Package exports on (Metro 0.82 and later, React
// Native 0.79 and later) and off (older Metro reads the main fields only).
import { assert } from 'chai';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';

const ROOT = process.cwd();
const PKG = resolve(process.env.POLYURL_PACKAGE_DIR || ROOT);
const APP = join(ROOT, 'test-output', 'metro');
const INSTALLED = join(APP, 'node_modules', 'polyurl');

interface Resolution {
  type: string;
  filePath?: string;
}
type Resolve = (context: object, specifier: string, platform: string | null) => Resolution;

function context(enablePackageExports: boolean, isESMImport: boolean): object {
  const lookup = (p: string) => {
    if (!existsSync(p)) return { exists: false };
    const st = statSync(p);
    return { exists: true, type: st.isDirectory() ? 'd' : 'f', realPath: p };
  };
  return {
    allowHaste: false,
    assetExts: new Set(['png', 'jpg']),
    customResolverOptions: {},
    disableHierarchicalLookup: false,
    doesFileExist: (p: string) => existsSync(p) && statSync(p).isFile(),
    extraNodeModules: null,
    dev: true,
    getPackage: (p: string) => (existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null),
    // The nearest package.json below node_modules (what Metro's file map answers).
    getPackageForModule: (p: string) => {
      for (let dir = dirname(p); basename(dir) !== 'node_modules' && dirname(dir) !== dir; dir = dirname(dir)) {
        const file = join(dir, 'package.json');
        if (existsSync(file)) {
          return { packageJson: JSON.parse(readFileSync(file, 'utf8')), rootPath: dir, packageRelativePath: relative(dir, p) };
        }
      }
      return null;
    },
    isESMImport,
    fileSystemLookup: lookup,
    mainFields: ['react-native', 'browser', 'main'],
    originModulePath: join(APP, 'App.js'),
    nodeModulesPaths: [],
    preferNativePlatform: true,
    resolveAsset: () => null,
    redirectModulePath: (p: string) => p,
    resolveHasteModule: () => null,
    resolveHastePackage: () => null,
    sourceExts: ['js', 'jsx', 'json', 'ts', 'tsx', 'cjs', 'mjs'],
    unstable_conditionNames: ['react-native'],
    unstable_conditionsByPlatform: { web: ['browser'] },
    unstable_enablePackageExports: enablePackageExports,
    unstable_incrementalResolution: false,
    unstable_logWarning: () => undefined,
  };
}

describe('Package under Metro: the "react-native" condition', function () {
  let metroResolve: Resolve;

  before(function () {
    rmSync(APP, { recursive: true, force: true });
    mkdirSync(INSTALLED, { recursive: true });
    cpSync(join(PKG, 'package.json'), join(INSTALLED, 'package.json'));
    cpSync(join(PKG, 'dist'), join(INSTALLED, 'dist'), { recursive: true });
    writeFileSync(join(APP, 'package.json'), '{ "name": "app", "private": true }\n');
    writeFileSync(join(APP, 'App.js'), "import 'polyurl/auto';\n");
    metroResolve = (createRequire(join(ROOT, 'package.json'))('metro-resolver') as { resolve: Resolve }).resolve;
  });

  const at = (file: string) => join(INSTALLED, 'dist', file);
  const resolved = (r: Resolution) => (r.type === 'sourceFile' ? r.filePath : r.type);

  for (const isESMImport of [true, false]) {
    const how = isESMImport ? 'import' : 'require';
    it(`with package exports (${how}): polyurl is the ES5 build, polyurl/auto and polyurl/install the compact RN builds, on iOS and Android`, function () {
      for (const platform of ['ios', 'android']) {
        const c = context(true, isESMImport);
        assert.strictEqual(resolved(metroResolve(c, 'polyurl', platform)), at('polyurl.es5.cjs'));
        assert.strictEqual(resolved(metroResolve(c, 'polyurl/auto', platform)), at('auto.rn.cjs'));
        assert.strictEqual(resolved(metroResolve(c, 'polyurl/install', platform)), at('install.rn.cjs'));
        assert.strictEqual(resolved(metroResolve(c, 'polyurl/legacy', platform)), at('polyurl.legacy.js'));
        assert.strictEqual(resolved(metroResolve(c, 'polyurl/legacy.min', platform)), at('polyurl.legacy.min.js'));
      }
    });
  }

  it('without package exports (older Metro): the "react-native" field, and the RN auto build by its path', function () {
    const c = context(false, true);
    assert.strictEqual(resolved(metroResolve(c, 'polyurl', 'ios')), at('polyurl.es5.cjs'));
    assert.strictEqual(resolved(metroResolve(c, 'polyurl/dist/auto.rn.cjs', 'ios')), at('auto.rn.cjs'));
  });

  it('the builds the "react-native" condition picks are ES5 scripts: polyurl.es5.cjs, auto.rn.cjs and install.rn.cjs', function () {
    const { parse } = createRequire(join(ROOT, 'package.json'))('acorn') as { parse(s: string, o: object): unknown };
    for (const f of ['polyurl.es5.cjs', 'auto.rn.cjs', 'install.rn.cjs']) parse(readFileSync(at(f), 'utf8'), { ecmaVersion: 5, sourceType: 'script' });
  });

  // Metro does not tree-shake CommonJS: a require of polyurl.es5.cjs would bring every mode into the app.
  it('auto.rn.cjs and install.rn.cjs stand alone (they require nothing)', function () {
    for (const f of ['auto.rn.cjs', 'install.rn.cjs']) assert.notMatch(readFileSync(at(f), 'utf8'), /\brequire\(/, f);
  });
});
