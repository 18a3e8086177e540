#!/usr/bin/env node
// npm run bench — polyurl beside Node's native URL, whatwg-url, core-js and
// url-parse (and, for the rfc3986 workloads, fast-uri and uri-js), all in
// this one process, interleaved round-robin with a full GC before every
// sample, on a mixed corpus; ratios are the median of the per-round ratios.
// See bench/README.md for what each workload does and how to read the table.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureExposedGC, environment, describeEnvironment, now } from './lib/env.mjs';
import { parseOrExit, UsageError } from './lib/args.mjs';
import { defaultCorpusFiles, idnInputs, isFileInput, isIDNInput, loadCorpus, relativePairs, spread } from './lib/corpus.mjs';
import { renderChart } from './lib/chart.mjs';
import { BASELINE, IMPL_NAMES, loadImplementations, loadPolyurl, versionOf, firstLine } from './lib/impls.mjs';
import { WORKLOADS, MEMORY, DATA, WARMUP_OPS } from './lib/workloads.mjs';
import { compile, isRejection, timeRoundRobin, bytesPerObject, median, quantile, clockFn } from './lib/measure.mjs';
import { renderTable, fmtNs, fmtRatio, fmtNumber } from './lib/table.mjs';
import { runHermesBench } from './lib/hermes.mjs';

// The Hermes workload (bench/lib/hermes.mjs) and its target: the RN build's parse + 4 getters against the full ES5 build.
const HERMES = 'hermes';
const HERMES_TARGET = 1.2;
// Editing and URLPattern have harnesses of their own, each paired in a process
// of its own (no type feedback shared with the URL workloads); run from here so
// that one command measures everything.
const OWN_PROCESS = [
  { name: 'edit', script: 'edit.mjs', quick: ['--rounds', '5', '--pairs', '500'] },
  { name: 'urlpattern', script: 'urlpattern.mjs', quick: [] },
];

const HELP = `usage: node bench/run.mjs [options]     (npm run bench -- [options])

  --impl LIST          implementations to run (comma-separated or repeated):
                       ${IMPL_NAMES.join(', ')} (default: all available)
  --workload LIST      ${WORKLOADS.map((w) => w.name).concat(MEMORY.name, HERMES, OWN_PROCESS.map((o) => o.name)).join(', ')} (default: all;
                       hermes: React Native's engine, bench/lib/hermes.mjs;
                       edit, urlpattern: bench/edit.mjs, bench/urlpattern.mjs in a process each)
  --corpus FILE        one URL per line; repeatable (default: bench/fixtures/*.txt)
  --idn N              inputs with internationalized hosts added to the corpus,
                       derived from its http(s) URLs (default 400; 0: none)
  --limit N            inputs per workload, evenly spread over the corpus; 0 = all
                       (default: per workload, sized to keep the run short)
  --rounds N           interleaved rounds; the median is reported (default 7)
  --min-sample-ms N    each implementation runs at least this long per round (default 50)
  --gc-between=false   no full GC before every sample (default: gc() before each,
                       as garbage is collected all the time in a real process)
  --warm-mix           first run every implementation through a mix of all the
                       operations (as a program using URLs for everything would),
                       so each workload is timed with the type feedback of all
  --clock cpu|wall     what a sample measures: the process's CPU time (default; steadier
                       when other processes share the cores) or elapsed wall-clock time
  --memory-n N         objects held for the memory figure (default 10000)
  --dist FILE          polyurl build to import (default dist/polyurl.mjs)
  --baseline FILE      another polyurl build, timed beside it in the whatwg workloads
                       (and memory) as "polyurl-baseline", with a paired ratio to it:
                       before/after figures from one process
  --quick              3 rounds and a fifth of the inputs: a smoke test, not a measurement
  --json [FILE]        machine-readable results to FILE, or to stdout (the table then goes to stderr)
  --svg FILE           the chart (ns/op per workload, log scale) to FILE (default: bench/results.svg
                       after a full default run, nowhere otherwise)
  --help
`;

