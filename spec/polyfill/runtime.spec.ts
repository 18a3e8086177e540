// What the polyfill assumes of its runtimes (lib/polyfill/runtime.ts), as the
// builds ship it: the web's (dist/install.cjs) against React Native's
// (dist/install.rn.cjs, with lib/polyfill/runtime.react-native.ts), installed
// on globals set up as each runtime's are. (The senders of both are in
// spec/polyfill/install.spec.ts and spec/polyfill/bodies.spec.ts.)
import { assert } from 'chai';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { oldParamsClass, oldURLClass } from '../engines/native-fakes.js';

const DIST = join(process.cwd(), 'dist');
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

interface Installed {
  replaced: boolean;
  reason: string | null;
  patched: string[];
  kept: string[];
  bodies: string[];
}
interface Build {
  install(options: { target: object }): Installed;
}
type Params = new (init?: string) => object;

/** Whether `target.URL` is polyurl's: it has IDNA, which no native class here has. */
function isPolyURL(target: Record<string, unknown>): boolean {
  return new (target['URL'] as new (u: string) => { host: string })('https://\u0442\u0435\u0441\u0442').host === 'xn--e1aybc';
}

const require = createRequire(import.meta.url);
/** A fresh instance of a build: install() keeps a native class's statics on polyurl's, which other specs load too. */
function load(file: string): Build {
  const path = join(DIST, file);
  delete require.cache[path];
  return require(path) as Build;
}
const NEWER_MEMBERS = ['URL.canParse', 'URL.parse', 'URL.prototype.toJSON', 'URLSearchParams.prototype.size', 'URLSearchParams.prototype.has', 'URLSearchParams.prototype.delete'];

/** A conforming native URL of an older edition, with React Native's Blob statics. */
function olderNative(): { URL: Function & Record<string, unknown>; URLSearchParams: Function } {
  const P = oldParamsClass();
  const U = oldURLClass(P) as unknown as Function & Record<string, unknown>;
  U['createObjectURL'] = function createObjectURL(): string {
    return 'blob:1';
  };
  return { URL: U, URLSearchParams: P };
}

describe("the polyfill's runtimes (polyfill/runtime.ts)", function () {
  describe("a global object whose window is itself, as React Native's is", function () {
    function windowLike(): Record<string, unknown> {
      const target: Record<string, unknown> = {};
      target['window'] = target;
      return target;
    }

    it('the web build takes it for a Window: webkitURL is URL', function () {
      const web = load('install.cjs');
      const target = windowLike();
      web.install({ target });
      assert.strictEqual(target['webkitURL'], target['URL']);
    });

    it("React Native's build puts URL and URLSearchParams there, and no webkitURL", function () {
      const rn = load('install.rn.cjs');
      const target = windowLike();
      assert.isTrue(rn.install({ target }).replaced);
      assert.isTrue(isPolyURL(target));
      assert.notProperty(target, 'webkitURL');
    });
  });

  describe('a conforming native URL that lacks the newer members', function () {
    it('the web build keeps it and adds them', function () {
      const web = load('install.cjs');
      const native = olderNative();
      const target: Record<string, unknown> = { ...native };
      const r = web.install({ target });
      assert.isFalse(r.replaced);
      assert.sameMembers(r.patched, NEWER_MEMBERS);
      assert.strictEqual(target['URL'], native.URL);
      assert.isFunction(native.URL['parse']);
    });

    it("React Native's build replaces it, as it replaces a broken one, and keeps its statics", function () {
      const rn = load('install.rn.cjs');
      const native = olderNative();
      const target: Record<string, unknown> = { ...native };
      const r = rn.install({ target });
      assert.isTrue(r.replaced);
      assert.strictEqual(r.reason, 'missing members: ' + NEWER_MEMBERS.join(', '));
      assert.deepEqual(r.patched, []);
      assert.deepEqual(r.kept, ['URL.createObjectURL']);
      assert.isTrue(isPolyURL(target));
      assert.notStrictEqual(target['URLSearchParams'], native.URLSearchParams);
      assert.notProperty(native.URL, 'parse', 'the native class is left as it was');
      assert.strictEqual((target['URL'] as unknown as Record<string, unknown>)['createObjectURL'], native.URL['createObjectURL']);
    });

    it("React Native's build keeps a native URL that has every member", function () {
      const rn = load('install.rn.cjs');
      const ponyfill = require(join(DIST, 'polyurl.es5.cjs')) as Record<string, unknown>;
      const target: Record<string, unknown> = { URL: ponyfill['URL'], URLSearchParams: ponyfill['URLSearchParams'] };
      const r = rn.install({ target });
      assert.isFalse(r.replaced);
      assert.strictEqual(target['URL'], ponyfill['URL']);
    });
  });

  describe('a fetch without the Headers class', function () {
    function headerless(): { target: Record<string, unknown>; sent: { body: unknown; headers: unknown }[] } {
      const sent: { body: unknown; headers: unknown }[] = [];
      const target: Record<string, unknown> = {
        fetch: function fetch(input: unknown, init: { body: unknown; headers: unknown }): void {
          sent.push({ body: init.body, headers: init.headers });
        },
      };
      return { target, sent };
    }

    it("the web build (early fetch polyfills) sends the form, and its type among the caller's headers as pairs", function () {
      const web = load('install.cjs');
      const { target, sent } = headerless();
      assert.deepEqual(web.install({ target }).bodies, ['fetch']);
      (target['fetch'] as Function)('https://h/', { method: 'POST', body: new (target['URLSearchParams'] as Params)('a=b c'), headers: { Accept: '*/*' } });
      assert.deepEqual(sent.pop(), { body: 'a=b+c', headers: [['Accept', '*/*'], ['Content-Type', FORM]] });
    });

    it("React Native's build, whose fetch always has Headers, still sends the form, with the caller's headers as they were", function () {
      const rn = load('install.rn.cjs');
      const { target, sent } = headerless();
      assert.deepEqual(rn.install({ target }).bodies, ['fetch']);
      (target['fetch'] as Function)('https://h/', { method: 'POST', body: new (target['URLSearchParams'] as Params)('a=b c'), headers: { Accept: '*/*' } });
      assert.deepEqual(sent.pop(), { body: 'a=b+c', headers: { Accept: '*/*' } });
    });
  });
});
