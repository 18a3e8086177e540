// The compact builds' url/fast.ts (scripts/variants.mjs): no fast path. Every
// URL takes the state machine (and keeps its record): in polyurl/auto's ES
// module and CommonJS files and in the legacy script, size counts more than
// speed.
import type { URLRecord } from './record.js';
import type { HrefOffsets } from './href-offsets.js';

/** No fast path: the parser leaves out the code that would try it. */
export const HAS_FAST_PATH: boolean = false;

/** Nothing to switch. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function setFastPathEnabled(on: boolean): void {}

/** Always false: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function fastParseInto(input: string, out: HrefOffsets, base?: string): boolean {
  return false;
}

/** Always null: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function fastParseRecord(input: string): URLRecord | null {
  return null;
}
