// Correctness of the speed work (no timing here): each shortcut gives
// exactly what the general path gives.
// - lib/url/simple.ts: the simple-URL readers against the state machine
//   (href, every offset, and the record rebuilt from them), on every
//   urltestdata input and on generated inputs aimed at their edges, with and
//   without a base;
// - recordFromHrefOffsets (the URL keeps no record): the inverse of the
//   serializer on every WPT URL, before and after every WPT setter case;
// - originFromHrefOffsets against serializeOrigin.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import { readFixture, urlTestCases } from '../support/fixtures.js';
import { prng } from '../support/prng.js';
import { components } from '../support/invariants.js';
import type { URLRecord } from '../../lib/url/record.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import { cloneRecord } from '../../lib/url/record.js';
import { checkInvariants } from '../../lib/url/href-offsets.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { recordFromHrefOffsets, replaceQuery, serializeURL } from '../../lib/url/serializer.js';
import { originFromHrefOffsets, serializeOrigin } from '../../lib/url/origin.js';
import { parseSimpleURL, parseSimpleRecord, setSimpleURLs } from '../../lib/url/simple.js';
import * as setters from '../../lib/url/setters.js';
import { stateOf } from '../../lib/api/url-standard.js';

function serialized(rec: URLRecord): HrefOffsets {
  const out = {} as HrefOffsets;
  serializeURL(rec, out);
  return out;
}

/** The general path's answer: the record and its serialization, or null. */
function slow(input: string): { rec: URLRecord; comps: HrefOffsets } | null {
  setSimpleURLs(false);
  try {
    const rec = basicURLParse(input, null);
    return rec === null ? null : { rec, comps: serialized(rec) };
  } finally {
    setSimpleURLs(true);
  }
}

/** Checks the simple-URL readers on `input`; returns whether the verbatim reader took it. */
function checkSimple(input: string): boolean {
  const expected = slow(input);
  const out = {} as HrefOffsets;
  const took = parseSimpleURL(input, out);
  const rec = parseSimpleRecord(input);
  assert.strictEqual(rec !== null, took, `parseSimpleRecord and parseSimpleURL disagree on ${JSON.stringify(input)}`);
  if (took) {
    assert.isNotNull(expected, `verbatim reader accepted ${JSON.stringify(input)}, a failure`);
    const e = expected as { rec: URLRecord; comps: HrefOffsets };
    assert.strictEqual(components(out), components(e.comps), JSON.stringify(input));
    assert.deepEqual(recordFromHrefOffsets(out), e.rec, JSON.stringify(input));
    assert.deepEqual(rec, e.rec, JSON.stringify(input));
    assert.isNull(checkInvariants(out), JSON.stringify(input));
  }
  // Through the class: same href and offsets whichever path ran.
  let viaClass: string | null = null;
  try {
    viaClass = components(stateOf(new URL(input)) as HrefOffsets);
  } catch (e) {
    assert.instanceOf(e, TypeError);
  }
  assert.strictEqual(viaClass, expected === null ? null : components(expected.comps), JSON.stringify(input));
  return took;
}

