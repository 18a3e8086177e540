// whatwg mode against the URL Standard's reference implementation
// (whatwg-url) on every generated input, and against Node's built-in URL
// except on the documented list of Node 20's divergences
// (spec/properties/node-divergences.json).
import { assert } from 'chai';
import * as fc from 'fast-check';
import whatwgUrl from 'whatwg-url';
import { URL } from '../support/shipped.js';
import { diagnose } from '../support/shipped.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { setSimpleURLs } from '../../lib/url/simple.js';
import { hrefOf } from '../../lib/url/serializer.js';
import { toUSVString } from '../../lib/api/webidl.js';
import { readFixture } from '../support/fixtures.js';
import { urlLike, base, params, GETTERS } from './arbitraries.js';
import { record, report } from './ledger.js';

// The reference implementation and Node's own URL, kept apart from ours by name.
const ReferenceURL = whatwgUrl.URL;
const NodeURL = globalThis.URL;

type Reading = { [getter: string]: string } | null;

function readWith(make: () => { [getter: string]: unknown }): Reading {
  let u: { [getter: string]: unknown };
  try {
    u = make();
  } catch {
    return null;
  }
  const out: { [getter: string]: string } = {};
  for (let k = 0; k < GETTERS.length; k++) out[GETTERS[k]] = u[GETTERS[k]] as string;
  return out;
}

function ours(input: string, b: string | undefined): Reading {
  return readWith(() => new URL(input, b) as unknown as { [getter: string]: unknown });
}
function reference(input: string, b: string | undefined): Reading {
  return readWith(() => new ReferenceURL(input, b) as unknown as { [getter: string]: unknown });
}
function node(input: string, b: string | undefined): Reading {
  return readWith(() => new NodeURL(input, b) as unknown as { [getter: string]: unknown });
}

function same(a: Reading, b: Reading): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Divergence {
  id: string;
  reason: string;
  example: { input: string; base?: string; standard: string; node20: string };
}
const DIVERGENCES = readFixture<{ divergences: Divergence[] }>('../properties/node-divergences.json').divergences;

function opaqueBase(b: string | undefined): boolean {
  if (b === undefined) return false;
  const r = reference(b, undefined);
  return r !== null && r.host === '' && r.pathname.charAt(0) !== '/';
}

function labelsOf(host: string): string[] {
  return host.toLowerCase().split('.');
}

function rewrite(r: Reading, f: (s: string) => string): Reading {
  if (r === null) return r;
  const out: { [getter: string]: string } = {};
  for (const k of Object.keys(r)) out[k] = f(r[k]);
  return out;
}

/** The input lowercased and without ASCII tab or newline, as the URL parser reads it. */
function parserView(input: string): string {
  return input.replace(/[\t\n\r]/g, '').toLowerCase();
}

// One detector per documented class: true when the difference between the
// standard's reading `s` and Node's `n` is explained by that class.
const DETECTORS: { [id: string]: (input: string, b: string | undefined, s: Reading, n: Reading) => boolean } = {
  'caret-in-path': (input, b, s, n) => input.indexOf('^') >= 0 && same(rewrite(s, (x) => x.replace(/%5E/g, '^')), rewrite(n, (x) => x.replace(/%5E/g, '^'))),
  'opaque-path-trailing-space': (input, b, s, n) =>
    input.indexOf(' ') >= 0 && same(rewrite(s, (x) => x.replace(/%20/g, ' ')), rewrite(n, (x) => x.replace(/%20/g, ' '))),
  'opaque-base-relative': (input, b, s, n) => s === null && n !== null && opaqueBase(b) && input.indexOf('#') > 0,
  // The label is looked for in the input as the parser sees it (without ASCII
  // tabs and newlines: "xn\n--" is an "xn--" label; found by the 1M fuzz run).
  'idna-xn-labels': (input, b, s, n) =>
    (s !== null && n === null && labelsOf(s.hostname).some((l) => l.slice(0, 4) === 'xn--' && parserView(input).indexOf(l) >= 0)) ||
    (s === null && n !== null && labelsOf(n.hostname).some((l) => l.slice(0, 4) === 'xn--' && parserView(input).indexOf(l) >= 0)),
  'idna-unicode-version': (input, b, s, n) => s === null && n !== null && n.hostname !== '' && /[^\u0000-\u007f]/.test(input),
  'dot-segments': (input, b, s, n) => {
    if (s === null || n === null) return false;
    // As the parser sees it: without ASCII tabs and newlines.
    const lower = input.replace(/[\t\n\r]/g, '').toLowerCase();
    if (lower.indexOf('/.') < 0 && lower.indexOf('\\.') < 0 && lower.indexOf('%2e') < 0) return false;
    for (let k = 0; k < GETTERS.length; k++) {
      const g = GETTERS[k];
      if (g !== 'href' && g !== 'pathname' && s[g] !== n[g]) return false;
    }
    return true;
  },
};

