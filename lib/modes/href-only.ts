// The optional members of a mode that let a URL keep only its href and
// offsets (no record) until a setter needs one: its href-only members.
import type { HrefOffsets } from '../url/href-offsets.js';
import type { NormalizationLevel } from '../rfc3986/normalize.js';

/**
 * Whether a mode may have the members below: false in the compact builds
 * (lib/modes/href-only.compact.ts: scripts/variants.mjs), whose one mode,
 * whatwg, has none of them (lib/modes/whatwg-href-only.compact.ts), so that
 * the code that would use them is left out.
 * @internal
 */
export const HREF_ONLY: boolean = true;

/**
 * Optional members of a Mode (lib/modes/mode.ts) that the URL class uses
 * when the mode has them, for speed and memory; a mode without them works
 * the same, through its record.
 * @internal
 */
export interface HrefOnlyMembers<R> {
  /**
   * Parses `input` against `base` (the constructor's raw string arguments;
   * base undefined when none was given) straight into `out` and returns
   * true; returns false when `parse` must run instead. It may accept only
   * strings that are already USVStrings (e.g. printable ASCII). After true
   * the URL keeps no record until `recordOf` rebuilds it from the
   * serialization.
   */
  parseInto?(input: string, out: HrefOffsets, base?: string): boolean;
  /** The record whose serialization is `c` (required with parseInto). */
  recordOf?(c: HrefOffsets): R;
  /** The origin computed from `c` alone, or null to ask `origin(record)`. */
  originOf?(c: HrefOffsets): string | null;
  /**
   * The URLSearchParams update steps (what `setQuery` + `serialize` do) on
   * the serialization alone, for a URL that keeps no record: rewrites `c`
   * with its query replaced by `query` (null: none).
   */
  replaceQuery?(c: HrefOffsets, query: string | null): void;
  /**
   * The record of the RFC 3986 §6 normal form of the URL serialized in `c`,
   * built from its components without parsing the normalized href again
   * (URL.prototype.normalize; without it the normalized href is parsed).
   */
  normalizedRecordOf?(c: HrefOffsets, level?: NormalizationLevel): R;
}
