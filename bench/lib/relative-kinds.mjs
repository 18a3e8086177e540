#!/usr/bin/env node
// The relative workload of bench/run.mjs split by the kind of reference
// (relativePairs' eight kinds) and by base scheme: which part of the mix
// costs what, polyurl against native (and a second polyurl build with
// --baseline), with the bench's own timing (timeRoundRobin: gc() before each
// sample, interleaved rounds, paired per-round ratios).
//
//   node --expose-gc bench/lib/relative-kinds.mjs [--dist F] [--baseline F] [--after-workloads] [--by kind|base] [--rounds N]
//
// --after-workloads first runs the whatwg workloads that npm run bench runs
// before relative (parse … searchParams), for every implementation, as the
// full bench does: their type feedback is part of what relative is timed with.
import { parseOrExit } from './args.mjs';
import { ensureExposedGC } from './env.mjs';
import { defaultCorpusFiles, idnInputs, isFileInput, isIDNInput, loadCorpus, relativePairs, RELATIVE_KINDS, spread } from './corpus.mjs';
import { compile, median, timeRoundRobin } from './measure.mjs';
import { DATA, WORKLOADS } from './workloads.mjs';
import { loadPolyurl } from './impls.mjs';

const HELP = 'usage: node --expose-gc bench/lib/relative-kinds.mjs [--dist F] [--baseline F] [--after-workloads] [--by kind|base] [--rounds N]\n';
const SPEC = {
  dist: { type: 'string' },
  baseline: { type: 'string' },
  'after-workloads': { type: 'boolean', default: false },
  by: { type: 'string', default: 'kind' },
  rounds: { type: 'number', default: 7 },
  help: { type: 'boolean', default: false },
};

await parseOrExit('relative-kinds', SPEC, HELP, async (args) => {
  ensureExposedGC();
  const impls = [];
  for (const [id, file] of [['polyurl', args.dist], ['baseline', args.baseline]]) {
    if (id === 'baseline' && file === undefined) continue;
    const p = await loadPolyurl(file);
    if (!p.ok) throw new Error(p.why);
    impls.push({ id, C: p.value.URL });
  }
  impls.push({ id: 'native', C: URL });
  const corpus = loadCorpus(defaultCorpusFiles());
  const urls = corpus.urls.concat(idnInputs(corpus.urls, 400));
  const accepts = (op, x) => impls.every((m) => {
    try {
      op(m.C, x);
      return true;
    } catch {
      return false;
    }
  });

  if (args['after-workloads']) {
    for (const w of WORKLOADS) {
      if (w.name === 'relative') break;
      const own = w.participants.polyurl;
      if (!own || own.options !== undefined) continue;
      const pool = w.select === 'file' ? urls.filter(isFileInput) : w.select === 'idn' ? urls.filter(isIDNInput) : urls;
      const all = spread(pool, w.limit);
      const oks = impls.map((m) => compile(`${w.name} check ${m.id}`, own.op).check(m.C, undefined, DATA, all).ok);
      const items = all.filter((_, i) => oks.every((ok) => ok[i] === 1));
      const entries = impls.map((m) => ({ id: m.id, C: m.C, run: compile(`${w.name} ${m.id}`, own.op).run }));
      timeRoundRobin(entries, items, DATA, { rounds: 5, minSampleMs: 50 });
    }
  }

  const groups = new Map([['mix', []]]);
  relativePairs(spread(urls, 4000)).forEach((x, i) => {
    if (!accepts((C, p) => new C(p.rel, p.base), x)) return;
    const key = args.by === 'base' ? x.base.slice(0, x.base.indexOf(':')) : RELATIVE_KINDS[i % RELATIVE_KINDS.length];
    groups.get('mix').push(x);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(x);
  });
  const op = 'acc += new C(x.rel, x.base).href.length;';
  const rows = [];
  for (const [key, items] of groups) {
    const entries = impls.map((m) => ({ id: m.id, C: m.C, run: compile(`relative ${key} ${m.id}`, op).run }));
    const res = timeRoundRobin(entries, items, DATA, { rounds: args.rounds, minSampleMs: 50 });
    const paired = (a, b) => median(res.get(a).samples.map((t, j) => t / res.get(b).samples[j]));
    const row = { [args.by]: key, n: items.length };
    for (const m of impls) row[`${m.id} ns`] = Math.round(res.get(m.id).median);
    row['polyurl × native'] = paired('polyurl', 'native').toFixed(2);
    if (args.baseline !== undefined) {
      row['baseline × native'] = paired('baseline', 'native').toFixed(2);
      row['polyurl × baseline'] = paired('polyurl', 'baseline').toFixed(2);
    }
    rows.push(row);
  }
  console.table(rows);
});
