#!/usr/bin/env node
// extractURLs: cost growth with the text's length, then its speed beside
// linkify-it on 1 MB of five kinds of text, in a fresh process and in one
// where other code has run. Nothing is asserted (this machine is shared);
// the tables are a report.
//
// 1. Growth: texts of 16 KB to 1 MB, time per character. A flat ns/char
//    column means linear time; one that climbs with the size is superlinear.
//    Two texts: "every kind" (below) and a hostile one made of unclosed
//    wrappers, quotes, closers and punctuation that a backtracking scanner
//    would choke on.
// 2. Beside linkify-it (a dev dependency, for this comparison only), 1 MB of:
//    - sparse prose: ordinary English with a URL every ~330 characters
//      (https://…, (www.…), <http://…>), as in mail or chat;
//    - markdown: a README or changelog, a link every ~60 characters: [t](url)
//      links, <autolinks>, reference definitions, bare URLs and www. hosts,
//      badges, parentheses inside URLs;
//    - a list of URLs, one per line (a crawl list, a log);
//    - an e-mail thread with bare addresses and domains, with { bare: true }
//      (linkify-it with fuzzyLink, fuzzyEmail and fuzzyIP on): headers,
//      quoted lines, "setup.py", "node.js", "e.g.", version numbers,
//      a signature;
//    - every kind: each form extractURLs knows in turn (quotes, <…> broken
//      across lines, parentheses, IPv6, mailto:, internationalized hosts
//      and paths next to CJK punctuation, prose with ":" and "<").
//    Sparse prose and markdown also with { bare: true }.
//    Each text in its own fresh child process (only that text has run
//    there: "fresh"), paired and interleaved rounds with linkify-it, the
//    median of the per-round ratios; then all of them again in this process
//    after it has run every text through the same functions with every
//    option, and a mix of other polyurl work (every mode, setters,
//    URLSearchParams, diagnose): "busy", where the call sites have seen
//    many shapes.
//    Times are the process's CPU time (process.cpuUsage: user + system,
//    garbage collector threads included), which other processes on a
//    loaded machine disturb less than the wall clock; a gc() before each
//    sample, so one run does not pay for another's garbage.
//
//   node --expose-gc bench/extract-growth.mjs [--from path/to/extract.js-or-bundle.mjs] [--rounds N] [--no-growth]
//
// By default it loads dist/polyurl.mjs when that exports extractURLs, else the
// tsc output build/lib/text/extract.js (npm run build makes both).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);

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

/** linkify-it with its defaults (plain) and set to find bare domains too (fuzzy), or null. */
async function loadLinkify() {
  try {
    const m = await import('linkify-it');
    // (6.x exports a factory, linkifyit; 5.x a default export.)
    const make = typeof m.linkifyit === 'function' ? m.linkifyit : m.default;
    return { plain: make(), fuzzy: make().set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }) };
  } catch {
    return null;
  }
}

// ---- The texts -------------------------------------------------------------

const WORDS = 'the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her all she there would their we him been has when who will more no if out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(' ');
const HOSTS = ['github.com', 'en.wikipedia.org', 'developer.mozilla.org', 'www.npmjs.com', 'docs.python.org', 'stackoverflow.com', 'news.ycombinator.com', 'www.youtube.com'];
const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];

function fill(size, unit) {
  let s = '';
  let n = 0;
  while (s.length < size) s += unit(n++);
  return s.slice(0, size);
}

function words(n, count) {
  let s = '';
  for (let w = 0; w < count; w++) s += WORDS[(n * 7 + w * 13) % WORDS.length] + (w % 12 === 11 ? '. ' : ' ');
  return s;
}

function sparseText(size) {
  return fill(size, (n) => words(n, 60) + (n % 3 === 0 ? `see https://example.org/docs/${n}?ref=mail ` : n % 3 === 1 ? `(www.example.com/p/${n}) ` : `<http://example.net/a/${n}>. `));
}

function markdownText(size) {
  return fill(size, (n) => {
    const h = HOSTS[n % HOSTS.length];
    switch (n % 5) {
      case 0:
        return `- [Issue ${n}](https://${h}/owner/repo/issues/${n}) fixed in [v1.${n % 10}](https://${h}/owner/repo/releases/tag/v1.${n % 10}).\n`;
      case 1:
        return `See <https://${h}/wiki/Page_${n}> and https://${h}/search?q=term${n}&page=2#results for details.\n`;
      case 2:
        return `[${n}]: https://${h}/docs/guide/section-${n}.html "Guide ${n}"\n`;
      case 3:
        return `* ${WORDS[n % WORDS.length]} ${WORDS[(n * 3) % WORDS.length]}: www.${h.replace(/^www\./, '')}/p/${n}, mirror http://mirror${n % 7}.example.net/pub/${n}/\n`;
      default:
        return `![badge](https://img.shields.io/badge/build-passing-green.svg?v=${n}) ${WORDS[n % WORDS.length]} (https://${h}/a/b_(c)/${n})\n`;
    }
  });
}

