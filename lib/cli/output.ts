// What every CLI command returns, and the one way the CLI shows an input with
// a caret under a character (validate, diagnose).

export interface CommandResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The input on one line: C0 controls and DEL as Control Pictures (U+2400…), other invisible characters as "·"; one column each. */
function showInput(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let r = -1;
    if (c < 0x20) r = 0x2400 + c;
    else if (c === 0x7f) r = 0x2421;
    else if ((c >= 0x80 && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0xfeff || c === 0x200b) r = 0xb7;
    if (r >= 0) {
      out += s.slice(from, i) + String.fromCharCode(r);
      from = i + 1;
    }
  }
  return out + s.slice(from);
}

/** Columns taken by s[0, end) as showInput prints it (one per code point). */
function columns(s: string, end: number): number {
  let w = 0;
  for (let i = 0; i < end && i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    w++;
  }
  return w;
}

/** Two lines: `prefix` + the input, then a caret under the character at UTF-16 `index`. */
export function caretUnder(input: string, index: number, prefix: string): string {
  let pad = '';
  const w = columns(input, index) + prefix.length;
  while (pad.length < w) pad += ' ';
  return prefix + showInput(input) + '\n' + pad + '^\n';
}
