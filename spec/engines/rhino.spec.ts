// The legacy bundle inside Rhino 1.7.14, at its default language level (no
// Symbol, Map, WeakMap or Promise; a function's `name` cannot be redefined)
// and at -version 200: scripts/engines/run.mjs rhino / rhino200.
import { assert } from 'chai';
import { explain, minimumCases, report, requireBinary, runEngine } from './run-engine.js';

describe('Engine proof: Rhino 1.7.14', function () {
  this.timeout(240000);
  it('default language level: all of urltestdata, setters and URLSearchParams pass (polyurl.legacy.js)', async function () {
    requireBinary('/usr/bin/rhino', 'rhino');
    const r = await runEngine('rhino');
    report('rhino', r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
  it('-version 200: all of urltestdata, setters and URLSearchParams pass (polyurl.legacy.min.js)', async function () {
    requireBinary('/usr/bin/rhino', 'rhino');
    const r = await runEngine('rhino200');
    report('rhino -version 200', r);
    assert.strictEqual(r.failed, 0, explain(r));
    assert.isAtLeast(r.passed, minimumCases(), explain(r));
    assert.strictEqual(r.code, 0, explain(r));
  });
});