function urlListText(size) {
  return fill(
    size,
    (n) =>
      `${['https', 'http'][n % 2]}://${['www.', 'cdn.', '', 'api.'][n % 4]}${HOSTS[n % HOSTS.length].replace(/^www\./, '')}/${['path/to/page', 'img/logo.png', 'v2/items', 'a'][n % 4]}-${n}${n % 3 === 0 ? '?utm_source=news&id=' + n : ''}\n`,
  );
}

function mailText(size) {
  return fill(size, (n) => {
    const a = NAMES[n % NAMES.length];
    const b = NAMES[(n + 3) % NAMES.length];
    const h = HOSTS[n % HOSTS.length].replace(/^www\./, '');
    return (
      `From: ${a} <${a}.${n}@example.com>\nTo: dev@lists.example.org\nSubject: Re: build ${n} fails on node ${18 + (n % 4)}\n\n` +
      `On Tuesday, ${b} wrote:\n> ${words(n, 14)}\n> setup.py and node.js v1.2.${n % 10} ${words(n + 1, 6)}\n\n` +
      `${words(n + 2, 20)}The docs at docs.example.org/install/${n} say so, e.g. ${h}/owner/repo/issues/${n}; ` +
      `or write to support@example.net. ${words(n + 3, 12)}\n\n-- \n${b} | ${b}@example.com | www.example.com\n\n`
    );
  });
}

const SENTENCES = [
  (n) => `Yes, Jim, I found it under "http://www.w3.org/Addressing/${n}",\nbut you can probably pick it up from <ftp://foo.example.\ncom/rfc/${n}/>. `,
  (n) => `Note the warning in <http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#W${n}>. `,
  (n) => `Forks (https://en.wikipedia.org/wiki/Fork_(software_development)?v=${n}) are common; see also www.example.com/p${n}. `,
  (n) => `The server at http://[2001:db8::${(n % 0xffff).toString(16)}]:8080/status is up, mail mailto:ops${n}@example.org! `,
  (n) => `詳しくは「https://example.jp/パス/${n}」を参照、または https://пример.рф/путь/${n}。 `,
  (n) => `Plain prose without links costs time too: ${n} apples, 3:4 ratios, std::map<int> and a <b> tag. `,
];

function everyKindText(size) {
  return fill(size, (n) => SENTENCES[n % SENTENCES.length](n));
}

// Unclosed "<" with line breaks, lone quotes, runs of ")" and ".", scheme-like
// words without colons: each must be walked once, not once per start.
function hostileText(size) {
  const units = ['<http://a/\n', '"http://b/ x ', 'http://c/' + ').'.repeat(20) + ' ', 'a.b-c+d.'.repeat(10) + ' ', '<<<<"""" '];
  return fill(size, (n) => units[n % units.length]);
}

// With { bare: true }, linkify-it is set to find what that finds (bare
// domains, addresses, IPv4); without, it keeps its defaults (addresses, and
// no bare domains or "www." hosts, which extractURLs finds).
const BARE = { bare: true };
const KINDS = [
  { name: 'sparse prose', make: sparseText },
  { name: 'sparse prose', make: sparseText, options: BARE },
  { name: 'markdown', make: markdownText },
  { name: 'markdown', make: markdownText, options: BARE },
  { name: 'list of URLs', make: urlListText },
  { name: 'e-mail thread', make: mailText, options: BARE },
  { name: 'every kind', make: everyKindText },
];

// ---- Measuring -------------------------------------------------------------

// Collect the previous run's results first when the GC is exposed.
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

