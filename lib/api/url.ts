// The URL class polyurl exports: the standard's class (lib/api/url-standard.ts)
// plus the mode, first-class for those who import it: chosen by the
// constructor's third argument (a native URL ignores it) and by the options
// of URL.parse and URL.canParse. URL.diagnose and URL.compareReadings are
// attached (and typed) by lib/diagnostics/url-statics.ts. Its instances have exactly the standard's
// members, so that a native URL assigns to its type and it to lib.dom's; the
// RFC 3986 extras are functions of a URL (lib/api/url-extras.ts).
//
// Its prototype has the standard class's attributes and operations (the very
// same functions, over the same private slot), so getters, setters and state
// are one piece of code; the standard class stays free of the modes, so what
// "polyurl/auto" installs on a global carries no rfc3986 or lenient code.
//
// Not a subclass of the standard class: in V8, `new` of a class whose base
// had a property redefined (WebIDL makes the static operations enumerable)
// is far slower than `new` of a class without one, so both extend null
// (api/uncloneable.ts) and this one borrows the standard one's members.
import type { URLOptions } from '../modes/mode.js';
import { selectMode } from './select-mode.js';
import { requireArguments, defineInterface, toUSVString } from './webidl.js';
import { keepHiddenClasses } from './hidden-classes.js';
import { HERITAGE } from './uncloneable.js';
import { StandardURL, urlWithState, parseOrNull, inspectThisURL } from './url-standard.js';
import { NODE_INSPECT } from './inspect.js';
import type { URLLike } from './url-standard.js';
import { parseState } from './url-state.js';
import type { AnyMode } from './url-state.js';

// WebIDL conversion of the url and base arguments, before the options
// dictionary is read (parseState would convert them too, after it): strings
// pass as they are, for the fast paths.
function convertURL(url: unknown): string {
  return typeof url === 'string' ? url : toUSVString(url);
}

function convertBase(base: unknown): string | undefined {
  return base === undefined || typeof base === 'string' ? base : toUSVString(base);
}

// (It extends null, and its constructor returns the object: see api/uncloneable.ts.)
// @ts-expect-error TS2417, a TypeScript limitation: with the interface below merged in, it checks the static side against null's.
class URL extends HERITAGE {
  // https://url.spec.whatwg.org/#dom-url-url, in the mode that `options` names.
  // (The optional arguments are read from `arguments`, so that `length` is 1
  // as in the IDL, in the ES5 builds too, where a default value would be one
  // more formal parameter.)
  constructor(url: string | URLLike, base?: string | URLLike, options?: URLOptions);
  constructor(url: string | URLLike) {
    requireArguments(arguments.length, 1, "Failed to construct 'URL'");
    // WebIDL converts the arguments in order, the options dictionary last.
    const u = convertURL(url);
    const b = convertBase(arguments[1]);
    const s = parseState(selectMode(arguments[2]) as AnyMode, u, b);
    if (s instanceof Error) throw s;
    return urlWithState(new.target, s);
  }

  // https://url.spec.whatwg.org/#dom-url-parse
  static parse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): URL | null;
  static parse(url: string | URLLike): URL | null {
    requireArguments(arguments.length, 1, "Failed to execute 'parse' on 'URL'");
    const u = convertURL(url);
    const b = convertBase(arguments[1]);
    const s = parseOrNull(selectMode(arguments[2]) as AnyMode, u, b);
    return s === null ? null : urlWithState(URL, s);
  }

  // https://url.spec.whatwg.org/#dom-url-canparse
  static canParse(url: string | URLLike, base?: string | URLLike, options?: URLOptions): boolean;
  static canParse(url: string | URLLike): boolean {
    requireArguments(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    const u = convertURL(url);
    const b = convertBase(arguments[1]);
    return parseOrNull(selectMode(arguments[2]) as AnyMode, u, b) !== null;
  }
}

// The standard class's members, on polyurl's URL too.
// eslint-disable-next-line @typescript-eslint/no-empty-interface
interface URL extends StandardURL {}

function polyurlInterface(ctor: typeof URL): typeof URL {
  const from = StandardURL.prototype as unknown as { [k: string]: unknown };
  const to = ctor.prototype as unknown as { [k: string]: unknown };
  const keys = Object.getOwnPropertyNames(from);
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== 'constructor') Object.defineProperty(to, keys[i], Object.getOwnPropertyDescriptor(from, keys[i]) as PropertyDescriptor);
  }
  defineInterface(ctor, 'URL', NODE_INSPECT ? inspectThisURL : null);
  keepHiddenClasses(ctor);
  return ctor;
}

/**
 * The URL class: the standard's, with the modes.
 * (A pure call: a bundle that does not use it drops it, and the rfc3986 and
 * lenient code with it.)
 */
const PolyURL = /*#__PURE__*/ polyurlInterface(URL);
type PolyURL = URL;
export { PolyURL as URL };
