// React Native's body senders (lib/polyfill/bodies.react-native.ts) as shipped
// in dist/install.rn.cjs, in a vm context set up as React Native's is: the
// global URLSearchParams exists before fetch loads, and fetch, Headers,
// Request and Response are whatwg-fetch's (the version react-native installs),
// over an XMLHttpRequest that records what it is asked to send, as React
// Native's passes a body on to the native side. Only send is wrapped; fetch,
// Request and Response send polyurl's URLSearchParams as forms through it.
// (scripts/react-native/metro-proof.mjs runs the same in Hermes, bundled by Metro.)
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

function reactNativeRealm(): { g: ReactNativeLike; installed: Installed; before: Record<string, unknown> } {
  const ctx = vm.createContext({});
  vm.runInContext(RECORDING_XHR, ctx);
  const require = createRequire(import.meta.url);
  const fetchFile = require.resolve('whatwg-fetch/dist/fetch.umd.js');
  vm.runInContext(readFileSync(fetchFile, 'utf8'), ctx, { filename: fetchFile });
  const g = vm.runInContext('this', ctx) as ReactNativeLike;
  const before: Record<string, unknown> = { fetch: g.fetch, Request: g.Request, Response: g.Response, Headers: g.Headers };
  // dist/install.rn.cjs as Metro runs a CommonJS module, in the context's realm.
  const load = vm.runInContext(`(function (module, exports) {\n${readFileSync(join(DIST, 'install.rn.cjs'), 'utf8')}\n})`, ctx) as (m: object, e: object) => void;
  const mod = { exports: {} as { install(): Installed } };
  load(mod, mod.exports);
  return { g, installed: mod.exports.install(), before };
}

describe("React Native's request bodies (dist/install.rn.cjs over whatwg-fetch)", function () {
  it('wraps XMLHttpRequest#send alone and leaves fetch, Request, Response and Headers as they were', function () {
    const { g, installed, before } = reactNativeRealm();
    assert.isTrue(installed.replaced);
    assert.deepEqual(installed.bodies, ['XMLHttpRequest.prototype.send']);
    for (const name of Object.keys(before)) assert.strictEqual((g as unknown as Record<string, unknown>)[name], before[name], name);
    const send = g.XMLHttpRequest.prototype['send'] as Function;
    assert.strictEqual(send.name, 'send');
    assert.strictEqual(send.length, 1);
  });

  it('fetch, a Request and a Response send a URLSearchParams body as the form, with its Content-Type unless the caller set one', async function () {
    const { g } = reactNativeRealm();
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

  it("XMLHttpRequest#send: the form and its type; the author's Content-Type wins until the next open()", function () {
    const { g } = reactNativeRealm();
    const sent = g.__sent;
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
