// The layers of lib/ (lib/README.md draws them): a module imports only from
// its own layer and the layers before it in LAYERS; the entries at the root of
// lib/ come last. Type-only imports count too. `npm run lint:deps`, and
// spec/lint/dependencies.spec.ts in `npm test`.
const LAYERS = ['base', 'encoding', 'idna', 'host', 'url', 'rfc3986', 'modes', 'lenient', 'api', 'edit', 'extract', 'diagnostics', 'urlpattern', 'polyfill', 'cli'];

const later = (i) => LAYERS.slice(i + 1).map((l) => `^lib/${l}/`).concat(['^lib/[^/]+$']);

module.exports = {
  forbidden: [
    ...LAYERS.map((layer, i) => ({
      name: `layer-${layer}`,
      comment: `lib/${layer}/ imports only from ${LAYERS.slice(0, i + 1).join(', ')}`,
      severity: 'error',
      from: { path: `^lib/${layer}/` },
      to: { path: later(i) },
    })),
    {
      name: 'no-circular',
      comment: 'no module reaches itself through its imports',
      severity: 'error',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'layers-only',
      comment: 'every module of lib/ is an entry at its root or in one of the layers',
      severity: 'error',
      from: { path: '^lib/', pathNot: [`^lib/(${LAYERS.join('|')})/`, '^lib/[^/]+$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
