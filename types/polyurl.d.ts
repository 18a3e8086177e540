declare global {
    interface URLSearchParams {
        [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
        entries(): URLSearchParamsIterator<[string, string]>;
        keys(): URLSearchParamsIterator<string>;
        values(): URLSearchParamsIterator<string>;
    }
    interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
        [Symbol.iterator](): URLSearchParamsIterator<T>;
    }
}

type ModeName = 'whatwg' | 'rfc3986' | 'lenient';
/** The optional third argument of `new URL(input, base, options)`. */
interface URLOptions {
    /** Which grammar parses the input and the setters' values. Default "whatwg". */
    mode?: ModeName;
    /** rfc3986 only: resolve with the RFC 3986 §5.2.2 non-strict ("backward compatible") variant. */
    backwardCompatible?: boolean;
    /** rfc3986 only: read IRIs (RFC 3987 §2.2: non-ASCII characters of ucschar, iprivate in the query). */
    iri?: boolean;
    /** lenient only: the scheme given to input that names a host without a scheme. Default "http". */
    defaultScheme?: string;
}

/** What the constructor accepts (a string, pairs, a record, or another URLSearchParams). */
type URLSearchParamsInit = string | URLSearchParams | Iterable<Iterable<string>> | ArrayLike<ArrayLike<string>> | {
    readonly [name: string]: string;
};
/** An iterator over a URLSearchParams' pairs, live like the browsers' ones. */
interface URLSearchParamsIterator<T> extends Iterator<T, undefined> {
    next(): IteratorResult<T, undefined>;
    [Symbol.iterator](): URLSearchParamsIterator<T>;
}
/** https://url.spec.whatwg.org/#urlsearchparams */
declare class URLSearchParams {
    [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;
    constructor(init?: URLSearchParamsInit);
    get size(): number;
    append(name: string, value: string): void;
    delete(name: string, value?: string): void;
    get(name: string): string | null;
    getAll(name: string): string[];
    has(name: string, value?: string): boolean;
    set(name: string, value: string): void;
    sort(): void;
    entries(): URLSearchParamsIterator<[string, string]>;
    forEach(callback: (value: string, name: string, searchParams: URLSearchParams) => void, thisArg?: unknown): void;
    keys(): URLSearchParamsIterator<string>;
    values(): URLSearchParamsIterator<string>;
    toString(): string;
}

/**
 * What the constructor and the static methods accept besides a string: any
 * URL object (polyurl's, a native or DOM URL), converted with its toString()
 * as WebIDL's USVString conversion does.
 */
interface URLLike {
    readonly href: string;
    toString(): string;
}
declare class URL$2 {
    constructor(url: string | URLLike, base?: string | URLLike);
    static parse(url: string | URLLike, base?: string | URLLike): URL$2 | null;
    static canParse(url: string | URLLike, base?: string | URLLike): boolean;
    toString(): string;
    get href(): string;
    set href(value: string);
    get origin(): string;
    get protocol(): string;
    set protocol(value: string);
    get username(): string;
    set username(value: string);
    get password(): string;
    set password(value: string);
    get host(): string;
    set host(value: string);
    get hostname(): string;
    set hostname(value: string);
    get port(): string;
    set port(value: string);
    get pathname(): string;
    set pathname(value: string);
    get search(): string;
    set search(value: string);
    get searchParams(): URLSearchParams;
    get hash(): string;
    set hash(value: string);
    toJSON(): string;
}
/**
 * The standard's URL class, exactly (named `URL`): what "polyurl/auto"
 * installs. The package's `URL` adds the modes.
 */
declare const StandardURL: typeof URL$2;
type StandardURL = URL$2;

declare class URL$1 {
    constructor(url: string | URLLike, base?: string | URLLike, options?: URLOptions);
    static parse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): URL$1 | null;
    static canParse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): boolean;
}
interface URL$1 extends StandardURL {
}
/**
 * The URL class: the standard's, with the modes.
 * (A pure call: a bundle that does not use it drops it, and the rfc3986 and
 * lenient code with it.)
 */
