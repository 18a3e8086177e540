// polyurl's declarations in a Node project (lib without DOM, @types/node):
// they merge with Node's global URLSearchParams and take Node's objects.
// Compiled by spec/polyfill/types.spec.ts, never run.
import { URL as PolyURL, URLSearchParams as PolyParams } from 'polyurl';
import { URL as NodeURL } from 'node:url';

const node = new NodeURL('https://a.example/?b=1');
export const url: PolyURL = new PolyURL(node);
export const params: PolyParams = new PolyParams(node.searchParams);
export const assigned: PolyParams = node.searchParams;
const global = new URLSearchParams('a=1');
for (const [name, value] of global) void (name + value);
export const entries: [string, string][] = Array.from(global.entries());
