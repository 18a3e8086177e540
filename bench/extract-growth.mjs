#!/usr/bin/env node
// Cost growth of extractURLs: texts of 16 KB to 1 MB, time per character.
// A flat ns/char column means linear time; one that climbs with the size is
// superlinear. Two texts: ordinary prose with thousands of URLs of every kind
// extractURLs knows (bare, <…> wrapped across lines, "…", www., parentheses,
// IPv6, non-ASCII around them), and a hostile one made of unclosed wrappers,
// quotes, closers and punctuation that a backtracking scanner would choke on.
// Nothing is asserted (this machine is shared); the table is a report.
//
// Then, on 1 MB, a paired comparison with linkify-it (a dev dependency, for
// this comparison only) on the ordinary text and on sparse prose (a URL every
// ~400 characters), and the same ns/char once other URL work has run in the
// process (every mode, setters, URLSearchParams, diagnose).
//
// Measured here (node 20, a shared 2-core machine with a load average of
// 11-15, so absolute figures are several times what an idle machine gives;
// the paired ratios are the figures to read): linkify-it 6.1 / polyurl, sparse
// prose 1.65-1.96x (before the one-scan start search and the constructor's
// fast path: 0.43-0.53x), ordinary text 0.84-0.95x (1.4-1.9x before: it is
// bound by parsing ~15 URLs per KB, and bracket matching, the host check and
// the lenient readings cost ~10-20% there). Sparse prose ns/char held after
// other URL work (9.9 -> 7.7, 14.8 -> 16.8); ordinary text rose 1.3-2x after
// it, as it did before (90 -> 175 ns/char). Growth: 16 KB to 1 MB stays within
// ~0.7x-1.3x on both texts (linear). When the 1 MB figure climbs, it is the
// garbage collector: the result array keeps every URL alive.
//
//   node --expose-gc bench/extract-growth.mjs [--from path/to/extract.js-or-bundle.mjs] [--rounds N]
//
// By default it loads dist/polyurl.mjs when that exports extractURLs, else the
// tsc output build/lib/text/extract.js (npm run build makes both).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : dflt;
}

async function load() {
  const from = arg('--from', undefined);
  const candidates = from !== undefined ? [resolve(from)] : [join(ROOT, 'dist', 'polyurl.mjs'), join(ROOT, 'build', 'lib', 'text', 'extract.js')];
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    const m = await import(pathToFileURL(file).href);
    if (typeof m.extractURLs === 'function') return { file, extractURLs: m.extractURLs, lib: m };
  }
  throw new Error(`no extractURLs in ${candidates.join(' or ')}; run npm run build (or pass --from)`);
}

// Sentences, each with one or more URLs, cycled with a counter so URLs differ.
const SENTENCES = [
  (n) => `Yes, Jim, I found it under "http://www.w3.org/Addressing/${n}",\nbut you can probably pick it up from <ftp://foo.example.\ncom/rfc/${n}/>. `,
  (n) => `Note the warning in <http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#W${n}>. `,
  (n) => `Forks (https://en.wikipedia.org/wiki/Fork_(software_development)?v=${n}) are common; see also www.example.com/p${n}. `,
  (n) => `The server at http://[2001:db8::${(n % 0xffff).toString(16)}]:8080/status is up, mail mailto:ops${n}@example.org! `,
  (n) => `詳しくは「https://example.jp/パス/${n}」を参照、または https://пример.рф/путь/${n}。 `,
  (n) => `Plain prose without links costs time too: ${n} apples, 3:4 ratios, std::map<int> and a <b> tag. `,
];

function ordinaryText(size) {
  let s = '';
  let n = 0;
  while (s.length < size) {
    s += SENTENCES[n % SENTENCES.length](n);
    n++;
  }
  return s.slice(0, size);
}

// Unclosed "<" with line breaks, lone quotes, runs of ")" and ".", scheme-like
// words without colons: each must be walked once, not once per start.
function hostileText(size) {
  const units = ['<http://a/\n', '"http://b/ x ', 'http://c/' + ').'.repeat(20) + ' ', 'a.b-c+d.'.repeat(10) + ' ', '<<<<"""" '];
  let s = '';
  let n = 0;
  while (s.length < size) s += units[n++ % units.length];
  return s.slice(0, size);
}

// Collect the previous run's results first when the GC is exposed, so one
// run does not pay for another's garbage.
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