const SPEC = {
  impl: { type: 'list', default: [] },
  workload: { type: 'list', default: [] },
  corpus: { type: 'list', default: [] },
  limit: { type: 'number' },
  rounds: { type: 'number', default: 7 },
  'min-sample-ms': { type: 'number', default: 50 },
  clock: { type: 'string', default: 'cpu' },
  'gc-between': { type: 'boolean', default: true },
  idn: { type: 'number', default: 400 },
  svg: { type: 'string' },
  'warm-mix': { type: 'boolean', default: false },
  'memory-n': { type: 'number', default: MEMORY.limit },
  dist: { type: 'string' },
  baseline: { type: 'string' },
  quick: { type: 'boolean', default: false },
  json: { type: 'string', optionalValue: true },
  help: { type: 'boolean', default: false },
};

// The project's speed targets (README "Benchmarks"), as paired ratios of
// polyurl to the reference (the median of the per-round ratios).
const TARGETS = {
  parse: { ref: 'native', max: 1.2, text: '≤ 1.2× native' },
  'parse-file': { ref: 'native', max: 1.2, text: '≤ 1.2× native' },
  'parse-idn': { ref: 'native', max: 1.2, text: '≤ 1.2× native' },
  getters: { ref: 'native', max: 1.2, text: '≤ 1.2× native' },
  mutate: { ref: 'native', max: 1.0, text: '≤ 1.0× native' },
  searchParams: { ref: 'native', max: 0.5, text: '≤ 0.5× native' },
  relative: { ref: 'native', max: 1.2, text: '≤ 1.2× native' },
  'rfc3986-parse': { ref: 'fast-uri', max: 1 / 3, text: '≥ 3× faster than fast-uri' },
  'rfc3986-resolve': { ref: 'fast-uri', max: 1 / 3, text: '≥ 3× faster than fast-uri' },
  'rfc3986-normalize': { ref: 'fast-uri', max: 1 / 3, text: '≥ 3× faster than fast-uri' },
  lenient: { ref: 'polyurl', subject: 'polyurl-lenient', max: 1.3, text: '≤ 1.3× polyurl (whatwg)' },
  memory: { bytes: 250, text: '≤ 250 bytes' },
};

function main() {
  ensureExposedGC();
  return parseOrExit('bench', SPEC, HELP, run);
}

