// The editing commands of the `polyurl` CLI: relativize, build, edit. Pure
// functions of their arguments (run.ts dispatches to them). build and edit
// take repeated flags whose order matters (--segment, --query, the edit
// steps), so each command reads its own argv.
import type { CommandResult } from './output.js';
import { URL } from '../edit/deps.js';
import type { ModeName, URLOptions } from '../edit/deps.js';
import { appendPathSegments, buildURL, relativize } from '../edit/index.js';
import type { QueryInit, ReferenceForm, URLParts } from '../edit/index.js';

export type { CommandResult } from './output.js';

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
const SETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];

function usage(command: string, message: string): CommandResult {
  return { stdout: '', stderr: `polyurl ${command}: ${message}\n`, exitCode: 2 };
}

function failed(command: string, e: unknown): CommandResult {
  return { stdout: '', stderr: `polyurl ${command}: ${e instanceof Error ? e.name + ': ' + e.message : String(e)}\n`, exitCode: 1 };
}

/** The flags in the order given ("--name value" or "--name=value"), and the other arguments. */
interface Args {
  positional: string[];
  flags: { name: string; value: string | true }[];
}

function parseArgs(argv: string[], valued: string[], booleans: string[]): Args | string {
  const out: Args = { positional: [], flags: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      for (i++; i < argv.length; i++) out.positional.push(argv[i]);
      break;
    }
    if (a.length > 2 && a.slice(0, 2) === '--') {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (valued.indexOf(name) >= 0) {
        if (eq >= 0) out.flags.push({ name, value: a.slice(eq + 1) });
        else if (i + 1 < argv.length) out.flags.push({ name, value: argv[++i] });
        else return `option --${name} needs a value`;
      } else if (booleans.indexOf(name) >= 0 && eq < 0) {
        out.flags.push({ name, value: true });
      } else {
        return `unknown option --${name}`;
      }
    } else {
      out.positional.push(a);
    }
  }
  return out;
}

/** The mode flag (the last one given), as URL options. */
function modeOf(args: Args): URLOptions | string {
  let mode: string | true | undefined;
  for (let i = 0; i < args.flags.length; i++) if (args.flags[i].name === 'mode') mode = args.flags[i].value;
  if (mode === undefined) return { mode: 'whatwg' };
  if (typeof mode !== 'string' || MODES.indexOf(mode as ModeName) < 0) return `--mode must be one of ${MODES.join(', ')}`;
  return { mode: mode as ModeName };
}

/** "NAME=VALUE" split at its first "=" (no "=": the value is ""). */
function pair(s: string): [string, string] {
  const eq = s.indexOf('=');
  return eq < 0 ? [s, ''] : [s.slice(0, eq), s.slice(eq + 1)];
}

/** `polyurl relativize <target> <base>`: the reference, one line. */
function relativizeCommand(target: string, base: string, opts?: URLOptions & { form?: ReferenceForm }): CommandResult {
  try {
    return { stdout: relativize(target, base, opts) + '\n', stderr: '', exitCode: 0 };
  } catch (e) {
    return failed('relativize', e);
  }
}

export function relativizeCLI(argv: string[]): CommandResult {
  const args = parseArgs(argv, ['mode'], ['absolute-path']);
  if (typeof args === 'string') return usage('relativize', args);
  if (args.positional.length !== 2) return usage('relativize', 'expected a target and a base');
  const options = modeOf(args);
  if (typeof options === 'string') return usage('relativize', options);
  const absolute = args.flags.some((f) => f.name === 'absolute-path');
  return relativizeCommand(args.positional[0], args.positional[1], { mode: options.mode, form: absolute ? 'absolute-path' : 'shortest' });
}

/** `polyurl build`: the href, one line. */
function buildCommand(parts: URLParts, opts?: URLOptions): CommandResult {
  try {
    return { stdout: buildURL(parts, opts).href + '\n', stderr: '', exitCode: 0 };
  } catch (e) {
    return failed('build', e);
  }
}

const PART_FLAGS = ['protocol', 'username', 'password', 'hostname', 'host', 'port', 'pathname', 'search', 'hash'];

