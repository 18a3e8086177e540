// URL.diagnose in every mode, on random inputs and random (often broken)
// base URLs: an index points into the text it names (the base for source
// "base", after the lenient clean-up mapped it back) and the message shows
// the character there; `maxErrors` caps the list, `truncated` says exactly
// when it did, and a failure keeps an error marked as the failure.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { diagnose } from '../../lib/diagnostics/diagnose.js';
import type { ModeName } from '../../lib/modes/mode.js';
import { toUSVString } from '../../lib/api/webidl.js';
import { urlLike, anyText, BASES, params } from './arbitraries.js';
import { record, report } from './ledger.js';

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
const SUITE = 'Property: URL.diagnose indices and cap';

const anyBase: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom(...BASES) },
  { weight: 2, arbitrary: anyText },
);

/** The character a whatwg/lenient message shows for index `i` of `text`. */
function shown(text: string, i: number): string {
  const ch = text.charAt(i);
  return ch === '' ? 'end of input' : /[\0-\x1f\x7f-\xa0\ud800-\udfff\u2028\u2029\ufeff]/.test(ch) ? 'U+' : JSON.stringify(ch);
}

describe(SUITE, function () {
  after(() => report(SUITE));

  for (const mode of MODES) {
    it(`${mode}: every index is inside the text it belongs to (input, or base for source "base"), and the message shows that character`, function () {
      let n = 0;
      let baseErrors = 0;
      fc.assert(
        fc.property(fc.oneof(urlLike, anyText), anyBase, (input, b) => {
          n++;
          const d = diagnose(input, b, { mode });
          assert.isFalse(d.truncated);
          for (const e of d.errors) {
            if (e.source === 'base') baseErrors++;
            // WebIDL USVString: what diagnose reads (lone surrogates as U+FFFD; same length).
            const text = toUSVString(e.source === 'base' ? (b as string) : input);
            const where = e.code + ' in ' + JSON.stringify(input) + (b === undefined ? '' : ' against ' + JSON.stringify(b));
            assert.isAtLeast(e.index, 0, where);
            assert.isAtMost(e.index, text.length, where);
            if (mode !== 'rfc3986' && e.severity !== 'change') assert.include(e.message, '(' + shown(text, e.index), where);
          }
        }),
        params(0.3),
      );
      record(`${mode}: diagnose indices inside their text`, n, baseErrors + ' errors in the base');
    });
  }

  it('maxErrors: at most that many, truncated exactly when more were found, a failure still marked', function () {
    let n = 0;
    let truncated = 0;
    fc.assert(
      fc.property(fc.oneof(urlLike, anyText), anyBase, fc.constantFrom(...MODES), fc.nat(4), (input, b, mode, max) => {
        n++;
        const all = diagnose(input, b, { mode, maxErrors: Infinity });
        const d = diagnose(input, b, { mode, maxErrors: max });
        assert.strictEqual(d.errors.length, Math.min(max, all.errors.length));
        assert.strictEqual(d.truncated, all.errors.length > max);
        if (d.truncated) truncated++;
        assert.strictEqual(d.url === null, all.url === null);
        if (d.url === null && max > 0) assert.isTrue(d.errors.some((e) => e.severity === 'failure'), JSON.stringify(input));
      }),
      params(0.3),
    );
    record('diagnose maxErrors cap', n, truncated + ' truncated');
  });
});
