// lib/host/plain-domain.ts for the compact builds (scripts/compact-modules.mjs):
// no host fast path, every domain goes through the domain parser. In
// polyurl/auto's ES module and CommonJS files and in the legacy script, size
// counts more than speed.

/** No fast path: host.ts leaves out the code that would try it. */
export const HAS_PLAIN_DOMAIN_PATH: boolean = false;

/** Never called (HAS_PLAIN_DOMAIN_PATH is false). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function isPlainDomain(input: string): boolean {
  return false;
}
