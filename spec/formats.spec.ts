// polyurl/formats, as users install it (dist/formats.mjs and .cjs): the
// JSON Schema uri, uri-reference, iri and iri-reference formats, with ajv
// itself, and against the parser and the Appendix A oracle on generated input.
import { assert } from 'chai';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import type { URIFormats } from '../lib/formats.js';
import { parseURIReference } from '../lib/rfc3986/parse.js';
import { RFC3986Error } from '../lib/rfc3986/errors.js';
import * as oracle from './properties/rfc3986-oracle.js';
import { urlLike } from './properties/arbitraries.js';

const require = createRequire(import.meta.url);
const DIST = new URL('../../dist/', import.meta.url);

interface AjvInstance {
  addFormat(name: string, format: (value: string) => boolean): AjvInstance;
  compile(schema: object): ((data: unknown) => boolean) & { errors?: { keyword: string; params: { format?: string } }[] | null };
}
const Ajv = (require('ajv') as { default: new (options?: object) => AjvInstance }).default;

const FORMATS = ['uri', 'uri-reference', 'iri', 'iri-reference'] as const;

// [value, uri, uri-reference, iri, iri-reference]
const CASES: [string, boolean, boolean, boolean, boolean][] = [
  ['https://example.com/a/b?c=d#e', true, true, true, true],
  ['urn:isbn:0451450523', true, true, true, true],
  ['mailto:a@example.com', true, true, true, true],
  ['http://[::1]:8080/', true, true, true, true],
  ['http://[v7.x:y]/', true, true, true, true],
  ['foo:', true, true, true, true],
  ['x:/.//y', true, true, true, true],
  ['../a/b?c', false, true, false, true],
  ['//host/path', false, true, false, true],
  ['#frag', false, true, false, true],
  ['', false, true, false, true],
  ['a:b:c', true, true, true, true],
  ['https://example.org/Москва/', false, false, true, true],
  ['http://例え.テスト/パス', false, false, true, true],
  ['Dürst', false, false, false, true],
  ['http://h/?\ue000', false, false, true, true],
  ['http://h/#\ue000', false, false, false, false],
  ['http://h/\ue000', false, false, false, false],
  ['http://h/\ud800', false, false, false, false],
  ['http://h/\ufffe', false, false, false, false],
  ['http://exa mple.com/', false, false, false, false],
  ['http://h/%zz', false, false, false, false],
  ['http://h/%4', false, false, false, false],
  ['http://[::1/', false, false, false, false],
  ['http://[1:2:3:4:5:6:7:8:9]/', false, false, false, false],
  ['http://h:80a/', false, false, false, false],
  ['1http://h/', false, false, false, false],
  [':x', false, false, false, false],
  ['a:b c', false, false, false, false],
  ['http://h/a\\b', false, false, false, false],
  ['http://h/<>', false, false, false, false],
  ['http://h/a#b#c', false, false, false, false],
  ['http://u@v@h/', false, false, false, false],
  ['http://h/\u202e', false, false, true, true],
];

async function loadBoth(): Promise<[URIFormats, URIFormats]> {
  const esm = (await import(new URL('formats.mjs', DIST).href)) as { formats: URIFormats };
  const cjs = require(new URL('formats.cjs', DIST).pathname) as { formats: URIFormats };
  return [esm.formats, cjs.formats];
}

