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

delete globalThis.URL;
require('polyurl/auto');
assert.equal(globalThis.URL, StandardURL);
// (polyurl's URL borrows the standard class's members: the same getter functions.)
assert.equal(Object.getOwnPropertyDescriptor(URL.prototype, 'href').get, Object.getOwnPropertyDescriptor(StandardURL.prototype, 'href').get);
assert.equal(globalThis.URLSearchParams, URLSearchParams);
console.log('cjs consumer ok');
