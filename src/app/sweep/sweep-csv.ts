import { REPLICATED_METRICS } from '../../sim-core/experiments/replicate';
import type { SweepRow } from '../../sim-core/experiments/sweep';

/** RFC 4180 quoting: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvField(v: string | number | boolean): string {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line per run and flow: configuration, swept value, seed, flow number (from 1), completion and every replicated metric. */
export function sweepCsv(rows: readonly SweepRow[], param: string): string {
  // Flows numbered from 1, as every table shows them (the column was "flow", from 0).
  const head = ['config', param, 'seed', 'flowNumber', 'completed', ...REPLICATED_METRICS];
  const lines = [head.map(csvField).join(',')];
  const sorted = [...rows].sort((a, b) => (a.config < b.config ? -1 : a.config > b.config ? 1 : a.value - b.value || a.seed - b.seed));
  for (const r of sorted) {
    r.run.flows.forEach((f, i) => {
      lines.push([r.config, r.value, r.seed, i + 1, f.completed, ...REPLICATED_METRICS.map((m) => f[m])].map(csvField).join(','));
    });
  }
  return `${lines.join('\n')}\n`;
}
