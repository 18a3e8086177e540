// The chart of a run (bench/results.svg): ns per operation of each workload
// for a few implementations, grouped bars on a logarithmic scale. Plain SVG
// written by hand, no dependency.

const COLORS = { polyurl: '#1f77b4', native: '#2ca02c', 'whatwg-url': '#ff7f0e', 'core-js': '#9467bd' };
const FALLBACK = ['#8c564b', '#e377c2', '#7f7f7f', '#bcbd22'];

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function label(ns) {
  if (ns >= 1e6) return `${ns / 1e6} ms`;
  if (ns >= 1e3) return `${ns / 1e3} µs`;
  return `${ns} ns`;
}

/**
 * @param results the object run.mjs builds (its `workloads`, `env`, `options`)
 * @param impls the implementation ids to show, in legend order
 * @param workloads the names of the workloads to show (the others are left out)
 * @returns {string} an SVG document
 */
export function renderChart(results, impls, workloads) {
  const groups = [];
  for (const w of results.workloads) {
    if (w.unit === 'bytes' || !workloads.includes(w.name)) continue;
    const bars = impls.map((id) => {
      const r = w.results.find((x) => x.id === id);
      return { id, ns: r ? r.nsPerOp : null };
    });
    if (bars.some((b) => b.ns !== null && b.ns > 0) && bars.some((b) => b.id === 'polyurl' && b.ns !== null)) groups.push({ name: w.name, bars });
  }
  const values = groups.flatMap((g) => g.bars.map((b) => b.ns)).filter((x) => x !== null && x > 0);
  const lo = Math.pow(10, Math.floor(Math.log10(values.length ? Math.min(...values) : 100)));
  const hi = Math.pow(10, Math.ceil(Math.log10(values.length ? Math.max(...values) : 1000)));
  const barW = 14;
  const gap = 22;
  const left = 62;
  const top = 40;
  const plotH = 220;
  const groupW = impls.length * barW + gap;
  const width = Math.max(480, left + groups.length * groupW + 20);
  const height = top + plotH + 60;
  const y = (ns) => top + plotH - (Math.log10(ns / lo) / Math.log10(hi / lo)) * plotH;
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  const env = results.env || {};
  const when = env.date ? String(env.date).slice(0, 10) : '';
  out.push(
    `<text x="${left}" y="16" font-size="13" font-weight="bold">ns per operation, log scale (lower is better)</text>`,
    `<text x="${left}" y="31" fill="#555">${esc(['Node ' + (env.node || process.version), when, results.options && results.options.gcBetween ? 'gc() before every sample' : 'no gc() between samples', 'shared, loaded machine'].filter(Boolean).join(' · '))}</text>`,
  );
  for (let d = lo; d <= hi * 1.0001; d *= 10) {
    const yy = y(d).toFixed(1);
    out.push(`<line x1="${left}" x2="${width - 10}" y1="${yy}" y2="${yy}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${yy}" dy="4" text-anchor="end" fill="#555">${esc(label(d))}</text>`);
  }
  groups.forEach((g, gi) => {
    const x0 = left + gap / 2 + gi * groupW;
    g.bars.forEach((b, bi) => {
      if (b.ns === null || !(b.ns > 0)) return;
      const color = COLORS[b.id] || FALLBACK[bi % FALLBACK.length];
      const yy = y(b.ns);
      out.push(
        `<rect x="${(x0 + bi * barW).toFixed(1)}" y="${yy.toFixed(1)}" width="${barW - 2}" height="${(top + plotH - yy).toFixed(1)}" fill="${color}">` +
          `<title>${esc(`${g.name}, ${b.id}: ${Math.round(b.ns)} ns/op`)}</title></rect>`,
      );
    });
    out.push(`<text x="${(x0 + (impls.length * barW) / 2).toFixed(1)}" y="${top + plotH + 14}" text-anchor="middle">${esc(g.name)}</text>`);
  });
  out.push(`<line x1="${left}" x2="${width - 10}" y1="${top + plotH}" y2="${top + plotH}" stroke="#999"/>`);
  impls.forEach((id, i) => {
    const x = left + i * 110;
    const yy = top + plotH + 34;
    out.push(`<rect x="${x}" y="${yy}" width="10" height="10" fill="${COLORS[id] || FALLBACK[i % FALLBACK.length]}"/>`);
    out.push(`<text x="${x + 14}" y="${yy + 9}">${esc(id)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
