// The engine proof's test driver. ES5 only, no host API: it runs unchanged
// inside Duktape, Rhino, Chromium and Node (scripts/engines/harness.mjs puts it
// next to the bundle and the data). It uses the GLOBAL URL and URLSearchParams,
// which the legacy bundle (or dist/auto.cjs) has just installed, and ends with
// one line "N passed, M failed".
//
// polyurlEngineSuite.run(data, print, installedCheck) where
//   data  = { urltestdata: [...], setters: {...}, urlencoded: [...], toascii?: [...], idna?: [...] }
//           (spec/fixtures/wpt; idna is IdnaTestV2.json, both without their comment strings)
//   print = function (line) writing one line
//   installedCheck = function () returning null, or why the installed URL is not polyurl's
// returns { passed: N, failed: M }. polyurlEngineSuite.quote(v) is how a failure line shows a value
// (scripts/engines/urlpattern-driver.js uses it too).
var polyurlEngineSuite = (function () {
  'use strict';
  var MAX_REPORTED = 40;

  function str(v) {
    if (v === null) return 'null';
    if (v === undefined) return 'undefined';
    var s = String(v);
    var out = '"';
    for (var i = 0; i < s.length; i++) {
      var c = s.charCodeAt(i);
      if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) {
        var h = c.toString(16);
        out += '\\u' + '0000'.slice(h.length) + h;
      } else {
        out += s.charAt(i);
      }
    }
    return out + '"';
  }

  function Runner(print) {
    this.print = print;
    this.passed = 0;
    this.failed = 0;
  }
  // Where the engine has the legacy RegExp statics (RegExp.input, lastMatch,
  // leftContext, rightContext), every test starts from a match of its own and
  // fails when what it ran through polyurl left them otherwise: a URL method
  // must not leave a caller's string there.
  var HAS_STATICS = typeof RegExp.input === 'string' && typeof RegExp.lastMatch === 'string';
  var SENTINEL = new RegExp('<\\d+>');
  function readStatics() {
    return [RegExp.input, RegExp.lastMatch, RegExp.leftContext, RegExp.rightContext];
  }
  function staticsChanged(before) {
    var after = readStatics();
    for (var i = 0; i < 4; i++) {
      if (after[i] !== before[i]) {
        return 'left the RegExp statics changed: input ' + str(after[0]) + ', lastMatch ' + str(after[1]) + ', leftContext ' + str(after[2]) + ', rightContext ' + str(after[3]) +
          ' (before: ' + str(before[0]) + ', ' + str(before[1]) + ', ' + str(before[2]) + ', ' + str(before[3]) + ')';
      }
    }
    return null;
  }
  var sentinels = 0;

  Runner.prototype.test = function (suite, name, fn) {
    var problem;
    var before = null;
    try {
      // (Not around the install check: it runs the host's own code, such as
      // React Native's createObjectURL, whose matches are the host's.)
      if (HAS_STATICS && suite !== 'install') {
        SENTINEL.exec('before <' + sentinels++ + '> after');
        before = readStatics();
      }
      problem = fn();
      if (before !== null && (problem === null || problem === undefined)) problem = staticsChanged(before);
    } catch (e) {
      problem = 'threw ' + (e && e.name ? e.name + ': ' + e.message : String(e));
    }
    if (problem === null || problem === undefined) {
      this.passed++;
      return;
    }
    this.failed++;
    if (this.failed <= MAX_REPORTED) this.print('FAIL [' + suite + '] ' + name + ': ' + problem);
  };

  function expectEqual(what, actual, expected) {
    return actual === expected ? null : what + ' was ' + str(actual) + ', expected ' + str(expected);
  }

  function pairsOf(params) {
    var out = [];
    params.forEach(function (value, name) {
      out.push(name, value);
    });
    return out;
  }

  function pairsEqual(actual, expectedPairs) {
    var flat = [];
    for (var i = 0; i < expectedPairs.length; i++) flat.push(expectedPairs[i][0], expectedPairs[i][1]);
    if (actual.length !== flat.length) return 'got ' + actual.length / 2 + ' pairs, expected ' + flat.length / 2;
    for (var j = 0; j < flat.length; j++) {
      if (actual[j] !== flat[j]) return 'pair ' + (j >> 1) + ' was ' + str(actual[j]) + ', expected ' + str(flat[j]);
    }
    return null;
  }

  var COMPONENTS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];

  // WPT url/url-constructor.any.js, url-origin.any.js and url-statics-*.any.js over urltestdata.json.
  function urlTestData(r, cases) {
    for (var i = 0; i < cases.length; i++) {
      var t = cases[i];
      if (typeof t === 'string') continue;
      (function (t) {
        var name = str(t.input) + (t.base === null ? '' : ' against ' + str(t.base));
        r.test('urltestdata', name, function () {
          var hasBase = t.base !== null;
          var can = hasBase ? URL.canParse(t.input, t.base) : URL.canParse(t.input);
          var parsed = hasBase ? URL.parse(t.input, t.base) : URL.parse(t.input);
          if (t.failure) {
            var threw = null;
            try {
              if (hasBase) new URL(t.input, t.base);
              else new URL(t.input);
            } catch (e) {
              threw = e;
            }
            if (threw === null) return 'constructor did not throw';
            if (!(threw instanceof TypeError)) return 'constructor threw ' + String(threw) + ', not a TypeError';
            if (can !== false) return 'URL.canParse was ' + str(can);
            if (parsed !== null) return 'URL.parse did not return null';
            return null;
          }
          var url = hasBase ? new URL(t.input, t.base) : new URL(t.input);
          for (var k = 0; k < COMPONENTS.length; k++) {
            var c = COMPONENTS[k];
            var problem = expectEqual(c, url[c], t[c]);
            if (problem !== null) return problem;
          }
          if ('origin' in t) {
            var o = expectEqual('origin', url.origin, t.origin);
            if (o !== null) return o;
          }
          if ('searchParams' in t) {
            var sp = expectEqual('searchParams', url.searchParams.toString(), t.searchParams);
            if (sp !== null) return sp;
          }
          if (String(url) !== t.href) return 'toString() was ' + str(String(url));
          if (url.toJSON() !== t.href) return 'toJSON() was ' + str(url.toJSON());
          if (can !== true) return 'URL.canParse was ' + str(can);
          if (parsed === null || parsed.href !== t.href) return 'URL.parse gave ' + (parsed === null ? 'null' : str(parsed.href));
          return null;
        });
      })(t);
    }
  }

  // WPT url/url-setters.any.js over setters_tests.json.
  function setters(r, data) {
    for (var setter in data) {
      if (!Object.prototype.hasOwnProperty.call(data, setter) || setter === 'comment') continue;
      var list = data[setter];
      for (var i = 0; i < list.length; i++) {
        (function (setter, t) {
          var name = '<' + t.href + '>.' + setter + ' = ' + str(t.new_value);
          r.test('setters', name, function () {
            var url = new URL(t.href);
            url[setter] = t.new_value;
            for (var key in t.expected) {
              if (!Object.prototype.hasOwnProperty.call(t.expected, key)) continue;
              var problem = expectEqual(key, url[key], t.expected[key]);
              if (problem !== null) return problem;
            }
            return null;
          });
        })(setter, list[i]);
      }
    }
  }

  // WPT url/urlencoded-parser.any.js: both the constructor and a URL's searchParams.
  function urlencoded(r, cases) {
    for (var i = 0; i < cases.length; i++) {
      (function (t) {
        r.test('urlencoded', 'new URLSearchParams(' + str(t.input) + ')', function () {
          return pairsEqual(pairsOf(new URLSearchParams(t.input)), t.output);
        });
        r.test('urlencoded', 'URL searchParams of ?' + str(t.input), function () {
          return pairsEqual(pairsOf(new URL('https://example/?' + t.input).searchParams), t.output);
        });
      })(cases[i]);
    }
  }

  // A smoke suite of URLSearchParams and its link to the URL (hand-written after the WPT files).
  function params(r) {
    var S = 'URLSearchParams';
    r.test(S, 'constructor: string, leading "?", record, sequence, copy', function () {
      return (
        expectEqual('string', new URLSearchParams('a=1&b=2').toString(), 'a=1&b=2') ||
        expectEqual('leading ?', new URLSearchParams('?a=1').toString(), 'a=1') ||
        expectEqual('record', new URLSearchParams({ a: '1', b: 'x y' }).toString(), 'a=1&b=x+y') ||
        expectEqual('sequence', new URLSearchParams([['a', '1'], ['a', '2']]).toString(), 'a=1&a=2') ||
        expectEqual('copy', new URLSearchParams(new URLSearchParams('c=3')).toString(), 'c=3') ||
        expectEqual('empty', new URLSearchParams().toString(), '') ||
        expectEqual('__proto__ is data', new URLSearchParams('__proto__=1').get('__proto__'), '1')
      );
    });
    r.test(S, 'a sequence pair of the wrong length throws TypeError', function () {
      try {
        new URLSearchParams([['a', '1', '2']]);
      } catch (e) {
        return e instanceof TypeError ? null : 'threw ' + String(e);
      }
      return 'did not throw';
    });
    r.test(S, 'append, get, getAll, has, set, delete', function () {
      var p = new URLSearchParams('a=1&b=2&a=3');
      p.append('c', '4');
      var all = p.getAll('a');
      if (all.length !== 2 || all[0] !== '1' || all[1] !== '3') return 'getAll was ' + all.join(',');
      if (p.get('z') !== null) return 'get of a missing name was not null';
      if (!p.has('c') || p.has('z')) return 'has';
      p.set('a', '5');
      var e = expectEqual('after set', p.toString(), 'a=5&b=2&c=4');
      if (e !== null) return e;
      p['delete']('b');
      return expectEqual('after delete', p.toString(), 'a=5&c=4');
    });
    r.test(S, 'has and delete with a value; size', function () {
      var p = new URLSearchParams('a=1&a=2&b=3');
      if (p.size !== 3) return 'size was ' + p.size;
      if (!p.has('a', '2') || p.has('a', '3') || !p.has('b', undefined)) return 'has(name, value)';
      p['delete']('a', '1');
      p['delete']('b', undefined);
      return expectEqual('after delete', p.toString(), 'a=2') || expectEqual('size', p.size, 1);
    });
    r.test(S, 'sort is stable and by code units', function () {
      var p = new URLSearchParams('z=1&a=2&\ud83d\udca9=3&\uffff=4&a=5&b=6&a=7');
      p.sort();
      return expectEqual('sorted', p.toString(), 'a=2&a=5&a=7&b=6&z=1&%F0%9F%92%A9=3&%EF%BF%BF=4');
    });
    r.test(S, 'serialization: application/x-www-form-urlencoded', function () {
      var p = new URLSearchParams();
      p.append('a b', 'c+d&e=f');
      p.append('\u00e9', '*-._~!');
      return expectEqual('toString', p.toString(), 'a+b=c%2Bd%26e%3Df&%C3%A9=*-._%7E%21');
    });
    r.test(S, 'forEach and entries/keys/values iterate in order', function () {
      var p = new URLSearchParams('a=1&b=2');
      var seen = pairsOf(p).join(',');
      if (seen !== 'a,1,b,2') return 'forEach saw ' + seen;
      var it = p.entries();
      var first = it.next();
      if (first.done || first.value[0] !== 'a' || first.value[1] !== '1') return 'entries().next() was wrong';
      var k = p.keys();
      k.next();
      if (k.next().value !== 'b') return 'keys()';
      var v = p.values();
      if (v.next().value !== '1') return 'values()';
      it.next();
      return it.next().done === true ? null : 'entries() did not end';
    });
    r.test(S, 'URL.searchParams is live in both directions', function () {
      var url = new URL('https://example.com/p?a=1#h');
      var p = url.searchParams;
      if (url.searchParams !== p) return 'searchParams is not the same object each time';
      p.append('b', 'x y');
      var e = expectEqual('href after append', url.href, 'https://example.com/p?a=1&b=x+y#h');
      if (e !== null) return e;
      url.search = '?c=3';
      if (p.get('c') !== '3' || p.has('a')) return 'searchParams did not follow url.search';
      p['delete']('c');
      e = expectEqual('href after emptying', url.href, 'https://example.com/p#h');
      if (e !== null) return e;
      url.href = 'https://other.example/?d=4';
      return expectEqual('after href set', p.get('d'), '4');
    });
    r.test(S, 'URL statics, toJSON and errors', function () {
      if (URL.canParse('nope') !== false || URL.canParse('/x', 'https://a/') !== true) return 'canParse';
      if (URL.parse('nope') !== null) return 'URL.parse of garbage was not null';
      var u = URL.parse('/x', 'https://a/');
      if (u === null || u.href !== 'https://a/x') return 'URL.parse with a base';
      if (JSON.stringify({ u: new URL('https://a/\u00e9') }) !== '{"u":"https://a/%C3%A9"}') return 'JSON.stringify';
      try {
        new URL('https://exa mple.com');
      } catch (err) {
        return err instanceof TypeError ? null : 'threw ' + String(err);
      }
      return 'invalid host did not throw';
    });
    r.test(S, 'getters are on the prototype and brand-checked', function () {
      var d = Object.getOwnPropertyDescriptor(URL.prototype, 'href');
      if (!d || typeof d.get !== 'function' || typeof d.set !== 'function') return 'href is not an accessor on URL.prototype';
      try {
        d.get.call({});
      } catch (err) {
        return err instanceof TypeError ? null : 'threw ' + String(err);
      }
      return 'href getter on a plain object did not throw';
    });
  }

  // WPT toascii.window.js and IdnaTestV2.window.js: the ToASCII of a domain is
  // the host of https://<domain>/x, and a failure makes the constructor throw a
  // TypeError; toascii's cases go through the host and hostname setters too.
  // IdnaTestV2 percent-encodes the code points that would end the host.
  function idna(r, cases, suite, encodeEnds) {
    for (var i = 0; i < cases.length; i++) {
      (function (t) {
        // "cannot test empty string input through new URL()"
        if (t.input === '') return;
        var input = encodeEnds ? t.input.replace(/[:\/?#\\]/g, encodeURIComponent) : t.input;
        r.test(suite, str(t.input), function () {
          var url;
          try {
            url = new URL('https://' + input + '/x');
          } catch (e) {
            if (t.output === null) return e instanceof TypeError ? null : 'threw ' + String(e);
            throw e;
          }
          if (t.output === null) return 'parsed with host ' + str(url.host) + ', expected a TypeError';
          return expectEqual('host', url.host, t.output) || expectEqual('hostname', url.hostname, t.output) || expectEqual('pathname', url.pathname, '/x');
        });
        if (encodeEnds) return;
        r.test(suite, str(t.input) + ' through the host and hostname setters', function () {
          var url = new URL('https://x/x');
          url.host = t.input;
          var problem = expectEqual('host', url.host, t.output !== null ? t.output : 'x');
          url = new URL('https://x/x');
          url.hostname = t.input;
          return problem || expectEqual('hostname', url.hostname, t.output !== null ? t.output : 'x');
        });
      })(cases[i]);
    }
  }

  function run(data, print, installedCheck) {
    var r = new Runner(print);
    r.test('install', 'the global URL is polyurl', function () {
      return installedCheck ? installedCheck() : null;
    });
    urlTestData(r, data.urltestdata);
    setters(r, data.setters);
    urlencoded(r, data.urlencoded);
    params(r);
    if (data.toascii) idna(r, data.toascii, 'toascii', false);
    if (data.idna) idna(r, data.idna, 'IdnaTestV2', true);
    if (r.failed > MAX_REPORTED) print('(' + (r.failed - MAX_REPORTED) + ' more failures not shown)');
    print(r.passed + ' passed, ' + r.failed + ' failed');
    return { passed: r.passed, failed: r.failed };
  }

  return { run: run, quote: str };
})();
