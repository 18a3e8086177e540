import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
const dist = resolve(process.argv[2] || 'dist');
const bundle = await rollup({
  input: 'entry',
  plugins: [{ name: 'v', resolveId(id) { return id === 'entry' ? id : id === 'polyurl/auto' ? resolve(dist, 'auto.mjs') : null; }, load(id) { return id === 'entry' ? "import 'polyurl/auto';" : null; } }],
  onwarn() {},
});
const { output } = await bundle.generate({ format: 'es' });
const min = (await minify(output[0].code, { module: true, ecma: 2018 })).code;
console.log(output[0].code.length, min.length, gzipSync(Buffer.from(min), { level: 9 }).length);
console.log(Object.keys(output[0].modules));
import { writeFileSync } from 'node:fs'; writeFileSync('/tmp/cls/auto-bundle.js', output[0].code);
