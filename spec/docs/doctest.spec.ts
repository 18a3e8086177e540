// The documentation's examples, run against the build (dist/ through the
// package's own name, as a user imports it; the command line as dist/cli.mjs).
//
// One convention, in README.md and docs/*.md alike: a shown result is a
// comment that starts with "→" at the end of the line it belongs to.
//
//   ```js                      every block with at least one "// →" runs, whole,
//   import { URL } from 'polyurl';          as pasted: its imports are its own
//   new URL('a:b').href;      // → 'a:b'    the line's expression must equal (deeply,
//                                           strictly) the value after "→", read as JavaScript
//   new URL('x');             // → throws TypeError   must throw an error of that name
//   ```
//
//   ```sh
//   npx polyurl resolve "../g" --base "http://a/b/c"   # → http://a/g
//   echo "see <http://a/>." | npx polyurl extract      # → {"href":"http://a/",…}
//   ```                        the command's standard output, trimmed, is the text after "→"
//                              (echo's one argument, and a line break, is its standard input)
//
//   ```text
//   $ npx polyurl validate "http://exa mple.com/"      a transcript: the lines after the
//   polyurl validate: Invalid character " " at …       command are its whole output
//   ```                                                (standard output, then standard error)
//
// A line with "→" holds one whole expression (or one command). Blocks without
// "→" are not run. Each block is one test, named by its file and line. A
// result shown any other way (a trailing "// 'value'" or "// true") fails the
// convention test, so no example's result goes unchecked.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const ROOT = process.cwd();
const CLI = resolve(process.env.POLYURL_DIST_DIR || 'dist', 'cli.mjs');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

interface Block {
  page: string;
  line: number;
  lang: string;
  lines: string[];
}

