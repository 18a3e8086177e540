import { assert } from 'chai';
import { checkHost, checkRule, classifyHost, scanHost, scanIPv6 } from '../../lib/rfc3986/grammar.js';
import type { FailedRule } from '../../lib/rfc3986/grammar.js';
import type { RuleName } from '../../lib/rfc3986/grammar.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';

// [value, expected index of the first offending character (-1: valid), expected rule when invalid]
type Case = [string, number, string?];

const CASES: { [rule: string]: Case[] } = {
  scheme: [
    ['http', -1], ['a', -1], ['z+-.9', -1], ['coap+tcp', -1], ['HTTP', -1],
    ['', 0, 'scheme'], ['1http', 0, 'scheme'], ['+a', 0, 'scheme'], ['ht_tp', 2, 'scheme'], ['a b', 1, 'scheme'],
    ['h%41', 1, 'scheme'], ['é', 0, 'scheme'],
  ],
  userinfo: [
    ['', -1], ['user', -1], ['user:pass', -1], [':::', -1], ["!$&'()*+,;=", -1], ['%41%7e', -1], ['a-._~', -1],
    ['a@b', 1, 'userinfo'], ['a/b', 1, 'userinfo'], ['a b', 1, 'userinfo'], ['%4', 0, 'pct-encoded'], ['x%zz', 1, 'pct-encoded'],
    ['[x]', 0, 'userinfo'],
  ],
  host: [
    ['', -1], ['example.com', -1], ['1.2.3.4', -1], ['[::1]', -1], ['[v7.x:y]', -1], ['ex%41mple', -1], ["a!$&'()*+,;=b", -1],
    ['a b', 1, 'reg-name'], ['a:1', 1, 'reg-name'], ['[::1', 4, 'IP-literal'], ['[::1]x', 5, 'IP-literal'], ['[::g]', 3, 'h16'],
    ['a[b', 1, 'reg-name'], ['%zz', 0, 'pct-encoded'], ['a@b', 1, 'reg-name'],
  ],
  'IP-literal': [
    ['[::]', -1], ['[2001:db8::7]', -1], ['[v1.a]', -1], ['[V1F.a:b!]', -1],
    ['::1', 0, 'IP-literal'], ['[]', 1, 'h16'], ['[::1]]', 5, 'IP-literal'], ['[v.a]', 2, 'IPvFuture'], ['[1.2.3.4]', 2, 'IPv6address'],
  ],
  IPvFuture: [
    ['v1.a', -1], ['vF.x', -1], ['V1.a', -1], ['v12aF.a:b', -1], ["v1.!$&'()*+,;=-._~:", -1],
    ['v.a', 1, 'IPvFuture'], ['v1a', 3, 'IPvFuture'], ['v1.', 3, 'IPvFuture'], ['vg.a', 1, 'IPvFuture'], ['v1.a/b', 4, 'IPvFuture'],
    ['x1.a', 0, 'IPvFuture'], ['v1.%41', 3, 'IPvFuture'],
  ],
  IPv4address: [
    ['0.0.0.0', -1], ['255.255.255.255', -1], ['192.0.2.16', -1], ['9.99.199.249', -1],
    ['256.1.1.1', 2, 'IPv4address'], ['01.1.1.1', 1, 'IPv4address'], ['1.2.3', 5, 'IPv4address'], ['1.2.3.4.', 7, 'IPv4address'],
    ['1..2.3', 2, 'IPv4address'], ['300.1.1.1', 2, 'IPv4address'], ['1.2.3.04', 7, 'IPv4address'], ['a.b.c.d', 0, 'IPv4address'],
  ],
  'dec-octet': [
    ['0', -1], ['9', -1], ['10', -1], ['99', -1], ['100', -1], ['199', -1], ['200', -1], ['249', -1], ['250', -1], ['255', -1],
    ['256', 2, 'dec-octet'], ['01', 1, 'dec-octet'], ['300', 2, 'dec-octet'], ['', 0, 'dec-octet'], ['1000', 3, 'dec-octet'],
    ['260', 2, 'dec-octet'], ['00', 1, 'dec-octet'], ['x', 0, 'dec-octet'],
  ],
  h16: [['0', -1], ['ffff', -1], ['FfFf', -1], ['12a', -1], ['', 0, 'h16'], ['12345', 4, 'h16'], ['g', 0, 'h16']],
  ls32: [['1:2', -1], ['ffff:ffff', -1], ['1.2.3.4', -1], ['1', 1, 'ls32'], ['1:', 2, 'ls32'], ['1.2.3.256', 8, 'ls32'], [':1', 0, 'ls32']],
  'reg-name': [['', -1], ['www.example.com', -1], ['%E2%82%AC', -1], ['a_b~c', -1], ['a.b:80', 3, 'reg-name'], ['a/b', 1, 'reg-name'], ['%', 0, 'pct-encoded']],
  port: [['', -1], ['80', -1], ['000080', -1], ['99999999', -1], ['8o', 1, 'port'], ['-1', 0, 'port'], [' 80', 0, 'port']],
  'path-abempty': [['', -1], ['/', -1], ['//a//b', -1], ['/a:b@c', -1], ['a', 0, 'path-abempty'], ['/a b', 2, 'path-abempty'], ['/a?', 2, 'path-abempty']],
  'path-absolute': [['/', -1], ['/a/b', -1], ['/a//', -1], ['', 0, 'path-absolute'], ['//a', 1, 'path-absolute'], ['a', 0, 'path-absolute'], ['/%zz', 1, 'pct-encoded']],
  'path-noscheme': [['a', -1], ['a/b:c', -1], ['@x/y', -1], ['.', -1], ['a:b', 1, 'segment-nz-nc'], ['', 0, 'path-noscheme'], ['/a', 0, 'path-noscheme'], ['a/b#', 3, 'path-noscheme']],
  'path-rootless': [['a:b', -1], ['a', -1], ['a/b/', -1], ['', 0, 'path-rootless'], ['/a', 0, 'path-rootless'], ['a b', 1, 'path-rootless']],
  'path-empty': [['', -1], ['a', 0, 'path-empty'], ['/', 0, 'path-empty']],
  segment: [['', -1], ['a:b@c', -1], ['%20', -1], ['a/b', 1, 'segment'], ['a?', 1, 'segment']],
  'segment-nz': [['a', -1], [':', -1], ['', 0, 'segment-nz'], ['a/', 1, 'segment-nz']],
  'segment-nz-nc': [['a', -1], ['@', -1], ['', 0, 'segment-nz-nc'], [':', 0, 'segment-nz-nc'], ['ab:', 2, 'segment-nz-nc']],
  pchar: [['a', -1], [':', -1], ['@', -1], ['%7E', -1], ['!', -1], ['/', 0, 'pchar'], ['?', 0, 'pchar'], ['ab', 1, 'pchar'], ['%G0', 0, 'pct-encoded']],
  query: [['', -1], ['a=b&c=d', -1], ['/?:@', -1], ['x?y', -1], ['a#b', 1, 'query'], ['a b', 1, 'query'], ['[', 0, 'query'], ['%', 0, 'pct-encoded']],
  fragment: [['', -1], ['section-1', -1], ['/?', -1], ['a#', 1, 'fragment'], ['^', 0, 'fragment'], ['%1', 0, 'pct-encoded']],
  'pct-encoded': [['%20', -1], ['%af', -1], ['%AF', -1], ['%2', 0, 'pct-encoded'], ['%g0', 0, 'pct-encoded'], ['20', 0, 'pct-encoded']],
  unreserved: [['a', -1], ['Z', -1], ['5', -1], ['-', -1], ['.', -1], ['_', -1], ['~', -1], ['!', 0, 'unreserved'], ['%', 0, 'unreserved']],
  'sub-delims': [['!', -1], ['$', -1], ['&', -1], ["'", -1], ['(', -1], [')', -1], ['*', -1], ['+', -1], [',', -1], [';', -1], ['=', -1], ['a', 0, 'sub-delims'], [':', 0, 'sub-delims']],
  'gen-delims': [[':', -1], ['/', -1], ['?', -1], ['#', -1], ['[', -1], [']', -1], ['@', -1], ['!', 0, 'gen-delims']],
  reserved: [[':', -1], ['@', -1], ['!', -1], ['=', -1], ['a', 0, 'reserved'], ['~', 0, 'reserved']],
};

