// lib/modes/fast-paths.ts's flag for the compact builds
// (scripts/variants.mjs): their one mode, whatwg, has no fast paths
// (lib/modes/whatwg-fast-paths.compact.ts), so the URL class keeps every record and
// leaves out the code that would ask a mode for its fast paths.
export const FAST_PATHS: boolean = false;
