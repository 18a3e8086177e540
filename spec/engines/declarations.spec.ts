// types/ is committed: the public API shows in every review diff. The build
// writes its declarations to build/types/ (POLYURL_TYPES_DIR); this fails when
// they differ from the committed ones, and says how to accept the change.
import { assert } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = process.cwd();
const BUILT = resolve(process.env.POLYURL_TYPES_DIR || join(ROOT, 'build', 'types'));
const COMMITTED = join(ROOT, 'types');
const ACCEPT = 'if the change of the public API is meant, run `npm run types` and commit types/';
const declarations = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.d.ts') || f.endsWith('.d.cts'))
    .sort();

/** The first line where two texts differ, as "line N: committed … / built …". */
function firstDifference(committed: string, built: string): string {
  const a = committed.split('\n');
  const b = built.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}:\n  committed: ${String(a[i])}\n  built:     ${String(b[i])}`;
  }
  return '';
}

describe('Package: the committed declarations (types/)', function () {
  it('the build produced declarations in build/types', function () {
    assert.isTrue(existsSync(BUILT), `${BUILT} is missing: run npm run build`);
    assert.includeMembers(declarations(BUILT), ['polyurl.d.ts', 'polyurl.d.cts', 'auto.d.ts', 'auto.d.cts']);
  });

  it('types/ holds the same files as the build', function () {
    assert.deepEqual(declarations(COMMITTED), declarations(BUILT), ACCEPT);
  });

  for (const file of ['polyurl.d.ts', 'polyurl.d.cts', 'auto.d.ts', 'auto.d.cts']) {
    it(`types/${file} is what the build produces`, function () {
      const committed = readFileSync(join(COMMITTED, file), 'utf8');
      const built = readFileSync(join(BUILT, file), 'utf8');
      if (committed !== built) assert.fail(`types/${file} differs from the build: ${firstDifference(committed, built)}\n${ACCEPT}`);
    });
  }
});
