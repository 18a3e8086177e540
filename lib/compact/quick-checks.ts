// lib/quick-checks.ts for the compact builds (scripts/compact-modules.mjs):
// no regular-expression shortcut in front of the loops, which give the same
// results. In polyurl/auto's ES module and CommonJS files and in the legacy
// script, size counts more than speed.

/** False: the loops alone. */
export const QUICK_CHECKS: boolean = false;
