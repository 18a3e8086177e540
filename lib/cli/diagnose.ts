// `polyurl diagnose <url>` and `polyurl compare <url>`, as pure functions the
// coordinator's CLI (run.ts) dispatches to.
//
//   polyurl diagnose <url> [--base <url>] [--mode whatwg|rfc3986|lenient] [--max-errors N] [--json]
//     Every validation error (whatwg), the RFC 3986 error (rfc3986) or the
//     clean-up steps and errors (lenient), each pointed at in the input; the
//     first N (default 1000) and a line saying the rest were left out.
//     Exit 0 when the URL parses (warnings or not), 1 when it does not.
//   polyurl compare <url> [--base <url>] [--json]
//     The WHATWG and RFC 3986 readings side by side and where they differ.
//     Exit 0 when nothing security-relevant differs, 3 when the readings
//     differ in scheme or authority (or one rejects what the other accepts).
import { caretUnder } from './output.js';
import type { CommandResult } from './output.js';
import { diagnose } from '../diagnostics/diagnose.js';
import type { Diagnostic, DiagnoseOptions } from '../diagnostics/diagnose.js';
import { compareReadings } from '../diagnostics/compare-readings.js';
import type { Reading } from '../diagnostics/compare-readings.js';
import type { ModeName } from '../modes/mode.js';

export interface DiagnoseCommandOptions {
  base?: string;
  mode?: ModeName;
  /** Print the result object as JSON instead of text. */
  json?: boolean;
  /** At most this many diagnostics (a decimal integer; diagnose's default when absent). */
  maxErrors?: string;
}

export interface CompareCommandOptions {
  base?: string;
  json?: boolean;
}

export type { CommandResult } from './output.js';

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];

function spaces(n: number): string {
  let s = '';
  while (s.length < n) s += ' ';
  return s;
}

function pointer(text: string, index: number): string {
  return caretUnder(text, index, '  ');
}

function usage(command: string, message: string): CommandResult {
  return { stdout: '', stderr: 'polyurl ' + command + ': ' + message + '\n', exitCode: 2 };
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function diagnoseCommand(input: string, opts?: DiagnoseCommandOptions): CommandResult {
  const o = opts === undefined ? {} : opts;
  if (o.mode !== undefined && MODES.indexOf(o.mode) < 0) return usage('diagnose', '--mode must be one of ' + MODES.join(', '));
  if (o.maxErrors !== undefined && !/^[0-9]{1,15}$/.test(o.maxErrors)) return usage('diagnose', '--max-errors must be a non-negative integer, not ' + JSON.stringify(o.maxErrors));
  const options: DiagnoseOptions = {};
  if (o.mode !== undefined) options.mode = o.mode;
  if (o.maxErrors !== undefined) options.maxErrors = Number(o.maxErrors);
  let result;
  try {
    result = diagnose(input, o.base, options);
  } catch (e) {
    return usage('diagnose', errorMessage(e));
  }
  const exitCode = result.url === null ? 1 : 0;
  if (o.json === true) {
    const out = { input, base: o.base === undefined ? null : o.base, mode: o.mode === undefined ? 'whatwg' : o.mode, href: result.url === null ? null : result.url.href, errors: result.errors, truncated: result.truncated };
    return { stdout: JSON.stringify(out, null, 2) + '\n', stderr: '', exitCode };
  }
  let out = 'input  ' + JSON.stringify(input) + '\n';
  if (o.base !== undefined) out += 'base   ' + JSON.stringify(o.base) + '\n';
  out += 'mode   ' + (o.mode === undefined ? 'whatwg' : o.mode) + '\n';
  out += result.url === null ? 'result invalid\n' : 'result ' + result.url.href + '\n';
  if (result.errors.length === 0) out += '\nno validation errors\n';
  for (let k = 0; k < result.errors.length; k++) {
    const d: Diagnostic = result.errors[k];
    const text = d.source === 'base' ? (o.base as string) : input;
    const tag = d.severity === 'failure' ? 'error' : d.severity === 'change' ? 'changed' : 'warning';
    out += '\n' + tag + ' [' + d.code + ']' + (d.source === 'base' ? ' in the base URL' : '') + ' ' + d.message + '\n';
    out += pointer(text, d.index);
  }
  if (result.truncated) out += '\n… stopped after ' + result.errors.length + ' (--max-errors); there are more\n';
  return { stdout: out, stderr: '', exitCode };
}

const ROWS: (keyof Reading)[] = ['href', 'scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

function cell(v: unknown): string {
  return v === null || v === undefined ? '(none)' : JSON.stringify(v);
}

export function compareCommand(input: string, opts?: CompareCommandOptions): CommandResult {
  const o = opts === undefined ? {} : opts;
  let c;
  try {
    c = compareReadings(input, o.base);
  } catch (e) {
    return usage('compare', errorMessage(e));
  }
  const exitCode = c.securityRelevant ? 3 : 0;
  if (o.json === true) return { stdout: JSON.stringify(c, null, 2) + '\n', stderr: '', exitCode };
  let out = 'input  ' + JSON.stringify(input) + '\n';
  if (o.base !== undefined) out += 'base   ' + JSON.stringify(o.base) + '\n';
  let width = 10;
  const left: string[] = [];
  for (let k = 0; k < ROWS.length; k++) {
    const v = c.whatwg.ok ? cell(c.whatwg[ROWS[k]]) : k === 0 ? 'error: ' + c.whatwg.error : '';
    left.push(v);
    if (v.length > width) width = Math.min(v.length, 60);
  }
  out += '\n' + spaces(10) + 'WHATWG' + spaces(width - 4) + 'RFC 3986' + (c.rfc3986.relative ? ' (relative reference, not resolved)' : '') + '\n';
  for (let k = 0; k < ROWS.length; k++) {
    const right = c.rfc3986.ok ? cell(c.rfc3986[ROWS[k]]) : k === 0 ? 'error: ' + c.rfc3986.error : '';
    const l = left[k];
    out += ROWS[k] + spaces(10 - ROWS[k].length) + l + spaces(Math.max(2, width + 2 - l.length)) + right + '\n';
  }
  if (c.differences.length === 0) {
    out += '\nthe readings agree (after RFC 3986 §6 normalization)\n';
  } else {
    out += '\ndifferences' + (c.securityRelevant ? ' (SECURITY-RELEVANT: the two readings do not agree on where this URL points)' : '') + ':\n';
    for (let k = 0; k < c.differences.length; k++) {
      const d = c.differences[k];
      out += '  ' + (d.securityRelevant ? '! ' : '  ') + d.component + ': WHATWG ' + cell(d.whatwg) + ', RFC 3986 ' + cell(d.rfc3986) + '\n';
    }
  }
  return { stdout: out, stderr: '', exitCode };
}
