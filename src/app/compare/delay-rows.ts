import type { SimResult } from '../../sim-core/scenario/result';
import { row, type DiffRow } from './compare-rows';

/**
 * The A/B rows about delay: the bottleneck's queueing delay (mean and 99th percentile), and
 * each UDP flow's one-way delay (what a voice call feels).
 */
export function delayRows(a: SimResult, b: SimResult): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.min(a.flows.length, b.flows.length);
  for (let i = 0; i < n; i++) {
    const fa = a.flows[i];
    if (fa.kind !== 'cbr') continue;
    const g = `Flow ${i + 1}${fa.name ? ` (${fa.name})` : ''}`;
    rows.push(row(g, 'One-way delay (mean)', 'delay', fa.summary.oneWayDelay.mean, b.flows[i].summary.oneWayDelay.mean, 'lower'));
    rows.push(row(g, 'One-way delay (99th percentile)', 'delay', fa.summary.oneWayDelay.p99, b.flows[i].summary.oneWayDelay.p99, 'lower'));
  }
  const qa = a.links[a.aggregate.bottleneck]?.summary.queueDelay;
  const qb = b.links[b.aggregate.bottleneck]?.summary.queueDelay;
  rows.push(row('Bottleneck', 'Queueing delay (mean)', 'delay', qa?.mean ?? Number.NaN, qb?.mean ?? Number.NaN, 'lower'));
  rows.push(row('Bottleneck', 'Queueing delay (99th percentile)', 'delay', qa?.p99 ?? Number.NaN, qb?.p99 ?? Number.NaN, 'lower'));
  return rows;
}
