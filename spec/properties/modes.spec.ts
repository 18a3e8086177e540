// Laws every mode keeps: a successful parse serializes to an href that parses
// to itself; getters are strings and never throw; the cached offsets agree
// with the href; setters are transactions (a thrown or ignored value changes
// nothing, an accepted one gives what parsing the new href gives); whatwg
// setters do what whatwg-url's do; the lenient mode never throws on a string
// except with a clear TypeError; normalize and uriEquals never throw on a
// parsed URL (an escape whose decoding the mode would read otherwise is kept).
import { assert } from 'chai';
import * as fc from 'fast-check';
import whatwgUrl from 'whatwg-url';
import { URL } from '../support/shipped.js';
import type { ModeName } from '../support/shipped.js';
import { RFC3986Error } from '../support/shipped.js';
import { assertInvariants } from '../support/invariants.js';
import { toUSVString } from '../../lib/api/webidl.js';
import { diagnose, normalize, uriEquals } from '../support/shipped.js';
import { cleanTightComponent, cleanLooseComponent } from '../../lib/lenient/mode.js';
import { urlLike, base, params, setter, setterValue, GETTERS, anyText } from './arbitraries.js';
import type { SetterName } from './arbitraries.js';
import { record, report } from './ledger.js';

const ReferenceURL = whatwgUrl.URL;
const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
// The lenient setters that remove all whitespace from their value (lib/lenient/mode.ts).
const TIGHT: { [setter: string]: boolean } = { protocol: true, host: true, hostname: true, port: true };

function snapshot(u: URL): string {
  const o: { [k: string]: string } = {};
  for (let k = 0; k < GETTERS.length; k++) o[GETTERS[k]] = u[GETTERS[k]];
  return JSON.stringify(o);
}

