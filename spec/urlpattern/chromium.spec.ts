// Engine proof: every WPT urlpatterntestdata.json entry through the shipped
// dist/urlpattern.mjs in headless Debian Chromium (playwright-core, never a
// downloaded browser), with the native URLPattern deleted before it loads,
// run by the same wpt-runner.ts as in Node (its chai through an import map).
// Then polyurl/auto-urlpattern over Chromium's own URLPattern: what
// detectURLPattern() says of it, and that a working one is kept.
import { assert } from 'chai';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { engineBinary } from '../engines/run-engine.js';
import { fixturePath } from '../support/fixtures.js';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');
const BUILD = resolve(process.env.POLYURL_BUILD_DIR || 'build');

interface WPTRun {
  deleted: boolean;
  stillDeleted: boolean;
  passed: number;
  failed: string[];
}

interface NativeRun {
  version: string;
  hadNative: boolean;
  detection: { status: string; reason: string | null };
  kept: boolean;
  again: { replaced: boolean; reason: string | null };
  nativeWPT: { passed: number; failed: number };
}

const HEAD = `<!doctype html><html lang="en"><meta charset="utf-8"><title>polyurl URLPattern</title>
<script type="importmap">{ "imports": { "chai": "/chai.js" } }</script>`;

const WPT_PAGE = `${HEAD}
<script>window.__deleted = delete window.URLPattern && typeof window.URLPattern === 'undefined';</script>
<script type="module">
  import { URLPattern } from '/urlpattern.mjs';
  import { runEntry, wptName } from '/wpt-runner.js';
  const data = await (await fetch('/data.json')).json();
  const seen = {};
  const out = { deleted: window.__deleted, stillDeleted: false, passed: 0, failed: [] };
  for (const entry of data) {
    const name = wptName(entry, seen);
    try { runEntry(URLPattern, entry); out.passed++; } catch (e) { out.failed.push(name + ': ' + String(e && e.message)); }
  }
  out.stillDeleted = typeof window.URLPattern === 'undefined';
  window.__result = out;
</script></html>`;

const NATIVE_PAGE = `${HEAD}
<script>window.__native = window.URLPattern;</script>
<script type="module">
  import { runEntry, wptName } from '/wpt-runner.js';
  const native = window.__native;
  const mod = await import('/auto-urlpattern.mjs');
  const data = await (await fetch('/data.json')).json();
  const seen = {};
  let passed = 0, failed = 0;
  if (typeof native === 'function') {
    for (const entry of data) { wptName(entry, seen); try { runEntry(native, entry); passed++; } catch (e) { failed++; } }
  }
  window.__result = {
    version: navigator.userAgent,
    hadNative: typeof native === 'function',
    detection: mod.detectURLPattern(native),
    kept: window.URLPattern === native,
    again: mod.installURLPattern(),
    nativeWPT: { passed, failed },
  };
</script></html>`;

describe('Engine proof: URLPattern in headless Chromium', function () {
  this.timeout(180000);
  let server: Server | undefined;
  let context: BrowserContext | undefined;
  let profile = '';
  let origin = '';

  before(async function () {
    const binary = engineBinary(this, 'chromium', 'chromium (URLPattern)');
    const js = 'text/javascript';
    const files: Record<string, { type: string; body: string }> = {
      '/wpt': { type: 'text/html; charset=utf-8', body: WPT_PAGE },
      '/native': { type: 'text/html; charset=utf-8', body: NATIVE_PAGE },
      '/urlpattern.mjs': { type: js, body: readFileSync(join(DIST, 'urlpattern.mjs'), 'utf8') },
      '/auto-urlpattern.mjs': { type: js, body: readFileSync(join(DIST, 'auto-urlpattern.mjs'), 'utf8') },
      '/wpt-runner.js': { type: js, body: readFileSync(join(BUILD, 'spec', 'urlpattern', 'wpt-runner.js'), 'utf8') },
      '/chai.js': { type: js, body: readFileSync(join('node_modules', 'chai', 'index.js'), 'utf8') },
      '/data.json': { type: 'application/json', body: readFileSync(fixturePath('urlpattern/urlpatterntestdata.json'), 'utf8') },
    };
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const f = files[req.url || '/'];
      if (f === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store' }).end(f.body);
    });
    await new Promise<void>((ok) => (server as Server).listen(0, '127.0.0.1', ok));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    const { chromium } = await import('playwright-core');
    profile = mkdtempSync(join(tmpdir(), 'polyurl-urlpattern-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: binary,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      timeout: 60000,
    });
    console.log(`      Chromium ${context.browser()?.version() ?? '(version unknown)'}`);
  });

  after(async function () {
    if (context !== undefined) await context.close();
    if (server !== undefined) server.close();
    if (profile !== '') rmSync(profile, { recursive: true, force: true });
  });

  async function load<T>(path: string): Promise<T> {
    const page = await (context as BrowserContext).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(origin + path);
    await page.waitForFunction('window.__result !== undefined || false', undefined, { timeout: 120000 }).catch(() => undefined);
    const result = (await page.evaluate('window.__result')) as T | undefined;
    await page.close();
    assert.deepEqual(errors, [], 'page errors');
    assert.isDefined(result, `${path}: no result`);
    return result as T;
  }

  it('dist/urlpattern.mjs passes all 353 WPT entries with the native URLPattern deleted', async function () {
    const r = await load<WPTRun>('/wpt');
    console.log(`      chromium › URLPattern WPT: ${r.passed} passed, ${r.failed.length} failed (native deleted: ${String(r.deleted && r.stillDeleted)})`);
    assert.isTrue(r.deleted && r.stillDeleted, 'the native URLPattern was deleted and stayed so');
    assert.deepEqual(r.failed, []);
    assert.strictEqual(r.passed, 353);
  });

  it("polyurl/auto-urlpattern keeps Chromium's own URLPattern when it passes the probes", async function () {
    const r = await load<NativeRun>('/native');
    console.log(`      detectURLPattern() of Chromium's own: ${JSON.stringify(r.detection)}; its WPT: ${r.nativeWPT.passed} passed, ${r.nativeWPT.failed} failed`);
    assert.isTrue(r.hadNative, 'this Chromium has URLPattern');
    assert.strictEqual(r.kept, r.detection.status === 'ok');
    assert.deepEqual(r.again, { replaced: false, reason: null });
  });
});
