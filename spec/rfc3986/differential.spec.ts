// parseURIReference against a regular expression written straight from the
// ABNF of Appendix A, on generated inputs (a fixed seed, so the run is
// repeatable). The regex backtracks freely, so it is only used here, on short
// strings.
import { assert } from 'chai';
import { parseURIReference } from '../../lib/rfc3986/parse.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { checkRule } from '../../lib/rfc3986/grammar.js';

const sub = "[!$&'()*+,;=]";
const unres = '[A-Za-z0-9\\-._~]';
const pct = '%[0-9A-Fa-f]{2}';
const pchar = `(?:${unres}|${pct}|${sub}|[:@])`;
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
const userinfo = `(?:${unres}|${pct}|${sub}|:)*`;
const h16 = '[0-9A-Fa-f]{1,4}';
const dec = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const ipv4 = `${dec}\\.${dec}\\.${dec}\\.${dec}`;
const ls32 = `(?:${h16}:${h16}|${ipv4})`;
const h = `${h16}:`;
const ipv6 = '(?:' + [
  `(?:${h}){6}${ls32}`,
  `::(?:${h}){5}${ls32}`,
  `(?:${h16})?::(?:${h}){4}${ls32}`,
  `(?:(?:${h}){0,1}${h16})?::(?:${h}){3}${ls32}`,
  `(?:(?:${h}){0,2}${h16})?::(?:${h}){2}${ls32}`,
  `(?:(?:${h}){0,3}${h16})?::${h}${ls32}`,
  `(?:(?:${h}){0,4}${h16})?::${ls32}`,
  `(?:(?:${h}){0,5}${h16})?::${h16}`,
  `(?:(?:${h}){0,6}${h16})?::`,
].join('|') + ')';
const ipvf = `[vV][0-9A-Fa-f]+\\.(?:${unres}|${sub}|:)+`;
const host = `(?:\\[(?:${ipv6}|${ipvf})\\]|${ipv4}|(?:${unres}|${pct}|${sub})*)`;
const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`;
const segment = `${pchar}*`;
const pabempty = `(?:/${segment})*`;
const pabs = `/(?:${pchar}+(?:/${segment})*)?`;
const pnoscheme = `(?:${unres}|${pct}|${sub}|@)+(?:/${segment})*`;
const prootless = `${pchar}+(?:/${segment})*`;
const tail = `(?:\\?(?:${pchar}|[/?])*)?(?:#(?:${pchar}|[/?])*)?`;
const URI_REFERENCE = new RegExp(
  `^(?:${scheme}:(?://${authority}${pabempty}|${pabs}|${prootless}|)${tail}|(?://${authority}${pabempty}|${pabs}|${pnoscheme}|)${tail})$`,
);
const IPV6 = new RegExp(`^${ipv6}$`);

// xorshift32
let seed = 0x2f6b1d3;
function rand(n: number): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
}

const TOKENS = [
  'a', 'b1', 'http:', 'x+y:', '//', '/', ':', '?', '#', '@', '[', ']', '::', '1.2.3.4', '255', '256', '.0', '%41', '%4', '%',
  'v1.', 'x', '.', '..', ' ', '[::1]', '1:2', '!', '=', '~', '|', 'é', '[v7.a]', ':80', '0',
];
const V6_TOKENS = ['1', 'ff', 'abcd', '12345', ':', '::', '1.2.3.4', '.', 'g', '0'];

describe('RFC 3986 parser against the Appendix A ABNF as a regex', function () {
  it('agrees on 20000 generated references', function () {
    let valid = 0;
    for (let k = 0; k < 20000; k++) {
      let s = '';
      const len = 1 + rand(8);
      for (let j = 0; j < len; j++) s += TOKENS[rand(TOKENS.length)];
      const want = URI_REFERENCE.test(s);
      const got = parseURIReference(s);
      if (want) valid++;
      assert.strictEqual(!(got instanceof RFC3986Error), want, `${JSON.stringify(s)}: ${got instanceof RFC3986Error ? got.message : 'accepted'}`);
      if (got instanceof RFC3986Error) {
        // The offending index lies inside the input (or at its end).
        assert.isAtLeast(got.index, 0);
        assert.isAtMost(got.index, s.length);
      }
    }
    assert.isAbove(valid, 2000, 'enough valid inputs among the generated ones');
  });
  it('agrees on 20000 generated IPv6address candidates', function () {
    let valid = 0;
    for (let k = 0; k < 20000; k++) {
      let s = '';
      const len = 1 + rand(12);
      for (let j = 0; j < len; j++) s += V6_TOKENS[rand(V6_TOKENS.length)];
      const want = IPV6.test(s);
      if (want) valid++;
      const e = checkRule('IPv6address', s);
      assert.strictEqual(e === null, want, `${JSON.stringify(s)}: ${e === null ? 'accepted' : e.message}`);
    }
    assert.isAbove(valid, 200);
  });
});