async function run(args) {
  const started = now();
  const jsonToStdout = args.json === '';
  const out = jsonToStdout ? process.stderr : process.stdout;
  const say = (s = '') => out.write(s + '\n');
  const progress = (s) => process.stderr.write(s);

  for (const n of args.impl) {
    if (!IMPL_NAMES.includes(n)) throw new UsageError(`unknown implementation "${n}" (know: ${IMPL_NAMES.join(', ')})`);
  }
  const allWorkloads = WORKLOADS.map((w) => w.name).concat(MEMORY.name, HERMES, OWN_PROCESS.map((o) => o.name));
  for (const n of args.workload) {
    if (!allWorkloads.includes(n)) throw new UsageError(`unknown workload "${n}" (know: ${allWorkloads.join(', ')})`);
  }
  if (args.clock !== 'cpu' && args.clock !== 'wall') throw new UsageError('--clock is cpu or wall');
  const rounds = args.quick ? Math.min(args.rounds, 3) : Math.max(1, Math.round(args.rounds));
  const limitFor = (w) => {
    if (args.limit !== undefined) return args.limit;
    return args.quick ? Math.ceil(w.limit / 5) : w.limit;
  };

  const env = environment();
  const corpusFiles = args.corpus.length > 0 ? args.corpus : defaultCorpusFiles();
  const corpus = loadCorpus(corpusFiles);
  const idn = idnInputs(corpus.urls, args.idn);
  if (idn.length > 0) {
    corpus.urls = corpus.urls.concat(idn);
    corpus.files.push({ file: 'IDN hosts (derived)', lines: idn.length });
  }
  const impls = await loadImplementations(args.impl, args.dist);
  if (args.baseline !== undefined) impls[BASELINE] = await loadPolyurl(args.baseline);
  // polyurl's RFC 3986 normalization is a function of the package (not a URL method): ops reach it as D.normalize.
  if (impls.polyurl && impls.polyurl.ok) DATA.normalize = impls.polyurl.value.normalize;

  say(`polyurl benchmark — ${describeEnvironment(env)}`);
  say(
    `corpus: ${corpus.urls.length} lines from ${corpus.files.map((f) => `${f.file} (${f.lines})`).join(', ')}; ` +
      `${rounds} interleaved rounds, ${args['gc-between'] ? 'gc() before every sample, ' : 'NO gc() between samples, '}` +
      `≥ ${args['min-sample-ms']} ms of ${args.clock === 'cpu' ? 'process CPU time' : 'wall-clock time'} per sample; ` +
      'ns/op: median of the rounds; ×: median of the per-round ratios',
  );
  for (const name of Object.keys(impls)) {
    const im = impls[name];
    if (im.ok) {
      const v = versionOf(name);
      const feats = im.features
        ? ` from ${relative(process.cwd(), im.value.file) || im.value.file}; has: whatwg mode` +
          Object.keys(im.features).filter((k) => im.features[k]).map((k) => `, ${FEATURE_NAMES[k] || k}`).join('')
        : '';
      say(`  ${name.padEnd(11)} ${v}${feats}`);
    } else {
      say(`  ${name.padEnd(11)} SKIPPED: ${im.why}`);
    }
  }
  say();

  const results = {
    env,
    options: {
      rounds, clock: args.clock, minSampleMs: args['min-sample-ms'], gcBetween: args['gc-between'], idn: idn.length,
      limit: args.limit ?? null, quick: args.quick, memoryN: args['memory-n'],
    },
    corpus: corpus.files,
    implementations: Object.fromEntries(
      Object.entries(impls).map(([k, v]) => [k, { available: v.ok, version: v.ok ? versionOf(k) : null, reason: v.ok ? null : v.why, features: v.features || null }]),
    ),
    workloads: [],
  };

  if (args['warm-mix']) results.warmUp = warmUp(impls, corpus.urls, args.clock, args.quick, progress);

  const wanted = (name) => args.workload.length === 0 || args.workload.includes(name);
  for (const w of WORKLOADS) {
    if (!wanted(w.name)) continue;
    const r = runWorkload(w, impls, corpus.urls, limitFor(w), { rounds, minSampleMs: args['min-sample-ms'], clock: args.clock, gcBetween: args['gc-between'] }, progress);
    results.workloads.push(r);
    say(renderWorkload(r));
    say();
  }
  if (wanted(MEMORY.name)) {
    const r = runMemory(impls, corpus.urls, args.quick ? Math.min(args['memory-n'], 2000) : args['memory-n'], progress);
    results.workloads.push(r);
    say(renderWorkload(r));
    say();
  }

  if (wanted(HERMES) && args.dist === undefined) {
    const r = await runHermesBench({ urls: corpus.urls, rounds, minSampleMs: Math.max(100, args['min-sample-ms']), count: args.quick ? 800 : 4000, progress });
    results.hermes = r;
    say(renderHermes(r));
    say();
  }

  for (const o of OWN_PROCESS) {
    if (!wanted(o.name) || args.dist !== undefined) continue;
    progress(`${o.name}: node bench/${o.script} …\n`);
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(new URL(`./${o.script}`, import.meta.url))].concat(args.quick ? o.quick : []), { encoding: 'utf8' });
    say(r.stdout.trimEnd());
    if (r.status !== 0) say(`bench/${o.script} failed (exit ${r.status}): ${r.stderr.trim()}`);
    say();
  }

  const summary = targetSummary(results.workloads);
  if (results.hermes && results.hermes.ok) {
    const rn = results.hermes.rows.find((x) => x.workload === 'parse + 4 getters' && x.impl === 'polyurl RN');
    const es5 = results.hermes.rows.find((x) => x.workload === 'parse + 4 getters' && x.impl === 'polyurl es5');
    summary.push({
      workload: 'hermes parse + 4 getters', target: `≤ ${HERMES_TARGET}× polyurl es5`, value: `${fmtNumber(rn.us, 1)} µs`,
      reference: `polyurl es5 ${fmtNumber(es5.us, 1)} µs`, ratio: fmtRatio(rn.vsES5), met: rn.vsES5 <= HERMES_TARGET ? 'yes' : 'no',
    });
  }
  results.targets = summary;
  if (summary.length > 0) {
    say('polyurl against the targets (a report, not a test; this machine is shared and noisy):');
    say(
      renderTable(
        ['workload', 'target', 'polyurl', 'reference', 'ratio', 'met'],
        summary.map((s) => [s.workload, s.target, s.value, s.reference, s.ratio, s.met]),
        ['l', 'l', 'r', 'r', 'r', 'l'],
      ),
    );
    say();
  }
  // The chart: by default only after a full default run (every workload and
  // implementation), so that a partial run never replaces the committed one.
  const fullRun = args.workload.length === 0 && args.impl.length === 0 && args.dist === undefined && args.baseline === undefined && !args.quick && args.corpus.length === 0 && args.limit === undefined;
  const svgFile = args.svg !== undefined ? args.svg : fullRun ? SVG_DEFAULT : undefined;
  if (svgFile !== undefined) {
    writeFileSync(svgFile, renderChart(results, CHART_IMPLS, CHART_WORKLOADS));
    say(`chart written to ${relative(process.cwd(), svgFile) || svgFile}`);
  }
  const seconds = Number(now() - started) / 1e9;
  results.seconds = Math.round(seconds * 10) / 10;
  say(`done in ${fmtNumber(seconds, 1)} s; cost growth: npm run bench:growth`);

  if (args.json !== undefined) {
    const text = JSON.stringify(results, null, 2) + '\n';
    if (jsonToStdout) process.stdout.write(text);
    else {
      writeFileSync(args.json, text);
      say(`results written to ${args.json}`);
    }
  }
}

