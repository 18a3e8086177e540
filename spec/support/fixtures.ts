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
