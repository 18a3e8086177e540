// Pairs of URLs for the relativize properties: the committed corpus sample
// (spec/fixtures/edit/, see its README) paired by scheme and host and at
// random, and generated pairs that share some of their components.
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { fixturePath } from '../support/fixtures.js';

/** The corpus sample's lines: web, spam, file: URLs. */
export function corpusLines(): string[] {
  const out: string[] = [];
  for (const f of ['web.txt', 'spam.txt', 'node_files.txt', 'isaacs_files.txt']) {
    const lines = readFileSync(fixturePath('edit/' + f), 'utf8').split('\n');
    for (const l of lines) if (l !== '') out.push(l);
  }
  return out;
}

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return function (): number {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(values: T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...values);
}

const SCHEMES = ['http', 'https', 'file', 'ws', 'foo', 'web+x', 'HTTP', 'urn'];
const USERINFO = ['', '', '', 'u@', 'u:p@', ':p@', 'u:@', 'a%40b@'];
const HOSTS = ['a', 'a', 'b.example', 'h', '', '127.0.0.1', '[::1]', '[2001:db8::1]', 'xn--mnchen-3ya.de', 'EXAMPLE.com', 'localhost', '%41'];
const PORTS = ['', '', '', ':81', ':80', ':443', ':0', ':'];
const SEGMENTS = ['a', 'b', 'c', 'a', 'b', '', '', '.', '..', '%2e', '%2E', '.%2e', '%2e%2e', 'C:', 'c|', 'D:', 'x:y', 'a%2Fb', '~', '%41', 'a;p', 'g?', 'é', '%7e', 'a b', '\\', 'index.html'];
const QUERIES = [null, null, null, '', 'a=b', 'q', 'dest=/group/x/', '%7e', 'a=1&a=2', 'x?y/z'];
const FRAGMENTS = [null, null, null, '', 'f', 'a/b', 'top', '%20'];

/** What RFC 3986 refuses among the pools above ("|", "\\", a space, non-ASCII). */
function uri(values: string[]): string[] {
  return values.filter((v) => !/[|\\ \u0080-\uffff]/.test(v));
}

function pathOf(segments: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(pick(['/', '/', '/', '//', '', '/./', './', '\\']), fc.array(pick(segments), { maxLength: 5 }), pick(['', '', '/']))
    .map((t) => t[0] + t[1].join('/') + t[2]);
}

interface Parts {
  scheme: string;
  authority: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

function partsOf(rfc3986: boolean): fc.Arbitrary<Parts> {
  const only = rfc3986 ? uri : (v: string[]): string[] => v;
  const authority: fc.Arbitrary<string | null> = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(pick(only(USERINFO)), pick(only(HOSTS)), pick(PORTS)).map((t) => t.join('')) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.record({
    scheme: pick(SCHEMES),
    authority,
    path: pathOf(only(SEGMENTS)).map((p) => (rfc3986 ? p.replace(/\\/g, '/') : p)),
    query: pick(QUERIES),
    fragment: pick(FRAGMENTS),
  });
}

function join(p: Parts): string {
  return p.scheme + ':' + (p.authority === null ? '' : '//' + p.authority) + p.path + (p.query === null ? '' : '?' + p.query) + (p.fragment === null ? '' : '#' + p.fragment);
}

/**
 * A target and a base that share each component with a good chance (so every
 * form is reached); `rfc3986`: from the components RFC 3986 allows (the
 * parser still refuses some: a rootless path after an authority, "//" without one).
 */
export function generatedPair(rfc3986: boolean): fc.Arbitrary<[string, string]> {
  const parts = partsOf(rfc3986);
  return fc
  .tuple(parts, parts, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), fc.array(pick(SEGMENTS), { maxLength: 3 }))
  .map((t) => {
    const target = t[0];
    const other = t[1];
    const same = t[2];
    const base: Parts = {
      scheme: same[0] || same[1] ? target.scheme : other.scheme,
      authority: same[1] || same[2] ? target.authority : other.authority,
      // A base path that shares a directory with the target's, or another one.
      path: same[2] ? target.path : same[3] ? target.path.slice(0, target.path.lastIndexOf('/') + 1) + t[3].join('/') : other.path,
      query: same[3] ? target.query : other.query,
      fragment: same[4] ? target.fragment : other.fragment,
    };
    return [join(target), join(base)] as [string, string];
  });
}
