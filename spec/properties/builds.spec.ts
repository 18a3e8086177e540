// Every shipped build that gives a URL class of its own is the same URL
// (install.cjs requires polyurl.cjs; urlpattern.cjs, urlpattern.es5.cjs and
// formats.cjs give none). The builds differ by their stand-ins
// (scripts/variants.mjs): React Native's reader and IDNA table, the compact
// builds' IDNA, the classic scripts' legacy table and NFC fallback, ES5
// classes and slots. The WPT suites run
// each build on the standard's cases; here each one runs generated inputs
// and sequences of setters and URLSearchParams operations, and must give
// the transcript dist/polyurl.mjs gives (itself checked against the
// reference implementation by whatwg.spec.ts and sequences.spec.ts).
//
// Each build is loaded into a fresh node:vm context without URL, as an engine
// without one would run it: the polyfill builds install themselves there, the
// ponyfill builds are read from module.exports. The transcript is written by
// the same function source in every realm, so what is compared is strings.
// React Native's build and the classic script run a fixed sample of the same
// cases in Hermes too, whose string functions (encodeURI, which React
// Native's reader relies on, normalize, case mapping) are its own.
// The ES module twins (polyurl.mjs is the reference; auto.mjs,
// auto.browser.mjs and auto-urlpattern.mjs) are rollup's output of the same
// inputs as the .cjs files here.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createContext, runInContext, runInThisContext } from 'node:vm';
import { URL, URLSearchParams } from '../support/shipped.js';
import { buildAsScript, engineBinary, HERMES_BUILDS } from '../engines/run-engine.js';
import { urlLike, base, params, setter, setterValue, SEED } from './arbitraries.js';
import { record, report } from './ledger.js';

const DIST = resolve(process.env.POLYURL_DIST_DIR || 'dist');
const SUITE = 'Property: every shipped build is the same URL';

/** One step of a sequence: a setter, or a URLSearchParams operation. */
type Step = ['set', string, string] | ['params', 'append' | 'set' | 'delete' | 'has' | 'getAll' | 'sort', string, string];

type Transcript = (input: string, base: string | undefined, steps: Step[]) => string;

// Runs in each realm: ES5, so the classic scripts' engines could run it too.
// Every reading is a string; a thrown error is its constructor's name.
const TRANSCRIPT = `(function (URL, URLSearchParams) {
  var GETTERS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
  function read(u, out) {
    for (var k = 0; k < GETTERS.length; k++) out.push(GETTERS[k] + '=' + u[GETTERS[k]]);
    out.push('params=' + u.searchParams + ' size=' + u.searchParams.size);
    out.push('json=' + JSON.stringify(u) + ' string=' + String(u) + ' keys=' + Object.keys(u).length);
  }
  function thrown(e) { return 'threw ' + (e && e.constructor ? e.constructor.name : typeof e); }
  return function (input, base, steps) {
    var out = [];
    out.push('canParse=' + URL.canParse(input, base));
    try { out.push('URLSearchParams=' + new URLSearchParams(input)); } catch (e) { out.push(thrown(e)); }
    var u;
    try { u = base === undefined ? new URL(input) : new URL(input, base); } catch (e) { out.push(thrown(e)); return out.join('\\n'); }
    read(u, out);
    for (var i = 0; i < steps.length; i++) {
      var s = steps[i];
      try {
        if (s[0] === 'set') { u[s[1]] = s[2]; out.push('set ' + s[1]); }
        else if (s[1] === 'append' || s[1] === 'set') u.searchParams[s[1]](s[2], s[3]);
        else if (s[1] === 'delete') u.searchParams['delete'](s[2]);
        else if (s[1] === 'has') out.push('has=' + u.searchParams.has(s[2]));
        else if (s[1] === 'getAll') out.push('getAll=' + u.searchParams.getAll(s[2]).join('|'));
        else u.searchParams.sort();
      } catch (e) { out.push(thrown(e)); }
      read(u, out);
    }
    return out.join('\\n');
  };
})`;

type Maker = (U: unknown, P: unknown) => Transcript;

/** How a build gives its URL: a classic script or a polyfill installs it, a ponyfill exports it. */
type Loading = 'script' | 'auto' | 'install' | 'ponyfill';

