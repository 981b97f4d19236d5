import { appliesTo, columnFormat, rateReference, flowIdentity, flowView, metricById, readFlow } from '../sim-core/metric-catalogue/registry';
import type { FlowMetric } from '../sim-core/metric-catalogue/metric';
import { rateWindowText } from '../sim-core/metric-catalogue/format';
import type { SimResult } from '../sim-core/scenario/result';

/** The figure the one-line answer gives per flow: the summary table's goodput column. */
export const PER_FLOW_METRIC = 'flow.goodput';

/**
 * Each flow's goodput in one line, "Vegas1 0.31 · Reno1 1.11" under the label "Goodput (Mbit/s)
 * over 0.00–100.00 s (window)" (the summary's column head and "Rates over"), read and written by the metric catalogue exactly as the summary table's
 * goodput column (one unit for every flow, named once: app/summary's model;
 * tests/app/per-flow-line.test.ts compares the two): on a phone that column was a sideways swipe
 * away from the lesson's check. Null with fewer than two flows that have the figure (one flow's
 * goodput answers no comparison). Web traffic has no goodput of its own here.
 */
export function perFlowLine(r: SimResult): { label: string; text: string } | null {
  // A flow metric by its catalogue entry (scope 'flow').
  const m = metricById(PER_FLOW_METRIC) as FlowMetric;
  const shown = r.flows.flatMap((f, i) => (f.kind === 'web' || !appliesTo(m, f.kind) ? [] : [{ i, value: readFlow(m, flowView(r, i)) }]));
  if (shown.length < 2) return null;
  const column = columnFormat(m, shown.map((x) => x.value), rateReference([r]));
  const parts = shown.map(({ i, value }) => {
    const id = flowIdentity(r, i);
    return `${id.name || `flow ${id.flow}`} ${column.cell(value)}`;
  });
  // Named as the summary names it: its column head, and the interval of its "Rates over" column
  // (a phone trial read "Goodput over its active time" here and "Rates over 5.00–30.00 s
  // (window)" in the summary's card for the same 3.881 Mbit/s, and took them for two figures).
  const windows = new Set(shown.map(({ i }) => rateWindowText(r.flows[i].summary.activeWindow)));
  const over = windows.size === 1 ? ` over ${[...windows][0]}` : ', each over its interval in the summary’s “Rates over”';
  return { label: `${column.head}${over}`, text: parts.join(' · ') };
}
