// polyurl's URLPattern types and lib.dom's (TypeScript 6.0's declarations,
// spec/fixtures/urlpattern/lib.dom-urlpattern.d.ts.txt) each assign to the
// other: tsc compiles a file of assignments both ways, against the
// committed declarations that "polyurl/urlpattern" ships
// (types/urlpattern.d.ts), and must report nothing.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturePath } from '../support/fixtures.js';

const ROOT = process.cwd();
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

const ASSIGNMENTS = `
import {
  URLPattern as Poly,
  type URLPatternInit as PolyInit,
  type URLPatternOptions as PolyOptions,
  type URLPatternResult as PolyResult,
  type URLPatternComponentResult as PolyComponentResult,
  type URLPatternInput as PolyInput,
} from '../../../types/urlpattern.js';

declare const poly: Poly;
declare const dom: DomURLPattern.URLPattern;
declare const polyResult: PolyResult;
declare const domResult: DomURLPattern.URLPatternResult;
declare const domURL: URL;

// instances
export const a1: DomURLPattern.URLPattern = poly;
export const a2: Poly = dom;
// constructors, both overloads
export const c1: typeof DomURLPattern.URLPattern = Poly;
export const c2: typeof Poly = DomURLPattern.URLPattern;
export const n1: Poly = new Poly('/a', 'https://example.com', { ignoreCase: true });
export const n2: Poly = new Poly({ pathname: '/a' }, { ignoreCase: true });
export const n3: Poly = new Poly('/a', domURL);
export const n4: Poly = new Poly();
// dictionaries and results
export const i1: DomURLPattern.URLPatternInit = {} as PolyInit;
export const i2: PolyInit = {} as DomURLPattern.URLPatternInit;
export const o1: DomURLPattern.URLPatternOptions = {} as PolyOptions;
export const o2: PolyOptions = {} as DomURLPattern.URLPatternOptions;
export const r1: DomURLPattern.URLPatternResult = polyResult;
export const r2: PolyResult = domResult;
export const g1: DomURLPattern.URLPatternComponentResult = {} as PolyComponentResult;
export const g2: PolyComponentResult = {} as DomURLPattern.URLPatternComponentResult;
export const in1: DomURLPattern.URLPatternInput = '' as PolyInput;
export const in2: PolyInput = '' as DomURLPattern.URLPatternInput;
// methods take lib.dom's arguments and give its results
export const t: boolean = poly.test({ pathname: '/a' }) && poly.test('/a', domURL);
export const e: DomURLPattern.URLPatternResult | null = poly.exec('https://example.com/');
`;

describe("Types: polyurl's URLPattern and lib.dom's", function () {
  this.timeout(180000);
  it('each assigns to the other (instances, constructors, dictionaries, results)', function () {
    const dir = join(ROOT, 'test-output', 'types', 'urlpattern');
    mkdirSync(dir, { recursive: true });
    copyFileSync(fixturePath('urlpattern/lib.dom-urlpattern.d.ts.txt'), join(dir, 'lib.dom-urlpattern.d.ts'));
    writeFileSync(join(dir, 'assign.ts'), ASSIGNMENTS);
    const config = {
      compilerOptions: {
        target: 'ES2020',
        lib: ['ES2020', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        types: [],
        skipLibCheck: false,
      },
      files: ['lib.dom-urlpattern.d.ts', 'assign.ts'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
    const r = spawnSync(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 120000 });
    assert.strictEqual(r.status, 0, (r.stdout || '') + (r.stderr || ''));
  });
});
