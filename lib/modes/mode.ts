// The policy a URL instance delegates to. One object per mode (and per set of
// options), chosen once at construction; the URL class never branches on the
// mode's name. R is the mode's own record type (URLRecord for whatwg and
// lenient, the RFC 3986 components for rfc3986).
import type { HrefOffsets } from '../url/href-offsets.js';

export type ModeName = 'whatwg' | 'rfc3986' | 'lenient';

/** The optional third argument of `new URL(input, base, options)`. */
export interface URLOptions {
  /** Which grammar parses the input and the setters' values. Default "whatwg". */
  mode?: ModeName;
  /** rfc3986 only: resolve with the RFC 3986 §5.2.2 non-strict ("backward compatible") variant. */
  backwardCompatible?: boolean;
  /** rfc3986 only: read IRIs (RFC 3987 §2.2: non-ASCII characters of ucschar, iprivate in the query). */
  iri?: boolean;
  /** lenient only: the scheme given to input that names a host without a scheme. Default "http". */
  defaultScheme?: string;
}

/** @internal */
export interface Mode<R> {
  readonly name: ModeName;
  /**
   * Parses `input` (already a USVString) against `base` (a USVString, or
   * undefined). Returns the record, or the Error the constructor throws
   * (URL.parse and URL.canParse turn it into null / false). Never throws.
   */
  parse(input: string, base: string | undefined): R | Error;
  /** Writes href and the offsets for `rec` into `out`. */
  serialize(rec: R, out: HrefOffsets): void;
  /** https://url.spec.whatwg.org/#dom-url-origin (or the mode's reading of it). */
  origin(rec: R): string;
  // The setters take the current record and the value (a USVString). They
  // return a new record (never a mutated `rec`), or null when the value is
  // ignored (the URL then changes nothing and serializes nothing). A mode
  // whose setters reject values throws, leaving `rec` as it was.
  setProtocol(rec: R, value: string): R | null;
  setUsername(rec: R, value: string): R | null;
  setPassword(rec: R, value: string): R | null;
  setHost(rec: R, value: string): R | null;
  setHostname(rec: R, value: string): R | null;
  setPort(rec: R, value: string): R | null;
  setPathname(rec: R, value: string): R | null;
  setSearch(rec: R, value: string): R | null;
  setHash(rec: R, value: string): R | null;
  /** The URLSearchParams "update steps": the query becomes `query` (null: no query). */
  setQuery(rec: R, query: string | null): R;
}
