// The legacy bundle inside Duktape 2.7 (ES5.1: no Map, WeakMap, Promise,
// String.prototype.normalize or stable sort): scripts/engines/run.mjs duk.
import { assert } from 'chai';
import { explain, minimumCases, report, requireBinary, runEngine } from './run-engine.js';

describe('Engine proof: Duktape 2.7', function () {
  this.timeout(240000);
  it('runs all of urltestdata, the setters and URLSearchParams suites inside duk with 0 failures', async function () {
    requireBinary('/usr/bin/duk', 'duktape');
    const r = await runEngine('duk');
    report('duk', r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
});
