// The `polyurl` command line, as a function of its arguments and input so the
// tests can run it without a process. lib/cli/main.ts binds it to the process.
import { URL } from '../api/url.js';
import type { CommandResult } from './output.js';
import type { ModeName, URLOptions } from '../modes/mode.js';
import { resolveCommand, normalizeCommand, validateCommand } from './rfc3986.js';
import { extractCommand } from './extract.js';
import { matchCommand } from './match.js';
import { diagnoseCommand, compareCommand } from './diagnose.js';
import { demo } from './demo.js';
import { relativizeCLI, buildCLI, editCLI } from './edit.js';

export type CLIResult = CommandResult;

export interface CLIInput {
  /** Reads all of standard input (only called when a command asks for it). */
  readStdin(): Promise<string>;
  /** Reads a UTF-8 text file (polyurl extract FILE). */
  readFile?(path: string): Promise<string>;
}

const HELP = `polyurl — WHATWG URL, strict RFC 3986 and lenient URL parsing

Usage:
  polyurl parse <url> [--base <url>] [--mode whatwg|rfc3986|lenient]
      Print the URL's getters (href, origin, protocol, …) as JSON. Invalid input: an error on stderr, exit 1.
  polyurl parse - [--base <url>] [--mode ...]
      Read one URL per line from standard input, print one JSON line each
      (an {"input", "error"} object for invalid lines; exit 1 at the end if any failed).
  polyurl resolve <ref> --base <uri> [--backward-compatible] [--iri]
      Resolve a reference against a base URI by RFC 3986 §5.2 (strict; the
      option gives the §5.2.2 non-strict variant). Prints the target URI.
  polyurl normalize <uri> [--iri]
      Print the RFC 3986 §6.2.2 + §6.2.3 normal form of a valid URI.
  polyurl validate <uri> [--iri]
      Check a URI reference against the RFC 3986 grammar: its components, or
      the error with a caret under the offending character (exit 1).
      --iri: read IRIs (RFC 3987: non-ASCII characters) in these three commands.
  polyurl diagnose <url> [--base <url>] [--mode whatwg|rfc3986|lenient] [--max-errors N] [--json]
      Every validation error (WHATWG names), RFC 3986 error or lenient clean-up
      step, with its index in the input. Exit 1 when the input is not a URL.
  polyurl compare <url> [--base <url>] [--json]
      The WHATWG and RFC 3986 readings side by side and where they differ;
      exit 3 when they disagree on the host or authority (URL confusion).
  polyurl extract [file] [--limit N] [--default-scheme SCHEME] [--bare]
      Print the URLs found in running text (file or standard input), one JSON
      line each: {"href", "raw", "start", "end", "line", "column"}; start and
      end are UTF-16 indices into the text, line and column are 1-based.
      --default-scheme: the scheme of bare "www." hosts (default http);
      --bare: also bare domains ("example.org/x") and e-mail addresses whose
      top-level domain is a real one. Exit 1 when none was found.
  polyurl match <pattern> <url> [--base <url>] [--ignore-case] [--full]
      Match the URL against a URLPattern constructor string (--base: the
      pattern's base URL). Print the groups of the match as JSON, by component:
      {"pathname": {"id": "12"}} (components without groups, and those whose
      pattern is "*", are left out); --full: every component's input and
      groups. Exit 1 when the URL does not match (nothing printed), 2 for a
      pattern that does not construct or a bad option.
  polyurl relativize <target> <base> [--mode whatwg|rfc3986|lenient] [--absolute-path]
      The shortest reference that resolves against base to target exactly
      (the absolute URL where none does); --absolute-path: "/path?query#fragment"
      whenever scheme and authority are the same.
  polyurl build [--protocol P] [--username U] [--password P] [--hostname H | --host H[:PORT]]
                [--port N] [--pathname P | --segment S ...] [--search S | --query NAME=VALUE ...]
                [--hash H] [--mode ...]
      A URL from its parts, each applied by its setter's rule; an invalid part
      is an error that names it (exit 1). --segment and --query repeat, in order.
  polyurl edit <url> [--set NAME=VALUE] [--append-segment S] [--append-query NAME=VALUE]
               [--delete-query NAME] [--mode ...]
      Apply the steps in order (NAME is a setter: href, protocol, username,
      password, host, hostname, port, pathname, search, hash) and print the URL
      after each one.
  polyurl demo
      The same inputs read by the three modes side by side, then a URL edited
      setter by setter (what npm start shows).
  polyurl --help
      Show this text.

Examples:
  polyurl parse "https://user@example.com:8080/a/../b?q#f"
  polyurl parse ../x --base https://example.com/a/b
  polyurl parse --mode lenient " <www.example.com/a b> "
  printf 'https://a/\\nnot a url\\n' | polyurl parse -
  polyurl resolve "../g?y" --base "http://a/b/c/d;p?q"
  polyurl validate "http://exa mple.com/"
  polyurl compare "https://expected.example\\@observed.example/"
  echo "see <http://example.com/a> or www.w3.org." | polyurl extract
  polyurl match "https://example.com/books/:id" "https://example.com/books/12"
  polyurl relativize https://example.com/docs/api.html https://example.com/docs/guide.html
  polyurl build --hostname example.com --segment docs --segment "a b" --query a=1 --query a=2
  polyurl edit https://example.com/a --set pathname=/x --append-segment y
`;

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];

