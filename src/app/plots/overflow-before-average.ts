import { dropReasonCode, type LinkResult, queueDiscipline } from '../../sim-core';
import type { RunData } from '../results/run-data';

/**
 * When an AQM queue's overflow drops happened, where its early drops could not yet act: RED drops
 * nothing early until its average reaches min_th, so a start-up burst fills the buffer and
 * overflows. Under gentle RED 4/6 a student read "overflow drops 31" beside RED and expected none,
 * with nothing saying why (phone-1215, step 11). Counted from the run's recorded drops: those in
 * [t0, t1] before the discipline's average gauge first reached its lowest threshold.
 */
export interface OverflowBeforeAverage {
  /** Overflow drops in view before the average reached the threshold. */
  count: number;
  /** When it first did, s. */
  until: number;
  /** The gauge's and the threshold's names ("RED avg", "min_th"). */
  gauge: string;
  threshold: string;
}

export function overflowBeforeAverage(run: RunData, link: LinkResult, t0: number, t1: number): OverflowBeforeAverage | null {
  const d = queueDiscipline(link.queueKind);
  const q = run.bottleneck?.data?.queue;
  const ev = run.bottleneck?.data?.events;
  const gauge = d.gauges.find((g) => g.scale === 'queue' && q?.cols[g.key]);
  if (!q || !ev || !gauge || !d.levels || d.thresholds.length === 0 || link.queueInfo.dynamicThresholds) return null;
  const level = d.levels(link.queueInfo.thresholds, link.queueInfo.settings)[0];
  const avg = q.cols[gauge.key];
  let i = 0;
  while (i < q.length && !(avg[i] >= level)) i++;
  // Never reached: every drop was "before", and nothing marks when the early drops began.
  if (i >= q.length) return null;
  const until = q.cols.t[i];
  const overflow = dropReasonCode('overflow');
  let count = 0;
  for (let k = ev.lowerBound(t0); k < ev.length && ev.cols.t[k] <= t1 && ev.cols.t[k] < until; k++) if (ev.cols.kind[k] === overflow) count++;
  return count > 0 ? { count, until, gauge: gauge.label, threshold: d.thresholds[0].label } : null;
}

/** In a legend's few words: "29 in the first 1.8 s, before RED avg reached min_th" ("all …" when every one in view was). */
export function overflowBeforeAverageWords(o: OverflowBeforeAverage, inView: number): string {
  return `${o.count >= inView ? 'all' : o.count} in the first ${+o.until.toPrecision(2)} s, before ${o.gauge} reached ${o.threshold}`;
}