// Inputs that are valid RFC 3986 URIs more often than urlLike alone.
const rfcish = fc
  .tuple(
    fc.constantFrom('http', 'HTTPS', 'foo', 'urn', 'file'),
    fc.constantFrom('://', ':', ':/'),
    fc.stringMatching(/^([a-zA-Z0-9._~!$&'()*+,;=:-]{0,4}@)?([a-z0-9.-]{0,10}|\[::1\]|\[v1\.x\]|1\.2\.3\.4)(:[0-9]{0,5})?$/),
    fc.stringMatching(/^(\/([a-zA-Z0-9._~!$&'()*+,;=:@-]|%[0-9A-F]{2}){0,5}){0,3}(\?[a-z=&/?%0-9]{0,5})?(#[a-z/?]{0,4})?$/),
  )
  .map((t) => t.join(''));

const anyInput = fc.oneof({ weight: 3, arbitrary: urlLike }, { weight: 1, arbitrary: rfcish });

function parseIn(mode: ModeName, input: string, b: string | undefined): URL | null {
  return URL.parse(input, b, { mode });
}

describe('Property: URL laws in every mode', function () {
  after(() => report('Property: URL laws in every mode'));

  for (const mode of MODES) {
    it(`${mode}: href re-parses to itself, getters are strings and never throw, offsets are consistent`, function () {
      let n = 0;
      let parsed = 0;
      fc.assert(
        fc.property(anyInput, base, (input, b) => {
          n++;
          // rfc3986 resolves against a base only when the base is an RFC 3986 URI; fine either way.
          const u = parseIn(mode, input, b);
          if (u === null) {
            assert.isFalse(URL.canParse(input, b, { mode }));
            return;
          }
          parsed++;
          for (let k = 0; k < GETTERS.length; k++) assert.isString(u[GETTERS[k]]);
          assert.isString(u.searchParams.toString());
          assert.strictEqual(u.toString(), u.href);
          assert.strictEqual(u.toJSON(), u.href);
          assertInvariants(u, { mode });
          const again = new URL(u.href, undefined, { mode });
          assert.strictEqual(again.href, u.href, mode + ' round trip of ' + JSON.stringify(input));
          assert.strictEqual(snapshot(again), snapshot(u));
        }),
        params(1),
      );
      record(`${mode}: round trip, getters, invariants`, n, parsed + ' parsed');
    });

    // RFC 3986 §6.2.2.2: an escape whose decoding would make the mode read the
    // URL otherwise (refuse it) is kept, so normalizing or comparing a
    // parsed URL never throws, and the normal form is a URL of the mode.
    it(`${mode}: normalize and uriEquals never throw on a parsed URL; the normal form parses in the mode to itself`, function () {
      let n = 0;
      let parsed = 0;
      fc.assert(
        fc.property(fc.oneof(anyInput, fc.constant('w.:%2e/:'), fc.constant('w.:%2E%2e/a')), base, fc.constantFrom(undefined, 'syntax' as const, 'scheme' as const), (input, b, level) => {
          n++;
          const u = parseIn(mode, input, b);
          if (u === null) return;
          parsed++;
          const normal = normalize(u, { level });
          assert.strictEqual(new URL(normal.href, undefined, { mode }).href, normal.href, mode + ' normal form of ' + JSON.stringify(u.href));
          assert.isBoolean(uriEquals(u, normal, { level }));
          for (const l of ['simple', 'syntax', 'scheme'] as const) assert.isBoolean(uriEquals(u, u.href.toUpperCase(), { level: l }));
        }),
        params(1),
      );
      record(`${mode}: normalize and uriEquals never throw`, n, parsed + ' parsed');
    });

    it(`${mode}: a setter that throws or ignores its value changes nothing; one that succeeds gives what parsing the new href gives`, function () {
      let n = 0;
      let changed = 0;
      let threw = 0;
      let quirks = 0;
      let quirkExample = '';
      fc.assert(
        fc.property(anyInput, setter, setterValue, (input, name: SetterName, value) => {
          const u = parseIn(mode, input, undefined);
          if (u === null) return;
          n++;
          const before = snapshot(u);
          let error: unknown = null;
          try {
            (u as unknown as { [k: string]: string })[name] = value;
          } catch (e) {
            error = e;
          }
          const after = snapshot(u);
          if (error !== null) {
            threw++;
            assert.strictEqual(mode, 'rfc3986', 'only rfc3986 setters throw: ' + String(error));
            assert.instanceOf(error, RFC3986Error);
            assert.strictEqual(after, before, 'a setter that throws leaves the URL unchanged');
            return;
          }
          if (after !== before) changed++;
          assertInvariants(u, { mode });
          const reparsed = new URL(u.href, undefined, { mode });
          if (mode !== 'rfc3986' && reparsed.href !== u.href) {
            // The URL Standard's own setters can leave an href that does not
            // re-parse to itself (a Windows drive letter "c|" in the path of a
            // URL whose scheme becomes "file": the class of whatwg/url#559).
            // Allowed only where the reference implementation, given the same
            // URL and value, does exactly the same.
            const ref = new ReferenceURL(JSON.parse(before).href as string);
            const v = mode === 'lenient' ? (TIGHT[name] ? cleanTightComponent(value) : cleanLooseComponent(value)) : value;
            (ref as unknown as { [k: string]: string })[name] = v;
            assert.strictEqual(u.href, ref.href, `${name} = ${JSON.stringify(value)} on ${JSON.stringify(input)} (whatwg-url)`);
            assert.notStrictEqual(new ReferenceURL(ref.href).href, ref.href, 'whatwg-url re-parses it to itself');
            quirks++;
            if (quirkExample === '') quirkExample = `new URL(${JSON.stringify(JSON.parse(before).href)}).${name} = ${JSON.stringify(value)}`;
            return;
          }
          assertInvariants(u, { mode });
          assert.strictEqual(snapshot(reparsed), after, `${name} = ${JSON.stringify(value)} on ${JSON.stringify(input)}`);
        }),
        params(1.5),
      );
      record(`${mode}: setters are transactions`, n, changed + ' changed the URL, ' + threw + ' threw' +
        (quirks > 0 ? ', ' + quirks + ' left an href that does not re-parse to itself exactly as whatwg-url does (whatwg/url#559 class), e.g. ' + quirkExample : ''));
    });
  }

  for (const mode of ['rfc3986', 'lenient'] as ModeName[]) {
    it(`${mode}: URL.diagnose gives the URL.parse result, a failure comes with an error, indices are inside the input`, function () {
      let n = 0;
      let withErrors = 0;
      fc.assert(
        fc.property(anyInput, base, (input, b) => {
          n++;
          const d = diagnose(input, b, { mode });
          const p = URL.parse(input, b, { mode });
          assert.strictEqual(d.url === null, p === null);
          if (p !== null) assert.strictEqual((d.url as URL).href, p.href);
          else assert.isTrue(d.errors.some((e) => e.severity === 'failure'), JSON.stringify(input));
          if (d.errors.length > 0) withErrors++;
          for (const e of d.errors) {
            const text = e.source === 'base' ? (b as string) : input;
            assert.isAtLeast(e.index, 0);
            assert.isAtMost(e.index, text.length, e.code + ' in ' + JSON.stringify(input));
          }
        }),
        params(0.5),
      );
      record(`${mode}: URL.diagnose consistent with URL.parse, indices inside the input`, n, withErrors + ' with diagnostics');
    });
  }

  it('whatwg: every setter does what whatwg-url\'s does (value ignored, partly or wholly applied)', function () {
    let n = 0;
    fc.assert(
      fc.property(urlLike, base, setter, setterValue, (input, b, name: SetterName, value) => {
        let ref;
        try {
          ref = new ReferenceURL(input, b);
        } catch {
          return;
        }
        n++;
        const u = new URL(input, b);
        (ref as unknown as { [k: string]: string })[name] = value;
        (u as unknown as { [k: string]: string })[name] = value;
        const expected: { [k: string]: string } = {};
        for (let k = 0; k < GETTERS.length; k++) expected[GETTERS[k]] = (ref as unknown as { [k: string]: string })[GETTERS[k]];
        assert.strictEqual(snapshot(u), JSON.stringify(expected), `${name} = ${JSON.stringify(value)} on ${JSON.stringify(input)}`);
      }),
      params(1.5),
    );
    record('whatwg setters = whatwg-url setters', n);
  });

  it('lenient: never throws on any string except a TypeError naming the input (truncated to 200 characters)', function () {
    let n = 0;
    let failed = 0;
    fc.assert(
      fc.property(anyText, (text) => {
        n++;
        const u = URL.parse(text, undefined, { mode: 'lenient' });
        let error: unknown = null;
        try {
          new URL(text, undefined, { mode: 'lenient' });
        } catch (e) {
          error = e;
        }
        assert.strictEqual(u === null, error !== null);
        if (error === null) return;
        failed++;
        assert.instanceOf(error, TypeError);
        const message = (error as TypeError).message;
        const usv = toUSVString(text);
        const quoted = JSON.stringify(usv.length > 200 ? usv.slice(0, 200) + '…' : usv);
        assert.strictEqual(message.slice(0, 13 + quoted.length), 'Invalid URL: ' + quoted);
      }),
      params(1),
    );
    record('lenient: never throws except a clear TypeError', n, failed + ' were not URLs');
  });
});
