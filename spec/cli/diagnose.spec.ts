import { assert } from 'chai';
import { diagnoseCommand, compareCommand } from '../../lib/cli/diagnose.js';

describe('polyurl diagnose / compare (CLI commands)', function () {
  it('diagnose prints each validation error with a pointer under the input, exit 0 when it parses', function () {
    const r = diagnoseCommand('https://a.example\\@b.example');
    assert.strictEqual(r.exitCode, 0);
    assert.include(r.stdout, 'result https://a.example/@b.example');
    assert.include(r.stdout, 'warning [invalid-reverse-solidus]');
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('  https://a.example\\@b.example');
    assert.isAbove(at, 0);
    assert.strictEqual(lines[at + 1], '  ' + ' '.repeat(17) + '^');
  });

  it('diagnose exits 1 for an invalid URL and marks the failing error', function () {
    const r = diagnoseCommand('http://[::1');
    assert.strictEqual(r.exitCode, 1);
    assert.include(r.stdout, 'result invalid');
    assert.include(r.stdout, 'error [IPv6-unclosed]');
  });

  it('diagnose shows control characters as Control Pictures, one column each', function () {
    const r = diagnoseCommand('\u0001http://a/');
    assert.include(r.stdout, '  \u2401http://a/\n  ^\n');
  });

  it('diagnose --json prints the result object', function () {
    const r = diagnoseCommand('http://a b/', { json: true });
    const o = JSON.parse(r.stdout) as { href: string | null; errors: { code: string }[] };
    assert.isNull(o.href);
    assert.isAbove(o.errors.length, 0);
    assert.strictEqual(r.exitCode, 1);
  });

  it('diagnose rejects an unknown mode with a usage error (exit 2)', function () {
    const r = diagnoseCommand('http://a/', { mode: 'nope' as never });
    assert.strictEqual(r.exitCode, 2);
    assert.include(r.stderr, '--mode');
  });

  it('compare prints both readings and exits 3 on a security-relevant difference', function () {
    const r = compareCommand('http://0x7f.1/');
    assert.strictEqual(r.exitCode, 3);
    assert.include(r.stdout, 'SECURITY-RELEVANT');
    assert.include(r.stdout, '! host: WHATWG "127.0.0.1", RFC 3986 "0x7f.1"');
  });

  it('compare exits 0 when the readings agree', function () {
    const r = compareCommand('HTTP://Example.com:80/a/./b');
    assert.strictEqual(r.exitCode, 0);
    assert.include(r.stdout, 'the readings agree');
  });

  it('compare --json prints the comparison', function () {
    const r = compareCommand('/x', { base: 'http://h/', json: true });
    const o = JSON.parse(r.stdout) as { whatwg: { href: string }; differences: unknown[] };
    assert.strictEqual(o.whatwg.href, 'http://h/x');
    assert.deepEqual(o.differences, []);
  });
});