declare const PolyURL: typeof URL$1;
type PolyURL = URL$1;

/** One problem found in the input (or, with source "base", in the base URL). */
interface Diagnostic {
    /** whatwg: the standard's validation error name; rfc3986: the ABNF rule; lenient clean-up: the change's kind. */
    code: string;
    /** UTF-16 index in the input (in the base when source is "base"). */
    index: number;
    /** A sentence a person understands. */
    message: string;
    /** "base" when the problem is in the base URL. */
    source?: 'base';
    /** rfc3986 only: the component and the offending character ("" at the end of the input). */
    component?: string;
    character?: string;
    /** whatwg and lenient: "failure" when this error made the parse fail, else "warning" (the URL is still valid). */
    severity?: 'failure' | 'warning' | 'change';
}
/** The options of diagnose: the URL's own (mode, …), and a cap on what one call collects. */
interface DiagnoseOptions extends URLOptions {
    /** The most diagnostics one call returns (default 1000, Infinity for all); the rest set `truncated`. */
    maxErrors?: number;
}
interface DiagnoseResult {
    url: PolyURL | null;
    errors: Diagnostic[];
    /** true when more than `maxErrors` problems were found and only the first were kept. */
    truncated: boolean;
}
/**
 * https://url.spec.whatwg.org/#validation-error (whatwg), the RFC 3986
 * grammar (rfc3986), the Appendix C clean-up (lenient): `url` is what
 * `URL.parse(input, base, options)` returns, `errors` what was wrong.
 */
declare function diagnose(input: string | PolyURL, base?: string | PolyURL, options?: DiagnoseOptions): DiagnoseResult;

type ReadingComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';
/** One parser's reading of the input: its components (null = absent), or its error. */
interface Reading {
    ok: boolean;
    /** The serialized URL (WHATWG href; RFC 3986 §5.3 recomposition, unnormalized), null on error. */
    href: string | null;
    scheme: string | null;
    userinfo: string | null;
    host: string | null;
    port: string | null;
    path: string | null;
    query: string | null;
    fragment: string | null;
    /** RFC 3986 only: true when the input is a relative reference read without a base (nothing resolved). */
    relative: boolean;
    /** The error message when ok is false. */
    error: string | null;
    /** Where in the input (or the base, see errorSource) the error is, when known. */
    errorIndex: number | null;
    errorSource: 'input' | 'base' | null;
}
interface ReadingDifference {
    /** "validity": one reading is an error, the other is not. */
    component: ReadingComponent | 'validity';
    /** The compared (normalized) values; for "validity", "accepted" or the error. */
    whatwg: string | null;
    rfc3986: string | null;
    securityRelevant: boolean;
}
interface ReadingComparison {
    input: string;
    base: string | null;
    whatwg: Reading;
    /** The RFC 3986 reading as written (resolved against the base when there is one). */
    rfc3986: Reading;
    differences: ReadingDifference[];
    /** True when any difference is security-relevant. */
    securityRelevant: boolean;
}
/**
 * Reads `input` (against `base`, when given) as the URL Standard and as RFC
 * 3986 do, and lists the components where the two readings differ.
 */
declare function compareReadings(input: string, base?: string): ReadingComparison;

/** polyurl's URL class with its diagnostics statics. */
type URLConstructor = typeof PolyURL & {
    /**
     * Every validation error (whatwg), RFC 3986 error (rfc3986) or clean-up step
     * (lenient) of `input`, with its index, and the URL that URL.parse gives.
     */
    diagnose: typeof diagnose;
    /** The WHATWG and RFC 3986 readings of `input` side by side, and where they differ (URL confusion). */
    compareReadings: typeof compareReadings;
};
/** polyurl's URL class (lib/api/url.ts) with its diagnostics. (A pure call: bundles that do not use it drop it.) */
declare const URL: URLConstructor;
type URL = PolyURL;

