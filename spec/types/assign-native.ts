// A native (lib.dom) URL and URLSearchParams assigned to polyurl's types, as
// code that hands the platform's objects to polyurl-typed APIs does: a
// variable, an array, a parameter, a return value, a property of an object.
// Compiled by spec/polyfill/types.spec.ts (with and without dom.iterable), never run.
import { URL as PolyURL, URLSearchParams as PolyParams, StandardURL } from 'polyurl';

declare const native: URL;

export const url: PolyURL = native;
export const params: PolyParams = native.searchParams;
export const urls: PolyURL[] = [native, new PolyURL('https://a.example/')];
export const standard: StandardURL = native;
export function takesPoly(u: PolyURL): string {
  return u.href;
}
export const called: string = takesPoly(native);
export function returnsPoly(): PolyURL {
  return native;
}
export const held: { url: PolyURL; params: PolyParams } = { url: native, params: native.searchParams };
export const parsedOrNative: PolyURL = PolyURL.parse('x', 'https://a.example/') ?? native;
