// The parts of whatwg-url (the URL Standard's reference implementation, a dev
// dependency without bundled types) that the property suites use.
declare module 'whatwg-url' {
  export interface ReferenceURLSearchParams {
    readonly size: number;
    append(name: string, value: string): void;
    delete(name: string, value?: string): void;
    get(name: string): string | null;
    getAll(name: string): string[];
    has(name: string, value?: string): boolean;
    set(name: string, value: string): void;
    sort(): void;
    entries(): IterableIterator<[string, string]>;
    toString(): string;
  }
  export interface ReferenceURL {
    href: string;
    origin: string;
    protocol: string;
    username: string;
    password: string;
    host: string;
    hostname: string;
    port: string;
    pathname: string;
    search: string;
    hash: string;
    readonly searchParams: ReferenceURLSearchParams;
  }
  const whatwgUrl: {
    URL: new (input: string, base?: string) => ReferenceURL;
  };
  export default whatwgUrl;
}
