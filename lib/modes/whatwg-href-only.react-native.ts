// lib/modes/whatwg-href-only.ts for React Native's builds (scripts/variants.mjs):
// a URL read by the build's simple-URL reader (url/simple.react-native.ts)
// keeps only its href and offsets, and recordOf rebuilds its record when a
// setter needs it. The origin and the URLSearchParams write-back go through
// that record (the members are optional), which leaves their href-only forms
// out of the bundle.
import type { URLRecord } from '../url/record.js';
import type { HrefOnlyMembers } from './href-only.js';
import { recordFromHrefOffsets } from '../url/serializer.js';
import { parseSimpleURL } from '../url/simple.js';

type Members = HrefOnlyMembers<URLRecord>;
export const parseInto: Members['parseInto'] = parseSimpleURL;
export const recordOf: Members['recordOf'] = recordFromHrefOffsets;
export const originOf: Members['originOf'] = undefined;
export const replaceQuery: Members['replaceQuery'] = undefined;
