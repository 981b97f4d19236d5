import { DASH } from '../sim-core';

/** The one dash of every table and line the CLI prints where a value is missing (the metric catalogue's). */
export { DASH };

/** Plain-text table with right-aligned numeric columns. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r, ri) =>
      r
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
        .join('  ')
        .concat(ri === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
    )
    .join('\n');
}

export function fixed(x: number, digits: number): string {
  return Number.isFinite(x) ? x.toFixed(digits) : DASH;
}
