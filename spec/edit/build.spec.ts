// buildURL and queryRecord: each part by its setter's rule, a TypeError that
// names a part a setter would ignore, query records with repeated names.
import { assert } from 'chai';
import * as fc from 'fast-check';
import { URL, buildURL, queryRecord, pathSegments } from '../support/shipped.js';
import * as A from '../properties/arbitraries.js';

describe('buildURL', function () {
  it('gives what the setters give, serialized once', function () {
    const parts = { protocol: 'https:', username: 'u s', password: 'p@ss', hostname: 'EXAMPLE.com', port: '8443', pathname: '/a b/./c', search: 'q=1 2', hash: 'top' };
    const u = new URL('https://h');
    u.hostname = parts.hostname;
    u.port = parts.port;
    u.username = parts.username;
    u.password = parts.password;
    u.pathname = parts.pathname;
    u.search = parts.search;
    u.hash = parts.hash;
    assert.strictEqual(buildURL(parts).href, u.href);
    assert.strictEqual(buildURL(parts).href, 'https://u%20s:p%40ss@example.com:8443/a%20b/c?q=1%202#top');
  });

  it('segments and a query record with repeated names', function () {
    const u = buildURL({ hostname: 'example.com', segments: ['docs', 'a/b', 'x y'], query: { a: ['1', '2'], b: 'x', n: 3, skip: undefined, none: null }, hash: '' });
    assert.instanceOf(u, URL);
    assert.strictEqual(u.href, 'https://example.com/docs/a%2Fb/x%20y?a=1&a=2&b=x&n=3');
    assert.deepEqual(queryRecord(u), { a: ['1', '2'], b: 'x', n: '3' });
    assert.deepEqual(pathSegments(u), ['docs', 'a/b', 'x y']);
    assert.strictEqual(buildURL({ hostname: 'h', query: {} }).href, 'https://h/', 'no values: no query');
    assert.strictEqual(buildURL({ hostname: 'h', search: '?', hash: '#' }).href, 'https://h/?#', 'empty query and fragment kept');
  });

  it('every mode; opaque paths; file: and hostless URLs', function () {
    assert.strictEqual(buildURL({ protocol: 'mailto', pathname: 'a@example.com', search: 'subject=Hi there' }).href, 'mailto:a@example.com?subject=Hi%20there');
    assert.strictEqual(buildURL({ protocol: 'file', segments: ['C:', 'Users', 'a b.txt'] }).href, 'file:///C:/Users/a%20b.txt');
    assert.strictEqual(buildURL({ protocol: 'web+x', segments: ['', 'p'] }).href, 'web+x:/.//p');
    assert.strictEqual(buildURL({ protocol: 'urn', pathname: 'isbn:0451450523' }, { mode: 'rfc3986' }).href, 'urn:isbn:0451450523');
    assert.strictEqual(buildURL({ protocol: 'HTTP', host: 'Example.COM:80', segments: ['.', 'a'] }, { mode: 'rfc3986' }).href, 'HTTP://Example.COM:80/%2E/a');
    assert.strictEqual(buildURL({ hostname: ' www.example.com ' }, { mode: 'lenient' }).href, 'https://www.example.com/');
    assert.strictEqual(buildURL({ hostname: 'h' }, { mode: 'lenient', defaultScheme: 'http' }).href, 'http://h/');
    assert.strictEqual(buildURL({ host: '[::1]:8080' }).href, 'https://[::1]:8080/');
    assert.strictEqual(buildURL({ host: 'h:443' }).href, 'https://h/', 'the default port, as the setter drops it');
    assert.strictEqual(buildURL({ protocol: 'foo', hostname: '' }).href, 'foo://');
  });

  it('an invalid part is a TypeError that names it', function () {
    const bad: [object, RegExp, object?][] = [
      [{ hostname: 'a b' }, /^buildURL: invalid hostname "a b"/],
      [{ hostname: 'a/b' }, /invalid hostname "a\/b".*"\/" cannot be in a host/],
      [{ hostname: 'user@h' }, /invalid hostname/],
      [{ hostname: 'h:80' }, /invalid hostname "h:80" \(a hostname has no port\)/],
      [{ hostname: '[::1' }, /invalid hostname/],
      [{ hostname: '' }, /invalid hostname ""/],
      [{ host: 'h:99999' }, /invalid host/],
      [{ host: 'h:80x' }, /invalid host "h:80x" \(a port is digits only\)/],
      [{ hostname: 'h', port: '70000' }, /invalid port "70000"/],
      [{ hostname: 'h', port: '80x' }, /invalid port "80x"/],
      [{ protocol: 'file', hostname: 'h', username: 'u' }, /invalid username "u"/],
      [{ protocol: 'file', port: 80 }, /invalid port "80"/],
      [{ protocol: '1http', hostname: 'h' }, /invalid protocol "1http"/],
      [{ protocol: 'https' }, /needs a hostname/],
      [{ hostname: 'a b' }, /^buildURL: invalid hostname "a b" \(Cannot set hostname/, { mode: 'rfc3986' }],
      [{ protocol: 'http', hostname: 'h', pathname: 'x' }, /invalid pathname "x"/, { mode: 'rfc3986' }],
      [{ hostname: 'h', segments: ['..'] }, /invalid segments/],
      [{ hostname: 'h', path: '/x' }, /unknown part "path"/],
      [{ hostname: 'h', host: 'h' }, /hostname or host, not both/],
      [{ hostname: 'h', query: 'a=1' }, /the query must be an object/],
    ];
    for (const [parts, message, options] of bad) {
      assert.throws(() => buildURL(parts as never, options as never), TypeError, message, JSON.stringify(parts));
    }
  });
});

describe('queryRecord', function () {
  it('single values as strings, repeated names as arrays (or always arrays)', function () {
    const u = new URL('https://h/?a=1&b=x+y&a=2&c&=e&a=%26');
    assert.deepEqual(queryRecord(u), { a: ['1', '2', '&'], b: 'x y', c: '', '': 'e' });
    assert.deepEqual(queryRecord(u, { arrays: true }), { a: ['1', '2', '&'], b: ['x y'], c: [''], '': ['e'] });
    assert.deepEqual(queryRecord('https://h/'), {});
    assert.deepEqual(queryRecord('https://h/?'), {});
    const p = queryRecord('https://h/?__proto__=1&constructor=2');
    assert.strictEqual(Object.getPrototypeOf(p), Object.prototype);
    assert.deepEqual(Object.keys(p), ['__proto__', 'constructor']);
    assert.strictEqual(p['__proto__' as string], '1');
  });

  it('buildURL({ query: queryRecord(u) }) gives the same list as u.searchParams', function () {
    const key = fc.constantFrom('a', 'b', 'a b', '&', '=', '__proto__', 'é', '');
    const value = fc.oneof(key, fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 6 }), (pairs) => {
        const u = new URL('https://h/');
        for (const [k, v] of pairs) u.searchParams.append(k, v);
        const rebuilt = buildURL({ hostname: 'h', query: queryRecord(u) });
        // The same names with the same values; a name's values stay in order (names are grouped).
        const a = [...u.searchParams].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
        const b = [...rebuilt.searchParams].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
        assert.deepEqual(b, a);
        assert.deepEqual(queryRecord(rebuilt), queryRecord(u));
      }),
      { seed: 20261205, numRuns: 2000 },
    );
  });
});

