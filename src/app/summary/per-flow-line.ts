import type { SummaryModel } from './summary-model';

/** The figure the one-line answer gives per flow: the summary table's goodput column. */
export const PER_FLOW_METRIC = 'flow.goodput';

/**
 * Each flow's goodput in one line, "Vegas1 313.0 kbit/s · Reno1 1.11 Mbit/s", read from the
 * summary model (the same cells, in the same words, as the summary table): on a phone the
 * table's goodput column was a sideways swipe away from the lesson's check. Null with fewer than
 * two flows that have the figure (one flow's goodput answers no comparison).
 */
export function perFlowLine(model: SummaryModel): { label: string; text: string } | null {
  const k = model.columns.findIndex((m) => m.id === PER_FLOW_METRIC);
  if (k < 0) return null;
  const parts = model.rows.flatMap((row) => {
    const c = row.cells[k];
    return c && row.kind !== 'web' ? [`${row.identity.name || `flow ${row.identity.flow}`} ${c.text}`] : [];
  });
  if (parts.length < 2) return null;
  return { label: model.columns[k].label[0].toUpperCase() + model.columns[k].label.slice(1), text: parts.join(' · ') };
}
