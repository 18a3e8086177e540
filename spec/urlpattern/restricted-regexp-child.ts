// Run by restricted-regexp.spec.ts in a process of its own: replaces RegExp
// with one that rejects what an older engine lacks, then runs every WPT entry
// (wpt-runner.ts) and prints, as JSON, which pass, which throw the TypeError
// that names a missing feature, and which do anything else.
//   es5     no "u", "v", "s" or "y" flag (Duktape, Rhino, mujs)
//   es2015  "u" but no "v", no \p{…}, no named groups or lookbehind
//   mujs    as es5, and exec() gives "" for a group that did not participate
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Entry } from './wpt-runner.js';

const mode = process.argv[2];
const Native = RegExp;

function lacks(source: string, flags: string): boolean {
  if (mode === 'es5' || mode === 'mujs') return /[uvsy]/.test(flags);
  return /[vs]/.test(flags) || (flags.indexOf('u') >= 0 && /\\[pP]\{/.test(source)) || /\(\?<[^>]*>|\(\?<[=!]/.test(source);
}

function Restricted(this: unknown, source: unknown, flags?: unknown): RegExp {
  const f = flags === undefined ? '' : String(flags);
  const s = source instanceof Native ? source.source : String(source);
  // Only URLPattern's own expressions are restricted: the rest of polyurl
  // (the host parser's IDNA tables) is proven in those engines by its own
  // builds and engine proofs.
  const caller = (new Error().stack || '').split('\n')[2] || '';
  if (caller.indexOf('/lib/urlpattern/') >= 0 && lacks(s, f)) throw new SyntaxError(`Invalid flags or syntax for this engine: /${s}/${f}`);
  return new Native(s, f);
}
Restricted.prototype = Native.prototype;
(globalThis as { RegExp: unknown }).RegExp = Restricted;

if (mode === 'mujs') {
  const exec = Native.prototype.exec;
  Native.prototype.exec = function (this: RegExp, subject: string): RegExpExecArray | null {
    const m = exec.call(this, subject);
    const caller = (new Error().stack || '').split('\n')[2] || '';
    if (m !== null && caller.indexOf('/lib/urlpattern/') >= 0) for (let i = 1; i < m.length; i++) if (m[i] === undefined) m[i] = '';
    return m;
  };
}

const { URLPattern } = await import('../../lib/urlpattern/index.js');
const { runEntry, wptName } = await import('./wpt-runner.js');
const data = JSON.parse(readFileSync(join(process.cwd(), 'spec', 'fixtures', 'urlpattern', 'urlpatterntestdata.json'), 'utf8')) as Entry[];
const result = { passed: [] as string[], unsupported: [] as string[], wrong: [] as string[] };
const seen = {};
for (const entry of data) {
  const name = wptName(entry, seen);
  try {
    runEntry(URLPattern, entry);
    result.passed.push(name);
  } catch (e) {
    if (e instanceof TypeError && /engine lacks/.test(e.message)) result.unsupported.push(name);
    else result.wrong.push(`${name}: ${(e as Error).message}`);
  }
}
process.stdout.write(JSON.stringify(result));
