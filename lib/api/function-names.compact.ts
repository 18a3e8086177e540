// lib/api/function-names.ts for the compact ES2022 builds (scripts/variants.mjs
// puts this module in its place): there the class syntax has named every
// operation and accessor as WebIDL names them, so nothing is left to name.
// (The callers pass what is to be named and where it is, not the functions
// themselves, so that the minifier drops the calls with their arguments.)
/* eslint-disable @typescript-eslint/no-unused-vars */
export function nameMember(target: object, key: string): void {}
export function nameFunction(fn: unknown, name: string): void {}
