#!/usr/bin/env node
// node bench/growth-hostile.mjs [--from DIR] [--case TEXT] [--sizes 1k,64k,1m]
//
// Cost growth on hostile input: inputs
// of 1 KB, 64 KB and 1 MB built to make a parser backtrack, recurse or loop
// quadratically, fed to parsing in every mode, to the setters, to
// URLSearchParams parsing and to extractURLs. Reports ns per input code unit
// at each size and the growth from the smallest to the largest size: linear
// code stays near 1x; a growth far above that is superlinear (flagged "!").
// A benchmark, not a test: nothing is asserted (the machine may be shared).
// It runs against the compiled code: build/lib by default (npm run build),
// or --from build-NAME.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
let from = 'build';
const only = [];
let sizes = [1024, 64 * 1024, 1024 * 1024];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--from') from = args[++i];
  else if (args[i] === '--case') only.push(args[++i]);
  else if (args[i] === '--sizes') {
    sizes = args[++i].split(',').map((s) => {
      const m = /^(\d+)(k|m)?$/i.exec(s.trim());
      if (m === null) throw new Error(`bad size ${s}`);
      return Number(m[1]) * (m[2] === undefined ? 1 : m[2].toLowerCase() === 'k' ? 1024 : 1024 * 1024);
    });
  } else {
    process.stderr.write('usage: node bench/growth-hostile.mjs [--from DIR] [--case TEXT] [--sizes 1k,64k,1m]\n');
    process.exit(2);
  }
}

const lib = (p) => import(pathToFileURL(resolve(from, 'lib', p)).href);
const { URL } = await lib('api/url.js');
const { URLSearchParams } = await lib('api/url-search-params.js');
const { extractURLs } = await lib('extract/extract.js');

/** unit repeated to n code units (whole units), between prefix and suffix. */
function fill(prefix, unit, suffix, n) {
  const k = Math.max(1, Math.floor((n - prefix.length - suffix.length) / unit.length));
  let body = unit;
  while (body.length < k * unit.length) body += body;
  return prefix + body.slice(0, k * unit.length) + suffix;
}

function distinct(prefix, suffix, n) {
  let s = '';
  for (let i = 0; s.length < n - prefix.length - suffix.length; i++) s += String.fromCharCode(0x4e00 + (i % 20000));
  return prefix + s + suffix;
}

const MODES = ['whatwg', 'rfc3986', 'lenient'];
const PARSE = [
  ['slashes in the path', (n) => fill('http://h', '/', '', n)],
  ['"/.." segments', (n) => fill('http://h', '/..', '', n)],
  ['"/%2e%2e" segments', (n) => fill('foo://h', '/%2e%2e', '', n)],
  ['backslashes after the scheme', (n) => fill('http:', '\\', 'h', n)],
  ['"@" in the authority', (n) => fill('http://', '@', 'h/', n)],
  ['":" in the userinfo', (n) => fill('http://', ':', '@h/', n)],
  ['port digits', (n) => fill('http://h:', '9', '/', n)],
  ['host labels "a."', (n) => fill('http://', 'a.', 'com/', n)],
  ['IPv4 hex digits', (n) => fill('http://0x', 'f', '/', n)],
  ['IPv6 colons', (n) => fill('http://[', ':', ']/', n)],
  ['IPv6 unclosed "1:"', (n) => fill('http://[', '1:', '', n)],
  ['"[" only', (n) => fill('', '[', '', n)],
  ['"%" only', (n) => fill('', '%', '', n)],
  ['tabs and newlines', (n) => fill('', '\t\n\r', 'http://h/', n)],
  ['C0 controls around', (n) => fill('\u0001 ', '\u0001 ', 'http://h/\u001f', n)],
  ['lone surrogates in the path', (n) => fill('http://h/', '\ud800', '', n)],
  ['non-ASCII host, one code point', (n) => fill('http://', '\u00e4', '/', n)],
  ['non-ASCII host, distinct code points (Punycode)', (n) => distinct('http://', '/', n)],
  ['"xn--a." labels', (n) => fill('http://', 'xn--a.', 'com/', n)],
  ['query "&=%"', (n) => fill('http://h/?', '&=%', '', n)],
  ['fragment "#%\\0"', (n) => fill('http://h/#', '#%\u0000', '', n)],
  ['no scheme "a"', (n) => fill('', 'a', '', n)],
  ['opaque path spaces', (n) => fill('a:', ' ', '?', n)],
  ['lenient clean-up: "<" and spaces', (n) => fill('<', ' <', 'http://h/>', n)],
  ['lenient clean-up: wrapped lines', (n) => fill('http://h/', 'a-\n  ', '', n)],
];
const SETTERS = [
  ['pathname', '"/.."', (n) => fill('', '/..', '', n)],
  ['pathname', '"\\\\"', (n) => fill('', '\\', '', n)],
  ['host', '"a."', (n) => fill('', 'a.', 'com', n)],
  ['hostname', 'distinct non-ASCII', (n) => distinct('', '', n)],
  ['port', 'digits', (n) => fill('', '9', '', n)],
  ['username', '"@:"', (n) => fill('', '@:', '', n)],
  ['password', '"%"', (n) => fill('', '%', '', n)],
  ['search', '"&=%"', (n) => fill('?', '&=%', '', n)],
  ['hash', '"#%"', (n) => fill('#', '#%', '', n)],
  ['protocol', 'letters', (n) => fill('', 'a', ':', n)],
  ['href', '"/.." URL', (n) => fill('http://h', '/..', '', n)],
];
const PARAMS = [
  ['"&" only', (n) => fill('', '&', '', n)],
  ['"=" only', (n) => fill('', '=', '', n)],
  ['"%" only', (n) => fill('', '%', '', n)],
  ['"%zz" pairs', (n) => fill('', '%zz=%zz&', '', n)],
  ['"+" only', (n) => fill('', '+', '', n)],
  ['__proto__ names', (n) => fill('', '__proto__=1&', '', n)],
];
const EXTRACT = [
  ['"http://" repeated', (n) => fill('', 'http://', '', n)],
  ['"www." repeated', (n) => fill('', 'www.', '', n)],
  ['"<" repeated', (n) => fill('', '<', '', n)],
  ['"<URL:" repeated', (n) => fill('', '<URL:', '', n)],
  ['"(" repeated', (n) => fill('', '(', '', n)],
  ['quotes', (n) => fill('', '"a', '', n)],
  ['"a.b " words', (n) => fill('', 'a.b ', '', n)],
  ['one long URL', (n) => fill('see http://h/', 'a', ' here', n)],
  ['wrapped <...> without the closing ">"', (n) => fill('<http://h/', 'a\n', '', n)],
];

