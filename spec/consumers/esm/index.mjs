// An ES module consumer of the packed polyurl.
import assert from 'node:assert/strict';
import { URL, StandardURL, URLSearchParams } from 'polyurl';

const u = new URL('HTTPS://Example.COM:443/a/../b?x=1#f');
assert.equal(u.href, 'https://example.com/b?x=1#f');
u.searchParams.append('y', '2 3');
assert.equal(u.search, '?x=1&y=2+3');
assert.equal(new URLSearchParams({ a: 'b' }).toString(), 'a=b');
assert.equal(new URL('https://h/a b', undefined, { mode: 'whatwg' }).href, 'https://h/a%20b');
assert.equal(URL.canParse('https://h/x y'), true);

// The ponyfill touched no global.
assert.notEqual(globalThis.URL, URL);

// (polyurl's URL borrows the standard class's members: the same getter functions.)
assert.equal(Object.getOwnPropertyDescriptor(URL.prototype, 'href').get, Object.getOwnPropertyDescriptor(StandardURL.prototype, 'href').get);
// polyurl/install: no side effect; install() puts the ponyfill's own classes in place.
const nativeURL = globalThis.URL;
const { install } = await import('polyurl/install');
assert.equal(globalThis.URL, nativeURL);
const target = {};
assert.equal(install({ force: true, target }).replaced, true);
assert.equal(target.URL, StandardURL);
assert.equal(target.URLSearchParams, URLSearchParams);
// polyurl/auto, with the native URL gone, installs its standard class (compact: a copy of its own).
delete globalThis.URL;
await import('polyurl/auto');
assert.equal(globalThis.URL.name, 'URL');
assert.deepEqual(Object.getOwnPropertyNames(globalThis.URL.prototype).sort(), Object.getOwnPropertyNames(StandardURL.prototype).sort());
assert.equal(new globalThis.URL('HTTPS://Example.COM:443/a/../b').href, 'https://example.com/b');
assert.equal(new globalThis.URL('https://h/?a=1').searchParams.get('a'), '1');
assert.equal(new globalThis.URLSearchParams({ a: 'b c' }).toString(), 'a=b+c');
// polyurl/formats: the JSON Schema format predicates.
const { formats } = await import('polyurl/formats');
assert.equal(formats.uri('https://h/'), true);
assert.equal(formats['iri-reference']('ä/b'), true);
assert.equal(formats['uri-reference']('a b'), false);
// The classic script through the exports map, from an ES module too.
assert.match(import.meta.resolve('polyurl/legacy'), /\/dist\/polyurl\.legacy\.js$/);
assert.match(import.meta.resolve('polyurl/dist/polyurl.legacy.min.js'), /\/dist\/polyurl\.legacy\.min\.js$/);
assert.match(import.meta.resolve('polyurl/urlpattern-legacy'), /\/dist\/urlpattern\.legacy\.js$/);
assert.match(import.meta.resolve('polyurl/dist/urlpattern.legacy.min.js'), /\/dist\/urlpattern\.legacy\.min\.js$/);
console.log('esm consumer ok');
