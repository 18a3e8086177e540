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

// polyurl/auto, with the native URL gone, installs the standard class the ponyfill's URL extends.
delete globalThis.URL;
await import('polyurl/auto');
assert.equal(globalThis.URL, StandardURL);
assert.equal(Object.getPrototypeOf(URL), StandardURL);
assert.equal(globalThis.URLSearchParams, URLSearchParams);
console.log('esm consumer ok');
