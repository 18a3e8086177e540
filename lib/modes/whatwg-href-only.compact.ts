// lib/modes/whatwg-href-only.ts for the compact builds (scripts/variants.mjs
// puts this module in its place): no simple-URL reader, so every URL keeps
// its record and the mode needs none of the members that work without one.
import type { URLRecord } from '../url/record.js';
import type { HrefOnlyMembers } from './href-only.js';

type Members = HrefOnlyMembers<URLRecord>;
export const parseInto: Members['parseInto'] = undefined;
export const recordOf: Members['recordOf'] = undefined;
export const originOf: Members['originOf'] = undefined;
export const replaceQuery: Members['replaceQuery'] = undefined;
