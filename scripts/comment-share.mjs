// Share of comment lines in lib/**/*.ts: lines that hold comment text and no
// code, over all lines (blank ones included), generated tables left out.
// Comments are found through TypeScript's parse tree (the trivia around each
// node), so "//" inside a string, template or regular expression is code.
// Usage: node scripts/comment-share.mjs [--files]   (--files: one row per file, highest share first)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const GENERATED = /^lib\/(idna\/table[^/]*|idna\/nfc-data|extract\/tlds)\.ts$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

function count(text) {
  const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const mark = (set, start, end) => {
    for (let l = lineOf(start), last = lineOf(Math.max(start, end - 1)); l <= last; l++) set.add(l);
  };
  const code = new Set();
  const comment = new Set();
  const ranges = (pos) => [...(ts.getLeadingCommentRanges(text, pos) ?? []), ...(ts.getTrailingCommentRanges(text, pos) ?? [])];
  const visit = (node) => {
    for (const r of ranges(node.pos)) mark(comment, r.pos, r.end);
    // JSDoc blocks are children in the tree, but they are comments, found above as trivia.
    const children = node.getChildren(source).filter((child) => !(child.kind >= ts.SyntaxKind.FirstJSDocNode && child.kind <= ts.SyntaxKind.LastJSDocNode));
    if (children.length === 0 && node.kind !== ts.SyntaxKind.EndOfFileToken) mark(code, node.getStart(source), node.end);
    for (const child of children) visit(child);
    for (const r of ranges(node.end)) mark(comment, r.pos, r.end);
  };
  visit(source);
  let commentOnly = 0;
  for (const l of comment) if (!code.has(l)) commentOnly++;
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return { lines, comments: commentOnly };
}

const rows = [];
for (const path of walk(join(root, 'lib'))) {
  const file = relative(root, path).split('\\').join('/');
  if (!GENERATED.test(file)) rows.push({ file, ...count(readFileSync(path, 'utf8')) });
}
const share = (c, l) => `${((100 * c) / l).toFixed(1)}%`;
if (process.argv.includes('--files')) {
  rows.sort((a, b) => b.comments / b.lines - a.comments / a.lines);
  for (const r of rows) console.log(`${share(r.comments, r.lines).padStart(6)} ${`${r.comments}/${r.lines}`.padStart(10)}  ${r.file}`);
}
const comments = rows.reduce((s, r) => s + r.comments, 0);
const lines = rows.reduce((s, r) => s + r.lines, 0);
console.log(`${rows.length} files: ${comments} comment lines / ${lines} lines = ${share(comments, lines)}`);
