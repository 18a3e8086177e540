import { assert } from 'chai';
import { runCLI } from '../../lib/cli/run.js';
import { DEMO_INPUTS } from '../../lib/cli/demo.js';

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
    for (const cmd of ['parse', 'demo', '--base', '--mode', 'polyurl relativize', 'polyurl build', 'polyurl edit', '--append-segment']) assert.include(r.stdout, cmd);
  });
  it('relativize, build and edit dispatch to the editing commands', async () => {
    assert.deepEqual(await runCLI(['relativize', 'https://example.com/docs/api.html', 'https://example.com/docs/guide.html'], noStdin), {
      stdout: 'api.html\n',
      stderr: '',
      exitCode: 0,
    });
    assert.strictEqual((await runCLI(['build', '--hostname', 'example.com', '--segment', 'a b', '--query', 'a=1', '--query', 'a=2'], noStdin)).stdout, 'https://example.com/a%20b?a=1&a=2\n');
    const e = await runCLI(['edit', 'https://example.com/a', '--set', 'pathname=/x', '--append-segment', 'y'], noStdin);
    assert.strictEqual(e.exitCode, 0);
    assert.match(e.stdout, /appendPathSegments\(url, "y"\) +→ https:\/\/example\.com\/x\/y\n$/);
    assert.strictEqual((await runCLI(['relativize', 'http://a/'], noStdin)).exitCode, 2);
  });
  it('--help describes each command once, in the usage list', async () => {
    const { stdout } = await runCLI(['--help'], noStdin);
    const [usage, examples] = stdout.split('\nExamples:\n');
    for (const cmd of ['parse', 'resolve', 'normalize', 'validate', 'diagnose', 'compare', 'extract', 'demo']) {
      const synopses = usage.split('\n').filter((l) => l.startsWith(`  polyurl ${cmd} `) || l === `  polyurl ${cmd}`);
      assert.isAtLeast(synopses.length, 1, cmd);
    }
    assert.strictEqual(usage.split('polyurl extract ').length - 1, 1, 'one extract entry');
    assert.notMatch(examples, /^ {4}\S/m, 'no command description after the examples');
  });
  it('demo reads every sample input in the three modes, one line each, in that order', async () => {
    const r = await runCLI(['demo'], noStdin);
    assert.strictEqual(r.exitCode, 0);
    const lines = r.stdout.split('\n');
    for (const d of DEMO_INPUTS) {
      const at = lines.indexOf('  ' + JSON.stringify(d.input) + (d.base === undefined ? '' : '  against ' + JSON.stringify(d.base)));
      assert.isAbove(at, 0, d.input);
      const modes = lines.slice(at + 2).filter((l) => /^    (whatwg|rfc3986|lenient) /.test(l)).slice(0, 3);
      assert.deepEqual(modes.map((l) => l.trim().split(' ')[0]), ['whatwg', 'rfc3986', 'lenient'], d.input);
    }
  });
  it('demo: whatwg normalizes, rfc3986 keeps the URI as written and shows normalize(url)', async () => {
    const { stdout } = await runCLI(['demo'], noStdin);
    assert.include(stdout, '    whatwg   http://example.com/a/c\n    rfc3986  HTTP://EXAMPLE.com:80/a/./b/../c\n');
    assert.include(stdout, 'normalize(url) → http://example.com/a/c\n');
    assert.include(stdout, '    whatwg   https://xn--mnchen-3ya.example/stra%C3%9Fe\n');
    assert.include(stdout, '    whatwg   http://a/b/g?y\n    rfc3986  http://a/b/g?y\n    lenient  http://a/b/g?y\n');
  });
  it('demo: an RFC 3986 error with a caret under the offending character', async () => {
    const lines = (await runCLI(['demo'], noStdin)).stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('    rfc3986  ✗ RFC3986Error: Invalid character " " at index 10 in host'));
    assert.isAbove(at, 0);
    const shown = lines[at + 1];
    const caret = lines[at + 2];
    assert.strictEqual(shown.trim(), 'http://exa mple.com/');
    assert.strictEqual(caret.trim(), '^');
    assert.strictEqual(caret.indexOf('^'), shown.indexOf('http://') + 10, 'caret under index 10');
  });
  it('demo: the lenient clean-up says what it changed', async () => {
    const { stdout } = await runCLI(['demo'], noStdin);
    assert.match(stdout, /    lenient  http:\/\/example\.com\/\n +clean-up: removed the embedded whitespace " " at index 10/);
    assert.match(stdout, /    lenient  http:\/\/www\.w3\.org\/Addressing\/\n(?: +clean-up: .*\n)*? +clean-up: inserted the missing scheme "http:\/\/"/);
    assert.match(stdout, /    lenient  http:\/\/example\.com\/%7Euser\/\n +clean-up: removed the prefix "URL:"/);
  });
  it('demo: each setter of the editing sequence re-serializes href; an invalid value changes nothing', async () => {
    const { stdout } = await runCLI(['demo'], noStdin);
    const hrefs = stdout
      .split('\n')
      .filter((l) => /^    (url|strict)\.[a-zA-Z.]+(\(| =)/.test(l))
      .map((l) => l.replace(/^.*?(→|✗) /, ''));
    assert.deepEqual(hrefs, [
      'http://example.com/docs/index.html',
      'http://xn--mnchen-3ya.example/docs/index.html',
      'http://xn--mnchen-3ya.example:8080/docs/index.html',
      'http://xn--mnchen-3ya.example:8080/a%20b/c',
      'http://xn--mnchen-3ya.example:8080/a%20b/c?q=x+y%26z',
      'http://xn--mnchen-3ya.example:8080/a%20b/c?q=x+y%26z#top',
      'http://xn--mnchen-3ya.example/a%20b/c?q=x+y%26z#top',
      'http://xn--mnchen-3ya.example/a%20b/c?q=x+y%26z#top   (invalid: ignored, unchanged)',
      'RFC3986Error: Cannot set pathname to "/b/c d": Invalid character " " at index 4 in path (RFC 3986 §3.3 pchar)',
    ]);
    assert.include(stdout, 'strict.href still "http://a/b/c"');
  });
});
