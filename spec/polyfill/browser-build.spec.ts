// "polyurl/auto" under the "browser" export condition (dist/auto.browser.mjs,
// what Vite, esbuild and webpack pick for a web page) carries no Node inspect
// hook, as a browser's own URL has none; Node, which never reads that condition,
// still resolves the build with it, and util.inspect prints polyurl's URL as
// Node's own. Each case runs in a child Node with the global URL deleted first.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';

const HOOK = "Symbol.for('nodejs.util.inspect.custom')";

function run(conditions: string[], body: string): string {
  const code = `delete globalThis.URL; delete globalThis.URLSearchParams;
const auto = await import('polyurl/auto');
${body}`;
  const r = spawnSync(process.execPath, [...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', code], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  assert.strictEqual(r.status, 0, r.stderr);
  return r.stdout.trim();
}

describe('Polyfill: the browser build of polyurl/auto', function () {
  this.timeout(60000);

  it('Node resolves polyurl/auto to the build with the inspect hook, and util.inspect shows URL and URLSearchParams as Node does', function () {
    const out = run(
      [],
      `const util = await import('node:util');
console.log(JSON.stringify([
  typeof URL.prototype[${HOOK}], typeof URLSearchParams.prototype[${HOOK}],
  util.inspect(new URL('https://a.example/p?q=1#h')).split('\\n').slice(0, 3).join('|'),
  util.inspect(new URLSearchParams('a=1&b=2')),
]));`,
    );
    assert.deepEqual(JSON.parse(out), [
      'function',
      'function',
      "URL {|  href: 'https://a.example/p?q=1#h',|  origin: 'https://a.example',",
      "URLSearchParams { 'a' => '1', 'b' => '2' }",
    ]);
  });

  it('under the "browser" condition polyurl/auto is dist/auto.browser.mjs: no inspect hook on the prototypes, the rest as the other build', function () {
    const out = run(
      ['browser'],
      `const it = new URLSearchParams('a=1').keys();
console.log(JSON.stringify([
  ${HOOK} in URL.prototype, ${HOOK} in URLSearchParams.prototype, ${HOOK} in Object.getPrototypeOf(it),
  Object.prototype.toString.call(new URL('https://a.example/')), Object.prototype.toString.call(it),
  new URL('https://EX\\u00c4MPLE.com/a/../b?x#y').href, auto.detect(URL, URLSearchParams).status,
]));`,
    );
    assert.deepEqual(JSON.parse(out), [false, false, false, '[object URL]', '[object URLSearchParams Iterator]', 'https://xn--exmple-cua.com/b?x#y', 'ok']);
  });
});
