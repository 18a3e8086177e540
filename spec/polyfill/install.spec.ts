import { assert } from 'chai';
import { install, installClasses } from '../../lib/polyfill/install.js';
import { FORM_CONTENT_TYPE } from '../../lib/polyfill/bodies.js';
import { StandardURL as PolyURL } from '../../lib/api/url-standard.js';
import { URLSearchParams as PolyParams } from '../../lib/api/url-search-params.js';
import { oldParamsClass, oldURLClass } from '../engines/native-fakes.js';
import type { OldParamsInstance, OldURLClass } from '../engines/native-fakes.js';

describe('install()', function () {
  it('installs polyurl where URL is missing, as WebIDL interface objects are defined', function () {
    const target: Record<string, unknown> = {};
    const r = install({ target });
    assert.deepEqual(r, { replaced: true, reason: 'missing: URL', patched: [], divergences: [], kept: [], bodies: [] });
    assert.strictEqual(target.URL, PolyURL);
    assert.strictEqual(target.URLSearchParams, PolyParams);
    const d = Object.getOwnPropertyDescriptor(target, 'URL');
    assert.deepInclude(d, { writable: true, configurable: true, enumerable: false });
  });

  it('replaces both classes when the native URL is broken', function () {
    class Broken extends PolyURL {
      override get hash(): string {
        return decodeURIComponent(super.hash);
      }
    }
    const target: Record<string, unknown> = { URL: Broken, URLSearchParams: PolyParams };
    const r = install({ target });
    assert.isTrue(r.replaced);
    assert.strictEqual(r.reason, 'broken: fragment encoding');
    assert.strictEqual(target.URL, PolyURL);
  });

  it('never replaces a conforming URL, unless forced', function () {
    class Native extends PolyURL {}
    const target: Record<string, unknown> = { URL: Native, URLSearchParams: PolyParams };
    assert.deepEqual(install({ target }), { replaced: false, reason: null, patched: [], divergences: [], kept: [], bodies: [] });
    assert.strictEqual(target.URL, Native);
    assert.deepEqual(install({ target, force: true }), { replaced: true, reason: 'force', patched: [], divergences: [], kept: [], bodies: [] });
    assert.strictEqual(target.URL, PolyURL);
  });

  it('keeps a native URL that follows an older edition of the standard, unless strict', function () {
    class OldOpaque extends PolyURL {
      override get href(): string {
        return super.href.replace('%20?', ' ?');
      }
    }
    const target: Record<string, unknown> = { URL: OldOpaque, URLSearchParams: PolyParams };
    const kept = install({ target });
    assert.deepEqual(kept, { replaced: false, reason: null, patched: [], divergences: ['opaque path trailing space'], kept: [], bodies: [] });
    assert.strictEqual(target.URL, OldOpaque);
    const r = install({ target, strict: true });
    assert.isTrue(r.replaced);
    assert.strictEqual(r.reason, 'strict: opaque path trailing space');
    assert.deepEqual(r.divergences, ['opaque path trailing space']);
    assert.strictEqual(target.URL, PolyURL);
  });

  it('installs the classes it is given (installClasses)', function () {
    class MyURL extends PolyURL {}
    class MyParams extends PolyParams {}
    const target: Record<string, unknown> = {};
    assert.isTrue(installClasses({ URL: MyURL, URLSearchParams: MyParams }, { target }).replaced);
    assert.strictEqual(target.URL, MyURL);
    assert.strictEqual(target.URLSearchParams, MyParams);
  });

  describe('the legacy window alias webkitURL', function () {
    it('a Window gets webkitURL, the very URL class, defined as URL is', function () {
      const target: Record<string, unknown> = {};
      target.window = target;
      install({ target });
      assert.strictEqual(target.webkitURL, PolyURL);
      assert.deepInclude(Object.getOwnPropertyDescriptor(target, 'webkitURL'), { writable: true, configurable: true, enumerable: false });
    });

    it('a webkitURL already there is replaced too, and its statics stay (the prefixed-only browsers)', function () {
      const createObjectURL = function createObjectURL(): string {
        return 'blob:https://app.example/z';
      };
      class Fresh extends PolyURL {}
      const prefixedOnly = { createObjectURL };
      const target: Record<string, unknown> = { webkitURL: prefixedOnly };
      const r = installClasses({ URL: Fresh, URLSearchParams: PolyParams }, { target });
      assert.strictEqual(r.reason, 'missing: URL');
      assert.strictEqual(target.URL, Fresh);
      assert.strictEqual(target.webkitURL, Fresh);
      assert.deepEqual(r.kept, ['URL.createObjectURL']);
      assert.strictEqual((Fresh as unknown as { createObjectURL: unknown }).createObjectURL, createObjectURL);
    });

    it('a worker or Node global gets no webkitURL', function () {
      const target: Record<string, unknown> = {};
      install({ target });
      assert.notProperty(target, 'webkitURL');
    });

    it('a working native URL leaves webkitURL alone', function () {
      class Native extends PolyURL {}
      const target: Record<string, unknown> = { URL: Native, URLSearchParams: PolyParams, webkitURL: Native };
      target.window = target;
      install({ target });
      assert.strictEqual(target.webkitURL, Native);
    });
  });

  describe('keeping what the platform put on the native class', function () {
    function blobStatics(): { createObjectURL: (b: unknown) => string; revokeObjectURL: (u: string) => void; revoked: string[] } {
      const revoked: string[] = [];
      return {
        revoked,
        createObjectURL: function createObjectURL(b: unknown): string {
          return 'blob:https://app.example/' + String((b as { id: string }).id);
        },
        revokeObjectURL: function revokeObjectURL(u: string): void {
          revoked.push(u);
        },
      };
    }

    it('a broken native URL carrying createObjectURL (React Native): the statics stay, the very functions', function () {
      const s = blobStatics();
      class Broken extends PolyURL {
        override get host(): string {
          return super.host === 'xn--e1aybc' ? '\u0442\u0435\u0441\u0442' : super.host;
        }
      }
      Object.defineProperty(Broken, 'createObjectURL', { value: s.createObjectURL, writable: true, configurable: true, enumerable: true });
      Object.defineProperty(Broken, 'revokeObjectURL', { value: s.revokeObjectURL, writable: true, configurable: true });
      class Fresh extends PolyURL {}
      const target: Record<string, unknown> = { URL: Broken, URLSearchParams: PolyParams };
      const r = installClasses({ URL: Fresh, URLSearchParams: PolyParams }, { target });
      assert.strictEqual(r.reason, 'broken: IDNA');
      assert.deepEqual(r.kept, ['URL.createObjectURL', 'URL.revokeObjectURL']);
      const U = target.URL as typeof Fresh & { createObjectURL(b: unknown): string; revokeObjectURL(u: string): void };
      assert.strictEqual(U, Fresh);
      assert.strictEqual(U.createObjectURL, s.createObjectURL);
      assert.strictEqual(U.createObjectURL({ id: 'x1' }), 'blob:https://app.example/x1');
      U.revokeObjectURL('blob:https://app.example/x1');
      assert.deepEqual(s.revoked, ['blob:https://app.example/x1']);
      assert.deepInclude(Object.getOwnPropertyDescriptor(U, 'createObjectURL'), { enumerable: true, writable: true, configurable: true });
      assert.deepInclude(Object.getOwnPropertyDescriptor(U, 'revokeObjectURL'), { enumerable: false });
    });

    it('an IE-era URL object with only the statics: polyurl is installed and keeps them', function () {
      const s = blobStatics();
      class Fresh extends PolyURL {}
      const target: Record<string, unknown> = { URL: { createObjectURL: s.createObjectURL, revokeObjectURL: s.revokeObjectURL } };
      const r = installClasses({ URL: Fresh, URLSearchParams: PolyParams }, { target });
      assert.strictEqual(r.reason, 'missing: URL');
      assert.deepEqual(r.kept, ['URL.createObjectURL', 'URL.revokeObjectURL']);
      assert.strictEqual((target.URL as { createObjectURL(b: unknown): string }).createObjectURL({ id: 'y' }), 'blob:https://app.example/y');
    });

    it('force over a working native URL keeps its statics (inherited ones too), and never overrides polyurl\'s own', function () {
      const s = blobStatics();
      class Parent extends PolyURL {
        static revokeObjectURL = s.revokeObjectURL;
      }
      class Native extends Parent {
        static createObjectURL = s.createObjectURL;
        static override canParse(): boolean {
          return false;
        }
      }
      class Fresh extends PolyURL {}
      const target: Record<string, unknown> = { URL: Native, URLSearchParams: PolyParams };
      const r = installClasses({ URL: Fresh, URLSearchParams: PolyParams }, { target, force: true });
      assert.deepEqual(r.kept, ['URL.createObjectURL', 'URL.revokeObjectURL'], 'inherited statics too');
      assert.isTrue(Fresh.canParse('https://a/'), "polyurl's canParse stays");
      assert.strictEqual((Fresh as unknown as { createObjectURL: unknown }).createObjectURL, s.createObjectURL);
    });

    it('a working native URL keeps everything and gains nothing it has', function () {
      const s = blobStatics();
      class Native extends PolyURL {
        static createObjectURL = s.createObjectURL;
      }
      const target: Record<string, unknown> = { URL: Native, URLSearchParams: PolyParams };
      assert.deepEqual(install({ target }).kept, []);
      assert.strictEqual(target.URL, Native);
      assert.notProperty(PolyURL, 'createObjectURL');
    });
  });

  describe('request bodies, where polyurl replaced URLSearchParams', function () {
    interface Sent {
      url: unknown;
      body: unknown;
      contentType: string | null;
    }
    // Senders over Node's own fetch classes (subclassed: the wrappers change the prototype's constructor).
    function browserLike(): { target: Record<string, unknown>; sent: Sent[] } {
      const sent: Sent[] = [];
      class Req extends Request {}
      class Res extends Response {
        static override json(data: unknown): Response {
          return Response.json(data);
        }
      }
      const target: Record<string, unknown> = {
        URL: undefined,
        URLSearchParams: URLSearchParams,
        Headers: Headers,
        Request: Req,
        Response: Res,
        Blob: Blob,
        fetch: function fetch(input: unknown, init?: RequestInit): Promise<Response> {
          const r = new Req(input as string, init);
          return r.text().then(function (body: string) {
            sent.push({ url: r.url, body, contentType: r.headers.get('content-type') });
            return new Response('ok');
          });
        },
      };
      function XHR(this: { headers: Record<string, string> }) {
        this.headers = {};
      }
      XHR.prototype.open = function (this: { headers: Record<string, string> }) {
        this.headers = {};
      };
      XHR.prototype.setRequestHeader = function (this: { headers: Record<string, string> }, n: string, v: string) {
        const k = n.toLowerCase();
        this.headers[k] = k in this.headers ? this.headers[k] + ', ' + v : v;
      };
      XHR.prototype.send = function (this: { headers: Record<string, string> }, body?: unknown) {
        sent.push({ url: 'xhr', body, contentType: this.headers['content-type'] || null });
      };
      target.XMLHttpRequest = XHR;
      function Navigator() {}
      Navigator.prototype.sendBeacon = function sendBeacon(url: string, data?: unknown): boolean {
        sent.push({ url, body: data, contentType: null });
        return true;
      };
      target.navigator = new (Navigator as unknown as new () => object)();
      return { target, sent };
    }

    it('are left alone where polyurl did not replace the class', function () {
      const { target } = browserLike();
      target.URL = PolyURL;
      target.URLSearchParams = PolyParams;
      const fetchBefore = target.fetch;
      const r = install({ target });
      assert.isFalse(r.replaced);
      assert.deepEqual(r.bodies, []);
      assert.strictEqual(target.fetch, fetchBefore);
    });

    it('fetch, Request, Response, XMLHttpRequest#send and sendBeacon send the form serialization and type', async function () {
      const { target, sent } = browserLike();
      const NativeReq = target.Request as typeof Request;
      const NativeRes = target.Response as typeof Response;
      const fetchLength = (target.fetch as Function).length;
      const r = install({ target });
      assert.isTrue(r.replaced);
      assert.deepEqual(r.bodies, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send', 'navigator.sendBeacon']);
      const P = target.URLSearchParams as typeof PolyParams;
      const params = new P({ a: '1 2', b: 'é' });
      const fetchW = target.fetch as typeof fetch;
      const Req = target.Request as typeof Request;
      const Res = target.Response as typeof Response & { json(d: unknown): Response };

      await fetchW('https://h/f', { method: 'POST', body: params as unknown as string });
      assert.deepEqual(sent[0], { url: 'https://h/f', body: 'a=1+2&b=%C3%A9', contentType: FORM_CONTENT_TYPE });
      await fetchW('https://h/g', { method: 'POST', body: params as unknown as string, headers: { 'Content-Type': 'text/x-mine' } });
      assert.strictEqual(sent[1].contentType, 'text/x-mine', "the caller's Content-Type wins");
      await fetchW(new Req('https://h/r', { method: 'POST', headers: { 'X-A': '1' } }), { method: 'POST', body: params as unknown as string });
      assert.strictEqual(sent[2].contentType, FORM_CONTENT_TYPE);

      const req = new Req('https://h/q', { method: 'POST', body: params as unknown as string });
      assert.instanceOf(req, Req);
      assert.instanceOf(req, NativeReq);
      assert.instanceOf(req, Request);
      assert.strictEqual(req.headers.get('content-type'), FORM_CONTENT_TYPE);
      assert.strictEqual(await req.text(), 'a=1+2&b=%C3%A9');
      class Sub extends Req {}
      assert.instanceOf(new Sub('https://h/'), Sub, 'subclassing works through new.target');
      assert.throws(() => (Req as unknown as (u: string) => void)('https://h/'), TypeError);

      const res = new Res(params as unknown as string, { status: 201 });
      assert.instanceOf(res, NativeRes);
      assert.strictEqual(res.status, 201);
      assert.strictEqual(res.headers.get('content-type'), FORM_CONTENT_TYPE);
      assert.strictEqual(await res.text(), 'a=1+2&b=%C3%A9');
      assert.strictEqual(await Res.json({ a: 1 }).text(), '{"a":1}', "the native class's statics stay");
      assert.strictEqual(await new Res('plain').text(), 'plain', 'other bodies pass through');

      assert.strictEqual(Req.name, NativeReq.name);
      assert.strictEqual(Req.length, NativeReq.length);
      assert.strictEqual(Res.length, NativeRes.length);
      assert.strictEqual(fetchW.name, 'fetch');
      assert.strictEqual(fetchW.length, fetchLength);

      const X = target.XMLHttpRequest as new () => { open(): void; setRequestHeader(n: string, v: string): void; send(b?: unknown): void };
      const x = new X();
      x.open();
      x.send(params);
      assert.deepEqual(sent[3], { url: 'xhr', body: 'a=1+2&b=%C3%A9', contentType: FORM_CONTENT_TYPE });
      x.open();
      x.setRequestHeader('content-type', 'text/x-mine');
      x.send(params);
      assert.strictEqual(sent[4].contentType, 'text/x-mine', "the caller's Content-Type wins, once");
      x.open();
      x.send(params);
      assert.strictEqual(sent[5].contentType, FORM_CONTENT_TYPE, 'open() forgets the last request\'s headers');

      const nav = target.navigator as { sendBeacon(u: string, d?: unknown): boolean };
      assert.isTrue(nav.sendBeacon('https://h/b', params));
      assert.instanceOf(sent[6].body, URLSearchParams, 'a native URLSearchParams copy, typed by the platform');
      assert.strictEqual(String(sent[6].body), 'a=1+2&b=%C3%A9');
      assert.isFalse(Object.prototype.hasOwnProperty.call(nav, 'sendBeacon'), 'wrapped where it was defined');
    });
  });

  describe('patching an older but conforming native URL', function () {
    let U: OldURLClass;
    let P: new (init?: unknown) => OldParamsInstance;
    let patched: string[];
    beforeEach(function () {
      P = oldParamsClass();
      U = oldURLClass(P);
      const target: Record<string, unknown> = { URL: U, URLSearchParams: P };
      const r = install({ target });
      assert.isFalse(r.replaced);
      assert.strictEqual(target.URL, U, 'the native class stays');
      patched = r.patched;
    });

    it('adds exactly the missing members', function () {
      assert.sameMembers(patched, [
        'URL.canParse',
        'URL.parse',
        'URL.prototype.toJSON',
        'URLSearchParams.prototype.size',
        'URLSearchParams.prototype.has',
        'URLSearchParams.prototype.delete',
      ]);
    });

    it('URL.canParse and URL.parse', function () {
      assert.isTrue(U.canParse!('https://a/'));
      assert.isFalse(U.canParse!('nope'));
      assert.isTrue(U.canParse!('/x', 'https://a/'));
      assert.isTrue(U.canParse!('https://a/', undefined));
      assert.strictEqual(U.parse!('/x', 'https://a/')!.href, 'https://a/x');
      assert.isNull(U.parse!('nope'));
      assert.instanceOf(U.parse!('https://a/'), U);
    });

    it('toJSON', function () {
      assert.strictEqual(JSON.stringify([new U('https://a/b c')]), '["https://a/b%20c"]');
    });

    it('size, has and delete with a value, also through a URL\'s live searchParams', function () {
      const p = new P('a=1&b=2&a=3&c=4');
      assert.strictEqual(p.size, 4);
      assert.isTrue(p.has('a', '3'));
      assert.isFalse(p.has('a', '2'));
      assert.isTrue(p.has('b', undefined));
      p.delete('a', '1');
      assert.strictEqual(p.toString(), 'b=2&a=3&c=4', 'the other pairs keep their order');
      p.delete('c', 'nope');
      assert.strictEqual(p.toString(), 'b=2&a=3&c=4');
      p.delete('b', undefined);
      assert.strictEqual(p.toString(), 'a=3&c=4');
      const url = new U('https://h/?x=1&y=2&x=3#f');
      url.searchParams.delete('x', '3');
      assert.strictEqual(url.href, 'https://h/?x=1&y=2#f');
      assert.strictEqual(url.searchParams.size, 2);
    });

    it('the patched members look like WebIDL ones', function () {
      const d = Object.getOwnPropertyDescriptor(P.prototype, 'size')!;
      assert.isFunction(d.get);
      assert.isTrue(d.enumerable);
      assert.isTrue(d.configurable);
      const has = Object.getOwnPropertyDescriptor(P.prototype, 'has')!;
      assert.deepInclude(has, { writable: true, enumerable: true, configurable: true });
    });
  });
});
