// Lint: the layers of lib/ (.dependency-cruiser.cjs, drawn in lib/README.md).
// A module imports only from its own layer and the ones below it, the entries
// sit at the root, and no module reaches itself through its imports.
import { assert } from 'chai';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('lint: dependencies of lib/', function () {
  this.timeout(120000);

  it('imports run one way through the layers, with no circle', function () {
    const bin = join('node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
    let out: string;
    try {
      out = execFileSync(process.execPath, [bin, 'lib', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string };
      assert.fail(`dependency-cruiser found violations:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    }
    assert.match(out, /no dependency violations found \((\d+) modules/);
  });
});
