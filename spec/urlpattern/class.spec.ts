// The URLPattern class as WebIDL shapes it: argument conversion and overload
// resolution, the functions' lengths, no own properties, the result's shape.
import { assert } from 'chai';
import { URLPattern } from '../support/shipped-urlpattern.js';

type Ctor = new (...args: unknown[]) => URLPattern;
const Pattern = URLPattern as unknown as Ctor;

describe('URLPattern class', function () {
  it('has the IDL lengths and names', function () {
    assert.strictEqual(URLPattern.length, 0);
    assert.strictEqual(URLPattern.name, 'URLPattern');
    assert.strictEqual(URLPattern.prototype.test.length, 0);
    assert.strictEqual(URLPattern.prototype.exec.length, 0);
  });

  it('instances have no own properties, and the members are enumerable on the prototype', function () {
    const p = new URLPattern('https://example.com/*');
    assert.deepStrictEqual(Object.keys(p), []);
    assert.strictEqual(JSON.stringify(p), '{}');
    const keys: string[] = [];
    for (const k in p) keys.push(k);
    assert.includeMembers(keys, ['test', 'exec', 'protocol', 'pathname', 'hasRegExpGroups']);
    assert.strictEqual(Object.prototype.toString.call(p), '[object URLPattern]');
  });

  it('throws a TypeError for a receiver that is not a URLPattern', function () {
    const get = Object.getOwnPropertyDescriptor(URLPattern.prototype, 'pathname')!.get!;
    assert.throws(() => get.call({}), TypeError, /Illegal invocation/);
    assert.throws(() => URLPattern.prototype.test.call({}, 'https://a/'), TypeError);
  });

  it('resolves the overloads as WebIDL does', function () {
    // (input, options): a second argument that is an object, null or undefined
    assert.strictEqual(new Pattern({ pathname: '/A' }, { ignoreCase: true }).test({ pathname: '/a' }), true);
    assert.strictEqual(new Pattern({ pathname: '/A' }, undefined).test({ pathname: '/a' }), false);
    assert.strictEqual(new Pattern({ pathname: '/A' }, null).pathname, '/A');
    // (input, baseURL, options): anything else, or three arguments
    assert.strictEqual(new Pattern('/a', 'https://example.com').hostname, 'example.com');
    assert.strictEqual(new Pattern('/A', 'https://example.com', { ignoreCase: true }).test('https://example.com/a'), true);
    assert.throws(() => new Pattern('/a', undefined, {}), TypeError); // "undefined" is no base URL
    assert.throws(() => new Pattern('/a', {}, 'https://example.com'), TypeError); // a string is no options dictionary
    assert.throws(() => new Pattern({ pathname: '/a' }, 'https://example.com'), TypeError);
  });

  it('converts with ToString, lone surrogates to U+FFFD, and a URL object as a dictionary', function () {
    assert.strictEqual(new Pattern({ pathname: 42 }).pathname, '42');
    assert.strictEqual(new Pattern({ pathname: '/\ud800' }).pathname, '/%EF%BF%BD');
    const fromURL = new Pattern(new URL('https://example.com:8080/a?b#c'));
    assert.deepStrictEqual(
      [fromURL.protocol, fromURL.hostname, fromURL.port, fromURL.pathname, fromURL.search, fromURL.hash],
      ['https', 'example.com', '8080', '/a', 'b', 'c'],
    );
    assert.throws(() => new Pattern(Symbol('x') as unknown), TypeError);
  });

  it('test() and exec() treat an undefined base URL as not given', function () {
    const p = new URLPattern({ pathname: '/a' });
    assert.isTrue(p.test({ pathname: '/a' }, undefined));
    const r = p.exec('https://x/a', undefined);
    assert.deepStrictEqual(r && r.inputs, ['https://x/a']);
    assert.deepStrictEqual(p.exec('a', 'https://x/')!.inputs, ['a', 'https://x/']);
  });

  it('exec() gives a fresh copy of a dictionary input, with its members only', function () {
    const input = { pathname: '/a', extra: 1 };
    const r = new URLPattern({ pathname: '/:x' }).exec(input)!;
    assert.notStrictEqual(r.inputs[0], input);
    assert.deepStrictEqual(r.inputs[0], { pathname: '/a' });
    assert.deepStrictEqual(r.pathname, { input: '/a', groups: { x: 'a' } });
  });

  it('a group named __proto__ is an own property of groups', function () {
    const r = new URLPattern({ pathname: '/:__proto__' }).exec({ pathname: '/x' })!;
    assert.isTrue(Object.prototype.hasOwnProperty.call(r.pathname.groups, '__proto__'));
    assert.strictEqual(r.pathname.groups['__proto__'], 'x');
    assert.strictEqual(Object.getPrototypeOf(r.pathname.groups), Object.prototype);
  });

  it('hasRegExpGroups is true only for regexp groups', function () {
    assert.isFalse(new URLPattern('https://*.example.com/:a/*').hasRegExpGroups);
    assert.isTrue(new URLPattern({ hash: ':a(\\d+)' }).hasRegExpGroups);
    // A regexp equal to a wildcard is that wildcard.
    assert.isFalse(new URLPattern({ pathname: '/(.*)' }).hasRegExpGroups);
  });

  it('an invalid regular expression is a TypeError', function () {
    assert.throws(() => new URLPattern({ pathname: '/(a{)' }), TypeError, /invalid regular expression/);
  });

  it('matching a lone * or fixed text without a regular expression gives the standard\'s groups', function () {
    const p = new URLPattern({ protocol: 'HTTPS', pathname: '/A' }, { ignoreCase: true });
    assert.strictEqual(p.protocol, 'https');
    const r = p.exec('https://u:p@h.example:81/a?q#f')!;
    assert.deepStrictEqual(r.pathname, { input: '/a', groups: {} });
    assert.deepStrictEqual(r.username, { input: 'u', groups: { 0: 'u' } });
    assert.deepStrictEqual(r.port, { input: '81', groups: { 0: '81' } });
    assert.isNull(p.exec('https://h/b'));
  });
});
