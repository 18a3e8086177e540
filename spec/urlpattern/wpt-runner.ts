// Runs an entry of WPT's urlpatterntestdata.json the way WPT's
// urlpattern/resources/urlpatterntests.js runs it: the constructor (a
// TypeError for "error"), the eight component getters (given, or derived from
// the arguments as WPT derives them), then test() and exec() (a TypeError for
// "error", null for no match, else the inputs and each component's input and
// groups). Shared by urlpattern.spec.ts and the child of restricted-regexp.spec.ts.
import { assert } from 'chai';
import type { URLPatternComponentResult, URLPatternResult } from '../../lib/urlpattern/index.js';

type Ctor = new (...args: unknown[]) => unknown;

type Component = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';

export interface Entry {
  pattern: unknown[];
  inputs?: unknown[];
  expected_obj?: 'error' | Partial<Record<Component, string>>;
  expected_match?: 'error' | null | (Partial<Record<Component, URLPatternComponentResult>> & { inputs?: unknown[] });
  exactly_empty_components?: Component[];
}

// (WPT's list, which has "password" twice.)
const COMPONENTS: Component[] = ['protocol', 'username', 'password', 'hostname', 'port', 'password', 'pathname', 'search', 'hash'];

const EARLIER_COMPONENTS: Record<Component, Component[]> = {
  protocol: [],
  hostname: ['protocol'],
  port: ['protocol', 'hostname'],
  username: [],
  password: [],
  pathname: ['protocol', 'hostname', 'port'],
  search: ['protocol', 'hostname', 'port', 'pathname'],
  hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
};

/** The component getter WPT expects when the entry does not give it. */
function derivedExpectation(entry: Entry, component: Component): string {
  const first = entry.pattern[0];
  let baseURL: URL | null = null;
  if (entry.pattern.length > 0 && typeof first === 'object' && first !== null && (first as { baseURL?: string }).baseURL) {
    baseURL = new URL((first as { baseURL: string }).baseURL);
  } else if (entry.pattern.length > 1 && typeof entry.pattern[1] === 'string') {
    baseURL = new URL(entry.pattern[1]);
  }
  if (entry.exactly_empty_components !== undefined && entry.exactly_empty_components.indexOf(component) >= 0) return '';
  if (typeof first === 'object' && first !== null) {
    const init = first as Record<string, string>;
    if (init[component]) return init[component];
    if (EARLIER_COMPONENTS[component].some((c) => c in init)) return '*';
  }
  if (baseURL !== null && component !== 'username' && component !== 'password') {
    let value = baseURL[component];
    if (component === 'protocol') value = value.slice(0, -1);
    else if (component === 'search' || component === 'hash') value = value.slice(1);
    return value;
  }
  return '*';
}

/** Runs one entry as urlpatterntests.js does, against `URLPattern`; throws (a chai AssertionError) where it fails. */
export function runEntry(URLPattern: unknown, entry: Entry): void {
  const Pattern = URLPattern as Ctor;
  if (entry.expected_obj === 'error') {
    assert.throws(() => new Pattern(...entry.pattern), TypeError, undefined, 'URLPattern() constructor');
    return;
  }
  const pattern = new Pattern(...entry.pattern) as unknown as Record<Component, string> & { test: unknown; exec: unknown };
  const expectedObj = entry.expected_obj || {};
  for (const component of COMPONENTS) {
    const expected = expectedObj[component] !== undefined ? expectedObj[component] : derivedExpectation(entry, component);
    assert.strictEqual(pattern[component], expected, `compiled pattern property '${component}'`);
  }
  const inputs = entry.inputs || [];
  const test = pattern.test as (...args: unknown[]) => boolean;
  const exec = pattern.exec as (...args: unknown[]) => URLPatternResult | null;
  if (entry.expected_match === 'error') {
    assert.throws(() => test.apply(pattern, inputs), TypeError, undefined, 'test() result');
    assert.throws(() => exec.apply(pattern, inputs), TypeError, undefined, 'exec() result');
    return;
  }
  assert.strictEqual(test.apply(pattern, inputs), !!entry.expected_match, 'test() result');
  const result = exec.apply(pattern, inputs);
  if (!entry.expected_match || typeof entry.expected_match !== 'object') {
    assert.strictEqual(result, entry.expected_match, 'exec() failed match result');
    return;
  }
  assert.isNotNull(result, 'exec() result');
  const got = result as URLPatternResult;
  const expectedInputs = entry.expected_match.inputs || inputs;
  assert.strictEqual(got.inputs.length, expectedInputs.length, 'exec() result.inputs.length');
  for (let i = 0; i < got.inputs.length; i++) {
    const input = got.inputs[i];
    const expectedInput = expectedInputs[i];
    if (typeof input === 'string') {
      assert.strictEqual(input, expectedInput, `exec() result.inputs[${i}]`);
      continue;
    }
    for (const component of COMPONENTS) {
      assert.strictEqual(input[component], (expectedInput as Record<string, string>)[component], `exec() result.inputs[${i}][${component}]`);
    }
  }
  for (const component of COMPONENTS) {
    let expected = entry.expected_match[component];
    if (!expected) {
      // A component without expectations matched "" with its default
      // wildcard (group "0"), or its exactly empty pattern (no group).
      expected = { input: '', groups: {} };
      if (entry.exactly_empty_components === undefined || entry.exactly_empty_components.indexOf(component) < 0) {
        expected.groups['0'] = '';
      }
    }
    // JSON has no undefined: the data writes null for it.
    const groups: Record<string, string | undefined> = {};
    for (const key in expected.groups) groups[key] = expected.groups[key] === null ? undefined : expected.groups[key];
    assert.deepStrictEqual(got[component], { input: expected.input, groups }, `exec() result for ${component}`);
  }
}


/** The entry's test name in WPT ("Pattern: … Inputs: …"); a name seen before gets " #2", " #3"… */
export function wptName(entry: Entry, seen: { [name: string]: number }): string {
  const name = `Pattern: ${JSON.stringify(entry.pattern)} Inputs: ${JSON.stringify(entry.inputs)}`;
  seen[name] = (seen[name] || 0) + 1;
  return seen[name] > 1 ? `${name} #${seen[name]}` : name;
}
