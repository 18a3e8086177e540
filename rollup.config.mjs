// Bundles the tsc output in build/ (tsc type-checks and compiles first: see "build" in package.json).
import { dts } from 'rollup-plugin-dts';

export default [
  {
    input: 'build/lib/index.js',
    output: [
      { file: 'dist/polyurl.mjs', format: 'es' },
      { file: 'dist/polyurl.cjs', format: 'cjs', exports: 'named' },
    ],
  },
  {
    input: 'build/lib/cli/main.js',
    output: { file: 'dist/cli.mjs', format: 'es', banner: '#!/usr/bin/env node' },
  },
  {
    input: 'build/lib/index.d.ts',
    output: { file: 'types/polyurl.d.ts', format: 'es' },
    plugins: [dts()],
  },
];
