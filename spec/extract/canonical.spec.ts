// canonicalURL: extraction's shortcut gives exactly the URL the lenient
// constructor gives (href, offsets, the record rebuilt from them, setters
// after it), or nothing; and only for hosts isMeant keeps.
import { assert } from 'chai';
import { canonicalURL } from '../../lib/extract/canonical.js';
import type { HostCache } from '../../lib/extract/canonical.js';
import { isMeant } from '../../lib/extract/meant.js';
import { createLenientMode } from '../../lib/lenient/mode.js';
import type { AnyMode } from '../../lib/api/url-state.js';
import { URL } from '../../lib/api/url.js';
import { stateOf } from '../../lib/api/url-standard.js';
import { checkInvariants } from '../../lib/url/href-offsets.js';
import { randomStrings } from './strings.js';

const LENIENT = { mode: 'lenient' as const };
const mode = createLenientMode(LENIENT) as unknown as AnyMode;
// (Every other call through one cache, shared by all: what it gives must not depend on it.)
const hosts: HostCache = new Map();
let calls = 0;
const FIELDS = ['_href', '_protocolEnd', '_usernameEnd', '_hostStart', '_hostEnd', '_portEnd', '_pathStart', '_queryStart', '_hashStart'] as const;

function constructed(s: string): URL | null {
  try {
    return new URL(s, undefined, LENIENT);
  } catch (e) {
    return null;
  }
}

/** canonicalURL(s) is null or the constructor's URL; returns whether it was taken. */
function assertSame(s: string, setters: boolean): boolean {
  const k = calls++;
  const u = canonicalURL(s, mode, (k & 1) === 0 ? null : hosts);
  if (u === null) return false;
  const v = constructed(s);
  const what = JSON.stringify(s);
  assert.isNotNull(v, `${what}: the constructor takes it too`);
  const a = stateOf(u);
  const b = stateOf(v);
  if (a === undefined || b === undefined) throw new Error('no state');
  for (const f of FIELDS) assert.strictEqual(a[f], b[f], `${f} of ${what}`);
  assert.strictEqual(a._mode, b._mode, `mode of ${what}`);
  assert.isNull(checkInvariants(a), what);
  assert.isTrue(isMeant(s), `${what}: a host extractURLs keeps`);
  assert.deepEqual(a.rec(), b.rec(), `record of ${what}`);
  if (setters) {
    const values: [keyof URL & string, string][] = [
      ['pathname', '/p q'],
      ['search', '?a=é'],
      ['hash', 'x'],
      ['host', 'EXAMPLE.org:8080'],
      ['protocol', 'https'],
      ['username', 'u'],
      ['port', '99'],
    ];
    values.forEach(function (kv) {
      (u as unknown as Record<string, string>)[kv[0]] = kv[1];
      (v as unknown as Record<string, string>)[kv[0]] = kv[1];
      assert.strictEqual(u.href, (v as URL).href, `${what} after ${kv[0]}`);
    });
    u.searchParams.append('z', 'é');
    (v as URL).searchParams.append('z', 'é');
    assert.strictEqual(u.href, (v as URL).href, `${what} after searchParams`);
  }
  return true;
}

/** Every one of `list` is taken, as the constructor reads it. */
function assertTaken(list: string[]): void {
  list.forEach(function (s) {
    assert.isTrue(assertSame(s, true), `${JSON.stringify(s)} is taken`);
  });
}

