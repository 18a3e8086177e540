// The body senders (lib/polyfill/bodies.ts) as React Native's build ships them
// (dist/install.rn.cjs), in vm contexts set up as React Native's globals are:
// the global URLSearchParams exists before fetch is first used, and fetch is
//   - React Native's own: whatwg-fetch's fetch, Headers, Request and Response
//     (the version react-native installs) over an XMLHttpRequest that records
//     what it is asked to send, as React Native's passes a body on to the
//     native side as it is;
//   - Expo's (expo/fetch, the global fetch from Expo SDK 56): a native fetch
//     that turns a URLSearchParams it recognizes by the global class into its
//     serialization, but gives it no Content-Type.
// Every sender that exists is wrapped, whichever fetch it is.
// (scripts/react-native/metro-proof.mjs runs the first in Hermes, bundled by Metro;
// spec/polyfill/install.spec.ts covers the web's senders.)
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';

const DIST = join(process.cwd(), 'dist');
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

interface Sent {
  body: unknown;
  contentType: string | null;
}
interface Installed {
  replaced: boolean;
  bodies: string[];
}

// What the context's code sees, typed loosely: it is another realm.
type Ctor = new (...args: unknown[]) => Record<string, unknown>;
interface ReactNativeLike {
  fetch: (input: unknown, init?: unknown) => Promise<unknown>;
  Request: Ctor;
  Response: Ctor;
  Headers: Ctor;
  URLSearchParams: Ctor;
  XMLHttpRequest: Ctor;
  __sent: Sent[];
}

// React Native's XMLHttpRequest keeps the author's headers by lowercased name and
// hands send's argument on as it is.
const RECORDING_XHR = `
var __sent = [];
function XMLHttpRequest() { this._headers = {}; }
XMLHttpRequest.prototype.open = function open(method, url) { this._headers = {}; };
XMLHttpRequest.prototype.setRequestHeader = function setRequestHeader(name, value) { this._headers[String(name).toLowerCase()] = String(value); };
XMLHttpRequest.prototype.send = function send(body) { __sent.push({ body: body, contentType: this._headers['content-type'] || null }); };
// React Native's own URLSearchParams, there before fetch is first used.
function URLSearchParams() {}
`;

// Expo's fetch as it reads a request: the headers as pairs (a Headers object by
// forEach, an array as it is, a record by its entries), a URLSearchParams body
// as its serialization with no Content-Type of its own.
const EXPO_FETCH = `
function fetch(url, init) {
  var pairs = [];
  var h = init && init.headers;
  if (h instanceof Headers) h.forEach(function (value, name) { pairs.push([name, value]); });
  else if (Array.isArray(h)) pairs = h;
  else if (h) for (var k in h) pairs.push([k, h[k]]);
  var body = init && init.body;
  if (body instanceof URLSearchParams) body = body.toString();
  var type = null;
  for (var i = 0; i < pairs.length; i++) if (String(pairs[i][0]).toLowerCase() === 'content-type') type = pairs[i][1];
  __sent.push({ body: body, contentType: type });
  return Promise.resolve(null);
}
`;

/** A context with React Native's globals, `fetch` as given, then dist/install.rn.cjs installed as polyurl/auto does. */
function reactNativeRealm(fetch: 'whatwg-fetch' | 'expo'): { g: ReactNativeLike; installed: Installed } {
  const ctx = vm.createContext({});
  vm.runInContext(RECORDING_XHR, ctx);
  const require = createRequire(import.meta.url);
  const fetchFile = require.resolve('whatwg-fetch/dist/fetch.umd.js');
  // whatwg-fetch's Headers, Request and Response in both; Expo's fetch replaces its fetch.
  vm.runInContext(readFileSync(fetchFile, 'utf8'), ctx, { filename: fetchFile });
  if (fetch === 'expo') vm.runInContext(EXPO_FETCH, ctx);
  // dist/install.rn.cjs as Metro runs a CommonJS module, in the context's realm.
  const load = vm.runInContext(`(function (module, exports) {\n${readFileSync(join(DIST, 'install.rn.cjs'), 'utf8')}\n})`, ctx) as (m: object, e: object) => void;
  const mod = { exports: {} as { install(): Installed } };
  load(mod, mod.exports);
  return { g: vm.runInContext('this', ctx) as ReactNativeLike, installed: mod.exports.install() };
}

