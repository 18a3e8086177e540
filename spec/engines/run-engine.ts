// The engine proofs' runner: one mocha test per engine run of
// scripts/engines/run.mjs, in a child process.
//
// To add a proof:
//
//   import { engineProof } from './run-engine.js';
//   describe('Engine proof: Hermes', function () {
//     engineProof('runs urltestdata, setters and URLSearchParams with 0 failures', {
//       engine: 'hermes',            // a name from the ENGINES table of scripts/engines/run.mjs
//       label: 'hermes',             // how the engine's closing line is labelled under the test
//       preludes: ['path/to/x.js'],  // optional: classic scripts run before the bundle (run.mjs --prelude)
//     });
//   });
//
// engineProof checks the engine's own closing line "N passed, M failed": 0
// failed, at least minimumCases() passed, exit code 0. An engine that is not on
// this machine (run.mjs exits NOT_RUN_EXIT) makes the test "not run": it is
// skipped with the reason and the command that installs the engine, and the
// reporter lists it above its closing line; with CI=true it fails instead.
// A test that needs an engine binary for its own use calls engineBinary(test, engine).
//
// POLYURL_DIST_DIR points the proofs at another dist/ (a developer's own build);
// POLYURL_ENGINE_PATH (a PATH-like list) is where run.mjs looks for the Debian
// engines: POLYURL_ENGINE_PATH=/nonexistent shows what a machine without them sees.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';

/** run.mjs's exit code for an engine that is not installed. */
const NOT_RUN_EXIT = 3;

export interface EngineRun {
  code: number | null;
  passed: number;
  failed: number;
  /** The closing line, as the engine printed it. */
  summary: string;
  /** The FAIL lines and anything else the engine printed before the summary. */
  details: string[];
  /** Set when the engine is not installed: why, and the command that installs it. */
  notRun?: NotRun;
}

export interface NotRun {
  reason: string;
  install: string;
}

interface RunOptions {
  /** Classic scripts run before the bundle, in the same global scope. */
  preludes?: string[];
  /** run.mjs --suite: 'url' (the default) or 'urlpattern'. */
  suite?: 'url' | 'urlpattern';
}

export interface ProofOptions extends RunOptions {
  engine: string;
  /** Labels the engine's closing line under the test. */
  label: string;
  /** Test timeout in ms (default 240 s). */
  timeout?: number;
}

/**
 * The builds a Hermes check of its own runs: React Native's (`polyurl/auto`
 * under Metro) and the classic script, each with the name
 * scripts/engines/idna-sweep.mjs gives its run of that build.
 */
export const HERMES_BUILDS: readonly { file: string; sweep: string }[] = [
  { file: 'auto.rn.cjs', sweep: 'hermes-rn' },
  { file: 'polyurl.legacy.min.js', sweep: 'hermes' },
];

/**
 * dist/`file` as the start of one script for a shell engine: a classic script
 * as it is; a CommonJS build in a function given `module` and `exports`, as
 * Metro runs it (a polyfill build installs itself on the global object).
 */
export function buildAsScript(dist: string, file: string): string {
  const code = readFileSync(join(dist, file), 'utf8');
  if (!/\.cjs$/.test(file)) return code + '\n';
  return 'var module = { exports: {} };\n(function (module, exports) {\n' + code + '\n})(module, module.exports);\n';
}

/** Every case the driver runs besides its hand-written smoke suite: the install check, urltestdata, setters and urlencoded data. */
export function minimumCases(): number {
  const url = readFixture<unknown[]>('wpt/urltestdata.json').filter((t) => typeof t === 'object').length;
  const setters = readFixture<Record<string, unknown[]>>('wpt/setters_tests.json');
  let s = 0;
  for (const k of Object.keys(setters)) if (k !== 'comment') s += setters[k].length;
  const urlencoded = readFixture<unknown[]>('wpt/urlencoded-parser-data.json').length;
  return 1 + url + s + 2 * urlencoded;
}

function runnerArgs(engine: string, options: RunOptions): string[] {
  const args = [join(process.cwd(), 'scripts', 'engines', 'run.mjs'), engine];
  if (process.env.POLYURL_DIST_DIR) args.push('--dist', resolve(process.env.POLYURL_DIST_DIR));
  for (const p of options.preludes || []) args.push('--prelude', resolve(p));
  if (options.suite !== undefined) args.push('--suite', options.suite);
  return args;
}

function notRunOf(lines: string[]): NotRun | undefined {
  let reason: string | undefined;
  let install = '';
  for (const l of lines) {
    if (l.startsWith('NOT RUN: ')) reason = l.slice('NOT RUN: '.length);
    if (l.startsWith('INSTALL: ')) install = l.slice('INSTALL: '.length);
  }
  return reason === undefined ? undefined : { reason, install };
}

