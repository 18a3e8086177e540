// The two escapes of the URL Pattern Standard. Both take ASCII text (the
// output of an encoding callback) and leave a run that needs no escape as one
// slice.

/** Whether `c` is escaped by https://urlpattern.spec.whatwg.org/#escape-a-regexp-string: . + * ? ^ $ { } ( ) [ ] | / \ */
function isRegexpSyntax(c: number): boolean {
  switch (c) {
    case 0x2e: case 0x2b: case 0x2a: case 0x3f: case 0x5e: case 0x24: case 0x7b: case 0x7d:
    case 0x28: case 0x29: case 0x5b: case 0x5d: case 0x7c: case 0x2f: case 0x5c:
      return true;
  }
  return false;
}

/** Whether `c` is escaped by https://urlpattern.spec.whatwg.org/#escape-a-pattern-string: + * ? : { } ( ) \ */
function isPatternSyntax(c: number): boolean {
  switch (c) {
    case 0x2b: case 0x2a: case 0x3f: case 0x3a: case 0x7b: case 0x7d: case 0x28: case 0x29: case 0x5c:
      return true;
  }
  return false;
}

function escapeWith(input: string, needsEscape: (c: number) => boolean): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    if (needsEscape(input.charCodeAt(i))) {
      result += input.slice(from, i) + '\\';
      from = i;
    }
  }
  return result + input.slice(from);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeRegexpString(input: string): string {
  return escapeWith(input, isRegexpSyntax);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapePatternString(input: string): string {
  return escapeWith(input, isPatternSyntax);
}
