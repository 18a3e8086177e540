// The whatwg mode's optional members (lib/modes/fast-paths.ts): a URL made by
// the simple-URL parser keeps only its href and offsets, and these rebuild its
// record, compute its origin and write its searchParams back from them. The
// compact builds, whose URLs keep their records, take
// whatwg-fast-paths.compact.ts instead (scripts/variants.mjs). The members are
// typed as the mode's optional ones, so that the stand-in is assignable here.
import type { URLRecord } from '../url/record.js';
import type { ModeFastPaths } from './fast-paths.js';
import { recordFromHrefOffsets, replaceQuery as replaceQueryInHref } from '../url/serializer.js';
import { originFromHrefOffsets } from '../url/origin.js';
import { fastParseInto } from '../url/fast.js';

type FastPaths = ModeFastPaths<URLRecord>;
export const parseInto: FastPaths['parseInto'] = fastParseInto;
export const recordOf: FastPaths['recordOf'] = recordFromHrefOffsets;
export const originOf: FastPaths['originOf'] = originFromHrefOffsets;
export const replaceQuery: FastPaths['replaceQuery'] = replaceQueryInHref;
