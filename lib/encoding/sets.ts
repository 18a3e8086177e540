// https://url.spec.whatwg.org/#percent-encoded-bytes
// The percent-encode sets as 128-entry tables indexed by char code (1 = encode).
// Every set contains the C0 controls and all code points greater than U+007E,
// so U+007F is 1 in every table and callers encode any code unit >= 0x80
// without looking at a table.

/** `base` and the code points of `extra`. */
function makeSet(base: number[], extra: string): number[] {
  const t = base.slice();
  for (let i = 0; i < extra.length; i++) t[extra.charCodeAt(i)] = 1;
  return t;
}

/** https://url.spec.whatwg.org/#c0-control-percent-encode-set */
export const C0_CONTROL_SET: number[] = [];
for (let i = 0; i < 128; i++) C0_CONTROL_SET[i] = i <= 0x1f || i === 0x7f ? 1 : 0;

/** https://url.spec.whatwg.org/#fragment-percent-encode-set: C0 control set and space, ", <, >, ` */
export const FRAGMENT_SET: number[] = makeSet(C0_CONTROL_SET, ' "<>`');

/** https://url.spec.whatwg.org/#query-percent-encode-set: C0 control set and space, ", #, <, > */
export const QUERY_SET: number[] = makeSet(C0_CONTROL_SET, ' "#<>');

/** https://url.spec.whatwg.org/#special-query-percent-encode-set: query set and ' */
export const SPECIAL_QUERY_SET: number[] = makeSet(QUERY_SET, "'");

/** https://url.spec.whatwg.org/#path-percent-encode-set: query set and ?, ^, `, {, } */
export const PATH_SET: number[] = makeSet(QUERY_SET, '?^`{}');

/** https://url.spec.whatwg.org/#userinfo-percent-encode-set: path set and /, :, ;, =, @, [ to ^, | */
export const USERINFO_SET: number[] = makeSet(PATH_SET, '/:;=@[\\]^|');

/** https://url.spec.whatwg.org/#component-percent-encode-set: userinfo set and $ to &, +, , */
export const COMPONENT_SET: number[] = makeSet(USERINFO_SET, '$%&+,');

/** https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set: component set and !, ' to ), ~ */
export const FORM_URLENCODED_SET: number[] = makeSet(COMPONENT_SET, "!'()~");
