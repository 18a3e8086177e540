// Whether this build reports validation errors: diagnose() collects them
// (lib/diagnostics/diagnose.ts), through the `errors` sink the parsers take. The compact
// builds, which have no diagnose and whose parsers are always called without
// a sink, carry lib/base/error-reporting.compact.ts (false) instead
// (scripts/variants.mjs): every reporting site then folds away in the
// minifier.
export const REPORTS_VALIDATION_ERRORS: boolean = true;
