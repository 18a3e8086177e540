// The compact builds' idna/segments.ts (scripts/variants.mjs): the binary search
// alone, no block cache: segmentIn(starts, c, blocks) is findSegment(starts, c), which
// takes no third argument.
export { findSegment, findSegment as segmentIn } from './segments.js';
