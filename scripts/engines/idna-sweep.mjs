#!/usr/bin/env node
// Every code point of Unicode as a host label, in the engines of the proofs:
// the host each engine's build gives "http://a<c>b.c/" (scripts/engines/idna-sweep.js)
// against the one dist/polyurl.mjs gives in this Node. The engines' own
// normalize and case mapping (and their Unicode versions) are on this path.
// npm test runs it for Hermes only (spec/engines/idna-hermes.spec.ts); the
// other engines on demand: the slower interpreters take minutes (mujs
// about 8, Duktape 2).
//
//   node scripts/engines/idna-sweep.mjs [ENGINE…] [--dist DIR]
//
// ENGINE: duk, mujs, rhino (dist/polyurl.legacy.js), rhino200, quickjs,
// hermes (dist/polyurl.legacy.min.js), hermes-rn (dist/auto.rn.cjs as Metro
// runs it); all of them by default. Prints one line per run, "ENGINE FILE: N
// code points (F fail as a host), D differences", then the first differences
// (spec/engines/idna-hermes.spec.ts reads that line). Exits 1 on a
// difference; an engine that is not installed is reported "NOT RUN" (exit 3
// when no engine ran).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NOT_RUN_EXIT = 3;
const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
if (distAt >= 0 && distAt + 1 >= args.length) throw new Error('--dist needs a directory: --dist DIR');
const unknown = args.filter((a, i) => a.startsWith('--') && i !== distAt);
if (unknown.length > 0) throw new Error(`unknown option ${unknown[0]}: the only option is --dist DIR`);
const DIST = distAt >= 0 ? resolve(args[distAt + 1]) : join(ROOT, 'dist');
const chosen = args.filter((a, i) => !a.startsWith('--') && (distAt < 0 || i !== distAt + 1));

const SWEEP = readFileSync(join(ROOT, 'scripts', 'engines', 'idna-sweep.js'), 'utf8');

// engine: [the name run.mjs knows its binary by, the build, the arguments before the
// file, or null for QuickJS, which runs in this process through quickjs-emscripten]
const RUNS = {
  duk: ['duk', 'polyurl.legacy.js', []],
  mujs: ['mujs', 'polyurl.legacy.js', []],
  rhino: ['rhino', 'polyurl.legacy.js', []],
  rhino200: ['rhino200', 'polyurl.legacy.min.js', ['-version', '200']],
  quickjs: ['quickjs', 'polyurl.legacy.min.js', null],
  hermes: ['hermes', 'polyurl.legacy.min.js', ['-w']],
  'hermes-rn': ['hermes', 'auto.rn.cjs', ['-w']],
};

/** dist/`file` then the sweep: a CommonJS build in a function given module and exports, as Metro runs it. */
function script(file) {
  const code = readFileSync(join(DIST, file), 'utf8');
  const build = file.endsWith('.cjs') ? 'var module = { exports: {} };\n(function (module, exports) {\n' + code + '\n})(module, module.exports);\n' : code + '\n';
  return build + SWEEP + '\nprint(polyurlHostOfEvery(URL));\n';
}

/** The engine's binary from run.mjs --which, or null (with why) when it is not installed. */
function binaryOf(engine) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'engines', 'run.mjs'), engine, '--which'], { encoding: 'utf8' });
  const lines = (r.stdout || '').split('\n').filter((l) => l !== '');
  return r.status === 0 ? { path: lines[lines.length - 1] } : { notRun: lines.join('; ') };
}

async function runQuickJS(code) {
  const { getQuickJS } = await import('quickjs-emscripten');
  const runtime = (await getQuickJS()).newRuntime();
  runtime.setMemoryLimit(1024 * 1024 * 1024);
  runtime.setMaxStackSize(4 * 1024 * 1024);
  const context = runtime.newContext();
  let out = '';
  const print = context.newFunction('print', (line) => {
    out += context.getString(line) + '\n';
  });
  context.setProp(context.global, 'print', print);
  print.dispose();
  const result = context.evalCode(code, 'idna-sweep.js', { type: 'global' });
  if (result.error) {
    const error = JSON.stringify(context.dump(result.error));
    result.error.dispose();
    throw new Error('quickjs: ' + error);
  }
  result.value.dispose();
  context.dispose();
  runtime.dispose();
  return out;
}

const { URL } = await import(pathToFileURL(join(DIST, 'polyurl.mjs')).href);
const expected = new Function(SWEEP + '\nreturn polyurlHostOfEvery;')()(URL).split('\n');
let failures = 0;
for (let i = 0; i < expected.length; i++) if (expected[i] === '!') failures++;

let ran = 0;
let failed = false;
const dir = mkdtempSync(join(tmpdir(), 'polyurl-idna-sweep-'));
try {
  for (const engine of chosen.length > 0 ? chosen : Object.keys(RUNS)) {
    const run = RUNS[engine];
    if (run === undefined) throw new Error(`unknown engine ${engine}: one of ${Object.keys(RUNS).join(', ')}`);
    const [name, file, engineArgs] = run;
    const code = script(file);
    let stdout;
    if (engineArgs === null) stdout = await runQuickJS(code);
    else {
      const binary = binaryOf(name);
      if (binary.path === undefined) {
        console.log(`${engine} ${file}: ${binary.notRun}`);
        continue;
      }
      const path = join(dir, `${engine}.js`);
      writeFileSync(path, code);
      const r = spawnSync(binary.path, engineArgs.concat([path]), { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      if (r.status !== 0) throw new Error(`${engine} exited ${r.status}: ${(r.stderr || '').slice(0, 2000)}`);
      stdout = r.stdout;
    }
    ran++;
    const got = stdout.replace(/\n$/, '').split('\n');
    const differences = [];
    if (got.length !== expected.length) differences.push(`${got.length} lines, expected ${expected.length}`);
    for (let i = 0; i < Math.min(got.length, expected.length); i++) {
      if (got[i] === expected[i]) continue;
      const c = i < 0xd800 ? i : i + 0x800;
      differences.push(`U+${c.toString(16).toUpperCase()}: ${got[i]}, expected ${expected[i]}`);
    }
    console.log(`${engine} ${file}: ${got.length} code points (${failures} fail as a host), ${differences.length} differences`);
    for (const d of differences.slice(0, 20)) console.log('  ' + d);
    if (differences.length > 0) failed = true;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : ran === 0 ? NOT_RUN_EXIT : 0);