interface DomainToASCIIOptions {
    /**
     * UTS #46 VerifyDnsLength: the result, without a final root dot, must be 1
     * to 253 characters long and each of its labels 1 to 63.
     */
    verifyDnsLength?: boolean;
    /**
     * The standard's beStrict: Unicode ToASCII with CheckHyphens,
     * UseSTD3ASCIIRules and VerifyDnsLength, and no leniency for ASCII domains
     * (so "xn--a" or "a_b" fail). This is the "valid domain" test.
     */
    strict?: boolean;
}
/**
 * https://url.spec.whatwg.org/#concept-domain-to-ascii: the domain as a host
 * parser would store it ("xn--" labels for non-ASCII ones; case folding,
 * compatibility mapping and NFC applied), or null when the host parser would
 * reject it. As in the standard, an ASCII domain is only lowercased unless
 * `strict` is set.
 */
declare function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null;
/**
 * https://url.spec.whatwg.org/#concept-domain-to-unicode: "xn--" labels
 * decoded, case folding, compatibility mapping and NFC applied. Like the
 * standard it always returns a string: a label that cannot be converted (bad
 * Punycode) is left as it is.
 */
declare function domainToUnicode(domain: string): string;

interface ExtractOptions {
    /** Stop after this many URLs (a non-negative integer; default: no limit). */
    limit?: number;
    /** The scheme given to bare "www." hosts and bare domains (default "http"), as the lenient mode's option. */
    defaultScheme?: string;
    /**
     * Also find bare domains ("example.org/x") and e-mail addresses
     * ("name@example.org") whose last label is a top-level domain of the
     * generated list (lib/extract/tlds.ts), IPv4 addresses, and "//host"
     * (default false: prose is full of "file.py" and "node.js").
     */
    bare?: boolean;
}
interface ExtractedURL {
    /** UTF-16 index of the URI's first character in the text (after any "<", '"' or "URL:"). */
    start: number;
    /** UTF-16 index just past its last character (before any closing ">" or '"'). */
    end: number;
    /** text.slice(start, end): as written, with any line breaks inside a wrapper. */
    raw: string;
    /** The URL, parsed in lenient mode (so wrapped lines are joined and "www." gets a scheme). */
    url: PolyURL;
}
/**
 * The URLs found in `text`, in order: URIs in <…> (with or without "URL:",
 * possibly broken across lines) or "…", bare URIs with a scheme, and bare
 * "www." hosts, without the sentence's trailing punctuation (RFC 3986
 * Appendix C).
 */
declare function extractURLs(text: string, options?: ExtractOptions): ExtractedURL[];

/** The component an RFC3986Error is about. */
type RFC3986Component = 'scheme' | 'authority' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';
/**
 * Thrown (by the URL constructor, the rfc3986 setters, parseReference and
 * the other RFC 3986 functions) when a string does not match the RFC 3986
 * grammar (or RFC 3987's, for an IRI).
 *
 * - `index`: UTF-16 offset of the first offending character (the "%" of a
 *   malformed percent-encoding; the input's length when it ends too early);
 * - `character`: that character ("" at the end of the input);
 * - `component`: the component it is in; `rule`: the ABNF rule it breaks.
 */
declare class RFC3986Error extends URIError {
    index: number;
    character: string;
    component: RFC3986Component;
    rule: string;
    constructor(message: string, index: number, character: string, component: RFC3986Component, rule: string);
}

/** The host's kind (§3.2.2, first-match-wins: an IPv4address is never a reg-name). null: no authority. */
type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | 'empty' | null;

/**
 * The components of a URI reference (§3). `undefined` is an absent component,
 * "" a present but empty one (`http://h/?` has query ""). The authority is
 * present exactly when `host` is defined; `userinfo` and `port` only then.
 * `host` keeps the brackets of an IP-literal.
 */
