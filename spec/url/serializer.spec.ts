// The serializer: href and the component offsets of lib/url/href-offsets.ts.
import { assert } from 'chai';
import type { URLRecord } from '../../lib/url/record.js';
import type { HrefOffsets } from '../../lib/url/href-offsets.js';
import { checkInvariants } from '../../lib/url/href-offsets.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { hrefOf, serializeURL } from '../../lib/url/serializer.js';
import { gettersOf } from '../support/getters.js';

function components(input: string): HrefOffsets {
  const r = basicURLParse(input, null) as URLRecord;
  assert.isNotNull(r, input);
  const out = {} as HrefOffsets;
  serializeURL(r, out);
  assert.isNull(checkInvariants(out), input);
  assert.strictEqual(out._href, hrefOf(r));
  return out;
}

/** The components as the URL class's getters read them from these offsets (query and fragment without their delimiter). */
function slices(c: HrefOffsets): string[] {
  const g = gettersOf(c);
  return [g.protocol, g.username, g.password, g.hostname, g.port, g.pathname, g.search.slice(1), g.hash.slice(1)];
}

describe('whatwg/serializer: href and offsets', function () {
  it('full URL', function () {
    const c = components('https://user:pass@example.com:8080/p/a/t/h?query#frag');
    assert.strictEqual(c._href, 'https://user:pass@example.com:8080/p/a/t/h?query#frag');
    assert.deepEqual(slices(c), ['https:', 'user', 'pass', 'example.com', '8080', '/p/a/t/h', 'query', 'frag']);
  });

  it('username without password, empty query and fragment', function () {
    const c = components('http://u@h/?#');
    assert.strictEqual(c._href, 'http://u@h/?#');
    assert.deepEqual(slices(c), ['http:', 'u', '', 'h', '', '/', '', '']);
    assert.strictEqual(c._queryStart, 11);
    assert.strictEqual(c._hashStart, 12);
  });

  it('password without username', function () {
    const c = components('http://:p@h/');
    assert.deepEqual(slices(c), ['http:', '', 'p', 'h', '', '/', '', '']);
  });

  it('empty host and no host', function () {
    assert.deepEqual(slices(components('file:///x')), ['file:', '', '', '', '', '/x', '', '']);
    const c = components('mailto:a@b?s');
    assert.deepEqual(slices(c), ['mailto:', '', '', '', '', 'a@b', 's', '']);
    assert.strictEqual(c._queryStart, 10);
    assert.strictEqual(c._hashStart, -1);
  });

  it('the "/." prefix is not part of the pathname', function () {
    const c = components('web+demo:/.//not-a-host/');
    assert.strictEqual(c._href, 'web+demo:/.//not-a-host/');
    assert.deepEqual(slices(c), ['web+demo:', '', '', '', '', '//not-a-host/', '', '']);
    assert.strictEqual(components('web+demo:/path/..//not-a-host/')._href, 'web+demo:/.//not-a-host/');
  });

  it('IPv6 host and port', function () {
    assert.deepEqual(slices(components('http://[::1]:81/')), ['http:', '', '', '[::1]', '81', '/', '', '']);
  });
});
