// Runs scripts/engines/run.mjs for one engine in a child process and returns
// the engine's own closing line "N passed, M failed" and the failures it printed.
// POLYURL_DIST_DIR points the proof at another dist/ (a developer's own build).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readFixture } from '../support/fixtures.js';

export interface EngineRun {
  code: number | null;
  passed: number;
  failed: number;
  /** The closing line, as the engine printed it. */
  summary: string;
  /** The FAIL lines and anything else the engine printed before the summary. */
  details: string[];
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

export function requireBinary(path: string, debianPackage: string): void {
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${debianPackage} (.ci/run does)`);
}

export function runEngine(engine: string): Promise<EngineRun> {
  const args = [join(process.cwd(), 'scripts', 'engines', 'run.mjs'), engine];
  if (process.env.POLYURL_DIST_DIR) args.push('--dist', resolve(process.env.POLYURL_DIST_DIR));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
      });
    });
  });
}

/** Prints the engine's closing line under the test (indented, so it is not taken for mocha's own). */
export function report(name: string, r: EngineRun): void {
  console.log(`\n      ${name} › ${r.summary === '' ? '(no summary line)' : r.summary}`);
}

export function explain(r: EngineRun): string {
  return `exit code ${String(r.code)}, "${r.summary}"\n` + r.details.slice(0, 60).join('\n');
}
