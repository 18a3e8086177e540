// Kind 6 of the compact IDNA table (lib/host/idna-table.ts) is derived at run
// time from the engine's normalize('NFKC'), toUpperCase and toLowerCase. The
// generator checked it with Node's Unicode data only; this runs the same
// derivation in Rhino -version 200, whose String methods are Java's (another
// implementation, and an older Unicode: Java 17 has 13.0), and checks that
// every kind 6 code point still gets the explicit table's status and mapping.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeMapTable, lookupStatusIn, STATUS_DISALLOWED, STATUS_MAPPED, STATUS_VALID } from '../../lib/host/idna-props.js';
import type { Mapping } from '../../lib/host/idna-props.js';
import type { MapTable } from '../../lib/host/idna-props.js';
import * as compact from '../../lib/host/idna-table.js';
import * as explicit from '../../lib/host/idna-table-explicit.js';
import { engineBinary } from './run-engine.js';

const KIND_DERIVED = 6;

function derivedCodePoints(t: MapTable): number[] {
  const out: number[] = [];
  for (let i = 0; i < t._kinds.length; i++) {
    if (t._kinds[i] !== KIND_DERIVED) continue;
    const end = i + 1 < t._starts.length ? t._starts[i + 1] : 0x110000;
    for (let c = t._starts[i]; c < end; c++) out.push(c);
  }
  return out;
}

// ES5 for Rhino: the form of each code point, as idna-props.ts derivedForm()
// computes it, printed as JSON lists of code points; and the probes' verdict.
const DRIVER = `
function str(c) { return c > 0xffff ? String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff)) : String.fromCharCode(c); }
function codePoints(s) {
  var out = [];
  for (var i = 0; i < s.length; i++) {
    var d = s.charCodeAt(i);
    if (d >= 0xd800 && d <= 0xdbff) d = ((d - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00) + 0x10000;
    out.push(d);
  }
  return out;
}
function form(s) { return s.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC'); }
var forms = [];
for (var k = 0; k < CODE_POINTS.length; k++) forms.push(codePoints(form(str(CODE_POINTS[k]))));
var probes = [NFKC_PROBE].concat(CASE_PROBES);
var probesPass = true;
for (var p = 0; p < probes.length; p++) if (form(probes[p].charAt(0)) !== probes[p].slice(1)) probesPass = false;
print(JSON.stringify({ probesPass: probesPass, forms: forms }));
`;

/** What lookupStatusIn gives for a derived code point, from a form computed elsewhere, looked up in the explicit table. */
function statusFromForm(t: MapTable, c: number, form: number[]): string | null {
  if (form.length === 1 && form[0] === c) return String.fromCodePoint(c);
  let value = '';
  const out: Mapping = { _value: '' };
  for (const d of form) {
    const s = lookupStatusIn(t, d, out);
    if (s === STATUS_DISALLOWED) return null;
    if (s === STATUS_MAPPED) value += out._value;
    else if (s === STATUS_VALID) value += String.fromCodePoint(d);
  }
  return value;
}

describe('IDNA kind 6 derivation in another engine (Rhino -version 200, Java String methods)', function () {
  this.timeout(240000);
  it('gives every derived code point the explicit table status and mapping', function () {
    const rhino = engineBinary(this, 'rhino200', 'rhino -version 200 (IDNA derivation)');
    const c6 = decodeMapTable(compact.MAP_KINDS, compact.MAP_LENGTHS, compact.MAP_DELTAS, compact.POOL, compact.NFKC_PROBE);
    const ex = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE);
    const cps = derivedCodePoints(c6);
    assert.isAbove(cps.length, 5000);
    const dir = mkdtempSync(join(tmpdir(), 'polyurl-derive-'));
    try {
      const file = join(dir, 'derive.js');
      const data =
        `var CODE_POINTS = ${JSON.stringify(cps)};\n` +
        `var NFKC_PROBE = ${JSON.stringify(compact.NFKC_PROBE)};\n` +
        `var CASE_PROBES = ${JSON.stringify(compact.CASE_PROBES)};\n`;
      writeFileSync(file, data + DRIVER);
      const run = spawnSync(rhino, ['-version', '200', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      assert.strictEqual(run.status, 0, run.stderr);
      const result = JSON.parse(run.stdout) as { probesPass: boolean; forms: number[][] };
      assert.isTrue(result.probesPass, 'the probes pass in Rhino');
      const differences: string[] = [];
      cps.forEach((c, k) => {
        const out: Mapping = { _value: '' };
        const st = lookupStatusIn(ex, c, out);
        const want = st === STATUS_MAPPED ? out._value : st === STATUS_VALID ? String.fromCodePoint(c) : null;
        const got = statusFromForm(ex, c, result.forms[k]);
        if (got !== want) differences.push(`U+${c.toString(16).toUpperCase()}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      });
      console.log(`\n      rhino -version 200 › ${cps.length} derived code points, ${differences.length} differences`);
      assert.deepEqual(differences.slice(0, 20), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
