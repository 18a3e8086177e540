// `polyurl match`: a URLPattern (polyurl's, lib/urlpattern/) against one URL;
// the groups of the match as JSON. The command line (lib/cli/run.ts) parses
// the arguments; this file runs the pattern and formats.
import { URLPattern } from '../urlpattern/index.js';
import type { URLPatternComponentResult, URLPatternResult } from '../urlpattern/index.js';
import type { CommandResult } from './output.js';

export interface MatchCommandOptions {
  /** --base: the pattern's base URL (for a relative pattern string). */
  base?: string;
  /** --ignore-case: URLPatternOptions.ignoreCase. */
  ignoreCase?: boolean;
  /** --full: every component's input and groups, not only the groups. */
  full?: boolean;
}

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function fail(message: string): CommandResult {
  return { stdout: '', stderr: `polyurl match: ${message}\n`, exitCode: 2 };
}

/** Runs `polyurl match`: exit 0 with the groups on a match, 1 without one, 2 for a bad pattern. */
export function matchCommand(pattern: string, url: string, opts: MatchCommandOptions): CommandResult {
  let p: URLPattern;
  try {
    const options = { ignoreCase: opts.ignoreCase === true };
    p = opts.base !== undefined ? new URLPattern(pattern, opts.base, options) : new URLPattern(pattern, options);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  const result: URLPatternResult | null = p.exec(url);
  if (result === null) return { stdout: '', stderr: '', exitCode: 1 };
  // Keyed by component names only: no inherited names from a polluted Object.prototype.
  const out = Object.create(null) as Record<string, URLPatternComponentResult | URLPatternComponentResult['groups']>;
  for (let i = 0; i < COMPONENTS.length; i++) {
    const c: URLPatternComponentResult = result[COMPONENTS[i]];
    if (opts.full === true) out[COMPONENTS[i]] = { input: c.input, groups: c.groups };
    // A component whose pattern is the lone wildcard (every component the
    // pattern leaves out) has one group, the whole component: not shown.
    else if (p[COMPONENTS[i]] !== '*' && Object.keys(c.groups).length > 0) out[COMPONENTS[i]] = c.groups;
  }
  return { stdout: JSON.stringify(out, null, 2) + '\n', stderr: '', exitCode: 0 };
}
