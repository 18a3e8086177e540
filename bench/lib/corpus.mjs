// Benchmark inputs: the committed sample in bench/fixtures/ (default) or any
// file of one URL per line (--corpus), and the relative references derived
// from them deterministically.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The fixture files, in a fixed order: every `*.txt` in bench/fixtures/. */
export function defaultCorpusFiles() {
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(FIXTURES_DIR, f));
}

/**
 * Reads one URL per line: a UTF-8 BOM is dropped, a trailing CR is dropped,
 * empty lines are skipped. Nothing else is touched (leading/trailing spaces
 * stay: they are part of what a parser is given).
 * @returns {{ files: {file: string, lines: number}[], urls: string[] }}
 */
export function loadCorpus(files) {
  const urls = [];
  const info = [];
  for (const file of files) {
    let text = readFileSync(file, 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let n = 0;
    for (let line of text.split('\n')) {
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (line === '') continue;
      urls.push(line);
      n++;
    }
    info.push({ file: files.length === 1 ? file : basename(file), lines: n });
  }
  return { files: info, urls };
}

/**
 * `count` items of `list`, evenly spaced (so every source file of the corpus
 * keeps its share); all of it when count is 0 or not smaller.
 */
export function spread(list, count) {
  if (!count || count >= list.length) return list.slice();
  const out = new Array(count);
  const step = list.length / count;
  for (let i = 0; i < count; i++) out[i] = list[Math.floor(i * step)];
  return out;
}

function lastSegment(pathname) {
  const seg = pathname.slice(pathname.lastIndexOf('/') + 1);
  return seg === '' ? 'index.html' : seg;
}

/** The kinds of reference of relativePairs, in the order it cycles through them (pair i is of kind i % 8). */
export const RELATIVE_KINDS = ['/path?query', '../segment', 'segment?query', '?query', '#fragment', '//host/path', './a/../segment?x', 'absolute URL'];

/**
 * Relative references resolved against a base, derived from the corpus with
 * no randomness: pair i takes urls[i] as the base and borrows material from
 * another corpus URL, cycling through eight kinds of reference (RFC 3986
 * §4.2 relative-path, absolute-path and network-path references, query- and
 * fragment-only references, dot-segments, and absolute URLs).
 * Components are read with the reference URL parser (the engine's own
 * `URL`), outside any timed code. Inputs it cannot parse are left out.
 * @returns {{ rel: string, base: string }[]}
 */
export function relativePairs(urls, RefURL = globalThis.URL) {
  const parsed = [];
  for (let i = 0; i < urls.length; i++) {
    let u = null;
    try {
      u = new RefURL(urls[i]);
    } catch {
      // not a base
    }
    if (u !== null) parsed.push(u);
  }
  const n = parsed.length;
  const pairs = [];
  for (let i = 0; i < n; i++) {
    const base = parsed[i];
    const other = parsed[(i * 7919 + 1) % n];
    const path = other.pathname;
    let rel;
    switch (i % 8) {
      case 0: rel = path + other.search; break; // absolute-path reference
      case 1: rel = '../' + lastSegment(path); break;
      case 2: rel = lastSegment(path) + other.search; break; // same directory
      case 3: rel = other.search === '' ? '?q=' + (i % 97) : other.search; break;
      case 4: rel = '#' + (other.hash === '' ? 'section-' + (i % 13) : other.hash.slice(1)); break;
      case 5: rel = '//' + other.host + path; break; // network-path reference
      case 6: rel = './a/../' + lastSegment(path) + '?x=' + (i % 10); break;
      default: rel = other.href; // an absolute URL: the base is ignored
    }
    pairs.push({ rel, base: base.href });
  }
  return pairs;
}

// Hosts for the IDN inputs: internationalized domain names in Unicode (some
// with upper case, a compatibility mapping, a deviation character or a
// right-to-left label) and in Punycode, chosen for the benchmark (they need
// not exist).
const IDN_HOSTS = [
  'münchen.de', 'bücher.example', 'пример.рф', '例え.jp', 'δοκιμή.gr', 'mañana.com', 'straße.de',
  'café.fr', '日本語.jp', 'CAFÉ.Example', 'ﬁle.example', '中国.cn', 'עברית.il', 'xn--mnchen-3ya.de',
  'xn--bcher-kva.example', 'xn--e1afmkfd.xn--p1ai', 'xn--fiqs8s.cn', 'www.xn--caf-dma.fr',
  'shop.zürich.ch', 'ñandú.com.ar', 'تجربة.example', 'ドメイン名例.jp', 'παράδειγμα.δοκιμή', 'xn--r8jz45g.jp',
];

/**
 * `count` inputs with an internationalized host, derived from the corpus
 * without randomness: the k-th takes the path, query and fragment of an
 * http(s) URL of the corpus and one of IDN_HOSTS as its host. (The corpus
 * has almost none of its own: 12 of 109k.)
 */
export function idnInputs(urls, count) {
  const web = urls.filter((u) => /^https?:\/\/[^/?#@\\\s]+/.test(u));
  const out = [];
  if (web.length === 0) return out;
  for (let k = 0; k < count; k++) {
    const u = web[Math.floor((k * web.length) / count)];
    const m = /^(https?:\/\/)([^/?#]*)(.*)$/.exec(u);
    out.push(m[1] + IDN_HOSTS[k % IDN_HOSTS.length] + m[3]);
  }
  return out;
}

/** Whether `s` is a file URL (the "file" inputs, reported on their own). */
export function isFileInput(s) {
  return /^file:/i.test(s);
}

/** Whether the host of `s` (scheme "://" authority) is internationalized: non-ASCII or a Punycode label. */
export function isIDNInput(s) {
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(s);
  return m !== null && (/[^\x00-\x7f]/.test(m[1]) || /(?:^|[.@])xn--/i.test(m[1]));
}