const SVG_DEFAULT = fileURLToPath(new URL('./results.svg', import.meta.url));
const CHART_IMPLS = ['polyurl', 'native', 'whatwg-url', 'core-js'];
// The WHATWG workloads (those that whatwg-url takes part in).
const CHART_WORKLOADS = WORKLOADS.filter((w) => w.participants['whatwg-url'] !== undefined).map((w) => w.name);

const FEATURE_NAMES = {
  rfc3986: 'rfc3986 mode',
  rfc3986Resolve: 'rfc3986 resolution',
  normalize: 'rfc3986 normalize()',
  lenient: 'lenient mode',
};

/** Which participants of a workload can run, and why the others cannot. */
function participantsOf(w, impls) {
  const entries = [];
  const skipped = [];
  const all = { ...w.participants };
  // --baseline: the other build runs polyurl's operation when it is the whatwg mode's.
  const own = w.participants.polyurl;
  if (impls[BASELINE] && own && own.impl === 'polyurl' && own.options === undefined) all[BASELINE] = { ...own, impl: BASELINE, label: BASELINE };
  for (const [id, p] of Object.entries(all)) {
    const im = impls[p.impl];
    const label = p.label || id;
    if (!im) continue; // filtered out with --impl
    if (!im.ok) {
      skipped.push({ id, label, why: 'not available' });
      continue;
    }
    if (p.needs && !(im.features && im.features[p.needs])) {
      skipped.push({ id, label, why: `this build has no ${FEATURE_NAMES[p.needs] || p.needs} yet` });
      continue;
    }
    const C = p.impl === 'fast-uri' || p.impl === 'uri-js' || p.impl === 'url-parse' ? im.value : im.value.URL;
    const fns = compile(`${w.name} ${id}`, p.op, p.check);
    // Only the WHATWG URL classes promise TypeError (and polyurl's rfc3986
    // mode URIError) for bad input; the other libraries throw what they like.
    const anyThrowRejects = p.impl === 'fast-uri' || p.impl === 'uri-js' || p.impl === 'url-parse';
    entries.push({ id, label, C, O: p.options, run: fns.run, check: fns.check, anyThrowRejects });
  }
  return { entries, skipped };
}

