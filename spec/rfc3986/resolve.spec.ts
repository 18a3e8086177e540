import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';
import { removeDotSegments, resolveComponents } from '../../lib/rfc3986/resolve.js';
import { parseURIReference, recompose } from '../../lib/rfc3986/parse.js';
import type { RFC3986Components } from '../../lib/rfc3986/parse.js';
import { RFC3986Error } from '../../lib/rfc3986/errors.js';

interface ResolutionGroup {
  base: string;
  cases: { ref: string; expected: string; expected_backward_compatible?: string }[];
}
interface Examples {
  groups: {
    resolution_normal: ResolutionGroup;
    resolution_abnormal: ResolutionGroup;
    remove_dot_segments: { cases: { input: string; output: string }[] };
  };
}

const ex = readFixture<Examples>('rfc3986/examples.json');

function parsed(s: string): RFC3986Components {
  const r = parseURIReference(s);
  if (r instanceof RFC3986Error) throw r;
  return r;
}

function resolve(ref: string, base: string, strict = true): string {
  const t = resolveComponents(parsed(ref), parsed(base), strict);
  if (t instanceof RFC3986Error) throw t;
  return recompose(t);
}

describe('RFC 3986 §5.4 reference resolution examples', function () {
  const groups: [string, ResolutionGroup][] = [
    ['§5.4.1 normal', ex.groups.resolution_normal],
    ['§5.4.2 abnormal', ex.groups.resolution_abnormal],
  ];
  it('has the 42 examples of the RFC', function () {
    assert.strictEqual(ex.groups.resolution_normal.cases.length + ex.groups.resolution_abnormal.cases.length, 42);
  });
  groups.forEach(function (g) {
    describe(g[0] + ', strict parser', function () {
      g[1].cases.forEach(function (c) {
        it(`${JSON.stringify(c.ref)} → ${c.expected}`, function () {
          assert.strictEqual(resolve(c.ref, g[1].base, true), c.expected);
        });
      });
    });
    describe(g[0] + ', backward-compatible parser (§5.2.2 non-strict)', function () {
      g[1].cases.forEach(function (c) {
        const want = c.expected_backward_compatible !== undefined ? c.expected_backward_compatible : c.expected;
        it(`${JSON.stringify(c.ref)} → ${want}`, function () {
          assert.strictEqual(resolve(c.ref, g[1].base, false), want);
        });
      });
    });
  });
});

describe('RFC 3986 §5.2.4 remove_dot_segments', function () {
  ex.groups.remove_dot_segments.cases.forEach(function (c) {
    it(`RFC walk-through: ${c.input} → ${c.output}`, function () {
      assert.strictEqual(removeDotSegments(c.input), c.output);
    });
  });
  const MORE: [string, string][] = [
    ['', ''], ['/', '/'], ['.', ''], ['..', ''], ['./', ''], ['../', ''], ['/.', '/'], ['/..', '/'], ['/./', '/'], ['/../', '/'],
    ['/a/b/..', '/a/'], ['/a/b/.', '/a/b/'], ['/a/./b', '/a/b'], ['/a/../../b', '/b'], ['a/..', '/'], ['a/../b', '/b'],
    ['../../a', 'a'], ['./a/./b/', 'a/b/'], ['/a/.b/..c/...', '/a/.b/..c/...'], ['/a//../b', '/a/b'], ['/a/b//..', '/a/b/'],
    ['/.//x', '//x'], ['/a/%2E/b', '/a/%2E/b'], ['no/dots', 'no/dots'], ['/a/b/c/./../../g', '/a/g'],
  ];
  MORE.forEach(function (c) {
    it(`${JSON.stringify(c[0])} → ${JSON.stringify(c[1])}`, function () {
      assert.strictEqual(removeDotSegments(c[0]), c[1]);
    });
  });

  // The implementation returns its input at once when no segment is "." or
  // ".."; both that check and the loop are compared with the §5.2.4 steps
  // written literally over an input buffer, on generated paths (fixed seed).
  it('agrees with the §5.2.4 steps taken literally on 20000 generated paths', function () {
    let seed = 0x0d075e9;
    const rand = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const TOKENS = ['/', '/', '.', '..', '...', 'a', 'bc', '.a', 'a.', '%2E', '~', ':', ''];
    let unchanged = 0;
    for (let k = 0; k < 20000; k++) {
      let p = '';
      const len = rand(9);
      for (let j = 0; j < len; j++) p += TOKENS[rand(TOKENS.length)];
      const got = removeDotSegments(p);
      assert.strictEqual(got, literalRemoveDotSegments(p), JSON.stringify(p));
      if (got === p) unchanged++;
    }
    assert.isAbove(unchanged, 2000, 'enough paths without dot-segments');
  });
});