interface RFC3986Components {
    scheme: string | undefined;
    userinfo: string | undefined;
    host: string | undefined;
    port: string | undefined;
    path: string;
    query: string | undefined;
    fragment: string | undefined;
    /** §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", null without an authority. */
    hostKind: HostKind;
}

/** Options of the RFC 3986 functions: `iri` reads RFC 3987's grammar (IRIs) instead. */
interface RFC3986Options {
    iri?: boolean;
}
/**
 * Whether `input` is an RFC 3986 URI-reference (§4.1: a URI or a relative
 * reference), or an RFC 3987 IRI-reference with `{ iri: true }`. Never
 * throws: the predicate beside parseReference, which throws the error.
 */
declare function isURIReference(input: string, options?: RFC3986Options): boolean;
/** Whether `input` is an RFC 3986 URI (§3: it has a scheme), or an RFC 3987 IRI with `{ iri: true }`. Never throws. */
declare function isURI(input: string, options?: RFC3986Options): boolean;

/**
 * The components of a URI reference as RFC 3986 §3 names them; `undefined`
 * for an absent component, "" for a present but empty one ("?" alone gives
 * query ""). `authority` is split into `userinfo`, `host` (IP-literal with
 * its brackets) and `port` (the digits as written, possibly "").
 */
interface URIReference extends RFC3986Components {
    authority: string | undefined;
    /** True for a URI (it has a scheme), false for a relative reference (§4.1). */
    absolute: boolean;
}
/**
 * Parses `input` as an RFC 3986 URI-reference (§4.1), relative references
 * included, without resolving or normalizing anything; with `{ iri: true }`
 * as an RFC 3987 IRI-reference. Returns the components; throws the
 * RFC3986Error for the first character that breaks the grammar
 * (`isURIReference` is the predicate that never throws):
 *
 *   parseReference('../a?b').path; // "../a"
 *   try { parseReference('a b'); } catch (e) { e.index; } // 1
 */
declare function parseReference(input: string, options?: RFC3986Options): URIReference;

/** §6.2.2 syntax-based, or that plus §6.2.3 scheme-based normalization. */
type NormalizationLevel = 'syntax' | 'scheme';
/** The §6.2 comparison ladder: §6.2.1 simple string comparison, then the two normalizations. */
type ComparisonLevel = 'simple' | 'syntax' | 'scheme';

/**
 * A URL's components as RFC 3986 §3 names them: `undefined` for an absent
 * component, "" for a present but empty one (`http://h/?#` has query "" and
 * fragment ""; `http://h/` has both undefined). The WHATWG-shaped getters
 * (`search`, `hash`, `port`) return "" in both cases.
 */
interface URLComponents extends RFC3986Components {
    /** A URL always has one. */
    scheme: string;
    authority: string | undefined;
    hasQuery: boolean;
    hasFragment: boolean;
}

/** What the extras accept: a URL object of any kind (polyurl's in any mode, a native one) or a string. */
type URLInput = URLLike | string;
/**
 * RFC 3986 §6.2.2 normalization (`{ level: 'syntax' }`), with §6.2.3 as well
 * by default (`'scheme'`): a new polyurl URL, in the mode and options of
 * `url` (whatwg for a native URL or a string). An unknown level is a
 * TypeError. A whatwg or lenient href is already lowercased,
 * default-port-free and dot-segment-free by its parser, so there it mostly
 * changes percent-encodings; the result is parsed again by the URL's mode.
 * An escape whose decoding would make that mode refuse the result is kept
 * (§6.2.2.2 allows it): normalizing a parsed URL never throws.
 */
declare function normalize(url: URLInput, options?: {
    level?: NormalizationLevel;
}): PolyURL;
/**
 * RFC 3986 §6.2 comparison ladder of two URIs: "simple" (§6.2.1), "syntax"
 * (§6.2.2) or "scheme" (§6.2.3, the default); IRIs compare as their URIs
 * (RFC 3987 §5.3). A URL is read as its href, a string as written. (Not the
 * standard's URL equivalence, which compares serializations.)
 */
