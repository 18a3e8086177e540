// The legacy RegExp statics (RegExp.input / $_, lastMatch, leftContext,
// rightContext) keep the subject of the realm's last successful match, for
// any script to read. No URL method may leave a caller's string there: each
// call below starts from a match of the spec's own and must leave the four
// statics exactly as they were, in every build that ships (module, CommonJS,
// ES5 CommonJS, what polyurl/auto installs on the web and in React Native,
// the classic legacy script in a vm context with its own RegExp). The engine
// proofs (scripts/engines/driver.js) check the same around every WPT case in
// each engine that has the statics.
import { assert } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as vm from 'node:vm';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Api = { [k: string]: any };

const DIST = join(process.cwd(), 'dist');

// Inputs that reach the fast paths, the state machine, IDNA, percent-encoding,
// tabs and newlines, surrogates, the lenient clean-up and rfc3986's grammar.
const INPUTS = [
  'https://user:secret-token@example.com:8443/a/b?c=d&e=f+g#h',
  'http://EXAMPLE.com/./a/../b/%2e/c?q=1',
  'https://b\u00fccher.example/\u00e9t\u00e9?x=\ud83d\ude00#\u00e7',
  'file:///C|/path/to/file.txt',
  'http://[::1]:80/x',
  'http://192.168.0.1./a',
  'mailto:someone@example.com?subject=hi',
  'data:text/plain;base64,SGVsbG8=',
  ' \thttp://exa\nmple.org/p\r ',
  'www.example.com/a b',
  'w.:%2e/:',
  'http://a/b\ud800c',
  'javascript:alert(1)',
  'not a url',
  '',
];
const BASE = 'https://base.example/dir/file?q#f';
const MODES = [undefined, { mode: 'whatwg' }, { mode: 'rfc3986' }, { mode: 'lenient' }, { mode: 'lenient', defaultScheme: 'https' }];

interface Realm {
  name: string;
  api: Api;
  RegExp: RegExpConstructor;
  formats?: Api;
}

const realms: Realm[] = [];

before(async function () {
  const require = createRequire(import.meta.url);
  const esm = (await import(pathToFileURL(join(DIST, 'polyurl.mjs')).href)) as Api;
  const formatsEsm = (await import(pathToFileURL(join(DIST, 'formats.mjs')).href)) as Api;
  const auto = (await import(pathToFileURL(join(DIST, 'auto.mjs')).href)) as { install(o: object): unknown };
  const target: Api = {};
  auto.install({ force: true, target });
  const rnTarget: Api = {};
  (require(join(DIST, 'install.rn.cjs')) as { install(o: object): unknown }).install({ force: true, target: rnTarget });
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync(join(DIST, 'polyurl.legacy.js'), 'utf8'), ctx);
  const ctxMin = vm.createContext({});
  vm.runInContext(readFileSync(join(DIST, 'polyurl.legacy.min.js'), 'utf8'), ctxMin);
  const inRealm = (c: vm.Context) => ({ ...(vm.runInContext('polyurl', c) as Api), URL: vm.runInContext('URL', c), URLSearchParams: vm.runInContext('URLSearchParams', c) });
  realms.push(
    { name: 'polyurl.mjs', api: esm, RegExp, formats: formatsEsm.formats },
    { name: 'polyurl.cjs', api: require(join(DIST, 'polyurl.cjs')) as Api, RegExp, formats: (require(join(DIST, 'formats.cjs')) as Api).formats },
    { name: 'polyurl.es5.cjs', api: require(join(DIST, 'polyurl.es5.cjs')) as Api, RegExp },
    { name: 'what polyurl/auto installs (compact)', api: target, RegExp },
    { name: "what polyurl/auto installs in React Native (install.rn.cjs)", api: rnTarget, RegExp },
    { name: 'polyurl.legacy.js (vm context)', api: inRealm(ctx), RegExp: vm.runInContext('RegExp', ctx) as RegExpConstructor },
    { name: 'polyurl.legacy.min.js (vm context)', api: inRealm(ctxMin), RegExp: vm.runInContext('RegExp', ctxMin) as RegExpConstructor },
  );
});

function statics(R: RegExpConstructor): string[] {
  const r = R as unknown as Api;
  return [r.input, r.lastMatch, r.leftContext, r.rightContext];
}

let counter = 0;

/** Runs `fn` after a match of the spec's own in `R`'s realm; the statics must be as that match left them. */
function leavesStatics(R: RegExpConstructor, what: string, fn: () => unknown): void {
  const subject = `caller's own <${counter++}> subject`;
  new R('<\\d+>').exec(subject);
  const before = statics(R);
  assert.deepEqual(before, [subject, `<${counter - 1}>`, "caller's own ", ' subject'], 'the sentinel match');
  try {
    fn();
  } catch {
    // A TypeError for an invalid URL is an answer too: the statics must still be as they were.
  }
  assert.deepEqual(statics(R), before, `${what} changed the RegExp statics`);
}

