// The rollup plugin of the compact builds (rollup.config.mjs; scripts/size.mjs
// measures the polyurl/auto modules with it).
import { dirname, resolve as resolvePath } from 'node:path';

// The compact builds, polyurl/auto's ES module and CommonJS files and the
// legacy script, are polyfills whose size counts more than their speed: they
// load on every page that includes them, and most of the time they install
// nothing (the engine's URL works) or run on engines without a JIT.
// lib/modes/whatwg-fast-paths.ts, lib/whatwg/fast.ts, lib/whatwg/fast-loop.ts,
// lib/host/idna-quick.ts, lib/host/punycode-short.ts, lib/host/segments.ts and
// lib/hidden-classes.ts (the URL fast path with what a URL it made needs, the
// parser's own use of it, the state machine's character-loop fast path, a
// one-pass ToASCII, a second Punycode encoder, a lookup cache, the V8 hidden
// class specimens) become the lib/compact/ modules of the same names: none of
// the seven. Nor do they report validation errors (lib/whatwg/error-reporting.ts),
// which only diagnose() collects, or have UTS #46's strict flags
// (lib/host/idna-strict.ts), which only polyurl's domainToASCII and diagnose()
// set. The ES2022 ones (es5: false) also leave out lib/function-names.ts, whose
// work the class syntax has done there.
export function compactModules({ es5 = false } = {}) {
  return {
    name: 'polyurl-compact-modules',
    resolveId(source, importer) {
      const from = importer === undefined ? '' : importer.split('\\').join('/');
      if (
        (source === './whatwg-fast-paths.js' && from.endsWith('/lib/modes/whatwg.js')) ||
        ((source === './fast.js' || source === './fast-loop.js') && from.endsWith('/lib/whatwg/parser.js')) ||
        ((source === './idna-quick.js' || source === './punycode-short.js') && from.endsWith('/lib/host/idna.js')) ||
        (source === './segments.js' && from.endsWith('/lib/host/idna-props.js')) ||
        (source === './idna-strict.js' && from.endsWith('/lib/host/idna.js'))
      ) {
        return resolvePath(dirname(importer), '..', 'compact', source.slice(source.lastIndexOf('/') + 1));
      }
      // No diagnose(), so no validation errors to report (lib/whatwg/error-reporting.ts).
      if (source.endsWith('/error-reporting.js') && from.indexOf('/lib/') >= 0) {
        return resolvePath(from.slice(0, from.lastIndexOf('/lib/') + 5), 'compact', 'error-reporting.js');
      }
      // No mode with fast paths (lib/compact/fast-paths.ts).
      if (source === './modes/fast-paths.js' && /\/lib\/[^/]+\.js$/.test(from)) {
        return resolvePath(dirname(importer), 'compact', 'fast-paths.js');
      }
      if ((source === './hidden-classes.js' || (!es5 && source === './function-names.js')) && /\/lib\/[^/]+\.js$/.test(from)) {
        return resolvePath(dirname(importer), 'compact', source.slice(2));
      }
      return null;
    },
  };
}
