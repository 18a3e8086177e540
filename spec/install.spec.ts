import { assert } from 'chai';
import { install } from '../lib/install.js';
import { StandardURL as PolyURL } from '../lib/url-standard.js';
import { URLSearchParams as PolyParams } from '../lib/url-search-params.js';
import { oldParamsClass, oldURLClass } from './engines/native-fakes.js';
import type { OldParamsInstance, OldURLClass } from './engines/native-fakes.js';

describe('install()', function () {
  it('installs polyurl where URL is missing, as WebIDL interface objects are defined', function () {
    const target: Record<string, unknown> = {};
    const r = install({ target });
    assert.deepEqual(r, { replaced: true, reason: 'missing: URL', patched: [] });
    assert.strictEqual(target.URL, PolyURL);
    assert.strictEqual(target.URLSearchParams, PolyParams);
    const d = Object.getOwnPropertyDescriptor(target, 'URL');
    assert.deepInclude(d, { writable: true, configurable: true, enumerable: false });
  });

  it('replaces both classes when the native URL is broken', function () {
    class Broken extends PolyURL {
      override get hash(): string {
        return decodeURIComponent(super.hash);
      }
    }
    const target: Record<string, unknown> = { URL: Broken, URLSearchParams: PolyParams };
    const r = install({ target });
    assert.isTrue(r.replaced);
    assert.strictEqual(r.reason, 'broken: fragment encoding');
    assert.strictEqual(target.URL, PolyURL);
  });

  it('never replaces a conforming URL, unless forced', function () {
    class Native extends PolyURL {}
    const target: Record<string, unknown> = { URL: Native, URLSearchParams: PolyParams };
    assert.deepEqual(install({ target }), { replaced: false, reason: null, patched: [] });
    assert.strictEqual(target.URL, Native);
    assert.deepEqual(install({ target, force: true }), { replaced: true, reason: 'force', patched: [] });
    assert.strictEqual(target.URL, PolyURL);
  });

  describe('patching an older but conforming native URL', function () {
    let U: OldURLClass;
    let P: new (init?: unknown) => OldParamsInstance;
    let patched: string[];
    beforeEach(function () {
      P = oldParamsClass();
      U = oldURLClass(P);
      const target: Record<string, unknown> = { URL: U, URLSearchParams: P };
      const r = install({ target });
      assert.isFalse(r.replaced);
      assert.strictEqual(target.URL, U, 'the native class stays');
      patched = r.patched;
    });

    it('adds exactly the missing members', function () {
      assert.sameMembers(patched, [
        'URL.canParse',
        'URL.parse',
        'URL.prototype.toJSON',
        'URLSearchParams.prototype.size',
        'URLSearchParams.prototype.has',
        'URLSearchParams.prototype.delete',
      ]);
    });

    it('URL.canParse and URL.parse', function () {
      assert.isTrue(U.canParse!('https://a/'));
      assert.isFalse(U.canParse!('nope'));
      assert.isTrue(U.canParse!('/x', 'https://a/'));
      assert.isTrue(U.canParse!('https://a/', undefined));
      assert.strictEqual(U.parse!('/x', 'https://a/')!.href, 'https://a/x');
      assert.isNull(U.parse!('nope'));
      assert.instanceOf(U.parse!('https://a/'), U);
    });

    it('toJSON', function () {
      assert.strictEqual(JSON.stringify([new U('https://a/b c')]), '["https://a/b%20c"]');
    });

    it('size, has and delete with a value, also through a URL\'s live searchParams', function () {
      const p = new P('a=1&b=2&a=3&c=4');
      assert.strictEqual(p.size, 4);
      assert.isTrue(p.has('a', '3'));
      assert.isFalse(p.has('a', '2'));
      assert.isTrue(p.has('b', undefined));
      p.delete('a', '1');
      assert.strictEqual(p.toString(), 'b=2&a=3&c=4', 'the other pairs keep their order');
      p.delete('c', 'nope');
      assert.strictEqual(p.toString(), 'b=2&a=3&c=4');
      p.delete('b', undefined);
      assert.strictEqual(p.toString(), 'a=3&c=4');
      const url = new U('https://h/?x=1&y=2&x=3#f');
      url.searchParams.delete('x', '3');
      assert.strictEqual(url.href, 'https://h/?x=1&y=2#f');
      assert.strictEqual(url.searchParams.size, 2);
    });

    it('the patched members look like WebIDL ones', function () {
      const d = Object.getOwnPropertyDescriptor(P.prototype, 'size')!;
      assert.isFunction(d.get);
      assert.isTrue(d.enumerable);
      assert.isTrue(d.configurable);
      const has = Object.getOwnPropertyDescriptor(P.prototype, 'has')!;
      assert.deepInclude(has, { writable: true, enumerable: true, configurable: true });
    });
  });
});
