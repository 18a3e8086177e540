// Every entry of WPT's urlpatterntestdata.json, run as WPT's
// urlpattern/resources/urlpatterntests.js runs it (spec/urlpattern/wpt-runner.ts).
// It runs on what ships: dist/urlpattern.mjs, through "polyurl/urlpattern"
// (support/shipped-urlpattern.ts). A known failure is listed by name in
// spec/known-failures.json with its reason; it still runs and must still fail.
import { assert } from 'chai';
import { readFixture } from '../support/fixtures.js';
import { caseIt } from '../support/known-failures.js';
import { URLPattern } from '../support/shipped-urlpattern.js';
import { runEntry, wptName } from './wpt-runner.js';
import type { Entry } from './wpt-runner.js';

const SUITE = 'urlpattern/urlpatterntestdata.json (WPT)';

describe(SUITE, function () {
  const data = readFixture<Entry[]>('urlpattern/urlpatterntestdata.json');
  const seen: { [name: string]: number } = {};
  for (let i = 0; i < data.length; i++) {
    const entry = data[i];
    caseIt(SUITE, wptName(entry, seen), () => runEntry(URLPattern, entry));
  }

  it('has all 353 entries of the fixture', () => {
    assert.strictEqual(data.length, 353);
  });
});
