// The one rule for build variants (scripts/variants.mjs): a stand-in
// lib/x/name.<trait>.ts replaces lib/x/name.ts in the builds with that trait.
// Here every stand-in is checked against its original: the original exists,
// and the stand-in's module type is assignable to the original's (every
// export is there, with a type its importers accept), by the TypeScript
// compiler over the sources.
import { assert } from 'chai';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const STAND_IN = /^(.+)\.(browser|react-native|compact|es5|legacy)\.ts$/;

function standIns(dir: string): { standIn: string; original: string; trait: string }[] {
  const out: { standIn: string; original: string; trait: string }[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...standIns(p));
    else {
      const m = STAND_IN.exec(name);
      if (m !== null) out.push({ standIn: p, original: join(dir, `${m[1]}.ts`), trait: m[2] });
    }
  }
  return out;
}

describe('build variants: stand-ins', function () {
  this.timeout(120000);
  const all = standIns('lib');

  it('there are stand-ins, each beside an original of the same name', function () {
    assert.isAbove(all.length, 10);
    for (const s of all) assert.isTrue(existsSync(s.original), `${s.standIn} stands in for ${s.original}, which does not exist`);
  });

  it('each stand-in has its original\'s exports, with assignable types', function () {
    const dir = mkdtempSync(join(tmpdir(), 'polyurl-variants-'));
    try {
      const file = join(dir, 'check.ts');
      const spec = (p: string): string => JSON.stringify(resolve(p).replace(/\.ts$/, '.js'));
      const lines: string[] = [];
      all.forEach((s, i) => {
        lines.push(`import type * as O${i} from ${spec(s.original)};`);
        lines.push(`import type * as S${i} from ${spec(s.standIn)};`);
        lines.push(`declare const s${i}: typeof S${i};`);
        lines.push(`export const o${i}: typeof O${i} = s${i}; // ${s.standIn}`);
      });
      writeFileSync(file, lines.join('\n') + '\n');
      const program = ts.createProgram([file], {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      });
      const source = program.getSourceFile(file) as ts.SourceFile;
      const problems = ts.getPreEmitDiagnostics(program, source).map((d) => {
        const line = d.start === undefined ? '' : source.text.slice(0, d.start).split('\n').length;
        const text = line === '' ? '' : source.text.split('\n')[(line as number) - 1];
        return `${text.slice(text.indexOf('//') + 3)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
      assert.deepEqual(problems, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
