/** A format predicate: true when `value` is in the format. Non-strings are not. */
type FormatPredicate = (value: string) => boolean;
/** The four formats, by their JSON Schema names. */
interface URIFormats {
    readonly uri: FormatPredicate;
    readonly 'uri-reference': FormatPredicate;
    readonly iri: FormatPredicate;
    readonly 'iri-reference': FormatPredicate;
}
declare const formats: URIFormats;

export { formats };
export type { FormatPredicate, URIFormats };