export function buildCLI(argv: string[]): CommandResult {
  const args = parseArgs(argv, PART_FLAGS.concat(['segment', 'query', 'mode']), []);
  if (typeof args === 'string') return usage('build', args);
  if (args.positional.length !== 0) return usage('build', `unexpected argument ${JSON.stringify(args.positional[0])}`);
  const options = modeOf(args);
  if (typeof options === 'string') return usage('build', options);
  const parts: { [name: string]: unknown } = {};
  const segments: string[] = [];
  const query: { [name: string]: string[] } = Object.create(null) as { [name: string]: string[] };
  let hasQuery = false;
  for (let i = 0; i < args.flags.length; i++) {
    const f = args.flags[i];
    const value = f.value as string;
    if (f.name === 'segment') segments.push(value);
    else if (f.name === 'query') {
      const [k, v] = pair(value);
      (query[k] || (query[k] = [])).push(v);
      hasQuery = true;
    } else if (f.name !== 'mode') {
      if (parts[f.name] !== undefined) return usage('build', `--${f.name} given twice`);
      parts[f.name] = value;
    }
  }
  if (segments.length > 0) parts.segments = segments;
  if (hasQuery) {
    // A plain object (buildURL reads its own keys), names in the order given.
    const q: QueryInit = {};
    const names = Object.keys(query);
    for (let i = 0; i < names.length; i++) {
      const v = query[names[i]];
      Object.defineProperty(q, names[i], { value: v.length === 1 ? v[0] : v, enumerable: true, writable: true, configurable: true });
    }
    parts.query = q;
  }
  return buildCommand(parts as URLParts, options);
}

/** One step of `polyurl edit`. */
type EditStep =
  | { set: string; value: string }
  | { appendSegment: string }
  | { appendQuery: string; value: string }
  | { deleteQuery: string };

function codeOf(step: EditStep): string {
  const q = JSON.stringify;
  if ('set' in step) return `url.${step.set} = ${q(step.value)}`;
  if ('appendSegment' in step) return `appendPathSegments(url, ${q(step.appendSegment)})`;
  if ('appendQuery' in step) return `url.searchParams.append(${q(step.appendQuery)}, ${q(step.value)})`;
  return `url.searchParams.delete(${q(step.deleteQuery)})`;
}

function run(url: URL, step: EditStep): void {
  if ('set' in step) {
    if (SETTERS.indexOf(step.set) < 0) throw new TypeError(`no setter ${JSON.stringify(step.set)} (the setters are ${SETTERS.join(', ')})`);
    (url as unknown as { [name: string]: string })[step.set] = step.value;
  } else if ('appendSegment' in step) {
    appendPathSegments(url, step.appendSegment);
  } else if ('appendQuery' in step) {
    url.searchParams.append(step.appendQuery, step.value);
  } else {
    url.searchParams.delete(step.deleteQuery);
  }
}

/**
 * `polyurl edit <url> steps…`: the URL, then each step with the href after
 * it, as `polyurl demo` shows the setters; a step that throws ends the edit
 * (exit 1) and shows the URL as it stayed.
 */
function editCommand(input: string, steps: EditStep[], opts?: URLOptions): CommandResult {
  let url: URL;
  try {
    url = new URL(input, undefined, opts);
  } catch (e) {
    return failed('edit', e);
  }
  const mode = opts !== undefined && opts.mode !== undefined && opts.mode !== 'whatwg' ? `, undefined, { mode: '${opts.mode}' }` : '';
  let out = `const url = new URL(${JSON.stringify(input)}${mode})  → ${url.href}\n`;
  let width = 0;
  for (let i = 0; i < steps.length; i++) width = Math.max(width, codeOf(steps[i]).length);
  for (let i = 0; i < steps.length; i++) {
    let code = codeOf(steps[i]);
    while (code.length < width) code += ' ';
    const before = url.href;
    try {
      run(url, steps[i]);
    } catch (e) {
      const message = e instanceof Error ? e.name + ': ' + e.message : String(e);
      return { stdout: out + code + '  ✗ ' + message + '\n', stderr: `polyurl edit: step ${i + 1} failed; the URL stays ${url.href}\n`, exitCode: 1 };
    }
    out += code + '  → ' + url.href + (url.href === before && !('appendQuery' in steps[i]) ? '   (unchanged)' : '') + '\n';
  }
  return { stdout: out, stderr: '', exitCode: 0 };
}

export function editCLI(argv: string[]): CommandResult {
  const args = parseArgs(argv, ['set', 'append-segment', 'append-query', 'delete-query', 'mode'], []);
  if (typeof args === 'string') return usage('edit', args);
  if (args.positional.length !== 1) return usage('edit', 'expected exactly one URL');
  const options = modeOf(args);
  if (typeof options === 'string') return usage('edit', options);
  const steps: EditStep[] = [];
  for (let i = 0; i < args.flags.length; i++) {
    const f = args.flags[i];
    const value = f.value as string;
    if (f.name === 'set') {
      const eq = value.indexOf('=');
      if (eq < 0) return usage('edit', `--set needs NAME=VALUE, got ${JSON.stringify(value)}`);
      steps.push({ set: value.slice(0, eq), value: value.slice(eq + 1) });
    } else if (f.name === 'append-segment') {
      steps.push({ appendSegment: value });
    } else if (f.name === 'append-query') {
      const [k, v] = pair(value);
      steps.push({ appendQuery: k, value: v });
    } else if (f.name === 'delete-query') {
      steps.push({ deleteQuery: value });
    }
  }
  return editCommand(args.positional[0], steps, options);
}
