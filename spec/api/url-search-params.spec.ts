import { assert } from 'chai';
import { URLSearchParams, attachParams, resetParams, serializeParams } from '../../lib/api/url-search-params.js';
import type { ParamsState } from '../../lib/api/url-search-params.js';

// Members called with arguments TypeScript would refuse (wrong receiver,
// missing arguments, non-string values), as a script can.
type Loose = (...args: unknown[]) => unknown;
const P = URLSearchParams.prototype as unknown as { [name: string]: Loose };
const Ctor = URLSearchParams as unknown as new (...args: unknown[]) => URLSearchParams;

function pairs(params: URLSearchParams): [string, string][] {
  const out: [string, string][] = [];
  params.forEach(function (value, name) {
    out.push([name, value]);
  });
  return out;
}

const MEMBERS: [string, unknown[]][] = [
  ['append', ['a', 'b']],
  ['delete', ['a']],
  ['get', ['a']],
  ['getAll', ['a']],
  ['has', ['a']],
  ['set', ['a', 'b']],
  ['sort', []],
  ['toString', []],
  ['forEach', [function () {}]],
  ['entries', []],
  ['keys', []],
  ['values', []],
];

describe('URLSearchParams', function () {
  describe('constructor', function () {
    it('makes an empty list without an argument, with undefined and with ""', function () {
      assert.deepEqual(pairs(new URLSearchParams()), []);
      assert.deepEqual(pairs(new Ctor(undefined)), []);
      assert.deepEqual(pairs(new URLSearchParams('')), []);
      assert.strictEqual(new URLSearchParams().toString(), '');
    });

    it('has length 0 and throws without new', function () {
      assert.strictEqual(URLSearchParams.length, 0);
      assert.throws(function () {
        (URLSearchParams as unknown as Loose)('a=b');
      }, TypeError);
    });

    it('parses a string, removing one leading "?"', function () {
      assert.deepEqual(pairs(new URLSearchParams('?a=b&c=d')), [
        ['a', 'b'],
        ['c', 'd'],
      ]);
      assert.deepEqual(pairs(new URLSearchParams('??a=b')), [['?a', 'b']]);
      assert.deepEqual(pairs(new URLSearchParams('?')), []);
      assert.deepEqual(pairs(new URLSearchParams('a=b?c')), [['a', 'b?c']]);
    });

    it('converts non-object values to USVString', function () {
      assert.strictEqual(new Ctor(null).toString(), 'null=');
      assert.strictEqual(new Ctor(12).toString(), '12=');
      assert.strictEqual(new Ctor(false).toString(), 'false=');
      assert.deepEqual(pairs(new URLSearchParams('a\ud800=\udc00b')), [['a\ufffd', '\ufffdb']]);
    });

    it('throws TypeError for a Symbol', function () {
      assert.throws(function () {
        new Ctor(Symbol('x'));
      }, TypeError);
    });

    it('takes a sequence of pairs', function () {
      assert.deepEqual(
        pairs(
          new URLSearchParams([
            ['a', 'b'],
            ['c', 'd'],
            ['a', ''],
          ]),
        ),
        [
          ['a', 'b'],
          ['c', 'd'],
          ['a', ''],
        ],
      );
      assert.deepEqual(pairs(new URLSearchParams([])), []);
      // Pairs are not percent-decoded or split.
      assert.deepEqual(pairs(new URLSearchParams([['a=b&c', '%41+']])), [['a=b&c', '%41+']]);
    });

    it('converts the items of the pairs to USVString', function () {
      assert.deepEqual(pairs(new Ctor([[1, true], [null, undefined], ['\ud83d', { toString: () => 'o' }]])), [
        ['1', 'true'],
        ['null', 'undefined'],
        ['\ufffd', 'o'],
      ]);
      assert.throws(function () {
        new Ctor([['a', Symbol('b')]]);
      }, TypeError);
    });

    it('throws TypeError unless every pair has exactly two items', function () {
      assert.throws(
        function () {
          new Ctor([['a']]);
        },
        TypeError,
        /exactly 2/,
      );
      assert.throws(function () {
        new Ctor([['a', 'b', 'c']]);
      }, TypeError);
      assert.throws(function () {
        new Ctor([['a', 'b'], []]);
      }, TypeError);
    });

    it('throws TypeError for a pair that is not an iterable object', function () {
      assert.throws(function () {
        new Ctor(['ab']);
      }, TypeError);
      assert.throws(function () {
        new Ctor([1]);
      }, TypeError);
      assert.throws(function () {
        new Ctor([{ 0: 'a', 1: 'b', length: 2 }]);
      }, TypeError);
      assert.throws(function () {
        new Ctor([null]);
      }, TypeError);
      // A String object iterates to characters, which are not objects.
      assert.throws(function () {
        new Ctor(new String('a=b'));
      }, TypeError);
    });

    it('takes any iterable of iterables (Map, Set, generators, arguments)', function () {
      const map = new Map<string, string>([
        ['x', '1'],
        ['y', '2'],
      ]);
      assert.strictEqual(new URLSearchParams(map).toString(), 'x=1&y=2');
      const gen = function* () {
        yield new Set(['p', 'q']);
        yield (function* () {
          yield 'r';
          yield 's';
        })();
      };
      assert.strictEqual(new URLSearchParams(gen() as Iterable<Iterable<string>>).toString(), 'p=q&r=s');
      const args = (function (..._: unknown[]) {
        return arguments;
      })(['a', 'b'], ['c', 'd']);
      assert.strictEqual(new Ctor(args).toString(), 'a=b&c=d');
    });

    it('uses @@iterator and throws TypeError when it is not callable', function () {
      const obj = {
        a: 'ignored',
        [Symbol.iterator]: function* () {
          yield ['k', 'v'];
        },
      };
      assert.strictEqual(new Ctor(obj).toString(), 'k=v');
      assert.throws(function () {
        new Ctor({ [Symbol.iterator]: 1 });
      }, TypeError);
      // An iterator whose results are not objects.
      assert.throws(function () {
        new Ctor({
          [Symbol.iterator]: function () {
            return { next: () => 1 };
          },
        });
      }, TypeError);
      // A null or undefined @@iterator: a record (an inherited one here, since an
      // own enumerable symbol key cannot convert to a record key).
      const rec = Object.create({ [Symbol.iterator]: null }) as { [k: string]: string };
      rec.a = 'b';
      assert.strictEqual(new Ctor(rec).toString(), 'a=b');
      assert.throws(function () {
        new Ctor({ a: 'b', [Symbol.iterator]: undefined });
      }, TypeError);
    });

    it('takes a record: own enumerable string keys, in property order', function () {
      assert.deepEqual(pairs(new URLSearchParams({ b: '1', a: '2', c: '3' })), [
        ['b', '1'],
        ['a', '2'],
        ['c', '3'],
      ]);
      // Integer keys first, ascending, as for every object.
      assert.strictEqual(new URLSearchParams({ z: 'a', 2: 'b', 1: 'c' }).toString(), '1=c&2=b&z=a');
      const proto = { inherited: 'x' };
      const rec = Object.create(proto) as { [k: string]: string };
      rec.own = 'y';
      Object.defineProperty(rec, 'hidden', { value: 'z', enumerable: false });
      assert.strictEqual(new URLSearchParams(rec).toString(), 'own=y');
      assert.strictEqual(new Ctor({ n: 1, u: undefined, o: { toString: () => 'oo' } }).toString(), 'n=1&u=undefined&o=oo');
      // A function is an object with no enumerable own keys.
      assert.strictEqual(new Ctor(function () {}).toString(), '');
      // Array-likes that are not iterable stay records, as for native URLSearchParams.
      assert.strictEqual(new Ctor({ 0: 'a', length: 1 }).toString(), '0=a&length=1');
    });

    it('throws TypeError for an enumerable symbol key of a record, ignores a non-enumerable one', function () {
      assert.throws(function () {
        new Ctor({ a: 'b', [Symbol('s')]: 'c' });
      }, TypeError);
      const rec = { a: 'b' };
      Object.defineProperty(rec, Symbol('s'), { value: 'c', enumerable: false });
      assert.strictEqual(new Ctor(rec).toString(), 'a=b');
    });

    it('converts record keys and values to USVString; colliding keys keep the first place and the last value', function () {
      const params = new URLSearchParams({ 'a\0b': '42', 'c\ud83d': '23', 'd\u1234': 'foo' });
      assert.strictEqual(params.get('a\0b'), '42');
      assert.strictEqual(params.get('c\ufffd'), '23');
      assert.strictEqual(params.get('d\u1234'), 'foo');
      const collide = new URLSearchParams({ '\ud835x': '1', xx: '2', '\ud83dx': '3' });
      assert.strictEqual(collide.toString(), '%EF%BF%BDx=3&xx=2');
      const literal = new URLSearchParams({ '\ud835x': '1', '\ufffdx': '2', y: '3' });
      assert.deepEqual(pairs(literal), [
        ['\ufffdx', '2'],
        ['y', '3'],
      ]);
      const record = { a: 'x\udc00' };
      assert.strictEqual(new URLSearchParams(record).get('a'), 'x\ufffd');
    });

    it('reads record values in key order, with getters run once each', function () {
      const seen: string[] = [];
      const rec = {};
      for (const k of ['one', 'two', 'three']) {
        Object.defineProperty(rec, k, {
          enumerable: true,
          get() {
            seen.push(k);
            return k.toUpperCase();
          },
        });
      }
      assert.strictEqual(new Ctor(rec).toString(), 'one=ONE&two=TWO&three=THREE');
      assert.deepEqual(seen, ['one', 'two', 'three']);
    });

    it('copies another URLSearchParams; the copy is independent', function () {
      const a = new URLSearchParams('x=1&y=2&x=3');
      const b = new URLSearchParams(a);
      assert.deepEqual(pairs(b), pairs(a));
      b.append('z', '4');
      a.delete('x');
      assert.strictEqual(a.toString(), 'y=2');
      assert.strictEqual(b.toString(), 'x=1&y=2&x=3&z=4');
    });

    it('iterates another URLSearchParams through its own @@iterator when it was replaced', function () {
      const a = new URLSearchParams('x=1');
      Object.defineProperty(a, Symbol.iterator, {
        value: function* () {
          yield ['replaced', 'yes'];
        },
      });
      assert.strictEqual(new URLSearchParams(a).toString(), 'replaced=yes');
    });

    it('treats names like __proto__ and constructor in a record as data', function () {
      const rec = JSON.parse('{"__proto__":"p","constructor":"c","hasOwnProperty":"h","toString":"t"}') as {
        [k: string]: string;
      };
      const params = new URLSearchParams(rec);
      assert.strictEqual(params.toString(), '__proto__=p&constructor=c&hasOwnProperty=h&toString=t');
      assert.strictEqual(params.get('__proto__'), 'p');
      assert.strictEqual(Object.getPrototypeOf(params), URLSearchParams.prototype);
      assert.strictEqual(({} as { [k: string]: unknown }).p, undefined);
      assert.strictEqual(typeof URLSearchParams.prototype.toString, 'function');
      // The same with the colliding-key path (lone surrogates) taken.
      const rec2 = JSON.parse('{"\\ud800":"1","__proto__":"p","\\ufffd":"2","constructor":"c"}') as { [k: string]: string };
      assert.strictEqual(new URLSearchParams(rec2).toString(), '%EF%BF%BD=2&__proto__=p&constructor=c');
    });
  });

  describe('append', function () {
    it('adds a pair at the end, duplicates included', function () {
      const params = new URLSearchParams('a=1');
      params.append('b', '2');
      params.append('a', '3');
      params.append('', '');
      assert.deepEqual(pairs(params), [
        ['a', '1'],
        ['b', '2'],
        ['a', '3'],
        ['', ''],
      ]);
      assert.strictEqual(params.toString(), 'a=1&b=2&a=3&=');
    });

    it('converts its arguments', function () {
      const params = new URLSearchParams();
      P.append.call(params, null, undefined);
      P.append.call(params, 1, { toString: () => 'x y' });
      P.append.call(params, '\ud800', 'a\udc00');
      assert.deepEqual(pairs(params), [
        ['null', 'undefined'],
        ['1', 'x y'],
        ['\ufffd', 'a\ufffd'],
      ]);
      assert.strictEqual(params.toString(), 'null=undefined&1=x+y&%EF%BF%BD=a%EF%BF%BD');
    });
  });

  describe('delete', function () {
    it('removes every pair with the name', function () {
      const params = new URLSearchParams('a=1&b=2&a=3&c=4&a=5');
      params.delete('a');
      assert.strictEqual(params.toString(), 'b=2&c=4');
      params.delete('missing');
      assert.strictEqual(params.toString(), 'b=2&c=4');
      params.delete('b');
      params.delete('c');
      assert.strictEqual(params.toString(), '');
      assert.strictEqual(params.size, 0);
    });

    it('with a value, removes only the pairs with that name and value', function () {
      const params = new URLSearchParams('a=1&b=1&a=2&a=1&a=3');
      params.delete('a', '1');
      assert.strictEqual(params.toString(), 'b=1&a=2&a=3');
      params.delete('a', 'nope');
      assert.strictEqual(params.toString(), 'b=1&a=2&a=3');
      P.delete.call(params, 'a', 2);
      assert.strictEqual(params.toString(), 'b=1&a=3');
    });

    it('treats an undefined value as no value', function () {
      const params = new URLSearchParams('a=1&a=2&b=3');
      params.delete('a', undefined);
      assert.strictEqual(params.toString(), 'b=3');
      const p2 = new URLSearchParams('a=undefined&a=x');
      P.delete.call(p2, 'a', 'undefined');
      assert.strictEqual(p2.toString(), 'a=x');
      P.delete.call(p2, 'a', null);
      assert.strictEqual(p2.toString(), 'a=x');
    });

    it('converts its arguments', function () {
      const params = new URLSearchParams([
        ['\ufffd', 'x'],
        ['null', 'y'],
      ]);
      params.delete('\udc00');
      P.delete.call(params, null);
      assert.strictEqual(params.size, 0);
    });
  });

  describe('get and getAll', function () {
    it('get returns the first value, or null', function () {
      const params = new URLSearchParams('a=1&b=2&a=3&c');
      assert.strictEqual(params.get('a'), '1');
      assert.strictEqual(params.get('c'), '');
      assert.strictEqual(params.get('d'), null);
      assert.strictEqual(params.get('A'), null);
      assert.strictEqual(params.get('toString'), null);
      assert.strictEqual(params.get('__proto__'), null);
    });

    it('getAll returns every value in order, or an empty array', function () {
      const params = new URLSearchParams('a=1&b=2&a=3&a');
      assert.deepEqual(params.getAll('a'), ['1', '3', '']);
      assert.deepEqual(params.getAll('z'), []);
      const all = params.getAll('a');
      all.push('mutated');
      assert.deepEqual(params.getAll('a'), ['1', '3', '']);
    });

    it('convert the name', function () {
      const params = new URLSearchParams([
        ['\ufffd', 'x'],
        ['1', 'y'],
      ]);
      assert.strictEqual(params.get('\ud800'), 'x');
      assert.deepEqual(params.getAll('\udfff'), ['x']);
      assert.strictEqual(P.get.call(params, 1), 'y');
      assert.deepEqual(P.getAll.call(params, 1), ['y']);
    });
  });

  describe('has', function () {
    it('tells whether a pair has the name', function () {
      const params = new URLSearchParams('a=1&b=&c');
      assert.isTrue(params.has('a'));
      assert.isTrue(params.has('b'));
      assert.isTrue(params.has('c'));
      assert.isFalse(params.has('d'));
      assert.isFalse(params.has('constructor'));
    });

    it('with a value, tells whether a pair has the name and the value', function () {
      const params = new URLSearchParams('a=1&a=2&b=');
      assert.isTrue(params.has('a', '2'));
      assert.isFalse(params.has('a', '3'));
      assert.isTrue(params.has('b', ''));
      assert.isFalse(params.has('c', ''));
      assert.isTrue(P.has.call(params, 'a', 1));
    });

    it('treats an undefined value as no value', function () {
      const params = new URLSearchParams('a=1');
      assert.isTrue(params.has('a', undefined));
      assert.isFalse(P.has.call(params, 'a', 'undefined'));
      assert.isFalse(P.has.call(params, 'a', null));
    });
  });

  describe('set', function () {
    it('replaces the first pair value and removes the later ones with the name', function () {
      const params = new URLSearchParams('a=1&b=2&a=3&c=4&a=5');
      params.set('a', 'x');
      assert.strictEqual(params.toString(), 'a=x&b=2&c=4');
      params.set('b', 'y');
      assert.strictEqual(params.toString(), 'a=x&b=y&c=4');
    });

    it('appends when no pair has the name', function () {
      const params = new URLSearchParams('a=1');
      params.set('b', '2');
      assert.strictEqual(params.toString(), 'a=1&b=2');
      const empty = new URLSearchParams();
      empty.set('x', '');
      assert.strictEqual(empty.toString(), 'x=');
    });

    it('converts its arguments', function () {
      const params = new URLSearchParams('%EF%BF%BD=1');
      P.set.call(params, '\ud800', false);
      assert.strictEqual(params.toString(), '%EF%BF%BD=false');
    });
  });

  describe('sort', function () {
    it('sorts by name, keeping equal names in their order', function () {
      const params = new URLSearchParams('z=b&a=b&z=a&a=a');
      params.sort();
      assert.deepEqual(pairs(params), [
        ['a', 'b'],
        ['a', 'a'],
        ['z', 'b'],
        ['z', 'a'],
      ]);
    });

    it('compares UTF-16 code units, not code points', function () {
      // U+1F308 is D83C DF08: below U+FB03 in code units, above it in code points.
      const params = new URLSearchParams('\ufb03&\ud83c\udf08');
      params.sort();
      assert.deepEqual(pairs(params), [
        ['\ud83c\udf08', ''],
        ['\ufb03', ''],
      ]);
      const p2 = new URLSearchParams('\ufffd=x&\ufffc&\ufffd=a');
      p2.sort();
      assert.deepEqual(pairs(p2), [
        ['\ufffc', ''],
        ['\ufffd', 'x'],
        ['\ufffd', 'a'],
      ]);
      const p3 = new URLSearchParams('\u00e9&e\u0301&e\u0301=x&\u00e9=y&E&');
      p3.sort();
      assert.deepEqual(pairs(p3), [
        ['E', ''],
        ['e\u0301', ''],
        ['e\u0301', 'x'],
        ['\u00e9', ''],
        ['\u00e9', 'y'],
      ]);
    });

    it('sorts the WPT-style examples', function () {
      const cases: [string, [string, string][]][] = [
        [
          'z=b&a=b&z=a&a=a',
          [
            ['a', 'b'],
            ['a', 'a'],
            ['z', 'b'],
            ['z', 'a'],
          ],
        ],
        [
          'a=\ud83d\udc7d&b=\ud83d\udc7e&a=x',
          [
            ['a', '\ud83d\udc7d'],
            ['a', 'x'],
            ['b', '\ud83d\udc7e'],
          ],
        ],
        [
          'z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g',
          [
            ['a', 'a'],
            ['a', 'b'],
            ['a', 'c'],
            ['a', 'd'],
            ['a', 'e'],
            ['a', 'f'],
            ['a', 'g'],
            ['z', 'z'],
            ['z', 'y'],
            ['z', 'x'],
            ['z', 'w'],
            ['z', 'v'],
            ['z', 'u'],
            ['z', 't'],
          ],
        ],
        [
          'bbb&bb&aaa&aa=x&aa=y',
          [
            ['aa', 'x'],
            ['aa', 'y'],
            ['aaa', ''],
            ['bb', ''],
            ['bbb', ''],
          ],
        ],
        [
          'z=z&=f&=t&=x',
          [
            ['', 'f'],
            ['', 't'],
            ['', 'x'],
            ['z', 'z'],
          ],
        ],
        ['', []],
        ['a=1', [['a', '1']]],
      ];
      for (let i = 0; i < cases.length; i++) {
        const params = new URLSearchParams(cases[i][0]);
        params.sort();
        assert.deepEqual(pairs(params), cases[i][1], cases[i][0]);
      }
    });

    it('is stable on large lists with many equal names (a merge sort, not Array#sort)', function () {
      const names = ['b', 'a', '\ud83d\ude00', '\uffff', '', 'aa', 'A', '\u00e9'];
      const list: [string, string][] = [];
      let seed = 12345;
      for (let i = 0; i < 5000; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        list.push([names[seed % names.length], String(i)]);
      }
      const params = new URLSearchParams(list);
      params.sort();
      // Reference: decorate with the index so the comparison is total.
      const expected = list
        .map(function (p, i) {
          return { p, i };
        })
        .sort(function (x, y) {
          return x.p[0] < y.p[0] ? -1 : x.p[0] > y.p[0] ? 1 : x.i - y.i;
        })
        .map(function (e) {
          return e.p;
        });
      assert.deepEqual(pairs(params), expected);
    });

    it('sorts lists of every small length stably', function () {
      for (let n = 0; n < 40; n++) {
        const list: [string, string][] = [];
        for (let i = 0; i < n; i++) list.push([String.fromCharCode(0x61 + ((i * 7) % 5)), String(i)]);
        const params = new URLSearchParams(list);
        params.sort();
        const got = pairs(params);
        for (let i = 1; i < got.length; i++) {
          const ok = got[i - 1][0] < got[i][0] || (got[i - 1][0] === got[i][0] && Number(got[i - 1][1]) < Number(got[i][1]));
          assert.isTrue(ok, `n=${n} at ${i}`);
        }
        assert.strictEqual(got.length, n);
      }
    });
  });

  describe('size', function () {
    it('counts the pairs and follows changes', function () {
      const params = new URLSearchParams('a=1&b=2&a=3');
      assert.strictEqual(params.size, 3);
      params.append('c', '');
      assert.strictEqual(params.size, 4);
      params.delete('a');
      assert.strictEqual(params.size, 2);
      params.set('b', 'x');
      assert.strictEqual(params.size, 2);
      assert.strictEqual(new URLSearchParams().size, 0);
    });

    it('is a read-only enumerable accessor on the prototype', function () {
      const desc = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
      assert.isDefined(desc);
      assert.isFunction(desc!.get);
      assert.isUndefined(desc!.set);
      assert.isTrue(desc!.enumerable);
      assert.isTrue(desc!.configurable);
    });
  });

  describe('toString', function () {
    it('serializes as application/x-www-form-urlencoded', function () {
      const params = new URLSearchParams();
      params.append('a b', 'c+d');
      params.append('e&f', 'g=h');
      params.append('\u00e9', '\ud83d\ude00');
      params.append('~!*', "'()");
      assert.strictEqual(params.toString(), 'a+b=c%2Bd&e%26f=g%3Dh&%C3%A9=%F0%9F%98%80&%7E%21*=%27%28%29');
      assert.strictEqual(String(params), params.toString());
      assert.strictEqual(`${params}`, params.toString());
    });

    it('round-trips through the constructor', function () {
      const params = new URLSearchParams('a=%20b+c&%26=%3D&x=%E2%82%AC');
      assert.deepEqual(pairs(new URLSearchParams(params.toString())), pairs(params));
      assert.strictEqual(params.toString(), 'a=+b+c&%26=%3D&x=%E2%82%AC');
    });
  });

  describe('forEach', function () {
    it('calls back with value, name and the object, in order, with thisArg', function () {
      const params = new URLSearchParams('a=1&b=2&a=3');
      const calls: unknown[][] = [];
      const thisArg = {};
      params.forEach(function (this: unknown, value, name, obj) {
        calls.push([value, name, obj === params, this === thisArg]);
      }, thisArg);
      assert.deepEqual(calls, [
        ['1', 'a', true, true],
        ['2', 'b', true, true],
        ['3', 'a', true, true],
      ]);
    });

    it('sees changes made by the callback', function () {
      const params = new URLSearchParams('a=1&b=2&c=3');
      const seen: string[] = [];
      params.forEach(function (value, name) {
        seen.push(name);
        if (name === 'a') {
          params.delete('b');
          params.append('d', '4');
        }
      });
      assert.deepEqual(seen, ['a', 'c', 'd']);
    });

    it('throws TypeError for a callback that is not callable, or none', function () {
      const params = new URLSearchParams('a=1');
      assert.throws(function () {
        P.forEach.call(params, {});
      }, TypeError);
      assert.throws(function () {
        P.forEach.call(params);
      }, TypeError);
      // Even when the list is empty.
      assert.throws(function () {
        P.forEach.call(new URLSearchParams(), 'nope');
      }, TypeError);
    });

    it('has length 1', function () {
      assert.strictEqual(URLSearchParams.prototype.forEach.length, 1);
    });
  });

  describe('iterators', function () {
    it('entries, keys, values and @@iterator give the pairs, names and values', function () {
      const params = new URLSearchParams('a=1&b=2&a=3');
      assert.deepEqual(Array.from(params.entries()), [
        ['a', '1'],
        ['b', '2'],
        ['a', '3'],
      ]);
      assert.deepEqual(Array.from(params.keys()), ['a', 'b', 'a']);
      assert.deepEqual(Array.from(params.values()), ['1', '2', '3']);
      assert.deepEqual(
        [...params],
        [
          ['a', '1'],
          ['b', '2'],
          ['a', '3'],
        ],
      );
      const seen: string[] = [];
      for (const [name, value] of params) seen.push(name + value);
      assert.deepEqual(seen, ['a1', 'b2', 'a3']);
    });

    it('@@iterator is entries', function () {
      assert.strictEqual(URLSearchParams.prototype[Symbol.iterator], URLSearchParams.prototype.entries);
      const desc = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, Symbol.iterator)!;
      assert.isFalse(desc.enumerable);
      assert.isTrue(desc.writable);
      assert.isTrue(desc.configurable);
    });

    it('next() returns {value, done} and stays done at the end of an unchanged list', function () {
      const it = new URLSearchParams('a=1').entries();
      const first = it.next();
      assert.deepEqual(first, { value: ['a', '1'], done: false });
      assert.deepEqual(it.next(), { value: undefined, done: true });
      assert.deepEqual(it.next(), { value: undefined, done: true });
      assert.deepEqual(new URLSearchParams().keys().next(), { value: undefined, done: true });
    });

    it('gives a new array for each entry', function () {
      const params = new URLSearchParams('a=1');
      const e1 = params.entries().next().value as [string, string];
      e1[0] = 'changed';
      assert.deepEqual(params.entries().next().value, ['a', '1']);
    });

    it('is live: sees pairs appended and deleted during iteration', function () {
      const params = new URLSearchParams('param0=0&param1=1&param2=2');
      const seen: string[] = [];
      for (const [name] of params) {
        if (name === 'param0') params.delete('param1');
        seen.push(name);
      }
      assert.deepEqual(seen, ['param0', 'param2']);

      const p2 = new URLSearchParams('param0=0&param1=1&param2=2');
      const seen2: string[] = [];
      for (const [name] of p2) {
        p2.delete(name);
        seen2.push(name);
      }
      assert.deepEqual(seen2, ['param0', 'param2']);
      assert.strictEqual(p2.toString(), 'param1=1');

      const p3 = new URLSearchParams('a=1');
      const seen3: string[] = [];
      for (const [name] of p3) {
        if (seen3.length < 3) p3.append(name + 'x', '');
        seen3.push(name);
      }
      assert.deepEqual(seen3, ['a', 'ax', 'axx', 'axxx']);
    });

    it('has no finished flag: pairs appended after the end are seen (WebIDL default iterator)', function () {
      const params = new URLSearchParams('a=1');
      const it = params.values();
      assert.strictEqual(it.next().value, '1');
      assert.isTrue(it.next().done);
      params.append('b', '2');
      assert.deepEqual(it.next(), { value: '2', done: false });
    });

    it('iterator objects have a URLSearchParams Iterator prototype that inherits %IteratorPrototype%', function () {
      const it = new URLSearchParams('a=1').keys();
      const proto = Object.getPrototypeOf(it) as object;
      const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
      assert.strictEqual(Object.getPrototypeOf(proto), iteratorPrototype);
      assert.strictEqual(it[Symbol.iterator](), it);
      assert.strictEqual(Object.prototype.toString.call(it), '[object URLSearchParams Iterator]');
      assert.deepEqual(Object.keys(proto), ['next']);
      assert.isFalse(Object.prototype.hasOwnProperty.call(proto, 'constructor'));
      assert.strictEqual(Object.getPrototypeOf(new URLSearchParams().entries()), proto);
      assert.strictEqual(Object.getPrototypeOf(new URLSearchParams().values()), proto);
    });

    it('next() throws TypeError on a wrong receiver', function () {
      const it = new URLSearchParams('a=1').entries();
      const next = it.next as unknown as Loose;
      assert.throws(function () {
        next.call({});
      }, TypeError);
      assert.throws(function () {
        next.call(undefined);
      }, TypeError);
      assert.throws(function () {
        next.call(Object.create(Object.getPrototypeOf(it)));
      }, TypeError);
      assert.throws(function () {
        next.call(new URLSearchParams('a=1'));
      }, TypeError);
    });
  });

  describe('WebIDL', function () {
    it('has the toStringTag "URLSearchParams"', function () {
      assert.strictEqual(Object.prototype.toString.call(new URLSearchParams()), '[object URLSearchParams]');
      assert.strictEqual(Object.prototype.toString.call(URLSearchParams.prototype), '[object URLSearchParams]');
    });

    it('operations have their IDL lengths and are enumerable', function () {
      const lengths: { [k: string]: number } = {
        append: 2,
        delete: 1,
        get: 1,
        getAll: 1,
        has: 1,
        set: 2,
        sort: 0,
        toString: 0,
        forEach: 1,
        entries: 0,
        keys: 0,
        values: 0,
      };
      for (const name of Object.keys(lengths)) {
        assert.strictEqual(P[name].length, lengths[name], name);
        const desc = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, name)!;
        assert.isTrue(desc.enumerable, name);
        assert.isTrue(desc.writable, name);
        assert.isTrue(desc.configurable, name);
      }
      assert.includeMembers(Object.keys(URLSearchParams.prototype), Object.keys(lengths).concat(['size']));
      assert.notInclude(Object.keys(URLSearchParams.prototype), '_sync');
    });

    it('throws TypeError naming the member when arguments are missing', function () {
      const params = new URLSearchParams('a=1');
      assert.throws(
        function () {
          P.append.call(params, 'a');
        },
        TypeError,
        'URLSearchParams.append: 2 arguments required, but only 1 present',
      );
      assert.throws(
        function () {
          P.set.call(params);
        },
        TypeError,
        'URLSearchParams.set: 2 arguments required, but only 0 present',
      );
      for (const name of ['delete', 'get', 'getAll', 'has', 'forEach']) {
        assert.throws(
          function () {
            P[name].call(params);
          },
          TypeError,
          `URLSearchParams.${name}: 1 argument required, but only 0 present`,
        );
      }
      // Explicit undefined counts as an argument.
      P.append.call(params, 'b', undefined);
      assert.strictEqual(params.get('b'), 'undefined');
      assert.strictEqual(params.toString(), 'a=1&b=undefined');
    });

    it('throws TypeError for a Symbol in any string argument', function () {
      const params = new URLSearchParams('a=1');
      const s = Symbol('s');
      const calls: [string, unknown[]][] = [
        ['append', [s, 'v']],
        ['append', ['n', s]],
        ['delete', [s]],
        ['delete', ['a', s]],
        ['get', [s]],
        ['getAll', [s]],
        ['has', [s]],
        ['has', ['a', s]],
        ['set', [s, 'v']],
        ['set', ['n', s]],
      ];
      for (let i = 0; i < calls.length; i++) {
        const [name, args] = calls[i];
        assert.throws(
          function () {
            P[name].apply(params, args);
          },
          TypeError,
          undefined,
          `${name} #${i}`,
        );
      }
      assert.strictEqual(params.toString(), 'a=1', 'nothing changed');
    });

    it('converts arguments in order, the name first', function () {
      const log: string[] = [];
      const name = {
        toString() {
          log.push('name');
          return 'n';
        },
      };
      const value = {
        toString() {
          log.push('value');
          return 'v';
        },
      };
      const params = new URLSearchParams();
      P.append.call(params, name, value);
      assert.deepEqual(log, ['name', 'value']);
      assert.throws(function () {
        P.append.call(
          params,
          {
            toString() {
              throw new RangeError('from name');
            },
          },
          value,
        );
      }, RangeError);
      assert.deepEqual(log, ['name', 'value']);
    });

    it('throws TypeError for a wrong receiver on every member and the size getter', function () {
      const receivers: unknown[] = [{}, null, undefined, Object.create(URLSearchParams.prototype), new URLSearchParams().keys(), 'a=b'];
      for (let m = 0; m < MEMBERS.length; m++) {
        const [name, args] = MEMBERS[m];
        for (let r = 0; r < receivers.length; r++) {
          assert.throws(
            function () {
              P[name].apply(receivers[r], args);
            },
            TypeError,
            undefined,
            `${name} on receiver #${r}`,
          );
        }
      }
      const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size')!.get!;
      for (let r = 0; r < receivers.length; r++) {
        assert.throws(
          function () {
            size.call(receivers[r]);
          },
          TypeError,
          undefined,
          `size on receiver #${r}`,
        );
      }
      // The brand check comes before the argument count.
      assert.throws(
        function () {
          P.append.call({});
        },
        TypeError,
        /not a URLSearchParams/,
      );
    });

    it('throws TypeError for a wrong receiver on @@iterator', function () {
      assert.throws(function () {
        (URLSearchParams.prototype[Symbol.iterator] as unknown as Loose).call({});
      }, TypeError);
    });
  });

  describe('names such as __proto__ are data', function () {
    it('keeps them as pairs and never touches a prototype', function () {
      const params = new URLSearchParams('__proto__=a&constructor=b&hasOwnProperty=c&prototype=d');
      assert.strictEqual(params.get('__proto__'), 'a');
      assert.strictEqual(params.get('constructor'), 'b');
      params.append('__proto__', 'x');
      params.set('constructor', 'y');
      params.append('valueOf', 'z');
      assert.deepEqual(params.getAll('__proto__'), ['a', 'x']);
      assert.isTrue(params.has('hasOwnProperty', 'c'));
      params.sort();
      assert.strictEqual(params.toString(), '__proto__=a&__proto__=x&constructor=y&hasOwnProperty=c&prototype=d&valueOf=z');
      params.delete('__proto__');
      assert.isFalse(params.has('__proto__'));
      assert.strictEqual(Object.getPrototypeOf(params), URLSearchParams.prototype);
      assert.strictEqual(typeof params.get, 'function');
      assert.isUndefined(({} as { [k: string]: unknown }).x);
      assert.strictEqual(Object.prototype.constructor, Object);
    });

    it('gives null for get() of an Object.prototype member name', function () {
      const params = new URLSearchParams();
      for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']) {
        assert.strictEqual(params.get(name), null, name);
        assert.isFalse(params.has(name), name);
        assert.deepEqual(params.getAll(name), [], name);
      }
    });
  });
});

