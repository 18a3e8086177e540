// Plain-text tables: left-aligned first column, right-aligned numbers.

export function fmtNumber(x, digits = 0) {
  if (x === null || x === undefined || Number.isNaN(x)) return '—';
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function fmtNs(ns) {
  if (ns === null || ns === undefined || Number.isNaN(ns)) return '—';
  if (ns < 10) return fmtNumber(ns, 2);
  if (ns < 100) return fmtNumber(ns, 1);
  return fmtNumber(ns, 0);
}

export function fmtRatio(r) {
  if (r === null || r === undefined || !Number.isFinite(r)) return '—';
  if (r >= 100) return fmtNumber(r, 0) + '×';
  if (r >= 10) return fmtNumber(r, 1) + '×';
  return fmtNumber(r, 2) + '×';
}

/** rows: string[][]; align: 'l' | 'r' per column. */
export function renderTable(header, rows, align) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c]).length)));
  const line = (r) =>
    r
      .map((cell, c) => {
        const s = String(cell);
        return (align[c] || 'l') === 'r' ? s.padStart(widths[c]) : s.padEnd(widths[c]);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
