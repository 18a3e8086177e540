#!/usr/bin/env node
// `npm run viewer`: builds the URL viewer, one static page, from viewer/ and
// the shipped dist/polyurl.mjs, whose code goes into the page's one module
// script (minified; its export list becomes an object named `polyurl`). The
// page imports nothing and loads nothing else, so it works from file:// and
// offline.
//
//   node scripts/viewer.mjs [--dist DIR] [--out FILE] [--serve] [--port N]
//
// --serve: then serves it on 127.0.0.1 (port 8080 by default; 0 for any free
// one) until interrupted: GET / and /index.html only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

// polyurl.mjs ends with one `export { a, b as c, … };` and imports nothing:
// inside a function, that list becomes the object the function returns.
export function asScript(moduleCode) {
  const m = /\bexport\s*\{([^}]*)\};?\s*$/.exec(moduleCode);
  if (m === null || /^\s*(import|export)\b/m.test(moduleCode.slice(0, m.index))) {
    throw new Error('dist/polyurl.mjs is not one module with a single export list at its end');
  }
  const names = m[1].split(',').map((s) => s.trim()).filter((s) => s !== '').map((s) => {
    const [local, exported = local] = s.split(/\s+as\s+/);
    return `${JSON.stringify(exported)}: ${local}`;
  });
  return `const polyurl = (() => {\n${moduleCode.slice(0, m.index)}\nreturn { ${names.join(', ')} };\n})();`;
}

// "</script" would end the inline script early, and "<!--" changes how the
// HTML parser reads it: neither may appear in the code put into the page.
function inline(code, what) {
  const bad = /<\/script|<!--/i.exec(code);
  if (bad !== null) throw new Error(`${what} contains ${JSON.stringify(bad[0])} at ${bad.index}: it cannot be inlined`);
  return code;
}

export async function buildViewer(dist = join(ROOT, 'dist'), out = join(dist, 'viewer', 'index.html')) {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const library = asScript(readFileSync(join(dist, 'polyurl.mjs'), 'utf8'));
  // A script, not a module, to terser: it keeps the top-level name `polyurl` that the page script uses.
  const minified = (await minify(library, { module: false, toplevel: false, ecma: 2020, format: { comments: false } })).code;
  const template = readFileSync(join(ROOT, 'viewer', 'index.html'), 'utf8');
  const pieces = {
    '/*STYLE*/': readFileSync(join(ROOT, 'viewer', 'viewer.css'), 'utf8'),
    '<!--VERSION-->': pkg.version,
    '/*POLYURL*/': `// polyurl ${pkg.version}: dist/polyurl.mjs (MIT)\n` + inline(minified, 'dist/polyurl.mjs'),
    '/*SCRIPT*/': inline(readFileSync(join(ROOT, 'viewer', 'viewer.js'), 'utf8'), 'viewer/viewer.js'),
  };
  let html = template;
  for (const [mark, text] of Object.entries(pieces)) {
    if (!html.includes(mark)) throw new Error(`viewer/index.html has no ${mark}`);
    html = html.replace(mark, () => text);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  return { file: out, bytes: Buffer.byteLength(html) };
}

function serve(file, port) {
  const server = createServer((req, res) => {
    const path = (req.url || '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path !== '/' && path !== '/index.html') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    // Read at every request, so a rebuild shows on reload.
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Bounded: one page, no keep-alive held open, requests that stall are cut.
  server.requestTimeout = 10000;
  server.keepAliveTimeout = 1000;
  server.maxConnections = 32;
  server.listen(port, '127.0.0.1', () => {
    const a = server.address();
    console.log(`serving ${file} on http://127.0.0.1:${a.port}/ (Ctrl-C stops)`);
  });
  return server;
}

async function main() {
  const dist = resolve(option('--dist', join(ROOT, 'dist')));
  const out = resolve(option('--out', join(dist, 'viewer', 'index.html')));
  const { file, bytes } = await buildViewer(dist, out);
  console.log(`${file}: ${bytes.toLocaleString('en')} bytes (open it from the file system, or npm run viewer -- --serve)`);
  if (process.argv.includes('--serve')) {
    const port = Number(option('--port', '8080'));
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: not a port: ${option('--port')}`);
    serve(file, port);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e && e.message ? e.message : e);
    process.exit(1);
  });
}
