// `polyurl demo` (npm start): what polyurl is, on one screen. The same inputs
// read by the three modes side by side (the URL Standard, RFC 3986 as
// written, a person's typing cleaned up), then a short editing sequence in
// which every setter re-serializes href.
import { URL } from '../api/url.js';
import { normalize } from '../api/url-extras.js';
import type { ModeName } from '../modes/mode.js';
import { RFC3986Error } from '../rfc3986/errors.js';
import { diagnose } from '../diagnostics/diagnose.js';
import { caretUnder } from './output.js';

export interface DemoInput {
  input: string;
  base?: string;
  note: string;
}

/** The inputs read in every mode: each shows where the modes part ways. */
export const DEMO_INPUTS: DemoInput[] = [
  { input: 'HTTP://EXAMPLE.com:80/a/./b/../c', note: 'whatwg normalizes case, default port and dot-segments; rfc3986 keeps the URI as written' },
  { input: 'http://exa mple.com/', note: 'a space in the host: an error in both standards, removed by the lenient clean-up' },
  { input: ' <www.w3.org/Addressing/> ', note: 'pasted from a text (RFC 3986 Appendix C): delimiters and spaces around it, no scheme' },
  { input: 'URL:http://example.com/%7Euser/', note: 'the "URL:" prefix of Appendix C: a scheme to the URL Standard' },
  { input: 'http://example.com\\path', note: 'a backslash: "/" in a special URL, not allowed in an RFC 3986 host' },
  { input: 'https://münchen.example/straße', note: 'an IDN host: Punycode for whatwg; RFC 3986 is ASCII only (RFC 3987 is its Unicode form)' },
  { input: '../g?y', base: 'http://a/b/c/d;p?q', note: 'RFC 3986 §5.4.1: every mode resolves it the same way' },
];

const MODES: ModeName[] = ['whatwg', 'rfc3986', 'lenient'];
const INDENT = '    ';

function pad(s: string, n: number): string {
  while (s.length < n) s += ' ';
  return s;
}

function quote(s: string): string {
  return JSON.stringify(s);
}

/** One mode's reading of one input: its href, or its error (with a caret for RFC 3986), and what the lenient clean-up changed. */
function reading(d: DemoInput, mode: ModeName): string {
  const label = INDENT + pad(mode, 9);
  let url: URL;
  try {
    url = new URL(d.input, d.base, { mode });
  } catch (e) {
    if (e instanceof RFC3986Error) return label + '✗ ' + e.name + ': ' + e.message + '\n' + caretUnder(d.input, e.index, pad('', label.length + 3));
    return label + '✗ ' + (e instanceof Error ? e.name + ': ' + e.message : String(e)) + '\n';
  }
  let out = label + url.href + '\n';
  const more = pad('', label.length + 2);
  if (mode === 'rfc3986' && normalize(url).href !== url.href) out += more + 'normalize(url) → ' + normalize(url).href + '\n';
  if (mode === 'lenient') {
    const changes = diagnose(d.input, d.base, { mode }).errors.filter((e) => e.severity === 'change');
    for (let i = 0; i < changes.length; i++) out += more + 'clean-up: ' + changes[i].message + '\n';
  }
  return out;
}

function threeModes(): string {
  let out = 'The same input, read by the three modes:  new URL(input, base, { mode })\n';
  for (let i = 0; i < DEMO_INPUTS.length; i++) {
    const d = DEMO_INPUTS[i];
    out += '\n  ' + quote(d.input) + (d.base !== undefined ? '  against ' + quote(d.base) : '') + '\n';
    out += INDENT + '— ' + d.note + '\n';
    for (let m = 0; m < MODES.length; m++) out += reading(d, MODES[m]);
  }
  return out;
}

interface Edit {
  /** The statement as a user writes it. */
  code: string;
  apply(url: URL): void;
}

/** An editing sequence on one URL: each setter, then href as it re-serializes. */
const DEMO_EDITS: Edit[] = [
  { code: "url.protocol = 'http'", apply: (u) => (u.protocol = 'http') },
  { code: "url.hostname = 'münchen.example'", apply: (u) => (u.hostname = 'münchen.example') },
  { code: "url.port = '8080'", apply: (u) => (u.port = '8080') },
  { code: "url.pathname = '/a b/./c'", apply: (u) => (u.pathname = '/a b/./c') },
  { code: "url.searchParams.append('q', 'x y&z')", apply: (u) => u.searchParams.append('q', 'x y&z') },
  { code: "url.hash = 'top'", apply: (u) => (u.hash = 'top') },
  { code: "url.port = '80'", apply: (u) => (u.port = '80') },
  { code: "url.host = 'exa mple.com'", apply: (u) => (u.host = 'exa mple.com') },
];

const EDIT_START = 'https://example.com/docs/index.html';

function editing(): string {
  let out = 'Editing a URL: every setter re-serializes href\n\n';
  const url = new URL(EDIT_START);
  out += INDENT + 'const url = new URL(' + quote(EDIT_START) + ')\n';
  let width = 0;
  for (let i = 0; i < DEMO_EDITS.length; i++) width = Math.max(width, DEMO_EDITS[i].code.length);
  for (let i = 0; i < DEMO_EDITS.length; i++) {
    const before = url.href;
    DEMO_EDITS[i].apply(url);
    out += INDENT + pad(DEMO_EDITS[i].code, width) + '  → ' + url.href + (url.href === before ? '   (invalid: ignored, unchanged)' : '') + '\n';
  }
  const strict = new URL('http://a/b/c', undefined, { mode: 'rfc3986' });
  out += '\n' + INDENT + "const strict = new URL('http://a/b/c', undefined, { mode: 'rfc3986' })\n";
  try {
    strict.pathname = '/b/c d';
    out += INDENT + "strict.pathname = '/b/c d'  → " + strict.href + '\n';
  } catch (e) {
    const message = e instanceof Error ? e.name + ': ' + e.message : String(e);
    out += INDENT + "strict.pathname = '/b/c d'  ✗ " + message + '\n' + INDENT + 'strict.href still ' + quote(strict.href) + '\n';
  }
  return out;
}

export function demo(): string {
  return (
    'polyurl: one URL class, three readings: the WHATWG URL Standard (whatwg, the default),\n' +
    'RFC 3986 exactly as written (rfc3986), and text a person typed or pasted (lenient).\n\n' +
    threeModes() +
    '\n' +
    editing() +
    '\nMore: polyurl --help (parse, validate, diagnose, compare, extract, relativize, build, edit, match).\n'
  );
}
