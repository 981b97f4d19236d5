import { columnFormat, rateReference, type ColumnFormat } from '../sim-core/metric-catalogue/registry';
import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { flowLabel, readHeadline, resolveHeadlines, type Headline } from './headlines';
import { PER_FLOW_METRIC } from './per-flow-line';

/** Up to this many TCP flows, presentation's numbers strip gives each one's goodput. */
export const STRIP_FLOWS_MAX = 4;

/** Each flow's goodput for the strip: the flow's headline (numbered from 1, named) and the one unit they share. */
export interface StripFlowGoodputs {
  flows: { headline: Headline; name: string }[];
  /** One unit for every flow and both runs (named once in the cell's label). */
  column: ColumnFormat;
}

/**
 * Each flow's goodput for presentation's numbers strip, from the metric catalogue (the summary
 * table's goodput column, `flow.goodput`), for a scenario of 2 to STRIP_FLOWS_MAX TCP flows
 * (groups counted as their members: none here), else null. The strip had the ratio, fairness,
 * delay and system goodput but not how much each flow gets, a listener's first question
 * (phone-0315, confusion 8).
 */
export function stripFlowGoodputs(sc: Pick<Scenario, 'flows'>, runs: readonly (SimResult | null | undefined)[]): StripFlowGoodputs | null {
  const flows = sc.flows;
  if (flows.length < 2 || flows.length > STRIP_FLOWS_MAX || flows.some((f) => f.kind !== 'tcp')) return null;
  const hs = resolveHeadlines(sc, flows.map((_, i) => ({ metric: PER_FLOW_METRIC, flow: i + 1 })));
  if (hs.length !== flows.length) return null;
  const values = hs.flatMap((h) => runs.map((r) => (r ? readHeadline(h, r) : Number.NaN)));
  // Named as the other surfaces name a flow, "Flow 2 (Reno1)" (flowLabel): the legends' short tag
  // "2 Reno1" read as one word in the room and wrapped between number and name (lecturer trial 9,
  // finding 10); the strip keeps each name on one line (styles.css, .headline-flow).
  return { flows: hs.map((h, i) => ({ headline: h, name: flowLabel(sc, i) })), column: columnFormat(hs[0].metric, values, rateReference(runs)) };
}
