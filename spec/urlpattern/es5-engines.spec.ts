// Engine proofs: every WPT urlpatterntestdata.json entry inside the ES5
// engines, run by scripts/engines/urlpattern-driver.js as wpt-runner.ts runs
// it in Node (components, exactly_empty_components, test() and exec() with
// their inputs and groups, errors): dist/urlpattern.legacy.js or .min.js (the
// classic script) in Duktape, Rhino at both language levels, mujs and Hermes,
// and dist/urlpattern.es5.cjs (React Native's "polyurl/urlpattern") in Hermes.
// Each entry passes or throws the TypeError that names the RegExp feature the
// engine lacks; none is wrong. A missing engine is "not run" (spec/engines/run-engine.ts).
import { urlpatternProof } from '../engines/run-engine.js';

// What every engine here lacks: \p{ID_Start} for the 23 entries with non-ASCII
// group names, and the "v" flag for the 4 with set operations.
const ES5_LACKS = { '\\p{ID_Start}': 23, '"v" flag': 4 };

describe('Engine proofs: URLPattern in ES5 engines (WPT urlpatterntestdata)', function () {
  urlpatternProof('Duktape 2.7: 326 pass, 27 throw the missing-feature TypeError, none wrong (urlpattern.legacy.min.js)', {
    engine: 'duk',
    label: 'duk',
    // Duktape lets an optional group match an empty iteration (RegExpFeatures.emptyIterationFails): exec() corrects it.
    unsupported: ES5_LACKS,
  });
  urlpatternProof('Rhino 1.7.14, default level: 326 pass, 27 throw the missing-feature TypeError, none wrong (urlpattern.legacy.js)', {
    engine: 'rhino',
    label: 'rhino',
    unsupported: ES5_LACKS,
  });
  urlpatternProof('Rhino 1.7.14, -version 200: 326 pass, 27 throw the missing-feature TypeError, none wrong (urlpattern.legacy.min.js)', {
    engine: 'rhino200',
    label: 'rhino -version 200',
    unsupported: ES5_LACKS,
  });
  urlpatternProof('mujs: 318 pass, 35 throw the missing-feature TypeError, none wrong (urlpattern.legacy.js)', {
    engine: 'mujs',
    label: 'mujs',
    // mujs gives "" for a group that did not participate (RegExpFeatures.unmatchedUndefined):
    // where a group within a prefix or suffix may match "", exec() cannot tell the two apart.
    unsupported: { ...ES5_LACKS, 'exec() cannot tell': 8 },
  });
  urlpatternProof('Hermes (hermes-engine-cli): 326 pass, 27 throw the missing-feature TypeError, none wrong (urlpattern.legacy.min.js)', {
    engine: 'hermes',
    label: 'hermes',
    unsupported: ES5_LACKS,
  });
  urlpatternProof("Hermes, React Native's polyurl/urlpattern: 326 pass, 27 throw the missing-feature TypeError, none wrong (urlpattern.es5.cjs)", {
    engine: 'hermes-es5',
    label: 'hermes (urlpattern.es5.cjs)',
    unsupported: ES5_LACKS,
  });
});
