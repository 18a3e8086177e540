// docs/editing.md: every js example runs, and every line that shows a result
// ("expr; // → value") or an error ("expr; // throws TypeError: message…")
// gives it. The blocks of the page run in order, each in its own scope.
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL, relativize, pathSegments, setPathSegments, appendPathSegments, buildURL, queryRecord } from '../support/shipped.js';

interface Check {
  code: string;
  line: number;
}

function program(markdown: string): { body: string; checks: number } {
  const lines = markdown.split('\n');
  let inJs = false;
  let body = '';
  let checks = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('```')) {
      // Each block is its own scope, as pasted (spec/docs/doctest.spec.ts runs them so too).
      if (inJs) body += '}\n';
      inJs = !inJs && line.trim() === '```js';
      if (inJs) body += '{\n';
      continue;
    }
    if (!inJs || line.startsWith('import ')) continue;
    const shown = line.indexOf('// → ');
    const throws = /\/\/ throws (\w+): (.*)$/.exec(line);
    if (shown >= 0) {
      const code = line.slice(0, shown).trim().replace(/;$/, '');
      const where: Check = { code, line: i + 1 };
      body += `__check(() => (${code}), (${line.slice(shown + 5).trim()}), ${JSON.stringify(where)});\n`;
      checks++;
    } else if (throws !== null) {
      const code = line.slice(0, throws.index).trim().replace(/;$/, '');
      const where: Check = { code, line: i + 1 };
      body += `__throws(() => { ${code}; }, ${JSON.stringify(throws[1])}, ${JSON.stringify(throws[2])}, ${JSON.stringify(where)});\n`;
      checks++;
    } else {
      body += line + '\n';
    }
  }
  return { body, checks };
}

describe('docs/editing.md', function () {
  it('every example gives what the page shows', function () {
    const page = readFileSync(join(process.cwd(), 'docs', 'editing.md'), 'utf8');
    const { body, checks } = program(page);
    let done = 0;
    const check = (f: () => unknown, expected: unknown, where: Check): void => {
      assert.deepEqual(f(), expected, `docs/editing.md:${where.line}: ${where.code}`);
      done++;
    };
    const throwsCheck = (f: () => unknown, name: string, message: string, where: Check): void => {
      let error: unknown = null;
      try {
        f();
      } catch (e) {
        error = e;
      }
      assert.instanceOf(error, Error, `docs/editing.md:${where.line}: ${where.code} throws`);
      assert.strictEqual((error as Error).name, name, `docs/editing.md:${where.line}`);
      assert.strictEqual((error as Error).message.slice(0, message.length), message, `docs/editing.md:${where.line}`);
      done++;
    };
    const run = new Function('URL', 'relativize', 'pathSegments', 'setPathSegments', 'appendPathSegments', 'buildURL', 'queryRecord', '__check', '__throws', body);
    run(URL, relativize, pathSegments, setPathSegments, appendPathSegments, buildURL, queryRecord, check, throwsCheck);
    assert.strictEqual(done, checks);
    assert.isAbove(checks, 60);
  });
});