const cases = [];
for (const mode of MODES) {
  for (const [name, make] of PARSE) {
    cases.push({ group: `parse (${mode})`, name, make, run: (s) => URL.parse(s, undefined, { mode }) });
  }
}
for (const mode of MODES) {
  for (const [setter, what, make] of SETTERS) {
    cases.push({
      group: `setter (${mode})`,
      name: `${setter} = ${what}`,
      make,
      run: (s) => {
        const u = new URL('http://user:pass@example.com:8080/p?q#f', undefined, { mode });
        try {
          u[setter] = s;
        } catch {
          // rfc3986 setters reject invalid values: the time to reject is what counts
        }
        return u.href;
      },
    });
  }
}
for (const [name, make] of PARAMS) cases.push({ group: 'URLSearchParams', name, make, run: (s) => new URLSearchParams(s).toString() });
for (const [name, make] of EXTRACT) cases.push({ group: 'extractURLs', name, make, run: (s) => extractURLs(s).length });

function nsPerUnit(run, input) {
  // Repeat until at least 30 ms, best of 3 (a shared machine adds noise, not speed).
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    let reps = 0;
    const t0 = process.hrtime.bigint();
    let t = t0;
    do {
      run(input);
      reps++;
      t = process.hrtime.bigint();
    } while (Number(t - t0) < 30e6 && reps < 10000);
    best = Math.min(best, Number(t - t0) / reps / input.length);
    if (Number(t - t0) > 2e9) break; // one slow run is enough to see it
  }
  return best;
}

function fmt(x) {
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}

const label = (n) => (n >= 1024 * 1024 ? n / 1024 / 1024 + ' MB' : n >= 1024 ? n / 1024 + ' KB' : n + ' B');
process.stdout.write(`polyurl hostile-input growth (from ${from}/lib), ns per input code unit; growth = largest / smallest\n`);
process.stdout.write(`node ${process.version}, ${new Date().toISOString()}\n\n`);
const header = ['group', 'case'].concat(sizes.map(label), ['growth']);
const rows = [header];
let flagged = 0;
for (const c of cases) {
  const key = `${c.group} ${c.name}`;
  if (only.length > 0 && !only.some((o) => key.indexOf(o) >= 0)) continue;
  const per = sizes.map((n) => nsPerUnit(c.run, c.make(n)));
  const growth = per[per.length - 1] / per[0];
  const bad = growth > 8;
  if (bad) flagged++;
  rows.push([c.group, c.name].concat(per.map(fmt), [(bad ? '! ' : '') + growth.toFixed(1) + 'x']));
  process.stdout.write(rows[rows.length - 1].join(' | ') + '\n');
}
process.stdout.write(`\n${rows.length - 1} cases; ${flagged} with growth above 8x (superlinear suspects, marked "!")\n`);
