// The whatwg mode's optional fast-path members (lib/modes/fast-paths.ts): a
// URL made by the fast path keeps only its href and offsets, and these
// rebuild its record, compute its origin and write its searchParams back from
// them. The compact builds, which have no fast path (their URLs keep their
// records), take lib/modes/whatwg-fast-paths.compact.ts instead
// (scripts/compact-modules.mjs), and leave these functions out.
export { recordFromHrefOffsets as recordOf, replaceQuery } from '../url/serializer.js';
export { originFromHrefOffsets as originOf } from '../url/origin.js';
// Simple absolute URLs: href and offsets straight from the input, no record
// kept (lib/url/fast.ts).
export { fastParseInto as parseInto } from '../url/fast.js';
