// The RFC 3986 extras are functions of a URL: they take polyurl's URL in any
// mode, the standard class, a native (lib.dom) URL and a string, and give the
// types their contracts name. Compiled by spec/polyfill/types.spec.ts (with
// and without dom.iterable), never run.
import { URL as PolyURL, StandardURL, normalize, uriEquals, components, hostKind, toURI } from 'polyurl';
import type { URLComponents, HostKind, URLInput } from 'polyurl';

declare const native: URL;
const rfc = new PolyURL('HTTP://a.example:80/%7e', undefined, { mode: 'rfc3986' });
const standard = new StandardURL('https://a.example/');

export const inputs: URLInput[] = [rfc, standard, native, 'https://a.example/'];
export const normal: PolyURL = normalize(rfc, { level: 'syntax' });
export const normalNative: PolyURL = normalize(native);
// The result is a URL of the standard's shape: it goes where lib.dom's does.
export const normalAsNative: URL = normalize('https://a.example/%7e');
export const same: boolean = uriEquals(rfc, native, { level: 'simple' }) || uriEquals('a:b', standard);
export const parts: URLComponents = components(native);
export const query: string | undefined = components(rfc).query;
export const kind: HostKind = hostKind(standard);
export const uri: string = toURI(new PolyURL('http://例/ö', undefined, { mode: 'rfc3986', iri: true }));

// The URL has no extras as members.
// @ts-expect-error: normalize is a function of the URL, not a method
rfc.normalize();
// @ts-expect-error: hostKind is a function of the URL, not a getter
export const member = rfc.hostKind;
// @ts-expect-error: normalize has no "simple" level (a comparison level only)
normalize(rfc, { level: 'simple' });