// A URL stand-in that keeps its searchParams' state as lib/api/url-state.ts does:
// it counts the write-backs so the tests can show they are lazy.
class FakeOwner {
  query: string | null;
  serializeCalls = 0;
  state: ParamsState;
  params: URLSearchParams;

  constructor(query: string | null) {
    this.query = query;
    this.state = attachParams(query);
    this.params = this.state.object;
  }

  get dirty(): boolean {
    return this.state.dirty;
  }

  /** What the URL does before any of its own getters and setters. */
  flush(): void {
    if (!this.state.dirty) return;
    this.serializeCalls++;
    const q = serializeParams(this.state);
    this.query = q === '' ? null : q;
  }

  /** The URL's search setter, as far as the query goes: the list is set anew. */
  setQuery(q: string | null): void {
    this.flush();
    this.query = q;
    resetParams(this.state, q);
  }

  /** The URL's search getter. */
  search(): string {
    this.flush();
    return this.query === null || this.query === '' ? '' : '?' + this.query;
  }
}

describe('URLSearchParams bound to an owner (the URL protocol)', function () {
  it('attachParams parses the owner query', function () {
    const owner = new FakeOwner('a=1&b=%20+');
    assert.deepEqual(pairs(owner.params), [
      ['a', '1'],
      ['b', '  '],
    ]);
    assert.strictEqual(new FakeOwner(null).params.size, 0);
    assert.strictEqual(new FakeOwner('').params.size, 0);
  });

  it('resetParams sets the list anew from the owner query', function () {
    const owner = new FakeOwner('a=1');
    const params = owner.params;
    assert.strictEqual(params.get('a'), '1');
    owner.setQuery('b=2&b=3');
    assert.strictEqual(params.get('a'), null);
    assert.deepEqual(params.getAll('b'), ['2', '3']);
    assert.strictEqual(params.size, 2);
    assert.isTrue(params.has('b', '3'));
    assert.strictEqual(params.toString(), 'b=2&b=3');
    owner.setQuery(null);
    assert.strictEqual(params.size, 0);
    assert.strictEqual(params.toString(), '');
    owner.setQuery('c');
    assert.deepEqual(Array.from(params.keys()), ['c']);
    owner.setQuery('d=4');
    const seen: string[] = [];
    params.forEach(function (v, n) {
      seen.push(n + v);
    });
    assert.deepEqual(seen, ['d4']);
  });

  it('even to the query it had: a change of the list is not kept over it', function () {
    const owner = new FakeOwner('x=1');
    owner.params.set('x', '2');
    owner.setQuery('x=1');
    assert.strictEqual(owner.params.get('x'), '1');
    assert.strictEqual(owner.search(), '?x=1');
  });

  it('every mutation marks the state dirty, and the owner writes the list back once', function () {
    const owner = new FakeOwner('a=1');
    const params = owner.params;
    owner.setQuery('x=1&x=2');
    params.append('y', '3');
    assert.isTrue(owner.dirty);
    assert.strictEqual(owner.search(), '?x=1&x=2&y=3');
    assert.isFalse(owner.dirty);
    owner.setQuery('x=9');
    params.set('x', '0');
    assert.strictEqual(owner.search(), '?x=0');
    owner.setQuery('x=1&z=2');
    params.delete('x');
    assert.strictEqual(owner.search(), '?z=2');
    owner.setQuery('b=1&a=2');
    params.sort();
    assert.strictEqual(owner.search(), '?a=2&b=1');
    assert.strictEqual(owner.serializeCalls, 4);
  });

  it('runs the update steps even when nothing changed, so an empty query becomes null', function () {
    const owner = new FakeOwner('');
    owner.params.sort();
    assert.isTrue(owner.dirty);
    owner.flush();
    assert.strictEqual(owner.query, null);
    const o2 = new FakeOwner('');
    o2.params.delete('missing');
    o2.flush();
    assert.strictEqual(o2.query, null);
    const o3 = new FakeOwner('a=1');
    o3.params.delete('a');
    o3.flush();
    assert.strictEqual(o3.query, null);
  });

  it('100,000 appends do not serialize each time', function () {
    const owner = new FakeOwner('start=1');
    const params = owner.params;
    for (let i = 0; i < 100000; i++) params.append('k', String(i));
    assert.strictEqual(owner.serializeCalls, 0);
    assert.isTrue(owner.dirty);
    assert.strictEqual(params.size, 100001);
    assert.strictEqual(params.get('k'), '0');
    const search = owner.search();
    assert.strictEqual(owner.serializeCalls, 1);
    assert.strictEqual(search.slice(0, 20), '?start=1&k=0&k=1&k=2');
    assert.strictEqual(search.slice(-8), '&k=99999');
    assert.strictEqual(params.size, 100001);
  });

  it('iteration follows the list the owner sets anew', function () {
    const owner = new FakeOwner('a=1&b=2&c=3');
    const params = owner.params;
    const it = params.keys();
    assert.strictEqual(it.next().value, 'a');
    owner.setQuery('x=1&y=2&z=3&w=4');
    assert.strictEqual(it.next().value, 'y');
    params.delete('z');
    assert.strictEqual(it.next().value, 'w');
    assert.isTrue(it.next().done);
  });

  it('a new URLSearchParams from a bound one copies the current pairs and is not bound', function () {
    const owner = new FakeOwner('a=1');
    owner.setQuery('b=2');
    const copy = new URLSearchParams(owner.params);
    assert.strictEqual(copy.toString(), 'b=2');
    copy.append('c', '3');
    assert.isFalse(owner.dirty);
    assert.strictEqual(owner.search(), '?b=2');
  });

  it('a standalone object has no owner: mutations only change its list', function () {
    const params = new URLSearchParams('a=1');
    params.append('b', '2');
    params.sort();
    assert.strictEqual(params.toString(), 'a=1&b=2');
  });
});

