// The whatwg mode's href-only members (lib/modes/href-only.ts): a URL read by
// the simple-URL reader keeps only its href and offsets, and these rebuild its
// record, compute its origin and write its searchParams back from them. The
// compact builds, whose URLs keep their records, take
// whatwg-href-only.compact.ts instead (scripts/variants.mjs). The members are
// typed as the mode's optional ones, so that the stand-in is assignable here.
import type { URLRecord } from '../url/record.js';
import type { HrefOnlyMembers } from './href-only.js';
import { recordFromHrefOffsets, replaceQuery as replaceQueryInHref } from '../url/serializer.js';
import { originFromHrefOffsets } from '../url/origin.js';
import { parseSimpleURL } from '../url/simple.js';

type Members = HrefOnlyMembers<URLRecord>;
export const parseInto: Members['parseInto'] = parseSimpleURL;
export const recordOf: Members['recordOf'] = recordFromHrefOffsets;
export const originOf: Members['originOf'] = originFromHrefOffsets;
export const replaceQuery: Members['replaceQuery'] = replaceQueryInHref;
