// The validation errors a sink collected, with their codes named as the
// standard names them (the algorithms report numbers: lib/base/validation-errors.ts).
import type { ValidationError } from '../../lib/base/errors.js';
import { validationErrorName } from '../../lib/base/validation-errors.js';

export interface NamedError {
  code: string;
  index: number;
}

export function named(errors: ValidationError[]): NamedError[] {
  return errors.map((e) => ({ code: validationErrorName(e.code), index: e.index }));
}

/** "name@index" of each error. */
export function tagged(errors: ValidationError[]): string[] {
  return errors.map((e) => `${validationErrorName(e.code)}@${e.index}`);
}
