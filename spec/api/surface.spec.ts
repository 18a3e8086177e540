// The public face of URL and URLSearchParams objects, against Node's own
// classes: own keys, property descriptors, prototype members, length, name,
// @@toStringTag, util.inspect, JSON.stringify, WebIDL record conversion, deep
// equality and structured cloning. It runs against the built files users get:
// dist/polyurl.cjs and .mjs (polyurl's URL and StandardURL), the class that
// dist/auto.mjs installs, and the minified legacy script in a vm context.
import { assert } from 'chai';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as util from 'node:util';
import * as nodeAssert from 'node:assert';
import * as vm from 'node:vm';

/** What the specs call on an instance (URL, URLSearchParams or iterator), loosely typed: seven builds, two realms. */
interface Instance {
  [k: string]: unknown;
  searchParams: Instance;
  keys(): Instance;
  entries(): Instance;
  values(): Instance;
  next(): unknown;
  append(name: string, value: string): void;
  delete(name: string): void;
}
type AnyCtor = (new (...args: unknown[]) => Instance) & { [k: string]: unknown; prototype: object; parse(...args: unknown[]): unknown };

interface Impl {
  name: string;
  URL: AnyCtor;
  URLSearchParams: AnyCtor;
  /** Exactly the standard's statics (what a polyfill installs), or polyurl's URL with URL.diagnose and URL.compareReadings. (Instances have exactly the standard's members in every build.) */
  standardOnly: boolean;
  /** The ES5 legacy script: its state is a non-enumerable own property (no private fields nor WeakMap in its engines). */
  slotProperty: boolean;
  /** An ES5 build (the legacy script, polyurl.es5.cjs): no WeakRef in its engines, so its objects clone to {} (lib/api/uncloneable.es5.ts). */
  es5: boolean;
}

const DIST = join(process.cwd(), 'dist');
const NativeURL = globalThis.URL as unknown as AnyCtor;
const NativeParams = globalThis.URLSearchParams as unknown as AnyCtor;

const impls: Impl[] = [];

before(async function () {
  const require = createRequire(import.meta.url);
  const cjs = require(join(DIST, 'polyurl.cjs')) as { [k: string]: AnyCtor };
  const esm = (await import(pathToFileURL(join(DIST, 'polyurl.mjs')).href)) as { [k: string]: AnyCtor };
  const auto = (await import(pathToFileURL(join(DIST, 'auto.mjs')).href)) as { install(o: object): unknown };
  const target: { [k: string]: AnyCtor } = {};
  auto.install({ force: true, target });
  const es5 = require(join(DIST, 'polyurl.es5.cjs')) as { [k: string]: AnyCtor };
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync(join(DIST, 'polyurl.legacy.min.js'), 'utf8'), ctx);
  const legacy = ctx as { [k: string]: AnyCtor };
  impls.push(
    { name: 'polyurl.cjs URL', URL: cjs.URL, URLSearchParams: cjs.URLSearchParams, standardOnly: false, slotProperty: false, es5: false },
    { name: 'polyurl.cjs StandardURL', URL: cjs.StandardURL, URLSearchParams: cjs.URLSearchParams, standardOnly: true, slotProperty: false, es5: false },
    { name: 'polyurl.mjs URL', URL: esm.URL, URLSearchParams: esm.URLSearchParams, standardOnly: false, slotProperty: false, es5: false },
    { name: 'what polyurl/auto installs', URL: target.URL, URLSearchParams: target.URLSearchParams, standardOnly: true, slotProperty: false, es5: false },
    { name: 'polyurl.legacy.min.js (vm context)', URL: legacy.URL, URLSearchParams: legacy.URLSearchParams, standardOnly: true, slotProperty: true, es5: true },
    // The react-native condition's ES5 CommonJS (what Hermes runs): its private fields are compiled to WeakMaps.
    { name: 'polyurl.es5.cjs URL', URL: es5.URL, URLSearchParams: es5.URLSearchParams, standardOnly: false, slotProperty: false, es5: true },
    { name: 'polyurl.es5.cjs StandardURL', URL: es5.StandardURL, URLSearchParams: es5.URLSearchParams, standardOnly: true, slotProperty: false, es5: true },
  );
});

const SAMPLE = 'https://user:pass@a.example:8080/p/a?x=1&y=2#frag';

