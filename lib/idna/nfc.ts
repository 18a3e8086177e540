// NFC for UTS #46 Processing step 2 and validity criterion 1:
// String.prototype.normalize where the engine has it; an engine without it
// (ES5: Duktape, old Rhino) gets the normalizer that the legacy entry
// registers (lib/idna/nfc-compose.ts), so the modern build never carries that data.

type Normalizer = (s: string) => string;
let normalizer: Normalizer | null = null;

/** Installs the NFC implementation used when String.prototype.normalize is missing. */
export function setNormalizer(fn: Normalizer | null): void {
  normalizer = fn;
}

/** The NFC form of s (s itself where it cannot tell: no normalizer at all). */
export function nfc(s: string): string {
  // Below U+0300 every character is NFC and composes with nothing before it
  // (the common case: Latin-1 letters), so no normalizer is needed.
  let i = 0;
  while (i < s.length && s.charCodeAt(i) < 0x300) i++;
  if (i === s.length) return s;
  const native = (String.prototype as { normalize?: (form: string) => string }).normalize;
  if (typeof native === 'function') return native.call(s, 'NFC');
  // Without any normalizer the string is kept as is: right for all input
  // that is already NFC, which is nearly all of it.
  return normalizer !== null ? normalizer(s) : s;
}
