'use strict';
// Mocha reporter: dots while running, then the failures in full, the pass
// count of every top-level suite, the engine proofs that did not run (their
// engine is not installed: spec/engines/run-engine.ts), and one closing line
// "N passed, M failed" alone on its line (CI's log reader parses it).
const Mocha = require('mocha');
const { Base } = Mocha.reporters;
const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;

function topSuite(test) {
  let s = test.parent;
  while (s && s.parent && !s.parent.root) s = s.parent;
  return s && s.title ? s.title : '(root)';
}

class PolyurlReporter extends Base {
  constructor(runner, options) {
    super(runner, options);
    const suites = new Map();
    const row = (t) => {
      const k = topSuite(t);
      if (!suites.has(k)) suites.set(k, { passed: 0, failed: 0, known: 0, pending: 0 });
      return suites.get(k);
    };
    let col = 0;
    const dot = (ch) => {
      process.stdout.write(ch);
      if (++col % 100 === 0) process.stdout.write('\n');
    };
    let passed = 0, failed = 0, known = 0, pending = 0;
    runner.on(EVENT_TEST_PASS, (t) => {
      const r = row(t);
      if (t.knownFailure) { r.known++; known++; dot('k'); } else { r.passed++; passed++; dot('.'); }
    });
    runner.on(EVENT_TEST_FAIL, (t) => { row(t).failed++; failed++; dot('F'); });
    const notRun = [];
    runner.on(EVENT_TEST_PENDING, (t) => {
      // One line per proof: the tests of a suite whose hook found no engine share one.
      if (typeof t.notRun === 'string') { row(t).notRun = (row(t).notRun || 0) + 1; if (notRun.indexOf(t.notRun) < 0) notRun.push(t.notRun); dot('-'); return; }
      row(t).pending++; pending++; dot(',');
    });
    runner.once(EVENT_RUN_END, () => {
      process.stdout.write('\n');
      this.epilogue();
      console.log('Per suite:');
      for (const [name, r] of suites) {
        const extra = (r.known ? `, ${r.known} known failures` : '') + (r.pending ? `, ${r.pending} pending` : '') + (r.notRun ? `, ${r.notRun} did not run` : '');
        console.log(`  ${name}: ${r.passed} passed, ${r.failed} failed${extra}`);
      }
      if (known) console.log(`Known failures (spec/known-failures.json): ${known}`);
      if (pending) console.log(`${pending} skipped`);
      if (notRun.length) {
        console.log(`${notRun.length} engine proof${notRun.length === 1 ? '' : 's'} did not run (engine not installed; CI=true makes this a failure):`);
        for (const line of notRun) console.log(`  - ${line}`);
      }
      console.log(`${passed} passed, ${failed} failed`);
    });
  }
}
module.exports = PolyurlReporter;