describe('text/canonical: canonicalURL', function () {
  it('takes URIs written as serialized, with the href the constructor gives', function () {
    const taken = [
      'http://example.org/',
      'https://example.org/a/b?c=d#e',
      'https://en.wikipedia.org/wiki/Fork_(software_development)?v=1',
      'ws://a.b:8080/x',
      'wss://a-b.c/',
      'ftp://foo.example.com/rfc/',
      'http://example.org',
      'https://a.b:8443',
      'http://1a.b2.c/x',
      'https://a.b/%7e/%zz',
      'https://a.b/[x]|~!$&\'()*+,;=:@',
      'https://a.b/?q=\\^`{}|',
      'https://a.b/#f#g?h',
      'http://a.b/x.y/.z/z./',
      'mailto:ops@example.org',
      'mailto:a@b.c?subject=hi#x',
    ];
    assertTaken(taken);
    assert.strictEqual((canonicalURL('http://example.org', mode, null) as URL).href, 'http://example.org/');
    assert.strictEqual((canonicalURL('https://a.b/x?y#z', mode, null) as URL).href, 'https://a.b/x?y#z');
  });

  it('takes hosts to map and characters to encode, as the WHATWG parse', function () {
    const taken = [
      'https://example.jp/パス/1',
      'https://пример.рф/путь/1',
      'https://EXAMPLE.ORG/A',
      'http://Bücher.de/ü?ü#ü',
      'http://[2001:db8::1f]:8080/status',
      'http://[::FFFF:1.2.3.4]/',
      'http://192.168.0.1/x',
      'http://a.b/^`{}',
      "https://a.b/?'",
      'https://a.b/#`',
      'https://a.b/😀',
      'http://a.b?x',
      'http://a.b#x',
      'http://A.B./',
    ];
    assertTaken(taken);
    assert.strictEqual((canonicalURL('https://пример.рф/путь', mode, null) as URL).href, 'https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C');
  });

  it('leaves to the constructor what its shortcut or the lenient repairs would read otherwise', function () {
    const declined = [
      'file:///etc/hosts', // file: localhost and drive letters
      'HTTP://a.b/', // a scheme to lower-case
      'http:/a.b/',
      'foo://a.b/',
      'http://a.b:80/', // the default port
      'https://a.b:443/x',
      'http://a.b:08080/', // a leading zero
      'http://a.b:/', // an empty port
      'http://a.b:65536/',
      'http://a.b:1x/',
      'http://a.b/./x', // dot segments
      'http://a.b/x/.',
      'http://a.b/x/..',
      'http://a.b/x..y', // ".." anywhere: the lenient repairs look at it
      'http://a.b/?x..y',
      'http://a.b/%2e/',
      'http://a.b/?%2E',
      'http://a..b/', // dots to repair
      'http://.a.b/',
      'http://a。。b/',
      'http://a\u2024\u2024b.c/', // mapped or refused by IDNA
      'http://a\ufe52\ufe52b.c/',
      'http://a。.b/', // two dots in a row (isDot), or one first
      'http://a.．b/',
      'http://。a.b/',
      'http://a.b/x。。y',
      'http://a.b/x\u3000y', // whitespace, and what the ends lose
      'http://a.b/x\u200b',
      'http://a\u00a0b.c/',
      'http://a.b/x\\y', // a path separator
      'http://a.b/x y',
      'http://a.b/x\ty',
      'http://user@a.b/', // userinfo
      'http://a_b.c/', // not a DNS name
      'http://-a.b/',
      'http://a-.b/',
      'http://[::1/',
      'http://[1:2:3]/',
      'http://a.b%41/',
      'mailto:', // no address
      'mailto:a',
      'mailto:@a',
      'mailto:/a@b',
      'mailto:a@b?x y',
      'mailto:a@b?<',
      'mailto:é@b.c',
      'MAILTO:a@b.c',
    ];
    declined.forEach(function (s) {
      assert.isNull(canonicalURL(s, mode, null), JSON.stringify(s));
      assert.isNull(canonicalURL(s, mode, hosts), JSON.stringify(s));
    });
  });

  it('gives the constructor’s URL for 40,000 strings of URL pieces, or none', function () {
    const pieces = [
      'http://',
      'https://',
      'ws://',
      'ftp://',
      'file://',
      'mailto:',
      'a',
      'b.c',
      'Z',
      'xn--',
      'é',
      'パ',
      '😀',
      '。',
      '．',
      '.',
      '..',
      '-',
      '_',
      '0',
      '9',
      ':',
      ':80',
      ':443',
      ':8080',
      '/',
      '/.',
      '/..',
      '?',
      '#',
      '%',
      '%2e',
      '%41',
      '@',
      '[',
      ']',
      '[::1]',
      '\\',
      ' ',
      '\u00a0',
      '\u200b',
      '\ufeff',
      '\u3000',
      '｡',
      "'",
      '"',
      '`',
      '^',
      '{',
      '|',
      '<',
    ];
    let taken = 0;
    randomStrings(pieces, 20000, 2, 8, 17).forEach(function (s, k) {
      if (assertSame(s, k % 16 === 0)) taken++;
    });
    // After a host of each kind, to reach the paths, queries and fragments.
    const hosts = ['http://a.bc', 'https://Ex.org', 'ws://[::1]', 'http://пример.рф', 'ftp://1.2.3.4', 'mailto:a@b'];
    const rest = ['/', '/', 'a', 'B', 'é', '😀', '?', '#', '.', '/.', '..', '%41', '%2e', "'", '"', '`', '^', '{', '|', '\\', ':', ':8080', '@', '[', ' ', '\u00a0', '\u3002'];
    randomStrings(rest, 20000, 1, 8, 91).forEach(function (s, k) {
      if (assertSame(hosts[k % hosts.length] + s, k % 16 === 0)) taken++;
    });
    // (Enough of them taken for the comparison to mean something.)
    assert.isAbove(taken, 3000);
  });
});
