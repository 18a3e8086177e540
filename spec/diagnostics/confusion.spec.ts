// The URL-confusion regression corpus (spec/fixtures/confusion.json): inputs
// from published advisories, each read in all three modes, by the diagnostics
// and by the differential report.
import { assert } from 'chai';
import { URL } from '../../lib/api/url.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';
import { parseReference } from '../../lib/rfc3986/reference.js';
import { isURIReference } from '../../lib/rfc3986/validate.js';

/** Whether parseReference returns (true) or throws its RFC3986Error (false). */
function parses(input: string): boolean {
  try {
    parseReference(input);
    return true;
  } catch (e) {
    if (e instanceof RFC3986Error) return false;
    throw e;
  }
}
import { diagnose } from '../../lib/diagnostics/diagnose.js';
import { compareReadings } from '../../lib/diagnostics/compare-readings.js';
import { readFixture } from '../support/fixtures.js';

interface WhatwgExpectation {
  failure?: boolean;
  href?: string;
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
}

interface ConfusionCase {
  input: string;
  base: string | null;
  advisory: string;
  library?: string;
  note: string;
  whatwg: WhatwgExpectation;
  rfc3986: { uriReference: boolean; accepts: boolean; host?: string | null; port?: string | null; path?: string };
  lenient: { failure?: boolean; href?: string };
}

const corpus = readFixture<{ cases: ConfusionCase[] }>('confusion.json').cases;

function name(c: ConfusionCase): string {
  return JSON.stringify(c.input) + (c.base === null ? '' : ' against ' + c.base) + ' [' + c.advisory + ']';
}

function base(c: ConfusionCase): string | undefined {
  return c.base === null ? undefined : c.base;
}

describe('URL-confusion regression corpus', function () {
  it('has the inputs the issue lists, each with an advisory id or "no advisory: class of issue"', function () {
    const inputs = corpus.map((c) => c.input);
    const required = [
      'https://expected-example.com\\@observed-example.com', 'https:/\\expected-example.com', 'https:/\\/\\/\\expected-example.com/path',
      'HTtp://example.com', 'ja\r\nvascript:alert(1)', '\bjavascript:alert(1)', '///www.example.com', 'http://example.com:',
      'http://@/127.0.0.1', 'http://a@b@evil.example/', 'http://trusted.com%40evil.com/', 'http://127\u30020\u30020\u30021/',
      '/public/%2e%2e/admin', '%2f%2fevil.example:/pwn', 'http://[::1', '//%41.com', 'http:\\/evil.com',
    ];
    for (const r of required) assert.include(inputs, r);
    for (const c of corpus) assert.match(c.advisory, /^(CVE-\d{4}-\d+|GHSA-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}|no advisory: class of issue )/);
  });

  describe('whatwg mode reads what the URL Standard reads', function () {
    for (const c of corpus) {
      it(name(c), function () {
        const u = URL.parse(c.input, base(c));
        if (c.whatwg.failure === true) {
          assert.isNull(u, 'the standard fails on this input');
          assert.throws(() => new URL(c.input, base(c)), TypeError);
          return;
        }
        assert.isNotNull(u);
        const url = u as URL;
        assert.strictEqual(url.href, c.whatwg.href);
        assert.strictEqual(url.protocol, c.whatwg.protocol);
        assert.strictEqual(url.username, c.whatwg.username);
        assert.strictEqual(url.password, c.whatwg.password);
        assert.strictEqual(url.hostname, c.whatwg.hostname);
        assert.strictEqual(url.port, c.whatwg.port);
        assert.strictEqual(url.pathname, c.whatwg.pathname);
      });
    }
  });

  describe('rfc3986 mode accepts only the RFC 3986 grammar', function () {
    for (const c of corpus) {
      it(name(c), function () {
        assert.strictEqual(isURIReference(c.input), c.rfc3986.uriReference, 'URI-reference grammar');
        assert.strictEqual(parses(c.input), c.rfc3986.uriReference, 'parseReference throws exactly when isURIReference is false');
        const options = { mode: 'rfc3986' as const };
        const u = URL.parse(c.input, base(c), options);
        if (!c.rfc3986.accepts) {
          assert.isNull(u);
          let thrown: unknown;
          try {
            new URL(c.input, base(c), options);
          } catch (e) {
            thrown = e;
          }
          assert.instanceOf(thrown, RFC3986Error);
          const e = thrown as RFC3986Error;
          assert.isAtLeast(e.index, 0);
          assert.isAtMost(e.message.length, 600);
          return;
        }
        assert.isNotNull(u);
        const url = u as URL;
        assert.strictEqual(url.hostname, c.rfc3986.host === null ? '' : c.rfc3986.host);
        assert.strictEqual(url.port, c.rfc3986.port === null || c.rfc3986.port === undefined ? '' : c.rfc3986.port);
        assert.strictEqual(url.pathname, c.rfc3986.path);
        if (c.base === null) assert.strictEqual(url.href, c.input, 'an RFC 3986 URI is kept as written');
      });
    }
  });

  describe('lenient mode never reads another host than the standard', function () {
    for (const c of corpus) {
      it(name(c), function () {
        const u = URL.parse(c.input, base(c), { mode: 'lenient' });
        if (c.lenient.failure === true) {
          assert.isNull(u);
          assert.throws(() => new URL(c.input, base(c), { mode: 'lenient' }), TypeError);
          return;
        }
        assert.isNotNull(u);
        const url = u as URL;
        assert.strictEqual(url.href, c.lenient.href);
        if (c.whatwg.failure !== true) assert.strictEqual(url.hostname, c.whatwg.hostname, 'same host as the whatwg reading');
      });
    }
  });

  describe('diagnostics and the differential report on the corpus', function () {
    for (const c of corpus) {
      it(name(c), function () {
        const d = diagnose(c.input, base(c));
        assert.strictEqual(d.url === null, c.whatwg.failure === true);
        if (d.url === null) {
          assert.isAbove(d.errors.length, 0, 'a failure comes with at least one validation error');
          assert.isTrue(d.errors.some((e) => e.severity === 'failure'));
        }
        for (const e of d.errors) {
          assert.isAtLeast(e.index, 0);
          assert.isAtMost(e.index, e.source === 'base' ? (c.base as string).length : c.input.length);
        }
        const cmp = compareReadings(c.input, base(c));
        assert.strictEqual(cmp.whatwg.ok, c.whatwg.failure !== true);
        // Every input here is one where a naive reading goes wrong: where the
        // two standards disagree on validity, that is flagged.
        const absoluteRfc = c.rfc3986.accepts || (c.base === null && c.rfc3986.uriReference);
        if (cmp.whatwg.ok !== absoluteRfc) {
          assert.isTrue(cmp.differences.some((x) => x.component === 'validity'), 'validity differs');
          assert.isTrue(cmp.securityRelevant);
        }
        if (cmp.whatwg.ok && c.rfc3986.accepts && c.rfc3986.host === '0x7f.1') {
          assert.deepInclude(cmp.differences, { component: 'host', whatwg: '127.0.0.1', rfc3986: '0x7f.1', securityRelevant: true });
        }
      });
    }
  });
});
