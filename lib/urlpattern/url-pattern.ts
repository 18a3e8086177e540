// https://urlpattern.spec.whatwg.org/#urlpattern-class
//
// An instance has no own properties: its URL pattern is in a private slot, as
// a platform object's internal slots are. Optional arguments are read from
// `arguments` so that the functions' `length` is the IDL's (0), in ES5 too.
import type { URLLike, URLPatternComponentResult, URLPatternInit, URLPatternInput, URLPatternOptions, URLPatternResult } from './types.js';
import {
  canonicalizeHash,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizeSearch,
  canonicalizeUsername,
  createSlot,
  defaultPort,
  defineInterface,
  encodeHostname,
  encodeIPv6Hostname,
  encodePort,
  encodeProtocol,
  isObject,
  isSpecialScheme,
  parseURL,
  toUSVString,
} from './canonicalize.js';
import { Component, Groups, compileComponent, execComponent, matchesSpecialScheme, testComponent } from './component.js';
import { parseConstructorString } from './constructor-parser.js';
import { InitType, processInit } from './init.js';
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, Options, PATHNAME_OPTIONS } from './pattern-parser.js';

/** https://urlpattern.spec.whatwg.org/#url-pattern */
interface URLPatternRecord {
  protocol: Component;
  username: Component;
  password: Component;
  hostname: Component;
  port: Component;
  pathname: Component;
  search: Component;
  hash: Component;
}

const slot = createSlot<URLPatternRecord>('urlpattern');

function patternOf(self: unknown): URLPatternRecord {
  const p = slot.get(self);
  if (p === undefined) throw new TypeError('Illegal invocation: the receiver is not a URLPattern');
  return p;
}

// https://webidl.spec.whatwg.org/#es-dictionary: members in lexicographic order.
const INIT_MEMBERS: (keyof URLPatternInit)[] = ['baseURL', 'hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username'];

/** https://webidl.spec.whatwg.org/#es-dictionary for URLPatternInit (from null, undefined or an object). */
function toInit(value: unknown): URLPatternInit {
  const init: URLPatternInit = {};
  if (value === undefined || value === null) return init;
  const source = value as { [key: string]: unknown };
  for (let i = 0; i < INIT_MEMBERS.length; i++) {
    const member = source[INIT_MEMBERS[i]];
    if (member !== undefined) init[INIT_MEMBERS[i]] = toUSVString(member);
  }
  return init;
}

/** https://webidl.spec.whatwg.org/#es-union for (USVString or URLPatternInit): objects, null and undefined are dictionaries. */
function toInput(value: unknown): URLPatternInput {
  return value === undefined || value === null || isObject(value) ? toInit(value) : toUSVString(value);
}

/** https://webidl.spec.whatwg.org/#es-dictionary for URLPatternOptions. */
function toOptions(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (!isObject(value)) throw new TypeError("Failed to construct 'URLPattern': the options argument is not an object");
  // boolean ignoreCase = false
  return !!value.ignoreCase;
}

function compile(input: string, encode: (value: string) => string, options: Options, ignoreCase: boolean): Component {
  return compileComponent(
    input,
    encode,
    ignoreCase ? { delimiter: options.delimiter, prefix: options.prefix, ignoreCase: true } : options,
  );
}

