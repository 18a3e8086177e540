// Side-effect entry ("polyurl/auto"): installs URL and URLSearchParams on the
// global object when the engine's own are missing or non-conforming, and adds
// only the missing members when they are otherwise fine. See install.ts.
import { install } from './install.js';

install();
