// The compact builds' host/punycode-short.ts (scripts/compact-modules.mjs): every label
// takes the counting encoder, O(n log n), and no second encoder is carried.
export { punycodeEncode as encodeLabel } from '../host/punycode.js';
