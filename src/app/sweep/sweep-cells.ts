import { formatStatistic, type Metric } from '../../sim-core';
import type { SweepPoint } from './sweep-stats';

/**
 * The text of a sweep table's cells: "median [Q1, Q3] (n, unfinished)" by the catalogue's
 * censoring (a quantile among unfinished runs reads "> T"), and the exceptions with their n.
 */
export function statisticCell(m: Metric, p: SweepPoint | undefined, show?: (v: number) => string): string {
  return p ? formatStatistic(m, p.stats, show) : '…';
}

export function exceptionsCell(p: SweepPoint | undefined): string {
  return p ? `${p.exceptions ?? 0} / ${p.runs}${p.undecided ? ` (${p.undecided} undecided: no flow finished)` : ''}` : '';
}
