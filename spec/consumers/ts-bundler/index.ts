// TypeScript with moduleResolution "bundler" (Vite, esbuild, webpack users), lib.dom present.
import { URL as PolyURL, URLSearchParams as PolyParams, StandardURL } from 'polyurl';
import 'polyurl/auto';
import { install, detect } from 'polyurl/install';
import type { InstallResult, Detection } from 'polyurl/install';

const u = new PolyURL('https://example.com/?a=1');
const dom: URL = u; // a polyurl URL goes where a DOM URL is expected
const params: PolyParams = new PolyParams(u.searchParams);
for (const [name, value] of params) void (name + value);
export { dom };

// The classic script: no exports, the global `polyurl` typed.
import 'polyurl/legacy';
export const installed: boolean = polyurl.install().replaced || polyurl.detect().status === 'ok';
// The classic script carries the standard-only class.
export const LegacyURL: typeof StandardURL = polyurl.URL;

// polyurl/install: the same install() and detect(), typed, with no side effect.
export const result: InstallResult = install({ target: {} });
export const detection: Detection = detect();
