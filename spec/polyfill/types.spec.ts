// TypeScript interop of the published declarations (types/, through the
// package's own exports) with lib.dom, with and without lib dom.iterable:
// tsc compiles the files of spec/types/ under each lib and must report nothing.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseIt } from '../support/known-failures.js';

const ROOT = process.cwd();
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const LIBS = { 'with dom.iterable': ['ES2020', 'DOM', 'DOM.Iterable'], 'without dom.iterable': ['ES2020', 'DOM'] };

function compile(name: string, lib: string[], files: string[], types: string[] = []): void {
  const dir = join(ROOT, 'test-output', 'types', name);
  mkdirSync(dir, { recursive: true });
  const config = {
    compilerOptions: { target: 'ES2020', lib, module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, types, skipLibCheck: false },
    files: files.map((f) => join(ROOT, 'spec', 'types', f)),
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
  const r = spawnSync(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 120000 });
  assert.strictEqual(r.status, 0, (r.stdout || '') + (r.stderr || ''));
}

describe('Types: polyurl and lib.dom, each where the other is expected', function () {
  this.timeout(180000);
  for (const [when, lib] of Object.entries(LIBS)) {
    const tag = when.replace(/\W+/g, '-');
    it(`native objects as constructor arguments and inits, polyurl's objects as lib.dom's (${when})`, function () {
      compile('interop-' + tag, lib, ['dom-interop.ts']);
    });
    caseIt('types interop', `a native URLSearchParams assigns to polyurl's URLSearchParams (${when})`, function () {
      compile('assign-params-' + tag, lib, ['assign-native-params.ts']);
    });
    caseIt('types interop', `a native URL assigns to polyurl's URL (${when})`, function () {
      compile('assign-url-' + tag, lib, ['assign-native.ts']);
    });
    it(`polyurl's and lib.dom's URL and URLSearchParams types each assign to the other (${when})`, function () {
      compile('compat-' + tag, lib, ['dom-compat.ts']);
    });
    it(`the RFC 3986 extras take polyurl's URLs of any mode, native URLs and strings; the URL has no extra members (${when})`, function () {
      compile('extras-' + tag, lib, ['extras.ts']);
    });
    it(`the editing functions take polyurl's URLs of any mode, native URLs and strings, and give back the URL object's own type (${when})`, function () {
      compile('edit-' + tag, lib, ['edit.ts']);
    });
  }
  it("in a Node project (@types/node, no DOM): Node's objects as arguments and inits, Node's global URLSearchParams intact", function () {
    compile('node', ['ES2022'], ['node-interop.ts'], ['node']);
  });
});
