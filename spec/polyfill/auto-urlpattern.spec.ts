// `import 'polyurl/auto-urlpattern'` / `require('polyurl/auto-urlpattern')`
// in this Node (resolved through the package's exports, so dist/): Node 20
// has no URLPattern, so polyurl's is installed, and URL stays Node's; a plain
// `polyurl/auto` installs no URLPattern.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';

const CHECK = `
  const d = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern');
  const out = {
    had: hadURLPattern,
    url: globalThis.URL === NativeURL,
    native: typeof URLPattern === 'function' && Function.prototype.toString.call(URLPattern).indexOf('[native code]') >= 0,
    descriptor: d ? [d.writable, d.enumerable, d.configurable] : null,
    groups: typeof URLPattern === 'function' ? new URLPattern('https://example.com/books/:id').exec('https://example.com/books/12').pathname.groups : null,
    detection: mod.detectURLPattern(),
    again: mod.installURLPattern(),
  };
  console.log(JSON.stringify(out));`;

function run(args: string[]): Record<string, unknown> {
  const r = spawnSync(process.execPath, args, { cwd: process.cwd(), encoding: 'utf8', timeout: 60000 });
  assert.strictEqual(r.status, 0, (r.stdout || '') + (r.stderr || ''));
  return JSON.parse(r.stdout.trim().split('\n').pop() as string) as Record<string, unknown>;
}

describe('Polyfill in Node: polyurl/auto-urlpattern', function () {
  this.timeout(60000);
  for (const [kind, args] of [
    [
      'import',
      [
        '--input-type=module',
        '-e',
        `const NativeURL = URL, hadURLPattern = typeof globalThis.URLPattern;
         const mod = await import('polyurl/auto-urlpattern');` + CHECK,
      ],
    ],
    [
      'require',
      [
        '-e',
        `const NativeURL = URL, hadURLPattern = typeof globalThis.URLPattern;
         const mod = require('polyurl/auto-urlpattern');` + CHECK,
      ],
    ],
  ] as const) {
    it(`${kind}: installs URLPattern where Node has none (keeps a working native one), keeps Node's URL`, function () {
      const out = run(args as unknown as string[]);
      console.log(`      node ${process.versions.node}, ${kind}: URLPattern before: ${String(out.had)}`);
      assert.deepEqual(out, {
        had: out.had === 'function' ? 'function' : 'undefined',
        url: true,
        // Node 24 has a native URLPattern (ada's), which passes the probes and stays.
        native: out.had === 'function',
        descriptor: [true, false, true],
        groups: { id: '12' },
        detection: { status: 'ok', reason: null },
        again: { replaced: false, reason: null },
      });
    });
  }

  it('polyurl/auto alone installs no URLPattern', function () {
    const out = run(['--input-type=module', '-e', `await import('polyurl/auto'); console.log(JSON.stringify({ t: typeof globalThis.URLPattern }));`]);
    assert.deepEqual(out, { t: 'undefined' });
  });
});
