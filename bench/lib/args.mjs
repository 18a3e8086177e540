// A small command-line parser shared by run.mjs and growth.mjs:
// `--name value`, `--name=value`, bare `--flag`, repeatable options.

/**
 * @param {string[]} argv process.argv.slice(2)
 * @param {Record<string, {type: 'string'|'number'|'boolean'|'list', default?: unknown, optionalValue?: boolean}>} spec
 */
function parseArgs(argv, spec) {
  const out = {};
  const seen = new Set();
  for (const name of Object.keys(spec)) {
    const d = spec[name].default;
    out[name] = Array.isArray(d) ? d.slice() : d;
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const opt = spec[name];
    if (!opt) throw new UsageError(`unknown option --${name}`);
    let value;
    if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else if (opt.type === 'boolean') {
      value = 'true';
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
      value = argv[++i];
    } else if (opt.optionalValue) {
      value = '';
    } else {
      throw new UsageError(`--${name} needs a value`);
    }
    switch (opt.type) {
      case 'boolean':
        out[name] = value !== 'false' && value !== '0';
        break;
      case 'number': {
        const n = Number(value);
        if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} needs a non-negative number, got "${value}"`);
        out[name] = n;
        break;
      }
      case 'list':
        // Repeatable, and each value may itself be a comma-separated list.
        if (!seen.has(name)) out[name] = [];
        seen.add(name);
        for (const part of value.split(',')) if (part) out[name].push(part.trim());
        break;
      default:
        out[name] = value;
    }
  }
  return out;
}

export class UsageError extends Error {}

/**
 * The command line of a benchmark script: parse argv by `spec` (a usage error
 * prints `name: message` and the help, exit 2), print `help` for --help, else
 * hand the parsed arguments to `run`.
 */
export function parseOrExit(name, spec, help, run) {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), spec);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${name}: ${e.message}\n\n${help}`);
      process.exit(2);
    }
    throw e;
  }
  if (args.help) {
    process.stdout.write(help);
    return;
  }
  return run(args);
}
