// Generators of URL-like strings for the property suites: scheme-ish
// prefixes, slashes and backslashes, userinfo with "@" and ":", hosts (ASCII,
// IDN, IPv4 in every radix and short form, IPv6 with and without compression
// and embedded IPv4, unclosed brackets), ports, paths with dot-segments and
// "%2e", queries, fragments, and noise: tabs and newlines, C0 controls, lone
// surrogates, fullwidth dots, non-ASCII.
//
// The run count and seed come from the environment so `npm run fuzz` can run
// the same properties longer with another seed (scripts/fuzz.mjs).
import * as fc from 'fast-check';

const DEFAULT_RUNS = 10000;

/** Runs per property: exactly POLYURL_FUZZ_RUNS under `npm run fuzz`, else the default times `weight`. */
function runs(weight = 1): number {
  const env = Number(process.env.POLYURL_FUZZ_RUNS);
  if (env > 0) return Math.round(env);
  return Math.max(1, Math.round(DEFAULT_RUNS * weight));
}

/** Under `npm run fuzz`: a property listed as a known failure runs as an ordinary test (the fuzz reports every failure). */
export const FUZZING = Number(process.env.POLYURL_FUZZ_RUNS) > 0;

export const SEED = (function (): number {
  const env = Number(process.env.POLYURL_FUZZ_SEED);
  return Number.isFinite(env) && process.env.POLYURL_FUZZ_SEED !== undefined && process.env.POLYURL_FUZZ_SEED !== '' ? env : 20261130;
})();

/** The fc.assert parameters every property uses: fixed seed, counted runs. */
export function params(weight = 1): fc.Parameters<unknown> {
  return { seed: SEED, numRuns: runs(weight), endOnFailure: true };
}

function pick<T>(values: T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...values);
}

function stringOf(units: string[], maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc.string({ unit: pick(units), minLength, maxLength });
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'.split('');
const ALNUM = LOWER.concat('ABCXYZ0123456789'.split(''));

const scheme: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: pick(['http', 'https', 'ws', 'wss', 'ftp', 'file', 'HTtp', 'HTTPS', 'FILE', 'foo', 'sc', 'a+b-c.d', 'javascript', 'mailto', 'blob', 'data', 'urn', 'about', 'git+ssh']) },
  { weight: 1, arbitrary: fc.tuple(pick(LOWER.concat(['0', '+', '.'])), stringOf(ALNUM.concat(['+', '-', '.', '_']), 6)).map((t) => t[0] + t[1]) },
  { weight: 1, arbitrary: pick(['', 'ht\ttp', 'ja\r\nvascript', '%68ttp', 'h\u0130ttp', 'ｈttp']) },
);

const afterScheme: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: pick(['://', ':', ':/', ':///']) },
  { weight: 3, arbitrary: stringOf(['/', '\\'], 5).map((s) => ':' + s) },
  { weight: 1, arbitrary: pick(['', '//', ':\t//', '::', ':/\\/\\/\\']) },
);

const USERINFO_UNITS = ALNUM.concat([':', '@', '%', '%40', '%3A', ' ', '\\', '/', '!', '$', ';', '=', '%zz', 'é', '\u0000', '\t']);
const userinfo: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: stringOf(USERINFO_UNITS, 8).map((s) => s + '@') },
  { weight: 1, arbitrary: pick(['@', ':@', 'user:pass@', 'a@b@', 'u:p:q@', '%40@', 'user@:']) },
);

const label = stringOf(LOWER.concat(['0', '9', '-', '_', 'A', 'Z']), 8, 1);
const idnLabel = pick(['münchen', 'bücher', 'faß', 'straße', 'пример', '例え', '日本', 'ÉCOLE', 'xn--mnchen-3ya', 'xn--', 'xn--a', 'xn--zz-', 'ǅ', 'ｅｘａｍｐｌｅ', 'a\u200db', 'a\u00adb', '\u0661\u0662', 'ß', 'ς', '🙂', '\ufb01', 'x\u0301']);

