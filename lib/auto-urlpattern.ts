// Side-effect entry ("polyurl/auto-urlpattern"): what "polyurl/auto" does
// (URL and URLSearchParams where the engine's are missing or broken), and
// URLPattern where the engine's is missing or fails a probe
// (polyfill/detect-urlpattern.ts). polyurl/auto itself carries no URLPattern.
import './auto.js';
import { installURLPattern } from './polyfill/install-urlpattern.js';

export { install, detect } from './auto.js';
export type { InstallOptions, InstallResult, Detection, DetectPatch } from './auto.js';
export { installURLPattern } from './polyfill/install-urlpattern.js';
export type { InstallURLPatternOptions, InstallURLPatternResult } from './polyfill/install-urlpattern.js';
export { detectURLPattern } from './polyfill/detect-urlpattern.js';
export type { URLPatternDetection } from './polyfill/detect-urlpattern.js';

installURLPattern();
