// https://url.spec.whatwg.org/#concept-url-origin (serialized)
import { assert } from 'chai';
import type { URLRecord } from '../../lib/url/record.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { serializeOrigin } from '../../lib/url/origin.js';

function origin(input: string): string {
  const r = basicURLParse(input, null);
  assert.isNotNull(r, input);
  return serializeOrigin(r as URLRecord);
}

describe('whatwg/origin: serializeOrigin', function () {
  it('tuple origins of the special schemes but file', function () {
    assert.strictEqual(origin('https://u:p@Example.COM:443/x?y#z'), 'https://example.com');
    assert.strictEqual(origin('http://h:8080/'), 'http://h:8080');
    assert.strictEqual(origin('ws://h/'), 'ws://h');
    assert.strictEqual(origin('wss://[::1]:1/'), 'wss://[::1]:1');
    assert.strictEqual(origin('ftp://h:21/'), 'ftp://h');
  });

  it('opaque origins', function () {
    assert.strictEqual(origin('file:///etc/passwd'), 'null');
    assert.strictEqual(origin('foo://h/'), 'null');
    assert.strictEqual(origin('data:text/plain,x'), 'null');
  });

  it('blob: URLs take the origin of an http(s) URL in their path', function () {
    assert.strictEqual(origin('blob:https://example.com:443/uuid'), 'https://example.com');
    assert.strictEqual(origin('blob:http://h:88/'), 'http://h:88');
    assert.strictEqual(origin('blob:ftp://h/'), 'null');
    assert.strictEqual(origin('blob:file:///x'), 'null');
    assert.strictEqual(origin('blob:blob:https://h/'), 'null');
    assert.strictEqual(origin('blob:d3958f5c-0777-0845-9dcf-2cb28783acaf'), 'null');
    assert.strictEqual(origin('blob:'), 'null');
  });
});
