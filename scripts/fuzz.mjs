#!/usr/bin/env node
// npm run fuzz -- [--runs N] [--steps N] [--seed S] [--suite TEXT] [--grep TEXT] [--dir DIR]
//
// Runs the property suites of spec/properties (compiled: build/spec/properties
// by default, i.e. against the built code) with N inputs per property instead
// of npm test's fixed few thousand, and a seed of its own (random unless
// given), so a long run explores inputs npm test never sees. Each property
// prints how many inputs it tried; a failure prints the counterexample and
// the seed to reproduce it:
//   npm run fuzz -- --runs 1000000 --seed 12345
// --runs is the run length: inputs per property (for the sequence suite,
// sequences). --steps is the longest sequence of setter and URLSearchParams
// operations (sequences.spec; default 8). --suite runs only the suite files
// whose name contains TEXT (e.g. --suite sequences), --grep only the
// properties whose title matches. A property listed in spec/known-failures.json
// runs as an ordinary test here: the fuzz reports every failure it finds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

function usage(message) {
  process.stderr.write(`fuzz: ${message}\nusage: npm run fuzz -- [--runs N] [--steps N] [--seed S] [--suite TEXT] [--grep TEXT] [--dir DIR]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let runs = 100000;
let seed = Math.floor(Math.random() * 0x7fffffff);
let steps;
let suite;
let grep;
let dir = 'build/spec/properties';
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => {
    if (i + 1 >= args.length) usage(`${a} needs a value`);
    return args[++i];
  };
  if (a === '--runs') runs = Number(value());
  else if (a === '--steps') steps = Number(value());
  else if (a === '--suite') suite = value();
  else if (a === '--seed') seed = Number(value());
  else if (a === '--grep') grep = value();
  else if (a === '--dir') dir = value();
  else if (a === '--help' || a === '-h') usage('help');
  else usage(`unknown argument ${a}`);
}
if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a positive integer');
if (steps !== undefined && (!Number.isInteger(steps) || steps < 1)) usage('--steps must be a positive integer');
if (!Number.isInteger(seed)) usage('--seed must be an integer');

const root = resolve(dir);
if (!existsSync(root)) usage(`${dir} does not exist: build first (npm run build, or tsc -p tsconfig.json)`);
const files = readdirSync(root).filter((f) => f.endsWith('.spec.js') && (suite === undefined || f.indexOf(suite) >= 0)).map((f) => join(root, f)).sort();
if (files.length === 0) usage(`no *.spec.js in ${dir}${suite === undefined ? '' : ' with ' + suite + ' in its name'}`);

process.stdout.write(`fuzz: ${runs} inputs per property${steps === undefined ? '' : ', sequences of up to ' + steps + ' steps'}, seed ${seed}, ${files.length} suites from ${dir}\n`);
const started = Date.now();
const mocha = resolve('node_modules', 'mocha', 'bin', 'mocha.js');
const mochaArgs = [mocha, '--no-config', '--reporter', resolve('spec', 'support', 'reporter.cjs'), '--timeout', '0'];
if (grep !== undefined) mochaArgs.push('--grep', grep);
let failed = 0;
// One process per suite, one after the other: a crash in one still lets the others run.
for (const file of files) {
  const t = Date.now();
  const r = spawnSync(process.execPath, mochaArgs.concat([file]), {
    stdio: 'inherit',
    env: Object.assign({}, process.env, { POLYURL_FUZZ_RUNS: String(runs), POLYURL_FUZZ_SEED: String(seed) }, steps === undefined ? {} : { POLYURL_FUZZ_STEPS: String(steps) }),
  });
  const s = ((Date.now() - t) / 1000).toFixed(1);
  if (r.status !== 0) failed++;
  process.stdout.write(`fuzz: ${file.slice(root.length + 1)}: ${r.status === 0 ? 'passed' : 'FAILED (exit ' + r.status + ')'} in ${s} s\n`);
}
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`fuzz: ${failed === 0 ? 'all properties held' : failed + ' suite(s) failed'}; seed ${seed}; ${total} s\n`);
process.exit(failed === 0 ? 0 : 1);