function timeOnce(extractURLs, text) {
  gc();
  const t0 = process.hrtime.bigint();
  const found = extractURLs(text);
  const t1 = process.hrtime.bigint();
  return { ns: Number(t1 - t0), count: found.length };
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

const SIZES = [16 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024];
const rounds = Number(arg('--rounds', '5'));
const { file, extractURLs, lib } = await load();
console.log(
  `extractURLs from ${file.slice(ROOT.length + 1)}; node ${process.version}; median of at least ${rounds} runs per size` +
    (typeof globalThis.gc === 'function' ? '; GC before each run' : '; run with node --expose-gc for steadier figures') +
    '\n',
);
const TEXTS = [
  ['ordinary prose with URLs', ordinaryText],
  ['hostile: unclosed wrappers, closers, punctuation', hostileText],
];
// Warm up on every text first, so the small sizes are not measured cold.
const made = TEXTS.map(([, make]) => SIZES.map((size) => make(size)));
for (let k = 0; k < 3; k++) for (const texts of made) for (const text of texts) extractURLs(text);

TEXTS.forEach(([label], t) => {
  console.log(label);
  console.log('  size      URLs found   ms/run    ns/char   vs 16 KB');
  let base;
  SIZES.forEach((size, k) => {
    const text = made[t][k];
    // The same amount of text per size: more runs of the small ones.
    const runs = [];
    let count = 0;
    const reps = Math.max(rounds, Math.round((rounds * SIZES[SIZES.length - 1]) / size));
    for (let r = 0; r < reps; r++) {
      const m = timeOnce(extractURLs, text);
      runs.push(m.ns);
      count = m.count;
    }
    const nsPerChar = median(runs) / text.length;
    if (base === undefined) base = nsPerChar;
    console.log(
      '  ' +
        `${size / 1024} KB`.padEnd(10) +
        String(count).padStart(10) +
        '   ' +
        (median(runs) / 1e6).toFixed(2).padStart(7) +
        '   ' +
        nsPerChar.toFixed(1).padStart(8) +
        '   ' +
        (nsPerChar / base).toFixed(2).padStart(6) +
        '×',
    );
  });
  console.log('');
});

// Against linkify-it (a dev dependency, only for this comparison), in one
// process on the same 1 MB of ordinary text: paired, interleaved rounds, the
// median of the per-round ratios. Then the same ns/char once other URL work
// has run in the process (every mode, setters, URLSearchParams, diagnose), so
// that the call sites the extractor shares with them have seen other shapes.
// Two 1 MB texts: the ordinary prose above (a URL every 65 characters or
// so), and prose with a URL every 400 or so, as in mail or chat logs.
const WORDS = 'the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her all she there would their we him been has when who will more no if out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(' ');
function sparseText(size) {
  let s = '';
  let n = 0;
  while (s.length < size) {
    for (let w = 0; w < 60; w++) s += WORDS[(n * 7 + w * 13) % WORDS.length] + (w % 12 === 11 ? '. ' : ' ');
    s += n % 3 === 0 ? `see https://example.org/docs/${n}?ref=mail ` : n % 3 === 1 ? `(www.example.com/p/${n}) ` : `<http://example.net/a/${n}>. `;
    n++;
  }
  return s.slice(0, size);
}
const MB = made[0][SIZES.length - 1];
const SPARSE = sparseText(MB.length);
let linkify = null;
try {
  const m = await import('linkify-it');
  // (6.x exports a factory, linkifyit; 5.x a default export.)
  linkify = typeof m.linkifyit === 'function' ? m.linkifyit() : m.default();
} catch {
  console.log('linkify-it is not installed: npm install');
}
function nsPerChar(fn, text = MB) {
  gc();
  const t0 = process.hrtime.bigint();
  fn(text);
  return Number(process.hrtime.bigint() - t0) / text.length;
}
function medianOf(fn, reps) {
  const xs = [];
  for (let r = 0; r < reps; r++) xs.push(fn());
  return median(xs);
}
const fresh = medianOf(() => nsPerChar(extractURLs), rounds);
const freshSparse = medianOf(() => nsPerChar(extractURLs, SPARSE), rounds);
if (linkify !== null) {
  for (const [label, text] of [['ordinary prose with URLs', MB], ['sparse prose (a URL every ~400 characters)', SPARSE]]) {
    linkify.match(text);
    const ratios = [];
    const ours = [];
    const theirs = [];
    for (let r = 0; r < rounds; r++) {
      const a = nsPerChar(extractURLs, text);
      const b = nsPerChar((t) => linkify.match(t), text);
      ours.push(a);
      theirs.push(b);
      ratios.push(b / a);
    }
    console.log(`1 MB, ${label}: polyurl ${median(ours).toFixed(1)} ns/char, linkify-it ${median(theirs).toFixed(1)}; polyurl is ${median(ratios).toFixed(2)}x as fast (median of ${rounds} paired rounds)`);
  }
}
// Other URL work in the same process.
const { URL, URLSearchParams } = lib;
const inputs = ['https://user:pw@example.com:8080/a/b?c=d#e', 'www.example.org/x', 'file:///etc/hosts', 'mailto:a@b.example', 'http://[::1]/', 'HTTP://EXAMPLE.COM/%7e', 'a/b?c', 'devbox:8080', 'http://bücher.de/'];
for (let k = 0; k < 20000; k++) {
  for (const mode of ['whatwg', 'rfc3986', 'lenient']) {
    const u = URL.parse(inputs[k % inputs.length], 'http://base.example/dir/', { mode });
    if (u === null) continue;
    try {
      u.pathname = '/p' + k;
      u.search = '?q=' + k;
      u.hash = 'h';
    } catch {}
    void u.origin;
    u.searchParams.append('k', String(k));
  }
  new URLSearchParams('a=1&b=' + k).toString();
  if (k % 100 === 0 && typeof URL.diagnose === 'function') URL.diagnose(inputs[k % inputs.length], undefined, { mode: 'lenient' });
}
const busy = medianOf(() => nsPerChar(extractURLs), rounds);
const busySparse = medianOf(() => nsPerChar(extractURLs, SPARSE), rounds);
console.log(`extractURLs on 1 MB ordinary: ${fresh.toFixed(1)} ns/char before other URL work, ${busy.toFixed(1)} after it`);
console.log(`extractURLs on 1 MB sparse: ${freshSparse.toFixed(1)} ns/char before other URL work, ${busySparse.toFixed(1)} after it`);
