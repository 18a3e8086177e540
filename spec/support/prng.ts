// Deterministic inputs for the generated cases of the property specs.

/** mulberry32: a small deterministic PRNG of numbers in [0, 1), so a failure can be replayed from its seed. */
export function prng(seed: number): () => number {
  return function (): number {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
