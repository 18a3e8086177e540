// The compact IDNA table (lib/idna/table.ts) derives from the engine at
// run time: kind 6 from normalize('NFKC'), toUpperCase and toLowerCase, kinds
// 6 and 7 the unassigned code points, and the property values the marks, from
// the General_Category of regular expressions' property escapes. The generator
// checked them with Node's Unicode data and the @unicode packages; this runs
// the same derivations in Rhino -version 200, whose String methods and
// Character.getType are Java's (another implementation, and an older Unicode:
// Java 17 has 13.0), and checks that every derived code point still gets the
// explicit table's status, mapping and properties.
import { assert } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodeMapTable,
  decodePropTable,
  deriveProp,
  findSegment,
  lookupStatusIn,
  propIn,
  CLASS_NONSPACING,
  CLASS_UNASSIGNED,
  STATUS_DISALLOWED,
  STATUS_MAPPED,
  STATUS_VALID,
} from '../../lib/idna/props.js';
import type { Mapping } from '../../lib/idna/props.js';
import type { MapTable } from '../../lib/idna/props.js';
import * as compact from '../../lib/idna/table.js';
import * as explicit from '../../lib/idna/table.legacy.js';
import { engineBinary } from './run-engine.js';

const KIND_DERIVED = 6;
const KIND_ASSIGNED = 7;

function derivedCodePoints(t: MapTable): number[] {
  const out: number[] = [];
  for (let i = 0; i < t._kinds.length; i++) {
    if (t._kinds[i] !== KIND_DERIVED && t._kinds[i] !== KIND_ASSIGNED) continue;
    const end = i + 1 < t._starts.length ? t._starts[i + 1] : 0x110000;
    for (let c = t._starts[i]; c < end; c++) out.push(c);
  }
  return out;
}

// ES5 for Rhino: the form of each code point of CODE_POINTS, as idna-props.ts
// derivedForm() computes it, printed as JSON lists of code points; the class
// of each code point of CLASS_POINTS as idna-props.ts engineClass() would
// read it from Java's General_Category (0 other, 1 Mn or Me, 2 Mc, 3 Cn); and
// the probes' verdict.
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
function cls(c) {
  var t = java.lang.Character.getType(c);
  return t === 0 ? 3 : t === 6 || t === 7 ? 1 : t === 8 ? 2 : 0;
}
var forms = [];
for (var k = 0; k < CODE_POINTS.length; k++) forms.push(codePoints(form(str(CODE_POINTS[k]))));
var classes = [];
for (var j = 0; j < CLASS_POINTS.length; j++) classes.push(cls(CLASS_POINTS[j]));
var probes = [NFKC_PROBE].concat(CASE_PROBES);
var probesPass = cls(UNICODE_PROBE.charCodeAt(0)) === 1;
for (var p = 0; p < probes.length; p++) if (form(probes[p].charAt(0)) !== probes[p].slice(1)) probesPass = false;
print(JSON.stringify({ probesPass: probesPass, forms: forms, classes: classes }));
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

describe('IDNA derivations in another engine (Rhino -version 200, Java String methods and General_Category)', function () {
  this.timeout(240000);
  it('give every derived code point the explicit table status, mapping and properties', function () {
    const rhino = engineBinary(this, 'rhino200', 'rhino -version 200 (IDNA derivation)');
    const c6 = decodeMapTable(compact.MAP_KINDS, compact.MAP_LENGTHS, compact.MAP_DELTAS, compact.POOL, compact.NFKC_PROBE, compact.UNICODE_PROBE);
    const ex = decodeMapTable(explicit.MAP_KINDS, explicit.MAP_LENGTHS, explicit.MAP_DELTAS, explicit.POOL, explicit.NFKC_PROBE, explicit.UNICODE_PROBE);
    const cps = derivedCodePoints(c6);
    assert.isAbove(cps.length, 5000);
    // The valid code points (every one has derived properties), and the derived ones of the map.
    const scratch: Mapping = { _value: '' };
    const valid: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) if (lookupStatusIn(ex, c, scratch) === STATUS_VALID) valid.push(c);
    const derivedForms = cps.filter((c) => c6._kinds[findSegment(c6._starts, c)] === KIND_DERIVED);
    const dir = mkdtempSync(join(tmpdir(), 'polyurl-derive-'));
    try {
      const file = join(dir, 'derive.js');
      const data =
        `var CODE_POINTS = ${JSON.stringify(derivedForms)};\n` +
        `var CLASS_POINTS = ${JSON.stringify(cps.concat(valid))};\n` +
        `var NFKC_PROBE = ${JSON.stringify(compact.NFKC_PROBE)};\n` +
        `var CASE_PROBES = ${JSON.stringify(compact.CASE_PROBES)};\n` +
        `var UNICODE_PROBE = ${JSON.stringify(compact.UNICODE_PROBE)};\n`;
      writeFileSync(file, data + DRIVER);
      const run = spawnSync(rhino, ['-version', '200', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      assert.strictEqual(run.status, 0, run.stderr);
      const result = JSON.parse(run.stdout) as { probesPass: boolean; forms: number[][]; classes: number[] };
      assert.isTrue(result.probesPass, 'the probes pass in Rhino');
      const formOf = new Map(derivedForms.map((c, k) => [c, result.forms[k]]));
      const differences: string[] = [];
      let unassigned = 0;
      cps.forEach((c, k) => {
        const out: Mapping = { _value: '' };
        const st = lookupStatusIn(ex, c, out);
        const want = st === STATUS_MAPPED ? out._value : st === STATUS_VALID ? String.fromCodePoint(c) : null;
        const form = formOf.get(c);
        let got: string | null;
        if (result.classes[k] === CLASS_UNASSIGNED) {
          got = null;
          unassigned++;
        } else got = form === undefined ? String.fromCodePoint(c) : statusFromForm(ex, c, form);
        if (got !== want) differences.push(`U+${c.toString(16).toUpperCase()}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      });
      // The properties: the compact table's values through Java's classes.
      const compactProps = decodePropTable(compact.PROP_LENGTHS, compact.PROP_VALUES, compact.PROP_PALETTE, false);
      const fullProps = decodePropTable(explicit.PROP_LENGTHS, explicit.PROP_VALUES, explicit.PROP_PALETTE, false);
      let marks = 0;
      valid.forEach((c, k) => {
        const cls = result.classes[cps.length + k];
        if (cls === CLASS_NONSPACING) marks++;
        const got = deriveProp(propIn(compactProps, c), cls);
        const want = propIn(fullProps, c);
        // A code point newer than Java's Unicode reads as unassigned: it gets the table's value as it is.
        if (got !== want) differences.push(`U+${c.toString(16).toUpperCase()}: properties ${got}, expected ${want}`);
      });
      console.log(
        `\n      rhino -version 200 › ${cps.length} code points of kinds 6 and 7 (${unassigned} unassigned), ` +
          `${valid.length} valid ones' properties (${marks} nonspacing marks), ${differences.length} differences`,
      );
      assert.isAbove(unassigned, 10000);
      assert.isAbove(marks, 1500);
      assert.deepEqual(differences.slice(0, 20), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
