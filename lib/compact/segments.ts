// The compact builds' host/segments.ts (scripts/compact-modules.mjs): the binary search
// alone, no block cache.
import { findSegment } from '../host/segments.js';

export { findSegment };

/** findSegment(starts, c); `blocks` is not used. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function segmentIn(blocks: number[][], starts: number[], c: number): number {
  return findSegment(starts, c);
}