describe('polyurl/formats (dist/formats.mjs, dist/formats.cjs)', function () {
  let formats: URIFormats;
  let cjsFormats: URIFormats;
  before(async function () {
    [formats, cjsFormats] = await loadBoth();
  });

  it('exports the four formats as predicates, frozen', function () {
    assert.deepEqual(Object.keys(formats).sort(), ['iri', 'iri-reference', 'uri', 'uri-reference']);
    assert.isTrue(Object.isFrozen(formats));
    for (const name of FORMATS) {
      assert.typeOf(formats[name], 'function');
      assert.typeOf(cjsFormats[name], 'function');
    }
  });

  CASES.forEach(function (c) {
    it(`${JSON.stringify(c[0])}: uri ${c[1]}, uri-reference ${c[2]}, iri ${c[3]}, iri-reference ${c[4]}`, function () {
      FORMATS.forEach(function (name, k) {
        assert.strictEqual(formats[name](c[0]), c[k + 1], name);
        assert.strictEqual(cjsFormats[name](c[0]), c[k + 1], name + ' (cjs)');
      });
    });
  });

  it('is a no for anything but a string', function () {
    for (const v of [undefined, null, 1, {}, ['http://h/']]) {
      for (const name of FORMATS) assert.isFalse(formats[name](v as never), name + ' ' + String(v));
    }
  });

  // Engines keep a string flat, as a slice of a longer one or as a
  // concatenation; a validator gets all of them (JSON.parse, split, "+"),
  // and the scanners read each through the same builtin.
  it('answers the same for a slice, a concatenation and a flat copy of a string', function () {
    const inputs = CASES.map((c) => c[0]);
    const sliced = inputs.map((s) => ('<prefix to slice from>' + s + '#').slice(22, -1));
    const joined = inputs.map((s) => s.slice(0, s.length >> 1) + s.slice(s.length >> 1));
    const flat = JSON.parse(JSON.stringify(inputs)) as string[];
    for (let round = 0; round < 50; round++) {
      for (const name of FORMATS) {
        inputs.forEach(function (s, k) {
          const expected = CASES[k][FORMATS.indexOf(name) + 1];
          assert.strictEqual(formats[name](sliced[k]), expected, name + ' sliced ' + JSON.stringify(s));
          assert.strictEqual(formats[name](joined[k]), expected, name + ' joined ' + JSON.stringify(s));
          assert.strictEqual(formats[name](flat[k]), expected, name + ' flat ' + JSON.stringify(s));
        });
      }
    }
  });

  describe('with ajv (ajv.addFormat(name, formats[name]))', function () {
    let ajv: AjvInstance;
    before(function () {
      ajv = new Ajv({ allErrors: true });
      for (const name of FORMATS) ajv.addFormat(name, formats[name]);
    });
    FORMATS.forEach(function (name, k) {
      it(`format "${name}" validates and rejects`, function () {
        const validate = ajv.compile({ type: 'object', properties: { id: { type: 'string', format: name } } });
        for (const c of CASES) {
          assert.strictEqual(validate({ id: c[0] }), c[k + 1], JSON.stringify(c[0]));
          if (!c[k + 1]) {
            assert.strictEqual(validate.errors?.[0].keyword, 'format');
            assert.strictEqual(validate.errors?.[0].params.format, name);
          }
        }
        assert.isTrue(validate({ id: 1 }) === false, 'a number fails "type", not the format');
        assert.isTrue(validate({}), 'an absent property is not checked');
      });
    });
    it('an array of references (uri-reference items) in one schema', function () {
      const validate = ajv.compile({ type: 'array', items: { type: 'string', format: 'uri-reference' } });
      assert.isTrue(validate(['a', '../b', 'http://h/', '']));
      assert.isFalse(validate(['a', 'b c']));
    });
  });

  describe('agrees with the parser and the Appendix A oracle', function () {
    const input = fc.oneof(
      urlLike,
      fc.string({ maxLength: 24 }),
      fc.array(fc.constantFrom('a', ':', '/', '?', '#', '@', '[', ']', '%', '4', '1', 'é', '\ue000', '\ud800', ' ', '.', 'v', 'F'), { maxLength: 20 })
        .map((a) => a.join('')),
    );
    it('uri and uri-reference = the oracle; iri and iri-reference = parseURIReference(s, true)', function () {
      fc.assert(
        fc.property(input, (s) => {
          assert.strictEqual(formats.uri(s), oracle.isURI(s), 'uri ' + JSON.stringify(s));
          assert.strictEqual(formats['uri-reference'](s), oracle.isURIReference(s), 'uri-reference ' + JSON.stringify(s));
          const r = parseURIReference(s, true);
          const ok = !(r instanceof RFC3986Error);
          assert.strictEqual(formats['iri-reference'](s), ok, 'iri-reference ' + JSON.stringify(s));
          assert.strictEqual(formats.iri(s), ok && (r as { scheme: string | undefined }).scheme !== undefined, 'iri ' + JSON.stringify(s));
          assert.strictEqual(formats['uri-reference'](s), !(parseURIReference(s) instanceof RFC3986Error), 'parse ' + JSON.stringify(s));
        }),
        { seed: 18, numRuns: 8000 },
      );
    });
  });
});
