// What a URL object holds, out of sight in its private slot (lib/api/slot.ts):
// its mode (a shared policy object), its serialization, `_href` plus the
// offsets of lib/url/href-offsets.ts, which every getter slices, and the
// record that serialization was written from, or null (lib/url/README.md):
// a URL read by a simple-URL reader keeps none until a setter or the origin
// needs one, and the mode rebuilds it from the serialization (recordOf).
// Every setter is a transaction: the mode returns a new record (or null when
// it ignores the value, or throws), and only then is the state committed and
// serialized once.
import type { HrefOffsets } from '../url/href-offsets.js';
import type { Mode } from '../modes/mode.js';
import type { HrefOnlyMembers } from '../modes/href-only.js';
import { HREF_ONLY } from '../modes/href-only.js';
import { toUSVString } from './webidl.js';
import { attachParams, resetParams, serializeParams } from './url-search-params.js';
import type { URLSearchParams, ParamsState } from './url-search-params.js';

/** @internal */
export type AnyMode = Mode<unknown> & HrefOnlyMembers<unknown>;

/**
 * @internal The state of one URL. The fields are set in the constructor and
 * then by writeHrefOffsets, always in the same order: every state has one
 * hidden class (V8), and the getters stay monomorphic.
 */
export class URLState {
  _mode: AnyMode;
  /** The record the serialization was written from; null while the URL keeps only href and offsets (HrefOnlyMembers). */
  _r: unknown;
  /** The state of the `searchParams` object, made on first access (its `dirty`: a change to write back). */
  _params: ParamsState | null;
  // (The HrefOffsets fields are declared by the interface below.)

  constructor(mode: AnyMode) {
    this._mode = mode;
    this._r = null;
    this._params = null;
    // Every field is set here, so that V8 keeps all of them inside the object
    // (fields first added later go to a separate property array).
    this._href = '';
    this._protocolEnd = 0;
    this._usernameEnd = 0;
    this._hostStart = 0;
    this._hostEnd = 0;
    this._portEnd = 0;
    this._pathStart = 0;
    this._queryStart = -1;
    this._hashStart = -1;
  }

  /**
   * The mode's record. A URL read by the mode's parseInto keeps none; it is
   * rebuilt from href and offsets the first time a setter or origin needs
   * it, and kept from then on.
   */
  rec(): unknown {
    if (!HREF_ONLY) return this._r;
    const r = this._r;
    return r !== null ? r : (this._r = (this._mode.recordOf as (c: HrefOffsets) => unknown)(this));
  }

  /** A setter's result: a new record (serialized once), or null when the value was ignored. */
  commit(rec: unknown | null): void {
    if (rec === null) return;
    this._r = rec;
    this._mode.serialize(rec, this);
  }

  /**
   * https://url.spec.whatwg.org/#dom-url-search and #dom-url-href: after
   * them, the query object's list is set anew from the query, whatever it held.
   */
  commitQuery(rec: unknown | null): void {
    this.commit(rec);
    if (this._params !== null) resetParams(this._params, this.query());
  }

  /** The query without "?", or null. */
  query(): string | null {
    if (this._queryStart < 0) return null;
    return this._href.slice(this._queryStart + 1, this._hashStart >= 0 ? this._hashStart : this._href.length);
  }

  /** https://url.spec.whatwg.org/#dom-url-searchparams */
  params(): URLSearchParams {
    if (this._params === null) this._params = attachParams(this.query());
    return this._params.object;
  }

  /** Writes back a URLSearchParams change (its "update steps"), lazily: see api/url-search-params.ts. */
  flush(): void {
    const q = serializeParams(this._params as ParamsState);
    const query = q === '' ? null : q;
    const mode = this._mode;
    if (HREF_ONLY && this._r === null && mode.replaceQuery !== undefined) {
      // No record kept (HrefOnlyMembers): splice the query into href.
      mode.replaceQuery(this, query);
    } else {
      this.commit(mode.setQuery(this.rec(), query));
    }
  }
}

/** @internal */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-unsafe-declaration-merging
export interface URLState extends HrefOffsets {}

/**
 * https://url.spec.whatwg.org/#api-url-parser in `mode`: the state of a new
 * URL, or the Error the constructor throws. `url` and `base` (undefined:
 * none) are the arguments as given, converted here in WebIDL's order, url
 * then base (a caller that reads an argument after them converts them first:
 * api/url.ts). The mode's parseInto takes strings as they are, the full
 * parser their USVString conversion.
 * @internal
 */
export function parseState(mode: AnyMode, url: unknown, base: unknown): URLState | Error {
  const state = new URLState(mode);
  if (HREF_ONLY && mode.parseInto !== undefined) {
    if (typeof url !== 'string') url = toUSVString(url);
    if (base !== undefined && typeof base !== 'string') base = toUSVString(base);
    if (mode.parseInto(url as string, state, base as string | undefined)) return state;
  }
  const rec = mode.parse(toUSVString(url), base === undefined ? undefined : toUSVString(base));
  if (rec instanceof Error) return rec;
  state._r = rec;
  mode.serialize(rec, state);
  return state;
}

/** @internal The state of a URL made from a record the mode already has (normalize). */
export function stateOfRecord(mode: AnyMode, rec: unknown): URLState {
  const state = new URLState(mode);
  state._r = rec;
  mode.serialize(rec, state);
  return state;
}