describe('url/simple: the verbatim reader agrees with the state machine', function () {
  it('on every urltestdata input without a base', function () {
    const cases = urlTestCases();
    let taken = 0;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      if (c.base != null) continue;
      if (checkSimple(c.input)) taken++;
    }
    assert.isAbove(taken, 10, 'the verbatim reader should take some WPT inputs');
  });

  it('on typical URLs, which it takes', function () {
    const typical = [
      'https://example.com/', 'http://www.example.org/a/b.html?x=1&y=2#top', 'https://EXAMPLE.com/x',
      'http://example.com', 'http://example.com:80/', 'http://example.com:8080', 'https://a.b:0443/', 'ws://h:80',
      'wss://h/p', 'ftp://ftp.example.net:21/pub', 'file:///usr/bin', 'file://localhost/etc', 'file://LocalHost',
      'file://host/share', 'file://', 'node:url', 'mailto:someone@example.com', 'javascript:void(0)',
      'data:text/plain,hello world', 'urn:isbn:0451450523', 'https://a.b/.well-known/x', 'https://a.b/..x/.y.',
      'https://example.com.', 'https://a_b.example/', 'http://h/p?q=a/b?c#f?g#h', 'sc:a b?c#d', 'http://x.y/?',
      'http://x.y/#', 'http://X.Y:00/', 'http://x.y:65535/',
      'http://[::1]/', 'https://[2001:db8::1]:8443/a?b#c', 'ws://[::ffff:192.0.2.1]', 'http://[2001:DB8:0:0:0:0:0:1]/x', 'file://[::1]/x', 'http://127.0.0.1/', 'https://0x7f.1:443/x', 'http://1.2.3.4.',
      'http://a..', 'http://.', 'file://127.1/x',
    ];
    for (let i = 0; i < typical.length; i++) {
      assert.isTrue(checkSimple(typical[i]), `should be taken: ${typical[i]}`);
    }
    // Punycode labels go to the state machine (see simpleAuthority: the
    // verbatim reader calling the host parser for them slowed later URLs).
    const punycode = ['https://xn--mnchen-3ya.de/', 'http://XN--Bcher-kva.example/x?y', 'http://www.xn--caf-dma.fr:8080/p', 'ws://a.xn--p1ai', 'file://xn--e1afmkfd.xn--p1ai/x'];
    for (let i = 0; i < punycode.length; i++) {
      assert.isFalse(checkSimple(punycode[i]), `should be declined: ${punycode[i]}`);
    }
  });

  it('on Punycode labels the host parser rejects, or maps', function () {
    const inputs = [
      'http://xn--/', 'http://xn--a/', 'http://xn--a-.com/', 'http://xn--zz-zz.com/', 'http://a.xn--1234567/', 'https://xn--ls8h/',
      'http://xn--nxasmq6b.com/', 'http://xn--mnchen-3ya.xn--mnchen-3ya/', 'http://xn--MNCHEN-3YA.de/', 'http://xn--ab--c.de/',
      'http://xn--a.b.c/', 'file://xn--a/', 'http://xn--53h.example/', 'http://xn--1ch.example/', 'http://xn--ssa.de/',
    ];
    for (let i = 0; i < inputs.length; i++) checkSimple(inputs[i]);
  });

  it('on generated inputs', function () {
    const random = prng(0x2545f491);
    function pick(list: string[]): string {
      return list[Math.floor(random() * list.length)];
    }
    const schemes = ['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:', 'HTTP:', 'Https:', 'foo:', 'sc:', 'data:', 'h:', 'http', 'httpx:', 'fil:', ''];
    const afterScheme = ['//', '//', '//', '/', '', '\\\\', '///', '//u@', '//u:p@', '/.//'];
    const hosts = [
      'a.b', 'example.com', 'Example.COM', 'xn--a', 'XN--a.b', 'a.xn--b', 'a.Xn--nxasmq6b', 'axn--b', '1.2.3', '0x1.a', 'a.0x1',
      'a.1', '1a.b', 'a.b1', 'A.com', 'a_b', 'é.com', '[::1]', 'localhost', 'LOCALHOST', 'localhost.', 'C:', 'C|', 'c', '',
      '[::1]', '[1:2:3:4:5:6:7:8]', '[1::2::3]', '[::FFFF:1.2.3.4]', '[::1.2.3]', '[g::1]', '[::1', '::1]', '[]', '[0:0::0:0]', 'a%41', 'a b', 'a\tb', '-a.b-', 'a..b', 'a..', '.', '..', '.a', 'a.', 'a.b.', '0', '09', 'a!b', 'a*b', 'ß.de',
    ];
    const ports = ['', '', '', ':80', ':443', ':21', ':0', ':00', ':0080', ':65535', ':65536', ':99999999', ':', ':8a', ':008', ':1'];
    const pieces = [
      '/', '/', '/a', '/a', '/.', '/..', '/%2e', '/%2E%2e', '/.%2e', '/a%2eb', '/.a', '/..a', '/a.', '/a b', '/é', '/%zz', '/C|', '/C:', '/c:', '/c|x',
      '?', '#', '?a=b', "?'", '?"', '#`', '# ', ' ', '\t', '\n', '\\', '\u0001', '\u007f', '\ud83d\ude00', '\ud800', '^', '{', '}', '|', '@', ':',
      '%', '%2', '%20', '<', '>', '~', '[', ']', '?/.', '#/..', "'", '`', '"',
    ];
    let taken = 0;
    for (let k = 0; k < 6000; k++) {
      let input = pick(schemes) + pick(afterScheme) + pick(hosts) + pick(ports);
      const count = Math.floor(random() * 6);
      for (let j = 0; j < count; j++) input += pick(pieces);
      const r = random();
      if (r < 0.03) input = ' ' + input;
      else if (r < 0.06) input += ' ';
      if (checkSimple(input)) taken++;
    }
    assert.isAbove(taken, 200, 'the generator should reach the verbatim reader often');
  });
});

