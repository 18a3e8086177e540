// A plain `import 'polyurl/auto'` / `require('polyurl/auto')` in this Node
// (resolved through the package's own exports, so the built dist/ files):
// Node's URL works, so the native classes stay, with their Blob statics, and
// node:url's helpers still make instances of the global URL.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';

const CHECK = `
  const out = {
    url: globalThis.URL === NativeURL,
    params: globalThis.URLSearchParams === NativeParams,
    createObjectURL: typeof URL.createObjectURL === 'function' && URL.createObjectURL === nativeCreate,
    pathToFileURL: nodeUrl.pathToFileURL('/tmp/x y') instanceof URL,
    fetch: globalThis.fetch === nativeFetch,
    detection: auto.detect(),
    again: auto.install(),
  };
  console.log(JSON.stringify(out));`;

function run(args: string[]): Record<string, unknown> {
  const r = spawnSync(process.execPath, args, { cwd: process.cwd(), encoding: 'utf8', timeout: 60000 });
  assert.strictEqual(r.status, 0, (r.stdout || '') + (r.stderr || ''));
  return JSON.parse(r.stdout.trim().split('\n').pop() as string) as Record<string, unknown>;
}

describe('Polyfill in Node: polyurl/auto over a working native URL', function () {
  this.timeout(60000);
  const expected = {
    url: true,
    params: true,
    createObjectURL: true,
    pathToFileURL: true,
    fetch: true,
  };

  for (const [kind, args] of [
    [
      'import',
      [
        '--input-type=module',
        '-e',
        `const NativeURL = URL, NativeParams = URLSearchParams, nativeCreate = URL.createObjectURL, nativeFetch = globalThis.fetch;
         const auto = await import('polyurl/auto');
         const nodeUrl = await import('node:url');` + CHECK,
      ],
    ],
    [
      'require',
      [
        '-e',
        `const NativeURL = URL, NativeParams = URLSearchParams, nativeCreate = URL.createObjectURL, nativeFetch = globalThis.fetch;
         const auto = require('polyurl/auto');
         const nodeUrl = require('node:url');` + CHECK,
      ],
    ],
  ] as const) {
    it(`${kind}: keeps Node's URL and URLSearchParams, createObjectURL, pathToFileURL instances and fetch`, function () {
      const out = run(args as unknown as string[]);
      console.log(`      node ${process.versions.node}, ${kind}: detect() ${JSON.stringify(out.detection)}`);
      assert.deepInclude(out, expected);
      const again = out.again as { replaced: boolean; patched: string[]; kept: string[]; bodies: string[] };
      assert.isFalse(again.replaced);
      assert.deepEqual(again.kept, []);
      assert.deepEqual(again.bodies, []);
      const d = out.detection as { status: string; divergences: string[] };
      assert.strictEqual(d.status, 'ok');
    });
  }
});
