import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { compactModules } from './compact-modules.mjs';
const bundle = await rollup({ input: process.argv[2] || 'build/lib/auto.js', plugins: [compactModules()], onwarn() {} });
const { output } = await bundle.generate({ format: 'es', sourcemap: true });
const min = await minify({ 'b.js': output[0].code }, { module: true, ecma: 2018, format: { comments: false }, sourceMap: { content: output[0].map, asObject: true } });
const code = min.code;
const tm = new TraceMap(min.map);
const dm = decodedMappings(tm);
const lines = code.split('\n');
const byMod = new Map();
let cur = '?';
for (let l = 0; l < lines.length; l++) {
  const segs = dm[l] || []; let si = 0;
  for (let c = 0; c < lines[l].length; c++) {
    while (si < segs.length && segs[si][0] <= c) { if (segs[si].length > 1) cur = tm.sources[segs[si][1]]; si++; }
    byMod.set(cur, (byMod.get(cur) || '') + lines[l][c]);
  }
}
const total = gzipSync(Buffer.from(code), { level: 9 }).length;
const rows = [...byMod].map(([m, s]) => [m.replace(/.*\/lib\//, ''), s.length, gzipSync(Buffer.from(s), { level: 9 }).length]);
const sum = rows.reduce((a, r) => a + r[2], 0);
rows.sort((a, b) => b[2] - a[2]);
console.log('min', code.length, 'gz', total);
for (const r of rows.slice(0, +(process.argv[3] || 45))) console.log(r[0].padEnd(34), String(r[1]).padStart(6), String(r[2]).padStart(6), String(Math.round(r[2] * total / sum)).padStart(6));
if (process.argv[4]) console.log(byMod.get([...byMod.keys()].find((k) => k.endsWith(process.argv[4]))));