/** The attributes of a property, as a short string ("ECW", "ECgs"). */
function attributes(o: object, key: string | symbol): string {
  const d = Object.getOwnPropertyDescriptor(o, key);
  if (d === undefined) return 'absent';
  return (d.enumerable ? 'E' : '') + (d.configurable ? 'C' : '') + (d.writable ? 'W' : '') + (d.get ? 'g' : '') + (d.set ? 's' : '');
}

function keyNames(o: object): string[] {
  return Reflect.ownKeys(o).map(String);
}

function forIn(o: object): string[] {
  const out: string[] = [];
  for (const k in o) out.push(k);
  return out;
}

function inspectCases(U: AnyCtor, P: AnyCtor): unknown[] {
  const exhausted = new P('a=1').keys();
  exhausted.next();
  const partly = new P('a=1&b=2&b=3').entries();
  partly.next();
  // Subclasses show under their own names.
  class MyURL extends (U as new (...args: unknown[]) => Instance) {}
  class MyParams extends (P as new (...args: unknown[]) => Instance) {}
  return [
    new MyURL(SAMPLE),
    new MyParams('a=1&b=2'),
    new MyParams(''),
    new U(SAMPLE),
    new U('file:///C:/x'),
    new U('blob:https://a.example/uuid'),
    { nested: new U('http://a/') },
    { a: { b: { c: new U('http://a/') } } },
    new P('a=1&b=2&b=3'),
    new P(''),
    new P('long=' + 'x'.repeat(100) + '&k=v'),
    { a: { b: { c: new P('a=1') } } },
    new P('a=1&b=2').keys(),
    new P('a=1&b=2').values(),
    new P('a=1&b=2').entries(),
    exhausted,
    partly,
  ];
}

const INSPECT_OPTIONS: util.InspectOptions[] = [{}, { depth: 0 }, { depth: -1 }, { depth: null }, { breakLength: 1 }, { colors: true }, { compact: false }];

