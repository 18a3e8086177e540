// The polyfill in a real page: headless Debian Chromium (playwright-core, never
// a downloaded browser) loads dist/polyurl.legacy.min.js (and dist/auto.mjs)
// from 127.0.0.1 over four kinds of platform URL — the native one intact, a
// broken one that carries createObjectURL, an IE-era object with only the
// statics, and the native one under install({ force: true }) — and reports
// what was replaced, whether Blob URLs work, and what a local echo server
// received from fetch, Request, Response, XMLHttpRequest#send and
// navigator.sendBeacon given a URLSearchParams.
import { assert } from 'chai';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { engineBinary } from '../engines/run-engine.js';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');
// Found by the engine runner (PATH or POLYURL_ENGINE_PATH); not run without it, a failure under CI=true.
let chromiumBinary = '';
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const BODY = 'a=1+2&b=%C3%A9&c=%26';

interface Received {
  sender: string;
  contentType: string | null;
  body: string;
}

interface PageReport {
  urlIsPolyurl: boolean;
  paramsIsPolyurl: boolean;
  createObjectURLIsNative: boolean;
  revokeObjectURLIsNative: boolean;
  blobText: string;
  blobURLParsed: string;
  revokedFetchFails: boolean;
  wrapped: string[];
  install: { replaced: boolean; reason: string | null; kept: string[]; bodies: string[] } | null;
  /** Where a sender (wrapped or not) does not look like the platform's own. */
  opaque: string[];
  /** detect() of the platform's own classes. */
  detection: { status: string; reason: string | null; patches: string[]; divergences: string[] };
  errors: string[];
}

// Runs before the bundle: shapes the platform's URL for the scenario, and keeps the native pieces to compare with.
const SETUP: Record<string, string> = {
  intact: '',
  // A URL that does not punycode hosts (EdgeHTML's defect) but carries the platform's Blob statics, over the native URLSearchParams.
  broken: `
    (function () {
      var Native = window.URL;
      function URL(url, base) {
        var u = arguments.length > 1 ? new Native(url, base) : new Native(url);
        var self = this;
        ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin', 'searchParams'].forEach(function (k) {
          Object.defineProperty(self, k, { get: function () { return k === 'host' && u.host === 'xn--e1aybc' ? '\\u0442\\u0435\\u0441\\u0442' : u[k]; }, set: function (v) { u[k] = v; } });
        });
      }
      URL.prototype.toString = function () { return this.href; };
      URL.createObjectURL = Native.createObjectURL;
      URL.revokeObjectURL = Native.revokeObjectURL;
      window.URL = URL;
    })();`,
  // IE 10/11 before URL parsing: window.URL an object with only the Blob statics, no URLSearchParams.
  ie: `
    window.URL = { createObjectURL: window.URL.createObjectURL, revokeObjectURL: window.URL.revokeObjectURL };
    delete window.URLSearchParams;`,
  force: '',
};