const GETTERS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

type GetterValues = { [K in (typeof GETTERS)[number]]: string };

function gettersOf(url: URL): GetterValues {
  const out = {} as GetterValues;
  for (let i = 0; i < GETTERS.length; i++) out[GETTERS[i]] = url[GETTERS[i]];
  return out;
}

interface ParsedArgs {
  positional: string[];
  flags: { [name: string]: string | true };
}

function parseArgs(argv: string[], valued: string[]): ParsedArgs | string {
  const positional: string[] = [];
  // Keyed by what the user typed: no inherited names ("constructor", or a polluted Object.prototype).
  const flags = Object.create(null) as { [name: string]: string | true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      for (i++; i < argv.length; i++) positional.push(argv[i]);
      break;
    }
    if (a.length > 2 && a.slice(0, 2) === '--') {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (valued.indexOf(name) >= 0) {
        if (eq >= 0) flags[name] = a.slice(eq + 1);
        else if (i + 1 < argv.length) flags[name] = argv[++i];
        else return `option --${name} needs a value`;
      } else if (eq < 0) {
        flags[name] = true;
      } else {
        return `unknown option --${name}`;
      }
    } else {
      positional.push(a);
    }
  }
  return { positional, flags };
}

function optionsFrom(flags: ParsedArgs['flags']): URLOptions | string {
  const mode = flags.mode;
  // The default said outright: an empty options object would inherit a "mode" from Object.prototype.
  if (mode === undefined) return { mode: 'whatwg' };
  if (mode === true || MODES.indexOf(mode as ModeName) < 0) return `--mode must be one of ${MODES.join(', ')}`;
  return { mode: mode as ModeName };
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

async function parseCommand(argv: string[], io: CLIInput): Promise<CLIResult> {
  const args = parseArgs(argv, ['base', 'mode']);
  if (typeof args === 'string') return { stdout: '', stderr: `polyurl parse: ${args}\n`, exitCode: 2 };
  const options = optionsFrom(args.flags);
  if (typeof options === 'string') return { stdout: '', stderr: `polyurl parse: ${options}\n`, exitCode: 2 };
  if (args.positional.length !== 1) {
    return { stdout: '', stderr: 'polyurl parse: expected exactly one URL (or - for standard input)\n', exitCode: 2 };
  }
  const base = typeof args.flags.base === 'string' ? args.flags.base : undefined;
  if (args.positional[0] !== '-') {
    try {
      const url = new URL(args.positional[0], base, options);
      return { stdout: JSON.stringify(gettersOf(url), null, 2) + '\n', stderr: '', exitCode: 0 };
    } catch (e) {
      return { stdout: '', stderr: `polyurl parse: ${errorMessage(e)}\n`, exitCode: 1 };
    }
  }
  const text = await io.readStdin();
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let out = '';
  let failed = 0;
  for (let i = 0; i < lines.length; i++) {
    try {
      out += JSON.stringify(gettersOf(new URL(lines[i], base, options))) + '\n';
    } catch (e) {
      failed++;
      out += JSON.stringify({ input: lines[i], error: errorMessage(e) }) + '\n';
    }
  }
  return {
    stdout: out,
    stderr: failed > 0 ? `polyurl parse: ${failed} of ${lines.length} lines failed to parse\n` : '',
    exitCode: failed > 0 ? 1 : 0,
  };
}

function usage(command: string, message: string): CLIResult {
  return { stdout: '', stderr: `polyurl ${command}: ${message}\n`, exitCode: 2 };
}

function resolveCLI(argv: string[]): CLIResult {
  const args = parseArgs(argv, ['base']);
  if (typeof args === 'string') return usage('resolve', args);
  if (args.positional.length !== 1 || typeof args.flags.base !== 'string') {
    return usage('resolve', 'expected a reference and --base <uri>');
  }
  return resolveCommand(args.positional[0], args.flags.base, {
    backwardCompatible: args.flags['backward-compatible'] === true,
    iri: args.flags.iri === true,
  });
}

function oneURI(command: string, argv: string[], run: (uri: string, opts: { iri: boolean }) => CLIResult): CLIResult {
  const args = parseArgs(argv, []);
  if (typeof args === 'string') return usage(command, args);
  if (args.positional.length !== 1) return usage(command, 'expected exactly one URI');
  return run(args.positional[0], { iri: args.flags.iri === true });
}

function diagnoseCLI(command: 'diagnose' | 'compare', argv: string[]): CLIResult {
  const args = parseArgs(argv, command === 'diagnose' ? ['base', 'mode', 'max-errors'] : ['base']);
  if (typeof args === 'string') return usage(command, args);
  if (args.positional.length !== 1) return usage(command, 'expected exactly one URL');
  const base = typeof args.flags.base === 'string' ? args.flags.base : undefined;
  const json = args.flags.json === true;
  if (command === 'compare') return compareCommand(args.positional[0], { base, json });
  const options = optionsFrom(args.flags);
  if (typeof options === 'string') return usage(command, options);
  const max = args.flags['max-errors'];
  return diagnoseCommand(args.positional[0], { base, mode: options.mode, json, maxErrors: typeof max === 'string' ? max : undefined });
}

function matchCLI(argv: string[]): CLIResult {
  const args = parseArgs(argv, ['base']);
  if (typeof args === 'string') return usage('match', args);
  if (args.positional.length !== 2) return usage('match', 'expected a pattern and a URL');
  return matchCommand(args.positional[0], args.positional[1], {
    base: typeof args.flags.base === 'string' ? args.flags.base : undefined,
    ignoreCase: args.flags['ignore-case'] === true,
    full: args.flags.full === true,
  });
}

async function extractCLI(argv: string[], io: CLIInput): Promise<CLIResult> {
  const args = parseArgs(argv, ['limit', 'default-scheme']);
  if (typeof args === 'string') return usage('extract', args);
  if (args.positional.length > 1) return usage('extract', 'expected at most one file');
  let text: string;
  if (args.positional.length === 1 && args.positional[0] !== '-') {
    if (io.readFile === undefined) return usage('extract', 'cannot read files here');
    try {
      text = await io.readFile(args.positional[0]);
    } catch (e) {
      return { stdout: '', stderr: `polyurl extract: cannot read ${args.positional[0]}: ${errorMessage(e)}\n`, exitCode: 2 };
    }
  } else {
    text = await io.readStdin();
  }
  const limit = args.flags.limit;
  const scheme = args.flags['default-scheme'];
  return extractCommand(text, {
    limit: typeof limit === 'string' ? limit : undefined,
    defaultScheme: typeof scheme === 'string' ? scheme : undefined,
    bare: args.flags.bare === true,
  });
}

export async function runCLI(argv: string[], io: CLIInput): Promise<CLIResult> {
  const command = argv[0];
  const rest = argv.slice(1);
  switch (command) {
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      return { stdout: HELP, stderr: '', exitCode: command === undefined ? 2 : 0 };
    case 'parse':
      return parseCommand(rest, io);
    case 'demo':
      return { stdout: demo(), stderr: '', exitCode: 0 };
    case 'resolve':
      return resolveCLI(rest);
    case 'normalize':
      return oneURI('normalize', rest, normalizeCommand);
    case 'validate':
      return oneURI('validate', rest, validateCommand);
    case 'diagnose':
    case 'compare':
      return diagnoseCLI(command, rest);
    case 'extract':
      return extractCLI(rest, io);
    case 'match':
      return matchCLI(rest);
    case 'relativize':
      return relativizeCLI(rest);
    case 'build':
      return buildCLI(rest);
    case 'edit':
      return editCLI(rest);
    default:
      return { stdout: '', stderr: `polyurl: unknown command ${JSON.stringify(command)}\n\n${HELP}`, exitCode: 2 };
  }
}
