// The compact builds' idna/quick.ts (scripts/variants.mjs): no quick path,
// every domain goes through the full Processing of idna/uts46.ts.

/** Always undefined: toASCII decides. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function toASCIIQuick(domain: string): string | undefined {
  return undefined;
}
