// What util.inspect and console.log show in Node: the shapes of Node's own URL,
// URLSearchParams and URLSearchParams Iterator. Node calls the method under
// Symbol.for('nodejs.util.inspect.custom') with (depth, options, inspect);
// nothing is imported from Node, so other runtimes load this as plain code.
import { isObject } from './webidl.js';
import { applyKeepingStatics } from '../base/regexp-statics.js';

/** The options Node passes (its inspect context): only what is read here. */
interface InspectOptions {
  depth?: number | null;
  breakLength?: number;
  stylize?(text: string, style: string): string;
}

/**
 * Whether the prototypes carry Node's inspect hook: false in the builds for
 * the "browser" export condition (inspect.browser.ts), where nothing reads it
 * and the platform's own classes have none; a constant, so that a bundler
 * drops the hooks and this module there.
 */
export const NODE_INSPECT: boolean = true;

type Inspect = (value: unknown, options: InspectOptions) => string;

function optionsOf(options: unknown): InspectOptions {
  return isObject(options) ? (options as InspectOptions) : {};
}

/**
 * `URL { href: '…', origin: '…', … hash: '…' }`: the getters' values printed
 * by Node's own inspect (after the class name, as Node does for its URL); the
 * URL itself (no own properties: `URL {}`) below the depth limit.
 */
export function inspectURL(url: { [k: string]: unknown }, ctor: { name: string }, depth: unknown, options: unknown, inspect: unknown): unknown {
  if (typeof depth === 'number' && depth < 0) return url;
  // A prototype whose constructor is the class: Node then prints no "Object" or "[Object: null prototype]".
  const shape = Object.create({ constructor: ctor }) as { [k: string]: unknown };
  const names = 'href origin protocol username password host hostname port pathname search searchParams hash'.split(' ');
  for (let i = 0; i < names.length; i++) shape[names[i]] = url[names[i]];
  return typeof inspect === 'function' ? ctor.name + ' ' + (inspect as Inspect)(shape, optionsOf(options)) : shape;
}

function inspectParamsBody(list: unknown[], name: string, depth: unknown, options: unknown, inspect: unknown, iterator?: boolean): string {
  const o = optionsOf(options);
  // Below the depth limit, what Node prints for an object.
  if (typeof depth === 'number' && depth < 0) return o.stylize !== undefined ? o.stylize('[Object]', 'special') : '[Object]';
  if (!iterator && list.length === 0) return name + ' {}';
  // Without Node's inspect: JSON (which ignores the options object as a replacer).
  const show = typeof inspect === 'function' ? (inspect as Inspect) : (JSON.stringify as Inspect);
  // The options for one level down: a copy with depth - 1 (null, Infinity: unlimited).
  const inner: { [k: string]: unknown } = {};
  for (const key in o) inner[key] = (o as { [k: string]: unknown })[key];
  if (typeof depth === 'number') inner.depth = depth - 1;
  const parts: string[] = [];
  let width = -2;
  for (let i = 0; i < list.length; i += iterator ? 1 : 2) {
    let part = show(list[i], inner);
    if (!iterator) {
      part = part + ' => ' + show(list[i + 1], inner);
      // The width on a terminal: without the colour escapes stylize added.
      // eslint-disable-next-line no-control-regex
      width += part.replace(/\u001b\[\d\d?m/g, '').length + 2;
    }
    parts.push(part);
  }
  const multiline = iterator ? show(list, inner).indexOf('\n') >= 0 : width > (typeof o.breakLength === 'number' ? o.breakLength : 80);
  return name + (multiline ? ' {\n  ' + parts.join(',\n  ') : ' { ' + parts.join(', ')) + ' }';
}

/**
 * `URLSearchParams { 'a' => '1', 'b' => '2' }`, `URLSearchParams {}`, `[Object]`
 * below the depth limit; `name` is the class's (a subclass shows as itself).
 * With `iterator`, `list` is the items of an iterator (see inspectParamsIterator).
 *
 * The items, for pairs `name => value`, are on one line while they fit in
 * breakLength (none: `name {}`); an iterator's, unless an item's own form
 * needs more. Else broken over lines: `name {\n  item,\n  item }`.
 */
export function inspectParams(list: unknown[], name: string, depth: unknown, options: unknown, inspect: unknown, iterator?: boolean): string {
  return applyKeepingStatics(inspectParamsBody, undefined, arguments);
}

/** `URLSearchParams Iterator { 'a', 'b' }` (what is left to iterate), on one line unless an item needs more. */
export function inspectParamsIterator(rest: unknown[], depth: unknown, options: unknown, inspect: unknown): string {
  return inspectParams(rest, 'URLSearchParams Iterator', depth, options, inspect, true);
}
