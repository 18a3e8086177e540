// The editing functions take polyurl's URL in any mode, the standard class, a
// native (lib.dom) URL and a string; an edit of a URL object gives back that
// object's type, of a string a polyurl URL. Compiled by
// spec/polyfill/types.spec.ts (with and without dom.iterable), never run.
import { URL as PolyURL, StandardURL, relativize, pathSegments, setPathSegments, appendPathSegments, buildURL, queryRecord } from 'polyurl';
import type { EditInput, QueryRecord, QueryInit, URLParts, RelativizeOptions } from 'polyurl';

declare const native: URL;
const rfc = new PolyURL('http://a.example/x/y', undefined, { mode: 'rfc3986' });
const standard = new StandardURL('https://a.example/');

export const inputs: EditInput[] = [rfc, standard, native, 'https://a.example/'];
const options: RelativizeOptions = { mode: 'lenient', form: 'absolute-path' };
export const ref: string = relativize(native, rfc, options) + relativize('https://a/b', standard);
export const segments: string[] = pathSegments(native, { mode: 'whatwg' });
export const sameNative: URL = setPathSegments(native, ['a', 'b c']);
export const sameRfc: PolyURL = appendPathSegments(rfc, 'z', 'w');
export const fromString: PolyURL = setPathSegments('https://a.example/', ['x']);
const query: QueryInit = { a: ['1', 2, true], b: null, c: 'x' };
const parts: URLParts = { hostname: 'a.example', segments: ['a'], query, hash: 'top' };
export const built: PolyURL = buildURL(parts, { mode: 'rfc3986' });
export const record: QueryRecord = queryRecord(built);
export const values: string | string[] = record.a;

// @ts-expect-error: "relative" is no form
relativize(native, rfc, { form: 'relative' });
// @ts-expect-error: segments are strings
setPathSegments(native, [1, 2]);
// @ts-expect-error: buildURL takes no "path" part
buildURL({ path: '/x' });
// @ts-expect-error: relativize is a function of the URL, not a method
rfc.relativize(native);
