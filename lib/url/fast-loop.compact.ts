// The compact builds' url/fast-loop.ts (scripts/variants.mjs): no
// character-loop fast path; the state machine runs.
import type { URLRecord } from './record.js';

/** Always null: the state machine runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function fastLoopParseRecord(s: string): URLRecord | null {
  return null;
}
