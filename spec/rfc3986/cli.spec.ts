// Tests of lib/cli/rfc3986.ts (the resolve, normalize and validate commands).
import { assert } from 'chai';
import { resolveCommand, normalizeCommand, validateCommand } from '../../lib/cli/rfc3986.js';
import { runCLI } from '../../lib/cli/run.js';

const io = { readStdin: (): Promise<string> => Promise.resolve('') };

describe('RFC 3986 CLI commands', function () {
  it('resolve prints the target URI (strict by default)', function () {
    assert.deepEqual(resolveCommand('../g', 'http://a/b/c/d;p?q'), { stdout: 'http://a/b/g\n', stderr: '', exitCode: 0 });
    assert.strictEqual(resolveCommand('http:g', 'http://a/b/c/d;p?q').stdout, 'http:g\n');
    assert.strictEqual(resolveCommand('http:g', 'http://a/b/c/d;p?q', { backwardCompatible: true }).stdout, 'http://a/b/c/g\n');
  });
  it('resolve reports an invalid reference or base with a caret', function () {
    const r = resolveCommand('a b', 'http://a/');
    assert.strictEqual(r.exitCode, 1);
    assert.strictEqual(r.stdout, '');
    assert.strictEqual(r.stderr, 'polyurl resolve: Invalid character " " at index 1 in path (RFC 3986 §3.3 pchar)\n  reference a b\n             ^\n');
    const b = resolveCommand('g', 'http://a b/');
    assert.strictEqual(b.exitCode, 1);
    assert.match(b.stderr, /index 8 in host/);
    assert.strictEqual(resolveCommand('g', '/relative').exitCode, 1);
  });
  it('normalize prints the §6.2.2 + §6.2.3 normal form', function () {
    assert.deepEqual(normalizeCommand('eXAMPLE://a/./b/../b/%63/%7bfoo%7d'), { stdout: 'example://a/b/c/%7Bfoo%7D\n', stderr: '', exitCode: 0 });
    assert.strictEqual(normalizeCommand('HTTP://www.EXAMPLE.com:80').stdout, 'http://www.example.com/\n');
    assert.strictEqual(normalizeCommand('http://a/ b').exitCode, 1);
  });
  it('validate prints the error with a caret under the offending character', function () {
    const r = validateCommand('http://a/b/c d');
    assert.strictEqual(r.exitCode, 1);
    assert.strictEqual(r.stderr, 'polyurl validate: Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar)\n  http://a/b/c d\n              ^\n');
  });
  it('validate keeps the caret in place after controls and astral characters', function () {
    const r = validateCommand('x:\t\u{1F600}[');
    const lines = r.stderr.split('\n');
    assert.strictEqual(lines[1], '  x:\u2409\u{1F600}[');
    assert.strictEqual(lines[2], '  ' + '  ' + '^'); // the tab is the first offending character
    const r2 = validateCommand('http://h/\u{1F600}');
    assert.strictEqual(r2.stderr.split('\n')[2], '           ^');
  });
  it('validate accepts URIs and relative references and shows their components', function () {
    const a = validateCommand('http://[::1]:80/p?#');
    assert.strictEqual(a.exitCode, 0);
    assert.match(a.stdout, /^valid URI/);
    assert.match(a.stdout, /host kind "ipv6"/);
    assert.match(a.stdout, /query {5}""/);
    assert.match(a.stdout, /fragment {2}""/);
    const b = validateCommand('../x');
    assert.strictEqual(b.exitCode, 0);
    assert.match(b.stdout, /^valid relative reference/);
    assert.match(b.stdout, /scheme {4}\(absent\)/);
  });
  it('polyurl validate --iri reads RFC 3987 IRIs', async function () {
    const r = await runCLI(['validate', '--iri', 'https://例え.テスト/Москва?ü'], io);
    assert.strictEqual(r.exitCode, 0, r.stderr);
    assert.match(r.stdout, /^valid IRI \(RFC 3987\)\n/);
    assert.match(r.stdout, /host {6}"例え.テスト"/);
    assert.match(r.stdout, /path {6}"\/Москва"/);
    const plain = await runCLI(['validate', 'https://例え.テスト/'], io);
    assert.strictEqual(plain.exitCode, 1);
    assert.strictEqual(plain.stderr, 'polyurl validate: Invalid character "例" at index 8 in host (RFC 3986 §3.2.2 reg-name)\n  https://例え.テスト/\n          ^\n');
    const bad = await runCLI(['validate', '--iri', 'http://h/\ue000'], io);
    assert.strictEqual(bad.exitCode, 1);
    assert.match(bad.stderr, /^polyurl validate: Invalid character "\ue000" at index 9 in path: private use is for the query only \(RFC 3987 §2\.2 iprivate\)\n/);
    assert.strictEqual(validateCommand('ä/b', { iri: true }).stdout.split('\n')[0], 'valid relative reference (RFC 3987)');
  });
  it('normalize --iri and resolve --iri take IRIs too', async function () {
    assert.strictEqual((await runCLI(['normalize', '--iri', 'HTTP://例:80/a/../%C3%B6'], io)).stdout, 'http://例/ö\n');
    assert.strictEqual(normalizeCommand('HTTP://h/%C3%B6').stdout, 'http://h/%C3%B6\n');
    assert.strictEqual((await runCLI(['resolve', '../ö', '--base', 'http://例/a/b', '--iri'], io)).stdout, 'http://例/ö\n');
    assert.strictEqual((await runCLI(['resolve', '../ö', '--base', 'http://例/a/b'], io)).exitCode, 1);
  });
  it('the commands report a thrown RFC3986Error as before: exit 1, caret, no stdout', function () {
    const r = normalizeCommand('a b');
    assert.deepEqual(r, { stdout: '', stderr: 'polyurl normalize: Invalid character " " at index 1 in path (RFC 3986 §3.3 pchar)\n  a b\n   ^\n', exitCode: 1 });
  });
});
