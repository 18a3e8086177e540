// relativize(target, base): resolving its answer against base gives target
// exactly, in each mode's own resolution, on real pairs (the corpus sample
// paired by host and at random) and generated ones; the forms it returns.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { URL, components, relativize } from '../support/shipped.js';
import { readFixture } from '../support/fixtures.js';
import { corpusLines, generatedPair, random } from './pairs.js';

type Mode = 'whatwg' | 'rfc3986' | 'lenient';
type Options = { mode: Mode; backwardCompatible?: boolean; iri?: boolean };
const MODES: Mode[] = ['whatwg', 'rfc3986', 'lenient'];

/** Whether an RFC 3986 path has a "." or ".." segment, which §5.2.4 removes from every reference with a path. */
function hasDotSegment(path: string): boolean {
  return /(^|\/)\.\.?(\/|$)/.test(path);
}

interface Tally {
  pairs: number;
  /** rfc3986: targets that no reference reaches (see unreachable()). */
  unreachable: number;
  failures: string[];
}

/**
 * rfc3986 only: §5.2.2 removes dot segments from the path of every reference
 * that has one, an absolute URI's too, so a target whose path keeps a dot
 * segment is reached only by a reference without a path ("", "?q", "#f"),
 * and only from a base with the same path. For those relativize returns the
 * absolute href.
 */
function unreachable(options: Options, t: URL, b: URL, r: string): boolean {
  if (options.mode !== 'rfc3986' || r !== t.href) return false;
  // §5.2.2's non-strict variant drops a scheme equal to the base's, so a
  // target whose scheme differs from the base's in case only is reached by
  // nothing: every reference gets the base's scheme as written.
  if (options.backwardCompatible === true && t.protocol.toLowerCase() === b.protocol.toLowerCase()) {
    if (t.protocol !== b.protocol) return true;
    // Nor does an absolute URI of the base's scheme keep its own form: it
    // reads as the relative reference after its scheme. A target without an
    // authority then gets the base's, and a rootless path is only ever
    // merged under the base's directory.
    const tc = components(t);
    const bc = components(b);
    if (tc.host === undefined && bc.host !== undefined) return true;
    // An empty path without an authority comes only from the base's, with its query unless the reference has one.
    if (tc.host === undefined && tc.path === '' && (bc.path !== '' || (tc.query === undefined && bc.query !== undefined))) return true;
    if (tc.host === undefined && tc.path.charAt(0) !== '/' && tc.path !== bc.path) {
      const dir = bc.path.slice(0, bc.path.lastIndexOf('/') + 1);
      if (bc.path.charAt(0) === '/' || tc.path.slice(0, dir.length) !== dir) return true;
    }
  }
  if (!hasDotSegment(t.pathname)) return false;
  const tc = components(t);
  const bc = components(b);
  const pathless = tc.scheme === bc.scheme && tc.host === bc.host && tc.userinfo === bc.userinfo && tc.port === bc.port && tc.path === bc.path && (tc.query !== undefined || bc.query === undefined);
  return !pathless;
}

function check(options: Options | Mode, t: URL, b: URL, tally: Tally): void {
  const o: Options = typeof options === 'string' ? { mode: options } : options;
  tally.pairs++;
  const r = relativize(t, b);
  const back = URL.parse(r, b.href, o);
  if (back !== null && back.href === t.href) return;
  if (unreachable(o, t, b, r)) {
    tally.unreachable++;
    return;
  }
  if (tally.failures.length < 10) tally.failures.push(`${JSON.stringify(t.href)} against ${JSON.stringify(b.href)}: ${JSON.stringify(r)} resolves to ${back === null ? 'failure' : JSON.stringify(back.href)}`);
  else tally.failures.push('');
}

function parsed(line: string, mode: Mode): URL | null {
  const u = URL.parse(line, undefined, { mode });
  if (u !== null || mode !== 'rfc3986') return u;
  // A web URL RFC 3986 refuses as written: its WHATWG serialization, when that is a URI.
  const w = URL.parse(line);
  return w === null ? null : URL.parse(w.href, undefined, { mode });
}