declare function uriEquals(a: URLInput, b: URLInput, options?: {
    level?: ComparisonLevel;
}): boolean;
/** The RFC 3986 components of the URL: undefined for absent, "" for present but empty (plus hasQuery, hasFragment). */
declare function components(url: URLInput): URLComponents;
/** The URI of an IRI (RFC 3987 §3.1: non-ASCII characters UTF-8 percent-encoded, nothing else changed); a URI's href as it is. */
declare function toURI(url: URLInput): string;
/** The kind of the URL's host, RFC 3986 §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", or null without an authority. */
declare function hostKind(url: URLInput): HostKind;

/**
 * RFC 3986 §5.2.4 remove_dot_segments. The input buffer is `path` from
 * index i, taken one segment (with its leading "/", if any) at a time; the
 * output buffer is a string that only grows by whole segments (slices) or
 * shrinks back to its last "/".
 */
declare function removeDotSegments(path: string): string;

/**
 * RFC 3987 §3.1: the URI an IRI (or IRI reference) maps to: every non-ASCII
 * character UTF-8 percent-encoded, nothing else changed (in the host too, as
 * §3.1 allows; ToASCII is the other option it gives, left to the caller).
 * Throws an RFC3986Error when `iri` is not an IRI-reference (RFC 3987 §2.2).
 *
 *   iriToURI('https://example.org/Москва/') // 'https://example.org/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/'
 */
declare function iriToURI(iri: string): string;
/**
 * RFC 3987 §3.2: the IRI a URI (or URI reference; an IRI is taken too) maps
 * to. Percent-encoded unreserved characters (step 2) and strictly legal
 * UTF-8 sequences of characters an IRI may hold there (steps 3-5: ucschar,
 * iprivate in the query only, no bidi formatting character) are decoded;
 * "%25", reserved characters and everything else stay percent-encoded, with
 * their hex digits upper-cased (§5.3.2.1). Throws an RFC3986Error when `uri`
 * is not a URI-reference.
 *
 *   uriToIRI('http://www.example.org/D%C3%BCrst') // 'http://www.example.org/Dürst'
 */
declare function uriToIRI(uri: string): string;

/** A URL object of any kind (polyurl's in any mode, a native one) or a string. */
type EditInput = URLLike | string;
/** The options every editing function takes: the mode to read strings and native URLs in (as `new URL`'s third argument). */
type EditOptions = URLOptions;

/**
 * Which reference relativize returns: "shortest" (the default) or
 * "absolute-path" ("/path?query#fragment" whenever target and base share
 * scheme and authority, as link rewriters want: it means the same on every
 * page of the site).
 */
type ReferenceForm = 'shortest' | 'absolute-path';
interface RelativizeOptions extends EditOptions {
    form?: ReferenceForm;
}
/**
 * The shortest reference r such that `new URL(r, base, { mode })` gives
 * target's href exactly, in the mode of `options.mode`, else target's, else
 * base's, else whatwg. Where none exists the absolute href (see
 * docs/editing.md for the rfc3986 targets that no reference reaches).
 */
declare function relativize(target: EditInput, base: EditInput, options?: RelativizeOptions): string;

/**
 * The URL's path segments, percent-decoded: "https://h/a%2Fb/c/" gives
 * ["a/b", "c", ""]. A TypeError for an opaque path (whatwg, lenient).
 */
declare function pathSegments(url: EditInput, options?: EditOptions): string[];
/**
 * Replaces the URL's path segments: each encoded so that it reads back as
 * itself ("/", "?", "#", "%" and in a special URL "\" percent-encoded; "." and
 * ".." refused by whatwg and lenient, written "%2E" by rfc3986). A URL
 * object is edited in place and returned, as a setter would edit it, and a
 * failed edit throws and leaves it as it was; a string gives a new polyurl URL.
 */
