#!/usr/bin/env node
// `npm run bench:formats`: the JSON Schema URI formats of polyurl/formats
// beside ajv-formats' (its default "full" mode, what `addFormats(ajv)`
// installs) on one mix of valid and invalid strings, plus the slow ways to ask
// the same question (URL.canParse in rfc3986 mode, parseReference in a try).
//
//   node bench/formats.mjs [--rounds N] [--dist DIR]
//
// Two workloads. "corpus": the URLs of bench/fixtures/ (valid), relative
// references made from them, and as many invalid strings made from the same
// URLs by one defect each (a space, a bad escape, a non-ASCII character, a
// backslash, "<", a bad IP literal, a bad port, a second "#"): long, mostly
// valid. "json-schema": the string data of the JSON Schema Test Suite's
// format tests (bench/fixtures/json-schema-formats.json: uri, uri-reference,
// iri, iri-reference, hostname, ipv6), cycled to 100,000: short, mixed valid
// and invalid, as a validator sees them. The corpus comes first on purpose:
// its strings are slices (split) and concatenations, one- and two-byte, so the
// short inputs meet scanners already warmed on many string representations,
// as in a validator's process. Rounds are interleaved and the order
// of the implementations rotates each round; figures are medians of ns per
// call, and ratios are medians of the per-round ratios (paired), which stay
// meaningful on a loaded machine where absolute times drift.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultCorpusFiles, loadCorpus } from './lib/corpus.mjs';

const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
function option(name, fallback) {
  const k = argv.indexOf('--' + name);
  return k >= 0 && k + 1 < argv.length ? argv[k + 1] : fallback;
}
if (argv.includes('--help')) {
  console.log('node bench/formats.mjs [--rounds N] [--dist DIR]');
  process.exit(0);
}
const ROUNDS = Number(option('rounds', '15'));
const DIST = resolve(option('dist', 'dist'));

const { formats } = await import(pathToFileURL(join(DIST, 'formats.mjs')).href);
const polyurl = await import(pathToFileURL(join(DIST, 'polyurl.mjs')).href);
const ajvFormats = require('ajv-formats/dist/formats').fullFormats;
// ajv-formats' "fast" mode (`addFormats(ajv, { mode: 'fast' })`): a shape check, far looser than the grammar.
const ajvFast = require('ajv-formats/dist/formats').fastFormats;
const ajvVersion = require('ajv-formats/package.json').version;

// ajv-formats' entries are a function or a regular expression (what ajv calls them as).
function predicate(f) {
  return typeof f === 'function' ? f : (s) => f.test(s);
}

