// `polyurl extract` as a function: one JSON line per URL with its position.
import { assert } from 'chai';
import { extractCommand } from '../../lib/cli/extract.js';

function lines(stdout: string): { href: string; raw: string; start: number; end: number; line: number; column: number }[] {
  return stdout
    .split('\n')
    .filter(function (l) {
      return l !== '';
    })
    .map(function (l) {
      return JSON.parse(l);
    });
}

describe('cli/extract: polyurl extract', function () {
  it('prints one JSON line per URL, with index, line and column', function () {
    const text = 'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\nbut you can probably pick it up from <ftp://foo.example.\ncom/rfc/>.';
    const r = extractCommand(text, {});
    assert.strictEqual(r.exitCode, 0);
    assert.strictEqual(r.stderr, '');
    assert.deepEqual(lines(r.stdout), [
      { href: 'http://www.w3.org/Addressing/', raw: 'http://www.w3.org/Addressing/', start: 28, end: 57, line: 1, column: 29 },
      { href: 'ftp://foo.example.com/rfc/', raw: 'ftp://foo.example.\ncom/rfc/', start: 98, end: 125, line: 2, column: 39 },
    ]);
  });
  it('counts CRLF and CR line ends once', function () {
    const r = extractCommand('a\r\nb\rc\n http://x.example/', {});
    assert.deepEqual([lines(r.stdout)[0].line, lines(r.stdout)[0].column], [4, 2]);
  });
  it('exits 1 when nothing is found', function () {
    assert.deepEqual(extractCommand('no links here', {}), { stdout: '', stderr: '', exitCode: 1 });
  });
  it('--limit, as a number or as typed', function () {
    const text = 'http://a.example/ http://b.example/ http://c.example/';
    assert.strictEqual(lines(extractCommand(text, { limit: 2 }).stdout).length, 2);
    assert.strictEqual(lines(extractCommand(text, { limit: '1' }).stdout).length, 1);
  });
  it('--default-scheme', function () {
    assert.strictEqual(lines(extractCommand('www.example.com', { defaultScheme: 'https' }).stdout)[0].href, 'https://www.example.com/');
  });
  it('--bare: bare domains and addresses too', function () {
    const text = 'mail name@example.org or see example.org/x.';
    assert.strictEqual(extractCommand(text, {}).exitCode, 1);
    const r = extractCommand(text, { bare: true });
    assert.deepEqual(
      lines(r.stdout).map(function (l) {
        return l.href;
      }),
      ['mailto:name@example.org', 'http://example.org/x'],
    );
  });
  it('exits 2 with a message for a bad option', function () {
    const a = extractCommand('x', { limit: 'ten' });
    assert.strictEqual(a.exitCode, 2);
    assert.match(a.stderr, /^polyurl extract: --limit/);
    const b = extractCommand('x', { limit: -1 });
    assert.strictEqual(b.exitCode, 2);
    const c = extractCommand('x', { defaultScheme: '1x' });
    assert.strictEqual(c.exitCode, 2);
    assert.match(c.stderr, /defaultScheme/);
  });
});
