// lib/idna/strict.ts for the compact builds (scripts/variants.mjs
// puts this module in its place): only the host parser calls ToASCII there,
// never with beStrict.
export const STRICT_FLAGS = false;
