// The Hermes row of `npm run bench`: React Native's engine (hermes-engine-cli
// 0.12, bytecode compiled with -O, no JIT), every implementation in one Hermes
// process, interleaved round-robin with gc() before every sample:
//
//   polyurl RN          dist/auto.rn.cjs, what polyurl/auto is under Metro (compact, ES5)
//   polyurl es5         dist/polyurl.es5.cjs's StandardURL (full ES5 build, fast paths: the reference)
//   polyurl legacy      dist/polyurl.legacy.min.js (the classic script), its URL
//   react-native-url-polyfill   4.x, compiled to ES5 by Metro with React Native's Babel preset
//                       (scripts/react-native/metro-proof.mjs's app, as the Metro proof bundles)
//
// Three workloads over the corpus's web URLs (http and https, evenly spread):
// parse + href, hostname, pathname, search; parse + searchParams.append +
// two setters (pathname, hash) + href; and each URL's path and query as a
// reference against a base of its origin (an app's API calls) + href,
// pathname. µs/op is the median of the rounds; a ratio is the median of the
// per-round ratios (paired: same round, same heap).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './measure.mjs';
import { spread } from './corpus.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'test-output', 'bench-hermes');

const HERMES_IMPLS = ['polyurl RN', 'polyurl es5', 'polyurl legacy', 'react-native-url-polyfill'];
const HERMES_WORKLOADS = ['parse + 4 getters', 'parse + append + 2 setters + href', 'reference + base + 2 getters'];

// A CommonJS file as a function of (module, exports), run at once.
const asModule = (code) => `(function () { var module = { exports: {} }; (function (module, exports) {\n${code}\n})(module, module.exports); return module.exports; })()`;

// Runs in Hermes: __benchImpls and __benchInputs are defined before it.
const RUNNER = `
var rounds = __benchRounds, minMs = __benchMinMs, names = __benchNames, inputs = __benchInputs, refs = __benchRefs;
var sink = 0;
var work = [
  function (C) {
    for (var i = 0; i < inputs.length; i++) {
      var u = new C(inputs[i]);
      sink += u.href.length + u.hostname.length + u.pathname.length + u.search.length;
    }
  },
  function (C) {
    for (var i = 0; i < inputs.length; i++) {
      var u = new C(inputs[i]);
      u.searchParams.append('utm_source', 'app');
      u.pathname = '/a/b';
      u.hash = 'top';
      sink += u.href.length;
    }
  },
  function (C) {
    for (var i = 0; i < refs.length; i++) {
      var u = new C(refs[i][0], refs[i][1]);
      sink += u.href.length + u.pathname.length;
    }
  },
];
function sample(C, w) {
  gc();
  var passes = 0, t0 = Date.now(), t;
  do { w(C); passes++; t = Date.now() - t0; } while (t < minMs);
  return (t * 1000) / (passes * inputs.length); // (refs has one reference per input)
}
var out = [];
for (var wi = 0; wi < work.length; wi++) {
  for (var n = 0; n < names.length; n++) sample(__benchImpls[names[n]].URL, work[wi]);
  var samples = {};
  for (var n = 0; n < names.length; n++) samples[names[n]] = [];
  for (var r = 0; r < rounds; r++) {
    for (var k = 0; k < names.length; k++) {
      var name = names[(k + r) % names.length];
      samples[name].push(sample(__benchImpls[name].URL, work[wi]));
    }
  }
  out.push(samples);
}
print('BENCH ' + JSON.stringify({ samples: out, sink: sink > 0 }));
`;

function runHermes(hermes, file) {
  return new Promise((done, fail) => {
    const child = spawn(hermes, ['-O', '-w', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out }));
  });
}

/**
 * The Hermes row: { ok, why?, inputs, rows: [{ workload, impl, us, ratio }] } where
 * ratio is paired against `polyurl es5` (and the RN build's against each other implementation).
 */
