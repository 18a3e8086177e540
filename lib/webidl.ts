// WebIDL argument conversion shared by URL and URLSearchParams.
// https://webidl.spec.whatwg.org/#es-USVString

import { firstLoneSurrogate } from './infra.js';

const SURROGATE = /[\uD800-\uDFFF]/;

/** https://webidl.spec.whatwg.org/#es-DOMString then #es-USVString: lone surrogates become U+FFFD. */
export function toUSVString(value: unknown): string {
  if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  const s = typeof value === 'string' ? value : String(value);
  // Fast path: no surrogate at all (nearly every real input). One regular
  // expression test beats a charCodeAt loop in V8: about 7% of relative
  // resolution (issue 7 measurements).
  if (!SURROGATE.test(s)) return s;
  let i = firstLoneSurrogate(s, 0);
  if (i < 0) return s;
  let out = '';
  let from = 0;
  while (i >= 0) {
    out += s.slice(from, i) + '\ufffd';
    from = i + 1;
    i = firstLoneSurrogate(s, from);
  }
  return out + s.slice(from);
}

/** Throws the TypeError WebIDL gives when fewer than `required` arguments were passed. */
export function requireArguments(given: number, required: number, what: string): void {
  if (given < required) {
    throw new TypeError(`${what}: ${required} argument${required === 1 ? '' : 's'} required, but only ${given} present`);
  }
}
