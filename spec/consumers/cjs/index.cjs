// A CommonJS consumer of the packed polyurl.
'use strict';
const assert = require('node:assert/strict');
const { URL, StandardURL, URLSearchParams } = require('polyurl');

const u = new URL('/p?q=1', 'https://example.com/a/b');
assert.equal(u.href, 'https://example.com/p?q=1');
assert.equal(u.searchParams.get('q'), '1');
assert.equal(new URLSearchParams([['a', '1']]).toString(), 'a=1');
assert.equal(URL.parse('nope'), null);
assert.notEqual(globalThis.URL, URL);

// (polyurl's URL borrows the standard class's members: the same getter functions.)
assert.equal(Object.getOwnPropertyDescriptor(URL.prototype, 'href').get, Object.getOwnPropertyDescriptor(StandardURL.prototype, 'href').get);
// polyurl/install: no side effect; install() puts the ponyfill's own classes in place.
const nativeURL = globalThis.URL;
const { install } = require('polyurl/install');
assert.equal(globalThis.URL, nativeURL);
const target = {};
assert.equal(install({ force: true, target }).replaced, true);
assert.equal(target.URL, StandardURL);
assert.equal(target.URLSearchParams, URLSearchParams);
// polyurl/auto, with the native URL gone, installs its standard class (compact: a copy of its own).
delete globalThis.URL;
require('polyurl/auto');
assert.equal(globalThis.URL.name, 'URL');
assert.deepEqual(Object.getOwnPropertyNames(globalThis.URL.prototype).sort(), Object.getOwnPropertyNames(StandardURL.prototype).sort());
assert.equal(new globalThis.URL('/p?q=1', 'https://example.com/a/b').href, 'https://example.com/p?q=1');
assert.equal(new globalThis.URLSearchParams([['a', '1']]).toString(), 'a=1');
const { formats } = require('polyurl/formats');
assert.equal(formats.uri('https://h/'), true);
assert.equal(formats.iri('https://h/ä'), true);
// The classic script through the exports map: by name, and by the path CDNs and bundler configs use.
const path = require('node:path');
const dist = path.join(path.dirname(require.resolve('polyurl/package.json')), 'dist');
assert.equal(require.resolve('polyurl/legacy'), path.join(dist, 'polyurl.legacy.js'));
assert.equal(require.resolve('polyurl/legacy.min'), path.join(dist, 'polyurl.legacy.min.js'));
assert.equal(require.resolve('polyurl/dist/polyurl.legacy.js'), path.join(dist, 'polyurl.legacy.js'));
assert.equal(require.resolve('polyurl/dist/polyurl.legacy.min.js'), path.join(dist, 'polyurl.legacy.min.js'));
assert.equal(require.resolve('polyurl/urlpattern-legacy'), path.join(dist, 'urlpattern.legacy.js'));
assert.equal(require.resolve('polyurl/urlpattern-legacy.min'), path.join(dist, 'urlpattern.legacy.min.js'));
console.log('cjs consumer ok');
