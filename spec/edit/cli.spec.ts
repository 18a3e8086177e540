// The editing commands of the CLI, as functions (lib/cli/edit.ts).
import { assert } from 'chai';
import { relativizeCLI, buildCLI, editCLI } from '../../lib/cli/edit.js';
import { runCLI } from '../../lib/cli/run.js';

describe('CLI: relativize, build, edit', function () {
  it('relativize prints the reference; --absolute-path, --mode', function () {
    assert.deepEqual(relativizeCLI(['https://example.com/docs/api.html', 'https://example.com/docs/guide.html']), { stdout: 'api.html\n', stderr: '', exitCode: 0 });
    assert.strictEqual(relativizeCLI(['https://example.com/docs/api.html', 'https://example.com/docs/guide.html', '--absolute-path']).stdout, '/docs/api.html\n');
    assert.strictEqual(relativizeCLI(['HTTP://a/b/g', 'http://a/b/c', '--mode', 'rfc3986']).stdout, 'HTTP://a/b/g\n');
    assert.strictEqual(relativizeCLI(['../x', 'http://a/b']).exitCode, 1);
    assert.strictEqual(relativizeCLI(['http://a/']).exitCode, 2);
    assert.strictEqual(relativizeCLI(['http://a/', 'http://a/', '--mode', 'strict']).exitCode, 2);
  });

  it('build takes repeated --segment and --query in order; an invalid part exits 1 naming it', function () {
    const r = buildCLI(['--hostname', 'example.com', '--segment', 'docs', '--segment', 'a b', '--query', 'a=1', '--query', 'b=x', '--query', 'a=2', '--hash', 'top']);
    assert.deepEqual(r, { stdout: 'https://example.com/docs/a%20b?a=1&a=2&b=x#top\n', stderr: '', exitCode: 0 });
    assert.strictEqual(buildCLI(['--protocol=http', '--host=Example.COM:8080', '--pathname=/x', '--mode=rfc3986']).stdout, 'http://Example.COM:8080/x\n');
    const bad = buildCLI(['--hostname', 'a b']);
    assert.strictEqual(bad.exitCode, 1);
    assert.match(bad.stderr, /^polyurl build: TypeError: buildURL: invalid hostname "a b"/);
    assert.strictEqual(buildCLI(['--hostname', 'a', '--hostname', 'b']).exitCode, 2);
    assert.strictEqual(buildCLI(['--path', '/x']).exitCode, 2);
  });

  it('edit prints the URL after each step; a step that throws ends it, the URL as it stayed', function () {
    const r = editCLI(['https://example.com/a', '--set', 'pathname=/x', '--append-segment', 'y', '--set', 'port=99999', '--append-query', 'q=1 2']);
    assert.strictEqual(r.exitCode, 0);
    assert.strictEqual(
      r.stdout,
      'const url = new URL("https://example.com/a")  → https://example.com/a\n' +
        'url.pathname = "/x"                  → https://example.com/x\n' +
        'appendPathSegments(url, "y")         → https://example.com/x/y\n' +
        'url.port = "99999"                   → https://example.com/x/y   (unchanged)\n' +
        'url.searchParams.append("q", "1 2")  → https://example.com/x/y?q=1+2\n',
    );
    const s = editCLI(['http://example.com/a', '--mode', 'rfc3986', '--set', 'pathname=/a b', '--append-segment', 'y']);
    assert.strictEqual(s.exitCode, 1);
    assert.match(s.stdout, /url\.pathname = "\/a b" +✗ RFC3986Error: Cannot set pathname/);
    assert.strictEqual(s.stderr, 'polyurl edit: step 1 failed; the URL stays http://example.com/a\n');
    assert.strictEqual(editCLI(['https://a/', '--set', 'nope=1']).exitCode, 1);
    assert.strictEqual(editCLI(['https://a/', '--set', 'pathname']).exitCode, 2);
  });

  it('is described in polyurl --help', async function () {
    const help = (await runCLI(['--help'], { readStdin: () => Promise.resolve('') })).stdout;
    for (const usage of [/polyurl relativize <target> <base>/, /polyurl build \[--protocol P\]/, /polyurl edit <url> \[--set NAME=VALUE\]/]) assert.match(help, usage);
  });
});
