// The URLPattern engine proof's test driver. ES5 only, no host API: it runs
// unchanged inside Duktape, Rhino, mujs and Hermes (scripts/engines/run.mjs
// --suite urlpattern puts it after the bundle, the data and scripts/engines/driver.js,
// whose quote it uses). It runs every
// entry of WPT's urlpatterntestdata.json as spec/urlpattern/wpt-runner.ts
// does in Node (which follows WPT's urlpattern/resources/urlpatterntests.js):
// the constructor (a TypeError for "error"), the component getters (given, or
// derived from the arguments as WPT derives them, exactly_empty_components
// included), test() and exec() (a TypeError for "error", null for no match,
// else the inputs and each component's input and groups).
//
// An entry passes, or throws a TypeError whose message says the engine lacks
// a RegExp feature the pattern needs ("unsupported": counted and listed, never
// a pass), or is wrong (any other failure or exception).
//
// polyurlPatternSuite.run(data, URLPattern, URL, print, installedCheck) where
//   data  = the entries of spec/fixtures/urlpattern/urlpatterntestdata.json
//   URL   = a URL class, to derive the expected getters from a base URL
//   print = function (line) writing one line
//   installedCheck = function () returning null, or why the global URLPattern is not polyurl's
// prints "UNSUPPORTED <name>: <message>" and "FAIL <name>: <problem>" lines,
// then "N unsupported" and "N passed, M failed" (M counts the wrong entries
// and a failed install check), and returns { passed, unsupported, failed }.
var polyurlPatternSuite = (function () {
  'use strict';
  var MAX_REPORTED = 40;
  var LACKS = /engine lacks/;

  // (WPT's list, which has "password" twice.)
  var COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'password', 'pathname', 'search', 'hash'];

  var EARLIER_COMPONENTS = {
    protocol: [],
    hostname: ['protocol'],
    port: ['protocol', 'hostname'],
    username: [],
    password: [],
    pathname: ['protocol', 'hostname', 'port'],
    search: ['protocol', 'hostname', 'port', 'pathname'],
    hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
  };

  var hasOwn = Object.prototype.hasOwnProperty;

  // (scripts/engines/driver.js, loaded before this file.)
  var str = polyurlEngineSuite.quote;

  // JSON.stringify where the engine has it (all four do), for the entry's WPT name.
  function json(v) {
    return v === undefined ? 'undefined' : JSON.stringify(v);
  }

  function indexOf(list, item) {
    for (var i = 0; i < list.length; i++) if (list[i] === item) return i;
    return -1;
  }

  function keysOf(o) {
    var out = [];
    for (var k in o) if (hasOwn.call(o, k)) out.push(k);
    return out.sort();
  }

  function Failure(message) {
    this.message = message;
  }

  function expectEqual(what, actual, expected) {
    if (actual !== expected) throw new Failure(what + ' was ' + str(actual) + ', expected ' + str(expected));
  }

  function expectTypeError(what, fn) {
    try {
      fn();
    } catch (e) {
      if (e instanceof TypeError) return;
      throw new Failure(what + ' threw ' + String(e) + ', not a TypeError');
    }
    throw new Failure(what + ' did not throw');
  }

  /** The component getter WPT expects when the entry does not give it. */
  function derivedExpectation(URL, entry, component) {
    var first = entry.pattern[0];
    var baseURL = null;
    if (entry.pattern.length > 0 && typeof first === 'object' && first !== null && first.baseURL) {
      baseURL = new URL(first.baseURL);
    } else if (entry.pattern.length > 1 && typeof entry.pattern[1] === 'string') {
      baseURL = new URL(entry.pattern[1]);
    }
    if (entry.exactly_empty_components !== undefined && indexOf(entry.exactly_empty_components, component) >= 0) return '';
    if (typeof first === 'object' && first !== null) {
      if (first[component]) return first[component];
      var earlier = EARLIER_COMPONENTS[component];
      for (var i = 0; i < earlier.length; i++) if (earlier[i] in first) return '*';
    }
    if (baseURL !== null && component !== 'username' && component !== 'password') {
      var value = baseURL[component];
      if (component === 'protocol') value = value.slice(0, -1);
      else if (component === 'search' || component === 'hash') value = value.slice(1);
      return value;
    }
    return '*';
  }

  // new URLPattern(...pattern), for up to three arguments as the data has.
  function construct(URLPattern, args) {
    switch (args.length) {
      case 0:
        return new URLPattern();
      case 1:
        return new URLPattern(args[0]);
      case 2:
        return new URLPattern(args[0], args[1]);
      default:
        return new URLPattern(args[0], args[1], args[2]);
    }
  }

  // The exec() result of one component against { input, groups } (null in the data meaning undefined).
  function expectComponentResult(component, got, expected) {
    var what = 'exec() result for ' + component;
    if (typeof got !== 'object' || got === null) throw new Failure(what + ' was ' + String(got));
    var keys = keysOf(got);
    if (keys.join() !== 'groups,input') throw new Failure(what + ' has the members ' + keys.join());
    expectEqual(what + '.input', got.input, expected.input);
    var gotGroups = got.groups;
    if (typeof gotGroups !== 'object' || gotGroups === null) throw new Failure(what + '.groups was ' + String(gotGroups));
    var names = keysOf(gotGroups);
    var expectedNames = keysOf(expected.groups);
    if (names.join('\u0000') !== expectedNames.join('\u0000')) {
      throw new Failure(what + '.groups has the names [' + names.join(', ') + '], expected [' + expectedNames.join(', ') + ']');
    }
    for (var i = 0; i < names.length; i++) {
      var want = expected.groups[names[i]];
      expectEqual(what + '.groups[' + str(names[i]) + ']', gotGroups[names[i]], want === null ? undefined : want);
    }
  }

  /** Runs one entry as wpt-runner.ts does; throws a Failure (or what URLPattern threw) where it fails. */
  function runEntry(URLPattern, URL, entry) {
    if (entry.expected_obj === 'error') {
      expectTypeError('URLPattern() constructor', function () {
        construct(URLPattern, entry.pattern);
      });
      return;
    }
    var pattern = construct(URLPattern, entry.pattern);
    var expectedObj = entry.expected_obj || {};
    var k, component;
    for (k = 0; k < COMPONENTS.length; k++) {
      component = COMPONENTS[k];
      var expected = expectedObj[component] !== undefined ? expectedObj[component] : derivedExpectation(URL, entry, component);
      expectEqual("compiled pattern property '" + component + "'", pattern[component], expected);
    }
    var inputs = entry.inputs || [];
    if (entry.expected_match === 'error') {
      expectTypeError('test()', function () {
        pattern.test.apply(pattern, inputs);
      });
      expectTypeError('exec()', function () {
        pattern.exec.apply(pattern, inputs);
      });
      return;
    }
    expectEqual('test() result', pattern.test.apply(pattern, inputs), !!entry.expected_match);
    var result = pattern.exec.apply(pattern, inputs);
    if (!entry.expected_match || typeof entry.expected_match !== 'object') {
      expectEqual('exec() failed match result', result, entry.expected_match);
      return;
    }
    if (result === null || typeof result !== 'object') throw new Failure('exec() result was ' + String(result));
    var expectedInputs = entry.expected_match.inputs || inputs;
    expectEqual('exec() result.inputs.length', result.inputs.length, expectedInputs.length);
    for (var i = 0; i < result.inputs.length; i++) {
      var input = result.inputs[i];
      if (typeof input === 'string') {
        expectEqual('exec() result.inputs[' + i + ']', input, expectedInputs[i]);
        continue;
      }
      for (k = 0; k < COMPONENTS.length; k++) {
        component = COMPONENTS[k];
        expectEqual('exec() result.inputs[' + i + '][' + component + ']', input[component], expectedInputs[i][component]);
      }
    }
    for (k = 0; k < COMPONENTS.length; k++) {
      component = COMPONENTS[k];
      var want = entry.expected_match[component];
      if (!want) {
        // A component without expectations matched "" with its default
        // wildcard (group "0"), or its exactly empty pattern (no group).
        want = { input: '', groups: {} };
        if (entry.exactly_empty_components === undefined || indexOf(entry.exactly_empty_components, component) < 0) want.groups['0'] = '';
      }
      expectComponentResult(component, result[component], want);
    }
  }

  function run(data, URLPattern, URL, print, installedCheck) {
    var passed = 0;
    var unsupported = 0;
    var failed = 0;
    var seen = {};
    var problem = installedCheck ? installedCheck() : null;
    if (problem !== null) {
      failed++;
      print('FAIL [install] ' + problem);
    }
    for (var i = 0; i < data.length; i++) {
      var entry = data[i];
      // The entry's WPT name ("Pattern: … Inputs: …"); a name seen before gets " #2", " #3"…
      var name = 'Pattern: ' + json(entry.pattern) + ' Inputs: ' + json(entry.inputs);
      seen[name] = (hasOwn.call(seen, name) ? seen[name] : 0) + 1;
      if (seen[name] > 1) name += ' #' + seen[name];
      try {
        runEntry(URLPattern, URL, entry);
        passed++;
      } catch (e) {
        if (e instanceof TypeError && LACKS.test(e.message)) {
          unsupported++;
          print('UNSUPPORTED ' + name + ': ' + e.message);
          continue;
        }
        failed++;
        if (failed <= MAX_REPORTED) {
          print('FAIL ' + name + ': ' + (e instanceof Failure ? e.message : 'threw ' + (e && e.name ? e.name + ': ' + e.message : String(e))));
        }
      }
    }
    if (failed > MAX_REPORTED) print('(' + (failed - MAX_REPORTED) + ' more failures not shown)');
    print(unsupported + ' unsupported');
    print(passed + ' passed, ' + failed + ' failed');
    return { passed: passed, unsupported: unsupported, failed: failed };
  }

  return { run: run };
})();
