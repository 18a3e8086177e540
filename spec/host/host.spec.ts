import { assert } from 'chai';
import type { ValidationError } from '../../lib/base/errors.js';
import { parseDomain, parseHost } from '../../lib/host/host.js';
import { percentDecodeString } from '../../lib/encoding/percent.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';
import { named, tagged } from '../support/validation-errors.js';

// The host parser's own validation errors as "code@index". domain-to-ASCII
// comes from the domain parser (lib/idna/uts46.ts), which also reports it for
// hosts the host parser accepts (strict ToASCII: "a_b.com", "-a.com"); it is
// kept apart as a flag, and only its presence on failures is checked here.
function run(input: string, isOpaque = false): { result: string | null; errors: string[]; domainToASCII: boolean } {
  const errors: ValidationError[] = [];
  const result = parseHost(input, isOpaque, errors);
  return {
    result,
    errors: tagged(errors).filter((e) => !e.startsWith('domain-to-ASCII@')),
    domainToASCII: named(errors).some((e) => e.code === 'domain-to-ASCII'),
  };
}

describe('host: host parser', function () {
  // [input, isOpaque, result or null, validation errors "code@index" (without domain-to-ASCII)]
  const cases: [string, boolean, string | null, string[]][] = [
    // domains
    ['example.com', false, 'example.com', []],
    ['EXAMPLE.COM', false, 'example.com', []],
    ['a-b.c-d.', false, 'a-b.c-d.', []],
    ['.', false, '.', []],
    ['a..b', false, 'a..b', []],
    ['a_b.com', false, 'a_b.com', []],
    ['!$&\'()*+,-.;=_`{}~', false, '!$&\'()*+,-.;=_`{}~', []],
    ['foo.1a', false, 'foo.1a', []],
    ['09.foo', false, '09.foo', []],
    ['foo.0xg', false, 'foo.0xg', []],
    ['1.foo', false, '1.foo', []],
    // percent-decoded before the domain parser (domain-percent-encoded)
    ['%41.com', false, 'a.com', ['domain-percent-encoded@0']],
    ['%61%62%63', false, 'abc', ['domain-percent-encoded@0']],
    ['ex%2Eample.com', false, 'ex.ample.com', ['domain-percent-encoded@2']],
    ['a%zz%2e', false, null, ['domain-percent-encoded@4']],
    // The IPv4 parser sees the decoded "0xc0.0250.01"; its positions do not
    // map back to the percent-encoded input, so they are reported at the host's start.
    ['%30%78%63%30%2e%30%32%35%30.01', false, '192.168.0.1', ['domain-percent-encoded@0', 'IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0', 'IPv4-non-decimal-part@0', 'IPv4-non-decimal-part@0']],
    ['%31.2.3.4', false, '1.2.3.4', ['domain-percent-encoded@0']],
    // forbidden domain code points, before or after decoding
    ['a b', false, null, []],
    ['a%20b', false, null, ['domain-percent-encoded@1']],
    ['a%25b', false, null, ['domain-percent-encoded@1']],
    ['a%zz', false, null, []],
    ['%', false, null, []],
    ['a%00b', false, null, ['domain-percent-encoded@1']],
    ['a%01b', false, null, ['domain-percent-encoded@1']],
    ['a%1Fb', false, null, ['domain-percent-encoded@1']],
    ['a%7Fb', false, null, ['domain-percent-encoded@1']],
    ['a\u007fb', false, null, []],
    ['a\u0001b', false, null, []],
    ['a<b', false, null, []],
    ['a>b', false, null, []],
    ['a^b', false, null, []],
    ['a|b', false, null, []],
    ['a%5Eb', false, null, ['domain-percent-encoded@1']],
    ['a%2Fb', false, null, ['domain-percent-encoded@1']],
    ['a%3Ab', false, null, ['domain-percent-encoded@1']],
    ['a%40b', false, null, ['domain-percent-encoded@1']],
    ['a%5Bb', false, null, ['domain-percent-encoded@1']],
    ['a%5C', false, null, ['domain-percent-encoded@1']],
    ['%3F', false, null, ['domain-percent-encoded@0']],
    ['%23', false, null, ['domain-percent-encoded@0']],
    // IPv4, through the "ends in a number" checker
    ['1.2.3.4', false, '1.2.3.4', []],
    ['0x7f.1', false, '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['0X7F.1', false, '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['0177.1', false, '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['2130706433', false, '127.0.0.1', ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['0x', false, '0.0.0.0', ['IPv4-too-few-parts@0', 'IPv4-non-decimal-part@0']],
    ['1.2.3.4.', false, '1.2.3.4', ['IPv4-empty-part@7']],
    ['4294967296', false, null, ['IPv4-too-few-parts@0', 'IPv4-out-of-range-part@0']],
    ['foo.09', false, null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['foo.0x', false, null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['foo.1', false, null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['foo.1.', false, null, ['IPv4-empty-part@5', 'IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['FOO.0X1F', false, null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@0']],
    ['1.2.3.4.5', false, null, ['IPv4-too-many-parts@7']],
    ['1.2.3.09', false, null, ['IPv4-non-numeric-part@6']],
    ['0..0x300', false, null, ['IPv4-too-few-parts@0', 'IPv4-non-numeric-part@2']],
    // IPv6 (error indices count the "[")
    ['[::1]', false, '[::1]', []],
    ['[0:0:0:0:0:0:0:1]', false, '[::1]', []],
    ['[1:0:0:2:0:0:0:3]', false, '[1:0:0:2::3]', []],
    ['[::FFFF:127.0.0.1]', false, '[::ffff:7f00:1]', []],
    ['[0001::]', false, '[1::]', ['IPv6-piece-leading-zero@1']],
    ['[::1', false, null, ['IPv6-unclosed@4']],
    ['[', false, null, ['IPv6-unclosed@1']],
    ['[]', false, null, ['IPv6-too-few-pieces@1']],
    ['[1:2]', false, null, ['IPv6-too-few-pieces@4']],
    ['[1::2::3]', false, null, ['IPv6-multiple-compression@6']],
    ['[::1.2.3.256]', false, null, ['IPv4-in-IPv6-out-of-range-part@11']],
    ['[::%31]', false, null, ['IPv6-invalid-code-point@3']],
    // the bracket test comes before isOpaque
    ['[::1]', true, '[::1]', []],
    ['[::1', true, null, ['IPv6-unclosed@4']],
    ['[a]', true, null, ['IPv6-too-few-pieces@2']],
    // opaque hosts: no decoding, no lowercasing, no IPv4
    ['EXAMPLE.com', true, 'EXAMPLE.com', []],
    ['%41.com', true, '%41.com', []],
    ['0x7f.1', true, '0x7f.1', []],
    ['foo.09', true, 'foo.09', []],
    ['', true, '', []],
    ['\u00e9', true, '%C3%A9', []],
    ['a b', true, null, ['host-invalid-code-point@1']],
    ['a^b', true, null, ['host-invalid-code-point@1']],
    ['a%zz', true, 'a%zz', ['invalid-URL-unit@1']],
  ];
  cases.forEach(function (c) {
    it(`${JSON.stringify(c[0])}${c[1] ? ' (opaque)' : ''} → ${c[2] === null ? 'failure' : JSON.stringify(c[2])}`, function () {
      const r = run(c[0], c[1]);
      assert.strictEqual(r.result, c[2]);
      assert.deepEqual(r.errors, c[3]);
      // A domain that fails in the domain parser reports domain-to-ASCII.
      if (c[2] === null && !c[1] && c[0].charAt(0) !== '[' && r.errors.every((e) => e.indexOf('IPv4') !== 0)) {
        assert.isTrue(r.domainToASCII, 'domain-to-ASCII reported');
      }
      // The same result when nobody collects validation errors (the fast path, where it applies).
      assert.strictEqual(parseHost(c[0], c[1]), c[2]);
    });
  });

  it('fails on the empty string when not opaque (the standard never asks)', function () {
    assert.isNull(parseHost('', false));
  });

  it('works without an error sink', function () {
    assert.strictEqual(parseHost('0x7f.1', false), '127.0.0.1');
    assert.isNull(parseHost('a b', false));
    assert.strictEqual(parseHost('[::1]', false, null), '[::1]');
  });
});

describe('host: fast path', function () {
  it('returns a lowercase letter/digit/hyphen/dot host as it is', function () {
    const samples = ['example.com', 'www.w3.org', 'a-b.c', 'localhost', 'x', 'xn', 'xn-', 'xn-a.com', 'axn--b.com', 'a.bxn--c', '1.2.3.a', 'a.b.c.d.e.f'];
    samples.forEach(function (s) {
      assert.strictEqual(parseHost(s, false), s, s);
      assert.strictEqual(parseDomain(s, null), s, s);
    });
  });

  it('gives the same result as the full path on generated inputs', function () {
    // Deterministic generator over an alphabet made to hit every branch of
    // the fast path's scan: "xn--" at and off label starts, numbers (decimal,
    // octal, "0x"), trailing dots, and a few characters that leave the fast
    // path (upper case, "%", "_").
    let seed = 0x2545f491;
    function next(n: number): number {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    }
    const pieces = ['a', 'b', 'x', 'n', '-', '--', 'xn--', 'xn--a', '.', '.', '0', '1', '9', '0x', '0X', 'f', '255', '256', 'X', 'N', '%41', '%2e', '_', 'com', 'ab', '.xn--'];
    let compared = 0;
    let fast = 0;
    for (let k = 0; k < 3000; k++) {
      let s = '';
      const len = 1 + next(8);
      for (let j = 0; j < len; j++) s += pieces[next(pieces.length)];
      // Without an error sink parseHost may take the fast path; parseDomain never does.
      const viaParseHost = parseHost(s, false);
      const viaFullPath = parseDomain(s, null);
      assert.strictEqual(viaParseHost, viaFullPath, s);
      // Collecting errors changes nothing in the result.
      const e1: ValidationError[] = [];
      assert.strictEqual(parseHost(s, false, e1), viaFullPath, s);
      if (/^[a-z0-9.-]+$/.test(s) && !/(^|\.)xn--/.test(s)) fast++;
      compared++;
    }
    assert.strictEqual(compared, 3000);
    // A good share of the inputs must actually take the fast path.
    assert.isAbove(fast, 500);
  });
});

// Hosts as the basic URL parser hands them to the host parser, taken from
// urltestdata.json: absolute special non-file URLs whose input is ASCII and
// whose host is ASCII after percent-decoding (an ASCII domain, "xn--" labels
// included, is only lowercased by the domain parser; non-ASCII ones need the
// full IDNA processing, tested with the URL class). Success
// cases check the expected hostname; failure cases are used only when the
// host is non-empty and the port valid, so the host is what fails.
interface URLTestEntry {
  input: string;
  base: string | null;
  failure?: boolean;
  hostname?: string;
}

const SPECIAL_NOT_FILE = ['http', 'https', 'ws', 'wss', 'ftp'];

function extractHost(entry: URLTestEntry): { host: string; portValid: boolean } | null {
  let s = entry.input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (/[^\u0000-\u007f]/.test(s)) return null;
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(s);
  if (m === null || SPECIAL_NOT_FILE.indexOf(m[1].toLowerCase()) < 0) return null;
  s = s.slice(m[0].length);
  let k = 0;
  while (s.charAt(k) === '/' || s.charAt(k) === '\\') k++;
  // With fewer than two slashes, a base of the same scheme makes it relative.
  if (k < 2 && entry.base !== null) return null;
  s = s.slice(k);
  const authorityEnd = s.search(/[/\\?#]/);
  const authority = authorityEnd < 0 ? s : s.slice(0, authorityEnd);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  let inBrackets = false;
  let end = 0;
  for (; end < hostPort.length; end++) {
    const c = hostPort.charAt(end);
    if (c === '[') inBrackets = true;
    else if (c === ']') inBrackets = false;
    else if (c === ':' && !inBrackets) break;
  }
  const host = hostPort.slice(0, end);
  const port = hostPort.slice(end + 1);
  const portValid = end === hostPort.length || port === '' || (/^[0-9]+$/.test(port) && parseInt(port, 10) <= 65535);
  if (host === '') return null;
  const decoded = percentDecodeString(host);
  if (/[^\u0000-\u007f]/.test(decoded)) return null;
  return { host, portValid };
}

describe('host: urltestdata.json hosts through parseHost', function () {
  const SUITE = 'host: urltestdata.json hosts through parseHost';
  const data = readFixture<(string | URLTestEntry)[]>('wpt/urltestdata.json');
  let count = 0;
  data.forEach(function (entry) {
    if (typeof entry === 'string') return;
    const x = extractHost(entry);
    if (x === null) return;
    if (entry.failure === true) {
      if (!x.portValid) return;
      count++;
      caseIt(SUITE, `${JSON.stringify(x.host)} fails (${JSON.stringify(entry.input)})`, function () {
        assert.isNull(parseHost(x.host, false));
      });
    } else if (typeof entry.hostname === 'string') {
      const expected = entry.hostname;
      count++;
      caseIt(SUITE, `${JSON.stringify(x.host)} → ${JSON.stringify(expected)} (${JSON.stringify(entry.input)})`, function () {
        assert.strictEqual(parseHost(x.host, false), expected);
      });
    }
  });
  it(`takes a few hundred cases from the fixture (${count})`, function () {
    assert.isAbove(count, 200);
  });
});