function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const out: Block[] = [];
  let open: Block | null = null;
  lines.forEach((l, i) => {
    const fence = /^```\s*(\w*)\s*$/.exec(l);
    if (fence === null) {
      if (open !== null) open.lines.push(l);
    } else if (open === null) {
      open = { page, line: i + 1, lang: fence[1], lines: [] };
    } else {
      out.push(open);
      open = null;
    }
  });
  return out;
}

// `import { a, b as c } from 'x'` / `import X from 'x'` / `import 'x'`, made dynamic.
function dynamicImports(line: string): string {
  return line
    .replace(/^import\s*\{([^}]*)\}\s*from\s*('[^']*');?/, (_, names: string, from: string) => `const {${names.replace(/\s+as\s+/g, ': ')}} = await __import(${from});`)
    .replace(/^import\s+(\w+)\s+from\s*('[^']*');?/, (_, name: string, from: string) => `const { default: ${name} } = await __import(${from});`)
    .replace(/^import\s*('[^']*');?/, (_, from: string) => `await __import(${from});`);
}

interface Check {
  line: number;
  code: string;
  shown: string;
}

// The result comment: the last "//" (js) or "#" (sh) of the line that is followed by "→".
const JS_RESULT = /^(.*?);?\s*\/\/\s*→\s*(.*)$/;
const SH_RESULT = /^(.*?)\s+#\s*→\s*(.*)$/;
// `echo "text" | npx polyurl …`: the text before the pipe, the command after it.
const PIPE = /^(echo\s+(?:"(?:[^"\\]|\\.)*"|'[^']*'))\s*\|\s*(npx polyurl\b.*)$/;
// The first line of a transcript block.
const TRANSCRIPT = /^\$ (echo .*\| *)?npx polyurl\b/;
// A result shown without "→": a statement's trailing comment that starts like a value.
const UNMARKED_JS = /[;)]\s*\/\/\s*(?!→)(['"`[{]|true\b|false\b|null\b|undefined\b|-?\d)/;
const UNMARKED_SH = /\s#\s*(prints|output|gives)\b/;

function jsSource(b: Block, checks: Check[]): string {
  return b.lines
    .map((l, i) => {
      const m = JS_RESULT.exec(l);
      if (m === null) return dynamicImports(l);
      checks.push({ line: b.line + 1 + i, code: m[1], shown: m[2] });
      const n = checks.length - 1;
      const thrown = /^throws (\w+)/.exec(m[2]);
      const expected = thrown === null ? `() => (${m[2]})` : 'null';
      return `__check(${n}, () => (${m[1]}), ${expected});`;
    })
    .join('\n');
}

type Checker = (n: number, actual: () => unknown, expected: (() => unknown) | null) => void;
type Importer = (specifier: string) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as new (...args: string[]) => (check: Checker, load: Importer) => Promise<void>;

async function runJS(b: Block): Promise<number> {
  const checks: Check[] = [];
  const source = jsSource(b, checks);
  const failures: string[] = [];
  const check: Checker = (n, actual, expected) => {
    const c = checks[n];
    const where = `${b.page}:${c.line}: ${c.code.trim()}`;
    const thrown = /^throws (\w+)/.exec(c.shown);
    if (thrown !== null) {
      try {
        const v = actual();
        failures.push(`${where}\n    returned ${JSON.stringify(v)}, shown: ${c.shown}`);
      } catch (e) {
        if ((e as Error).name !== thrown[1]) failures.push(`${where}\n    threw ${(e as Error).name}: ${(e as Error).message}, shown: ${c.shown}`);
      }
      return;
    }
    let got: unknown;
    try {
      got = actual();
    } catch (e) {
      failures.push(`${where}\n    threw ${(e as Error).name}: ${(e as Error).message}, shown: ${c.shown}`);
      return;
    }
    const want = expected!();
    if (!isDeepStrictEqual(got, want)) failures.push(`${where}\n    gives ${JSON.stringify(got)}\n    shown ${JSON.stringify(want)}`);
  };
  await new AsyncFunction('__check', '__import', source)(check, (s) => import(s));
  assert.deepEqual(failures, [], failures.join('\n'));
  return checks.length;
}

// A command line's words: single- and double-quoted strings as a POSIX shell reads them (no expansions).
function words(command: string): string[] {
  const out: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (c === ' ' || c === '\t') {
      if (word !== null) out.push(word);
      word = null;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word = word ?? '';
      for (i++; command[i] !== '"'; i++) word += command[i] === '\\' && '\\"$`'.includes(command[i + 1]) ? command[++i] : command[i];
    } else {
      word = (word ?? '') + (c === '\\' ? command[++i] : c);
    }
  }
  if (word !== null) out.push(word);
  return out;
}

interface Ran {
  stdout: string;
  stderr: string;
  status: number | null;
}

// Runs one shown command line (`npx polyurl …`, or `echo "text" | npx polyurl …`) as dist/cli.mjs.
function runCommand(command: string, where: string): Ran {
  const pipe = PIPE.exec(command);
  const argv = words(pipe === null ? command : pipe[2]);
  assert.deepEqual(argv.slice(0, 2), ['npx', 'polyurl'], `${where}: a shown result belongs to a polyurl command`);
  let input: string | undefined;
  if (pipe !== null) {
    const echo = words(pipe[1]);
    assert.isTrue(echo.length === 2 && echo[0] === 'echo', `${where}: only echo with one argument feeds a shown command`);
    input = echo[1] + '\n';
  }
  const r = spawnSync(process.execPath, [CLI, ...argv.slice(2)], { encoding: 'utf8', input });
  return { stdout: r.stdout || '', stderr: r.stderr || '', status: r.status };
}

function runSh(b: Block): number {
  let n = 0;
  const failures: string[] = [];
  b.lines.forEach((l, i) => {
    const m = SH_RESULT.exec(l);
    if (m === null) return;
    const r = runCommand(m[1].trim(), `${b.page}:${b.line + 1 + i}`);
    const got = r.stdout.trim();
    if (got !== m[2].trim()) failures.push(`${b.page}:${b.line + 1 + i}: ${m[1].trim()}\n    prints ${JSON.stringify(got)} (exit ${r.status})\n    shown  ${JSON.stringify(m[2].trim())}`);
    n++;
  });
  assert.deepEqual(failures, [], failures.join('\n'));
  return n;
}

// A transcript: a text block whose first line is "$ npx polyurl …"; the rest is
// what the command writes (standard output, then standard error), line for line.
function runTranscript(b: Block): number {
  const command = b.lines[0].slice(2).trim();
  const r = runCommand(command, `${b.page}:${b.line + 1}`);
  const trimEnd = (t: string) => t.split('\n').map((l) => l.trimEnd()).join('\n').trim();
  assert.strictEqual(trimEnd(r.stdout + r.stderr), trimEnd(b.lines.slice(1).join('\n')), `${b.page}:${b.line + 1}: ${command} (exit ${r.status})`);
  return 1;
}

describe('Documentation examples (README.md, docs/*.md) run against dist/', function () {
  let total = 0;
  let blocks = 0;
  after(function () {
    console.log(`      ${total} shown results checked in ${blocks} code blocks of ${PAGES.length} pages`);
  });
  it('shows every result as "// → value" (js) or "# → output" (sh), so that each one runs', function () {
    const unmarked: string[] = [];
    for (const page of PAGES) {
      for (const b of blocksOf(page)) {
        const pattern = b.lang === 'js' ? UNMARKED_JS : b.lang === 'sh' ? UNMARKED_SH : null;
        if (pattern === null) continue;
        b.lines.forEach((l, i) => {
          if (pattern.test(l)) unmarked.push(`${page}:${b.line + 1 + i}: ${l.trim()}`);
        });
      }
    }
    assert.deepEqual(unmarked, [], unmarked.join('\n'));
  });
  it("README.md draws lib/'s layers as .dependency-cruiser.cjs checks them, and every entry it names exists", function () {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const chain = /^base → .*$/m.exec(readme);
    assert.isNotNull(chain, 'README.md: the layer chain');
    const cruiser = /const LAYERS = (\[[^\]]*\])/.exec(readFileSync(join(ROOT, '.dependency-cruiser.cjs'), 'utf8'));
    assert.isNotNull(cruiser, '.dependency-cruiser.cjs: LAYERS');
    const layers = JSON.parse(cruiser![1].replace(/'/g, '"')) as string[];
    assert.deepEqual(chain![0].split(' → '), layers);
    const table = readme.slice(chain!.index + chain![0].length, readme.indexOf('```', chain!.index));
    assert.deepEqual(table.trim().split('\n').map((l) => l.split(' ')[0]), layers, 'one line per layer, in order');
    const entries = /^lib\/(.*?) {2,}/m.exec(readme);
    assert.isNotNull(entries, 'README.md: the entries');
    const atRoot = readdirSync(join(ROOT, 'lib')).filter((f) => f.endsWith('.ts')).sort();
    assert.deepEqual(entries![1].split(' ').sort(), atRoot);
  });
  for (const page of PAGES) {
    describe(page, function () {
      for (const b of blocksOf(page)) {
        const transcript = b.lang === 'text' && TRANSCRIPT.test(b.lines[0] ?? '');
        const marked = transcript || b.lines.some((l) => (b.lang === 'sh' ? SH_RESULT : JS_RESULT).test(l));
        if (!marked) continue;
        it(`line ${b.line} (${transcript ? 'transcript' : b.lang})`, async function () {
          blocks++;
          if (transcript) total += runTranscript(b);
          else if (b.lang === 'js') total += await runJS(b);
          else if (b.lang === 'sh') total += runSh(b);
          else assert.fail(`${page}:${b.line}: a "${b.lang}" block with a shown result: only js and sh blocks run`);
        });
      }
    });
  }
});
