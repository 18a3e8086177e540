// polyurl's URL and URLSearchParams against TypeScript's lib.dom ones: a
// polyurl URL goes wherever a DOM URL is expected, and a DOM URL has every
// member that the two share. Compiled, never run.
import { URL as PolyURL, URLSearchParams as PolyParams } from 'polyurl';

declare const poly: PolyURL;
declare const polyParams: PolyParams;
declare const dom: URL;
declare const domParams: URLSearchParams;

// polyurl → lib.dom
export const asDom: URL = poly;
export const asDomParams: URLSearchParams = polyParams;
export const domFromPoly: URL = new URL(poly, poly);
export const domParamsFromPoly: URLSearchParams = new URLSearchParams(polyParams);
export const DomLike: new (url: string | URL, base?: string | URL) => URL = PolyURL;

// lib.dom → polyurl: the same members, so each assigns to the other's type
type Shared<Poly, Dom> = Pick<Poly, Extract<keyof Poly, keyof Dom>>;
export const asPoly: Shared<PolyURL, URL> = dom;
export const asPolyParams: Shared<PolyParams, URLSearchParams> = domParams;
export const asPolyURL: PolyURL = dom;
export const asPolyURLParams: PolyParams = domParams;
export const polyFromDom: PolyURL = new PolyURL(dom, dom);
export const polyParamsFromDom: PolyParams = new PolyParams(domParams);

// The members and their types, as lib.dom has them.
export const href: string = poly.href;
export const params: PolyParams = poly.searchParams;
export const size: number = polyParams.size;
export const json: string = poly.toJSON();
export const canParse: boolean = PolyURL.canParse('a', 'https://b/');
export const parsed: PolyURL | null = PolyURL.parse('a', poly);
polyParams.delete('a', 'b');
export const hasPair: boolean = polyParams.has('a', 'b');
polyParams.forEach((value: string, name: string, self: PolyParams) => void [value, name, self]);

// URLSearchParams inits: string, record, pairs, another URLSearchParams (either kind).
export const inits: PolyParams[] = [
  new PolyParams(),
  new PolyParams('a=1'),
  new PolyParams({ a: '1' }),
  new PolyParams([['a', '1']]),
  new PolyParams(polyParams),
];

// Iteration (lib.dom.iterable): pairs of strings.
for (const [name, value] of polyParams) void (name.length + value.length);
for (const name of polyParams.keys()) void name.length;
export const pairs: [string, string][] = Array.from(polyParams.entries());