function runWorkload(w, impls, urls, limit, timing0, progress) {
  const { entries, skipped } = participantsOf(w, impls);
  const base = {
    name: w.name, title: w.title, ratioRefs: entries.some((e) => e.id === BASELINE) ? w.ratios.concat(BASELINE) : w.ratios, skipped,
    candidates: 0, used: 0, rejected: {}, errors: {}, results: [],
  };
  if (entries.length === 0) {
    base.note = 'no implementation available';
    return base;
  }
  const pool = w.select === 'file' ? urls.filter(isFileInput) : w.select === 'idn' ? urls.filter(isIDNInput) : urls;
  const sample = spread(pool, limit);
  const items = w.input === 'pairs' ? relativePairs(sample) : sample;
  base.candidates = items.length;

  // Keep only the inputs every participant accepts, so that exceptions never
  // enter the timing and every figure is over the same inputs.
  progress(`${w.name}: checking ${items.length} inputs…`);
  const keep = new Uint8Array(items.length).fill(1);
  for (const e of entries) {
    const { ok, errors } = e.check(e.C, e.O, DATA, items);
    let rejected = 0;
    const bugs = [];
    for (const { i, e: err } of errors) {
      if (e.anyThrowRejects || isRejection(err)) rejected++;
      else bugs.push({ input: items[i], error: `${err && err.name ? err.name : typeof err}: ${firstLine(err)}` });
    }
    for (let i = 0; i < ok.length; i++) if (!ok[i]) keep[i] = 0;
    base.rejected[e.id] = rejected;
    if (bugs.length > 0) base.errors[e.id] = { count: bugs.length, first: bugs.slice(0, 3) };
  }
  const used = items.filter((_, i) => keep[i] === 1);
  base.used = used.length;
  if (w.compareHref) base.differences = compareWithNative(entries, impls, used, w.input === 'pairs');
  if (used.length === 0) {
    progress(' no input accepted by all\n');
    base.note = 'no input is accepted by every implementation';
    return base;
  }
  progress(` ${used.length} used; round`);
  const timing = timeRoundRobin(entries, used, DATA, {
    ...timing0,
    onRound: (r) => progress(` ${r}`),
  });
  progress('\n');
  const med = (id) => (timing.has(id) ? timing.get(id).median : NaN);
  for (const e of entries) {
    const t = timing.get(e.id);
    const q1 = quantile(t.samples, 0.25);
    const q3 = quantile(t.samples, 0.75);
    base.results.push({
      id: e.id,
      label: e.label,
      nsPerOp: round3(t.median),
      // Paired: the ratio of the two samples of each round (taken a moment
      // apart, under the same load), then the median over the rounds.
      ratios: Object.fromEntries(base.ratioRefs.map((ref) => [ref, timing.has(ref) ? round3(median(t.samples.map((x, r) => x / timing.get(ref).samples[r]))) : null])),
      samples: t.samples.map(round3),
      // Half the interquartile range of the rounds, relative to the median.
      spread: round3((q3 - q1) / 2 / t.median),
      passes: t.passes,
      warmup: t.warmup,
    });
  }
  return base;
}

/**
 * --warm-mix: before the first workload, each implementation runs a mix of
 * all the operations over a sample of the corpus, in short batches until the
 * last four agree within 15% (at least 0.5 s, at most 3 s of the clock each;
 * 0.2–1 s with --quick). Each workload is then timed in a process whose JIT
 * has seen everything, as in a program that uses URLs for all of it, rather
 * than seen the workloads before it only. A library whose figures move a lot
 * with this flag has hot code that the other operations make polymorphic.
 */
function warmUp(impls, urls, clock, quick, progress) {
  const read = clockFn(clock);
  const minNs = (quick ? 0.2 : 0.5) * 1e9;
  const maxNs = (quick ? 1 : 3) * 1e9;
  const items = spread(urls, 300);
  const report = {};
  progress('warming up:');
  for (const [id, im] of Object.entries(impls)) {
    if (!im.ok) continue;
    const kind = id === 'url-parse' ? 'url-parse' : id === 'fast-uri' || id === 'uri-js' ? 'rfc' : 'whatwg';
    const C = kind === 'whatwg' ? im.value.URL : im.value;
    // check(): the per-input try/catch loop, since not every input is valid for every library.
    const { check } = compile(`warm-up ${id}`, WARMUP_OPS[kind]);
    const times = [];
    const t0 = read();
    let now;
    for (;;) {
      const b = read();
      check(C, undefined, DATA, items);
      now = read();
      times.push(now - b);
      const last = times.slice(-4);
      if (now - t0 >= maxNs) break;
      if (now - t0 >= minNs && last.length === 4 && Math.max(...last) <= 1.15 * Math.min(...last)) break;
    }
    report[id] = { seconds: Math.round((now - t0) / 1e7) / 100, batches: times.length };
    progress(` ${id} ${fmtNumber((now - t0) / 1e9, 1)} s`);
  }
  progress('\n');
  return report;
}

/**
 * Not a timing: on how many of the timed inputs polyurl's href differs from
 * the native URL's (a correctness hint; the WPT suites are the real check).
 * Where they differ, whatwg-url (the reference implementation) is asked too:
 * native has bugs of its own.
 */
