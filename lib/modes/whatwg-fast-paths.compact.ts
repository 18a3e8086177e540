// lib/modes/whatwg-fast-paths.ts for the compact builds (scripts/variants.mjs
// puts this module in its place): no fast path, so every URL keeps its record
// and the mode needs none of the members that work without one.
import type { URLRecord } from '../url/record.js';
import type { ModeFastPaths } from './fast-paths.js';

type FastPaths = ModeFastPaths<URLRecord>;
export const parseInto: FastPaths['parseInto'] = undefined;
export const recordOf: FastPaths['recordOf'] = undefined;
export const originOf: FastPaths['originOf'] = undefined;
export const replaceQuery: FastPaths['replaceQuery'] = undefined;