const octet = fc.integer({ min: 0, max: 300 });
function radix(n: number, kind: number): string {
  if (kind === 1) return '0x' + n.toString(16);
  if (kind === 2) return '0X' + n.toString(16).toUpperCase();
  if (kind === 3) return '0' + n.toString(8);
  return String(n);
}
const ipv4: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.array(fc.tuple(octet, fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 5 }), pick(['', '.', '..'])).map(
    (t) => t[0].map((p) => radix(p[0], p[1])).join('.') + t[1],
  ),
  fc.tuple(fc.integer({ min: 0, max: 4294967296 }), fc.integer({ min: 0, max: 3 })).map((t) => radix(t[0], t[1])),
  pick(['127.0.0.1', '127.1', '0x7f.1', '0177.0.0.1', '4294967295', '4294967296', '1.2.3.4.5', '1.2.3.09', '0x', '0x.0x.0', '1.2.3.4.', '127\u30020\u30020\u30021', '１２７.０.０.１', '127．0．0．1', '09.1', '1.2.3.4a']),
);

const h16 = fc.integer({ min: 0, max: 0x1ffff }).map((n) => n.toString(16));
const ipv6Body: fc.Arbitrary<string> = fc.oneof(
  fc.array(h16, { minLength: 1, maxLength: 9 }).map((a) => a.join(':')),
  fc.tuple(fc.array(h16, { maxLength: 4 }), fc.array(h16, { maxLength: 4 })).map((t) => t[0].join(':') + '::' + t[1].join(':')),
  fc.tuple(fc.array(h16, { maxLength: 6 }), ipv4).map((t) => (t[0].length > 0 ? t[0].join(':') + ':' : '::') + t[1]),
  pick(['::', '::1', '1::', ':1', '1:::2', '1::2::3', '::ffff:1.2.3.4', '::1.2.3', '0000:0:0:0:0:0:0:1', '1:2:3:4:5:6:7:8', 'v1.x', 'fe80::1%25eth0', 'FFFF::', '::0.0.0.256']),
);
const ipv6: fc.Arbitrary<string> = fc.tuple(ipv6Body, pick([']', ']', ']', '', ']]'])).map((t) => '[' + t[0] + t[1]);

export const host: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(label, { minLength: 1, maxLength: 4 }).map((a) => a.join('.')) },
  { weight: 2, arbitrary: fc.array(fc.oneof(label, idnLabel), { minLength: 1, maxLength: 3 }).map((a) => a.join('.')) },
  { weight: 3, arbitrary: ipv4 },
  { weight: 3, arbitrary: ipv6 },
  {
    weight: 2,
    arbitrary: pick(['', '%41.com', 'ex%2Eample.com', 'a%40b', 'a b', 'a<b', 'a^b', '%zz', 'EXAMPLE.COM', 'example.com.', 'a..b', '.', '..', 'xn--ls8h', 'a\u3002b', 'a\uff0eb', 'a%00b', 'a\u0000b', 'a|b', 'trusted.com%40evil.com', '-a-', 'a_b', 'ab--c', '\u00a0', 'a%C3%BC']),
  },
);

export const port: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 70000 }).map((n) => ':' + n) },
  { weight: 1, arbitrary: pick([':', ':0080', ':65535', ':65536', ':99999999999', ':a', ':1a', ':-1', ': 80', ':80:80', ':٨٠', ':８０']) },
);

const SEGMENT_UNITS = ALNUM.concat(['.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%', '%zz', '%41', ' ', '"', '<', '{', '`', '^', '|', "'", 'é', '日', '\u0000', ';', '=', '@', ':', 'C:', 'c|', '\ud800', '\udc00', '\ud83d\ude00']);
const segment = fc.oneof(
  { weight: 3, arbitrary: stringOf(SEGMENT_UNITS, 5) },
  { weight: 2, arbitrary: pick(['.', '..', '%2e', '%2E%2e', '.%2e', '%2e.', 'C:', 'c|', 'C%3A', '']) },
);
export const path: fc.Arbitrary<string> = fc.tuple(fc.array(fc.tuple(pick(['/', '/', '/', '\\', '//']), segment), { maxLength: 5 })).map(
  (t) => t[0].map((p) => p[0] + p[1]).join(''),
);

