// The URL setters: every case of WPT's setters_tests.json through the URL
// class (as url-setters.any.js does), with assertInvariants after each setter,
// then direct tests of lib/url/setters.ts over records.
import { assert } from 'chai';
import { URL } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';
import { assertInvariants } from '../support/invariants.js';
import type { URLRecord } from '../../lib/url/record.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { hrefOf } from '../../lib/url/serializer.js';
import * as setters from '../../lib/url/setters.js';

interface SetterCase {
  comment?: string;
  href: string;
  new_value: string;
  expected: { [getter: string]: string };
}

/** The case's name in spec/known-failures.json ("setters"). */
function setterCaseName(attribute: string, c: SetterCase): string {
  return `${attribute} = ${JSON.stringify(c.new_value)} on ${JSON.stringify(c.href)}`;
}

describe('setters_tests (WPT): URL setters', function () {
  const data = readFixture<{ [attribute: string]: SetterCase[] | string[] }>('wpt/setters_tests.json');
  const attributes = Object.keys(data);
  for (let a = 0; a < attributes.length; a++) {
    const attribute = attributes[a];
    if (attribute === 'comment') continue;
    const cases = data[attribute] as SetterCase[];
    describe(attribute, function () {
      for (let i = 0; i < cases.length; i++) {
        const c = cases[i];
        caseIt('setters', setterCaseName(attribute, c), () => {
          const url = new URL(c.href);
          (url as unknown as Record<string, string>)[attribute] = c.new_value;
          const keys = Object.keys(c.expected);
          for (let k = 0; k < keys.length; k++) {
            assert.strictEqual((url as unknown as Record<string, string>)[keys[k]], c.expected[keys[k]], keys[k]);
          }
          assertInvariants(url);
        });
      }
    });
  }
});

function rec(input: string): URLRecord {
  const r = basicURLParse(input, null);
  assert.isNotNull(r, input);
  return r as URLRecord;
}

describe('whatwg/setters: over records', function () {
  it('leave the record alone when the standard returns early', function () {
    const early: [string, (r: URLRecord) => void][] = [
      ['file:///p', (r) => (setters.setUsername(r, 'u'), setters.setPassword(r, 'p'), setters.setPort(r, '1'))],
      ['mailto:x', (r) => (setters.setHost(r, 'h'), setters.setHostname(r, 'h'), setters.setPathname(r, '/y'))],
    ];
    for (const [href, edit] of early) {
      const r = rec(href);
      const before = JSON.stringify(r);
      edit(r);
      assert.strictEqual(JSON.stringify(r), before, href);
      assert.strictEqual(hrefOf(r), href);
    }
  });

  it('percent-encode credentials with the userinfo set', function () {
    const url = rec('http://h/');
    setters.setUsername(url, 'a b@c');
    setters.setPassword(url, 'p:w/é');
    assert.strictEqual(hrefOf(url), 'http://a%20b%40c:p%3Aw%2F%C3%A9@h/');
  });

  it('set the host and then ignore a bad port, as the standard says', function () {
    const url = rec('http://h:1/');
    setters.setHost(url, 'x.test:bad');
    assert.strictEqual(hrefOf(url), 'http://x.test:1/');
  });

  it('search and hash strip one leading delimiter and null on ""', function () {
    const url = rec('http://h/?q#f');
    setters.setSearch(url, '??a');
    setters.setHash(url, '##b');
    assert.strictEqual(hrefOf(url), 'http://h/??a##b');
    setters.setSearch(url, '');
    setters.setHash(url, '');
    assert.strictEqual(hrefOf(url), 'http://h/');
  });
});