function runEngine(engine: string, options: RunOptions = {}): Promise<EngineRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, runnerArgs(engine, options), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      const lines = out.split('\n').filter((l) => l !== '');
      let summary = '';
      for (const l of lines) if (/^\d+ passed, \d+ failed$/.test(l)) summary = l;
      const m = /^(\d+) passed, (\d+) failed$/.exec(summary);
      done({
        code,
        passed: m === null ? 0 : Number(m[1]),
        failed: m === null ? -1 : Number(m[2]),
        summary,
        details: lines.filter((l) => l !== summary),
        notRun: code === NOT_RUN_EXIT ? notRunOf(lines) : undefined,
      });
    });
  });
}

/** True when a missing engine must fail the run (CI=true, as CI services set it). */
function engineRequired(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

// Called from a hook (a suite whose before() needs the engine), every test of
// that suite is skipped with it: each is marked, so the reporter counts them as
// not run rather than as ordinary skips.
function markNotRun(runnable: Mocha.Runnable, text: string): void {
  if ((runnable as unknown as { type?: string }).type !== 'hook') {
    (runnable as unknown as { notRun?: string }).notRun = text;
    return;
  }
  const mark = (suite: Mocha.Suite): void => {
    for (const t of suite.tests) (t as unknown as { notRun?: string }).notRun = text;
    for (const s of suite.suites) mark(s);
  };
  if (runnable.parent !== undefined) mark(runnable.parent);
}

/**
 * Ends the test as "not run" (mocha's pending, marked for the reporter), or
 * fails it under CI=true.
 */
export function notRun(ctx: Mocha.Context, engine: string, why: NotRun): never {
  const text = `${engine}: ${why.reason}; install: ${why.install}`;
  if (engineRequired()) throw new Error(`${text} (CI=true: every engine proof must run)`);
  if (ctx.test !== undefined) markNotRun(ctx.test, text);
  console.log(`\n      did not run: ${text}`);
  ctx.skip();
  throw new Error('unreachable: skip() throws');
}

/** The engine's binary, for a test that runs it itself; not run (or a failure under CI=true) when missing. */
export function engineBinary(ctx: Mocha.Context, engine: string, label: string = engine): string {
  const r = spawnSync(process.execPath, [...runnerArgs(engine, {}), '--which'], { encoding: 'utf8' });
  const lines = (r.stdout || '').split('\n').filter((l) => l !== '');
  if (r.status === NOT_RUN_EXIT) notRun(ctx, label, notRunOf(lines) || { reason: 'not installed', install: '' });
  assert.strictEqual(r.status, 0, (r.stdout || '') + (r.stderr || ''));
  return lines[lines.length - 1];
}

/** One mocha test: the proof inside options.engine, with the assertions every proof shares. */
export function engineProof(title: string, options: ProofOptions): void {
  it(title, async function () {
    this.timeout(options.timeout ?? 240000);
    const r = await runEngine(options.engine, options);
    if (r.notRun !== undefined) notRun(this, options.label, r.notRun);
    report(options.label, r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
}

export interface URLPatternProofOptions extends ProofOptions {
  /**
   * How many entries throw the TypeError naming each missing RegExp feature,
   * by a text of its message ('\\p{ID_Start}': 23, …); the rest must pass.
   */
  unsupported: { [message: string]: number };
}

/**
 * One mocha test: WPT's urlpatterntestdata inside options.engine (run.mjs
 * --suite urlpattern, scripts/engines/urlpattern-driver.js). Every entry
 * passes, or throws the TypeError that names a RegExp feature the engine
 * lacks (counted by options.unsupported); none is wrong.
 */
export function urlpatternProof(title: string, options: URLPatternProofOptions): void {
  it(title, async function () {
    this.timeout(options.timeout ?? 240000);
    const r = await runEngine(options.engine, { ...options, suite: 'urlpattern' });
    if (r.notRun !== undefined) notRun(this, options.label, r.notRun);
    const unsupported = r.details.filter((l) => l.startsWith('UNSUPPORTED '));
    console.log(`\n      ${options.label} › URLPattern WPT: ${r.passed} passed, ${unsupported.length} throw the missing-feature TypeError, ${r.failed} wrong`);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.strictEqual(r.code, 0, explain(r));
    assert.strictEqual(r.passed + unsupported.length, readFixture<unknown[]>('urlpattern/urlpatterntestdata.json').length, explain(r));
    const counts: { [message: string]: number } = {};
    for (const text of Object.keys(options.unsupported)) counts[text] = unsupported.filter((l) => l.indexOf(text) >= 0).length;
    assert.deepEqual(counts, options.unsupported, unsupported.join('\n'));
    const expected = Object.keys(options.unsupported).reduce((n, k) => n + options.unsupported[k], 0);
    assert.strictEqual(unsupported.length, expected, unsupported.join('\n'));
  });
}

/** Prints the engine's closing line under the test (indented, so it is not taken for mocha's own). */
export function report(name: string, r: EngineRun): void {
  console.log(`\n      ${name} › ${r.summary === '' ? '(no summary line)' : r.summary}`);
}

export function explain(r: EngineRun): string {
  return `exit code ${String(r.code)}, "${r.summary}"\n` + r.details.slice(0, 60).join('\n');
}
