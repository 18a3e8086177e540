// The "polyurl/urlpattern" entry: URLPattern (https://urlpattern.spec.whatwg.org/)
// on polyurl's own URL parser, as a ponyfill: exports only, nothing installed.
// "polyurl/auto-urlpattern" installs it where the platform's is missing or broken.
export { URLPattern } from './urlpattern/index.js';
export type {
  URLLike,
  URLPatternComponentResult,
  URLPatternInit,
  URLPatternInput,
  URLPatternOptions,
  URLPatternResult,
} from './urlpattern/index.js';