declare function setPathSegments<U extends URLLike>(url: U, segments: readonly string[], options?: EditOptions): U;
declare function setPathSegments(url: string, segments: readonly string[], options?: EditOptions): PolyURL;
/**
 * Appends segments to the URL's path, the path as it is written kept as it
 * is. A path that ends with "/" (an empty last segment) takes the first new
 * segment in that empty one's place, so "https://h/a/" and "https://h/a" both
 * give "https://h/a/b" with "b"; append "" for a trailing "/".
 */
declare function appendPathSegments<U extends URLLike>(url: U, ...segments: string[]): U;
declare function appendPathSegments(url: string, ...segments: string[]): PolyURL;

/** What queryRecord returns: each name once, with its value, or its values in order when it occurs more than once (or always, with `arrays: true`). */
interface QueryRecord {
    [name: string]: string | string[];
}
/** A value buildURL takes for a name: each is converted with String(); null and undefined leave the name out, an array repeats it. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
/** What buildURL takes as `query`: QueryRecord's shape, with numbers and booleans too. */
interface QueryInit {
    [name: string]: QueryValue;
}
interface QueryRecordOptions extends EditOptions {
    /** Every value as an array, single ones too: `{ a: ['1'] }`. Default false. */
    arrays?: boolean;
}
/**
 * The URL's query as a record: `?a=1&a=2&b=x` gives `{ a: ['1', '2'], b: 'x' }`,
 * names and values decoded as URLSearchParams decodes them ("+" is a space).
 * An absent or empty query gives `{}`. Names are the record's keys in the order
 * JavaScript keeps them (integer-like names first).
 */
declare function queryRecord(url: EditInput, options?: QueryRecordOptions): QueryRecord;

/** The parts of a URL, named as its getters (plus `segments` and `query`). */
interface URLParts {
    /** With or without its ":". Default "https:" (lenient: its defaultScheme). */
    protocol?: string;
    username?: string;
    password?: string;
    hostname?: string;
    /** hostname[:port]; not with hostname or port. */
    host?: string;
    /** Digits only (or a number); "" for none. */
    port?: string | number;
    pathname?: string;
    /** The path as segments (setPathSegments' encoding); not with pathname. */
    segments?: readonly string[];
    /** With or without its "?"; "?" alone is an empty query. Not with query. */
    search?: string;
    /** A query record (form-urlencoded); not with search. */
    query?: QueryInit;
    /** With or without its "#"; "#" alone is an empty fragment. */
    hash?: string;
}
/**
 * A new polyurl URL in the mode of `options` (whatwg by default) from its
 * parts, applied in this order: protocol, host or hostname, port, username,
 * password, pathname or segments, search or query, hash. Throws a TypeError
 * that names the part a setter would ignore or reject.
 */
declare function buildURL(parts: URLParts, options?: EditOptions): PolyURL;

export { RFC3986Error, StandardURL, URL, URLSearchParams, appendPathSegments, buildURL, compareReadings, components, diagnose, domainToASCII, domainToUnicode, extractURLs, hostKind, iriToURI, isURI, isURIReference, normalize, parseReference, pathSegments, queryRecord, relativize, removeDotSegments, setPathSegments, toURI, uriEquals, uriToIRI };
export type { ComparisonLevel, DiagnoseOptions, DiagnoseResult, Diagnostic, DomainToASCIIOptions, EditInput, EditOptions, ExtractOptions, ExtractedURL, HostKind, ModeName, NormalizationLevel, QueryInit, QueryRecord, QueryRecordOptions, QueryValue, RFC3986Component, RFC3986Options, Reading, ReadingComparison, ReadingComponent, ReadingDifference, ReferenceForm, RelativizeOptions, URIReference, URLComponents, URLInput, URLLike, URLOptions, URLParts, URLSearchParamsInit, URLSearchParamsIterator };
