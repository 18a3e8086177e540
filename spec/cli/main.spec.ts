// The executable users install, dist/cli.mjs (the rollup bundle of
// lib/cli/main.ts), run as a process: the same output and exit code as
// runCLI from build/ for every command, so a difference between the bundle
// and the tsc output fails here.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runCLI } from '../../lib/cli/run.js';

const CLI = join(process.cwd(), 'dist', 'cli.mjs');

function shipped(argv: string[], input = ''): { stdout: string; stderr: string; exitCode: number | null } {
  const r = spawnSync(process.execPath, [CLI, ...argv], { input, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status };
}

const COMMANDS: { argv: string[]; stdin?: string }[] = [
  { argv: ['demo'] },
  { argv: ['--help'] },
  { argv: ['parse', 'HTTPS://Example.com:443/a/../b?q#f'] },
  { argv: ['parse', '--mode', 'lenient', ' <www.example.com/a b> '] },
  { argv: ['parse', '--mode', 'rfc3986', 'http://exa mple.com/'] },
  { argv: ['parse', '-'], stdin: 'https://a/\nnot a url\n' },
  { argv: ['resolve', '../g?y', '--base', 'http://a/b/c/d;p?q'] },
  { argv: ['normalize', 'HTTP://Example.COM:80/%7euser/./x'] },
  { argv: ['validate', 'http://exa mple.com/'] },
  { argv: ['diagnose', 'https://exa mple.com\\a'] },
  { argv: ['compare', 'https://expected.example\\@observed.example/'] },
  { argv: ['extract'], stdin: 'see <http://example.com/a> or www.w3.org.' },
  { argv: ['match', 'https://:sub.example.com/books/:id', 'https://www.example.com/books/12'] },
  { argv: ['match', 'https://example.com/books/:id', 'https://example.com/films/1'] },
  { argv: ['match', 'https://example.com/(', 'https://example.com/'] },
  { argv: ['relativize', 'https://example.com/login?dest=/group/x/#', 'https://example.com/docs/guide.html'] },
  { argv: ['relativize', '--mode', 'rfc3986', '--absolute-path', 'http://a/b/c/g;x?y#s', 'http://a/b/c/d;p?q'] },
  { argv: ['build', '--hostname', 'example.com', '--segment', 'a/b', '--query', 'a=1', '--query', 'a=2', '--hash', 'top'] },
  { argv: ['build', '--hostname', 'a b'] },
  { argv: ['edit', 'https://example.com/a', '--set', 'pathname=/x', '--append-segment', 'y', '--append-query', 'q=1 2'] },
  { argv: ['edit', 'http://example.com/a', '--mode', 'rfc3986', '--set', 'pathname=/a b'] },
  { argv: ['frobnicate'] },
];

describe('CLI: the shipped executable dist/cli.mjs', function () {
  this.timeout(60000);
  for (const c of COMMANDS) {
    it(`polyurl ${c.argv.join(' ')}: the same output and exit code as runCLI`, async function () {
      const got = shipped(c.argv, c.stdin);
      const want = await runCLI(c.argv, { readStdin: () => Promise.resolve(c.stdin ?? '') });
      assert.strictEqual(got.stdout, want.stdout);
      assert.strictEqual(got.stderr, want.stderr);
      assert.strictEqual(got.exitCode, want.exitCode);
    });
  }

  it('npm start (polyurl demo) exits 0 and shows the three modes and the editing sequence', function () {
    const r = shipped(['demo']);
    assert.strictEqual(r.exitCode, 0, r.stderr);
    assert.include(r.stdout, 'The same input, read by the three modes');
    assert.include(r.stdout, 'Editing a URL: every setter re-serializes href');
  });
});
