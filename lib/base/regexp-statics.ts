// The legacy RegExp statics (RegExp.input or $_, lastMatch, leftContext,
// rightContext: https://github.com/tc39/proposal-regexp-legacy-features) keep
// the subject of the realm's last successful match, readable by any script
// and alive until the next match. polyurl's scanners match regular
// expressions over the strings they are given, so every public entry point
// leaves the statics as it found them: it saves them before its work and
// puts them back after it, by one match over the saved subject that ends
// where the saved match ended. A caller's string (credentials, tokens) is
// then never left behind, and a caller who reads the statics after its own
// match still reads its own.
//
// Engines without the statics (QuickJS, Duktape, mujs; Hermes has them) are
// told by RegExp.input not being a string: nothing is saved or restored there.

interface LegacyRegExp {
  input?: unknown;
  lastMatch?: string;
  leftContext?: string;
  rightContext?: string;
}

/**
 * What the statics held before a public call: RegExp.input, the match's
 * subject, where the match began, and its length (a tuple: this module is in
 * the polyfill bundle, where property names are not minified).
 */
export type SavedStatics = [input: string, subject: string, start: number, length: number];

const STATICS = RegExp as unknown as LegacyRegExp;

/** The statics as they are now, or undefined where the engine has none. */
export function saveStatics(): SavedStatics | undefined {
  const input = STATICS.input;
  if (typeof input !== 'string') return undefined;
  const left = STATICS.leftContext as string;
  const match = STATICS.lastMatch as string;
  // The match's subject, which is input unless a script assigned
  // RegExp.input since (restoreStatics then assigns it again).
  return [input, left + match + (STATICS.rightContext as string), left.length, match.length];
}

/** Puts the statics back as `saved` found them (a no-op for undefined). */
export function restoreStatics(saved: SavedStatics | undefined): void {
  if (saved === undefined) return;
  // A global expression matching exactly `length` code units (none for 0),
  // made afresh (the callers are the cold paths): it starts at lastIndex
  // (https://tc39.es/ecma262/#sec-regexpbuiltinexec), so the match is
  // [start, start + length) of the subject.
  const re = new RegExp('[\\s\\S]{' + saved[3] + '}', 'g');
  re.lastIndex = saved[2];
  re.exec(saved[1]);
  if (saved[1] !== saved[0]) (STATICS as { input: unknown }).input = saved[0];
}

/** `f` applied to `args` (and `self`), leaving the statics as it found them, when it returns and when it throws. */
export function applyKeepingStatics<A extends unknown[], R>(f: (...args: A) => R, self: unknown, args: A | IArguments): R {
  const saved = saveStatics();
  try {
    return f.apply(self, args as A);
  } finally {
    restoreStatics(saved);
  }
}

/** `f`, leaving the statics as it found them, when it returns and when it throws. */
export function keepingStatics<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  return function (this: unknown): R {
    return applyKeepingStatics(f, this, arguments);
  };
}