/** The classes explaining a difference, trying pairs of the rewriting ones for inputs that hit two. */
function explain(input: string, b: string | undefined, s: Reading, n: Reading): string | null {
  const ids = Object.keys(DETECTORS);
  for (let i = 0; i < ids.length; i++) if (DETECTORS[ids[i]](input, b, s, n)) return ids[i];
  // Both of the percent-encoding changes in one input.
  const both = (x: string): string => x.replace(/%5E/g, '^').replace(/%20/g, ' ');
  if (s !== null && n !== null && same(rewrite(s, both), rewrite(n, both))) return 'caret-in-path+opaque-path-trailing-space';
  // A dot-segment difference together with a percent-encoding one.
  if (s !== null && n !== null && DETECTORS['dot-segments'](input, b, rewrite(s, both), rewrite(n, both))) return 'dot-segments+encoding';
  return null;
}

describe('Property: whatwg mode is the URL Standard', function () {
  after(() => report('Property: whatwg mode is the URL Standard'));

  it('agrees with whatwg-url (the reference implementation) on href or failure, and on every getter', function () {
    let n = 0;
    let failures = 0;
    fc.assert(
      fc.property(urlLike, base, (input, b) => {
        n++;
        const mine = ours(input, b);
        const ref = reference(input, b);
        if (ref === null) failures++;
        assert.deepEqual(mine, ref, JSON.stringify(input) + (b === undefined ? '' : ' against ' + b));
        assert.strictEqual(URL.canParse(input, b), ref !== null);
      }),
      params(2),
    );
    record('whatwg mode = whatwg-url (href or failure + every getter)', n, failures + ' of them failures');
  });

  it('agrees with Node\'s built-in URL except on the documented Node 20 divergences', function () {
    let n = 0;
    const counts: { [id: string]: number } = {};
    fc.assert(
      fc.property(urlLike, base, (input, b) => {
        n++;
        const ref = reference(input, b);
        const nat = node(input, b);
        if (same(ref, nat)) return;
        // Only where polyurl is the standard can Node's reading be set aside.
        assert.deepEqual(ours(input, b), ref);
        const id = explain(input, b, ref, nat);
        assert.isNotNull(id, 'undocumented difference from Node ' + process.version + ' on ' + JSON.stringify(input) +
          (b === undefined ? '' : ' against ' + b) + ': standard ' + JSON.stringify(ref && ref.href) + ', Node ' + JSON.stringify(nat && nat.href));
        counts[id as string] = (counts[id as string] || 0) + 1;
      }),
      params(2),
    );
    record('whatwg mode vs Node ' + process.version + ' URL', n, 'documented divergences: ' + (JSON.stringify(counts) || '{}'));
  });

  it('lists each documented divergence once, with a detector and a reason, and its example reads as documented', function () {
    const ids = DIVERGENCES.map((d) => d.id).sort();
    assert.deepEqual(ids, Object.keys(DETECTORS).sort());
    for (const d of DIVERGENCES) {
      assert.isAbove(d.reason.length, 20);
      const s = ours(d.example.input, d.example.base);
      assert.strictEqual(s === null ? 'failure' : s.href, d.example.standard, d.id);
      const r = reference(d.example.input, d.example.base);
      assert.strictEqual(r === null ? 'failure' : r.href, d.example.standard, d.id + ' (whatwg-url)');
      if (process.versions.node.split('.')[0] === '20') {
        const nat = node(d.example.input, d.example.base);
        assert.strictEqual(nat === null ? 'failure' : nat.href, d.example.node20, d.id + ' (Node 20)');
      }
    }
  });

  it('takes the fast path and the general path of the parser to the same record', function () {
    let n = 0;
    fc.assert(
      fc.property(urlLike, (raw) => {
        n++;
        // The parser's input is a USVString (the URL class converts it first).
        const input = toUSVString(raw);
        const fast = basicURLParse(input, null);
        setSimpleURLs(false);
        let slow;
        try {
          slow = basicURLParse(input, null);
        } finally {
          setSimpleURLs(true);
        }
        assert.deepEqual(fast, slow, JSON.stringify(input));
        // Collecting validation errors never changes the result either.
        const withErrors = basicURLParse(input, null, undefined, undefined, []);
        assert.deepEqual(withErrors, slow);
        if (slow !== null) assert.strictEqual(hrefOf(slow), new URL(input).href);
      }),
      params(1),
    );
    // Inputs the fast path takes: fast-path-shaped ones, so both are exercised.
    let m = 0;
    fc.assert(
      fc.property(
        fc.tuple(
          fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp', 'file', 'foo', 'sc'),
          fc.constantFrom('://', ':'),
          fc.stringMatching(/^[a-z0-9_.-]{0,12}$/),
          fc.constantFrom('', ':8080', ':80', ':0', ':65536'),
          fc.stringMatching(/^(\/[a-zA-Z0-9%._~!$&'()*+,;=:@ ^"<>{}|`-]{0,6}){0,3}$/),
          fc.stringMatching(/^(\?[a-zA-Z0-9=&%' "<>]{0,6})?(#[a-zA-Z0-9 `"<>]{0,6})?$/),
        ).map((t) => t.join('')),
        (input) => {
          m++;
          const fast = basicURLParse(input, null);
          setSimpleURLs(false);
          let slow;
          try {
            slow = basicURLParse(input, null);
          } finally {
            setSimpleURLs(true);
          }
          assert.deepEqual(fast, slow, JSON.stringify(input));
          assert.deepEqual(ours(input, undefined), reference(input, undefined), JSON.stringify(input));
        },
      ),
      params(1),
    );
    record('fast path = general path (basicURLParse with the fast path off, and with an error sink)', n + m, m + ' of them fast-path-shaped');
  });

  it('reports a failure with at least one validation error, and errors inside the input (URL.diagnose)', function () {
    let n = 0;
    fc.assert(
      fc.property(urlLike, base, (input, b) => {
        n++;
        const d = diagnose(input, b);
        const p = URL.parse(input, b);
        assert.strictEqual(d.url === null, p === null);
        if (p !== null) assert.strictEqual((d.url as URL).href, p.href);
        else assert.isAbove(d.errors.length, 0, 'failure without a validation error: ' + JSON.stringify(input) + (b === undefined ? '' : ' against ' + b));
        for (const e of d.errors) {
          const text = e.source === 'base' ? (b as string) : input;
          assert.isAtLeast(e.index, 0);
          assert.isAtMost(e.index, text.length, e.code + ' in ' + JSON.stringify(input));
          assert.isString(e.message);
        }
      }),
      params(1),
    );
    record('URL.diagnose: failure ⇒ validation errors, indices inside the input, same URL as URL.parse', n);
  });
});
