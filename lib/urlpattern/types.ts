// The public types of URLPattern, as the standard's WebIDL gives them
// (https://urlpattern.spec.whatwg.org/#urlpattern-class) and as lib.dom
// declares them: they assign both ways with lib.dom's
// (spec/urlpattern/types.spec.ts).

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
export interface URLPatternInit {
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
export type URLPatternInput = string | URLPatternInit;

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions */
export interface URLPatternOptions {
  ignoreCase?: boolean;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult */
export interface URLPatternComponentResult {
  groups: Record<string, string | undefined>;
  input: string;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult */
export interface URLPatternResult {
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
export interface URLLike {
  readonly href: string;
  toString(): string;
}