describe('buildURL against the setters', function () {
  this.timeout(60000);
  // Parts made from the property suites' generators (noise included: tabs,
  // controls, spaces at the ends, "?" and "#" in paths, backslashes).
  const parts = fc.record(
    {
      protocol: fc.constantFrom('http', 'https:', 'file', 'ws', 'foo', 'web+x'),
      hostname: A.host,
      port: A.port.map((p) => p.slice(1)),
      username: fc.constantFrom('u', 'a b', 'x@y', ''),
      password: fc.constantFrom('p', 'p:w', ''),
      pathname: A.path,
      search: A.query,
      hash: A.fragment,
    },
    { requiredKeys: ['protocol', 'hostname'] },
  );
  for (const mode of ['whatwg', 'lenient', 'rfc3986'] as const) {
    it(`${mode}: where buildURL gives a URL, new URL(scheme://h) and the setters in its order give the same href`, function () {
      let built = 0;
      fc.assert(
        fc.property(parts, fc.boolean(), (given, asHost) => {
          // Half the time as host = hostname[:port].
          const p: { [k: string]: string } = { ...given } as { [k: string]: string };
          if (asHost) {
            p.host = p.hostname + (p.port !== undefined && p.port !== '' ? ':' + p.port : '');
            delete p.hostname;
            delete p.port;
          }
          let u: URL;
          try {
            u = buildURL(p, { mode });
          } catch (e) {
            assert.instanceOf(e, TypeError);
            return;
          }
          built++;
          const scheme = p.protocol.replace(/:$/, '');
          const r = new URL(scheme + '://h', undefined, { mode });
          if (asHost) r.host = p.host;
          else r.hostname = p.hostname;
          if (p.port !== undefined) r.port = p.port;
          if (p.username !== undefined) r.username = p.username;
          if (p.password !== undefined) r.password = p.password;
          if (p.pathname !== undefined) r.pathname = p.pathname;
          if (p.search !== undefined) r.search = p.search;
          if (p.hash !== undefined) r.hash = p.hash;
          assert.strictEqual(u.href, r.href, JSON.stringify(p));
        }),
        { seed: 20261205, numRuns: 20000 },
      );
      assert.isAbove(built, mode === 'rfc3986' ? 2000 : 8000);
      this.test!.title += ` [${built} built]`;
    });
  }
});
