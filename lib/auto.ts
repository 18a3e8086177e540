// Side-effect entry ("polyurl/auto"): installs URL and URLSearchParams on the
// global object when the engine's own are missing or non-conforming, and adds
// only the missing members when they are otherwise fine. See install.ts. The
// URL it installs is StandardURL (lib/url-standard.ts): the standard's members
// only, none of polyurl's modes or extras.
// install() and detect() are exported from here rather than from the ponyfill
// entry, which stays free of polyfill code: `install({ force: true })` puts
// polyurl in place even over a working native URL.
import { install } from './install.js';

export { install } from './install.js';
export type { InstallOptions, InstallResult } from './install.js';
export { detect } from './detect.js';
export type { Detection, DetectPatch } from './detect.js';

install();