describe('RFC 3986 grammar (Appendix A rules)', function () {
  Object.keys(CASES).forEach(function (rule) {
    describe(rule, function () {
      CASES[rule].forEach(function (c) {
        const [value, index, expectedRule] = c;
        if (index === -1) {
          it(`matches ${JSON.stringify(value)}`, function () {
            const e = checkRule(rule as RuleName, value);
            assert.isNull(e, e === null ? '' : e.message);
          });
        } else {
          it(`rejects ${JSON.stringify(value)} at index ${index} (${expectedRule})`, function () {
            const e = checkRule(rule as RuleName, value);
            assert.instanceOf(e, RFC3986Error);
            const err = e as RFC3986Error;
            assert.strictEqual(err.index, index, err.message);
            assert.strictEqual(err.rule, expectedRule, err.message);
            assert.strictEqual(err.character, value.charAt(index));
          });
        }
      });
    });
  });
});

describe('RFC 3986 IPv6address (§3.2.2, the nine forms)', function () {
  // One or more examples of each ABNF alternative, in the order of §3.2.2.
  const FORMS: [string, string[]][] = [
    ['6( h16 ":" ) ls32', ['1:2:3:4:5:6:7:8', '2001:db8:0:0:1:0:0:1', '0:0:0:0:0:ffff:192.0.2.1', 'FFFF:ffff:FFFF:ffff:FFFF:ffff:FFFF:ffff']],
    ['"::" 5( h16 ":" ) ls32', ['::2:3:4:5:6:7:8', '::2:3:4:5:6:1.2.3.4']],
    ['[ h16 ] "::" 4( h16 ":" ) ls32', ['::3:4:5:6:7:8', '1::3:4:5:6:7:8', '1::3:4:5:6:1.2.3.4']],
    ['[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32', ['::4:5:6:7:8', '1:2::4:5:6:7:8', '1::4:5:6:7:8', '1:2::4:5:6:1.2.3.4']],
    ['[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32', ['::5:6:7:8', '1:2:3::5:6:7:8', '1:2:3::5:6:1.2.3.4']],
    ['[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32', ['::6:7:8', '1:2:3:4::6:7:8', '1:2:3:4::6:1.2.3.4']],
    ['[ *4( h16 ":" ) h16 ] "::" ls32', ['::7:8', '::1.2.3.4', '::ffff:1.2.3.4', '1:2:3:4:5::7:8', '1:2:3:4:5::1.2.3.4']],
    ['[ *5( h16 ":" ) h16 ] "::" h16', ['::8', '::1', '1:2:3:4:5:6::8', 'fe80::1']],
    ['[ *6( h16 ":" ) h16 ] "::"', ['::', '1::', '1:2:3:4:5:6:7::']],
  ];
  FORMS.forEach(function (f) {
    f[1].forEach(function (v) {
      it(`${f[0]}: ${v}`, function () {
        assert.strictEqual(scanIPv6(v, 0, v.length), -1);
        assert.isNull(checkRule('host', '[' + v + ']'));
        assert.strictEqual(classifyHost('[' + v + ']', 0, v.length + 2), 'ipv6');
      });
    });
  });

  // Invalid neighbours: [value, first offending index, rule]
  const BAD: [string, number, string][] = [
    ['', 0, 'h16'],
    [':', 1, 'IPv6address'],
    [':1', 1, 'IPv6address'],
    [':::', 2, 'h16'],
    ['1:2:3:4:5:6:7', 13, 'IPv6address'], // 7 pieces, no "::"
    ['1:2:3:4:5:6:7:8:9', 15, 'IPv6address'], // 9 pieces
    ['1:2:3:4:5:6:7:8::', 15, 'IPv6address'], // "::" after 8 pieces
    ['1:2:3:4:5:6:7::8', 15, 'IPv6address'], // 8 pieces with "::"
    ['::1:2:3:4:5:6:7:8', 15, 'IPv6address'], // no room for an 8th piece after "::"
    ['1::2::3', 5, 'IPv6address'], // two "::"
    ['1:2:3:4:5:6:7:', 14, 'IPv6address'], // trailing ":"
    ['12345::', 4, 'IPv6address'], // h16 has at most 4 digits
    ['::g', 2, 'h16'],
    ['1:2:3:4:5:1.2.3.4', 11, 'IPv6address'], // ls32 after 5 pieces without "::"
    ['1:2:3:4:5:6:7:1.2.3.4', 15, 'IPv6address'], // IPv4 where only h16 fits
    ['1:2:3:4:5:6::1.2.3.4', 14, 'IPv6address'], // 6 pieces + "::" + ls32 = too many
    ['::1.2.3', 7, 'dec-octet'],
    ['::1.2.3.256', 10, 'dec-octet'],
    ['::01.2.3.4', 3, 'dec-octet'],
    ['::1.2.3.4:5', 9, 'dec-octet'], // ls32 must be last
    ['::ffff:1.2.3.4.5', 14, 'dec-octet'],
    ['1:2:3:4:5:6:7:8 ', 15, 'IPv6address'],
    ['fe80::1%eth0', 7, 'IPv6address'], // zone IDs are not in RFC 3986
  ];
  BAD.forEach(function (b) {
    it(`rejects ${JSON.stringify(b[0])} at ${b[1]} (${b[2]})`, function () {
      const e = checkRule('IPv6address', b[0]) as RFC3986Error;
      assert.instanceOf(e, RFC3986Error);
      assert.strictEqual(e.index, b[1], e.message);
      assert.strictEqual(e.rule, b[2], e.message);
      assert.strictEqual(e.component, 'host');
      // Inside brackets the index moves by one.
      const h = checkRule('host', '[' + b[0] + ']') as RFC3986Error;
      assert.instanceOf(h, RFC3986Error);
      assert.strictEqual(h.index, b[1] + 1, h.message);
    });
  });
});