describe("Request bodies in React Native's build (dist/install.rn.cjs)", function () {
  it("over React Native's fetch (whatwg-fetch): fetch, a Request and a Response send a URLSearchParams body as the form, with its Content-Type unless the caller set one", async function () {
    const { g, installed } = reactNativeRealm('whatwg-fetch');
    assert.isTrue(installed.replaced);
    assert.deepEqual(installed.bodies, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send']);
    const sent = g.__sent;
    const params = () => new g.URLSearchParams('a=b c&d=\u00e9');
    void g.fetch('https://example.com/f', { method: 'POST', body: params() });
    assert.deepEqual(sent.pop(), { body: 'a=b+c&d=%C3%A9', contentType: FORM });
    void g.fetch('https://example.com/f', { method: 'POST', body: params(), headers: { 'Content-Type': 'text/x-mine' } });
    assert.deepEqual(sent.pop(), { body: 'a=b+c&d=%C3%A9', contentType: 'text/x-mine' });
    void g.fetch(new g.Request('https://example.com/f', { method: 'POST', body: params() }));
    assert.deepEqual(sent.pop(), { body: 'a=b+c&d=%C3%A9', contentType: FORM });
    const response = new g.Response(params());
    assert.strictEqual((response['headers'] as { get(n: string): string }).get('content-type'), FORM);
    assert.strictEqual(await (response['text'] as () => Promise<string>).call(response), 'a=b+c&d=%C3%A9');
    void g.fetch('https://example.com/f', { method: 'POST', body: 'x=1' });
    assert.strictEqual(sent.pop()!.body, 'x=1', 'other bodies pass through');
  });

  it("over Expo's fetch (expo/fetch), which gives a URLSearchParams no Content-Type: the form and its type", function () {
    const { g, installed } = reactNativeRealm('expo');
    assert.deepEqual(installed.bodies, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send']);
    const sent = g.__sent;
    void g.fetch('https://example.com/f', { method: 'POST', body: new g.URLSearchParams('a=b c') });
    assert.deepEqual(sent.pop(), { body: 'a=b+c', contentType: FORM });
    void g.fetch('https://example.com/f', { method: 'POST', body: new g.URLSearchParams('a=1'), headers: [['Content-Type', 'text/x-mine']] });
    assert.deepEqual(sent.pop(), { body: 'a=1', contentType: 'text/x-mine' });
  });

  it("XMLHttpRequest#send: the form and its type; the author's Content-Type wins until the next open()", function () {
    const { g } = reactNativeRealm('whatwg-fetch');
    const sent = g.__sent;
    const send = g.XMLHttpRequest.prototype['send'] as Function;
    assert.strictEqual(send.name, 'send');
    assert.strictEqual(send.length, 1);
    const xhr = new g.XMLHttpRequest() as { open(m: string, u: string): void; setRequestHeader(n: string, v: string): void; send(b?: unknown): void };
    const params = new g.URLSearchParams('x=1&y=2');
    xhr.open('POST', 'https://example.com/f');
    xhr.send(params);
    assert.deepEqual(sent.pop(), { body: 'x=1&y=2', contentType: FORM });
    xhr.open('POST', 'https://example.com/f');
    xhr.setRequestHeader('Content-Type', 'text/x-mine');
    xhr.send(params);
    assert.deepEqual(sent.pop(), { body: 'x=1&y=2', contentType: 'text/x-mine' });
    xhr.open('POST', 'https://example.com/f');
    xhr.send(params);
    assert.deepEqual(sent.pop(), { body: 'x=1&y=2', contentType: FORM }, "open() forgets the last request's headers");
    const other = { not: 'a form' };
    xhr.send(other);
    assert.strictEqual(sent.pop()!.body, other, 'other bodies pass through as they are');
  });
});
