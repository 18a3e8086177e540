// Side-effect entry ("polyurl/auto"): installs URL and URLSearchParams on the
// global object when the engine's own are missing or non-conforming, and adds
// only the missing members when they are otherwise fine. See polyfill/install.ts. The
// URL it installs is StandardURL (lib/api/url-standard.ts): the standard's members
// only, none of polyurl's modes or extras.
// install() and detect() are exported from here rather than from the ponyfill
// entry, which stays free of polyfill code: `install({ force: true })` puts
// polyurl in place even over a working native URL.
import { install } from './polyfill/install.js';

export { install } from './polyfill/install.js';
export type { InstallOptions, InstallResult } from './polyfill/install.js';
export { detect } from './polyfill/detect.js';
export type { Detection, DetectPatch } from './polyfill/detect.js';

install();
