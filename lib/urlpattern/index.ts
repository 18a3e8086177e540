// URLPattern (https://urlpattern.spec.whatwg.org/) on polyurl's own URL
// parser: the class and its types.
export { URLPattern } from './url-pattern.js';
export type {
  URLLike,
  URLPatternComponentResult,
  URLPatternInit,
  URLPatternInput,
  URLPatternOptions,
  URLPatternResult,
} from './types.js';
