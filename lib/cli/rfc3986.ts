// The RFC 3986 commands of the `polyurl` CLI, as pure functions (run.ts
// dispatches to them): resolve, normalize, validate.
import { RFC3986Error } from '../rfc3986/errors.js';
import { caretUnder } from './output.js';
import type { CommandResult } from './output.js';

export type { CommandResult } from './output.js';
import { recompose } from '../rfc3986/parse.js';
import type { RFC3986Components } from '../rfc3986/parse.js';
import { parseReference } from '../rfc3986/reference.js';
import { resolveComponents } from '../rfc3986/resolve.js';
import { normalizeComponents } from '../rfc3986/normalize.js';

/** What every RFC 3986 command takes: `iri` reads RFC 3987 IRIs (`--iri`). */
export interface RFC3986CommandOptions {
  iri?: boolean;
}

export interface ResolveCommandOptions extends RFC3986CommandOptions {
  /** Use the §5.2.2 non-strict (backward-compatible) variant. */
  backwardCompatible?: boolean;
}

/**
 * The error and, under the input, a caret at the offending character:
 *
 *   Invalid character " " at index 12 in path (RFC 3986 §3.3 pchar)
 *     http://a/b/c d
 *                 ^
 */
function formatError(e: RFC3986Error, input: string, label?: string): string {
  return e.message + '\n' + caretUnder(input, e.index, label === undefined ? '  ' : '  ' + label + ' ');
}

function failure(command: string, e: RFC3986Error, input: string, label?: string): CommandResult {
  return { stdout: '', stderr: 'polyurl ' + command + ': ' + formatError(e, input, label), exitCode: 1 };
}

/**
 * parseReference (which throws the RFC3986Error, as every RFC 3986 function
 * does), or the command's failure for that error.
 */
function parsed(command: string, input: string, opts: RFC3986CommandOptions | undefined, label?: string): RFC3986Components | CommandResult {
  try {
    return parseReference(input, { iri: opts !== undefined && opts.iri === true });
  } catch (e) {
    if (e instanceof RFC3986Error) return failure(command, e, input, label);
    throw e;
  }
}

function isResult(r: RFC3986Components | CommandResult): r is CommandResult {
  return (r as CommandResult).exitCode !== undefined;
}

/** `polyurl resolve <ref> --base <uri>`: the target URI of §5.2 (strict unless opts.backwardCompatible). */
export function resolveCommand(ref: string, base: string, opts?: ResolveCommandOptions): CommandResult {
  const r = parsed('resolve', ref, opts, 'reference');
  if (isResult(r)) return r;
  const b = parsed('resolve', base, opts, 'base     ');
  if (isResult(b)) return b;
  if (b.scheme === undefined) {
    return {
      stdout: '',
      stderr: 'polyurl resolve: the base ' + JSON.stringify(base) + ' must be an absolute URI, with a scheme (RFC 3986 §5.1)\n',
      exitCode: 1,
    };
  }
  const t = resolveComponents(r, b, !(opts !== undefined && opts.backwardCompatible === true));
  if (t instanceof RFC3986Error) return { stdout: '', stderr: 'polyurl resolve: ' + t.message + '\n', exitCode: 1 };
  return { stdout: recompose(t) + '\n', stderr: '', exitCode: 0 };
}

/** `polyurl normalize <uri>`: §6.2.2 + §6.2.3 normal form of a valid URI reference (RFC 3987 §5.3.2 for an IRI with `--iri`). */
export function normalizeCommand(uri: string, opts?: RFC3986CommandOptions): CommandResult {
  const r = parsed('normalize', uri, opts);
  if (isResult(r)) return r;
  return { stdout: recompose(normalizeComponents(r, 'scheme', opts !== undefined && opts.iri === true)) + '\n', stderr: '', exitCode: 0 };
}

/**
 * `polyurl validate <uri>`: exit 0 and "valid URI" / "valid relative
 * reference" with its components when it matches URI-reference (§4.1; with
 * `--iri`, RFC 3987's IRI-reference); else exit 1 and the error with a caret
 * under the offending character.
 */
export function validateCommand(uri: string, opts?: RFC3986CommandOptions): CommandResult {
  const r = parsed('validate', uri, opts);
  if (isResult(r)) return r;
  const iri = opts !== undefined && opts.iri === true;
  let out = (r.scheme !== undefined ? (iri ? 'valid IRI' : 'valid URI') : 'valid relative reference') + (iri ? ' (RFC 3987)\n' : ' (RFC 3986)\n');
  const show = (name: string, v: string | undefined | null): void => {
    out += '  ' + (name + '          ').slice(0, 10) + (v === undefined ? '(absent)' : v === null ? '(none)' : JSON.stringify(v)) + '\n';
  };
  show('scheme', r.scheme);
  show('userinfo', r.userinfo);
  show('host', r.host);
  if (r.hostKind !== null) show('host kind', r.hostKind);
  show('port', r.port);
  show('path', r.path);
  show('query', r.query);
  show('fragment', r.fragment);
  return { stdout: out, stderr: '', exitCode: 0 };
}
