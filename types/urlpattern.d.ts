/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
interface URLPatternInit {
    baseURL?: string;
    hash?: string;
    hostname?: string;
    password?: string;
    pathname?: string;
    port?: string;
    protocol?: string;
    search?: string;
    username?: string;
}
/** https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput */
type URLPatternInput = string | URLPatternInit;
/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions */
interface URLPatternOptions {
    ignoreCase?: boolean;
}
/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult */
interface URLPatternComponentResult {
    groups: Record<string, string | undefined>;
    input: string;
}
/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult */
interface URLPatternResult {
    hash: URLPatternComponentResult;
    hostname: URLPatternComponentResult;
    inputs: URLPatternInput[];
    password: URLPatternComponentResult;
    pathname: URLPatternComponentResult;
    port: URLPatternComponentResult;
    protocol: URLPatternComponentResult;
    search: URLPatternComponentResult;
    username: URLPatternComponentResult;
}
/** What a base URL argument may be besides a string: a URL object (read with its toString, as a USVString is). */
interface URLLike {
    readonly href: string;
    toString(): string;
}

declare class URLPattern {
    constructor(input: URLPatternInput, baseURL: string | URLLike, options?: URLPatternOptions);
    constructor(input?: URLPatternInput, options?: URLPatternOptions);
    test(input?: URLPatternInput, baseURL?: string | URLLike): boolean;
    exec(input?: URLPatternInput, baseURL?: string | URLLike): URLPatternResult | null;
    get protocol(): string;
    get username(): string;
    get password(): string;
    get hostname(): string;
    get port(): string;
    get pathname(): string;
    get search(): string;
    get hash(): string;
    get hasRegExpGroups(): boolean;
}

export { URLPattern };
export type { URLLike, URLPatternComponentResult, URLPatternInit, URLPatternInput, URLPatternOptions, URLPatternResult };
