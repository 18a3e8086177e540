// lib/modes/href-only.ts for the compact builds (scripts/variants.mjs): their
// one mode, whatwg, has none of the href-only members
// (lib/modes/whatwg-href-only.compact.ts), so every URL keeps its record and
// the URL class leaves out the code that would ask for them.
export const HREF_ONLY: boolean = false;
