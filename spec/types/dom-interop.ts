// Native (lib.dom) URL and URLSearchParams objects where polyurl's types are
// expected, and polyurl's where lib.dom's are: compiled with dom.iterable
// (tsconfig.json, and spec/polyfill/types.spec.ts) and without it (types.spec.ts). Compiled, never run.
import { URL as PolyURL, URLSearchParams as PolyParams } from 'polyurl';
import type { URLSearchParamsInit } from 'polyurl';

declare const native: URL;
declare const nativeParams: URLSearchParams;
declare const poly: PolyURL;
declare const polyParams: PolyParams;

// Native objects as polyurl's constructor arguments and URLSearchParams inits.
export const fromNative: PolyURL = new PolyURL(native);
export const fromNativeWithBase: PolyURL = new PolyURL('x', native);
export const parsedFromNative: PolyURL | null = PolyURL.parse(native, native);
export const canFromNative: boolean = PolyURL.canParse('x', native);
export const paramsFromNative: PolyParams = new PolyParams(native.searchParams);
export const paramsFromNativeParams: PolyParams = new PolyParams(nativeParams);
export const init: URLSearchParamsInit = native.searchParams;
export const href: string = new PolyURL(native).searchParams.toString();

// polyurl's objects where lib.dom's are expected.
export const asNative: URL = poly;
export const asNativeParams: URLSearchParams = polyParams;
export const nativeParamsOfPoly: URLSearchParams = poly.searchParams;
export const nativeFromPoly: URL = new URL(poly, poly);
export const nativeParamsFromPoly: URLSearchParams = new URLSearchParams(polyParams);
export const request: Request = new Request(poly);
export const fetched: Promise<Response> = fetch(poly, { method: 'POST', body: polyParams });
export const beacon: boolean = navigator.sendBeacon(poly, polyParams);
export const xhr: void = new XMLHttpRequest().send(polyParams);
export const response: Response = new Response(polyParams);
export const LikeNative: new (url: string | URL, base?: string | URL) => URL = PolyURL;
export const LikeNativeParams: new (init?: string | URLSearchParams | Record<string, string>) => URLSearchParams = PolyParams;
// …as a parameter, an array element, a URLSearchParams init of lib.dom's constructor.
function takesNative(u: URL, p: URLSearchParams): string {
  return u.href + p.toString();
}
export const passed: string = takesNative(poly, poly.searchParams);
export const nativeArray: URL[] = [poly, PolyURL.parse('x', poly) ?? poly, new URL('https://a.example/')];
export const nativeParamsFromPolyURL: URLSearchParams = new URLSearchParams(poly.searchParams);