function page(scenario: string, module: boolean): string {
  const load = module
    ? `<script type="module">import { install } from '/auto.mjs'; window.__install = ${scenario === 'force' ? 'install({ force: true })' : 'null'}; window.__loaded();</script>`
    : `<script src="/polyurl.legacy.min.js"></script>
<script>window.__install = ${scenario === 'force' ? 'polyurl.install({ force: true })' : 'null'}; window.__loaded();</script>`;
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>polyurl: ${scenario}</title>
<script>
  window.__native = { URL: window.URL, URLSearchParams: window.URLSearchParams, fetch: window.fetch, Request: window.Request,
    Response: window.Response, send: XMLHttpRequest.prototype.send, sendBeacon: Navigator.prototype.sendBeacon,
    createObjectURL: window.URL.createObjectURL, revokeObjectURL: window.URL.revokeObjectURL };
  window.__done = new Promise(function (ok) { window.__loaded = ok; });
</script>
<script>${SETUP[scenario]}</script>
${load}
</html>`;
}

// In the page, after the bundle: what was replaced, Blob URLs, and the five senders (plain JS, run by the page).
const EXERCISE = `(async function () {
  await window.__done;
  var n = window.__native;
  var errors = [];
  var P = window.URLSearchParams;
  var membersOf = function (C) { return typeof C === 'function' ? Object.getOwnPropertyNames(C.prototype).sort().join() : ''; };
  var params = function () { return new P('a=1 2&b=\\u00e9&c=%26'); };
  var wrapped = [];
  if (window.fetch !== n.fetch) wrapped.push('fetch');
  if (window.Request !== n.Request) wrapped.push('Request');
  if (window.Response !== n.Response) wrapped.push('Response');
  if (XMLHttpRequest.prototype.send !== n.send) wrapped.push('XMLHttpRequest.prototype.send');
  if (Navigator.prototype.sendBeacon !== n.sendBeacon) wrapped.push('navigator.sendBeacon');
  // The wrappers look like what they wrap: name, length, instanceof, statics, the native TypeError without new.
  var opaque = [];
  var same = function (what, a, b) { if (a !== b) opaque.push(what + ': ' + String(a) + ' !== ' + String(b)); };
  same('fetch.name', fetch.name, n.fetch.name);
  same('fetch.length', fetch.length, n.fetch.length);
  same('Request.name', Request.name, n.Request.name);
  same('Request.length', Request.length, n.Request.length);
  same('Response.length', Response.length, n.Response.length);
  same('send.length', XMLHttpRequest.prototype.send.length, n.send.length);
  same('sendBeacon.length', navigator.sendBeacon.length, n.sendBeacon.length);
  same('new Request instanceof the native Request', new Request('/x') instanceof n.Request, true);
  same('new Request instanceof Request', new Request('/x') instanceof Request, true);
  same('new Response instanceof the native Response', new Response('') instanceof n.Response, true);
  same('Response.json', typeof Response.json === 'function' && Response.json({ a: 1 }).headers.get('content-type'), 'application/json');
  same('Request without new', (function () { try { Request('/x'); return 'no error'; } catch (e) { return e.name; } })(), 'TypeError');
  var polyurl = window.polyurl || (await import('/polyurl.mjs'));
  var detection = (window.polyurl || (await import('/auto.mjs'))).detect(n.URL, n.URLSearchParams);
  var U = window.URL;
  var blobText = '', blobURLParsed = '', revokedFetchFails = false;
  try {
    var blobURL = U.createObjectURL(new Blob(['blob body'], { type: 'text/plain' }));
    blobURLParsed = new U(blobURL).protocol + ' ' + new U(blobURL).origin;
    blobText = await (await fetch(blobURL)).text();
    U.revokeObjectURL(blobURL);
    try { await fetch(blobURL); } catch (e) { revokedFetchFails = true; }
  } catch (e) {
    errors.push('blob: ' + String(e));
  }
  async function send(name, f) {
    try { await f(); } catch (e) { errors.push(name + ': ' + String(e)); }
  }
  await send('fetch', function () { return fetch('/echo/fetch', { method: 'POST', body: params() }); });
  await send('Request', function () { return fetch(new Request('/echo/Request', { method: 'POST', body: params() })); });
  await send('Response', async function () {
    var r = new Response(params());
    return fetch('/echo/Response', { method: 'POST', headers: { 'Content-Type': r.headers.get('content-type') || '' }, body: await r.text() });
  });
  await send('XMLHttpRequest', function () {
    return new Promise(function (ok, fail) {
      var x = new XMLHttpRequest();
      x.open('POST', '/echo/XMLHttpRequest');
      x.onload = ok;
      x.onerror = fail;
      x.send(params());
    });
  });
  await send('sendBeacon', function () {
    if (!navigator.sendBeacon('/echo/sendBeacon', params())) throw new Error('sendBeacon returned false');
  });
  await send('explicit', function () {
    return fetch('/echo/explicit', { method: 'POST', headers: { 'Content-Type': 'text/x-mine' }, body: params() });
  });
  return {
    // What polyurl installs is its standard-only class: the classic script's polyurl.URL, or
    // dist/auto.mjs's own copy of StandardURL (it stands alone): not the native class, and
    // the prototype members of polyurl.mjs's StandardURL.
    urlIsPolyurl: window.polyurl ? U === polyurl.URL : U !== n.URL && membersOf(U) === membersOf(polyurl.StandardURL),
    paramsIsPolyurl: window.polyurl ? P === polyurl.URLSearchParams : P !== n.URLSearchParams && membersOf(P) === membersOf(polyurl.URLSearchParams),
    createObjectURLIsNative: U.createObjectURL === n.createObjectURL,
    revokeObjectURLIsNative: U.revokeObjectURL === n.revokeObjectURL,
    blobText: blobText,
    blobURLParsed: blobURLParsed,
    revokedFetchFails: revokedFetchFails,
    wrapped: wrapped,
    install: window.__install,
    detection: detection,
    opaque: opaque,
    errors: errors
  };
})()`;

async function exercise(p: Page): Promise<PageReport> {
  return (await p.evaluate(EXERCISE)) as PageReport;
}

describe('Polyfill in headless Chromium: what is replaced, Blob URLs, request bodies', function () {
  this.timeout(180000);
  let server: Server;
  let origin = '';
  let context: BrowserContext | undefined;
  let profile = '';
  let received: Received[] = [];
  const reports: Record<string, PageReport> = {};
  const echoes: Record<string, Received[]> = {};

  before(async function () {
    chromiumBinary = engineBinary(this, 'chromium', 'chromium (polyfill pages)');
    const files: Record<string, { type: string; body: string }> = {
      '/polyurl.legacy.min.js': { type: 'text/javascript', body: readFileSync(join(DIST, 'polyurl.legacy.min.js'), 'utf8') },
      '/auto.mjs': { type: 'text/javascript', body: readFileSync(join(DIST, 'auto.mjs'), 'utf8') },
      '/polyurl.mjs': { type: 'text/javascript', body: readFileSync(join(DIST, 'polyurl.mjs'), 'utf8') },
    };
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = req.url || '/';
      if (req.method === 'POST' && url.indexOf('/echo/') === 0) {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ sender: url.slice(6), contentType: req.headers['content-type'] || null, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        });
        return;
      }
      const m = /^\/page\/(\w+)(\/module)?$/.exec(url);
      if (m !== null && m[1] in SETUP) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(m[1], m[2] !== undefined));
        return;
      }
      const f = files[url];
      if (f === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store' }).end(f.body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    const { chromium } = await import('playwright-core');
    profile = mkdtempSync(join(tmpdir(), 'polyurl-pages-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumBinary,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      timeout: 60000,
    });
    console.log(`      Chromium ${context.browser()?.version() ?? '(version unknown)'}`);
    for (const scenario of ['intact', 'intact/module', 'broken', 'ie', 'force', 'force/module']) {
      received = [];
      const p = await context.newPage();
      const pageErrors: string[] = [];
      p.on('pageerror', (e) => pageErrors.push(String(e)));
      await p.goto(`${origin}/page/${scenario}`);
      const report = await exercise(p);
      report.errors = report.errors.concat(pageErrors);
      // sendBeacon queues its request: wait for all six to arrive.
      for (let i = 0; i < 100 && received.length < 6; i++) await new Promise((ok) => setTimeout(ok, 50));
      await p.close();
      reports[scenario] = report;
      echoes[scenario] = received;
      const types = received.map((r) => `${r.sender}=${r.contentType}`).join(', ');
      if (scenario === 'intact') console.log(`      detect() of Chromium's own URL: ${JSON.stringify(report.detection)}`);
      console.log(`      ${scenario}: polyurl URL ${report.urlIsPolyurl}, wrapped [${report.wrapped.join(', ')}], blob ${JSON.stringify(report.blobText)}; ${types}`);
    }
  });

  after(async function () {
    if (context !== undefined) await context.close();
    if (server !== undefined) server.close();
    if (profile !== '') rmSync(profile, { recursive: true, force: true });
  });

  function echoOf(scenario: string, sender: string): Received {
    const r = echoes[scenario].filter((e) => e.sender === sender)[0];
    assert.isDefined(r, `${scenario}: the echo server received nothing from ${sender}`);
    return r;
  }

  function assertBlobURLsWork(scenario: string): void {
    const r = reports[scenario];
    assert.deepEqual(r.errors, [], scenario);
    assert.isTrue(r.createObjectURLIsNative, `${scenario}: URL.createObjectURL is the platform's`);
    assert.isTrue(r.revokeObjectURLIsNative, `${scenario}: URL.revokeObjectURL is the platform's`);
    assert.strictEqual(r.blobText, 'blob body', `${scenario}: a Blob URL fetches its Blob`);
    assert.strictEqual(r.blobURLParsed, `blob: ${origin}`, `${scenario}: URL parses a Blob URL, origin and all`);
    assert.isTrue(r.revokedFetchFails, `${scenario}: revokeObjectURL revokes`);
  }

  function assertFormBodies(scenario: string, beaconType: string): void {
    assert.deepEqual(reports[scenario].opaque, [], `${scenario}: the senders look like the platform's`);
    for (const sender of ['fetch', 'Request', 'Response', 'XMLHttpRequest']) {
      assert.deepEqual(echoOf(scenario, sender), { sender, contentType: FORM, body: BODY }, `${scenario}: ${sender}`);
    }
    assert.deepEqual(echoOf(scenario, 'sendBeacon'), { sender: 'sendBeacon', contentType: beaconType, body: BODY }, `${scenario}: sendBeacon`);
    assert.strictEqual(echoOf(scenario, 'explicit').contentType, 'text/x-mine', `${scenario}: the caller's Content-Type wins`);
  }

  it('native URL intact (legacy script and polyurl/auto): nothing replaced or wrapped, Blob URLs work, native form bodies', function () {
    for (const scenario of ['intact', 'intact/module']) {
      const r = reports[scenario];
      assert.strictEqual(r.detection.status, 'ok', JSON.stringify(r.detection));
      assert.deepEqual(r.detection.patches, [], 'current Chromium lacks no member');
      assert.isFalse(r.urlIsPolyurl, `${scenario}: the native URL stays`);
      assert.isFalse(r.paramsIsPolyurl, `${scenario}: the native URLSearchParams stays`);
      assert.deepEqual(r.wrapped, [], `${scenario}: no sender wrapped`);
      assertBlobURLsWork(scenario);
      // The platform's own behaviour, which the replaced cases must match.
      assertFormBodies(scenario, FORM);
    }
  });

  it('a broken native URL carrying createObjectURL: both classes replaced, the statics kept, form bodies as native', function () {
    const r = reports['broken'];
    assert.isTrue(r.urlIsPolyurl);
    assert.isTrue(r.paramsIsPolyurl);
    assert.deepEqual(r.wrapped, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send', 'navigator.sendBeacon']);
    assertBlobURLsWork('broken');
    // sendBeacon gets a copy in the platform's own URLSearchParams, which this page still had.
    assertFormBodies('broken', FORM);
  });

  it('an IE-era URL object with only the statics: polyurl installed, the statics kept, form bodies', function () {
    const r = reports['ie'];
    assert.isTrue(r.urlIsPolyurl);
    assert.isTrue(r.paramsIsPolyurl);
    assert.deepEqual(r.wrapped, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send', 'navigator.sendBeacon']);
    assertBlobURLsWork('ie');
    // No URLSearchParams of the platform's to copy into: sendBeacon gets a Blob, whose type the File API lowercases.
    assertFormBodies('ie', FORM.toLowerCase());
  });

  it('install({ force: true }) (legacy script and polyurl/auto): replaced, every native static kept, form bodies as native', function () {
    for (const scenario of ['force', 'force/module']) {
      const r = reports[scenario];
      assert.isTrue(r.urlIsPolyurl, scenario);
      assert.isTrue(r.paramsIsPolyurl, scenario);
      assert.isNotNull(r.install, scenario);
      assert.strictEqual(r.install!.reason, 'force');
      assert.includeMembers(r.install!.kept, ['URL.createObjectURL', 'URL.revokeObjectURL'], scenario);
      assert.deepEqual(r.install!.bodies, ['fetch', 'Request', 'Response', 'XMLHttpRequest.prototype.send', 'navigator.sendBeacon'], scenario);
      assertBlobURLsWork(scenario);
      assertFormBodies(scenario, FORM);
    }
  });
});
