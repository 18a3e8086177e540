// The URL class polyurl exports: the standard's class (lib/url-standard.ts)
// plus what polyurl adds, first-class for those who import it: the mode
// chosen by the constructor's third argument (a native URL ignores it), and
// the RFC 3986 extras (normalize, uriEquals, components, hostKind).
// URL.diagnose and URL.compareReadings are attached by lib/url-statics.ts.
//
// Its prototype has the standard class's attributes and operations (the very
// same functions, over the same private slot), so getters, setters and state
// are one piece of code; the standard class stays free of the modes and
// extras, so what "polyurl/auto" installs on a global carries only the
// standard's members (and a future standard member of one of these names
// cannot conflict with them).
//
// Not a subclass (`extends`): on Node 20 `new` of a derived class whose base
// had a property redefined (WebIDL makes the static operations enumerable)
// is about 30× slower than `new` of a base class (measured with a paired
// loop), so the class is a base class that borrows the standard's members.
import type { URLOptions } from './modes/mode.js';
import { selectMode } from './modes/select.js';
import { toUSVString, requireArguments, defineInterface } from './webidl.js';
import { keepHiddenClasses } from './hidden-classes.js';
import { StandardURL, specimenOf, BARE, adopt, currentState, stateOfThis, convertURL, convertBase, parseOrNull, inspectThisURL } from './url-standard.js';
import type { URLLike } from './url-standard.js';
import { parseState, stateOfRecord } from './url-state.js';
import type { AnyMode } from './url-state.js';
import type { diagnose as diagnoseFunction } from './diagnose.js';
import type { compareReadings as compareReadingsFunction } from './compare-readings.js';
import { componentsOf, hostKindOf, hrefsEquivalent } from './rfc3986/extras.js';
import type { URLComponents } from './rfc3986/extras.js';
import type { HostKind } from './rfc3986/grammar.js';
import { normalizedHref, uriOf } from './rfc3986/extras.js';
import type { ComparisonLevel, NormalizationLevel } from './rfc3986/normalize.js';

export type { URLLike } from './url-standard.js';

function levelOf<L extends string>(options: { level?: L } | undefined | null): L | undefined {
  return options === undefined || options === null ? undefined : options.level;
}

class URL {
  // https://url.spec.whatwg.org/#dom-url-url, in the mode that `options` names.
  // (The optional arguments have default values: `length` is 1, as the standard's.)
  constructor(url: string | URLLike, base: string | URLLike | undefined = undefined, options: URLOptions | undefined = undefined) {
    if (url === (BARE as unknown)) return;
    requireArguments(arguments.length, 1, "Failed to construct 'URL'");
    // WebIDL converts the arguments in order, the options dictionary last.
    const u = convertURL(url);
    const b = convertBase(base);
    const s = parseState(selectMode(options) as AnyMode, u, b);
    if (s instanceof Error) throw s;
    adopt(this, s);
  }

  /**
   * Every validation error (whatwg), RFC 3986 error (rfc3986) or clean-up step
   * (lenient) of `input`, with its index, and the URL that URL.parse gives.
   * Attached by lib/url-statics.ts (the package entry) to keep diagnose.ts and
   * this module free of an import cycle.
   */
  declare static diagnose: typeof diagnoseFunction;
  /** The WHATWG and RFC 3986 readings of `input` side by side, and where they differ (URL confusion). */
  declare static compareReadings: typeof compareReadingsFunction;

  // https://url.spec.whatwg.org/#dom-url-parse
  static parse(url: string | URLLike, base: string | URLLike | undefined = undefined, options: URLOptions | undefined = undefined): URL | null {
    requireArguments(arguments.length, 1, "Failed to execute 'parse' on 'URL'");
    const u = convertURL(url);
    const b = convertBase(base);
    const s = parseOrNull(selectMode(options) as AnyMode, u, b);
    return s === null ? null : adopt(new URL(BARE as unknown as string), s);
  }

  // https://url.spec.whatwg.org/#dom-url-canparse
  static canParse(url: string | URLLike, base: string | URLLike | undefined = undefined, options: URLOptions | undefined = undefined): boolean {
    requireArguments(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    const u = convertURL(url);
    const b = convertBase(base);
    return parseOrNull(selectMode(options) as AnyMode, u, b) !== null;
  }

  // --- RFC 3986 extras ---
  // In every mode these read the URL's href as an RFC 3986 URI
  // (lib/rfc3986/extras.ts). A whatwg or lenient href is already lowercased,
  // default-port-free and dot-segment-free by its parser, so there
  // normalize() mostly changes percent-encodings; its result is parsed again
  // by the URL's own mode.

  /**
   * RFC 3986 §6.2.2 normalization (`{ level: 'syntax' }`), with §6.2.3 as well
   * by default (`'scheme'`): a new URL, in this URL's mode and options. An
   * unknown level is a TypeError.
   */
  normalize(options?: { level?: NormalizationLevel }): URL {
    const s = currentState(this);
    const level = levelOf(options);
    const m = s._mode;
    // A mode whose offsets delimit RFC 3986 components (rfc3986) builds the
    // normal form's record directly instead of re-parsing it.
    const rec = m.normalizedRecordOf !== undefined ? m.normalizedRecordOf(s, level) : m.parse(normalizedHref(s, level), undefined);
    if (rec instanceof Error) throw rec;
    return adopt(new URL(BARE as unknown as string), stateOfRecord(m, rec));
  }

  /**
   * RFC 3986 §6.2 comparison ladder: "simple" (§6.2.1), "syntax" (§6.2.2) or
   * "scheme" (§6.2.3, the default). (Not the standard's URL equivalence,
   * which compares serializations.)
   */
  uriEquals(other: URL | URLLike | string, options?: { level?: ComparisonLevel }): boolean {
    const s = currentState(this);
    const b = toUSVString(other);
    return hrefsEquivalent(s._href, b, levelOf(options));
  }

  /** The RFC 3986 components: undefined for absent, "" for present but empty (plus hasQuery, hasFragment). */
  components(): URLComponents {
    return componentsOf(currentState(this));
  }

  /** The URI of an IRI (RFC 3987 §3.1: non-ASCII characters UTF-8 percent-encoded, nothing else changed); a URI's href as it is. */
  toURI(): string {
    return uriOf(currentState(this));
  }

  /** The host's kind, RFC 3986 §3.2.2 first-match-wins: "ipv4" | "ipv6" | "ipvfuture" | "reg-name" | "empty", or null without an authority. */
  get hostKind(): HostKind {
    return hostKindOf(stateOfThis(this));
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
  defineInterface(ctor, 'URL', inspectThisURL);
  keepHiddenClasses(ctor, specimenOf(ctor));
  return ctor;
}

/**
 * The URL class: the standard's, with the modes and the RFC 3986 extras.
 * (A pure call: a bundle that does not use it drops it, and the rfc3986 and
 * lenient code with it.)
 */
export const PolyURL = /*#__PURE__*/ polyurlInterface(URL);
export type PolyURL = URL;
export { PolyURL as URL };
