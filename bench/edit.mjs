#!/usr/bin/env node
// URL editing functions (lib/edit/) beside what they stand for, paired:
//   relativize(t, b)            beside one resolution of the same pair, new URL(ref, b)
//                               (and, from strings, new URL(t, b));
//   setPathSegments, appendPathSegments  beside the pathname setter given the same path;
//   buildURL(parts)             beside new URL + the setters for the same parts.
//
//   npm run bench:edit    (builds, then node bench/edit.mjs)
//   node bench/edit.mjs [--rounds N] [--pairs N] [--min-ms MS] [--dist FILE]
//
// Inputs: the web corpus sample (bench/fixtures/kasztp.txt): pairs of URLs of
// one host (a URL and the next of its host) and at random, half and half.
// The library is the package's ES module build, dist/polyurl.mjs (`--dist
// FILE` for another), as bench/run.mjs loads it. Rounds are interleaved, the
// order of the two arms alternates, a full GC runs before every sample, and
// each figure is the median over rounds; a ratio is the median of the
// per-round ratios (paired), which holds on a loaded machine where absolute
// times drift. CPU time of the process. Nothing is asserted.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureExposedGC } from './lib/env.mjs';
import { FIXTURES_DIR, loadCorpus } from './lib/corpus.mjs';
import { median } from './lib/measure.mjs';

ensureExposedGC();
const argv = process.argv.slice(2);
function option(name, fallback) {
  const k = argv.indexOf('--' + name);
  return k >= 0 && k + 1 < argv.length ? Number(argv[k + 1]) : fallback;
}
if (argv.includes('--help')) {
  console.log('node bench/edit.mjs [--rounds N] [--pairs N] [--min-ms MS] [--dist FILE]');
  process.exit(0);
}
const ROUNDS = option('rounds', 15);
const PAIRS = option('pairs', 2000);
const MIN_MS = option('min-ms', 40);

const ROOT = resolve('.');
const k = argv.indexOf('--dist');
const DIST = k >= 0 && k + 1 < argv.length ? resolve(argv[k + 1]) : join(ROOT, 'dist', 'polyurl.mjs');
const { URL, relativize, setPathSegments, appendPathSegments, pathSegments, buildURL, queryRecord } = await import(pathToFileURL(DIST).href);

// A deterministic generator (mulberry32), for the random pairs.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const { urls: lines } = loadCorpus([join(FIXTURES_DIR, 'kasztp.txt')]);
const hrefs = [];
for (const l of lines) {
  const u = URL.parse(l);
  if (u !== null) hrefs.push(u.href);
}
const byHost = new Map();
for (const h of hrefs) {
  const host = new URL(h).host;
  if (!byHost.has(host)) byHost.set(host, []);
  byHost.get(host).push(h);
}
const rnd = random(20261205);
const pairs = [];
const groups = [...byHost.values()].filter((g) => g.length > 1);
for (let i = 0; pairs.length < PAIRS / 2 && i < 10 * PAIRS; i++) {
  const g = groups[i % groups.length];
  const k = Math.floor(rnd() * g.length);
  pairs.push([g[k], g[(k + 1) % g.length]]);
}
while (pairs.length < PAIRS) pairs.push([hrefs[Math.floor(rnd() * hrefs.length)], hrefs[Math.floor(rnd() * hrefs.length)]]);

