// URL editing beyond the setters: relative references, path segments,
// building from parts, query records. Functions of a URL, as the RFC 3986
// extras are (lib/README.md, "The extras are functions"), so that the URL
// class keeps exactly the standard's members. See docs/editing.md.
export { relativize } from './relativize.js';
export type { RelativizeOptions, ReferenceForm } from './relativize.js';
export { pathSegments, setPathSegments, appendPathSegments } from './segments.js';
export { buildURL } from './build.js';
export type { URLParts } from './build.js';
export { queryRecord } from './query.js';
export type { QueryRecord, QueryInit, QueryValue, QueryRecordOptions } from './query.js';
export type { EditInput, EditOptions } from './input.js';