describe('url/simple: the record rebuilt from href and offsets (recordFromHrefOffsets)', function () {
  it('is the parsed record for every urltestdata URL', function () {
    const cases = urlTestCases();
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const base = c.base == null ? null : basicURLParse(c.base, null);
      const rec = basicURLParse(c.input, base);
      if (rec === null) continue;
      assert.deepEqual(recordFromHrefOffsets(serialized(rec)), rec, JSON.stringify(c));
    }
  });

  it('is the record before and after every setters_tests case', function () {
    type SetterCase = { href: string; new_value: string };
    const all = readFixture<{ [name: string]: SetterCase[] | string[] }>('wpt/setters_tests.json');
    const fns: { [name: string]: (r: URLRecord, v: string) => unknown } = {
      protocol: setters.setProtocol, username: setters.setUsername, password: setters.setPassword,
      host: setters.setHost, hostname: setters.setHostname, port: setters.setPort,
      pathname: setters.setPathname, search: setters.setSearch, hash: setters.setHash,
    };
    let n = 0;
    for (const name in all) {
      if (fns[name] === undefined) continue;
      const list = all[name] as SetterCase[];
      for (let i = 0; i < list.length; i++) {
        const rec = basicURLParse(list[i].href, null);
        if (rec === null) continue;
        assert.deepEqual(recordFromHrefOffsets(serialized(rec)), rec, list[i].href);
        const copy = cloneRecord(rec);
        fns[name](copy, list[i].new_value);
        assert.deepEqual(recordFromHrefOffsets(serialized(copy)), copy, `${name} = ${JSON.stringify(list[i].new_value)} on ${list[i].href}`);
        n++;
      }
    }
    assert.isAbove(n, 200);
  });
});

describe('url/simple: the origin from href and offsets (originFromHrefOffsets)', function () {
  it('is serializeOrigin for every urltestdata URL', function () {
    const cases = urlTestCases();
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const base = c.base == null ? null : basicURLParse(c.base, null);
      const rec = basicURLParse(c.input, base);
      if (rec === null) continue;
      const o = originFromHrefOffsets(serialized(rec));
      assert.strictEqual(o === null ? serializeOrigin(rec) : o, serializeOrigin(rec), JSON.stringify(c));
      if (o === null) assert.strictEqual(rec.scheme, 'blob');
    }
  });
});

describe('url/simple: the origin and the scheme of schemes that look like special ones', function () {
  it('gives serializeOrigin and the record for schemes of a special scheme\'s length with another letter', function () {
    const inputs = [
      'is:x', 'is://h/p', 'xs://h', 'gs:/a', 'xss://h/', 'gtp://h:21/', 'xtp:y', 'mttp://h/', 'gile:///a', 'xttps://h/p?q',
      'bttps://h', 'wss://h/', 'ftp://h/', 'file:///x', 'http://h:80/', 'https://h:443/', 'ws://h', 'blob:https://h/p', 'blob:x',
      'blib:https://h/', 'clob:https://h/',
    ];
    for (let i = 0; i < inputs.length; i++) {
      const rec = basicURLParse(inputs[i], null) as URLRecord;
      assert.isNotNull(rec, inputs[i]);
      const comps = serialized(rec);
      const o = originFromHrefOffsets(comps);
      assert.strictEqual(o === null ? serializeOrigin(rec) : o, serializeOrigin(rec), inputs[i]);
      assert.deepEqual(recordFromHrefOffsets(comps), rec, inputs[i]);
      const u = new URL(inputs[i]);
      assert.strictEqual(u.origin, serializeOrigin(rec), inputs[i]);
      assert.strictEqual(u.protocol, rec.scheme + ':', inputs[i]);
    }
  });
});

