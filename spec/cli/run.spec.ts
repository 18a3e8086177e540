import { assert } from 'chai';
import { runCLI, DEMO_INPUTS } from '../../lib/cli/run.js';

const noStdin = { readStdin: () => Promise.reject(new Error('stdin not expected')) };
const stdin = (text: string) => ({ readStdin: () => Promise.resolve(text) });

describe('CLI', () => {
  it('parse prints the getters as JSON', async () => {
    const r = await runCLI(['parse', 'HTTPS://Example.com:443/a/../b?q#f'], noStdin);
    assert.strictEqual(r.exitCode, 0);
    const c = JSON.parse(r.stdout);
    assert.strictEqual(c.href, 'https://example.com/b?q#f');
    assert.strictEqual(c.hostname, 'example.com');
    assert.strictEqual(c.port, '');
    assert.strictEqual(c.origin, 'https://example.com');
  });
  it('parse resolves against --base', async () => {
    const r = await runCLI(['parse', '../x', '--base', 'https://example.com/a/b/c'], noStdin);
    assert.strictEqual(JSON.parse(r.stdout).href, 'https://example.com/a/x');
    const r2 = await runCLI(['parse', '../x', '--base=https://example.com/a/b/c'], noStdin);
    assert.strictEqual(JSON.parse(r2.stdout).href, 'https://example.com/a/x');
  });
  it('parse of invalid input prints an error and exits 1', async () => {
    const r = await runCLI(['parse', 'http://[::1'], noStdin);
    assert.strictEqual(r.exitCode, 1);
    assert.strictEqual(r.stdout, '');
    assert.match(r.stderr, /Invalid URL/);
  });
  it('parse - reads one URL per line, reports each failure and exits 1 at the end', async () => {
    const r = await runCLI(['parse', '-'], stdin('https://a/\nnot a url\r\nhttp://b/c\n'));
    assert.strictEqual(r.exitCode, 1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    assert.strictEqual(lines.length, 3);
    assert.strictEqual(lines[0].href, 'https://a/');
    assert.strictEqual(lines[1].input, 'not a url');
    assert.match(lines[1].error, /Invalid URL/);
    assert.strictEqual(lines[2].href, 'http://b/c');
    const ok = await runCLI(['parse', '-'], stdin('https://a/\n'));
    assert.strictEqual(ok.exitCode, 0);
  });
  it('rejects bad usage with exit 2', async () => {
    assert.strictEqual((await runCLI(['parse'], noStdin)).exitCode, 2);
    assert.strictEqual((await runCLI(['parse', 'a', 'b'], noStdin)).exitCode, 2);
    assert.strictEqual((await runCLI(['parse', 'a', '--mode', 'nope'], noStdin)).exitCode, 2);
    assert.strictEqual((await runCLI(['parse', 'a', '--base'], noStdin)).exitCode, 2);
    assert.strictEqual((await runCLI(['frobnicate'], noStdin)).exitCode, 2);
  });
  it('--help documents every command', async () => {
    const r = await runCLI(['--help'], noStdin);
    assert.strictEqual(r.exitCode, 0);
    for (const cmd of ['parse', 'demo', '--base', '--mode']) assert.include(r.stdout, cmd);
  });
  it('demo shows every sample input with its getters or its error', async () => {
    const r = await runCLI(['demo'], noStdin);
    assert.strictEqual(r.exitCode, 0);
    for (const d of DEMO_INPUTS) assert.include(r.stdout, JSON.stringify(d.input));
    assert.include(r.stdout, 'http://a/b/d;p?y#s');
    assert.include(r.stdout, 'https://xn--mnchen-3ya.example/stra%C3%9Fe');
    assert.include(r.stdout, 'http://127.0.0.1/');
    assert.match(r.stdout, /error +Invalid URL/);
  });
});
