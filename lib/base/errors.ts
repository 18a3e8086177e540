// Validation errors as the algorithms report them: a code and an index, into
// a sink that is null when nobody collects them.
import type { ValidationErrorCode } from './validation-errors.js';
import { REPORTS_VALIDATION_ERRORS } from './error-reporting.js';

/**
 * A validation error of the WHATWG URL Standard, at a UTF-16 index of the
 * input; validationErrorName (lib/base/validation-errors.ts) names its code.
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
