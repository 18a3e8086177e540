// Engine proof: every WPT urlpatterntestdata.json entry in QuickJS
// (WebAssembly, npm quickjs-emscripten, inside Node), through the shipped
// dist/auto-urlpattern.mjs: QuickJS has neither URL nor URLPattern, so the
// module installs polyurl's, and the same wpt-runner as in Node (with chai)
// runs the data against the global URLPattern. An entry whose pattern needs a
// RegExp feature this QuickJS lacks must throw the TypeError naming it; none
// may match wrongly.
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fixturePath } from '../support/fixtures.js';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');
const BUILD = resolve(process.env.POLYURL_BUILD_DIR || 'build');

interface Result {
  installed: boolean;
  passed: number;
  unsupported: string[];
  wrong: string[];
}

const MODULES: Record<string, string> = {
  'auto-urlpattern.mjs': join(DIST, 'auto-urlpattern.mjs'),
  'wpt-runner.js': join(BUILD, 'spec', 'urlpattern', 'wpt-runner.js'),
  chai: join('node_modules', 'chai', 'index.js'),
};

const MAIN = `
import 'auto-urlpattern.mjs';
import { runEntry, wptName } from 'wpt-runner.js';
const out = { installed: typeof URLPattern === 'function' && typeof URL === 'function', passed: 0, unsupported: [], wrong: [] };
const seen = {};
for (const entry of __data) {
  const name = wptName(entry, seen);
  try { runEntry(URLPattern, entry); out.passed++; }
  catch (e) {
    if (e instanceof TypeError && /engine lacks/.test(e.message)) out.unsupported.push(name);
    else out.wrong.push(name + ': ' + String(e && e.message));
  }
}
print(JSON.stringify(out));
`;

describe('Engine proof: URLPattern in QuickJS (quickjs-emscripten)', function () {
  this.timeout(300000);
  it('every WPT entry passes, or throws the TypeError naming a missing RegExp feature; none matches wrongly', async function () {
    const { getQuickJS } = await import('quickjs-emscripten');
    const QuickJS = await getQuickJS();
    const runtime = QuickJS.newRuntime();
    runtime.setMemoryLimit(512 * 1024 * 1024);
    runtime.setMaxStackSize(4 * 1024 * 1024);
    runtime.setModuleLoader(
      (name: string) => {
        const file = MODULES[name];
        if (file === undefined) throw new Error(`no module ${name}`);
        return readFileSync(file, 'utf8');
      },
      (_base: string, requested: string) => requested.replace(/^\.\//, ''),
    );
    const context = runtime.newContext();
    const lines: string[] = [];
    try {
      const print = context.newFunction('print', (line) => {
        lines.push(context.getString(line));
      });
      context.setProp(context.global, 'print', print);
      print.dispose();
      const data = readFileSync(fixturePath('urlpattern/urlpatterntestdata.json'), 'utf8');
      // chai (the runner's, not polyurl's) subclasses EventTarget and makes Events, which QuickJS lacks.
      const shims =
        'globalThis.EventTarget = class EventTarget { addEventListener() {} removeEventListener() {} dispatchEvent() { return true; } };\n' +
        'globalThis.Event = class Event { constructor(type) { this.type = type; } };\n';
      const setup = context.evalCode(`${shims}var __data = ${data};`, 'data.js', { type: 'global' });
      if (setup.error) {
        lines.push('uncaught: ' + JSON.stringify(context.dump(setup.error)));
        setup.error.dispose();
      } else setup.value.dispose();
      const r = context.evalCode(MAIN, 'main.mjs', { type: 'module' });
      if (r.error) {
        lines.push('uncaught: ' + JSON.stringify(context.dump(r.error)));
        r.error.dispose();
      } else r.value.dispose();
      runtime.executePendingJobs();
    } finally {
      context.dispose();
      runtime.dispose();
    }
    const last = lines.length > 0 ? lines[lines.length - 1] : '';
    assert.match(last, /^\{/, lines.join('\n'));
    const result = JSON.parse(last) as Result;
    console.log(`      quickjs › URLPattern WPT: ${result.passed} passed, ${result.unsupported.length} throw the missing-feature TypeError, ${result.wrong.length} wrong`);
    assert.isTrue(result.installed, 'polyurl/auto-urlpattern installed URL and URLPattern');
    assert.deepEqual(result.wrong, []);
    for (const name of result.unsupported) console.log(`        needs a missing RegExp feature: ${name}`);
    // This QuickJS has a "v" flag that rejects "::" and "/" outside a class
    // (lib/urlpattern/features.ts, vSyntax), so components compile with "u":
    // the four entries whose regexp groups use set operations need "v".
    assert.deepEqual(result.unsupported, [
      'Pattern: [{"pathname":"/([[a-z]--a])"}] Inputs: [{"pathname":"/a"}]',
      'Pattern: [{"pathname":"/([[a-z]--a])"}] Inputs: [{"pathname":"/z"}]',
      'Pattern: [{"pathname":"/([\\\\d&&[0-1]])"}] Inputs: [{"pathname":"/0"}]',
      'Pattern: [{"pathname":"/([\\\\d&&[0-1]])"}] Inputs: [{"pathname":"/3"}]',
    ]);
    assert.strictEqual(result.passed, 349);
  });
});
