// Lint: no regular expression in lib/ with nested or overlapping quantifiers
// (lib/README.md: parsing stays linear on untrusted input). Regular
// expressions are found with the TypeScript scanner, so regex-looking text in
// comments and strings is not mistaken for one; `RegExp(...)` calls must have
// a literal pattern so it can be checked too.
import { assert } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { regexProblems } from './regex-analysis.js';

// The one place lib/ builds a RegExp from text that is not a literal: the
// URL Pattern Standard compiles each component's pattern, which the
// developer writes and which may hold regular expression groups of their
// own, into a regular expression
// (https://urlpattern.spec.whatwg.org/#compile-a-component), as the native
// URLPattern does. One such RegExp in that file, no more. And one in
// lib/base/regexp-statics.ts: [\s\S]{n} with n a number (a match of exactly
// n code units, to put the legacy RegExp statics back), which has no
// nesting to check.
const BUILT_FROM_A_PATTERN: { [file: string]: number } = { 'lib/urlpattern/component.ts': 1, 'lib/base/regexp-statics.ts': 1 };

interface Found {
  file: string;
  line: number;
  pattern: string | null;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (/\.ts$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

function regexesIn(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const lineOf = (pos: number): number => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const t = node.text;
      found.push({ file, line: lineOf(node.getStart()), pattern: t.slice(1, t.lastIndexOf('/')) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const arg = node.arguments !== undefined && node.arguments.length > 0 ? node.arguments[0] : undefined;
      found.push({ file, line: lineOf(node.getStart()), pattern: arg !== undefined && ts.isStringLiteralLike(arg) ? arg.text : null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Lint: regular expressions in lib/', function () {
  describe('the checker', function () {
    const bad = [
      '(a+)+$', '(a*)*b', '(?:\\s*,)*x', '\\s*\\s*x', '\\d+\\d*x', '(a|a)*b', '(a|ab)*c', '\\s+$', '.*a.*b', '([a-z]+\\.?)+$',
      '(x+x+)+y', '^(\\w+\\s?)*$', '^[a-z]*[a-z0-9]*$', '(?:a{1,3})+', '^(a|\\w)+$',
    ];
    const good = ['^[0-9]{1,15}$', '\\r?\\n', '\\+', '[\\t-\\r \\u0085\\u00a0]', '^[a-z][a-z0-9+.-]*:', '^\\s*$', '^(?:ab|cd)$', '[^/]+'];
    for (const p of bad) {
      it(`flags /${p}/`, function () {
        assert.isAbove(regexProblems(p).length, 0);
      });
    }
    for (const p of good) {
      it(`accepts /${p}/`, function () {
        assert.deepEqual(regexProblems(p), []);
      });
    }
  });

  it('finds no nested or overlapping quantifiers, and no RegExp built from a non-literal pattern', function () {
    const files = tsFiles(join(process.cwd(), 'lib'));
    assert.isAbove(files.length, 10);
    const problems: string[] = [];
    let count = 0;
    const exempted: { [file: string]: number } = {};
    for (const f of files) {
      const file = f.slice(process.cwd().length + 1).split('\\').join('/');
      for (const r of regexesIn(f)) {
        count++;
        const where = `${file}:${r.line}`;
        if (r.pattern === null) {
          exempted[file] = (exempted[file] || 0) + 1;
          if (exempted[file] > (BUILT_FROM_A_PATTERN[file] || 0)) {
            problems.push(`${where}: RegExp with a pattern that is not a literal (cannot be checked)`);
          }
          continue;
        }
        const p = regexProblems(r.pattern);
        if (p.length > 0) problems.push(`${where}: /${r.pattern}/: ${p.join(', ')}`);
      }
    }
    assert.deepEqual(problems, [], `${count} regular expressions checked`);
    // The exemption is not stale.
    for (const file of Object.keys(BUILT_FROM_A_PATTERN)) assert.strictEqual(exempted[file], BUILT_FROM_A_PATTERN[file], file);
  });
});
