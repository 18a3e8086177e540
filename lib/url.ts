// https://url.spec.whatwg.org/#url-class
//
// The URL class holds its mode (a shared policy object), the mode's record
// (the source of truth) and the cached serialization: `_href` plus the
// offsets of lib/record.ts, which every getter slices. Every setter is a
// transaction: the mode returns a new record (or null to ignore the value, or
// throws), and only then is the URL committed and re-serialized once.
import type { HrefOffsets } from './href-offsets.js';
import type { ModeFastPaths } from './modes/fast-paths.js';
import { pathEndOf } from './href-offsets.js';
import type { Mode, URLOptions } from './modes/mode.js';
import { selectMode } from './modes/select.js';
import { toUSVString, requireArguments } from './webidl.js';
import type { diagnose as diagnoseFunction } from './diagnose.js';
import type { compareReadings as compareReadingsFunction } from './compare-readings.js';
import { URLSearchParams, attachParams } from './url-search-params.js';
import type { ParamsOwner } from './url-search-params.js';
// --- RFC 3986 extras (imports) ---
import {
  componentsOf as rfc3986ComponentsOf, hostKindOf as rfc3986HostKindOf,
  normalizedHref as rfc3986NormalizedHref, hrefsEquivalent as rfc3986HrefsEquivalent,
} from './rfc3986/extras.js';
import type { URLComponents } from './rfc3986/extras.js';
import type { HostKind } from './rfc3986/grammar.js';
import type { ComparisonLevel as RFC3986ComparisonLevel } from './rfc3986/normalize.js';
// --- end RFC 3986 extras (imports) ---

/**
 * What the constructor and the static methods accept besides a string: any
 * URL object (polyurl's, a native or DOM URL), converted with its toString()
 * as WebIDL's USVString conversion does.
 */
export interface URLLike {
  readonly href: string;
  toString(): string;
}

// Lets URL.parse build an instance through the constructor (one object shape
// for every URL) without parsing twice.
const INTERNAL: object = {};

// One URL kept alive for good, so that the hidden class (map) every URL
// shares never dies: V8 holds map transitions weakly, and when a full GC
// finds no live URL it frees the map and throws away all the optimized code
// that depends on it (--trace-deopt: "weak objects"), which then has to warm
// up again. Measured with a gc() before each round: parse + getters 4.4× →
// 1.3× native (issue 7).
let shapeKeeper: URL | null = null;

function brand(u: URL): URL {
  if (u === null || typeof u !== 'object' || u._mode === undefined) {
    throw new TypeError('Illegal invocation: the receiver is not a URL');
  }
  return u;
}

/**
 * The receiver, brand-checked, with a pending searchParams change written
 * back: what everything but the getters of offsets-only components needs first.
 */
function current(url: URL): URL {
  const u = brand(url);
  if (u._paramsDirty) u._flush();
  return u;
}

function convertBase(base: unknown): string | undefined {
  return base === undefined ? undefined : toUSVString(base);
}

// (Implements HrefOffsets and ParamsOwner; not declared with `implements`
// because both are internal and stripped from the public types.)
export class URL {
  /** @internal */ _mode!: Mode<unknown> & ModeFastPaths<unknown>;
  /** @internal The record behind `_rec`; null while the URL keeps only href and offsets (ModeFastPaths). */ _r!: unknown;
  /** @internal */ _params!: URLSearchParams | null;
  /** @internal */ _paramsDirty!: boolean;
  /** @internal */ _href!: string;
  /** @internal */ _protocolEnd!: number;
  /** @internal */ _usernameStart!: number;
  /** @internal */ _usernameEnd!: number;
  /** @internal */ _passwordStart!: number;
  /** @internal */ _passwordEnd!: number;
  /** @internal */ _hostStart!: number;
  /** @internal */ _hostEnd!: number;
  /** @internal */ _portEnd!: number;
  /** @internal */ _pathStart!: number;
  /** @internal */ _queryStart!: number;
  /** @internal */ _hashStart!: number;

  // https://url.spec.whatwg.org/#dom-url-url
  constructor(url: string | URLLike, base?: string | URLLike, options?: URLOptions) {
    let mode: Mode<unknown> & ModeFastPaths<unknown>;
    let rec: unknown = null;
    // Raw strings (nothing to convert) may take the mode's fast path: href
    // and offsets straight from the input, no record (ModeFastPaths).
    let raw = false;
    if (url === (INTERNAL as unknown)) {
      // new URL(INTERNAL, record, mode): from URL.parse or normalize, already parsed.
      rec = base;
      mode = options as unknown as Mode<unknown>;
    } else {
      requireArguments(arguments.length, 1, "Failed to construct 'URL'");
      raw = typeof url === 'string' && (base === undefined || typeof base === 'string');
      // WebIDL converts the arguments in order, the options last. (Strings
      // convert without side effects: raw ones are converted below, only
      // when the fast path declines them.)
      if (!raw) {
        url = toUSVString(url);
        base = convertBase(base);
      }
      mode = selectMode(options);
    }
    // The fields are set first, in this order, so every URL has one shape.
    this._mode = mode;
    this._rec = rec;
    this._params = null;
    this._paramsDirty = false;
    if (url !== (INTERNAL as unknown)) {
      if (raw && mode.parseInto !== undefined && mode.parseInto(url as string, this, base as string | undefined)) {
        if (shapeKeeper === null) shapeKeeper = this;
        return;
      }
      rec = mode.parse(toUSVString(url), convertBase(base));
      if (rec instanceof Error) throw rec;
      this._rec = rec;
    }
    mode.serialize(rec, this);
  }

