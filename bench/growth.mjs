#!/usr/bin/env node
// npm run bench:growth — cost growth: inputs of 1 KB, 64 KB and 1 MB made of
// one repeated character class in the component where that class means
// something to the parser. Parse time per input byte should stay flat
// as the input grows (linear cost); a per-byte time that climbs with
// the size is superlinear. Also URLSearchParams parsing of a long query.
// Nothing here is asserted: the table is a report (this machine is shared).
import { writeFileSync } from 'node:fs';
import { ensureExposedGC, environment, describeEnvironment, now } from './lib/env.mjs';
import { parseOrExit, UsageError } from './lib/args.mjs';
import { loadImplementations, versionOf } from './lib/impls.mjs';
import { clockFn, median } from './lib/measure.mjs';
import { defaultCorpusFiles, loadCorpus } from './lib/corpus.mjs';
import { renderTable, fmtNumber, fmtRatio } from './lib/table.mjs';

const SIZES = [
  { label: '1 KB', n: 1024 },
  { label: '64 KB', n: 64 * 1024 },
  { label: '1 MB', n: 1024 * 1024 },
];

/**
 * Each case: the repeated unit, where it goes, and the text around it.
 * The input is prefix + unit × k + suffix with k chosen so the whole input
 * is as close to the size as the unit allows.
 */
const URL_CASES = [
  { cls: '/', where: 'path', prefix: 'http://h/', unit: '/', suffix: '' },
  { cls: '.', where: 'path, "./" segments', prefix: 'http://h/', unit: './', suffix: 'x' },
  { cls: '.', where: 'path, "../" segments', prefix: 'http://h/', unit: '../', suffix: 'x' },
  { cls: '.', where: 'host, labels', prefix: 'http://', unit: 'a.', suffix: 'com/' },
  { cls: '%41', where: 'path', prefix: 'http://h/', unit: '%41', suffix: '' },
  { cls: '%41', where: 'host', prefix: 'http://', unit: '%41', suffix: '/' },
  { cls: '%41', where: 'query', prefix: 'http://h/?', unit: '%41', suffix: '' },
  { cls: '@', where: 'userinfo', prefix: 'http://', unit: '@', suffix: 'h/' },
  { cls: ':', where: 'userinfo (password)', prefix: 'http://u', unit: ':', suffix: '@h/' },
  { cls: '[', where: 'path', prefix: 'http://h/', unit: '[', suffix: '' },
  { cls: '[', where: 'authority', prefix: 'http://', unit: '[', suffix: '/' },
  { cls: 'digits', where: 'port (leading zeros)', prefix: 'http://h:', unit: '0', suffix: '80/' },
  { cls: 'digits', where: 'host (IPv4 number)', prefix: 'http://', unit: '1', suffix: '/' },
  { cls: 'digits', where: 'path', prefix: 'http://h/', unit: '7', suffix: '' },
  { cls: 'non-ASCII', where: 'path', prefix: 'http://h/', unit: '\u00e9', suffix: '' },
  { cls: 'non-ASCII', where: 'host', prefix: 'http://', unit: '\u00e9', suffix: '/' },
  { cls: 'non-ASCII', where: 'fragment', prefix: 'http://h/#', unit: '\u4e2d', suffix: '' },
];

const PARAMS_CASES = [
  { cls: 'a=b&', where: 'URLSearchParams(query)', unit: 'a=b&' },
  { cls: '%41', where: 'URLSearchParams(query)', unit: 'k=%41%42&' },
  { cls: '+', where: 'URLSearchParams(query)', unit: 'q=a+b+c&' },
  { cls: 'non-ASCII', where: 'URLSearchParams(query)', unit: '\u00e9=\u00e9&' },
];

