import type { Describe } from './statistics';
import type { Metric } from '../metric-catalogue/metric';
import { formatMetric, metricById } from '../metric-catalogue/registry';

/**
 * A replication or sweep statistic in words. A quantile that unfinished runs reach (+∞ in
 * Describe) reads "> T", T the shortest time an unfinished run was observed; every statistic says
 * its n and how many did not finish.
 */
export function formatStatValue(idOrMetric: string | Metric, v: number, d: Describe, show?: (v: number) => string): string {
  const m = typeof idOrMetric === 'string' ? metricById(idOrMetric) : idOrMetric;
  // `show`: a table's column format (a plain number in the unit its head names); else the value with its unit.
  const text = show ?? ((x: number) => formatMetric(m, x));
  if (v === Number.POSITIVE_INFINITY && d.unfinished > 0) return `> ${text(d.above)}`;
  return text(v);
}

/** "n 20, 3 unfinished" or "n 20". */
export function countText(d: Describe): string {
  return d.unfinished > 0 ? `n ${d.n}, ${d.unfinished} unfinished` : `n ${d.n}`;
}

/** "12.39 s [11.20 s, 13.05 s] (n 20, 3 unfinished)": median [Q1, Q3] and the counts ("12.39 [11.20, 13.05] …" with a column's `show`). */
export function formatStatistic(idOrMetric: string | Metric, d: Describe, show?: (v: number) => string): string {
  const f = (v: number) => formatStatValue(idOrMetric, v, d, show);
  return `${f(d.median)} [${f(d.q1)}, ${f(d.q3)}] (${countText(d)})`;
}