/** A build loaded into a fresh context without URL; its transcript function. */
function inContext(file: string, how: Loading): Transcript {
  const context = createContext({});
  const code = readFileSync(join(DIST, file), 'utf8');
  if (how === 'script') runInContext(code, context, { filename: file });
  else {
    const exportsOf = runInContext(`(function (module, exports) {${code}\n;return module.exports;})`, context, { filename: file }) as (
      m: { exports: Record<string, unknown> },
      e: Record<string, unknown>,
    ) => Record<string, unknown>;
    const module = { exports: runInContext('({})', context) as Record<string, unknown> };
    const exported = exportsOf(module, module.exports);
    if (how === 'install') (exported.install as () => unknown)();
    if (how === 'ponyfill') {
      (context as Record<string, unknown>).URL = exported.URL;
      (context as Record<string, unknown>).URLSearchParams = exported.URLSearchParams;
    }
  }
  assert.strictEqual(runInContext('typeof URL + typeof URLSearchParams', context), 'functionfunction', `${file} gives URL and URLSearchParams`);
  const make = runInContext(TRANSCRIPT, context) as Maker;
  return make(runInContext('URL', context), runInContext('URLSearchParams', context));
}

const BUILDS: [string, Loading][] = [
  ['polyurl.cjs', 'ponyfill'],
  ['polyurl.es5.cjs', 'ponyfill'],
  ['auto.cjs', 'auto'],
  ['auto.browser.cjs', 'auto'],
  ['auto.rn.cjs', 'auto'],
  ['install.rn.cjs', 'install'],
  ['auto-urlpattern.cjs', 'auto'],
  ['polyurl.legacy.js', 'script'],
  ['polyurl.legacy.min.js', 'script'],
  ['urlpattern.legacy.js', 'script'],
  ['urlpattern.legacy.min.js', 'script'],
];

const NAMES = ['a', 'b', 'A', '', 'a b', '+', '%', '\u00e9', '\ud800', '='];
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constant('set' as const), setter, setterValue) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('set' as const), fc.constant('href'), urlLike) },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constant('params' as const),
      fc.constantFrom('append' as const, 'set' as const, 'delete' as const, 'has' as const, 'getAll' as const, 'sort' as const),
      fc.constantFrom(...NAMES),
      fc.constantFrom(...NAMES),
    ),
  },
);

describe(SUITE, function () {
  this.timeout(600000);
  after(function () {
    report(SUITE);
  });
  const reference = (runInThisContext(TRANSCRIPT) as Maker)(URL, URLSearchParams);

  for (const [file, how] of BUILDS) {
    it(`dist/${file} gives dist/polyurl.mjs's transcript on every input and sequence`, function () {
      const build = inContext(file, how);
      let inputs = 0;
      fc.assert(
        fc.property(urlLike, base, fc.array(step, { maxLength: 4 }), (input, b, steps) => {
          inputs++;
          assert.strictEqual(build(input, b, steps), reference(input, b, steps), JSON.stringify({ input, base: b, steps }));
        }),
        params(0.5),
      );
      record(`dist/${file}`, inputs);
    });
  }

  // Every code unit above "~" as \uXXXX (ES5 source, run here on the cases and in
  // Hermes on its transcripts): the JSON text then survives any engine's source
  // decoding and print(), lone surrogates included.
  const ASCII_JSON = `(function (json) {
    return json.replace(/[\\u007f-\\uffff]/g, function (c) { return '\\\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4); });
  })`;
  const ascii = runInThisContext(ASCII_JSON) as (json: string) => string;
  for (const { file } of HERMES_BUILDS) {
    it(`dist/${file} in Hermes gives dist/polyurl.mjs's transcript on a sample of the cases`, function () {
      const hermes = engineBinary(this, 'hermes', `hermes (generated cases, ${file})`);
      const cases = fc.sample(fc.tuple(urlLike, base, fc.array(step, { maxLength: 4 })), { seed: SEED, numRuns: params(0.3).numRuns });
      const driver =
        `var CASES = ${ascii(JSON.stringify(cases))};\n` +
        `var transcript = ${TRANSCRIPT}(URL, URLSearchParams);\n` +
        'var out = [];\n' +
        'for (var i = 0; i < CASES.length; i++) out.push(transcript(CASES[i][0], CASES[i][1] === null ? undefined : CASES[i][1], CASES[i][2]));\n' +
        `print(${ASCII_JSON}(JSON.stringify(out)));\n`;
      const dir = mkdtempSync(join(tmpdir(), 'polyurl-builds-hermes-'));
      try {
        const script = join(dir, 'cases.js');
        writeFileSync(script, buildAsScript(DIST, file) + driver);
        const run = spawnSync(hermes, ['-w', script], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 240000 });
        assert.strictEqual(run.status, 0, run.stderr);
        const got = JSON.parse(run.stdout) as string[];
        assert.strictEqual(got.length, cases.length);
        for (let i = 0; i < cases.length; i++) {
          const [input, b, steps] = cases[i];
          assert.strictEqual(got[i], reference(input, b, steps), JSON.stringify({ input, base: b, steps }));
        }
        record(`dist/${file} in Hermes`, cases.length);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
