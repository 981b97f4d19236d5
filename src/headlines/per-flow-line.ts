import { appliesTo, columnFormat, flowIdentity, flowView, metricById, readFlow } from '../sim-core/metric-catalogue/registry';
import type { FlowMetric } from '../sim-core/metric-catalogue/metric';
import type { SimResult } from '../sim-core/scenario/result';

/** The figure the one-line answer gives per flow: the summary table's goodput column. */
export const PER_FLOW_METRIC = 'flow.goodput';

/**
 * Each flow's goodput in one line, "Vegas1 0.31 · Reno1 1.11" under the label "Goodput over its
 * active time (Mbit/s)", read and written by the metric catalogue exactly as the summary table's
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
  const column = columnFormat(m, shown.map((x) => x.value));
  const parts = shown.map(({ i, value }) => {
    const id = flowIdentity(r, i);
    return `${id.name || `flow ${id.flow}`} ${column.cell(value)}`;
  });
  return { label: column.label[0].toUpperCase() + column.label.slice(1), text: parts.join(' · ') };
}
