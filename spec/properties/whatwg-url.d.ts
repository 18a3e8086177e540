// The parts of whatwg-url (the URL Standard's reference implementation, a dev
// dependency without bundled types) that the property suites use.
declare module 'whatwg-url' {
  interface ReferenceURL {
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
  }
  const whatwgUrl: {
    URL: new (input: string, base?: string) => ReferenceURL;
  };
  export default whatwgUrl;
}
