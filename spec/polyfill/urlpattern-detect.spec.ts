// detectURLPattern's probes, each against a URLPattern with the defect it
// names: urlpattern-polyfill (the package, as a page that loaded it would have
// it as the global), and polyurl's own class with one behaviour taken away
// as the named Chromium releases lack it. polyurl's own passes every probe.
import { assert } from 'chai';
import { URLPattern as PolyfillPackage } from 'urlpattern-polyfill/urlpattern';
import { detectURLPattern } from '../../lib/polyfill/detect-urlpattern.js';
import { installURLPattern } from '../../lib/polyfill/install-urlpattern.js';
import { URLPattern } from '../support/shipped-urlpattern.js';

type Ctor = new (...args: unknown[]) => object;
const Poly = URLPattern as unknown as Ctor;

// Chromium 95-121: the class without hasRegExpGroups.
function withoutHasRegExpGroups(): Ctor {
  return class extends Poly {
    get hasRegExpGroups(): undefined {
      return undefined;
    }
  } as unknown as Ctor;
}

// Chromium 95-106: the options dictionary ignored.
function withoutIgnoreCase(): Ctor {
  return function IgnoringOptions(input: unknown, second?: unknown): object {
    return typeof second === 'object' && second !== null ? new Poly(input) : second === undefined ? new Poly(input) : new Poly(input, second);
  } as unknown as Ctor;
}

describe('Polyfill: detectURLPattern', function () {
  it('finds URLPattern missing', function () {
    assert.deepEqual(detectURLPattern(undefined), { status: 'missing', reason: 'URLPattern' });
    assert.deepEqual(detectURLPattern({}), { status: 'missing', reason: 'URLPattern' });
  });
  it("passes polyurl's URLPattern (dist/urlpattern.mjs)", function () {
    assert.deepEqual(detectURLPattern(URLPattern), { status: 'ok', reason: null });
  });
  it('finds urlpattern-polyfill 10.1 broken: the port pattern "80 " throws', function () {
    assert.deepEqual(detectURLPattern(PolyfillPackage), { status: 'broken', reason: 'port canonicalization' });
  });
  it('finds a class without hasRegExpGroups broken (Chromium 95-121)', function () {
    assert.deepEqual(detectURLPattern(withoutHasRegExpGroups()), { status: 'broken', reason: 'hasRegExpGroups' });
  });
  it('finds a class that ignores the ignoreCase option broken (Chromium 95-106)', function () {
    assert.deepEqual(detectURLPattern(withoutIgnoreCase()), { status: 'broken', reason: 'ignoreCase option' });
  });
  it('finds a class that throws broken, and never throws itself', function () {
    const Throwing = function (): never {
      throw new Error('not implemented');
    };
    const r = detectURLPattern(Throwing);
    assert.strictEqual(r.status, 'broken');
    assert.match(r.reason as string, /^threw: Error: not implemented/);
  });
});

describe('Polyfill: installURLPattern on a target', function () {
  it('installs where URLPattern is missing, as an interface object (writable, configurable, not enumerable)', function () {
    const target: Record<string, unknown> = {};
    assert.deepEqual(installURLPattern({ target }), { replaced: true, reason: 'missing: URLPattern' });
    const d = Object.getOwnPropertyDescriptor(target, 'URLPattern') as PropertyDescriptor;
    assert.deepEqual([d.writable, d.enumerable, d.configurable], [true, false, true]);
    const Installed = target['URLPattern'] as new (input: unknown) => { test(url: string): boolean };
    assert.isTrue(new Installed({ pathname: '/a/:b' }).test('https://x/a/c'));
  });
  it('replaces a broken one and keeps a working one unless forced', function () {
    const broken: Record<string, unknown> = { URLPattern: PolyfillPackage };
    assert.deepEqual(installURLPattern({ target: broken }), { replaced: true, reason: 'broken: port canonicalization' });
    assert.notStrictEqual(broken['URLPattern'], PolyfillPackage);
    const Working = withoutHasRegExpGroups();
    const fine: Record<string, unknown> = { URLPattern: URLPattern };
    assert.deepEqual(installURLPattern({ target: fine }), { replaced: false, reason: null });
    assert.strictEqual(fine['URLPattern'], URLPattern);
    const forced: Record<string, unknown> = { URLPattern: Working };
    assert.deepEqual(installURLPattern({ target: forced, force: true }), { replaced: true, reason: 'force' });
  });
});