  /**
   * Every validation error (whatwg), RFC 3986 error (rfc3986) or clean-up step
   * (lenient) of `input`, with its index, and the URL that URL.parse gives.
   * Attached by lib/url-statics.ts (the package entry) to keep diagnose.ts and
   * this module free of an import cycle.
   */
  static diagnose: typeof diagnoseFunction;
  /** The WHATWG and RFC 3986 readings of `input` side by side, and where they differ (URL confusion). */
  static compareReadings: typeof compareReadingsFunction;

  // https://url.spec.whatwg.org/#dom-url-parse
  static parse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): URL | null {
    requireArguments(arguments.length, 1, "Failed to execute 'parse' on 'URL'");
    const input = toUSVString(url);
    const b = convertBase(base);
    const mode = selectMode(options);
    const rec = mode.parse(input, b);
    if (rec instanceof Error) return null;
    return new URL(INTERNAL as unknown as string, rec as unknown as string, mode as unknown as URLOptions);
  }

  // https://url.spec.whatwg.org/#dom-url-canparse
  static canParse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): boolean {
    requireArguments(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    const input = toUSVString(url);
    const b = convertBase(base);
    return !(selectMode(options).parse(input, b) instanceof Error);
  }

  /**
   * @internal The mode's record. A URL made by the mode's fast path keeps
   * none (memory: issue 7); it is rebuilt from href and offsets the first
   * time a setter or origin needs it, and kept from then on.
   */
  get _rec(): unknown {
    const r = this._r;
    return r !== null ? r : (this._r = (this._mode.recordOf as (c: HrefOffsets) => unknown)(this));
  }

  /** @internal */
  set _rec(rec: unknown) {
    this._r = rec;
  }

  /** @internal Writes back a URLSearchParams change (its "update steps"), lazily: see url-search-params.ts. */
  _flush(): void {
    const p = this._params as URLSearchParams;
    this._paramsDirty = false;
    const q = p._serialize();
    p._dirty = false;
    const query = q === '' ? null : q;
    const mode = this._mode;
    if (this._r === null && mode.replaceQuery !== undefined) {
      // No record kept (ModeFastPaths): splice the query into href.
      mode.replaceQuery(this, query);
    } else {
      this._commit(mode.setQuery(this._rec, query));
    }
    // The query is now exactly `query` (as _currentQuery() would slice it).
    p._query = query;
  }

  /** @internal */
  _commit(rec: unknown | null): void {
    if (rec === null) return;
    this._rec = rec;
    this._mode.serialize(rec, this);
  }

  /** @internal ParamsOwner: the query without "?", or null. */
  _currentQuery(): string | null {
    if (this._queryStart < 0) return null;
    return this._href.slice(this._queryStart + 1, this._hashStart >= 0 ? this._hashStart : this._href.length);
  }

  /** @internal ParamsOwner */
  _markParamsDirty(): void {
    this._paramsDirty = true;
  }

  // https://url.spec.whatwg.org/#dom-url-href
  get href(): string {
    return current(this)._href;
  }

  set href(value: string) {
    const u = current(this);
    // "If parsedURL is failure, then throw a TypeError."
    const rec = u._mode.parse(toUSVString(value), undefined);
    if (rec instanceof Error) throw rec;
    u._commit(rec);
  }

  // https://url.spec.whatwg.org/#dom-url-origin
  get origin(): string {
    const u = current(this);
    // A slice of href when the mode can tell (ModeFastPaths), else from the record.
    const o = u._mode.originOf !== undefined ? u._mode.originOf(u) : null;
    return o !== null ? o : u._mode.origin(u._rec);
  }

  // https://url.spec.whatwg.org/#dom-url-protocol
  get protocol(): string {
    const u = brand(this);
    return u._href.slice(0, u._protocolEnd);
  }

  set protocol(value: string) {
    const u = current(this);
    u._commit(u._mode.setProtocol(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-username
  get username(): string {
    const u = brand(this);
    return u._href.slice(u._usernameStart, u._usernameEnd);
  }

  set username(value: string) {
    const u = current(this);
    u._commit(u._mode.setUsername(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-password
  get password(): string {
    const u = brand(this);
    return u._href.slice(u._passwordStart, u._passwordEnd);
  }

  set password(value: string) {
    const u = current(this);
    u._commit(u._mode.setPassword(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-host
  get host(): string {
    const u = brand(this);
    return u._href.slice(u._hostStart, u._portEnd);
  }

  set host(value: string) {
    const u = current(this);
    u._commit(u._mode.setHost(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-hostname
  get hostname(): string {
    const u = brand(this);
    return u._href.slice(u._hostStart, u._hostEnd);
  }

  set hostname(value: string) {
    const u = current(this);
    u._commit(u._mode.setHostname(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-port
  get port(): string {
    const u = brand(this);
    return u._portEnd > u._hostEnd ? u._href.slice(u._hostEnd + 1, u._portEnd) : '';
  }

  set port(value: string) {
    const u = current(this);
    u._commit(u._mode.setPort(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-pathname
  get pathname(): string {
    const u = current(this);
    return u._href.slice(u._pathStart, pathEndOf(u._queryStart, u._hashStart, u._href.length));
  }

  set pathname(value: string) {
    const u = current(this);
    u._commit(u._mode.setPathname(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-search
  // "If this's URL's query is either null or the empty string, return the empty string."
  get search(): string {
    const u = current(this);
    if (u._queryStart < 0) return '';
    const end = u._hashStart >= 0 ? u._hashStart : u._href.length;
    return end - u._queryStart <= 1 ? '' : u._href.slice(u._queryStart, end);
  }

  set search(value: string) {
    const u = current(this);
    // The query object's list follows on its next access (URLSearchParams._sync).
    u._commit(u._mode.setSearch(u._rec, toUSVString(value)));
  }

  // https://url.spec.whatwg.org/#dom-url-searchparams
  get searchParams(): URLSearchParams {
    const u = brand(this);
    if (u._params === null) u._params = attachParams(u);
    return u._params;
  }

  // https://url.spec.whatwg.org/#dom-url-hash
  get hash(): string {
    const u = current(this);
    return u._hashStart < 0 || u._href.length - u._hashStart <= 1 ? '' : u._href.slice(u._hashStart);
  }

  set hash(value: string) {
    const u = current(this);
    u._commit(u._mode.setHash(u._rec, toUSVString(value)));
  }

  // --- RFC 3986 extras (normalize, equals, components, hostKind) ---
  // In every mode these read the URL's href as an RFC 3986 URI
  // (lib/rfc3986/extras.ts). A whatwg or lenient href is already lowercased,
  // default-port-free and dot-segment-free by its parser, so there
  // normalize() mostly changes percent-encodings; its result is parsed again
  // by the URL's own mode.

  /** RFC 3986 §6.2.2 + §6.2.3 normalization: a new URL, in this URL's mode and options. */
  normalize(): URL {
    const u = current(this);
    // A mode whose offsets delimit RFC 3986 components (rfc3986) builds the
    // normal form's record directly instead of re-parsing it (issue 7).
    const m = u._mode;
    const rec = m.normalizedRecordOf !== undefined ? m.normalizedRecordOf(u) : m.parse(rfc3986NormalizedHref(u), undefined);
    if (rec instanceof Error) throw rec;
    return new URL(INTERNAL as unknown as string, rec as unknown as string, m as unknown as URLOptions);
  }

  /** RFC 3986 §6.2 comparison ladder: "simple" (§6.2.1), "syntax" (§6.2.2) or "scheme" (§6.2.3, the default). */
  equals(other: URL | string, options?: { level?: RFC3986ComparisonLevel }): boolean {
    const u = current(this);
    const b = other instanceof URL ? other.href : toUSVString(other);
    return rfc3986HrefsEquivalent(u._href, b, options === undefined || options === null ? undefined : options.level);
  }

  /** The RFC 3986 components: undefined for absent, "" for present but empty (plus hasQuery, hasFragment). */
  components(): URLComponents {
    return rfc3986ComponentsOf(current(this));
  }

  /** The host's kind, RFC 3986 §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", or null without an authority. */
  get hostKind(): HostKind {
    return rfc3986HostKindOf(brand(this));
  }
  // --- end RFC 3986 extras ---

  // https://url.spec.whatwg.org/#dom-url-tojson
  toJSON(): string {
    return current(this)._href;
  }

  // https://url.spec.whatwg.org/#URL-stringification-behavior
  toString(): string {
    return current(this)._href;
  }
}

if (typeof Symbol === 'function' && typeof Symbol.toStringTag === 'symbol') {
  Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });
}

// Compile-time proof that URL has the shape of HrefOffsets and ParamsOwner
// (types only: nothing is emitted).
type HasShape<T extends HrefOffsets & ParamsOwner> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars
type URLHasShape = HasShape<URL>;
