// The URL record shared by the whatwg and lenient modes: the working copy that
// the parser and the setters build. (What a URL keeps is its serialization:
// lib/url/href-offsets.ts.)

/**
 * https://url.spec.whatwg.org/#concept-url
 *
 * Spec divergence (performance): `path` is kept serialized. A list path is the
 * concatenation of "/" + segment for each segment ("" is the empty list, "/"
 * is [""]); segments never contain "/", so the mapping is one-to-one. An opaque
 * path is the string itself, with `opaquePath` set.
 */
export interface URLRecord {
  /** ASCII lowercase, without the trailing ":" */
  scheme: string;
  /** Already percent-encoded. */
  username: string;
  password: string;
  /** The serialized host (domain, dotted IPv4, "[v6]", opaque host or "" for the empty host); null for none. */
  host: string | null;
  port: number | null;
  path: string;
  opaquePath: boolean;
  query: string | null;
  fragment: string | null;
}

export function cloneRecord(r: URLRecord): URLRecord {
  return {
    scheme: r.scheme,
    username: r.username,
    password: r.password,
    host: r.host,
    port: r.port,
    path: r.path,
    opaquePath: r.opaquePath,
    query: r.query,
    fragment: r.fragment,
  };
}