const QUERY_UNITS = ALNUM.concat(['=', '&', '+', '%', '%20', ' ', "'", '"', '<', '>', '#', '?', '/', '\\', 'é', '\u0000', '\ud800', '%zz', '__proto__']);
export const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: stringOf(QUERY_UNITS, 8).map((s) => '?' + s) },
);
export const fragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: stringOf(QUERY_UNITS.concat(['`', '{']), 8).map((s) => '#' + s) },
);

/** Tabs, newlines, C0 controls, spaces, lone surrogates, fullwidth and other non-ASCII, put anywhere. */
const NOISE = ['\t', '\n', '\r', '\u0000', '\u0001', '\u001f', ' ', '\u007f', '\u00a0', '\ud800', '\udfff', '\u3002', '\uff0e', '\uff0f', 'ß', '\u200b', '\ufeff', '\\', '/', '@', ':', '#', '?', '[', ']', '%'];

function withNoise(s: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(s, fc.array(fc.tuple(fc.nat(), pick(NOISE)), { maxLength: 3 }), pick(['', '', '', ' ', '\u0000', '\t', ' \u0001']), pick(['', '', '', ' ', '\u001f', '\n'])).map(
    (t) => {
      let out = t[0];
      for (let k = 0; k < t[1].length; k++) {
        const at = out.length === 0 ? 0 : t[1][k][0] % (out.length + 1);
        out = out.slice(0, at) + t[1][k][1] + out.slice(at);
      }
      return t[2] + out + t[3];
    },
  );
}

/** A URL put together from generated components, then maybe some noise. */
const assembled: fc.Arbitrary<string> = fc
  .tuple(scheme, afterScheme, userinfo, host, port, path, query, fragment)
  .map((t) => t.join(''));

const relative: fc.Arbitrary<string> = fc
  .tuple(pick(['', '/', '//', '///', '\\\\', '/\\', '?', '#', './', '../', 'C:/', '/C|/']), fc.oneof(host, segment), path, query, fragment)
  .map((t) => t.join(''));

const URLISH_UNITS = ALNUM.concat([':', '/', '\\', '@', '?', '#', '[', ']', '%', '.', '..', '%2e', ' ', '\t', '\n', '\u0000', 'é', '\ud800', '\u3002', 'xn--', '0x', '::', 'http', 'file', '//']);

/** Every kind of input the properties run on. */
export const urlLike: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: assembled },
  { weight: 3, arbitrary: withNoise(assembled) },
  { weight: 2, arbitrary: relative },
  { weight: 1, arbitrary: stringOf(URLISH_UNITS, 12) },
);

export const BASES = [
  'http://example.com/a/b?q#f',
  'https://user:pass@example.com:8080/dir/file.html?x=1',
  'file:///C:/dir/file',
  'file://host/share/x',
  'sc://h/p/q',
  'foo:opaque path',
  'about:blank',
  'https://[::1]/',
  'http://a/b/c/d;p?q',
];

/** An optional base (mostly none). */
export const base: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: pick(BASES) },
);

/** Values for setters, per component. */
export const setterValue: fc.Arbitrary<string> = fc.oneof(
  scheme.map((s) => s + ':'),
  scheme,
  userinfo.map((s) => s.replace(/@$/, '')),
  host,
  fc.tuple(host, port).map((t) => t.join('')),
  port.map((s) => s.slice(1)),
  path,
  query,
  fragment,
  stringOf(URLISH_UNITS, 6),
);

const SETTERS = ['protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
export type SetterName = (typeof SETTERS)[number];
export const setter: fc.Arbitrary<SetterName> = pick(SETTERS.slice());

export const GETTERS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/** A string of any code units (the lenient mode's input: anything a person may paste). */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  urlLike,
  fc.tuple(pick(['', ' ', '<', '"', '“', '(', '[', 'URL:', '<URL:', '\n', '\u00a0']), urlLike, pick(['', ' ', '>', '"', '”', ')', ']', '.', ',', '\n'])).map((t) => t.join('')),
);
