// Lookup tables keyed by input text read only their own entries: with
// Object.prototype given the names such tables are asked for (schemes, ports,
// error codes, clean-up kinds, command-line options), every mode reads, diagnoses
// and compares the same inputs exactly as without them. Each test sets the
// names and deletes them in a finally. Public API from dist/ (what users
// install); the command line through its function (build/lib/cli/run.js).
//
// Not polluted here: the members of an options dictionary (`mode`,
// `defaultScheme`, `maxErrors`, …), which WebIDL reads with [[Get]], inherited
// ones included, as the platform does.
import { assert } from 'chai';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCLI } from '../../lib/cli/run.js';
import type { ModeName } from '../../lib/modes/mode.js';
import { caseIt } from '../support/known-failures.js';

type Package = typeof import('../../lib/index.js');
const SUITE = 'Object.prototype polluted';

const NAMES = [
  // schemes and their default ports
  'foo', 'sc', 'http', 'https', 'ws', 'wss', 'ftp', 'file', 'mailto', 'urn', 'blob', 'data', 'javascript', 'about',
  '80', '443', '21',
  // validation error codes, RFC 3986 rules and components, clean-up kinds
  'invalid-credentials', 'host-missing', 'port-invalid', 'IPv4-non-decimal-part', 'invalid-URL-unit', 'validation error',
  'scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'pchar', 'reg-name',
  'trim', 'delimiters', 'prefix', 'whitespace', 'scheme-inferred', 'scheme-repaired', 'slashes-repaired',
  // command-line options
  'json', 'mode', 'base', 'max-errors', 'limit', 'default-scheme', 'backward-compatible',
  // top-level domains and schemes the lenient mode knows
  'com', 'www', 'htp', 'x',
];

/** Runs `fn` with every name of NAMES on Object.prototype (as '80', what a port table would return). */
function polluted<T>(fn: () => T): T {
  const proto = Object.prototype as { [name: string]: unknown };
  for (const n of NAMES) Object.defineProperty(proto, n, { value: '80', writable: true, configurable: true, enumerable: false });
  try {
    return fn();
  } finally {
    for (const n of NAMES) delete proto[n];
  }
}

const INPUTS = [
  'foo://h:80/', 'foo://h', 'sc://h:21/p', 'http://h:80/', 'https://h:443', 'ws://h:80', 'ftp://h:21/', 'file:///C:/x',
  'mailto:a@EXAMPLE.com', 'urn:x:y', 'HTTP://a@b/%7e/../c?q#f', 'http://a b/', 'http://[::1', 'http://0x7f.1/', 'x://h:0/',
  ' <www.example.com/a> ', 'htp:/x', 'example.com', 'www.x.com:80', 'URL:http://h/', 'a\nb.com',
];

function read(pkg: Package, mode: ModeName): string {
  const out: unknown[] = [];
  for (const input of INPUTS) {
    const u = pkg.URL.parse(input, undefined, { mode });
    const normal = u === null ? null : pkg.normalize(u).href;
    out.push([input, u === null ? null : u.href, u === null ? null : u.origin, normal, pkg.diagnose(input, undefined, { mode }), mode === 'whatwg' ? pkg.compareReadings(input) : null]);
  }
  return JSON.stringify(out);
}

describe(SUITE, function () {
  let pkg: Package;
  before(async function () {
    pkg = (await import(pathToFileURL(join(process.cwd(), 'dist', 'polyurl.mjs')).href)) as Package;
  });

  afterEach(function () {
    for (const n of NAMES) assert.isFalse(Object.prototype.hasOwnProperty.call(Object.prototype, n), 'cleaned up ' + n);
  });

  for (const mode of ['whatwg', 'rfc3986', 'lenient'] as ModeName[]) {
    caseIt(SUITE, `${mode}: parse, origin, normalize, diagnose and compareReadings read no inherited table entry`, function () {
      assert.strictEqual(polluted(() => read(pkg, mode)), read(pkg, mode));
    });
  }

  caseIt(SUITE, 'rfc3986: foo://h:80/ keeps its port when Object.prototype.foo is "80" (the default-port table)', function () {
    // Apart from the general cases above so the fix of that table can be seen on its own.
    const u = new pkg.URL('foo://h:80/', undefined, { mode: 'rfc3986' });
    assert.strictEqual(polluted(() => pkg.normalize(u).href), 'foo://h:80/');
  });

  it('URLSearchParams: a record init and the URL\'s params see own names only', function () {
    polluted(() => {
      assert.strictEqual(new pkg.URLSearchParams({ a: '1' }).toString(), 'a=1');
      const u = new pkg.URL('http://h/?json=1');
      assert.isNull(u.searchParams.get('mode'));
      assert.isFalse(u.searchParams.has('http'));
      assert.strictEqual(u.searchParams.get('json'), '1');
    });
  });

  it('index keys too: with Object.prototype[0] set, the rfc3986 variants are still modes', function () {
    const proto = Object.prototype as { [name: string]: unknown };
    for (const k of ['0', '1', '2', '3']) Object.defineProperty(proto, k, { value: '80', writable: true, configurable: true, enumerable: false });
    try {
      for (const options of [{ mode: 'rfc3986' }, { mode: 'rfc3986', backwardCompatible: true }, { mode: 'rfc3986', iri: true }] as const) {
        assert.strictEqual(new pkg.URL('http://a/b', undefined, options).href, 'http://a/b', JSON.stringify(options));
      }
      assert.strictEqual(new pkg.URL('g', 'http://a/b/c', { mode: 'rfc3986' }).href, 'http://a/b/g');
    } finally {
      for (const k of ['0', '1', '2', '3']) delete proto[k];
    }
  });

  it('the command line reads only the options it was given (--json, --mode, --base, --max-errors)', async function () {
    const io = { readStdin: async (): Promise<string> => '' };
    const plain = await runCLI(['diagnose', 'http://a@b/'], io);
    const proto = Object.prototype as { [name: string]: unknown };
    for (const n of NAMES) Object.defineProperty(proto, n, { value: n === 'json' ? true : n === 'max-errors' ? '0' : n === 'mode' ? 'rfc3986' : '80', writable: true, configurable: true });
    let got;
    try {
      got = await runCLI(['diagnose', 'http://a@b/'], io);
    } finally {
      for (const n of NAMES) delete proto[n];
    }
    assert.deepEqual(got, plain);
    assert.include(plain.stdout, 'mode   whatwg');
  });
});