function compareWithNative(entries, impls, used, pairs) {
  const poly = entries.find((e) => e.id === 'polyurl');
  if (!poly || !impls.native || !impls.native.ok) return undefined;
  const N = impls.native.value.URL;
  const W = impls['whatwg-url'] && impls['whatwg-url'].ok ? impls['whatwg-url'].value.URL : null;
  const P = poly.C;
  const href = (C, x) => {
    try {
      return pairs ? new C(x.rel, x.base).href : new C(x).href;
    } catch (e) {
      return null;
    }
  };
  let count = 0;
  let whatwgSidesWithPolyurl = 0;
  const first = [];
  for (const x of used) {
    const a = href(P, x);
    const b = href(N, x);
    if (a === null || b === null || a === b) continue;
    count++;
    const w = W ? href(W, x) : undefined;
    if (w === a) whatwgSidesWithPolyurl++;
    if (first.length < 3) first.push({ input: x, polyurl: a, native: b, whatwgUrl: w });
  }
  return { polyurl: count, whatwgUrlAgreesWithPolyurl: W ? whatwgSidesWithPolyurl : null, first };
}

function runMemory(impls, urls, n, progress) {
  const base = {
    name: MEMORY.name, title: MEMORY.title, ratioRefs: MEMORY.ratios, skipped: [],
    candidates: 0, used: 0, rejected: {}, errors: {}, results: [], unit: 'bytes',
  };
  const entries = [];
  const ids = impls[BASELINE] ? MEMORY.participants.concat(BASELINE) : MEMORY.participants;
  if (impls[BASELINE]) base.ratioRefs = MEMORY.ratios.concat(BASELINE);
  for (const id of ids) {
    const im = impls[id];
    if (!im) continue;
    if (!im.ok) {
      base.skipped.push({ id, label: id, why: 'not available' });
      continue;
    }
    const C = id === 'url-parse' ? im.value : im.value.URL;
    entries.push({ id, label: id, make: (s) => new C(s), C });
  }
  if (entries.length === 0) {
    base.note = 'no implementation available';
    return base;
  }
  const candidates = spread(urls, n);
  base.candidates = candidates.length;
  const keep = new Uint8Array(candidates.length).fill(1);
  for (const e of entries) {
    let rejected = 0;
    for (let i = 0; i < candidates.length; i++) {
      try {
        e.make(candidates[i]);
      } catch {
        rejected++;
        keep[i] = 0;
      }
    }
    base.rejected[e.id] = rejected;
  }
  const used = candidates.filter((_, i) => keep[i] === 1);
  base.used = used.length;
  progress(`memory: holding ${used.length} objects per implementation; round`);
  const samples = new Map(entries.map((e) => [e.id, []]));
  for (let r = 0; r < 3; r++) {
    for (let j = 0; j < entries.length; j++) {
      const e = entries[(j + r) % entries.length];
      samples.get(e.id).push(bytesPerObject(e.make, used, used.length));
    }
    progress(` ${r + 1}`);
  }
  progress('\n');
  const med = (id) => (samples.has(id) ? median(samples.get(id)) : NaN);
  for (const e of entries) {
    const m = med(e.id);
    base.results.push({
      id: e.id, label: e.label, bytesPerObject: Math.round(m),
      ratios: Object.fromEntries(base.ratioRefs.map((ref) => [ref, round3(m / med(ref))])),
      samples: samples.get(e.id).map((x) => Math.round(x)),
    });
  }
  return base;
}

// The Hermes row: µs/op in hermes-engine-cli (-O), paired ratios to the full ES5 build and of the RN build to each.

function renderHermes(r) {
  if (!r.ok) return `hermes — SKIPPED: ${r.why}`;
  const head = `hermes — hermes-engine-cli 0.12 (-O, no JIT), ${r.inputs} web URLs, ${r.rounds} interleaved rounds, gc() before every sample; ` +
    `polyurl RN = dist/auto.rn.cjs (polyurl/auto under Metro), target: parse + 4 getters ≤ ${HERMES_TARGET}× polyurl es5`;
  const rows = r.rows.map((x) => [x.workload, x.impl, fmtNumber(x.us, 1), fmtRatio(x.vsES5), x.impl === 'polyurl RN' ? '' : fmtRatio(x.rnVs)]);
  return head + '\n' + renderTable(['workload', 'implementation', 'µs/op', '× polyurl es5', 'RN build ×'], rows, ['l', 'l', 'r', 'r', 'r']);
}

