import { toCsv } from '../csv/csv-writer';
import type { FlowMetric } from '../metric-catalogue/metric';
import { metricById, readFlow, REPLICATED_METRICS } from '../metric-catalogue/registry';
import type { SweepRow } from './sweep';

/**
 * The sweep CSV, written the same by the app and the CLI: one line per run and flow, sorted by
 * configuration, value and seed: configuration, swept value, seed, the flow's number (from 1, as
 * on screen), whether it finished, then every replicated metric's catalogue column (stored units:
 * s, bit/s, bytes; empty where a figure does not apply or the flow did not finish).
 */
export function sweepCsv(rows: readonly SweepRow[], param: string): string {
  const metrics = REPLICATED_METRICS.map((id) => metricById(id) as FlowMetric);
  const header = ['config', param, 'seed', 'flow_number', 'completed', ...metrics.map((m) => m.column)];
  const sorted = [...rows].sort((a, b) => (a.config < b.config ? -1 : a.config > b.config ? 1 : a.value - b.value || a.seed - b.seed));
  const lines = sorted.flatMap((r) =>
    r.run.flows.map((f, i) => {
      const view = { kind: r.run.kinds[i], summary: f };
      return [r.config, r.value, r.seed, i + 1, f.completed, ...metrics.map((m) => readFlow(m, view))];
    }),
  );
  return toCsv(header, lines);
}
