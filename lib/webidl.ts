// WebIDL argument conversion shared by URL and URLSearchParams.
// https://webidl.spec.whatwg.org/#es-USVString

import { firstLoneSurrogate } from './infra.js';

const SURROGATE = /[\uD800-\uDFFF]/;

/** https://webidl.spec.whatwg.org/#es-DOMString then #es-USVString: lone surrogates become U+FFFD. */
export function toUSVString(value: unknown): string {
  // A template literal is ECMAScript's ToString, as WebIDL asks: a Symbol
  // throws its TypeError (String(symbol) would not).
  const s = typeof value === 'string' ? value : `${value}`;
  // Fast path: no surrogate at all (nearly every real input). One regular
  // expression test beats a charCodeAt loop in V8: about 7% of relative
  // resolution (issue 7 measurements).
  if (!SURROGATE.test(s)) return s;
  let out = '';
  let from = 0;
  for (let i = firstLoneSurrogate(s, 0); i >= 0; i = firstLoneSurrogate(s, from)) {
    out += s.slice(from, i) + '\ufffd';
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Throws the TypeError WebIDL gives when fewer than `required` arguments were passed. */
export function requireArguments(given: number, required: number, what: string): void {
  if (given < required) {
    throw new TypeError(`${what}: ${required} argument${required === 1 ? '' : 's'} required, but only ${given} present`);
  }
}