// The legacy bundle runs on engines without Symbol (Duktape, Rhino). A second
// instance of the module is loaded with Symbol hidden, so its load-time
// feature checks take the ES5 paths.
describe('URLSearchParams without Symbol (ES5 engines)', function () {
  let ES5: new (...args: unknown[]) => URLSearchParams;

  before(async function () {
    const g = globalThis as { Symbol?: SymbolConstructor };
    const saved = g.Symbol;
    const specifier = '../../lib/api/url-search-params.js?without-symbol';
    let loaded: { URLSearchParams: new (...args: unknown[]) => URLSearchParams };
    delete g.Symbol;
    try {
      loaded = (await import(specifier)) as typeof loaded;
    } finally {
      g.Symbol = saved;
    }
    ES5 = loaded.URLSearchParams;
    assert.notStrictEqual(ES5, URLSearchParams as unknown);
  });

  it('defines no symbol-keyed members', function () {
    assert.deepEqual(Object.getOwnPropertySymbols(ES5.prototype), []);
    assert.strictEqual(Object.prototype.toString.call(new ES5('a=1')), '[object Object]');
  });

  it('takes arrays and arguments objects as sequences of pairs', function () {
    assert.strictEqual(
      new ES5([
        ['a', '1'],
        ['b', 2],
      ]).toString(),
      'a=1&b=2',
    );
    const argumentsOf = function (..._: unknown[]): IArguments {
      return arguments;
    };
    assert.strictEqual(new ES5([argumentsOf('c', 'd')]).toString(), 'c=d');
    assert.strictEqual(new ES5(argumentsOf(['c', 'd'], ['e', 'f'])).toString(), 'c=d&e=f');
    assert.throws(function () {
      new ES5([['a']]);
    }, TypeError);
    assert.throws(function () {
      new ES5(['ab']);
    }, TypeError);
    assert.throws(function () {
      new ES5([{ 0: 'a', 1: 'b', length: 2 }]);
    }, TypeError);
    assert.throws(function () {
      new ES5(new String('ab'));
    }, TypeError);
  });

  it('takes other objects as records and copies another URLSearchParams', function () {
    assert.strictEqual(new ES5({ a: '1', __proto__x: '2' }).toString(), 'a=1&__proto__x=2');
    assert.strictEqual(new ES5({ 0: 'a', length: 1 }).toString(), '0=a&length=1');
    const a = new ES5('x=1&y=2');
    const b = new ES5(a);
    b.append('z', '3');
    assert.strictEqual(a.toString(), 'x=1&y=2');
    assert.strictEqual(b.toString(), 'x=1&y=2&z=3');
  });

  it('gives iterators with next() that are live', function () {
    const params = new ES5('a=1&b=2');
    const it = params.entries();
    assert.deepEqual(it.next(), { value: ['a', '1'], done: false });
    params.append('c', '3');
    assert.deepEqual(it.next(), { value: ['b', '2'], done: false });
    assert.deepEqual(it.next(), { value: ['c', '3'], done: false });
    assert.deepEqual(it.next(), { value: undefined, done: true });
    const keys = params.keys();
    assert.strictEqual(keys.next().value, 'a');
    const values = params.values();
    assert.strictEqual(values.next().value, '1');
  });

  it('sorts stably', function () {
    const params = new ES5('b=1&a=1&b=2&a=2&\ufb03&\ud83c\udf08');
    params.sort();
    assert.strictEqual(params.toString(), 'a=1&a=2&b=1&b=2&%F0%9F%8C%88=&%EF%AC%83=');
  });
});