/** CPU ns per character of one call of fn(text). */
function nsPerChar(fn, text) {
  gc();
  const t0 = process.cpuUsage();
  fn(text);
  const d = process.cpuUsage(t0);
  return ((d.user + d.system) * 1000) / text.length;
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Paired, interleaved rounds of extractURLs and linkify-it on `text`. */
function compare(extractURLs, linkify, kind, text, rounds) {
  const ours = [];
  const theirs = [];
  const ratios = [];
  const extract = (t) => extractURLs(t, kind.options);
  const linkifyFor = kind.options === BARE ? linkify.fuzzy : linkify.plain;
  const match = (t) => linkifyFor.match(t);
  for (let r = 0; r < rounds; r++) {
    // (Which one goes first alternates, so neither always runs in the other's wake.)
    let a;
    let b;
    if (r % 2 === 0) {
      a = nsPerChar(extract, text);
      b = nsPerChar(match, text);
    } else {
      b = nsPerChar(match, text);
      a = nsPerChar(extract, text);
    }
    ours.push(a);
    theirs.push(b);
    ratios.push(b / a);
  }
  return { ours: median(ours), theirs: median(theirs), ratio: median(ratios), found: extract(text).length, linkifyFound: (match(text) || []).length };
}

const rounds = Number(arg('--rounds', '7'));
const MB = 1024 * 1024;

// A child process: one text kind, fresh.
const childKind = arg('--child', undefined);
if (childKind !== undefined) {
  const { extractURLs } = await load();
  const linkify = await loadLinkify();
  const kind = KINDS[Number(childKind)];
  const text = kind.make(MB);
  for (let k = 0; k < 3; k++) extractURLs(text, kind.options);
  const fresh = median(Array.from({ length: rounds }, () => nsPerChar((t) => extractURLs(t, kind.options), text)));
  const cmp = linkify !== null ? compare(extractURLs, linkify, kind, text, rounds) : null;
  process.stdout.write(JSON.stringify({ fresh, cmp }) + '\n');
  process.exit(0);
}

const { file, extractURLs, lib } = await load();
const linkify = await loadLinkify();
console.log(
  `extractURLs from ${file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file}; node ${process.version}; CPU time, median of ${rounds} rounds` +
    (typeof globalThis.gc === 'function' ? '; GC before each run' : '; run with node --expose-gc for steadier figures') +
    (linkify === null ? '; linkify-it is not installed (npm install)' : '') +
    '\n',
);

// 1. Fresh processes, one per text kind (before this process runs anything).
const freshRows = KINDS.map((kind, k) => {
  const args = ['--expose-gc', SELF, '--child', String(k), '--rounds', String(rounds)];
  const from = arg('--from', undefined);
  if (from !== undefined) args.push('--from', from);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`child for ${kind.name} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
});

// 2. Growth, in this process.
const SIZES = [16 * 1024, 64 * 1024, 256 * 1024, MB];
if (!process.argv.includes('--no-growth')) {
  const GROWTH = [
    ['every kind', everyKindText],
    ['hostile: unclosed wrappers, closers, punctuation', hostileText],
  ];
  const made = GROWTH.map(([, make]) => SIZES.map((size) => make(size)));
  for (let k = 0; k < 3; k++) for (const texts of made) for (const text of texts) extractURLs(text);
  GROWTH.forEach(([label], t) => {
    console.log(label);
    console.log('  size      URLs found    ns/char   vs 16 KB');
    let base;
    SIZES.forEach((size, k) => {
      const text = made[t][k];
      // The same amount of text per size: more runs of the small ones.
      const reps = Math.max(rounds, Math.round((rounds * MB) / size));
      const m = median(Array.from({ length: reps }, () => nsPerChar(extractURLs, text)));
      if (base === undefined) base = m;
      console.log('  ' + `${size / 1024} KB`.padEnd(10) + String(extractURLs(text).length).padStart(10) + '   ' + m.toFixed(1).padStart(8) + '   ' + (m / base).toFixed(2).padStart(6) + '×');
    });
    console.log('');
  });
}

// 3. Busy: every text with every option, and other polyurl work, then the comparison again.
const texts = KINDS.map((kind) => kind.make(MB));
for (let k = 0; k < 2; k++) {
  texts.forEach((text) => {
    extractURLs(text);
    extractURLs(text, { bare: true });
    extractURLs(text, { defaultScheme: 'https', limit: 1000 });
  });
  extractURLs(hostileText(MB), { bare: true });
}
const { URL, URLSearchParams } = lib;
if (typeof URL === 'function') {
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
}
const busyRows = KINDS.map((kind, k) => {
  const busy = median(Array.from({ length: rounds }, () => nsPerChar((t) => extractURLs(t, kind.options), texts[k])));
  const cmp = linkify !== null ? compare(extractURLs, linkify, kind, texts[k], rounds) : null;
  return { busy, cmp };
});

console.log('1 MB of each text; ns/char of CPU time; × = linkify-it time / polyurl time (median of paired rounds)');
console.log('  text             URLs (linkify-it)   fresh: polyurl  linkify-it      ×    busy: polyurl  linkify-it      ×');
KINDS.forEach((kind, k) => {
  const f = freshRows[k];
  const b = busyRows[k];
  const name = kind.name + (kind.options ? ' (bare)' : '');
  const found = f.cmp ? `${f.cmp.found} (${f.cmp.linkifyFound})` : '';
  const cols = (ns, cmp) => ns.toFixed(1).padStart(8) + (cmp ? cmp.theirs.toFixed(1).padStart(12) + (cmp.ratio.toFixed(2) + '×').padStart(9) : '');
  console.log('  ' + name.padEnd(22) + found.padStart(14) + '   ' + cols(f.fresh, f.cmp) + '    ' + cols(b.busy, b.cmp));
});
