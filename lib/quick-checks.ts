// Whether to take the regular-expression shortcuts in front of a loop that
// would find the same thing (no lone surrogate in a USVString conversion:
// lib/webidl.ts; no ASCII tab or newline to remove: lib/whatwg/parser.ts;
// nothing to percent-encode in a form name or value:
// lib/encoding/urlencoded.ts). V8 runs such a regular expression over a
// string several times faster than a charCodeAt loop (the measurements are
// beside each). The compact builds take lib/compact/quick-checks.ts
// (scripts/compact-modules.mjs): the loops alone, which give the same results.

/** True: the shortcuts are taken. */
export const QUICK_CHECKS: boolean = true;