const { urls } = loadCorpus(defaultCorpusFiles());
const valid = urls.filter((s) => formats.uri(s));
const DEFECTS = [
  (s) => s.replace(/\/([^/]*)$/, '/a b$1'),
  (s) => s + '%zz',
  (s) => s + '/\u00e9',
  (s) => s.replace('://', ':\\\\'),
  (s) => s + '<x>',
  (s) => s.replace(/\/\/[^/]*/, '//[::1'),
  (s) => s.replace(/\/\/([^/:]*)/, '//$1:8o'),
  (s) => s + '#a#b',
];
const invalid = valid.map((s, i) => DEFECTS[i % DEFECTS.length](s)).filter((s) => !formats['uri-reference'](s));
const relative = valid.map((s, i) => {
  const u = s.replace(/^[a-z][a-z0-9+.-]*:(\/\/[^/?#]*)?/i, '');
  return i % 3 === 0 ? '..' + u : i % 3 === 1 ? u.slice(1) || 'a' : '?' + i;
});

// One mix per format: valid and invalid interleaved, half and half.
function mix(a, b) {
  const out = [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) out.push(a[i], b[i]);
  return out;
}
const corpusUri = mix(valid, invalid);
const corpusReference = mix(mix(valid, relative), mix(invalid, invalid));
const CORPUS = { uri: corpusUri, 'uri-reference': corpusReference, iri: corpusUri, 'iri-reference': corpusReference };

// The suite's strings, every format's together, cycled to 100,000.
const suite = JSON.parse(readFileSync(new URL('./fixtures/json-schema-formats.json', import.meta.url), 'utf8'));
const suiteStrings = Object.values(suite.formats).flatMap((tests) => tests.map((t) => t.data));
const SUITE_LENGTH = 100000;
const suiteInputs = Array.from({ length: SUITE_LENGTH }, (_, i) => suiteStrings[i % suiteStrings.length]);
const SUITE = { uri: suiteInputs, 'uri-reference': suiteInputs, iri: suiteInputs, 'iri-reference': suiteInputs };
const WORKLOADS = [
  ['corpus', CORPUS],
  ['json-schema', SUITE],
];

// One timing loop per implementation (a function of its own, so its call
// site sees that implementation only, as a validator's does): with one loop
// shared by all, the call site is megamorphic and the figures measure it.
function makeTimer() {
  return new Function('fn', 'inputs', 'hrtime', `
    let yes = 0;
    const t = hrtime();
    for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) yes++;
    return { ns: Number(hrtime() - t) / inputs.length, yes };
  `);
}
const hrtime = process.hrtime.bigint;
const median = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];

function canParse(s) {
  return polyurl.URL.canParse(s, undefined, { mode: 'rfc3986' });
}
function parses(s) {
  try {
    polyurl.parseReference(s);
    return true;
  } catch {
    return false;
  }
}

console.log(`polyurl/formats beside ajv-formats ${ajvVersion} (full mode), node ${process.version}`);
console.log(`corpus: ${valid.length} valid URIs from bench/fixtures, ${invalid.length} invalid ones made from them, ${relative.length} relative references`);
console.log(`json-schema: the ${suiteStrings.length} strings of the JSON Schema Test Suite's format tests, cycled to ${SUITE_LENGTH}`);
console.log('(a shared, loaded machine: compare the paired ratios, not the absolute figures)\n');

const verdicts = [];
for (const [workload, MIXES] of WORKLOADS) for (const name of Object.keys(MIXES)) {
  const inputs = MIXES[name];
  if (ajvFormats[name] === undefined) {
    if (workload === WORKLOADS[0][0]) console.log(`format "${name}": not in ajv-formats ${ajvVersion}, nothing to compare\n`);
    continue;
  }
  const impls = {
    'polyurl/formats': formats[name],
    'ajv-formats': predicate(ajvFormats[name]),
    'ajv-formats fast mode': predicate(ajvFast[name]),
  };
  if (ajvFast[name] === undefined) delete impls['ajv-formats fast mode'];
  if (name === 'uri') impls['URL.canParse rfc3986'] = canParse;
  else if (name === 'uri-reference') impls['parseReference (try)'] = parses;
  const names = Object.keys(impls);
  const timers = {};
  for (const n of names) timers[n] = makeTimer();
  const time = (n) => timers[n](impls[n], inputs, hrtime);
  // Agreement on this mix (the held-out validity cases are the measure of
  // correctness; this only says how far the two differ here).
  let differ = 0;
  for (const s of inputs) if (impls['polyurl/formats'](s) !== impls['ajv-formats'](s)) differ++;
  const samples = {};
  const ratios = {};
  for (const n of names) {
    samples[n] = [];
    ratios[n] = [];
  }
  // Warm-up, then interleaved rounds with a rotating order.
  for (const n of names) for (let k = 0; k < 3; k++) time(n);
  for (let r = 0; r < ROUNDS; r++) {
    const round = {};
    for (let k = 0; k < names.length; k++) {
      const n = names[(r + k) % names.length];
      round[n] = time(n).ns;
    }
    for (const n of names) {
      samples[n].push(round[n]);
      ratios[n].push(round[n] / round['polyurl/formats']);
    }
  }
  let fastDiffer = 0;
  if (impls['ajv-formats fast mode'] !== undefined) for (const s of inputs) if (impls['polyurl/formats'](s) !== impls['ajv-formats fast mode'](s)) fastDiffer++;
  console.log(`${workload}, format "${name}": ${inputs.length} strings, ${inputs.filter((s) => formats[name](s)).length} valid by polyurl; ` +
    `ajv-formats answers differently on ${differ}, its fast mode on ${fastDiffer}`);
  const ratio = median(ratios['ajv-formats']);
  verdicts.push(`${workload.padEnd(12)} ${name.padEnd(14)} ajv-formats ${ratio.toFixed(2)}× polyurl/formats: polyurl ${ratio >= 1 ? 'no slower' : 'SLOWER'}`);
  for (const n of names) {
    console.log(`  ${n.padEnd(24)} ${median(samples[n]).toFixed(0).padStart(7)} ns/call   ${median(ratios[n]).toFixed(2)}× polyurl/formats`);
  }
  console.log('');
}
console.log('polyurl/formats against ajv-formats (full mode), per workload (a report, not a test):');
for (const v of verdicts) console.log('  ' + v);
