// `polyurl extract`: the URLs in a text, one JSON line each. The command line
// (lib/cli/run.ts) reads the text from standard input or a file and calls
// extractCommand; this file only formats.
import { extractURLs } from '../extract/extract.js';
import type { CommandResult } from './output.js';
import type { ExtractOptions, ExtractedURL } from '../extract/extract.js';

export interface ExtractCommandOptions {
  /** --limit: a non-negative integer, as a number or as the string typed on the command line. */
  limit?: number | string;
  /** --default-scheme: the scheme given to bare "www." hosts and bare domains (default "http"). */
  defaultScheme?: string;
  /** --bare: also bare domains and e-mail addresses (extractURLs' bare option). */
  bare?: boolean;
}

export type ExtractCommandResult = CommandResult;

/**
 * Runs `polyurl extract` on `text`. Exit code 0 when URLs were found, 1 when
 * none were (like grep), 2 when an option is invalid.
 */
export function extractCommand(text: string, opts: ExtractCommandOptions): ExtractCommandResult {
  const options: ExtractOptions = {};
  if (opts.limit !== undefined) {
    const n = typeof opts.limit === 'string' && /^[0-9]{1,15}$/.test(opts.limit) ? Number(opts.limit) : opts.limit;
    if (typeof n !== 'number') return fail(`--limit must be a non-negative integer, not ${JSON.stringify(opts.limit)}`);
    options.limit = n;
  }
  if (opts.defaultScheme !== undefined) options.defaultScheme = opts.defaultScheme;
  if (opts.bare === true) options.bare = true;
  let found: ExtractedURL[];
  try {
    found = extractURLs(text, options);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  let out = '';
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (let i = 0; i < found.length; i++) {
    const f = found[i];
    // Results come in order, so counting line breaks up to each start is linear overall.
    for (; scanned < f.start; scanned++) {
      const c = text.charCodeAt(scanned);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(scanned + 1) !== 0x0a) || c === 0x2028 || c === 0x2029) {
        line++;
        lineStart = scanned + 1;
      }
    }
    out +=
      JSON.stringify({ href: f.url.href, raw: f.raw, start: f.start, end: f.end, line: line, column: f.start - lineStart + 1 }) + '\n';
  }
  return { stdout: out, stderr: '', exitCode: found.length > 0 ? 0 : 1 };
}

function fail(message: string): ExtractCommandResult {
  return { stdout: '', stderr: `polyurl extract: ${message}\n`, exitCode: 2 };
}
