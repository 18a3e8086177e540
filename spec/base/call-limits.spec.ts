// The ES5 builds pass String.fromCharCode at most base/call-limits.es5.ts's
// 64 arguments a call: mujs keeps a call's arguments on a value stack of 256
// slots shared with the frames below, and a longer apply threw "stack
// overflow" there for a URL with a long internationalized host. Measured in a
// vm context whose String.fromCharCode records its argument counts.
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

const INPUTS = [
  // IdnaTestV2: a 253-character domain with one non-ASCII code point
  'https://' + '1234567890'.repeat(6) + '123.1234567890a\u0308' + '1234567890'.repeat(5) + '.x/',
  'https://example.com/' + '\u4e2d\u6587'.repeat(500) + '?' + '\u00e9'.repeat(1000) + '#' + '\u{1f600}'.repeat(300),
  'https://xn--' + 'a'.repeat(300) + '-' + 'b'.repeat(10) + '.com/',
  'https://%E4%B8%AD' + '%E6%96%87'.repeat(200) + '.com/',
];

function maxArguments(file: string): number {
  const context = vm.createContext({});
  vm.runInContext(
    'var __max = 0; var __fromCharCode = String.fromCharCode;' +
      'String.fromCharCode = function () { if (arguments.length > __max) __max = arguments.length; return __fromCharCode.apply(String, arguments); };',
    context,
  );
  vm.runInContext(readFileSync(join(process.cwd(), 'dist', file), 'utf8'), context);
  const run = vm.runInContext(
    '(function (inputs) { for (var i = 0; i < inputs.length; i++) { try { var u = new polyurl.URL(inputs[i]); String(u.searchParams); u.href; } catch (e) {} } return __max; })',
    context,
  ) as (inputs: string[]) => number;
  return run(INPUTS);
}

describe('ES5 builds: String.fromCharCode gets at most 64 arguments a call (base/call-limits.es5.ts)', function () {
  for (const file of ['polyurl.legacy.js', 'polyurl.legacy.min.js']) {
    it(file, function () {
      const max = maxArguments(file);
      assert.isAbove(max, 1);
      assert.isAtMost(max, 64 + 44);
    });
  }
});
