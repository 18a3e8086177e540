// lib/base/error-reporting.ts for the compact builds (scripts/variants.mjs
// puts this module in its place): they have no diagnose(), so no caller ever
// passes an errors sink, and the reporting code is left out.
export const REPORTS_VALIDATION_ERRORS = false;