/** https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address */
function isIPv6HostnamePattern(input: string): boolean {
  if (input.length < 2) return false;
  const c = input.charCodeAt(0);
  // "[", or "{[" or "\[".
  return c === 0x5b || ((c === 0x7b || c === 0x5c) && input.charCodeAt(1) === 0x5b);
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create */
function create(input: URLPatternInput, baseURL: string | null, ignoreCase: boolean): URLPatternRecord {
  let init: URLPatternInit;
  if (typeof input === 'string') {
    init = parseConstructorString(input);
    if (baseURL === null && init.protocol === undefined) {
      throw new TypeError(`Invalid URLPattern "${input}": a relative pattern needs a base URL`);
    }
    if (baseURL !== null) init.baseURL = baseURL;
  } else {
    if (baseURL !== null) throw new TypeError('Invalid URLPattern: a base URL is given with a URLPatternInit (give it as its baseURL)');
    init = input;
  }
  const processed = processInit(init, InitType.Pattern);
  // (Only the base URL can make a pattern's processing fail.)
  if (processed === null) throw new TypeError(`Invalid URLPattern baseURL "${init.baseURL}"`);
  // Components not given match anything.
  const protocol = processed.protocol !== undefined ? processed.protocol : '*';
  let port = processed.port !== undefined ? processed.port : '*';
  // A special scheme's default port, written as the URL serializes it, is no port.
  if (isSpecialScheme(protocol) && port === '' + defaultPort(protocol)) port = '';
  const hostname = processed.hostname !== undefined ? processed.hostname : '*';
  const protocolComponent = compile(protocol, encodeProtocol, DEFAULT_OPTIONS, false);
  const pattern: URLPatternRecord = {
    protocol: protocolComponent,
    username: compile(processed.username !== undefined ? processed.username : '*', canonicalizeUsername, DEFAULT_OPTIONS, false),
    password: compile(processed.password !== undefined ? processed.password : '*', canonicalizePassword, DEFAULT_OPTIONS, false),
    hostname: compile(hostname, isIPv6HostnamePattern(hostname) ? encodeIPv6Hostname : encodeHostname, HOSTNAME_OPTIONS, false),
    port: compile(port, encodePort, DEFAULT_OPTIONS, false),
    pathname: null as unknown as Component,
    search: null as unknown as Component,
    hash: null as unknown as Component,
  };
  const pathname = processed.pathname !== undefined ? processed.pathname : '*';
  // The pathname of a special scheme is segmented at "/"; any other is opaque.
  pattern.pathname = matchesSpecialScheme(protocolComponent)
    ? compile(pathname, canonicalizePathname, PATHNAME_OPTIONS, ignoreCase)
    : compile(pathname, canonicalizeOpaquePathname, DEFAULT_OPTIONS, ignoreCase);
  pattern.search = compile(processed.search !== undefined ? processed.search : '*', canonicalizeSearch, DEFAULT_OPTIONS, ignoreCase);
  pattern.hash = compile(processed.hash !== undefined ? processed.hash : '*', canonicalizeHash, DEFAULT_OPTIONS, ignoreCase);
  return pattern;
}

/** The eight strings a pattern is matched against, in the order of URLPatternRecord. */
type Subject = [string, string, string, string, string, string, string, string];

/**
 * The steps of https://urlpattern.spec.whatwg.org/#url-pattern-match up to
 * the RegExpBuiltinExec calls: the strings to match, or null (no match).
 * `inputs` receives the base URL string when one is used.
 */
function subjectOf(input: URLPatternInput, baseURLString: string | undefined, inputs: URLPatternInput[] | null): Subject | null {
  if (typeof input !== 'string') {
    if (baseURLString !== undefined) {
      throw new TypeError('URLPattern: a base URL is given with a URLPatternInit (give it as its baseURL)');
    }
    const applied = processInit(input, InitType.URL);
    // "If this throws an exception, catch it, and return null."
    if (applied === null) return null;
    // (InitType.URL fills every component.)
    return [
      applied.protocol as string,
      applied.username as string,
      applied.password as string,
      applied.hostname as string,
      applied.port as string,
      applied.pathname as string,
      applied.search as string,
      applied.hash as string,
    ];
  }
  let base = null;
  if (baseURLString !== undefined) {
    base = parseURL(baseURLString, null);
    if (base === null) return null;
    if (inputs !== null) inputs.push(baseURLString);
  }
  const url = parseURL(input, base);
  if (url === null) return null;
  return [
    url.scheme,
    url.username,
    url.password,
    url.host === null ? '' : url.host,
    url.port === null ? '' : '' + url.port,
    url.path,
    url.query === null ? '' : url.query,
    url.fragment === null ? '' : url.fragment,
  ];
}

/** The arguments of test() and exec(): the input, and the base URL when given (undefined is not given). */
function matchArguments(args: IArguments): [URLPatternInput, string | undefined] {
  const input = toInput(args.length > 0 ? args[0] : undefined);
  const base = args.length > 1 && args[1] !== undefined ? toUSVString(args[1]) : undefined;
  return [input, base];
}

/** https://urlpattern.spec.whatwg.org/#create-a-component-match-result */
function componentResult(component: Component, input: string, groups: Groups): URLPatternComponentResult {
  const record: Record<string, string | undefined> = {};
  const names = component.names;
  for (let k = 0; k < names.length; k++) {
    // A record's keys are own data properties, "__proto__" too.
    if (names[k] === '__proto__') {
      Object.defineProperty(record, names[k], { value: groups[k + 1], writable: true, enumerable: true, configurable: true });
    } else {
      record[names[k]] = groups[k + 1];
    }
  }
  return { input, groups: record };
}

// (No heritage: an instance is a plain object of this class, whose pattern is in the slot.)
class URLPattern {
  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern
  constructor(input: URLPatternInput, baseURL: string | URLLike, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor() {
    const argc = arguments.length;
    let input: URLPatternInput;
    let baseURL: string | null = null;
    let ignoreCase: boolean;
    // https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm: with
    // three arguments, or two whose second is not a dictionary (an object,
    // null or undefined), the second is the base URL.
    const second = argc > 1 ? arguments[1] : undefined;
    if (argc > 2 || (argc === 2 && second !== undefined && second !== null && !isObject(second))) {
      input = toInput(arguments[0]);
      baseURL = toUSVString(second);
      ignoreCase = toOptions(arguments[2]);
    } else {
      input = toInput(argc > 0 ? arguments[0] : undefined);
      ignoreCase = toOptions(second);
    }
    slot.set(this, create(input, baseURL, ignoreCase));
  }

  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-test
  test(input?: URLPatternInput, baseURL?: string | URLLike): boolean;
  test(): boolean {
    const p = patternOf(this);
    const args = matchArguments(arguments);
    const s = subjectOf(args[0], args[1], null);
    return (
      s !== null &&
      testComponent(p.protocol, s[0]) &&
      testComponent(p.username, s[1]) &&
      testComponent(p.password, s[2]) &&
      testComponent(p.hostname, s[3]) &&
      testComponent(p.port, s[4]) &&
      testComponent(p.pathname, s[5]) &&
      testComponent(p.search, s[6]) &&
      testComponent(p.hash, s[7])
    );
  }

  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec
  exec(input?: URLPatternInput, baseURL?: string | URLLike): URLPatternResult | null;
  exec(): URLPatternResult | null {
    const p = patternOf(this);
    const args = matchArguments(arguments);
    const inputs: URLPatternInput[] = [args[0]];
    const s = subjectOf(args[0], args[1], inputs);
    if (s === null) return null;
    const protocol = execComponent(p.protocol, s[0]);
    if (protocol === null) return null;
    const username = execComponent(p.username, s[1]);
    if (username === null) return null;
    const password = execComponent(p.password, s[2]);
    if (password === null) return null;
    const hostname = execComponent(p.hostname, s[3]);
    if (hostname === null) return null;
    const port = execComponent(p.port, s[4]);
    if (port === null) return null;
    const pathname = execComponent(p.pathname, s[5]);
    if (pathname === null) return null;
    const search = execComponent(p.search, s[6]);
    if (search === null) return null;
    const hash = execComponent(p.hash, s[7]);
    if (hash === null) return null;
    return {
      inputs,
      protocol: componentResult(p.protocol, s[0], protocol),
      username: componentResult(p.username, s[1], username),
      password: componentResult(p.password, s[2], password),
      hostname: componentResult(p.hostname, s[3], hostname),
      port: componentResult(p.port, s[4], port),
      pathname: componentResult(p.pathname, s[5], pathname),
      search: componentResult(p.search, s[6], search),
      hash: componentResult(p.hash, s[7], hash),
    };
  }

  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol (and the seven below)
  get protocol(): string {
    return patternOf(this).protocol.pattern;
  }

  get username(): string {
    return patternOf(this).username.pattern;
  }

  get password(): string {
    return patternOf(this).password.pattern;
  }

  get hostname(): string {
    return patternOf(this).hostname.pattern;
  }

  get port(): string {
    return patternOf(this).port.pattern;
  }

  get pathname(): string {
    return patternOf(this).pathname.pattern;
  }

  get search(): string {
    return patternOf(this).search.pattern;
  }

  get hash(): string {
    return patternOf(this).hash.pattern;
  }

  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups
  get hasRegExpGroups(): boolean {
    const p = patternOf(this);
    return (
      p.protocol.hasRegExpGroups ||
      p.username.hasRegExpGroups ||
      p.password.hasRegExpGroups ||
      p.hostname.hasRegExpGroups ||
      p.port.hasRegExpGroups ||
      p.pathname.hasRegExpGroups ||
      p.search.hasRegExpGroups ||
      p.hash.hasRegExpGroups
    );
  }
}

defineInterface(URLPattern, 'URLPattern', null);

export { URLPattern };
