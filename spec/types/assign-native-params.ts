// A native (lib.dom) URLSearchParams assigned to polyurl's type.
// Compiled by spec/polyfill/types.spec.ts, never run.
import type { URLSearchParams as PolyParams } from 'polyurl';

declare const native: URL;

export const params: PolyParams = native.searchParams;
export const copied: PolyParams[] = [native.searchParams];
