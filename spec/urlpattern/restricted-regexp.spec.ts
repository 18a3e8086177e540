// Engines with fewer regular-expression features: every WPT entry, with
// URLPattern's RegExp made to reject what such an engine lacks
// (restricted-regexp-child.ts, in a process of its own), either passes or
// throws the TypeError that names the missing feature. None matches wrongly.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface ChildResult {
  passed: string[];
  unsupported: string[];
  wrong: string[];
}

function runChild(mode: string): ChildResult {
  const child = join(process.cwd(), 'build', 'spec', 'urlpattern', 'restricted-regexp-child.js');
  const r = spawnSync(process.execPath, [child, mode], { encoding: 'utf8', timeout: 120000 });
  assert.strictEqual(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as ChildResult;
}

describe('URLPattern on engines with fewer RegExp features (WPT data)', function () {
  this.timeout(120000);
  const modes: [string, string][] = [
    ['es5', 'no "u", "v", "s" or "y" flag (Duktape, Rhino, mujs)'],
    ['es2015', '"u" without "v", \\p{…}, named groups or lookbehind'],
  ];
  for (const [mode, what] of modes) {
    it(`${what}: 326 entries pass, 27 throw a TypeError naming the missing feature, none matches wrongly`, function () {
      const r = runChild(mode);
      assert.deepStrictEqual(r.wrong, []);
      // 23 group names with non-ASCII code points (\p{ID_Start}), 4 set operations ("v").
      assert.strictEqual(r.unsupported.length, 27, r.unsupported.join('\n'));
      assert.strictEqual(r.passed.length, 326);
    });
  }

  it('as mujs, whose exec() gives "" for a group that did not participate: 318 pass, 35 throw a TypeError naming what is missing, none matches wrongly', function () {
    const r = runChild('mujs');
    assert.deepStrictEqual(r.wrong, []);
    // The 27 above, and 8 whose "" group within a prefix could be a match of "" or no match at all.
    assert.strictEqual(r.unsupported.length, 35, r.unsupported.join('\n'));
    assert.strictEqual(r.passed.length, 318);
  });
});
