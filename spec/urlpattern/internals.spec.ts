// The URLPattern internals the WPT data reaches only through the class:
// the tokenizer, the pattern parser, regular-expression and pattern-string
// generation, the portability check and the flags chosen on engines without
// a sound "v" flag, and the dummy URL of the encoding callbacks.
import { assert } from 'chai';
import { TokenType, TokenizePolicy, tokenize } from '../../lib/urlpattern/tokenizer.js';
import {
  DEFAULT_OPTIONS,
  HOSTNAME_OPTIONS,
  Modifier,
  PATHNAME_OPTIONS,
  PartType,
  parsePatternString,
} from '../../lib/urlpattern/pattern-parser.js';
import type { Options } from '../../lib/urlpattern/pattern-parser.js';
import { generatePatternString, generateRegExpAndNames } from '../../lib/urlpattern/regexp.js';
import { isPortableRegexp } from '../../lib/urlpattern/portable.js';
import { regExpFlags } from '../../lib/urlpattern/component.js';
import type { RegExpFeatures } from '../../lib/urlpattern/features.js';
import { regExpFeatures } from '../../lib/urlpattern/features.js';
import { escapePatternString, escapeRegexpString } from '../../lib/urlpattern/escape.js';
import {
  canonicalizeHostname,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  dummyURL,
} from '../../lib/urlpattern/canonicalize.js';
import { basicURLParse } from '../../lib/url/parser.js';
import { URLPattern } from '../../lib/urlpattern/index.js';

const identity = (s: string): string => s;

// TokenType is a const enum: its names, in order.
const TYPE_NAMES = ['Open', 'Close', 'Regexp', 'Name', 'Char', 'EscapedChar', 'OtherModifier', 'Asterisk', 'End', 'InvalidChar'];

function types(input: string, policy = TokenizePolicy.Strict): string {
  return tokenize(input, policy)
    .map((t) => `${TYPE_NAMES[t.type]}@${t.index}:${t.value}`)
    .join(' ');
}

