// polyurl/formats: JSON Schema's URI and IRI formats as predicates, in the
// shape ajv (`ajv.addFormat(name, formats[name])`) and other validators take.
// https://json-schema.org/draft/2020-12/json-schema-validation#section-7.3.5
//   uri            RFC 3986 URI (it has a scheme)
//   uri-reference  RFC 3986 URI-reference (a URI or a relative reference)
//   iri            RFC 3987 IRI
//   iri-reference  RFC 3987 IRI-reference
// Each one scans the string once over the grammar's tables (lib/rfc3986/validate.ts)
// and builds nothing for an answer of no. Bidi rules (RFC 3987 §4) and NFC
// (§5.3.2.2) are the caller's: an IRI is checked as the characters it is
// written with.
import { matchesReference } from './rfc3986/validate.js';

/** A format predicate: true when `value` is in the format. Non-strings are not. */
export type FormatPredicate = (value: string) => boolean;

/** The four formats, by their JSON Schema names. */
export interface URIFormats {
  readonly uri: FormatPredicate;
  readonly 'uri-reference': FormatPredicate;
  readonly iri: FormatPredicate;
  readonly 'iri-reference': FormatPredicate;
}

export const formats: URIFormats = Object.freeze({
  uri: (value: string): boolean => typeof value === 'string' && matchesReference(value, false, true),
  'uri-reference': (value: string): boolean => typeof value === 'string' && matchesReference(value, false, false),
  iri: (value: string): boolean => typeof value === 'string' && matchesReference(value, true, true),
  'iri-reference': (value: string): boolean => typeof value === 'string' && matchesReference(value, true, false),
});
