// The mode option of the constructor and the statics is typed: a known mode
// name and its own options, nothing else. Compiled, never run.
import { URL as PolyURL } from 'polyurl';
import type { ModeName, URLOptions } from 'polyurl';

export const modes: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
export const whatwg = new PolyURL('https://a/', undefined, { mode: 'whatwg' });
export const rfc = new PolyURL('https://a/', undefined, { mode: 'rfc3986', backwardCompatible: true });
export const lenient = new PolyURL('www.w3.org/Addressing/', undefined, { mode: 'lenient', defaultScheme: 'https' });
export const options: URLOptions = { mode: 'rfc3986' };
export const can: boolean = PolyURL.canParse('a', undefined, options);
export const parsed: PolyURL | null = PolyURL.parse('a', undefined, { mode: 'lenient' });

// @ts-expect-error: not a mode
export const bad = new PolyURL('https://a/', undefined, { mode: 'rfc' });
// @ts-expect-error: options are an object
export const bad2 = new PolyURL('https://a/', undefined, 'rfc3986');
