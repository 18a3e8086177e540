// polyurl's public entry: exports only. (URL comes from diagnostics/url-statics.ts, which
// attaches URL.diagnose and URL.compareReadings in a pure call, so a bundle
// that imports only the standard classes carries none of the diagnostics.)
import './api/dom-iterable.js';
export { URL } from './diagnostics/url-statics.js';
export { StandardURL } from './api/url-standard.js';
export type { URLLike } from './api/url-standard.js';
export { URLSearchParams } from './api/url-search-params.js';
export type { URLSearchParamsInit, URLSearchParamsIterator } from './api/url-search-params.js';
export type { URLOptions, ModeName } from './modes/mode.js';
export { domainToASCII, domainToUnicode } from './api/idna-api.js';
export type { DomainToASCIIOptions } from './api/idna-api.js';
export { extractURLs } from './extract/extract.js';
export type { ExtractOptions, ExtractedURL } from './extract/extract.js';
export { RFC3986Error } from './rfc3986/errors.js';
export type { RFC3986Component } from './rfc3986/errors.js';
export { parseReference } from './rfc3986/reference.js';
export { normalize, uriEquals, components, hostKind, toURI } from './api/url-extras.js';
export type { URLInput } from './api/url-extras.js';
export type { URIReference } from './rfc3986/reference.js';
export { removeDotSegments } from './rfc3986/resolve.js';
export { isURIReference, isURI } from './rfc3986/validate.js';
export type { RFC3986Options } from './rfc3986/validate.js';
export { iriToURI, uriToIRI } from './rfc3986/iri.js';
export type { HostKind } from './rfc3986/grammar.js';
export type { URLComponents } from './rfc3986/extras.js';
export type { ComparisonLevel, NormalizationLevel } from './rfc3986/normalize.js';
export { relativize, pathSegments, setPathSegments, appendPathSegments, buildURL, queryRecord } from './edit/index.js';
export type { RelativizeOptions, ReferenceForm, URLParts, QueryRecord, QueryInit, QueryValue, QueryRecordOptions, EditInput, EditOptions } from './edit/index.js';
export { diagnose } from './diagnostics/diagnose.js';
export type { Diagnostic, DiagnoseOptions, DiagnoseResult } from './diagnostics/diagnose.js';
export { compareReadings } from './diagnostics/compare-readings.js';
export type { Reading, ReadingComponent, ReadingDifference, ReadingComparison } from './diagnostics/compare-readings.js';
