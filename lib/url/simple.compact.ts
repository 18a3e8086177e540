// The compact builds' url/simple.ts (scripts/variants.mjs): no simple-URL
// reader. Every URL takes the state machine (and keeps its record): in
// polyurl/auto's ES module and CommonJS files and in the legacy script, size
// counts more than speed.
import type { URLRecord } from './record.js';
import type { HrefOffsets } from './href-offsets.js';

/** No readers: basicURLParse leaves out the code that would ask them. */
export const HAS_SIMPLE_URLS: boolean = false;

/** Nothing to switch. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function setSimpleURLs(on: boolean): void {}

/** Always false: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function parseSimpleURL(input: string, out: HrefOffsets, base?: string): boolean {
  return false;
}

/** Always null: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function parseSimpleRecord(input: string): URLRecord | null {
  return null;
}

/** Always null: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function parseEncodedRecord(s: string): URLRecord | null {
  return null;
}
