import { assert } from 'chai';
import { detect } from '../lib/detect.js';
import { URL as PolyURL } from '../lib/url.js';
import { URLSearchParams as PolyParams } from '../lib/url-search-params.js';
import { OldParams, oldURLClass } from './engines/native-fakes.js';

describe('detect()', function () {
  it('finds polyurl itself conforming, with nothing to patch', function () {
    assert.deepEqual(detect(PolyURL, PolyParams), { status: 'ok', reason: null, patches: [] });
  });

  it('reports a missing URL or URLSearchParams', function () {
    assert.deepEqual(detect(undefined, PolyParams), { status: 'missing', reason: 'URL', patches: [] });
    assert.deepEqual(detect(PolyURL, undefined), { status: 'missing', reason: 'URLSearchParams', patches: [] });
  });

  it('reads the global URL and URLSearchParams when given no arguments', function () {
    const d = detect();
    assert.oneOf(d.status, ['ok', 'broken']);
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
    assert.deepEqual(detect(NoPunycode, PolyParams), { status: 'broken', reason: 'IDNA', patches: [] });
  });

  it('finds no %20 before "?" in an opaque path broken (Node 20)', function () {
    class OldOpaque extends PolyURL {
      override get href(): string {
        return super.href.replace('%20?', ' ?');
      }
    }
    assert.strictEqual(detect(OldOpaque, PolyParams).reason, 'opaque path trailing space');
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
