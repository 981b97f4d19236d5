import type { SimResult } from '../../sim-core';
import type { Headline } from '../../headlines/headlines';
import { applyBusyDirections, applyShareDirections, compareRows, type DiffRow, headlineRows, oneUnitPerMetric } from './compare-rows';
import { delayRows } from './delay-rows';

/** The A/B summary's rows, in the table's order, and which of them are headline or delay rows. */
export interface SummaryRows {
  rows: DiffRow[];
  isHeadline: Set<DiffRow>;
  isDelay: Set<DiffRow>;
}

/**
 * Every row of the A/B summary: the headline numbers, then each flow's figures and the
 * bottleneck's, grouped, with the delay rows slotted into their groups; one unit per metric over
 * all of them. The table on screen and its CSV (ab-summary-csv.ts) are both built from this.
 */
export function summaryRows(headlines: readonly Headline[], sa: SimResult, sb: SimResult): SummaryRows {
  const extra = delayRows(sa, sb);
  const isDelay = new Set(extra);
  const headRows = headlineRows(headlines, sa, sb);
  const isHeadline = new Set(headRows);
  const rows = applyBusyDirections(applyShareDirections(oneUnitPerMetric([...headRows, ...compareRows(sa, sb), ...extra], [sa, sb]).filter((r) => !isDelay.has(r)))).flatMap((r, i, all) => (all[i + 1]?.group === r.group ? [r] : [r, ...extra.filter((e) => e.group === r.group)]));
  return { rows, isHeadline, isDelay };
}
