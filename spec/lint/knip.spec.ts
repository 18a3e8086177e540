// Lint: no dead file, export or dependency (knip, configured in knip.jsonc).
// The stand-ins are entries there: scripts/variants.mjs, not an import, puts
// them in their original's place.
import { assert } from 'chai';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('lint: dead code', function () {
  this.timeout(180000);

  it('knip finds no unused file, export or dependency', function () {
    const bin = join('node_modules', 'knip', 'bin', 'knip.js');
    try {
      execFileSync(process.execPath, [bin, '--no-progress', '--no-config-hints'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string };
      assert.fail(`knip found unused code:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    }
  });
});
