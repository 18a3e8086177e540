// Lookups in the generated tables' runs (idna/table.ts): a sorted array of
// run starts, the code point's run found by binary search, and a cache by
// block of 256 code points in front of it. The compact builds replace this
// module with idna/segments.compact.ts (no cache: smaller).

/** Index of the segment or run holding `c`: the last of `starts` that is <= c. */
export function findSegment(starts: number[], c: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= c) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * findSegment(starts, c) through `blocks`, a lookup cache by block of 256
 * code points, made as they are first met: a host's code points come from
 * few blocks, and a lookup is then one array read instead of a binary search
 * over all the segments; a block costs one binary search per code point, once.
 */
export function segmentIn(starts: number[], c: number, blocks: number[][]): number {
  const b = c >> 8;
  let block = blocks[b];
  if (block === undefined) {
    block = blocks[b] = [];
    let i = findSegment(starts, b << 8);
    for (let k = b << 8; k < (b + 1) << 8; k++) {
      // (Past the last start, undefined <= k is false.)
      while (starts[i + 1] <= k) i++;
      block.push(i);
    }
  }
  return block[c & 255];
}
