import { assert } from 'chai';
import { VALIDATION_ERROR_NAMES, ValidationErrorCode, validationErrorName } from '../../lib/base/validation-errors.js';
import { validationMessage } from '../../lib/diagnostics/diagnose.js';

describe('whatwg/validation-errors: the numbers the algorithms report, and their names', function () {
  it('names each code once, as the standard writes it', function () {
    assert.lengthOf(VALIDATION_ERROR_NAMES, new Set(VALIDATION_ERROR_NAMES).size);
    for (const name of VALIDATION_ERROR_NAMES) assert.match(name, /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/, name);
  });
  it('maps the members to their names', function () {
    assert.strictEqual(validationErrorName(ValidationErrorCode.IPv4EmptyPart), 'IPv4-empty-part');
    assert.strictEqual(validationErrorName(ValidationErrorCode.IPv4InIPv6TooManyPieces), 'IPv4-in-IPv6-too-many-pieces');
    assert.strictEqual(validationErrorName(ValidationErrorCode.DomainToASCII), 'domain-to-ASCII');
    assert.strictEqual(validationErrorName(ValidationErrorCode.FileInvalidWindowsDriveLetterHost), 'file-invalid-Windows-drive-letter-host');
    assert.strictEqual(validationErrorName(ValidationErrorCode.InvalidURLUnit), 'invalid-URL-unit');
    assert.strictEqual(
      validationErrorName(ValidationErrorCode.SpecialSchemeMissingFollowingSolidus),
      VALIDATION_ERROR_NAMES[VALIDATION_ERROR_NAMES.length - 1],
    );
  });
  it('every name has a message of its own in diagnose', function () {
    assert.match(validationMessage('no-such-error', 0, 'x'), /: validation error$/);
    for (const name of VALIDATION_ERROR_NAMES) assert.notMatch(validationMessage(name, 0, 'x'), /: validation error$/, name);
  });
});
