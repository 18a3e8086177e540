import { assert } from 'chai';
import { detect } from '../../lib/polyfill/detect.js';
import { URL as PolyURL } from '../../lib/api/url.js';
import { URLSearchParams as PolyParams } from '../../lib/api/url-search-params.js';
import { OldParams, oldURLClass } from '../engines/native-fakes.js';

describe('detect()', function () {
  it('finds polyurl itself conforming, with nothing to patch', function () {
    assert.deepEqual(detect(PolyURL, PolyParams), { status: 'ok', reason: null, patches: [], divergences: [] });
  });

  it('reports a missing URL or URLSearchParams', function () {
    assert.deepEqual(detect(undefined, PolyParams), { status: 'missing', reason: 'URL', patches: [], divergences: [] });
    assert.deepEqual(detect(PolyURL, undefined), { status: 'missing', reason: 'URLSearchParams', patches: [], divergences: [] });
  });

  it('finds this Node\'s own classes working: nothing to replace, at most an edition divergence', function () {
    // Node 20 keeps the space of "a:b ?c" (checked); Node 22 may not.
    const d = detect();
    assert.strictEqual(d.status, 'ok', String(d.reason));
    assert.isNull(d.reason);
    for (const v of d.divergences) assert.strictEqual(v, 'opaque path trailing space');
    if (process.versions.node.split('.')[0] === '20') assert.deepEqual(d.divergences, ['opaque path trailing space']);
  });

  it('never throws: a constructor that throws (React Native\'s stub getters) is "broken"', function () {
    const Throwing = function () {
      throw new Error('not implemented');
    };
    const d = detect(Throwing, PolyParams);
    assert.strictEqual(d.status, 'broken');
    assert.match(String(d.reason), /^threw: Error: not implemented/);
  });

  it('finds an engine that does not punycode hosts broken (EdgeHTML)', function () {
    class NoPunycode extends PolyURL {
      override get host(): string {
        const h = super.host;
        return h === 'xn--e1aybc' ? '\u0442\u0435\u0441\u0442' : h;
      }
    }
    assert.deepEqual(detect(NoPunycode, PolyParams), { status: 'broken', reason: 'IDNA', patches: [], divergences: [] });
  });

  it('reports no %20 before "?" in an opaque path as a divergence, not a defect (Node 20, Chromium 150)', function () {
    class OldOpaque extends PolyURL {
      override get href(): string {
        return super.href.replace('%20?', ' ?');
      }
    }
    assert.deepEqual(detect(OldOpaque, PolyParams), { status: 'ok', reason: null, patches: [], divergences: ['opaque path trailing space'] });
  });

  it('finds wrong relative resolution broken (React Native)', function () {
    class Appending extends PolyURL {
      override get href(): string {
        const h = super.href;
        return h === 'https://a/b/d/e?f' ? 'https://a/b/c/g/../d/./e?f' : h;
      }
    }
    assert.strictEqual(detect(Appending, PolyParams).reason, 'relative resolution');
  });

  it('finds an uncompressed IPv6 host and an unencoded path broken', function () {
    class LongIPv6 extends PolyURL {
      override get host(): string {
        const h = super.host;
        return h === '[::1]' ? '[0:0:0:0:0:0:0:1]' : h;
      }
    }
    assert.strictEqual(detect(LongIPv6, PolyParams).reason, 'IPv6 serialization');
    class KeepsSpaces extends PolyURL {
      override get href(): string {
        return super.href.replace('b%20c', 'b c');
      }
    }
    assert.strictEqual(detect(KeepsSpaces, PolyParams).reason, 'path percent-encoding and default port');
  });

  it('finds URLSearchParams without sort() broken (Safari 10)', function () {
    class NoSort extends PolyParams {}
    Object.defineProperty(NoSort.prototype, 'sort', { value: undefined });
    assert.strictEqual(detect(PolyURL, NoSort).reason, 'URLSearchParams.prototype.sort');
  });

  it('lists the members a conforming but older engine lacks', function () {
    const d = detect(oldURLClass(), OldParams);
    assert.strictEqual(d.status, 'ok');
    assert.sameMembers(d.patches, [
      'URL.canParse',
      'URL.parse',
      'URL.prototype.toJSON',
      'URLSearchParams.prototype.size',
      'URLSearchParams.prototype.has',
      'URLSearchParams.prototype.delete',
    ]);
  });
});