describe('RFC 3986 host kinds (§3.2.2 first-match-wins)', function () {
  const KINDS: [string, string][] = [
    ['0.0.0.0', 'ipv4'], ['9.10.99.100', 'ipv4'], ['199.200.249.250', 'ipv4'], ['255.255.255.255', 'ipv4'],
    ['256.1.1.1', 'reg-name'], ['1.1.1.256', 'reg-name'], ['01.1.1.1', 'reg-name'], ['1.1.1.01', 'reg-name'],
    ['300.1.1.1', 'reg-name'], ['1.2.3', 'reg-name'], ['1.2.3.4.5', 'reg-name'], ['0x7f.0.0.1', 'reg-name'],
    ['example.com', 'reg-name'], ['', 'empty'], ['[::1]', 'ipv6'], ['[v1.x]', 'ipvfuture'], ['[V1.x]', 'ipvfuture'],
  ];
  KINDS.forEach(function (k) {
    it(`${JSON.stringify(k[0])} is ${k[1]}`, function () {
      assert.isNull(checkRule('host', k[0]));
      assert.strictEqual(classifyHost(k[0], 0, k[0].length), k[1]);
    });
  });
});

describe('rfc3986/grammar: the rule behind a failed host scan', function () {
  const CASES: [string, number, string][] = [
    ['[::1x]', 4, 'IPv6address'],
    ['[1:2:3:4:5:6:1.2.3.999]', 21, 'dec-octet'],
    ['[1::g]', 4, 'h16'],
    ['[v1.]', 4, 'IPvFuture'],
    ['[::1]x', 5, 'IP-literal'],
    ['a b', 1, 'reg-name'],
  ];
  CASES.forEach(function (c) {
    it(`${c[0]}: ${c[2]} at ${c[1]}, in the caller's FailedRule`, function () {
      const why: FailedRule = { _rule: '' };
      assert.strictEqual(scanHost(c[0], 0, c[0].length, false, why), c[1]);
      assert.strictEqual(why._rule, c[2]);
      assert.strictEqual(scanHost(c[0], 0, c[0].length), c[1]);
      const error = checkHost(c[0], 0, c[0].length);
      assert.strictEqual(error && error.rule, c[2]);
      assert.strictEqual(error && error.index, c[1]);
    });
  });
  it('a scan that passes writes nothing', function () {
    const why: FailedRule = { _rule: 'untouched' };
    assert.strictEqual(scanHost('example.com', 0, 11, false, why), -1);
    assert.strictEqual(why._rule, 'untouched');
  });
});
