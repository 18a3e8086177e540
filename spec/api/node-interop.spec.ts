// Node's own consumers of URL objects, given polyurl's (dist/polyurl.mjs, what
// users install): http and https, fetch and Request, the file-URL helpers, fs,
// url.urlToHttpOptions, dynamic import and the native URL constructor. Each
// must treat polyurl's URL as it treats its own; the native URL is the oracle.
import { assert } from 'chai';
import * as http from 'node:http';
import * as https from 'node:https';
import * as fs from 'node:fs';
import * as nodeUrl from 'node:url';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { URL, StandardURL, URLSearchParams } from '../support/shipped.js';

type URLClass = new (url: string) => object;

interface Echo {
  url: string | undefined;
  host: string | undefined;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

describe("Node's consumers of URL objects, given polyurl's", function () {
  let server: http.Server;
  let origin = '';

  before(async function () {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const echo: Echo = {
          url: req.url,
          host: req.headers.host,
          authorization: req.headers.authorization ?? null,
          contentType: req.headers['content-type'] ?? null,
          body,
        };
        res.end(JSON.stringify(echo));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(function () {
    server.close();
  });

  function get(url: object, headers?: http.OutgoingHttpHeaders): Promise<Echo> {
    return new Promise((ok, fail) => {
      const req = http.get(url as globalThis.URL, { headers: headers || {} }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => ok(JSON.parse(text) as Echo));
      });
      req.on('error', fail);
    });
  }

  const classes: [string, URLClass][] = [
    ['URL', URL as unknown as URLClass],
    ['StandardURL', StandardURL as unknown as URLClass],
  ];
  for (const [name, C] of classes) {
    describe(name, function () {
      const target = () => `http://user:pa%20ss@${origin.slice(7)}/p/a%20th?q=1&r=%C3%A9#frag`;

      it('http.get: the request path, Host and Basic credentials as for a native URL', async function () {
        const native = await get(new globalThis.URL(target()));
        assert.deepEqual(await get(new C(target())), native);
        assert.deepEqual(await get(new C(target()), { 'x-extra': '1' }), native);
        assert.strictEqual(native.url, '/p/a%20th?q=1&r=%C3%A9');
        assert.strictEqual(native.authorization, 'Basic ' + Buffer.from('user:pa ss').toString('base64'));
      });

      it('url.urlToHttpOptions gives the native fields', function () {
        const options = (u: object) => nodeUrl.urlToHttpOptions(u as globalThis.URL);
        assert.deepEqual(options(new C(target())), options(new globalThis.URL(target())));
      });

      it('https.request takes one (the request is made, then dropped)', function () {
        const req = https.request(new C('https://127.0.0.1:1/x') as globalThis.URL, {});
        req.on('error', () => {});
        assert.strictEqual(req.path, '/x');
        assert.strictEqual(req.host, '127.0.0.1');
        req.destroy();
      });

      it('fetch and new Request read its href', async function () {
        const u = new C(`${origin}/f?x=1`);
        const echo = (await (await fetch(u as globalThis.URL)).json()) as Echo;
        assert.strictEqual(echo.url, '/f?x=1');
        assert.strictEqual(new Request(u as globalThis.URL).url, `${origin}/f?x=1`);
      });

      it('fileURLToPath, fs and dynamic import take a file URL', async function () {
        const file = join(process.cwd(), 'package.json');
        const u = new C(nodeUrl.pathToFileURL(file).href);
        assert.strictEqual(nodeUrl.fileURLToPath(u as globalThis.URL), file);
        assert.isTrue(fs.existsSync(u as globalThis.URL));
        assert.strictEqual(fs.readFileSync(u as globalThis.URL, 'utf8'), fs.readFileSync(file, 'utf8'));
        // (import() converts its specifier with ToString, which a URL object answers with its href.)
        const json = (await import(u as unknown as string, { with: { type: 'json' } })) as { default: { name: string } };
        assert.strictEqual(json.default.name, 'polyurl');
      });

      it('the native URL constructor reads it as its href', function () {
        assert.strictEqual(new globalThis.URL(new C(target()) as globalThis.URL).href, new globalThis.URL(target()).href);
        assert.strictEqual(new globalThis.URL('../x', new C(target()) as globalThis.URL).href, `${origin.replace('http://', 'http://user:pa%20ss@')}/x`);
      });
    });
  }

  it("fetch sends the ponyfill's URLSearchParams as text (undici knows only its own class): String(params) with the form type is the way", async function () {
    const params = new URLSearchParams('a=1&b=\u00e9');
    const asIs = (await (await fetch(`${origin}/b`, { method: 'POST', body: params as unknown as globalThis.URLSearchParams })).json()) as Echo;
    assert.deepEqual([asIs.contentType, asIs.body], ['text/plain;charset=UTF-8', 'a=1&b=%C3%A9']);
    const form = (await (
      await fetch(`${origin}/b`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: String(params),
      })
    ).json()) as Echo;
    const native = (await (await fetch(`${origin}/b`, { method: 'POST', body: new globalThis.URLSearchParams(String(params)) })).json()) as Echo;
    assert.deepEqual(form, native);
  });
});
