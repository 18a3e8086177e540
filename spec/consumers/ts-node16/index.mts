// TypeScript (node16) from an ES module: resolves types/polyurl.d.ts through "exports".
import { URL, URLSearchParams } from 'polyurl';
import type { URLOptions, ModeName } from 'polyurl';
import 'polyurl/auto';
import { install } from 'polyurl/install';
import type { InstallResult } from 'polyurl/install';
import { formats } from 'polyurl/formats';
import type { FormatPredicate } from 'polyurl/formats';

const mode: ModeName = 'rfc3986';
const options: URLOptions = { mode };
const u: URL = new URL('https://example.com/a', undefined, options);
const p: URLSearchParams = u.searchParams;
const n: number = p.size;
const parsed: URL | null = URL.parse('x', u);
const isIRI: FormatPredicate = formats.iri;
const ok: boolean = isIRI('https://h/ä') && formats['uri-reference']('../a');
export { n, parsed, ok };

export const installed: InstallResult = install({ target: {} });
