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
declare class URL {
    constructor(url: string | URLLike, base?: string | URLLike);
    static parse(url: string | URLLike, base?: string | URLLike): URL | null;
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
declare const StandardURL: typeof URL;
type StandardURL = URL;

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

/** A member that install() can add to an otherwise conforming native class. */
type DetectPatch = 'URL.canParse' | 'URL.parse' | 'URL.prototype.toJSON' | 'URLSearchParams.prototype.size' | 'URLSearchParams.prototype.has' | 'URLSearchParams.prototype.delete';
/**
 * A difference between editions of the URL Standard that ordinary code never
 * meets: reported by detect(), and a reason to replace the class only for
 * `install({ strict: true })`.
 */
type DetectDivergence = 'opaque path trailing space';
interface Detection {
    /**
     * "missing": no URL or no URLSearchParams; "broken": present but with a
     * defect that breaks ordinary code (replace both); "ok": working, except
     * perhaps for `patches` (and the `divergences`, which replace nothing).
     */
    status: 'missing' | 'broken' | 'ok';
    /** For "missing" and "broken": which probe failed, for diagnostics. */
    reason: string | null;
    /** For "ok": the members to add (has/delete: the value argument). */
    patches: DetectPatch[];
    /** For "ok": where the native URL follows an older edition of the standard. */
    divergences: DetectDivergence[];
}
/**
 * Probes `URLClass` and `URLSearchParamsClass` (by default the global ones)
 * for the engine bugs polyurl knows of: `status` says whether a defect breaks
 * ordinary code, `patches` which newer members are missing, `divergences`
 * which older editions of the standard the native URL follows. Never throws.
 */
declare function detect(URLClass?: unknown, URLSearchParamsClass?: unknown): Detection;

interface InstallOptions {
    /** Install polyurl's classes even over a working native URL. */
    force?: boolean;
    /**
     * Also replace a working native URL that follows an older edition of the
     * standard (the `divergences` of detect()): every URL then parses as this
     * edition says, at the cost of the native class.
     */
    strict?: boolean;
    /** Where to install (default: the global object). */
    target?: object;
}
interface InstallResult {
    /** True when URL and URLSearchParams on the target are now polyurl's. */
    replaced: boolean;
    /** Why they were replaced ("force", "strict: …", or the failing probe); null when they were not. */
    reason: string | null;
    /** The members added to the native classes. */
    patched: DetectPatch[];
    /** The edition differences detect() found in the native URL (replaced only under `strict`). */
    divergences: DetectDivergence[];
    /** On replacement: the native statics kept on polyurl's classes ("URL.createObjectURL", …). */
    kept: string[];
    /** On replacement: the request-body senders taught polyurl's URLSearchParams ("fetch", …). */
    bodies: string[];
}
/**
 * Installs polyurl's `URL` and `URLSearchParams` on the global object (or
 * `options.target`) when `detect()` finds the native ones missing or broken
 * (or the native URL divergent and `options.strict` set, or `options.force`
 * set); otherwise adds only the members that the native classes lack
 * (`URL.canParse`, `URL.parse`, `toJSON`, `URLSearchParams.prototype.size`,
 * the value argument of `has`/`delete`). React Native's build replaces a
 * native URL that lacks any of these instead: its URL is JavaScript anyway.
 */
declare function install(options?: InstallOptions): InstallResult;

type legacy_URLSearchParams = URLSearchParams;
declare const legacy_URLSearchParams: typeof URLSearchParams;
declare const legacy_detect: typeof detect;
declare const legacy_domainToASCII: typeof domainToASCII;
declare const legacy_domainToUnicode: typeof domainToUnicode;
declare const legacy_install: typeof install;
declare namespace legacy {
  export {
    StandardURL as URL,
    legacy_URLSearchParams as URLSearchParams,
    legacy_detect as detect,
    legacy_domainToASCII as domainToASCII,
    legacy_domainToUnicode as domainToUnicode,
    legacy_install as install,
  };
}

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

declare global {
    /** The legacy script's namespace: the WHATWG classes, the IDNA helpers, install and detect. */
    var polyurl: typeof legacy;
}
export {};