let sink = 0;
function gc() {
  globalThis.gc();
}
function cpuNs() {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

/**
 * One arm: prepare() makes what a sample works on (untimed), run(state)
 * does the operations and returns how many.
 */
function sample(arm) {
  let ops = 0;
  let spent = 0;
  while (spent < MIN_MS * 1e6) {
    const state = arm.prepare();
    gc();
    const t0 = cpuNs();
    ops += arm.run(state);
    spent += cpuNs() - t0;
  }
  return spent / ops;
}

function compare(name, edited, baseline) {
  // Warm-up: a few passes of each.
  for (let i = 0; i < 5; i++) {
    edited.run(edited.prepare());
    baseline.run(baseline.prepare());
  }
  const a = [];
  const b = [];
  const ratios = [];
  for (let r = 0; r < ROUNDS; r++) {
    let x;
    let y;
    if (r % 2 === 0) {
      x = sample(edited);
      y = sample(baseline);
    } else {
      y = sample(baseline);
      x = sample(edited);
    }
    a.push(x);
    b.push(y);
    ratios.push(x / y);
  }
  const s = ratios.slice().sort((p, q) => p - q);
  const row = { name, edited: median(a), baseline: median(b), ratio: median(ratios), low: s[Math.floor(s.length / 4)], high: s[Math.floor((3 * s.length) / 4)] };
  console.log(
    `${name.padEnd(72)} ${row.edited.toFixed(0).padStart(6)} ns  ${row.baseline.toFixed(0).padStart(6)} ns  ${row.ratio.toFixed(2)}× (quartiles ${row.low.toFixed(2)}–${row.high.toFixed(2)})`,
  );
  return row;
}

const tObjects = pairs.map((p) => new URL(p[0]));
const bObjects = pairs.map((p) => new URL(p[1]));
const refs = pairs.map((p, i) => relativize(tObjects[i], bObjects[i]));
const baseHrefs = pairs.map((p) => p[1]);
const targetHrefs = pairs.map((p) => p[0]);
for (let i = 0; i < pairs.length; i++) {
  if (new URL(refs[i], baseHrefs[i]).href !== tObjects[i].href) throw new Error('relativize does not round-trip: ' + pairs[i]);
}
const kinds = {};
for (const r of refs) {
  const k = r.startsWith('//') ? 'network-path' : r.startsWith('/') ? 'absolute-path' : r.startsWith('?') ? 'query' : r.startsWith('#') ? 'fragment' : r === '' ? 'empty' : /^[a-z][a-z0-9+.-]*:/i.test(r) ? 'absolute URL' : 'relative-path';
  kinds[k] = (kinds[k] || 0) + 1;
}

console.log(`node ${process.version}; ${pairs.length} pairs from the web corpus sample (${byHost.size} hosts); forms: ${JSON.stringify(kinds)}`);
console.log(`${ROUNDS} rounds, ≥ ${MIN_MS} ms CPU per sample, full GC before each; figures: median ns per operation, median of per-round ratios\n`);
console.log(`${'workload (edited beside baseline)'.padEnd(72)} ${'edited'.padStart(9)}  ${'baseline'.padStart(9)}  ratio`);

const n = pairs.length;
const rows = [];
rows.push(compare('relativize(t, b), URL objects | new URL(ref, b.href)', {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= relativize(tObjects[i], bObjects[i]).length;
    return n;
  },
}, {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= new URL(refs[i], baseHrefs[i]).href.length;
    return n;
  },
}));
// The same pairs as URLs of the other two modes, where every candidate is
// verified by one resolution in the mode (lib/edit/relativize.ts).
for (const mode of ['lenient', 'rfc3986']) {
  const o = { mode };
  // The pairs whose two hrefs the mode takes (RFC 3986 refuses some the web has).
  const tm = [];
  const bm = [];
  for (const p of pairs) {
    const t = URL.parse(p[0], undefined, o);
    const b = URL.parse(p[1], undefined, o);
    if (t !== null && b !== null) {
      tm.push(t);
      bm.push(b);
    }
  }
  const m = tm.length;
  const rm = tm.map((t, i) => relativize(t, bm[i]));
  const bh = bm.map((u) => u.href);
  rows.push(compare(`relativize(t, b), ${mode} URL objects (${m} pairs) | new URL(ref, b.href, { mode })`, {
    prepare: () => null,
    run: () => {
      for (let i = 0; i < m; i++) sink ^= relativize(tm[i], bm[i]).length;
      return m;
    },
  }, {
    prepare: () => null,
    run: () => {
      for (let i = 0; i < m; i++) sink ^= new URL(rm[i], bh[i], o).href.length;
      return m;
    },
  }));
}
rows.push(compare('relativize(t, b), strings | new URL(t, b)', {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= relativize(targetHrefs[i], baseHrefs[i]).length;
    return n;
  },
}, {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= new URL(targetHrefs[i], baseHrefs[i]).href.length;
    return n;
  },
}));

// Path edits: the segments of the pair's target put on its base (decoded
// segments for setPathSegments, the same path as written for the setter).
const segs = tObjects.map((u) => pathSegments(u));
const paths = tObjects.map((u) => u.pathname);
const fresh = () => baseHrefs.map((h) => new URL(h));
rows.push(compare('setPathSegments(u, segments) | u.pathname = path', {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) sink ^= setPathSegments(us[i], segs[i]).href.length;
    return n;
  },
}, {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) {
      us[i].pathname = paths[i];
      sink ^= us[i].href.length;
    }
    return n;
  },
}));
rows.push(compare('setPathSegments(u, segments) | u.pathname = "/" + encodeURIComponent each', {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) sink ^= setPathSegments(us[i], segs[i]).href.length;
    return n;
  },
}, {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) {
      us[i].pathname = '/' + segs[i].map(encodeURIComponent).join('/');
      sink ^= us[i].href.length;
    }
    return n;
  },
}));
rows.push(compare("appendPathSegments(u, 'a b') | u.pathname += '/' + encodeURIComponent('a b')", {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) sink ^= appendPathSegments(us[i], 'a b').href.length;
    return n;
  },
}, {
  prepare: fresh,
  run: (us) => {
    for (let i = 0; i < n; i++) {
      const u = us[i];
      const p = u.pathname;
      u.pathname = (p.endsWith('/') ? p : p + '/') + encodeURIComponent('a b');
      sink ^= u.href.length;
    }
    return n;
  },
}));

// buildURL from the parts of the targets, beside new URL + the same setters.
const parts = tObjects.map((u) => {
  const p = { protocol: u.protocol, hostname: u.hostname, pathname: u.pathname };
  if (u.port !== '') p.port = u.port;
  if (u.search !== '') p.search = u.search;
  if (u.hash !== '') p.hash = u.hash;
  return p;
});
rows.push(compare('buildURL(parts) | new URL(protocol//hostname) + setters', {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= buildURL(parts[i]).href.length;
    return n;
  },
}, {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) {
      const p = parts[i];
      const u = new URL(p.protocol + '//' + p.hostname);
      if (p.port !== undefined) u.port = p.port;
      u.pathname = p.pathname;
      if (p.search !== undefined) u.search = p.search;
      if (p.hash !== undefined) u.hash = p.hash;
      sink ^= u.href.length;
    }
    return n;
  },
}));
const records = tObjects.map((u) => queryRecord(u));
rows.push(compare('buildURL({ hostname, segments, query }) | new URL + pathname + searchParams.append', {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) sink ^= buildURL({ hostname: parts[i].hostname, segments: segs[i], query: records[i] }).href.length;
    return n;
  },
}, {
  prepare: () => null,
  run: () => {
    for (let i = 0; i < n; i++) {
      const u = new URL('https://' + parts[i].hostname);
      u.pathname = '/' + segs[i].map(encodeURIComponent).join('/');
      const r = records[i];
      for (const k of Object.keys(r)) {
        const v = r[k];
        if (typeof v === 'string') u.searchParams.append(k, v);
        else for (const x of v) u.searchParams.append(k, x);
      }
      sink ^= u.href.length;
    }
    return n;
  },
}));
console.log(`\n(${sink & 1})`);
