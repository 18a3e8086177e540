// Puts polyurl where the engine's own URL is missing or has a defect that
// breaks ordinary code, and adds only the missing members where the native
// classes otherwise work (in a build whose runtimes may have a native URL
// worth keeping: polyfill/runtime.ts). A working native URL is never replaced for an
// edition difference of the standard (unless `strict`), nor at all unless
// `force` says so. On replacement, what the platform put on the native class
// stays (polyfill/statics.ts), and the request-body senders learn polyurl's
// URLSearchParams (polyfill/bodies.ts).
// dist/install.mjs and dist/install.cjs ("polyurl/install") map these two
// modules to the ponyfill's build (one URL class per app); auto.mjs, auto.cjs,
// React Native's auto.rn.cjs and install.rn.cjs, and the legacy script bundle
// them, compact (scripts/variants.mjs), without the package entry's extras.
import { StandardURL as PolyURL } from '../api/url-standard.js';
import { URLSearchParams as PolyURLSearchParams } from '../api/url-search-params.js';
// Imported after the classes: rollup then writes the polyfill code beside
// install() at the end of the bundle, where gzip finds their shared strings.
import { defineValue } from './define.js';
import { keepStatics } from './statics.js';
import { wrapBodySenders } from './bodies.js';
import { detectClasses, globalObject } from './detect.js';
import { HAS_WINDOW, PATCHES_NATIVE } from './runtime.js';
import type { DetectDivergence, DetectPatch } from './detect.js';