const CORPUS = corpusLines();
/** Pairs per mode from the corpus and from the generator: 100,000 + 100,000 at least. */
const CORPUS_PAIRS = 100000;
const GENERATED_PAIRS = 100000;

describe('relativize: resolve(relativize(t, b), b) is t', function () {
  this.timeout(120000);
  for (const mode of MODES) {
    it(`${mode}: the corpus sample, paired by scheme and host and at random (${CORPUS_PAIRS} pairs)`, function () {
      const urls: URL[] = [];
      for (const line of CORPUS) {
        const u = parsed(line, mode);
        if (u !== null) urls.push(u);
      }
      assert.isAbove(urls.length, CORPUS.length - 10, 'the sample parses');
      const groups: { [key: string]: URL[] } = Object.create(null);
      for (const u of urls) (groups[u.protocol + u.host] || (groups[u.protocol + u.host] = [])).push(u);
      const tally: Tally = { pairs: 0, unreachable: 0, failures: [] };
      // Every pair within a host (at most 40 × 40 of each), then random pairs up to the count.
      for (const key of Object.keys(groups)) {
        const g = groups[key];
        for (let i = 0; i < g.length && i < 40; i++) for (let j = 0; j < g.length && j < 40; j++) check(mode, g[i], g[j], tally);
      }
      const rnd = random(20261205);
      while (tally.pairs < CORPUS_PAIRS) check(mode, urls[Math.floor(rnd() * urls.length)], urls[Math.floor(rnd() * urls.length)], tally);
      assert.deepEqual(tally.failures.slice(0, 10), [], `${tally.failures.length} failures in ${tally.pairs} pairs`);
      assert.strictEqual(tally.unreachable, 0);
    });

    it(`${mode}: generated pairs (dot segments, %2e, empty segments, // paths, empty and absent query and fragment, IPv6, userinfo, ports, file: drive letters; ${GENERATED_PAIRS} pairs)`, function () {
      const tally: Tally = { pairs: 0, unreachable: 0, failures: [] };
      let skipped = 0;
      fc.assert(
        fc.property(generatedPair(mode === 'rfc3986'), (pair) => {
          const t = URL.parse(pair[0], undefined, { mode });
          const b = URL.parse(pair[1], undefined, { mode });
          if (t === null || b === null) {
            skipped++;
            return;
          }
          check(mode, t, b, tally);
        }),
        { seed: 20261205, numRuns: mode === 'rfc3986' ? 200000 : 170000 },
      );
      assert.deepEqual(tally.failures.slice(0, 10), [], `${tally.failures.length} failures in ${tally.pairs} pairs`);
      assert.isAtLeast(tally.pairs, GENERATED_PAIRS, `${skipped} generated strings did not parse`);
      if (mode !== 'rfc3986') assert.strictEqual(tally.unreachable, 0);
      // (The report: pairs, and rfc3986 targets that no reference reaches.)
      this.test!.title += ` [${tally.pairs} pairs, ${tally.unreachable} unreachable]`;
    });
  }

  for (const options of [{ mode: 'rfc3986', backwardCompatible: true }, { mode: 'rfc3986', iri: true }, { mode: 'lenient', defaultScheme: 'https' }] as Options[]) {
    it(`${JSON.stringify(options)}: generated pairs (30000 runs)`, function () {
      const tally: Tally = { pairs: 0, unreachable: 0, failures: [] };
      fc.assert(
        fc.property(generatedPair(options.mode === 'rfc3986'), (pair) => {
          const t = URL.parse(pair[0], undefined, options);
          const b = URL.parse(pair[1], undefined, options);
          if (t !== null && b !== null) check(options, t, b, tally);
        }),
        { seed: 20261205, numRuns: 30000 },
      );
      assert.deepEqual(tally.failures.slice(0, 10), [], `${tally.failures.length} failures in ${tally.pairs} pairs`);
      assert.isAbove(tally.pairs, 15000);
      this.test!.title += ` [${tally.pairs} pairs, ${tally.unreachable} unreachable]`;
    });
  }
});