describe('url/simple: basicURLParse against a base, simple-URL readers on and off', function () {
  function both(input: string, base: URLRecord | null): [string, string] {
    setSimpleURLs(true);
    try {
      const simple = basicURLParse(input, base);
      setSimpleURLs(false);
      const slow = basicURLParse(input, base);
      return [JSON.stringify(simple), JSON.stringify(slow)];
    } finally {
      setSimpleURLs(true);
    }
  }

  it('agrees with the segment loop on generated references against various bases', function () {
    const random = prng(0x1b873593);
    function pick(list: string[]): string {
      return list[Math.floor(random() * list.length)];
    }
    const bases = [
      'http://example.com/a/b/c?q#f', 'https://h/', 'http://h', 'sc://h/a/b', 'sc:/a/b', 'sc:/', 'file:///C:/a/b',
      'file://host/a/b', 'ws://h:81/x/', 'sc://h', 'http://h/a%2e/b',
    ];
    const starts = ['', '', '/', '//h2', '//h2/', './', '../', '.', '..', '?', '#', 'x:', 'C|', 'c:', '\\'];
    const pieces = [
      'a', 'b', 'index.html', '/', '/', '.', '..', '%2e', '%2E', '.a', 'a.', ' ', '\t', '\\', 'é', '%41', '?x', '#y',
      '?', '#', '|', '{', '^', '`', '"', "'", '<', ':', '@', '~', '%', '\ud83d\ude00',
    ];
    for (let k = 0; k < 6000; k++) {
      let input = pick(starts);
      const count = Math.floor(random() * 7);
      for (let j = 0; j < count; j++) input += pick(pieces);
      const base = basicURLParse(pick(bases), null);
      const [simple, slow] = both(input, base);
      assert.strictEqual(simple, slow, `${JSON.stringify(input)} against ${JSON.stringify(base)}`);
    }
  });
});

describe('url/simple: the URLSearchParams write-back on href and offsets (replaceQuery)', function () {
  it('gives the serialization of the record with the new query, for every urltestdata URL', function () {
    const cases = urlTestCases();
    const queries: Array<string | null> = [null, '', 'a=b', 'x=%20&y=1', '?'];
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const base = c.base == null ? null : basicURLParse(c.base, null);
      const rec = basicURLParse(c.input, base);
      if (rec === null) continue;
      for (let k = 0; k < queries.length; k++) {
        const out = serialized(rec);
        replaceQuery(out, queries[k]);
        const copy = cloneRecord(rec);
        copy.query = queries[k];
        assert.strictEqual(components(out), components(serialized(copy)), `${JSON.stringify(c.input)} with query ${JSON.stringify(queries[k])}`);
        assert.isNull(checkInvariants(out));
      }
    }
  });
});

