// What util.inspect and console.log show in Node: the shapes of Node's own URL,
// URLSearchParams and URLSearchParams Iterator. Node calls the method under
// Symbol.for('nodejs.util.inspect.custom') with (depth, options, inspect);
// nothing is imported from Node, so other runtimes load this as plain code.

/** The options Node passes (its inspect context): only what is read here. */
interface InspectOptions {
  depth?: number | null;
  breakLength?: number;
  stylize?(text: string, style: string): string;
}

type Inspect = (value: unknown, options: InspectOptions) => string;

function optionsOf(options: unknown): InspectOptions {
  return typeof options === 'object' && options !== null ? (options as InspectOptions) : {};
}

/** The options for one level down: a copy with depth - 1 (null, Infinity: unlimited). */
function innerOptions(options: InspectOptions, depth: unknown): InspectOptions {
  const inner: InspectOptions = {};
  for (const key in options) (inner as { [k: string]: unknown })[key] = (options as { [k: string]: unknown })[key];
  if (typeof depth === 'number') inner.depth = depth - 1;
  return inner;
}

/** What Node prints for an object below the depth limit. */
function belowDepth(o: InspectOptions): string {
  return o.stylize !== undefined ? o.stylize('[Object]', 'special') : '[Object]';
}

/** The width of `s` on a terminal: without the colour escapes stylize added. */
function visibleLength(s: string): number {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[\d\d?m/g, '').length;
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

/**
 * `URLSearchParams { 'a' => '1', 'b' => '2' }`, `URLSearchParams {}`, `[Object]`
 * below the depth limit; `name` is the class's (a subclass shows as itself).
 */
export function inspectParams(list: string[], name: string, depth: unknown, options: unknown, inspect: unknown): string {
  return inspectList(name, list, true, depth, options, inspect);
}

/** `URLSearchParams Iterator { 'a', 'b' }` (what is left to iterate), on one line unless an item needs more. */
export function inspectParamsIterator(rest: unknown[], depth: unknown, options: unknown, inspect: unknown): string {
  return inspectList('URLSearchParams Iterator', rest, false, depth, options, inspect);
}

// `head { item, item }` or, broken over lines, `head {\n  item,\n  item }`: for
// `pairs`, the items `name => value`, on one line while they fit in breakLength
// (none: `head {}`); else on one line unless an item's own form needs more.
function inspectList(head: string, items: unknown[], pairs: boolean, depth: unknown, options: unknown, inspect: unknown): string {
  const o = optionsOf(options);
  if (typeof depth === 'number' && depth < 0) return belowDepth(o);
  if (pairs && items.length === 0) return head + ' {}';
  const show = typeof inspect === 'function' ? (inspect as Inspect) : (v: unknown) => JSON.stringify(v);
  const inner = innerOptions(o, depth);
  const parts: string[] = [];
  let width = -2;
  for (let i = 0; i < items.length; i += pairs ? 2 : 1) {
    let part = show(items[i], inner);
    if (pairs) {
      part = part + ' => ' + show(items[i + 1], inner);
      width += visibleLength(part) + 2;
    }
    parts.push(part);
  }
  const multiline = pairs ? width > (typeof o.breakLength === 'number' ? o.breakLength : 80) : show(items, inner).indexOf('\n') >= 0;
  return head + (multiline ? ' {\n  ' + parts.join(',\n  ') : ' { ' + parts.join(', ')) + ' }';
}
