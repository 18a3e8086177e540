// Query records: a query as an object of names to values, repeated names
// kept as arrays, read and written with the application/x-www-form-urlencoded
// parser and serializer that URLSearchParams uses
// (https://url.spec.whatwg.org/#concept-urlencoded-parser, #concept-urlencoded-serializer).
import { parseUrlencoded, serializeUrlencoded } from './deps.js';
import { modeFor, stateIn } from './input.js';
import type { EditInput, EditOptions } from './input.js';

/** What queryRecord returns: each name once, with its value, or its values in order when it occurs more than once (or always, with `arrays: true`). */
export interface QueryRecord {
  [name: string]: string | string[];
}

/** A value buildURL takes for a name: each is converted with String(); null and undefined leave the name out, an array repeats it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** What buildURL takes as `query`: QueryRecord's shape, with numbers and booleans too. */
export interface QueryInit {
  [name: string]: QueryValue;
}

export interface QueryRecordOptions extends EditOptions {
  /** Every value as an array, single ones too: `{ a: ['1'] }`. Default false. */
  arrays?: boolean;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** Sets an own property, "__proto__" included (an assignment would set the prototype). */
function put(record: QueryRecord, name: string, value: string | string[]): void {
  if (name === '__proto__') Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
  else record[name] = value;
}

/**
 * The URL's query as a record: `?a=1&a=2&b=x` gives `{ a: ['1', '2'], b: 'x' }`,
 * names and values decoded as URLSearchParams decodes them ("+" is a space).
 * An absent or empty query gives `{}`. Names are the record's keys in the order
 * JavaScript keeps them (integer-like names first).
 */
export function queryRecord(url: EditInput, options?: QueryRecordOptions): QueryRecord {
  const s = stateIn(url, modeFor(options, url));
  const arrays = options !== undefined && options !== null && options.arrays === true;
  const record: QueryRecord = {};
  const q = s._queryStart < 0 ? '' : s._href.slice(s._queryStart + 1, s._hashStart >= 0 ? s._hashStart : s._href.length);
  if (q === '') return record;
  const list = parseUrlencoded(q);
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i];
    const value = list[i + 1];
    if (!hasOwn.call(record, name)) {
      put(record, name, arrays ? [value] : value);
    } else {
      const was = record[name];
      if (typeof was === 'string') put(record, name, [was, value]);
      else was.push(value);
    }
  }
  return record;
}

/**
 * The query of a record, form-urlencoded as URLSearchParams serializes it
 * (names in Object.keys order, an array's values in order); "" for a record
 * with no value.
 */
export function serializeQuery(record: QueryInit, caller: string): string {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw new TypeError(`${caller}: the query must be an object of names to values`);
  }
  const list: string[] = [];
  const names = Object.keys(record);
  for (let i = 0; i < names.length; i++) {
    const v = record[names[i]];
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) list.push(names[i], String(v[k]));
    } else {
      list.push(names[i], String(v));
    }
  }
  return serializeUrlencoded(list);
}
