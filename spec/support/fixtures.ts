// Fixtures are read from spec/fixtures relative to the repository root (mocha
// runs there), never from outside the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixturePath(relative: string): string {
  return join(process.cwd(), 'spec', 'fixtures', relative);
}

export function readFixture<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(fixturePath(relative), 'utf8')) as T;
}

/** A case of WPT's urltestdata.json: what every suite reads of it (parser.spec.ts reads the expected components too). */
export interface URLTestCase {
  input: string;
  base?: string | null;
  failure?: boolean;
}

/** The cases of WPT's urltestdata.json (or another fixture of its form), without its comment strings. */
export function urlTestCases<T extends URLTestCase = URLTestCase>(relative = 'wpt/urltestdata.json'): T[] {
  return readFixture<Array<string | T>>(relative).filter((c): c is T => typeof c !== 'string');
}
