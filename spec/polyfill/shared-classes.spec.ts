// The builds that take the classes from the ponyfill's own build (polyurl/install)
// carry the polyfill code and nothing of the ponyfill's: a module of it bundled in
// beside install() would be a second copy of code (and of a table built at load)
// that polyurl.cjs and polyurl.mjs already ship. Every other build stands alone,
// React Native's auto.rn.cjs and install.rn.cjs included (Metro does not
// tree-shake CommonJS, so a shared polyurl.es5.cjs would bring every mode along).
import { assert } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');
const BUILD = resolve(process.env.POLYURL_BUILD_DIR || 'build');
const SHARED_ENTRIES = ['install.mjs', 'install.cjs'];

// The top-level functions and variables a bundle or a module declares.
function declared(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/^(?:export )?(?:function|const|let|var|class) ([A-Za-z_$][\w$]*)/gm)) names.push(m[1]);
  return names;
}

describe('Polyfill: the entries over the ponyfill build bundle only the polyfill code', function () {
  // What those entries are made of: the polyfill modules and the entry modules.
  const own = new Set<string>();
  const modules = ['auto.js', 'polyfill/install.js', 'install.js', 'polyfill/detect.js'];
  for (const f of readdirSync(join(BUILD, 'lib', 'polyfill'))) if (f.endsWith('.js')) modules.push(join('polyfill', f));
  for (const m of modules) for (const name of declared(readFileSync(join(BUILD, 'lib', m), 'utf8'))) own.add(name);

  it('the entries that import the ponyfill build are exactly these; React Native\'s auto.rn.cjs and install.rn.cjs stand alone', function () {
    const importing = readdirSync(DIST)
      .filter((f) => /\.(mjs|cjs|js)$/.test(f))
      .filter((f) => /\bfrom '\.\/polyurl\.|\brequire\('\.\/polyurl\./.test(readFileSync(join(DIST, f), 'utf8')))
      .sort();
    assert.deepEqual(importing, [...SHARED_ENTRIES].sort());
    for (const f of ['auto.rn.cjs', 'install.rn.cjs']) assert.notMatch(readFileSync(join(DIST, f), 'utf8'), /\brequire\(/, `${f} requires nothing`);
  });

  for (const file of SHARED_ENTRIES) {
    it(`dist/${file} declares nothing but what the polyfill modules declare`, function () {
      const code = readFileSync(join(DIST, file), 'utf8');
      // The CommonJS interop rollup writes (the required ponyfill, its namespace).
      const foreign = declared(code).filter((name) => !own.has(name) && !/^(urlStandard_js|urlSearchParams_js|polyurl)$/.test(name));
      assert.deepEqual(foreign, [], `dist/${file} bundles code of the ponyfill`);
    });
  }
});
