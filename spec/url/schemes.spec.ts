// lib/url/schemes.ts: the scheme and port helpers of the state machine.
import { assert } from 'chai';
import { asciiDigitsEnd } from '../../lib/base/infra.js';
import { defaultPort, isSpecialScheme, portValue, schemeCharsEnd, schemeColon, schemeOfHref, specialSchemeAt } from '../../lib/url/schemes.js';

describe('whatwg/schemes: special schemes, default ports, port digits', function () {
  it('isSpecialScheme and defaultPort follow the standard\'s table', function () {
    const table: Array<[string, number | null]> = [['ftp', 21], ['file', null], ['http', 80], ['https', 443], ['ws', 80], ['wss', 443]];
    for (let i = 0; i < table.length; i++) {
      assert.isTrue(isSpecialScheme(table[i][0]), table[i][0]);
      assert.strictEqual(defaultPort(table[i][0]), table[i][1], table[i][0]);
    }
    const others = ['', 'HTTP', 'htt', 'httpx', 'blob', 'data', 'node', 'ftps', 'w', 'files'];
    for (let i = 0; i < others.length; i++) {
      assert.isFalse(isSpecialScheme(others[i]), others[i]);
      assert.isNull(defaultPort(others[i]), others[i]);
    }
  });

  it('specialSchemeAt finds a lower-case special scheme at the start, and nothing else', function () {
    assert.strictEqual(specialSchemeAt('https://a/', 5), 'https');
    assert.strictEqual(specialSchemeAt('http://a/', 4), 'http');
    assert.strictEqual(specialSchemeAt('file:///', 4), 'file');
    assert.strictEqual(specialSchemeAt('ftp://a', 3), 'ftp');
    assert.strictEqual(specialSchemeAt('wss://a', 3), 'wss');
    assert.strictEqual(specialSchemeAt('ws://a', 2), 'ws');
    // Same length as a special scheme, another first letter ("is" is not "ws", "xttps" not "https").
    for (const [s, end] of [['hxxps://a', 5], ['HTTP://a', 4], ['fish:x', 4], ['wsx:', 3], ['w:', 1], ['blob:x', 4], ['httpsx:', 6], ['is:x', 2], ['xttps:', 5], ['gtp:', 3], ['xss:', 3], ['mttp:', 4], ['gile:', 4]] as Array<[string, number]>) {
      assert.isNull(specialSchemeAt(s, end), s);
    }
    assert.strictEqual(schemeOfHref('https://a/', 6), 'https');
    assert.strictEqual(schemeOfHref('node:fs', 5), 'node');
  });

  it('schemeCharsEnd stops at the first code point that is not a scheme code point', function () {
    assert.strictEqual(schemeCharsEnd('a+b-c.d1:x', 0, 10), 8);
    assert.strictEqual(schemeCharsEnd('ab_c:', 0, 5), 2);
    assert.strictEqual(schemeCharsEnd('abc', 1, 2), 2);
  });

  it('schemeColon gives the ":" that ends a scheme starting at start, or -1', function () {
    assert.strictEqual(schemeColon('a+b-c.d1:x', 0, 10), 8);
    assert.strictEqual(schemeColon('x mailto:a', 2, 10), 8);
    assert.strictEqual(schemeColon('ab_c:', 0, 5), -1);
    assert.strictEqual(schemeColon('1ab:', 0, 4), -1);
    assert.strictEqual(schemeColon('abc:', 0, 3), -1);
    assert.strictEqual(schemeColon('', 0, 0), -1);
  });

  it('asciiDigitsEnd finds where the digits stop and portValue reads them, knowing only "too large" past 65535', function () {
    assert.strictEqual(asciiDigitsEnd('h:8080/x', 2, 8), 6);
    assert.strictEqual(portValue('h:8080/x', 2, 6), 8080);
    assert.strictEqual(asciiDigitsEnd(':00021', 1, 6), 6);
    assert.strictEqual(portValue(':00021', 1, 6), 21);
    assert.strictEqual(asciiDigitsEnd(':/', 1, 2), 1);
    assert.strictEqual(portValue(':/', 1, 1), 0);
    assert.strictEqual(asciiDigitsEnd('8080', 0, 2), 2);
    assert.strictEqual(portValue('65535', 0, 5), 65535);
    assert.isAbove(portValue('65536', 0, 5), 65535);
    assert.isAbove(portValue('99999999999999999999', 0, 20), 65535);
  });

});
