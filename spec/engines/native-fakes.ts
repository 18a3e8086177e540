// Stand-ins for an older native URL/URLSearchParams: conforming parsing (they
// delegate to polyurl) but without the members added since 2023 (URL.canParse,
// URL.parse, size, the value argument of has/delete) nor toJSON. Used by the
// detect() and install() specs; each call makes fresh classes, since install()
// patches them.
import { URL as PolyURL } from '../../lib/api/url.js';
import { URLSearchParams as PolyParams } from '../../lib/api/url-search-params.js';

export interface OldParamsInstance {
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  forEach(fn: (value: string, name: string) => void): void;
  toString(): string;
  readonly size?: number;
}

export function oldParamsClass(): new (init?: unknown) => OldParamsInstance {
  class OldParams implements OldParamsInstance {
    private readonly p: PolyParams;
    constructor(init?: unknown) {
      this.p = init instanceof PolyParams ? init : init instanceof OldParams ? new PolyParams(init.p) : new PolyParams(init as string);
    }
    append(name: string, value: string): void {
      this.p.append(name, value);
    }
    delete(name: string): void {
      this.p.delete(name);
    }
    get(name: string): string | null {
      return this.p.get(name);
    }
    getAll(name: string): string[] {
      return this.p.getAll(name);
    }
    has(name: string): boolean {
      return this.p.has(name);
    }
    set(name: string, value: string): void {
      this.p.set(name, value);
    }
    sort(): void {
      this.p.sort();
    }
    forEach(fn: (value: string, name: string) => void): void {
      this.p.forEach(fn);
    }
    toString(): string {
      return this.p.toString();
    }
  }
  return OldParams;
}

export const OldParams = oldParamsClass();

interface OldURLInstance {
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  readonly origin: string;
  readonly searchParams: OldParamsInstance;
  toString(): string;
  toJSON?(): string;
}

export interface OldURLClass {
  new (url: string, base?: string): OldURLInstance;
  canParse?(url: string, base?: string): boolean;
  parse?(url: string, base?: string): OldURLInstance | null;
}

export function oldURLClass(Params: new (init?: unknown) => OldParamsInstance = OldParams): OldURLClass {
  class OldURL {
    private readonly u: PolyURL;
    private readonly params: OldParamsInstance;
    constructor(url: string, base?: string) {
      this.u = arguments.length > 1 ? new PolyURL(url, base) : new PolyURL(url);
      this.params = new Params(this.u.searchParams);
    }
    get href(): string { return this.u.href; }
    set href(v: string) { this.u.href = v; }
    get protocol(): string { return this.u.protocol; }
    set protocol(v: string) { this.u.protocol = v; }
    get username(): string { return this.u.username; }
    set username(v: string) { this.u.username = v; }
    get password(): string { return this.u.password; }
    set password(v: string) { this.u.password = v; }
    get host(): string { return this.u.host; }
    set host(v: string) { this.u.host = v; }
    get hostname(): string { return this.u.hostname; }
    set hostname(v: string) { this.u.hostname = v; }
    get port(): string { return this.u.port; }
    set port(v: string) { this.u.port = v; }
    get pathname(): string { return this.u.pathname; }
    set pathname(v: string) { this.u.pathname = v; }
    get search(): string { return this.u.search; }
    set search(v: string) { this.u.search = v; }
    get hash(): string { return this.u.hash; }
    set hash(v: string) { this.u.hash = v; }
    get origin(): string { return this.u.origin; }
    get searchParams(): OldParamsInstance { return this.params; }
    toString(): string { return this.u.href; }
  }
  return OldURL;
}