// polyurl's inspect hook, with an inspect function that matches no regular
// expression: Node's util.inspect itself leaves its output in the statics,
// for native URLs too, which is Node's and not a URL method's.
const INSPECT = Symbol.for('nodejs.util.inspect.custom');
function ownInspect(o: Api): unknown {
  const hook = (o as { [k: symbol]: unknown })[INSPECT];
  const show = (v: unknown) => (typeof v === 'string' ? `\u001b[32m'${v}'\u001b[39m` : JSON.stringify(v));
  return typeof hook === 'function' ? hook.call(o, 2, { colors: true, stylize: (t: string) => t }, show) : undefined;
}

function tryIt(fn: () => unknown): unknown {
  try {
    return fn();
  } catch {
    return null;
  }
}

describe('RegExp legacy statics: no URL method leaves a caller\'s string in RegExp.input, lastMatch, leftContext, rightContext', function () {
  this.timeout(60000);

  it('the constructor, URL.parse and URL.canParse, with and without a base, in every mode', function () {
    for (const { name, api, RegExp: R } of realms) {
      const modes = api.URL.length === 1 && 'extractURLs' in api ? MODES : [undefined];
      for (const input of INPUTS) {
        for (const options of modes) {
          const tag = `${name}: ${JSON.stringify(input)} ${JSON.stringify(options)}`;
          leavesStatics(R, `new URL ${tag}`, () => new api.URL(input, undefined, options));
          leavesStatics(R, `new URL with a base ${tag}`, () => new api.URL(input, BASE, options));
          if (typeof api.URL.parse === 'function') leavesStatics(R, `URL.parse ${tag}`, () => api.URL.parse(input, BASE, options));
          if (typeof api.URL.canParse === 'function') leavesStatics(R, `URL.canParse ${tag}`, () => api.URL.canParse(input, undefined, options));
        }
      }
    }
  });

  it('every getter, every setter, toString, toJSON and inspect', function () {
    const setters: [string, string][] = [
      ['href', 'https://u:p@example.org/x?y#z'], ['protocol', 'wss'], ['username', 'new user'], ['password', 'p\u00e4ss'],
      ['host', 'b\u00fccher.example:81'], ['hostname', 'EXAMPLE.net'], ['port', '8080'], ['pathname', '/a b/./c/%2e%2E/d'],
      ['search', '?a=b c&d=\ud83d\ude00'], ['hash', '#frag ment'],
    ];
    for (const { name, api, RegExp: R } of realms) {
      for (const options of 'extractURLs' in api ? MODES : [undefined]) {
        for (const input of INPUTS) {
          const url = tryIt(() => new api.URL(input, BASE, options)) as Api | null;
          if (url === null) continue;
          const tag = `${name}: ${JSON.stringify(input)} ${JSON.stringify(options)}`;
          for (const key of ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']) {
            leavesStatics(R, `get ${key} ${tag}`, () => url[key]);
          }
          leavesStatics(R, `toString ${tag}`, () => String(url));
          leavesStatics(R, `toJSON ${tag}`, () => url.toJSON());
          leavesStatics(R, `inspect ${tag}`, () => ownInspect(url));
          for (const [key, value] of setters) leavesStatics(R, `set ${key} ${tag}`, () => (url[key] = value));
        }
      }
    }
  });

  it('install() and detect() of polyurl/auto (web and React Native) and the legacy script, over native classes with statics of their own', function () {
    const require = createRequire(import.meta.url);
    const ctx = vm.createContext({});
    vm.runInContext(readFileSync(join(DIST, 'polyurl.legacy.min.js'), 'utf8'), ctx);
    const installers: [string, Api, RegExpConstructor][] = [
      ['auto.cjs', require(join(DIST, 'auto.cjs')) as Api, RegExp],
      ['install.rn.cjs', require(join(DIST, 'install.rn.cjs')) as Api, RegExp],
      ['polyurl.legacy.min.js (vm context)', vm.runInContext('polyurl', ctx) as Api, vm.runInContext('RegExp', ctx) as RegExpConstructor],
    ];
    for (const [name, m, R] of installers) {
      // A broken native URL carrying a Blob static, as React Native's and old browsers' do.
      const native = function URL(): void {} as unknown as Api;
      native.createObjectURL = function createObjectURL(): string {
        return 'blob:x';
      };
      for (const force of [false, true]) {
        const target: Api = { URL: native, URLSearchParams: function URLSearchParams(): void {} };
        leavesStatics(R, `${name}: install({ force: ${force} })`, () => m.install({ target, force }));
        assert.strictEqual(target.URL.createObjectURL, native.createObjectURL, `${name}: the static kept`);
      }
      leavesStatics(R, `${name}: detect()`, () => m.detect(native, function URLSearchParams(): void {}));
    }
  });

  it('searchParams and URLSearchParams', function () {
    for (const { name, api, RegExp: R } of realms) {
      const url = new api.URL('https://user:secret@example.com/?a=1&b=x+y&c=%20%F0%9F%98%80#h');
      const p = url.searchParams;
      const ops: [string, () => unknown][] = [
        ['get', () => p.get('b')], ['getAll', () => p.getAll('a')], ['has', () => p.has('c')],
        ['append', () => p.append('tok en', 'se+cret \ud83d\ude00')], ['set', () => p.set('a', 'A&B=C')],
        ['delete', () => p.delete('b')], ['sort', () => p.sort()], ['toString', () => p.toString()], ['size', () => p.size],
        ['href after changes', () => url.href], ['search after changes', () => url.search],
        ['new URLSearchParams(string)', () => new api.URLSearchParams('?x=1+2&y=%41%zz&z')],
        ['new URLSearchParams(record)', () => new api.URLSearchParams({ 'a b': 'c+d', e: '\ud800' })],
        ['new URLSearchParams(pairs)', () => String(new api.URLSearchParams([['k', 'v w'], ['*-._', 'safe']]))],
        ['inspect', () => ownInspect(p)],
        ['forEach', () => p.forEach(() => undefined)],
      ];
      for (const [what, fn] of ops) leavesStatics(R, `${name}: searchParams ${what}`, fn);
    }
  });

  it('the formats, extractURLs, diagnose, compareReadings, the extras, the editing functions, IDNA and the RFC 3986 functions', function () {
    const text = 'See <https://user:pw@example.com/a> or www.example.org/b, mail a@b.example, http://x.test/\u00e9 and "ftp://f.example/x".\nAlso https://ex\n ample.com/broken';
    for (const { name, api, RegExp: R, formats } of realms) {
      if (formats !== undefined) {
        for (const format of ['uri', 'uri-reference', 'iri', 'iri-reference']) {
          for (const input of INPUTS) leavesStatics(R, `${name}: formats[${format}](${JSON.stringify(input)})`, () => formats[format](input));
        }
      }
      if (!('extractURLs' in api)) continue;
      const urls = [new api.URL('https://Ex.COM:443/a/./b/%7e%41?Q#F'), new api.URL('w.:%2e/:', undefined, { mode: 'lenient' }), new api.URL('HTTP://a/b/../c', undefined, { mode: 'rfc3986' })];
      const calls: [string, () => unknown][] = [
        ['extractURLs', () => api.extractURLs(text)],
        ['extractURLs bare', () => api.extractURLs(text, { bare: true, defaultScheme: 'https' })],
        ['domainToASCII', () => api.domainToASCII('B\u00fccher.example')],
        ['domainToUnicode', () => api.domainToUnicode('xn--bcher-kva.example')],
        ['parseReference', () => api.parseReference('http://u:p@[v7.x]/a?b#c')],
        ['isURI', () => api.isURI('http://a/b c')],
        ['isURIReference', () => api.isURIReference('../a')],
        ['iriToURI', () => api.iriToURI('http://\u00e9.example/\u00e9')],
        ['uriToIRI', () => api.uriToIRI('http://a/%C3%A9')],
        ['removeDotSegments', () => api.removeDotSegments('/a/b/../c/./d')],
        ['relativize', () => api.relativize('https://a.example/x/y?tok=secret', 'https://a.example/x/z')],
        ['pathSegments', () => api.pathSegments('https://a.example/x/y%20z')],
        ['setPathSegments', () => api.setPathSegments('https://a.example/x', ['secret', 'a b'])],
        ['appendPathSegments', () => api.appendPathSegments('https://a.example/x', 'secret')],
        ['buildURL', () => api.buildURL({ protocol: 'https', hostname: 'ex\tample.com', port: '8080', pathname: '/p?q' })],
        ['queryRecord', () => api.queryRecord('https://a.example/?a=1&b=secret')],
      ];
      for (const input of INPUTS) {
        for (const options of MODES) {
          calls.push([`diagnose ${JSON.stringify(input)} ${JSON.stringify(options)}`, () => api.diagnose(input, BASE, options)]);
          calls.push([`URL.diagnose ${JSON.stringify(input)}`, () => api.URL.diagnose(input, undefined, options)]);
        }
        calls.push([`compareReadings ${JSON.stringify(input)}`, () => api.compareReadings(input, BASE)]);
        calls.push([`URL.compareReadings ${JSON.stringify(input)}`, () => api.URL.compareReadings(input)]);
        calls.push([`uriEquals ${JSON.stringify(input)}`, () => api.uriEquals(input, input.toUpperCase())]);
      }
      for (const url of urls) {
        for (const level of [undefined, 'syntax', 'scheme']) calls.push([`normalize ${url.href} ${level}`, () => api.normalize(url, { level })]);
        calls.push([`components ${url.href}`, () => api.components(url)]);
        calls.push([`toURI ${url.href}`, () => api.toURI(url)]);
        calls.push([`hostKind ${url.href}`, () => api.hostKind(url)]);
        calls.push([`uriEquals ${url.href}`, () => api.uriEquals(url, url.href.toLowerCase())]);
      }
      for (const [what, fn] of calls) leavesStatics(R, `${name}: ${what}`, fn);
    }
  });
});
