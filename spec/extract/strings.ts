// Edge inputs for the specs that check a shortcut against the walk it
// stands for: every string of a few characters, and pseudo-random
// concatenations of pieces (a fixed seed: the same strings on every run).

/** Every string of `chars` (one-character strings) up to `maxLength` long, the empty one first. */
export function allStrings(chars: string[], maxLength: number): string[] {
  const out = [''];
  let last = [''];
  for (let length = 1; length <= maxLength; length++) {
    const longer: string[] = [];
    last.forEach((s) => chars.forEach((c) => longer.push(s + c)));
    longer.forEach((s) => out.push(s));
    last = longer;
  }
  return out;
}

/** `count` strings of pieces, the k-th `minPieces + k % spread` pieces long. */
export function randomStrings(pieces: string[], count: number, minPieces: number, spread: number, seed: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let s = '';
    for (let j = 0; j < minPieces + (k % spread); j++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      s += pieces[seed % pieces.length];
    }
    out.push(s);
  }
  return out;
}
