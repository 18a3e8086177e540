// The URL record shared by the whatwg and lenient modes, and the validation
// errors its parser reports. (The cached serialization every getter slices is
// lib/href-offsets.ts; the modes' optional fast paths, lib/modes/fast-paths.ts.)

import type { ValidationErrorCode } from './whatwg/validation-errors.js';
import { REPORTS_VALIDATION_ERRORS } from './whatwg/error-reporting.js';

/**
 * https://url.spec.whatwg.org/#concept-url
 *
 * Spec divergence (performance): `path` is kept serialized. A list path is the
 * concatenation of "/" + segment for each segment ("" is the empty list, "/"
 * is [""]); segments never contain "/", so the mapping is one-to-one. An opaque
 * path is the string itself, with `opaquePath` set.
 */
export interface URLRecord {
  /** ASCII lowercase, without the trailing ":" */
  scheme: string;
  /** Already percent-encoded. */
  username: string;
  password: string;
  /** The serialized host (domain, dotted IPv4, "[v6]", opaque host or "" for the empty host); null for none. */
  host: string | null;
  port: number | null;
  path: string;
  opaquePath: boolean;
  query: string | null;
  fragment: string | null;
}

export function cloneRecord(r: URLRecord): URLRecord {
  return {
    scheme: r.scheme,
    username: r.username,
    password: r.password,
    host: r.host,
    port: r.port,
    path: r.path,
    opaquePath: r.opaquePath,
    query: r.query,
    fragment: r.fragment,
  };
}

/**
 * A validation error of the WHATWG URL Standard, at a UTF-16 index of the
 * input; validationErrorName (lib/whatwg/validation-errors.ts) names its code.
 */
export interface ValidationError {
  code: ValidationErrorCode;
  index: number;
}

/** Where algorithms report validation errors; null when nobody listens (the common case costs one comparison). */
export type ErrorSink = ValidationError[] | null;

/** Reports the validation error `code` at `index`, when someone collects them (`errors` is not null or undefined). */
export function reportError(errors: ErrorSink | undefined, code: ValidationErrorCode, index: number): void {
  if (REPORTS_VALIDATION_ERRORS && errors) errors.push({ code, index });
}