describe('url/simple: the verbatim reader with a base (resolution)', function () {
  function viaClass(input: string, base: string): string | null {
    try {
      return components(stateOf(new URL(input, base)) as HrefOffsets);
    } catch (e) {
      assert.instanceOf(e, TypeError);
      return null;
    }
  }
  function check(input: string, base: string): boolean {
    const out = {} as HrefOffsets;
    const took = parseSimpleURL(input, out, base);
    const simple = viaClass(input, base);
    setSimpleURLs(false);
    let slow: string | null;
    try {
      slow = viaClass(input, base);
    } finally {
      setSimpleURLs(true);
    }
    const what = `${JSON.stringify(input)} against ${JSON.stringify(base)}`;
    assert.strictEqual(simple, slow, what);
    if (took) {
      assert.strictEqual(components(out), slow, what);
      const rec = basicURLParse(input, basicURLParse(base, null));
      assert.deepEqual(recordFromHrefOffsets(out), rec, what);
    }
    return took;
  }

  it('agrees with the state machine on every urltestdata input with a base', function () {
    const cases = urlTestCases();
    let taken = 0;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      if (c.base == null) continue;
      if (check(c.input, c.base)) taken++;
    }
    assert.isAbove(taken, 10);
  });

  it('takes simple references, leading dot segments included', function () {
    const bases = ['http://example.com/a/b/c?q#f', 'https://h/', 'http://h:8080/x/y.html', 'file:///usr/lib/node/x.js', 'ws://h/a/'];
    const refs = [
      '', 'd', 'd/e.html?x=1#y', '/p/q', '?k=v', '#frag', '//other.example/p', '../x', './x', '../../x/y?z', '..', '.', '../',
      './', '../../../../x', '.././x', './../x#f', 'https://e.example/a', 'x/y/', '/../x', '/./x?q',
      // dot segments after other segments: resolved segment by segment
      'a/../x', 'a/./x', 'x/..', './a/../b?x=1', 'a/b/../../../c', '/a/./b/../c/.', 'a//../b', 'a/..#f',
      // empty segments removed by "..", one the reference added and one of base's
      './/..', './/../x', '/a//..', 'a//..', '/.//..?q', '..//../..', 'a/b//../../x/./', '../a/./b/..#f',
    ];
    for (let i = 0; i < bases.length; i++) {
      for (let k = 0; k < refs.length; k++) assert.isTrue(check(refs[k], bases[i]), `should be taken: ${JSON.stringify(refs[k])} against ${bases[i]}`);
    }
    // A "%2e" (any case) or a "\\" is the state machine's.
    const declined = ['%2e%2e/x', '.%2E/x', '..\\x', 'a/%2e/x'];
    for (let k = 0; k < declined.length; k++) assert.isFalse(check(declined[k], bases[0]), `should be declined: ${declined[k]}`);
  });

  it('reads base only as far as the reference needs it', function () {
    // Base's path, query or fragment would be changed by the state machine
    // (dot segments, code points to percent-encode, tabs, "\\", trailing
    // spaces): taken when the reference replaces what would change.
    const cases: Array<[string, string[]]> = [
      ['http://h/a/./b/../c d?é#\t', ['/x', '//h2/y?z', 'https://e.example/', 'ftp://f/']],
      ['https://h:443/a\\b/c', ['/x', '//h2/']],
      ['http://h/a/b?q=é#f', ['/x', '?k', 'x/../y', 'c']],
      ['http://h/a/b?q#é ', ['/x', '?k', 'y', '#g', '']],
      ['file:///a/%2e/b\tc', ['/x', '//h/y', 'http://h/']],
      ['http://h/a\u0000', ['/x', 'ws://w']],
      // IPv4 hosts (the host parser's), slashes that a special authority ignores
      ['http://192.168.0.1:8080/a/b', ['/x', 'c', '//10.0.0.1/', '///h/p', '////h:81/p?q', 'http://0x7f.1/', 'https://1.2.3/']],
      ['https://h/a', ['///Users/x/y.js', '//127.0.0.1', '//h2.example./']],
      ['file:///a/b', ['//127.0.0.1/x', '///x', '//0x7f.1/', 'file://10.1/y']],
    ];
    for (let i = 0; i < cases.length; i++) {
      const refs = cases[i][1];
      for (let k = 0; k < refs.length; k++) assert.isTrue(check(refs[k], cases[i][0]), `should be taken: ${JSON.stringify(refs[k])} against ${JSON.stringify(cases[i][0])}`);
    }
    // Those that read it go to the state machine; an invalid base fails whatever the reference.
    const declined: Array<[string, string]> = [
      ['d', 'http://h/a/./b/../c'], ['?k', 'http://h/a b/c'], ['#g', 'http://h/a?q é'], ['', 'http://h/a?q é'],
      ['x', 'http://h/a\\b/c'], ['/x', 'file://h:80/a'], ['https://e.example/', 'http://h:65536/'],
      ['/x', 'http://1.2.3.256/a'],
      // Punycode labels in base or reference (see simpleAuthority).
      ['/x', 'https://xn--mnchen-3ya.de/a/b?q#f'], ['//xn--bcher-kva.example/', 'https://h/a'], ['http://XN--caf-dma.fr/', 'https://h/a'],
    ];
    for (let k = 0; k < declined.length; k++) assert.isFalse(check(declined[k][0], declined[k][1]), `should be declined: ${JSON.stringify(declined[k])}`);
    // Punycode labels in base or reference: whatever the host parser says of them.
    const hosts = ['xn--a', 'xn--', 'xn--a-.com', 'xn--1ug', 'XN--MNCHEN-3YA.de', 'xn--53h.example', 'a.xn--ssa', 'xn--ab--c.de'];
    for (let k = 0; k < hosts.length; k++) {
      check('/x', 'http://' + hosts[k] + '/a');
      check('//' + hosts[k] + '/y', 'https://h/a');
      check('ws://' + hosts[k], 'https://h/a');
    }
  });

  it('agrees with the state machine on generated references', function () {
    const random = prng(0x68e31da4);
    function pick(list: string[]): string {
      return list[Math.floor(random() * list.length)];
    }
    const bases = [
      'http://example.com/a/b/c?q#f', 'https://h/', 'http://h', 'http://h/a/', 'http://h/a?', 'http://h/a#', 'http://h:8080/x/y.html',
      'ws://h/x', 'ftp://h/p/q', 'HTTP://H/A', 'http://u@h/a', 'file:///C:/a/b', 'file://host/a/b', 'sc://h/a/b', 'sc:/a/b',
      'sc:opaque', 'http://h/%2e/', 'http://h/a b', 'http://[::1]/x', 'http://1.2.3.4/x/',
      'file:///a/b', 'file:///', 'file://h/x/', 'file:///c:', 'file:///C|/a', 'file:///a/C:', 'file://localhost/a/',
      // paths, queries and fragments that the state machine changes, read or not by the reference
      'http://h/a\tb/c', 'http://h/a\\b/c?d', 'https://h/\u00e9/x?q=\u00e9#\u00e9', 'http://h/a/ ', 'http://h/./a/../b',
      'file://h:80/a', 'http://H:0080/a/b?q#f', 'file://localhost/a/./b', 'http://h/a?q#f ', 'http://h/a?q\u0000#f',
      'http://h:99999/a', 'https://h/a/%2E%2e/b', 'ws://h/a?b\\c#d\te',
    ];
    const starts = [
      '', '', '', '/', '//', '//h2', '//h2:81/z', '//u@h2/', '?', '#', '.', '..', './', '../', 'x:', 'http:', 'http:x', 'https:x',
      'HTTP://h3/', 'http://h3/p', 'sc:y', 'file://h4/', 'C|', 'c:', 'C:/', '\\', '\\\\h5', ' ', '\t', 'a', '1:', '+:x',
      '/C:', '/c|/', '//C:/', '//c|', '//localhost/', '///', '/C|', 'a/../C|', '../c:/', 'x/', './',
    ];
    const pieces = [
      'a', 'b', 'index.html', '/', '/', '.', '..', '%2e', '%2E', '.a', 'a.', ' ', '\t', '\\', 'é', '%41', '?x', '#y',
      '?', '#', '|', '{', '^', '`', '"', "'", '<', ':', '@', '~', '%', '/./', '/../', '/C:', '/c|', 'C:', '/..', '/.',
    ];
    let taken = 0;
    for (let k = 0; k < 10000; k++) {
      let input = pick(starts);
      const count = Math.floor(random() * 5);
      for (let j = 0; j < count; j++) input += pick(pieces);
      if (random() < 0.03) input += ' ';
      if (check(input, pick(bases))) taken++;
    }
    assert.isAbove(taken, 500, 'the generator should reach the verbatim reader often');
  });
});
