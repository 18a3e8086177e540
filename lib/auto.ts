// Side-effect entry ("polyurl/auto"): installs URL and URLSearchParams on the
// global object when the engine's own are missing or non-conforming, and adds
// only the missing members when they are otherwise fine. See install.ts. The
// URL it installs is StandardURL (lib/url-standard.ts): the standard's members
// only, none of polyurl's modes or extras.
// install() and detect() are exported from here rather than from the ponyfill
// entry, which stays free of polyfill code: `install({ force: true })` puts
// polyurl in place even over a working native URL.
// The order of the modules in the bundle, which rollup writes in the order
// they are first imported: the IDNA rules and the tables under them first,
// then the rest as install.ts imports them. The tables are data that gzip can
// share with nothing; ahead of the code rather than between the host parser
// and the URL parser, they leave more of the code within deflate's 32 KB
// window of the code that repeats its text (measured on the polyurl/auto
// bundle: 55 bytes min+gz). The modules imported here only define constants
// and functions at load, so the order changes nothing else.
import './host/idna-rules.js';
import { install } from './install.js';

export { install } from './install.js';
export type { InstallOptions, InstallResult } from './install.js';
export { detect } from './detect.js';
export type { Detection, DetectPatch } from './detect.js';

install();
