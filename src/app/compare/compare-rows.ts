import { dropReasonsOf } from '../../sim-core/queues/registry';
import { webResultOf, type SimResult } from '../../sim-core/scenario/result';
import { OWN_RATE } from '../../sim-core/metrics/summary';
import { responseTimeQuantile } from '../../sim-core/metrics/web-stats';

export type ValueKind = 'time' | 'delay' | 'rate' | 'count' | 'percent' | 'ratio';

/** One line of the A/B table: a metric of a flow (or of the whole run) in A, in B, and B − A. */
export interface DiffRow {
  group: string;
  label: string;
  kind: ValueKind;
  a: number;
  b: number;
  diff: number;
  /** Which direction is an improvement (shorter times, fewer drops; more goodput, fairer shares). */
  better: 'higher' | 'lower';
}

export function row(group: string, label: string, kind: ValueKind, a: number, b: number, better: DiffRow['better']): DiffRow {
  return { group, label, kind, a, b, diff: Number.isFinite(a) && Number.isFinite(b) ? b - a : Number.NaN, better };
}

/** Whether B is better or worse than A on a row ('' when equal or not comparable): colours the B − A cell. */
export function verdict(r: DiffRow): 'better' | 'worse' | '' {
  if (!Number.isFinite(r.diff) || r.diff === 0) return '';
  // Differences that the table shows as ±0 are no verdict either.
  if (/^±/.test(formatDiff(r.kind, r.diff))) return '';
  return (r.diff > 0) === (r.better === 'higher') ? 'better' : 'worse';
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
 * The rows of the A/B summary: per flow elapsed time, goodput, retransmits, timeouts and
 * drops (web traffic: its responses, webRows); then utilization, drops and Jain's index of the
 * bottleneck. Flows are matched by index (both runs have the same traffic).
 */
export function compareRows(a: SimResult, b: SimResult): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.min(a.flows.length, b.flows.length);
  for (let i = 0; i < n; i++) {
    const fa = a.flows[i];
    const fb = b.flows[i];
    const g = `Flow ${i + 1}${fa.name ? ` (${fa.name})` : ''}`;
    if (!OWN_RATE[fa.kind]) {
      rows.push(...webRows(g, a, b, i));
      continue;
    }
    rows.push(row(g, 'Elapsed time', 'time', elapsed(fa), elapsed(fb), 'lower'));
    rows.push(row(g, 'Goodput (over its active time)', 'rate', fa.summary.activeGoodputBps, fb.summary.activeGoodputBps, 'higher'));
    rows.push(row(g, 'Retransmits', 'count', fa.summary.retransmittedPackets, fb.summary.retransmittedPackets, 'lower'));
    rows.push(row(g, 'Timeouts', 'count', fa.summary.timeouts, fb.summary.timeouts, 'lower'));
    rows.push(row(g, 'Drops', 'count', fa.summary.queueDrops, fb.summary.queueDrops, 'lower'));
  }
  const g = 'Bottleneck';
  rows.push(row(g, 'Utilization', 'percent', a.aggregate.utilization, b.aggregate.utilization, 'higher'));
  rows.push(row(g, 'Queue drops (every reason)', 'count', totalDrops(a), totalDrops(b), 'lower'));
  rows.push(row(g, "Jain's index (goodput over each flow's active time)", 'ratio', a.aggregate.jainActiveGoodput, b.aggregate.jainActiveGoodput, 'higher'));
  return rows;
}

/**
 * Web traffic's rows: its connections are not traced one by one (no elapsed time, goodput or
 * drops of its own), so it is compared by what its generator counted over the measurement window.
 */
function webRows(g: string, a: SimResult, b: SimResult, flow: number): DiffRow[] {
  const wa = webResultOf(a, flow);
  const wb = webResultOf(b, flow);
  const q = (w: typeof wa, p: number) => (w ? responseTimeQuantile([w], p) : Number.NaN);
  return [
    row(g, 'Responses done', 'count', wa?.completed ?? Number.NaN, wb?.completed ?? Number.NaN, 'higher'),
    row(g, 'Response time, median', 'delay', q(wa, 0.5), q(wb, 0.5), 'lower'),
    row(g, 'Response time, 90th percentile', 'delay', q(wa, 0.9), q(wb, 0.9), 'lower'),
    row(g, 'Responses with a loss or timeout', 'count', wa?.withLoss ?? Number.NaN, wb?.withLoss ?? Number.NaN, 'lower'),
  ];
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
