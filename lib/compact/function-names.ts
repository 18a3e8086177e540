// lib/function-names.ts for the compact ES2022 builds (scripts/compact-modules.mjs
// puts this module in its place): there the class syntax has named every
// operation and accessor as WebIDL names them, so nothing is left to name.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function nameFunction(fn: unknown, name: string): void {}