// RFC 3986 §5.2.4, step by step, with strings for both buffers.
function literalRemoveDotSegments(path: string): string {
  let input = path;
  let output = '';
  const dropLastSegment = (): void => {
    const last = output.lastIndexOf('/');
    output = last < 0 ? '' : output.slice(0, last);
  };
  while (input !== '') {
    if (input.slice(0, 3) === '../') input = input.slice(3); // A
    else if (input.slice(0, 2) === './') input = input.slice(2); // A
    else if (input.slice(0, 3) === '/./') input = '/' + input.slice(3); // B
    else if (input === '/.') input = '/'; // B
    else if (input.slice(0, 4) === '/../') { // C
      input = '/' + input.slice(4);
      dropLastSegment();
    } else if (input === '/..') { // C
      input = '/';
      dropLastSegment();
    } else if (input === '.' || input === '..') input = ''; // D
    else { // E
      let j = input.indexOf('/', 1);
      if (input.charAt(0) !== '/') j = input.indexOf('/');
      if (j < 0) j = input.length;
      output += input.slice(0, j);
      input = input.slice(j);
    }
  }
  return output;
}

describe('RFC 3986 §5.2.2 resolution against other bases', function () {
  const CASES: [string, string, string][] = [
    // [reference, base, target]
    ['g', 'http://a', 'http://a/g'], // §5.2.3: authority and empty base path
    ['..', 'http://a', 'http://a/'],
    ['', 'http://a/b?q#f', 'http://a/b?q'], // §5.1: the base's fragment is not inherited
    ['#g', 'http://a/b?q#f', 'http://a/b?q#g'],
    ['?', 'http://a/b?q', 'http://a/b?'],
    ['#', 'http://a/b?q', 'http://a/b?q#'],
    ['x', 'mailto:a@b', 'mailto:x'], // a non-hierarchical base
    ['?subject=x', 'mailto:a@b', 'mailto:a@b?subject=x'],
    ['x:y', 'urn:a:b', 'x:y'],
    ['c', 'urn:a:b', 'urn:c'],
    ['../c', 'foo:a/b/d', 'foo:a/c'],
    ['../../../c', 'foo:a/b/d', 'foo:/c'],
    ['//h/./p/../q', 'http://a/b', 'http://h/q'],
    ['HTTP://a/./b', 'http://x/', 'HTTP://a/b'], // an absolute reference has its dot-segments removed
    ['http:g', 'HTTP://a/b/c', 'http:g'],
    ['g', 'file:///a/b', 'file:///a/g'],
    ['//@h:/', 'http://u@a:1/', 'http://@h:/'],
  ];
  CASES.forEach(function (c) {
    it(`${JSON.stringify(c[0])} against ${c[1]} → ${c[2]}`, function () {
      assert.strictEqual(resolve(c[0], c[1]), c[2]);
    });
  });
  it('backward-compatible: the scheme is ignored only when it equals the base\'s (case-insensitively)', function () {
    assert.strictEqual(resolve('HTTP:g', 'http://a/b/c', false), 'http://a/b/g');
    assert.strictEqual(resolve('https:g', 'http://a/b/c', false), 'https:g');
  });
  it('reports a target path beginning with "//" without an authority', function () {
    const t = resolveComponents(parsed('/.//x'), parsed('foo:/a'), true);
    assert.instanceOf(t, RFC3986Error);
    assert.strictEqual((t as RFC3986Error).rule, 'path-absolute');
  });
});