export interface InstallOptions {
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

export interface InstallResult {
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

/** The classes install() puts in place. */
export interface PolyfillClasses {
  URL: Function;
  URLSearchParams: Function;
}

interface NativeParams {
  forEach(fn: (value: string, name: string) => void): void;
  append(name: string, value: string): void;
}
type Fn = (this: unknown, ...args: unknown[]) => unknown;
type Ctor = new (...args: unknown[]) => unknown;

// WebIDL interface objects are writable, configurable and not enumerable;
// operations and attributes on prototypes are enumerable.
function define(obj: object, key: string, value: unknown, enumerable: boolean): void {
  // A non-configurable but writable property (some embedders' globals): plain assignment.
  if (!defineValue(obj, key, value, enumerable)) (obj as Record<string, unknown>)[key] = value;
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
export function install(options?: InstallOptions): InstallResult {
  return installClasses({ URL: PolyURL, URLSearchParams: PolyURLSearchParams }, options);
}

/** install(), with the classes to put in place given by the caller. */
export function installClasses(classes: PolyfillClasses, options?: InstallOptions): InstallResult {
  const given = options !== undefined && options !== null;
  const force = given && options.force === true;
  const strict = given && options.strict === true;
  const target = (given && options.target !== undefined ? options.target : globalObject()) as Record<string, unknown>;
  const nativeURL = target['URL'];
  const nativeParams = target['URLSearchParams'];
  const found = force ? null : detectClasses(nativeURL, nativeParams);
  const divergences = found === null ? [] : found.divergences;
  let reason: string | null = null;
  if (found === null) reason = 'force';
  else if (found.status !== 'ok') reason = found.status + ': ' + found.reason;
  else if (strict && divergences.length > 0) reason = 'strict: ' + divergences.join(', ');
  else if (!PATCHES_NATIVE && found.patches.length > 0) reason = 'missing members: ' + found.patches.join(', ');
  // One result object, built at the end, which a caller that ignores it (polyurl/auto) lets the minifier drop.
  const kept: string[] = [];
  let patched: DetectPatch[] = [];
  let bodies: string[] = [];
  if (reason !== null) {
    // https://url.spec.whatwg.org/#url-class: [LegacyWindowAlias=webkitURL]
    // (https://webidl.spec.whatwg.org/#LegacyWindowAlias): a Window has
    // webkitURL, the same interface object as URL. Browsers that had only the
    // prefixed name (Safari 6, Chrome 22) kept createObjectURL there.
    const alias = HAS_WINDOW && ('webkitURL' in target || target['window'] === target);
    const prefixedURL = alias ? target['webkitURL'] : undefined;
    keepStatics(nativeURL, classes.URL, kept, 'URL.');
    keepStatics(prefixedURL, classes.URL, kept, 'URL.');
    keepStatics(nativeParams, classes.URLSearchParams, kept, 'URLSearchParams.');
    define(target, 'URL', classes.URL, false);
    if (alias) define(target, 'webkitURL', classes.URL, false);
    define(target, 'URLSearchParams', classes.URLSearchParams, false);
    if (nativeParams !== classes.URLSearchParams) bodies = wrapBodySenders(target, classes.URLSearchParams, nativeParams);
  } else if (PATCHES_NATIVE) {
    patched = (found as { patches: DetectPatch[] }).patches;
    for (let i = 0; i < patched.length; i++) patch(nativeURL as Ctor & Record<string, unknown>, nativeParams as Ctor, patched[i]);
  }
  return { replaced: reason !== null, reason: reason, patched: patched, divergences: divergences, kept: kept, bodies: bodies };
}

// https://url.spec.whatwg.org/#dom-url-parse and #dom-url-canparse over the
// native constructor: a new URL, or null where it throws.
function parseWith(U: Ctor, name: string, args: IArguments): unknown {
  if (args.length === 0) throw new TypeError(name + ': 1 argument required, but only 0 present');
  try {
    return args.length > 1 && args[1] !== undefined ? new U(args[0], args[1]) : new U(args[0]);
  } catch (e) {
    return null;
  }
}

function patch(U: Ctor & Record<string, unknown>, P: Ctor, which: DetectPatch): void {
  const proto = P.prototype as Record<string, unknown>;
  switch (which) {
    case 'URL.canParse':
      define(
        U,
        'canParse',
        function canParse(url: unknown, base?: unknown): boolean {
          return parseWith(U, 'URL.canParse', arguments) !== null;
        },
        true,
      );
      break;
    case 'URL.parse':
      define(
        U,
        'parse',
        function parse(url: unknown, base?: unknown): unknown {
          return parseWith(U, 'URL.parse', arguments);
        },
        true,
      );
      break;
    case 'URL.prototype.toJSON':
      // https://url.spec.whatwg.org/#dom-url-tojson
      define(
        U.prototype as object,
        'toJSON',
        function toJSON(this: { href: string }): string {
          return this.href;
        },
        true,
      );
      break;
    case 'URLSearchParams.prototype.size':
      // https://url.spec.whatwg.org/#dom-urlsearchparams-size
      Object.defineProperty(proto, 'size', {
        get: function (this: NativeParams): number {
          let n = 0;
          this.forEach(function () {
            n++;
          });
          return n;
        },
        configurable: true,
        enumerable: true,
      });
      break;
    case 'URLSearchParams.prototype.has': {
      // https://url.spec.whatwg.org/#dom-urlsearchparams-has
      const nativeHas = proto['has'] as Fn;
      define(
        proto,
        'has',
        function has(this: NativeParams, name: unknown, value?: unknown): boolean {
          if (arguments.length < 2 || value === undefined) return nativeHas.call(this, name) as boolean;
          const n = String(name);
          const v = String(value);
          let found = false;
          this.forEach(function (pv: string, pn: string) {
            if (pn === n && pv === v) found = true;
          });
          return found;
        },
        true,
      );
      break;
    }
    case 'URLSearchParams.prototype.delete': {
      // https://url.spec.whatwg.org/#dom-urlsearchparams-delete
      const nativeDelete = proto['delete'] as Fn;
      define(
        proto,
        'delete',
        function (this: NativeParams, name: unknown, value?: unknown): void {
          if (arguments.length < 2 || value === undefined) {
            nativeDelete.call(this, name);
            return;
          }
          const n = String(name);
          const v = String(value);
          // Rebuild the list without the matching pairs, keeping the others in order.
          // (Every name of the list is deleted; deleting one again changes nothing.)
          const kept: string[] = [];
          let removed = false;
          this.forEach(function (pv: string, pn: string) {
            if (pn === n && pv === v) removed = true;
            else kept.push(pn, pv);
          });
          if (!removed) return;
          nativeDelete.call(this, n);
          for (let i = 0; i < kept.length; i += 2) nativeDelete.call(this, kept[i]);
          for (let i = 0; i < kept.length; i += 2) this.append(kept[i], kept[i + 1]);
        },
        true,
      );
      break;
    }
  }
}
