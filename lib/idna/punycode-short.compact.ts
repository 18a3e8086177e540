// The compact builds' idna/punycode-short.ts (scripts/variants.mjs): every label
// takes the counting encoder, O(n log n), and no second encoder is carried.
export { punycodeEncode as encodeLabel, punycodeEncode as encodeByRescan } from './punycode.js';