export async function runHermesBench({ urls, count = 4000, rounds = 7, minSampleMs = 100, dist = join(ROOT, 'dist'), progress = () => {} }) {
  let proof;
  try {
    proof = await import('../../scripts/react-native/metro-proof.mjs');
  } catch (e) {
    return { ok: false, why: `scripts/react-native/metro-proof.mjs: ${e.message}` };
  }
  let hermes;
  try {
    hermes = proof.hermesBinary();
  } catch (e) {
    return { ok: false, why: e.message };
  }
  const web = urls.filter((u) => /^https?:\/\//i.test(u) && URL.canParse(u));
  const inputs = spread(web, count);

  // react-native-url-polyfill through Metro and React Native's Babel preset.
  let rnup;
  try {
    progress('  hermes: bundling react-native-url-polyfill with Metro…\n');
    proof.prepareApp(OUT, dist);
    writeFileSync(join(OUT, 'react-native.js'), 'export const NativeModules = {};\nexport const Platform = { OS: "android", Version: 34 };\n');
    writeFileSync(join(OUT, 'rnup.js'), "import { URL, URLSearchParams } from 'react-native-url-polyfill/js/URL';\nglobal.__benchImpls['react-native-url-polyfill'] = { URL, URLSearchParams };\n");
    rnup = await proof.bundle(await proof.metroConfig(OUT, ['react-native-url-polyfill']), 'rnup.js');
  } catch (e) {
    return { ok: false, why: e instanceof proof.NotInstalled ? e.message : `Metro: ${e.message}` };
  }

  const read = (f) => readFileSync(join(dist, f), 'utf8');
  let script = 'var __benchImpls = {};\n';
  // auto.rn.cjs installs over an engine without URL; the globals are then taken away for the next one.
  script += `${asModule(read('auto.rn.cjs'))};\n`;
  script += "__benchImpls['polyurl RN'] = { URL: URL, URLSearchParams: URLSearchParams }; delete globalThis.URL; delete globalThis.URLSearchParams;\n";
  script += `(function () { var p = ${asModule(read('polyurl.es5.cjs'))}; __benchImpls['polyurl es5'] = { URL: p.StandardURL, URLSearchParams: p.URLSearchParams }; })();\n`;
  script += `${read('polyurl.legacy.min.js')}\n`;
  script += "__benchImpls['polyurl legacy'] = { URL: polyurl.URL, URLSearchParams: polyurl.URLSearchParams };\n";
  script += `${rnup}\n`;
  script += `var __benchRounds = ${rounds}, __benchMinMs = ${minSampleMs}, __benchNames = ${JSON.stringify(HERMES_IMPLS)};\n`;
  script += `var __benchInputs = ${JSON.stringify(inputs)};\n`;
  const refs = inputs.map((u) => {
    const x = new URL(u);
    // (A path starting "//" would be a network-path reference.)
    return [x.pathname.replace(/^\/\/+/, '/') + x.search, x.origin + '/app/index.html'];
  });
  script += `var __benchRefs = ${JSON.stringify(refs)};\n`;
  script += "if (__benchImpls['polyurl RN'].URL === __benchImpls['polyurl legacy'].URL) throw new Error('one class twice');\n";
  script += RUNNER;
  const file = join(OUT, 'bench.js');
  writeFileSync(file, script.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')));
  progress(`  hermes: ${inputs.length} web URLs, ${rounds} rounds…\n`);
  const { code, out } = await runHermes(hermes, file);
  const line = out.split('\n').find((l) => l.startsWith('BENCH '));
  if (code !== 0 || line === undefined) return { ok: false, why: `hermes exited ${code}: ${out.slice(0, 500)}` };
  const { samples } = JSON.parse(line.slice(6));
  const rows = [];
  samples.forEach((s, wi) => {
    const ref = s['polyurl es5'];
    const rn = s['polyurl RN'];
    for (const impl of HERMES_IMPLS) {
      const mine = s[impl];
      rows.push({
        workload: HERMES_WORKLOADS[wi],
        impl,
        us: median(mine),
        vsES5: median(mine.map((x, r) => x / ref[r])),
        rnVs: median(rn.map((x, r) => x / mine[r])),
      });
    }
  });
  return { ok: true, inputs: inputs.length, rounds, rows };
}
