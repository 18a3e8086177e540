// A native (lib.dom) URL and URLSearchParams assigned to polyurl's types, as
// code that hands the platform's objects to polyurl-typed APIs does.
// Compiled by spec/polyfill/types.spec.ts, never run.
import { URL as PolyURL, URLSearchParams as PolyParams } from 'polyurl';

declare const native: URL;

export const url: PolyURL = native;
export const params: PolyParams = native.searchParams;