const HELP = `usage: node bench/growth.mjs [options]     (npm run bench:growth -- [options])

  --impl LIST          polyurl, native, whatwg-url, core-js (default: polyurl,native)
  --case TEXT          only the cases whose class or component contains TEXT (repeatable)
  --rounds N           interleaved rounds, median reported (default 5)
  --min-sample-ms N    each sample runs at least this long (default 20)
  --max-op-ms N        leave out a size whose single parse is projected to take longer (default 3000)
  --clock cpu|wall     process CPU time (default) or wall-clock time
  --dist FILE          polyurl build to import (default dist/polyurl.mjs)
  --json [FILE]        machine-readable results to FILE, or to stdout
  --help
`;

const SPEC = {
  impl: { type: 'list', default: ['polyurl', 'native'] },
  case: { type: 'list', default: [] },
  rounds: { type: 'number', default: 5 },
  'min-sample-ms': { type: 'number', default: 20 },
  'max-op-ms': { type: 'number', default: 3000 },
  clock: { type: 'string', default: 'cpu' },
  dist: { type: 'string' },
  json: { type: 'string', optionalValue: true },
  help: { type: 'boolean', default: false },
};

// Sizes are UTF-8 bytes, as the input would arrive over the wire.
const bytes = (s) => Buffer.byteLength(s, 'utf8');

function build(c, n) {
  const pre = c.prefix || '';
  const suf = c.suffix || '';
  const k = Math.max(1, Math.floor((n - bytes(pre) - bytes(suf)) / bytes(c.unit)));
  return pre + c.unit.repeat(k) + suf;
}

// Each implementation gets its own compiled operation (distinct source, so
// V8 neither shares type feedback between them nor reuses a cached
// compilation): a call site that saw two URL classes would be polymorphic.
let serial = 0;
function compileOp(label, body) {
  return new Function('C', `/* ${label} #${++serial} */ "use strict"; return function (s) { ${body} };`);
}

/** One operation: parse and read href; a rejection counts as done (it is timed too). */
function urlOp(C, label) {
  return compileOp(label, 'try { return new C(s).href.length; } catch (e) { return -1; }')(C);
}

function paramsOp(SP, label) {
  return compileOp(label, 'return new C(s).toString().length;')(SP);
}

function gc() {
  if (typeof globalThis.gc === 'function') globalThis.gc();
}

let blackhole = 0;

/**
 * ns per operation: one sample repeats the operation in batches of doubling
 * size until minNs has passed on the clock, reading the clock only between
 * batches (a CPU-time reading costs about a microsecond: more than a short
 * parse).
 */
function sample(fn, input, minNs, read) {
  let passes = 0;
  let batch = 1;
  const t0 = read();
  let t;
  for (;;) {
    for (let k = 0; k < batch; k++) blackhole ^= fn(input);
    passes += batch;
    t = read() - t0;
    if (t >= minNs) break;
    batch *= 2;
  }
  return t / passes;
}

function main() {
  ensureExposedGC();
  return parseOrExit('bench:growth', SPEC, HELP, run);
}