describe('urlpattern internals', function () {
  describe('tokenize', function () {
    it('numbers the token types as TYPE_NAMES lists them', function () {
      assert.strictEqual(TokenType.End, 8);
      assert.strictEqual(TokenType.InvalidChar, 9);
    });
    it('reads every token type with its index and value', function () {
      assert.strictEqual(
        types('/:foo(\\d+)?*{a\\.}+'),
        'Char@0:/ Name@1:foo Regexp@5:\\d+ OtherModifier@10:? Asterisk@11:* Open@12:{ Char@13:a EscapedChar@14:. Close@16:} OtherModifier@17:+ End@18:',
      );
    });
    it('reads a surrogate pair as one code point, in names and chars', function () {
      assert.strictEqual(types(':a\ud801\udc50b/\ud83d\udeb2'), 'Name@0:a\ud801\udc50b Char@5:/ Char@6:\ud83d\udeb2 End@8:');
    });
    it('allows non-capturing and assertion groups inside a regexp, and escapes', function () {
      assert.strictEqual(types('((?:a)|(?=b)\\))'), 'Regexp@0:(?:a)|(?=b)\\) End@15:');
    });
    const errors = ['\\', ':', ':-', '(', '()', '(?:a)', '(a(b))', '(a\\', '(café)', '(\\é)', '(a(', '(a'];
    for (const input of errors) {
      it(`strict: ${JSON.stringify(input)} throws a TypeError`, function () {
        assert.throws(() => tokenize(input, TokenizePolicy.Strict), TypeError);
      });
    }
    it('lenient: an error becomes an invalid-char token and tokenizing goes on', function () {
      assert.strictEqual(types('a:(b', TokenizePolicy.Lenient), 'Char@0:a InvalidChar@1:: InvalidChar@2:( Char@3:b End@4:');
      assert.strictEqual(types('x\\', TokenizePolicy.Lenient), 'Char@0:x InvalidChar@1:\\ End@2:');
    });
    it('names: $ and _ start one, digits and ZWJ continue one, other code points end it', function () {
      assert.strictEqual(types(':$_9\u200dx-'), 'Name@0:$_9\u200dx Char@6:- End@7:');
      assert.throws(() => tokenize(':9', TokenizePolicy.Strict), TypeError);
    });
  });

  describe('parse a pattern string', function () {
    it('takes the prefix code point as a part prefix and other chars as text', function () {
      const parts = parsePatternString('/a/:b?.:c', PATHNAME_OPTIONS, identity);
      assert.deepStrictEqual(
        parts.map((p) => [p.type, p.value, p.modifier, p.name, p.prefix, p.suffix]),
        [
          [PartType.FixedText, '/a', Modifier.None, '', '', ''],
          [PartType.SegmentWildcard, '', Modifier.Optional, 'b', '/', ''],
          [PartType.FixedText, '.', Modifier.None, '', '', ''],
          [PartType.SegmentWildcard, '', Modifier.None, 'c', '', ''],
        ],
      );
    });
    it('numbers unnamed groups, and a regexp equal to a wildcard is that wildcard', function () {
      const parts = parsePatternString('(.*)/([^\\/]+?)/(\\d+)', PATHNAME_OPTIONS, identity);
      assert.deepStrictEqual(
        parts.map((p) => [p.type, p.name, p.value]),
        [
          [PartType.FullWildcard, '0', ''],
          [PartType.SegmentWildcard, '1', ''],
          [PartType.Regexp, '2', '\\d+'],
        ],
      );
    });
    it('joins "{text}" without a modifier into the fixed text', function () {
      const parts = parsePatternString('a{b}c{d}?', DEFAULT_OPTIONS, identity);
      assert.deepStrictEqual(
        parts.map((p) => [p.value, p.modifier]),
        [
          ['abc', Modifier.None],
          ['d', Modifier.Optional],
        ],
      );
    });
    it('passes fixed text, prefixes and suffixes through the encoding callback', function () {
      const seen: string[] = [];
      parsePatternString('ab{x:n(\\d)y}z', DEFAULT_OPTIONS, (s) => {
        seen.push(s);
        return s.toUpperCase();
      });
      assert.deepStrictEqual(seen, ['ab', 'x', 'y', 'z']);
    });
    for (const input of ['/:a/:a', '{a', '{a{b}}', 'a}', '?a', ':a:b??']) {
      it(`${JSON.stringify(input)} throws a TypeError`, function () {
        assert.throws(() => parsePatternString(input, PATHNAME_OPTIONS, identity), TypeError);
      });
    }
  });

  describe('generate a regular expression and name list', function () {
    const cases: [string, Options, string, string[]][] = [
      ['/foo/:bar', PATHNAME_OPTIONS, '^\\/foo(?:\\/([^\\/]+?))$', ['bar']],
      ['/foo/*', PATHNAME_OPTIONS, '^\\/foo(?:\\/(.*))$', ['0']],
      ['/:a+', PATHNAME_OPTIONS, '^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$', ['a']],
      ['{x:a}*', DEFAULT_OPTIONS, '^(?:x((?:[\\s\\S]+?)(?:x(?:[\\s\\S]+?))*))?$', ['a']],
      ['{.com}?', HOSTNAME_OPTIONS, '^(?:\\.com)?$', []],
      [':a(\\d+)*', DEFAULT_OPTIONS, '^((?:\\d+)*)$', ['a']],
    ];
    for (const [pattern, options, source, names] of cases) {
      it(`${pattern} → /${source}/`, function () {
        assert.deepStrictEqual(generateRegExpAndNames(parsePatternString(pattern, options, identity), options), { source, names });
      });
    }
    it('escapes regexp and pattern syntax', function () {
      assert.strictEqual(escapeRegexpString('a.b+c*?^${}()[]|/\\-'), 'a\\.b\\+c\\*\\?\\^\\$\\{\\}\\(\\)\\[\\]\\|\\/\\\\-');
      assert.strictEqual(escapePatternString('a+*?:{}()\\./'), 'a\\+\\*\\?\\:\\{\\}\\(\\)\\\\./');
    });
  });

  describe('generate a pattern string', function () {
    const cases: [string, Options, string][] = [
      ['/foo/(.*)', PATHNAME_OPTIONS, '/foo/*'],
      ['{:foo}(.*)', DEFAULT_OPTIONS, '{:foo}(.*)'],
      [':foo\\bar', DEFAULT_OPTIONS, '{:foo}bar'],
      ['/:foo\\bar', PATHNAME_OPTIONS, '{/:foo}bar'],
      ['*{}**?', PATHNAME_OPTIONS, '*(.*)?'],
      ['{:foo\\.bar}', DEFAULT_OPTIONS, '{:foo.bar}'],
      ['([^\\/]+?)', PATHNAME_OPTIONS, '([^\\/]+?)'],
      ['(foo)?(.*)', DEFAULT_OPTIONS, '(foo)?*'],
      ['*\\/*', PATHNAME_OPTIONS, '*/{*}'],
    ];
    for (const [pattern, options, expected] of cases) {
      it(`${pattern} → ${expected}`, function () {
        assert.strictEqual(generatePatternString(parsePatternString(pattern, options, identity), options), expected);
      });
    }
  });

  describe('regular expressions without a sound "v" flag', function () {
    const portable = ['\\d+', '[0-9]+', 'blank|sourcedoc', '[^\\/]+?', '(?:a|b){2,3}?', '(?!x)[a-z_]\\w*', '.*', 'a\\.b\\/c', '[\\d\\-]'];
    const notPortable = [
      '[[a-z]--a]', '[\\d&&[0-1]]', '\\m', '\\1', '(?<n>a)', '(?<=a)b', '\\p{L}', '\\u{61}', 'a{', 'a}', ']', '(?=a)*', '[(]', '[a-]', '\\x41', '\\cA', '[z-a]', 'a{3,2}',
    ];
    for (const source of portable) {
      it(`${JSON.stringify(source)} is portable`, function () {
        assert.isTrue(isPortableRegexp(source, false));
      });
    }
    for (const source of notPortable) {
      it(`${JSON.stringify(source)} is not portable`, function () {
        assert.isFalse(isPortableRegexp(source, false));
      });
    }
    it('with ignoreCase, a negated class escape inside a class is not portable', function () {
      assert.isTrue(isPortableRegexp('[\\W]', false));
      assert.isFalse(isPortableRegexp('[\\W]', true));
    });

    const sound: RegExpFeatures = { v: true, vComplement: true, vCaseFolding: true, vSyntax: true, u: true, propertyEscapes: true, unmatchedUndefined: true, emptyIterationFails: true };
    const node20: RegExpFeatures = { v: true, vComplement: false, vCaseFolding: false, vSyntax: true, u: true, propertyEscapes: true, unmatchedUndefined: true, emptyIterationFails: true };
    const quickjs: RegExpFeatures = { v: true, vComplement: true, vCaseFolding: true, vSyntax: false, u: true, propertyEscapes: true, unmatchedUndefined: true, emptyIterationFails: true };
    const es2015: RegExpFeatures = { v: false, vComplement: false, vCaseFolding: false, vSyntax: false, u: true, propertyEscapes: false, unmatchedUndefined: true, emptyIterationFails: true };
    const es5: RegExpFeatures = { v: false, vComplement: false, vCaseFolding: false, vSyntax: false, u: false, propertyEscapes: false, unmatchedUndefined: true, emptyIterationFails: true };
    it('a sound "v" is always used', function () {
      assert.strictEqual(regExpFlags(sound, ['[[a-z]--a]'], true), 'v');
      assert.strictEqual(regExpFlags(sound, [], false), 'v');
    });
    it('portable expressions take "u", or no flag in ES5 engines', function () {
      assert.strictEqual(regExpFlags(es2015, ['\\d+'], true), 'u');
      assert.strictEqual(regExpFlags(es5, ['\\d+'], false), '');
      assert.strictEqual(regExpFlags(node20, ['[^a]'], true), 'u');
    });
    it('a faulty "v" is used only away from what it gets wrong', function () {
      assert.strictEqual(regExpFlags(node20, ['[[a-z]--a]'], false), 'v');
      assert.throws(() => regExpFlags(node20, ['[[a-z]--a]'], true), TypeError, /case-folds/);
      assert.throws(() => regExpFlags(node20, ['[^[a]--b]'], false), TypeError, /complement/);
    });
    it('a "v" that rejects the standard\'s syntax is not used: "u" where portable, else a TypeError naming the flag', function () {
      assert.strictEqual(regExpFlags(quickjs, ['\\d+'], false), 'u');
      assert.strictEqual(regExpFlags(quickjs, [], true), 'u');
      assert.throws(() => regExpFlags(quickjs, ['[[a-z]--a]'], false), TypeError, /"v" flag.*engine lacks a "v" that parses/);
    });
    it('without "v", other expressions throw a TypeError naming the flag', function () {
      assert.throws(() => regExpFlags(es2015, ['(?<n>a)'], false), TypeError, /"v" flag.*lacks it/);
      assert.throws(() => regExpFlags(es5, ['[[a-z]--a]'], false), TypeError, /"v" flag.*lacks it/);
    });
    it('this engine: Node 20 has a "v" flag that fails the complement probe', function () {
      const f = regExpFeatures();
      assert.isTrue(f.v && f.u && f.propertyEscapes);
      if (process.versions.v8.startsWith('11.3.')) assert.isFalse(f.vComplement);
    });
    it('the compiled segment wildcard of an empty delimiter matches on this engine', function () {
      assert.isTrue(new URLPattern({ search: ':q' }).test({ search: 'a/b.c' }));
      assert.isTrue(new URLPattern({ search: '{x:q}+' }).test({ search: 'xaxb' }));
    });
  });

  describe('encoding callbacks', function () {
    it('the dummy URL is the parse of "https://dummy.invalid/"', function () {
      assert.deepStrictEqual(dummyURL(), basicURLParse('https://dummy.invalid/', null));
    });
    it('a protocol: a scheme in lower case; anything else as the parser reads "<value>://dummy.invalid/"', function () {
      assert.strictEqual(canonicalizeProtocol('HTTPS'), 'https');
      assert.strictEqual(canonicalizeProtocol('a+b-c.d'), 'a+b-c.d');
      assert.strictEqual(canonicalizeProtocol(' ht\ttp'), 'http');
      assert.isNull(canonicalizeProtocol('1http'));
      assert.isNull(canonicalizeProtocol('ht tp'));
    });
    it('a hostname as the special host parser reads it', function () {
      assert.strictEqual(canonicalizeHostname('EXAMPLE.com'), 'example.com');
      assert.strictEqual(canonicalizeHostname('café.com'), 'xn--caf-dma.com');
      assert.strictEqual(canonicalizeHostname('a\\b'), 'a');
      assert.isNull(canonicalizeHostname('a%b'));
    });
    it('a port drops its scheme\'s default', function () {
      assert.strictEqual(canonicalizePort('443', 'https'), '');
      assert.strictEqual(canonicalizePort('0443', 'http'), '443');
      assert.strictEqual(canonicalizePort('80x'), '80');
      assert.isNull(canonicalizePort('65536'));
    });
    it('a pathname piece keeps its relative start and its dots', function () {
      assert.strictEqual(canonicalizePathname('./a b'), './a%20b');
      assert.strictEqual(canonicalizePathname('/a/../b'), '/b');
      assert.strictEqual(canonicalizePathname('x{y}'), 'x%7By%7D');
    });
  });
});
