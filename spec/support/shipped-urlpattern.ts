// What users install of URLPattern: "polyurl/urlpattern" resolves through
// package.json "exports" to dist/urlpattern.mjs (the rollup bundle), typed by
// the committed types/urlpattern.d.ts (see shipped.ts).
export * from 'polyurl/urlpattern';
