// How many arguments the code passes in one call at most (String.fromCharCode
// through apply, in chunks of this many): every engine the module builds run
// in takes far more. The ES5 builds replace this module with
// base/call-limits.es5.ts (rollup.config.mjs).
export const MAX_CALL_ARGUMENTS: number = 8192;