async function run(args) {
  const started = now();
  const jsonToStdout = args.json === '';
  const out = jsonToStdout ? process.stderr : process.stdout;
  const say = (s = '') => out.write(s + '\n');
  const progress = (s) => process.stderr.write(s);
  if (args.clock !== 'cpu' && args.clock !== 'wall') throw new UsageError('--clock is cpu or wall');
  const read = clockFn(args.clock);
  const minNs = args['min-sample-ms'] * 1e6;
  const env = environment();
  const impls = await loadImplementations(args.impl, args.dist);

  say(`polyurl cost growth — ${describeEnvironment(env)}`);
  say(`${args.rounds} rounds, ≥ ${args['min-sample-ms']} ms of ${args.clock === 'cpu' ? 'process CPU time' : 'wall-clock time'} per sample, median reported; sizes in UTF-8 bytes`);
  const available = [];
  for (const name of Object.keys(impls)) {
    const im = impls[name];
    if (im.ok) {
      say(`  ${name.padEnd(11)} ${versionOf(name)}`);
      available.push(name);
    } else {
      say(`  ${name.padEnd(11)} SKIPPED: ${im.why}`);
    }
  }
  say();
  if (available.length === 0) {
    say('nothing to measure');
    return;
  }

  // Warm every implementation up on the ordinary URLs of the corpus first,
  // so that the first case is not measured while the parser is still
  // running unoptimized (on a busy machine V8's optimizing compiler, on
  // another thread, can take a while to deliver).
  const corpus = loadCorpus(defaultCorpusFiles()).urls;
  progress('warming up…');
  for (const id of available) {
    const v = impls[id].value;
    const t0 = read();
    do {
      for (let i = 0; i < corpus.length; i++) {
        try {
          const u = new v.URL(corpus[i]);
          blackhole ^= u.href.length + new v.URLSearchParams(u.search).toString().length;
        } catch {
          // an input this implementation rejects
        }
      }
    } while (read() - t0 < 300e6);
  }
  progress('\n');

  const selected = (c) => args.case.length === 0 || args.case.some((t) => c.cls.includes(t) || c.where.includes(t));
  const jobs = [];
  for (const c of URL_CASES) if (selected(c)) jobs.push({ c, kind: 'url' });
  for (const c of PARAMS_CASES) if (selected(c)) jobs.push({ c, kind: 'params' });

  const rows = [];
  const results = [];
  for (const { c, kind } of jobs) {
    const name = `${JSON.stringify(c.cls)} in ${c.where}`;
    progress(`${name}:`);
    const ops = available.map((id) => {
      const v = impls[id].value;
      const label = `${id} ${name}`.replace(/\*\//g, '');
      return { id, fn: kind === 'url' ? urlOp(v.URL, label) : paramsOp(v.URLSearchParams, label) };
    });
    const perImpl = new Map(ops.map((o) => [o.id, { sizes: [] }]));
    for (const size of SIZES) {
      const input = kind === 'url' ? build(c, size.n) : build({ unit: c.unit }, size.n);
      progress(` ${size.label}`);
      // A first, untimed call per implementation: warms it up, tells
      // whether the input is accepted, and lets a size be left out when the
      // previous size predicts an unreasonable time.
      const live = [];
      for (const o of ops) {
        const slot = perImpl.get(o.id);
        const prev = slot.sizes[slot.sizes.length - 1];
        if (prev && prev.skipped) {
          slot.sizes.push({ size: size.label, bytes: bytes(input), skipped: 'a smaller size was already left out' });
          continue;
        }
        if (prev && prev.projectedMs !== undefined && prev.projectedMs > args['max-op-ms']) {
          slot.sizes.push({ size: size.label, bytes: bytes(input), skipped: `projected ${fmtNumber(prev.projectedMs)} ms per parse` });
          continue;
        }
        const t0 = read();
        const r = o.fn(input);
        const first = read() - t0;
        live.push({ o, accepted: r >= 0, first });
      }
      // One full GC per size, then a warm-up on this input; none between
      // samples (a full GC discards optimized code that embeds dead objects,
      // so every sample would include re-optimizing).
      gc();
      for (const l of live) {
        const t0 = read();
        while (read() - t0 < minNs) blackhole ^= l.o.fn(input);
      }
      const samples = new Map(live.map((l) => [l.o.id, []]));
      for (let round = 0; round < args.rounds; round++) {
        for (let j = 0; j < live.length; j++) {
          const l = live[(j + round) % live.length];
          samples.get(l.o.id).push(sample(l.o.fn, input, minNs, read));
        }
      }
      for (const l of live) {
        const ns = median(samples.get(l.o.id));
        const slot = perImpl.get(l.o.id);
        const prev = slot.sizes[slot.sizes.length - 1];
        const entry = { size: size.label, bytes: bytes(input), nsPerOp: ns, nsPerByte: ns / bytes(input), accepted: l.accepted };
        // Project the next size from the growth seen so far, as a power law
        // (a quadratic parser takes 256× as long for 16× the input); from a
        // single point, assume linear.
        const next = SIZES[SIZES.indexOf(size) + 1];
        if (next) {
          let exponent = 1;
          if (prev && prev.nsPerOp) {
            exponent = Math.log(ns / prev.nsPerOp) / Math.log(bytes(input) / prev.bytes);
            entry.exponent = Math.round(exponent * 100) / 100;
          }
          entry.projectedMs = (ns * Math.pow(next.n / size.n, Math.max(1, exponent))) / 1e6;
        }
        slot.sizes.push(entry);
      }
    }
    progress('\n');
    for (const o of ops) {
      const sizes = perImpl.get(o.id).sizes;
      const first = sizes[0];
      const last = sizes[sizes.length - 1];
      const growth = first && last && first.nsPerByte && last.nsPerByte ? last.nsPerByte / first.nsPerByte : NaN;
      // Log-log slopes of time against length between consecutive sizes: 1 is
      // linear, 2 quadratic. A quadratic algorithm shows ~2 on both steps; a
      // rise at 1 MB alone is mostly the data outgrowing the CPU caches (the
      // native parser shows it too).
      const timed = sizes.filter((s) => s.nsPerOp !== undefined);
      const slopes = [];
      for (let k = 1; k < timed.length; k++) {
        slopes.push(Math.log(timed[k].nsPerOp / timed[k - 1].nsPerOp) / Math.log(timed[k].bytes / timed[k - 1].bytes));
      }
      const accepted = sizes.filter((s) => s.nsPerOp !== undefined).map((s) => s.accepted);
      const verdict = accepted.length === 0 ? '' : accepted.every((a) => a) ? 'parsed' : accepted.every((a) => !a) ? 'rejected' : 'mixed';
      const note = sizes.filter((s) => s.skipped).map((s) => `${s.size} left out: ${s.skipped}`).join('; ');
      const flag = slopes.length > 0 && slopes.every((x) => x > 1.5) ? '  SUPERLINEAR' : '';
      rows.push([
        name, o.id,
        ...SIZES.map((sz) => {
          const s = sizes.find((x) => x.size === sz.label);
          return s && s.nsPerByte !== undefined ? fmtNumber(s.nsPerByte, s.nsPerByte < 10 ? 2 : 1) : '—';
        }),
        Number.isFinite(growth) ? fmtRatio(growth) : '—',
        slopes.length > 0 ? slopes.map((x) => fmtNumber(x, 2)).join(' / ') + flag : '—',
        verdict + (note ? ` (${note})` : ''),
      ]);
      results.push({ case: c.cls, component: c.where, kind, impl: o.id, sizes, growth: Number.isFinite(growth) ? growth : null, slopes: slopes.map((x) => Math.round(x * 100) / 100), superlinear: flag !== '', result: verdict });
    }
  }

  say('ns per input byte (UTF-8), median. growth: ns/byte at the largest size measured ÷ ns/byte at 1 KB.');
  say('slopes: log-log slope of time against length, 1 KB→64 KB / 64 KB→1 MB (1 = linear, 2 = quadratic;');
  say('a rise at 1 MB alone is mostly the data outgrowing the CPU caches: compare native). SUPERLINEAR: both slopes > 1.5.');
  say(
    renderTable(
      ['input', 'impl', ...SIZES.map((s) => `${s.label} ns/byte`), 'growth', 'slopes', 'result'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  say();
  const seconds = Number(now() - started) / 1e9;
  say(`done in ${fmtNumber(seconds, 1)} s`);
  if (args.json !== undefined) {
    const text = JSON.stringify({ env, options: { rounds: args.rounds, clock: args.clock, minSampleMs: args['min-sample-ms'] }, results, seconds }, null, 2) + '\n';
    if (jsonToStdout) process.stdout.write(text);
    else {
      writeFileSync(args.json, text);
      say(`results written to ${args.json}`);
    }
  }
  void blackhole;
}

Promise.resolve()
  .then(main)
  .catch((e) => {
    if (e instanceof UsageError) {
      process.stderr.write(`bench:growth: ${e.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`bench:growth: ${e && e.stack ? e.stack : e}\n`);
    process.exit(1);
  });
