// TypeScript (node16) from CommonJS: resolves types/polyurl.d.cts through "exports".
import { URL, URLSearchParams } from 'polyurl';
import type { URLOptions } from 'polyurl';
import { formats } from 'polyurl/formats';
import { install } from 'polyurl/install';
import type { InstallResult } from 'polyurl/install';
require('polyurl/auto');

declare function require(id: string): unknown;
const options: URLOptions = { mode: 'lenient', defaultScheme: 'https' };
const u: URL = new URL('www.example.com/', undefined, options);
const p = new URLSearchParams(u.searchParams);
const ok: boolean = URL.canParse('https://a/') && formats.uri('https://a/');
export { p, ok };

export const installed: InstallResult = install({ target: {} });
