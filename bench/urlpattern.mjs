#!/usr/bin/env node
// URLPattern: polyurl's as it ships (dist/urlpattern.mjs, "polyurl/urlpattern",
// made by `npm run build`) beside urlpattern-polyfill and the platform's URLPattern
// where there is one (Node 20 has none), in this one process, interleaved
// round-robin with a full GC before every sample. Ratios are paired: the
// median over the rounds of (other's time / polyurl's time) in the same
// round, so above 1 means polyurl is faster.
//
// Workloads, each over the WPT data (spec/fixtures/urlpattern/urlpatterntestdata.json)
// restricted to the entries every compared implementation handles the same
// way (constructs, and matches without throwing):
//   construct  new URLPattern(...pattern) for every such entry
//   test       pattern.test(...inputs) on patterns made beforehand
//   exec       pattern.exec(...inputs)
//   router     a small router: 12 string patterns, each URL of a list tested
//              against them in order until one matches (test())
//
// usage: npm run bench:urlpattern, or node bench/urlpattern.mjs [--rounds N] [--min-sample-ms N] [--workload LIST]
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { ensureExposedGC, environment, describeEnvironment } from './lib/env.mjs';

ensureExposedGC();

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf('--' + name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}
const ROUNDS = Number(option('rounds', 9));
const MIN_SAMPLE_NS = Number(option('min-sample-ms', 60)) * 1e6;
const WORKLOADS = option('workload', 'construct,test,exec,router').split(',');

async function loadImplementations() {
  const impls = [];
  try {
    const m = await import(pathToFileURL(join(ROOT, 'dist', 'urlpattern.mjs')).href);
    impls.push({ name: 'polyurl', URLPattern: m.URLPattern });
  } catch (e) {
    console.error(`polyurl: not loaded (${e.message}); run npm run build first`);
    process.exit(1);
  }
  try {
    const m = await import('urlpattern-polyfill/urlpattern');
    const version = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'urlpattern-polyfill', 'package.json'), 'utf8')).version;
    impls.push({ name: `urlpattern-polyfill ${version}`, URLPattern: m.URLPattern });
  } catch (e) {
    console.error(`urlpattern-polyfill: not loaded (${e.message})`);
  }
  if (typeof globalThis.URLPattern === 'function') impls.push({ name: 'native', URLPattern: globalThis.URLPattern });
  return impls;
}

function attempt(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    return { ok: false, error: e };
  }
}

/** The WPT entries every implementation constructs, and of those the ones every implementation matches without throwing. */
function wptCases(impls) {
  const data = JSON.parse(readFileSync(join(ROOT, 'spec', 'fixtures', 'urlpattern', 'urlpatterntestdata.json'), 'utf8'));
  const construct = [];
  const match = [];
  for (const entry of data) {
    if (entry.expected_obj === 'error') continue;
    const made = impls.map((impl) => attempt(() => new impl.URLPattern(...entry.pattern)));
    if (!made.every((r) => r.ok)) continue;
    construct.push(entry.pattern);
    if (entry.expected_match === 'error' || entry.inputs === undefined) continue;
    const inputs = entry.inputs;
    if (!made.every((r) => attempt(() => r.value.exec(...inputs)).ok && attempt(() => r.value.test(...inputs)).ok)) continue;
    match.push({ pattern: entry.pattern, inputs });
  }
  return { construct, match };
}

