import { dropReasonsOf } from '../../sim-core/queues/registry';
import type { SimResult } from '../../sim-core/scenario/result';

export type ValueKind = 'time' | 'delay' | 'rate' | 'count' | 'percent' | 'ratio';

/** One line of the A/B table: a metric of a flow (or of the whole run) in A, in B, and B − A. */
export interface DiffRow {
  group: string;
  label: string;
  kind: ValueKind;
  a: number;
  b: number;
  diff: number;
}

export function row(group: string, label: string, kind: ValueKind, a: number, b: number): DiffRow {
  return { group, label, kind, a, b, diff: Number.isFinite(a) && Number.isFinite(b) ? b - a : Number.NaN };
}

function totalDrops(r: SimResult): number {
  const l = r.links[r.aggregate.bottleneck];
  return l ? dropReasonsOf([l.queueKind]).reduce((a, x) => a + (x.queueDrop ? l.summary.dropsWholeRun[x.id] : 0), 0) : Number.NaN;
}

/** Elapsed time only when the flow completed (else NaN, shown as a dash). */
function elapsed(f: SimResult['flows'][number]): number {
  return f.summary.completed || f.kind === 'cbr' ? f.summary.elapsedTime : Number.NaN;
}

/**
 * The rows of the A/B summary: per flow elapsed time, throughput, retransmits, timeouts and
 * drops; then utilization, drops and Jain's index of the bottleneck. Flows are matched by index
 * (both runs have the same traffic).
 */
export function compareRows(a: SimResult, b: SimResult): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.min(a.flows.length, b.flows.length);
  for (let i = 0; i < n; i++) {
    const fa = a.flows[i];
    const fb = b.flows[i];
    const g = `Flow ${i + 1}${fa.name ? ` (${fa.name})` : ''}`;
    rows.push(row(g, 'Elapsed time', 'time', elapsed(fa), elapsed(fb)));
    rows.push(row(g, 'Throughput', 'rate', fa.summary.throughputBps, fb.summary.throughputBps));
    rows.push(row(g, 'Retransmits', 'count', fa.summary.retransmittedPackets, fb.summary.retransmittedPackets));
    rows.push(row(g, 'Timeouts', 'count', fa.summary.timeouts, fb.summary.timeouts));
    rows.push(row(g, 'Drops', 'count', fa.summary.queueDrops, fb.summary.queueDrops));
  }
  const g = 'Bottleneck';
  rows.push(row(g, 'Utilization', 'percent', a.aggregate.utilization, b.aggregate.utilization));
  rows.push(row(g, 'Queue drops (every reason)', 'count', totalDrops(a), totalDrops(b)));
  rows.push(row(g, "Jain's index (throughput)", 'ratio', a.aggregate.jainThroughput, b.aggregate.jainThroughput));
  return rows;
}

/** A value as the table shows it. */
export function formatValue(kind: ValueKind, v: number): string {
  if (!Number.isFinite(v)) return '—';
  switch (kind) {
    case 'time':
      return `${v.toFixed(2)} s`;
    case 'delay':
      return `${(v * 1000).toFixed(1)} ms`;
    case 'rate':
      return `${(v / 1e3).toFixed(1)} kbit/s`;
    case 'count':
      return String(Math.round(v));
    case 'percent':
      return `${(v * 100).toFixed(1)} %`;
    case 'ratio':
      return v.toFixed(3);
  }
}

/** A difference with its sign (+ for B above A; − is a true minus sign); percent as points. */
export function formatDiff(kind: ValueKind, d: number): string {
  if (!Number.isFinite(d)) return '—';
  const abs = Math.abs(d);
  const body = kind === 'percent' ? `${(abs * 100).toFixed(1)} pts` : formatValue(kind, abs);
  // A difference that rounds to zero is shown as ±0, not as "−0.0".
  const zero = !/[1-9]/.test(body.replace(/ .*$/, ''));
  const sign = zero ? '±' : d > 0 ? '+' : '−';
  return `${sign}${body}`;
}
