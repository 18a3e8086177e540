// `polyurl match <pattern> <url>`: the groups of the match as JSON, exit 1
// without a match, 2 for a pattern that does not construct.
import { assert } from 'chai';
import { runCLI } from '../../lib/cli/run.js';

const noStdin = { readStdin: () => Promise.reject(new Error('stdin not expected')) };

describe('CLI: polyurl match', function () {
  it('prints the groups by component', async function () {
    const r = await runCLI(['match', 'https://:sub.example.com/books/:id', 'https://www.example.com/books/12'], noStdin);
    assert.strictEqual(r.exitCode, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { hostname: { sub: 'www' }, pathname: { id: '12' } });
    assert.strictEqual(r.stderr, '');
  });
  it('prints numbered groups of regexp groups and wildcards', async function () {
    const r = await runCLI(['match', '/files/(\\d+)/*', 'https://x/files/7/a/b', '--base', 'https://x'], noStdin);
    assert.strictEqual(r.exitCode, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { pathname: { '0': '7', '1': 'a/b' } });
  });
  it('prints an empty object for a match without groups', async function () {
    const r = await runCLI(['match', 'https://example.com/a', 'https://example.com/a'], noStdin);
    assert.strictEqual(r.exitCode, 0);
    assert.deepEqual(JSON.parse(r.stdout), {});
  });
  it('--full prints every component\'s input and groups', async function () {
    const r = await runCLI(['match', 'https://example.com/:p', 'https://example.com/x?q#h', '--full'], noStdin);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(Object.keys(out), ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash']);
    assert.deepEqual(out.pathname, { input: '/x', groups: { p: 'x' } });
    assert.deepEqual(out.search, { input: 'q', groups: { '0': 'q' } });
  });
  it('--ignore-case', async function () {
    const no = await runCLI(['match', 'https://example.com/a', 'https://example.com/A'], noStdin);
    assert.strictEqual(no.exitCode, 1);
    const yes = await runCLI(['match', 'https://example.com/a', 'https://example.com/A', '--ignore-case'], noStdin);
    assert.strictEqual(yes.exitCode, 0);
  });
  it('exits 1 and prints nothing when the URL does not match', async function () {
    const r = await runCLI(['match', 'https://example.com/books/:id', 'https://example.com/films/1'], noStdin);
    assert.deepEqual(r, { stdout: '', stderr: '', exitCode: 1 });
  });
  it('exits 2 with the TypeError for a pattern that does not construct', async function () {
    const r = await runCLI(['match', 'https://example.com/(', 'https://example.com/'], noStdin);
    assert.strictEqual(r.exitCode, 2);
    assert.strictEqual(r.stdout, '');
    assert.match(r.stderr, /^polyurl match: /);
  });
  it('exits 2 without a pattern and a URL', async function () {
    const r = await runCLI(['match', 'https://example.com/'], noStdin);
    assert.strictEqual(r.exitCode, 2);
    assert.match(r.stderr, /expected a pattern and a URL/);
  });
  it('is in the help text', async function () {
    const r = await runCLI(['--help'], noStdin);
    assert.include(r.stdout, 'polyurl match <pattern> <url>');
  });
});