const ROUTES = [
  'https://example.com/',
  'https://example.com/about',
  'https://example.com/blog/:year(\\d+)/:month(\\d+)/:slug',
  'https://example.com/blog/:slug',
  'https://example.com/products/:id',
  'https://example.com/products/:id/reviews{/:page}?',
  'https://example.com/api/v:version/users/:user',
  'https://example.com/api/v:version/users/:user/posts/*',
  'https://:sub.example.com/static/*',
  'https://example.com/search?q=*',
  'https://example.com/docs/*#:section',
  'https://example.com/*',
];
const ROUTED_URLS = [
  'https://example.com/',
  'https://example.com/about',
  'https://example.com/blog/2024/05/hello-world',
  'https://example.com/blog/hello-world',
  'https://example.com/products/1234',
  'https://example.com/products/1234/reviews/2',
  'https://example.com/api/v2/users/ada',
  'https://example.com/api/v2/users/ada/posts/7/comments',
  'https://cdn.example.com/static/app.js',
  'https://example.com/search?q=url+pattern',
  'https://example.com/docs/guide/intro#install',
  'https://example.com/missing/page',
  'https://other.example.org/',
];

let blackhole = 0;

function workload(name, impl, cases) {
  const URLPattern = impl.URLPattern;
  switch (name) {
    case 'construct':
      return {
        count: cases.construct.length,
        run() {
          let n = 0;
          for (let i = 0; i < cases.construct.length; i++) n += new URLPattern(...cases.construct[i]).pathname.length;
          return n;
        },
      };
    case 'test':
    case 'exec': {
      const patterns = cases.match.map((c) => new URLPattern(...c.pattern));
      const inputs = cases.match.map((c) => c.inputs);
      const test = name === 'test';
      return {
        count: patterns.length,
        run() {
          let n = 0;
          for (let i = 0; i < patterns.length; i++) {
            if (test) {
              if (patterns[i].test(...inputs[i])) n++;
            } else if (patterns[i].exec(...inputs[i]) !== null) {
              n++;
            }
          }
          return n;
        },
      };
    }
    case 'router': {
      const patterns = ROUTES.map((r) => new URLPattern(r));
      return {
        count: ROUTED_URLS.length,
        run() {
          let n = 0;
          for (let i = 0; i < ROUTED_URLS.length; i++) {
            for (let k = 0; k < patterns.length; k++) {
              if (patterns[k].test(ROUTED_URLS[i])) {
                n += k;
                break;
              }
            }
          }
          return n;
        },
      };
    }
  }
  throw new Error(`unknown workload ${name}`);
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function sample(w) {
  globalThis.gc();
  let passes = 0;
  const t0 = process.hrtime.bigint();
  let t;
  do {
    blackhole ^= w.run();
    passes++;
    t = Number(process.hrtime.bigint() - t0);
  } while (t < MIN_SAMPLE_NS);
  return t / (passes * w.count);
}

function measure(name, impls, cases) {
  const ws = impls.map((impl) => workload(name, impl, cases));
  // Warm-up: every implementation runs for about half a second first.
  for (const w of ws) {
    const t0 = Date.now();
    while (Date.now() - t0 < 500) blackhole ^= w.run();
  }
  const samples = impls.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (let j = 0; j < impls.length; j++) {
      const k = (j + r) % impls.length;
      samples[k].push(sample(ws[k]));
    }
  }
  return samples;
}

const impls = await loadImplementations();
const cases = wptCases(impls);
console.log(describeEnvironment(environment()));
console.log(
  `${impls.map((i) => i.name).join(', ')}; ${ROUNDS} rounds, ≥ ${MIN_SAMPLE_NS / 1e6} ms a sample; ` +
    `WPT entries all construct: ${cases.construct.length}, all match without throwing: ${cases.match.length}`,
);
const rows = [];
for (const name of WORKLOADS) {
  const samples = measure(name, impls, cases);
  const row = [name.padEnd(10)];
  for (let k = 0; k < impls.length; k++) {
    let cell = `${impls[k].name}: ${median(samples[k]).toFixed(0)} ns/op`;
    if (k > 0) cell += ` (${median(samples[k].map((t, r) => t / samples[0][r])).toFixed(2)}× polyurl's time)`;
    row.push(cell);
  }
  rows.push(row.join('  '));
  console.log(rows[rows.length - 1]);
}
if (blackhole === 0.5) console.log('');