function round3(x) {
  return Number.isFinite(x) ? Math.round(x * 1000) / 1000 : null;
}

function renderWorkload(r) {
  const lines = [`## ${r.title}`];
  const rej = Object.entries(r.rejected).filter(([, n]) => n > 0).map(([id, n]) => `${id} ${n}`);
  lines.push(
    `inputs: ${r.used} used of ${r.candidates}` +
      (rej.length > 0 ? ` (rejected by ${rej.join(', ')}; only inputs every implementation accepts are ${isMemory(r) ? 'measured' : 'timed'})` : ''),
  );
  for (const s of r.skipped) lines.push(`skipped: ${s.label} — ${s.why}`);
  for (const [id, e] of Object.entries(r.errors)) {
    lines.push(`UNEXPECTED EXCEPTIONS from ${id}: ${e.count} (inputs left out), e.g. ${e.first.map((b) => `${clip(b.input)} → ${b.error}`).join('; ')}`);
  }
  if (r.differences && r.differences.polyurl > 0) {
    lines.push(
      `polyurl's href differs from native's on ${r.differences.polyurl} of these inputs, e.g. ` +
        r.differences.first.slice(0, 1).map((d) => `${clip(d.input, 200)}: polyurl ${clip(d.polyurl, 200)}, native ${clip(d.native, 200)}`).join('') +
        ' (more in --json)' +
        (r.differences.whatwgUrlAgreesWithPolyurl === null
          ? ''
          : `; whatwg-url gives polyurl's href on ${r.differences.whatwgUrlAgreesWithPolyurl} of the ${r.differences.polyurl}`),
    );
  }
  if (r.note) lines.push(`(${r.note})`);
  if (r.results.length === 0) return lines.join('\n');
  const isMem = r.unit === 'bytes';
  const header = ['implementation', isMem ? 'bytes/object' : 'ns/op', ...r.ratioRefs.map((x) => `× ${x}`)];
  if (!isMem) header.push('spread');
  const rows = r.results.map((x) => {
    const row = [x.label, isMem ? fmtNumber(x.bytesPerObject) : fmtNs(x.nsPerOp), ...r.ratioRefs.map((ref) => fmtRatio(x.ratios[ref]))];
    if (!isMem) row.push(`±${fmtNumber(x.spread * 100, 0)}%`);
    return row;
  });
  lines.push(renderTable(header, rows, header.map((_, i) => (i === 0 ? 'l' : 'r'))));
  return lines.join('\n');
}

function clip(v, max = 90) {
  const s = JSON.stringify(v);
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

function isMemory(r) {
  return r.unit === 'bytes';
}

function targetSummary(workloads) {
  const rows = [];
  for (const w of workloads) {
    const t = TARGETS[w.name];
    if (!t) continue;
    const subjectId = t.subject || 'polyurl';
    const subject = w.results.find((x) => x.id === subjectId);
    if (!subject) continue;
    if (t.bytes !== undefined) {
      rows.push({
        workload: w.name, target: t.text, value: `${fmtNumber(subject.bytesPerObject)} B`, reference: '', ratio: '',
        met: subject.bytesPerObject <= t.bytes ? 'yes' : 'no',
      });
      continue;
    }
    const ref = w.results.find((x) => x.id === t.ref);
    if (!ref) continue;
    const ratio = subject.ratios[t.ref] !== undefined && subject.ratios[t.ref] !== null ? subject.ratios[t.ref] : subject.nsPerOp / ref.nsPerOp;
    rows.push({
      workload: w.name, target: t.text, value: `${fmtNs(subject.nsPerOp)} ns`,
      reference: `${ref.label} ${fmtNs(ref.nsPerOp)} ns`, ratio: fmtRatio(ratio),
      met: ratio <= t.max ? 'yes' : 'no',
    });
  }
  return rows;
}

Promise.resolve()
  .then(main)
  .catch((e) => {
    if (e instanceof UsageError) {
      process.stderr.write(`bench: ${e.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`bench: ${e && e.stack ? e.stack : e}\n`);
    process.exit(1);
  });

