// rfc3986 mode against an independent transcription of RFC 3986 Appendix A
// (./rfc3986-oracle.ts), and the §6 normalization and comparison laws.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { URL } from '../support/shipped.js';
import { RFC3986Error } from '../support/shipped.js';
import { parseReference } from '../support/shipped.js';
import { normalizeURIString, equivalentURIs } from '../../lib/rfc3986/normalize.js';
import { isURI, isURIReference } from './rfc3986-oracle.js';
import { params, urlLike } from './arbitraries.js';
import { record, report } from './ledger.js';

function pick<T>(values: T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...values);
}
function chars(units: string[], max: number, min = 0): fc.Arbitrary<string> {
  return fc.string({ unit: pick(units), minLength: min, maxLength: max });
}

const ALNUM = 'abcxyzABCXYZ0189'.split('');
const UNRESERVED = ALNUM.concat(['-', '.', '_', '~']);
const SUB = ['!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '='];
const PCT = ['%41', '%2e', '%2E', '%7e', '%2F', '%3a', '%C3%A9', '%00'];
const BAD = ['%', '%z', '%4', ' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '[', ']', '#', '?', '@', ':', '/', 'é', '\u0000', '\t', '\ud800'];

const rScheme = fc.oneof(pick(['http', 'HTTP', 'https', 'ftp', 'file', 'urn', 'mailto', 'foo', 'a+b.c-d']), fc.tuple(pick(['a', 'Z', 'x']), chars(ALNUM.concat(['+', '-', '.']), 5)).map((t) => t[0] + t[1]));
const rUserinfo = fc.option(chars(UNRESERVED.concat(SUB, PCT, [':']), 6).map((s) => s + '@'), { nil: '' });
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const rIPv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((t) => t.join('.'));
const h16 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const rIPv6 = fc.oneof(
  fc.array(h16, { minLength: 8, maxLength: 8 }).map((a) => a.join(':')),
  fc.tuple(fc.array(h16, { maxLength: 3 }), fc.array(h16, { maxLength: 3 })).map((t) => t[0].join(':') + '::' + t[1].join(':')),
  fc.tuple(fc.array(h16, { minLength: 6, maxLength: 6 }), rIPv4).map((t) => t[0].join(':') + ':' + t[1]),
  fc.tuple(fc.array(h16, { maxLength: 4 }), rIPv4).map((t) => t[0].join(':') + '::' + t[1]),
  pick(['::', '::1', '1::', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1::2::3', ':1::', '1:::2', '12345::', '::1.2.3', '::256.1.1.1']),
);
const rHost = fc.oneof(
  chars(UNRESERVED.concat(SUB, PCT), 10),
  rIPv4,
  rIPv6.map((s) => '[' + s + ']'),
  fc.tuple(chars('0123456789abcdefABCDEF'.split(''), 3, 1), chars(UNRESERVED.concat(SUB, [':']), 5, 1)).map((t) => '[v' + t[0] + '.' + t[1] + ']'),
  pick(['', '[v.x]', '[vz.1]', '[::1', '1.2.3.256', '01.2.3.4']),
);
const rPort = fc.oneof(fc.constant(''), fc.constant(':'), fc.integer({ min: 0, max: 99999 }).map((n) => ':' + n));
const rSegment = fc.oneof(chars(UNRESERVED.concat(SUB, PCT, [':', '@']), 5), pick(['.', '..', '%2e%2E', '']));
const rPath = fc.array(rSegment, { maxLength: 4 }).map((a) => a.map((s) => '/' + s).join(''));
const rRootless = fc.tuple(rSegment, rPath).map((t) => t[0] + t[1]);
const rQuery = fc.option(chars(UNRESERVED.concat(SUB, PCT, [':', '@', '/', '?']), 6).map((s) => '?' + s), { nil: '' });
const rFragment = fc.option(chars(UNRESERVED.concat(SUB, PCT, [':', '@', '/', '?']), 6).map((s) => '#' + s), { nil: '' });

/** Valid RFC 3986 URIs and relative references (most of the time), some with one character spoiled. */
const rValid: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(rScheme, rUserinfo, rHost, rPort, rPath, rQuery, rFragment).map((t) => t[0] + '://' + t[1] + t[2] + t[3] + t[4] + t[5] + t[6]),
  fc.tuple(rScheme, fc.oneof(rPath, rRootless), rQuery, rFragment).map((t) => t[0] + ':' + t[1] + t[2] + t[3]),
  fc.tuple(pick(['//', '']), rUserinfo, rHost, rPort, rPath, rQuery, rFragment).map((t) => (t[0] === '' ? '' : '//' + t[1] + t[2] + t[3]) + t[4] + t[5] + t[6]),
  fc.tuple(rRootless, rQuery, rFragment).map((t) => t.join('')),
);
const rInput: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: rValid },
  {
    weight: 2,
    arbitrary: fc.tuple(rValid, fc.nat(), pick(BAD)).map((t) => {
      const at = t[1] % (t[0].length + 1);
      return t[0].slice(0, at) + t[2] + t[0].slice(at);
    }),
  },
  { weight: 1, arbitrary: urlLike },
);

describe('Property: rfc3986 mode is RFC 3986', function () {
  after(() => report('Property: rfc3986 mode is RFC 3986'));

  it('accepts exactly the URI-references the Appendix A oracle accepts, and points at the first bad character', function () {
    let n = 0;
    let accepted = 0;
    fc.assert(
      fc.property(rInput, (s) => {
        n++;
        let r: ReturnType<typeof parseReference> | RFC3986Error;
        try {
          r = parseReference(s);
        } catch (e) {
          r = e as RFC3986Error;
        }
        const ok = isURIReference(s);
        assert.strictEqual(!(r instanceof RFC3986Error), ok, JSON.stringify(s) + (r instanceof RFC3986Error ? ': ' + r.message : ''));
        if (ok) accepted++;
        if (r instanceof RFC3986Error) {
          assert.isAtLeast(r.index, 0);
          assert.isAtMost(r.index, s.length);
          if (r.index < s.length) assert.strictEqual(r.character.charAt(0), s.charAt(r.index));
          else assert.strictEqual(r.character, '');
        }
        // The URL class in rfc3986 mode takes absolute URIs only, as written.
        const u = URL.parse(s, undefined, { mode: 'rfc3986' });
        assert.strictEqual(u !== null, isURI(s), JSON.stringify(s));
        if (u !== null) assert.strictEqual(u.href, s);
      }),
      params(2),
    );
    record('rfc3986 parse = Appendix A oracle (URI-reference and URI)', n, accepted + ' of them valid');
  });

  it('normalize() is idempotent and gives a valid URI', function () {
    let n = 0;
    fc.assert(
      fc.property(rValid.filter(isURI), (s) => {
        n++;
        const once = normalizeURIString(s);
        assert.strictEqual(normalizeURIString(once), once, JSON.stringify(s));
        assert.isTrue(isURI(once), 'normal form of ' + JSON.stringify(s) + ' is ' + JSON.stringify(once));
        assert.isTrue(equivalentURIs(s, once));
      }),
      params(1),
    );
    record('normalize() idempotent, valid, equivalent to its input', n);
  });

  // Variants of a few URIs that are equivalent under §6.2.2 / §6.2.3 (case,
  // percent-encoding of unreserved characters, dot-segments, default port,
  // empty path), so that the generated sets have many equal pairs.
  const HOSTS = [['example.com', 'EXAMPLE.com', 'ex%61mple.com', 'Ex%61mple.COM'], ['example.org', 'Example.ORG', '%65xample.org']];
  const PORTS = [['', ':80', ':', ':080'], [':8080', ':08080']];
  const PATHS = [['', '/', '/.', '/a/..'], ['/a/b', '/a/./b', '/a/c/../b', '/%61/b'], ['/A/b', '/%41/b']];
  const QUERIES = [['', ''], ['?q', '?%71']];
  const meaning = fc.tuple(fc.nat(1), fc.nat(1), fc.nat(2), fc.nat(1));
  function spelled(m: [number, number, number, number]): fc.Arbitrary<string> {
    return fc
      .tuple(pick(['http', 'HTTP', 'Http']), pick(HOSTS[m[0]]), pick(PORTS[m[1]]), pick(PATHS[m[2]]), pick(QUERIES[m[3]]))
      .map((t) => t[0] + '://' + t[1] + t[2] + t[3] + t[4]);
  }
  const other = meaning.chain(spelled);
  const triple = meaning.chain((m) => fc.tuple(spelled(m), fc.oneof(spelled(m), other), fc.oneof(spelled(m), other)));

  it('equals is an equivalence relation (reflexive, symmetric, transitive) at every level', function () {
    let n = 0;
    let equalPairs = 0;
    const levels: ('simple' | 'syntax' | 'scheme')[] = ['simple', 'syntax', 'scheme'];
    fc.assert(
      fc.property(triple, pick(levels), ([a, b, c], level) => {
        n++;
        assert.isTrue(equivalentURIs(a, a, level));
        const ab = equivalentURIs(a, b, level);
        assert.strictEqual(ab, equivalentURIs(b, a, level));
        if (ab) equalPairs++;
        if (ab && equivalentURIs(b, c, level)) assert.isTrue(equivalentURIs(a, c, level), [a, b, c, level].join(' '));
        // Coarser levels equate at least what finer levels do.
        if (level === 'syntax' && ab) assert.isTrue(equivalentURIs(a, b, 'scheme'));
      }),
      params(1),
    );
    record('equals: equivalence relation on generated sets', n, equalPairs + ' equal pairs');
  });
});