describe('Surface: URL and URLSearchParams objects as Node shows its own', function () {
  it('loads seven builds', function () {
    assert.lengthOf(impls, 7);
  });

  describe('instances', function () {
    it('have no own enumerable properties (Object.keys, for…in sees only the prototype, spread, Object.assign)', function () {
      for (const impl of impls) {
        const u = new impl.URL(SAMPLE);
        u.searchParams; // made lazily: still out of sight
        const p = new impl.URLSearchParams('a=1');
        for (const [o, native] of [
          [u, new NativeURL(SAMPLE)],
          [p, new NativeParams('a=1')],
          [p.keys(), new NativeParams('a=1').keys()],
        ] as [object, object][]) {
          assert.deepEqual(Object.keys(o), [], impl.name);
          assert.deepEqual({ ...o }, {}, impl.name);
          assert.deepEqual(Object.assign({}, o), {}, impl.name);
          assert.deepEqual(forIn(o), forIn(native), impl.name + ' for…in');
        }
      }
    });

    it('have no own properties at all, but in the ES5 script (one non-enumerable slot there)', function () {
      for (const impl of impls) {
        const u = new impl.URL(SAMPLE);
        const p = new impl.URLSearchParams('a=1');
        if (impl.slotProperty) {
          assert.deepEqual(Object.getOwnPropertyNames(u), ['__polyurl_url'], impl.name);
          assert.strictEqual(attributes(u, '__polyurl_url'), '', impl.name);
          assert.deepEqual(Object.getOwnPropertyNames(p), ['__polyurl_params'], impl.name);
        } else {
          assert.deepEqual(Reflect.ownKeys(u), [], impl.name);
          assert.deepEqual(Reflect.ownKeys(p), [], impl.name);
        }
      }
    });

    it('JSON.stringify writes the href and an empty object for URLSearchParams, as for the native classes', function () {
      const native = JSON.stringify({ u: new NativeURL(SAMPLE), p: new NativeParams('a=1'), s: new NativeURL(SAMPLE).searchParams });
      for (const impl of impls) {
        const u = new impl.URL(SAMPLE);
        assert.strictEqual(JSON.stringify({ u, p: new impl.URLSearchParams('a=1'), s: u.searchParams }), native, impl.name);
      }
    });

    it('WebIDL record conversion of a URL gives an empty list (new URLSearchParams(url))', function () {
      assert.strictEqual(new NativeParams(new NativeURL(SAMPLE)).toString(), '');
      for (const impl of impls) {
        const u = new impl.URL(SAMPLE);
        u.searchParams.append('z', '9');
        assert.strictEqual(new impl.URLSearchParams(u).toString(), '', impl.name);
        assert.strictEqual(new NativeParams(u).toString(), '', impl.name + ' (native class)');
      }
    });
  });

  describe('deep equality (util.isDeepStrictEqual, assert.deepStrictEqual)', function () {
    it('two URLs are deep-equal exactly when their hrefs are, whatever their history', function () {
      const n = util.isDeepStrictEqual;
      assert.isTrue(n(new NativeURL(SAMPLE), NativeURL.parse(SAMPLE)));
      assert.isFalse(n(new NativeURL(SAMPLE), new NativeURL('http://b/')));
      for (const impl of impls) {
        const U = impl.URL;
        const fresh = new U(SAMPLE);
        assert.isTrue(n(fresh, U.parse(SAMPLE)), impl.name + ': URL.parse');
        const edited = new U(SAMPLE);
        edited.search = edited.search as string; // a record is built, the href is the same
        edited.hash = edited.hash as string;
        edited.searchParams.append('t', '1');
        edited.searchParams.delete('t');
        edited.searchParams; // a params object now exists
        assert.strictEqual(edited.href, fresh.href);
        assert.isTrue(n(edited, fresh), impl.name + ': after setters and searchParams');
        const relative = new U('../p/a?x=1&y=2#frag', 'https://user:pass@a.example:8080/q/r');
        assert.isTrue(n(relative, fresh), impl.name + ': relative resolution');
        assert.isFalse(n(new U('http://b/'), fresh), impl.name + ': different hrefs');
        assert.doesNotThrow(() => nodeAssert.deepStrictEqual(edited, fresh), impl.name);
        assert.throws(() => nodeAssert.deepStrictEqual(new U('http://b/'), fresh), nodeAssert.AssertionError, undefined, impl.name);
      }
    });

    it('URLSearchParams objects compare as the native ones do (no own state to compare)', function () {
      const native = util.isDeepStrictEqual(new NativeParams('a=1'), new NativeParams('b=2'));
      for (const impl of impls) {
        const P = impl.URLSearchParams;
        assert.strictEqual(util.isDeepStrictEqual(new P('a=1'), new P('b=2')), native, impl.name);
        assert.isTrue(util.isDeepStrictEqual(new P('a=1'), new P('a=1')), impl.name);
      }
    });
  });

  describe('the interface objects', function () {
    it('URL.length is 1, URLSearchParams.length 0; the names survive every build, minified ones included', function () {
      for (const impl of impls) {
        assert.strictEqual(impl.URL.length, 1, impl.name);
        assert.strictEqual(impl.URLSearchParams.length, 0, impl.name);
        assert.strictEqual(impl.URL.name, 'URL', impl.name);
        assert.strictEqual(impl.URLSearchParams.name, 'URLSearchParams', impl.name);
        assert.strictEqual((impl.URL.parse as () => unknown).length, 1, impl.name);
        assert.strictEqual((impl.URL.canParse as () => unknown).length, 1, impl.name);
      }
    });

    it('@@toStringTag: [object URL], [object URLSearchParams], [object URLSearchParams Iterator]', function () {
      const tag = (o: unknown): string => Object.prototype.toString.call(o);
      for (const impl of impls) {
        const u = new impl.URL(SAMPLE);
        assert.strictEqual(tag(u), '[object URL]', impl.name);
        assert.strictEqual(tag(u.searchParams), '[object URLSearchParams]', impl.name);
        assert.strictEqual(tag(u.searchParams.keys()), '[object URLSearchParams Iterator]', impl.name);
        assert.strictEqual(attributes(impl.URL.prototype, Symbol.toStringTag), attributes(NativeURL.prototype, Symbol.toStringTag), impl.name);
      }
    });

    it('the prototypes carry the standard members with the native attributes, and nothing else', function () {
      for (const impl of impls) {
        for (const [mine, native] of [
          [impl.URL.prototype, NativeURL.prototype],
          [impl.URLSearchParams.prototype, NativeParams.prototype],
        ] as [object, object][]) {
          // In Node's order too (what for…in and console.log of the prototype show).
          assert.deepEqual(keyNames(mine), keyNames(native), impl.name);
          for (const key of Reflect.ownKeys(native)) {
            assert.strictEqual(attributes(mine, key), attributes(native, key), `${impl.name}: ${String(key)}`);
          }
          assert.strictEqual(Object.getPrototypeOf(Object.getPrototypeOf(mine)), null, impl.name + ': the prototype inherits from Object.prototype');
        }
        // https://webidl.spec.whatwg.org/#interface-object: the interface objects inherit from Function.prototype (of their realm).
        for (const ctor of [impl.URL, impl.URLSearchParams]) {
          const functionPrototype = Object.getPrototypeOf((ctor.prototype as { toString: object }).toString) as object;
          assert.strictEqual(Object.getPrototypeOf(ctor), functionPrototype, impl.name + ': the class inherits from Function.prototype');
          assert.strictEqual(Object.getPrototypeOf(ctor === impl.URL ? new ctor(SAMPLE) : new ctor('')), ctor.prototype, impl.name);
        }
        const it = Object.getPrototypeOf(new impl.URLSearchParams('').keys()) as object;
        const nativeIt = Object.getPrototypeOf(new NativeParams('').keys()) as object;
        assert.deepEqual(keyNames(it).sort(), keyNames(nativeIt).sort(), impl.name + ': iterator prototype');
        for (const key of Reflect.ownKeys(nativeIt)) assert.strictEqual(attributes(it, key), attributes(nativeIt, key), `${impl.name}: iterator ${String(key)}`);
      }
    });

    it('operations and accessors are named and counted as WebIDL names them ("toString", "get href", "set href")', function () {
      const shape = (o: object): string[] => {
        const out: string[] = [];
        for (const key of Reflect.ownKeys(o)) {
          // Node's inspect hook is not an IDL member (polyurl's takes the inspect function as a third argument).
          if (key === Symbol.for('nodejs.util.inspect.custom')) continue;
          const d = Object.getOwnPropertyDescriptor(o, key) as PropertyDescriptor;
          for (const part of ['value', 'get', 'set'] as const) {
            const f: unknown = d[part];
            if (typeof f === 'function') out.push(`${String(key)} ${part}: ${f.name}/${f.length}`);
          }
        }
        return out.sort();
      };
      const iteratorProto = (P: AnyCtor): object => Object.getPrototypeOf(new P('').keys()) as object;
      const own = (o: object, keys: string[]): object => {
        const out = {};
        for (const k of keys) Object.defineProperty(out, k, Object.getOwnPropertyDescriptor(o, k) as PropertyDescriptor);
        return out;
      };
      for (const impl of impls) {
        assert.deepEqual(shape(impl.URL.prototype), shape(NativeURL.prototype), impl.name + ': URL.prototype');
        assert.deepEqual(shape(impl.URLSearchParams.prototype), shape(NativeParams.prototype), impl.name + ': URLSearchParams.prototype');
        assert.deepEqual(shape(iteratorProto(impl.URLSearchParams)), shape(iteratorProto(NativeParams)), impl.name + ': iterator prototype');
        assert.deepEqual(shape(own(impl.URL, ['parse', 'canParse'])), shape(own(NativeURL, ['parse', 'canParse'])), impl.name + ': statics');
      }
    });

    it('the static operations are the standard ones, enumerable as WebIDL makes them', function () {
      for (const impl of impls) {
        for (const name of ['parse', 'canParse']) assert.strictEqual(attributes(impl.URL, name), attributes(NativeURL, name), `${impl.name}: URL.${name}`);
        const statics = keyNames(impl.URL).filter((k) => ['length', 'name', 'prototype'].indexOf(k) < 0);
        // Node's createObjectURL and revokeObjectURL are the platform's (install keeps them where they exist).
        assert.deepEqual(statics.sort(), impl.standardOnly ? ['canParse', 'parse'] : ['canParse', 'compareReadings', 'diagnose', 'parse'], impl.name);
        assert.strictEqual(attributes(impl.URL, 'prototype'), attributes(NativeURL, 'prototype'), impl.name);
        assert.deepEqual(keyNames(impl.URLSearchParams).sort(), keyNames(NativeParams).sort(), impl.name);
      }
    });
  });

  describe('util.inspect and console.log', function () {
    it('print what Node prints for its own URL, URLSearchParams and iterators, at every depth and width', function () {
      const native = inspectCases(NativeURL, NativeParams);
      for (const impl of impls) {
        const mine = inspectCases(impl.URL, impl.URLSearchParams);
        for (let i = 0; i < native.length; i++) {
          for (const options of INSPECT_OPTIONS) {
            assert.strictEqual(util.inspect(mine[i], options), util.inspect(native[i], options), `${impl.name}, case ${i}, ${JSON.stringify(options)}`);
          }
        }
      }
    });

    // (Not %o: it shows hidden properties, Node's internal URLContext among them.)
    it('console.log formats a URL the same way (util.format)', function () {
      for (const impl of impls) {
        const mine = util.format('%O|%s|%j', new impl.URL(SAMPLE), new impl.URLSearchParams('a=1'), new impl.URL(SAMPLE));
        assert.strictEqual(mine, util.format('%O|%s|%j', new NativeURL(SAMPLE), new NativeParams('a=1'), new NativeURL(SAMPLE)), impl.name);
      }
    });

    it('the inspect hook of a wrong receiver throws a TypeError', function () {
      const hook = Symbol.for('nodejs.util.inspect.custom');
      for (const impl of impls) {
        const fn = (impl.URLSearchParams.prototype as unknown as { [k: symbol]: (...a: unknown[]) => unknown })[hook];
        // (A TypeError of the legacy script's own realm there.)
        nodeAssert.throws(() => fn.call({}, 1, {}, util.inspect), (e: Error) => e.name === 'TypeError', impl.name);
      }
    });
  });

  // https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal:
  // neither interface is [Serializable], so cloning one of their platform
  // objects throws a DataCloneError, as browsers do (Node 20's own classes
  // clone to an empty object instead).
  describe('structured cloning', function () {
    const refused = (e: unknown): boolean =>
      e instanceof DOMException && e.name === 'DataCloneError' && /URL(SearchParams)?\b.* could not be cloned/.test(e.message);

    function valuesOf(impl: Impl): unknown[] {
      const u = new impl.URL(SAMPLE);
      class SubURL extends (impl.URL as new (s: string) => object) {}
      return [u, u.searchParams, new impl.URLSearchParams('a=1'), { nested: [new impl.URL(SAMPLE)] }, new SubURL(SAMPLE), impl.URL.parse(SAMPLE)];
    }

    it('structuredClone of a URL or URLSearchParams throws a DataCloneError that names it', function () {
      for (const impl of impls.filter((i) => !i.es5)) {
        for (const v of valuesOf(impl)) nodeAssert.throws(() => structuredClone(v), refused, impl.name);
      }
    });

    it('postMessage of one throws the same, and sends nothing', async function () {
      const { MessageChannel } = await import('node:worker_threads');
      for (const impl of impls.filter((i) => !i.es5)) {
        const { port1, port2 } = new MessageChannel();
        let received = 0;
        port2.on('message', () => received++);
        for (const v of valuesOf(impl)) nodeAssert.throws(() => port1.postMessage(v), refused, impl.name);
        port1.postMessage('done');
        await new Promise((resolve) => port2.once('message', resolve));
        assert.strictEqual(received, 1, impl.name);
        port1.close();
      }
    });

    it('an engine with class fields but no WeakRef (Chromium 74-83) gets plain objects: a clone is {}, the rest holds', function () {
      const ctx = vm.createContext({ WeakRef: undefined });
      const module = { exports: {} as { [k: string]: AnyCtor } };
      (vm.runInContext('(function (module, exports) {' + readFileSync(join(DIST, 'polyurl.cjs'), 'utf8') + '\n})', ctx) as (m: object, e: object) => void)(module, module.exports);
      assert.strictEqual(vm.runInContext('typeof WeakRef', ctx), 'undefined');
      for (const C of [module.exports.URL, module.exports.StandardURL]) {
        const u = new C(SAMPLE);
        assert.strictEqual(u.href, new NativeURL(SAMPLE).href);
        assert.strictEqual(Object.getPrototypeOf(u), C.prototype);
        assert.deepEqual(Reflect.ownKeys(u), []);
        assert.deepEqual(Reflect.ownKeys(structuredClone(u) as object), []);
        assert.deepEqual(Reflect.ownKeys(structuredClone(u.searchParams) as object), []);
      }
    });

    it('the ES5 builds (engines without WeakRef) clone one to an empty object, carrying none of the state', function () {
      for (const impl of impls.filter((i) => i.es5)) {
        const u = new impl.URL(SAMPLE);
        u.searchParams;
        const clone = structuredClone(u) as object;
        assert.deepEqual(Reflect.ownKeys(clone), [], impl.name);
        assert.notInstanceOf(clone, impl.URL, impl.name);
        assert.deepEqual(Reflect.ownKeys(structuredClone(u.searchParams) as object), [], impl.name);
      }
    });
  });
});
