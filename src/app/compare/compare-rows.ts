import { appliesTo, flowView, formatDiff as formatKindDiff, formatValue as formatKindValue, type Metric, type MetricKind, metricsFor, readFlow, readMetric, type SimResult } from '../../sim-core';
import { readHeadline, type Headline } from '../../headlines/headlines';
import { FlowName } from '../util/flow-name';

/** One line of the A/B table: a metric of a flow (or of the whole run) in A, in B, and B − A. */
export interface DiffRow {
  group: string;
  /** The catalogue entry the row shows. */
  metric: Metric;
  label: string;
  kind: MetricKind;
  a: number;
  b: number;
  diff: number;
  /** Which direction is an improvement (shorter times, fewer drops; more goodput, fairer shares); null: neither. */
  better: 'higher' | 'lower' | null;
}

export function row(group: string, metric: Metric, a: number, b: number): DiffRow {
  const label = metric.label[0].toUpperCase() + metric.label.slice(1);
  return { group, metric, label, kind: metric.kind, a, b, diff: Number.isFinite(a) && Number.isFinite(b) ? b - a : Number.NaN, better: metric.better };
}

/** Whether B is better or worse than A on a row ('' when equal, not comparable or neither direction is better): colours the B − A cell. */
export function verdict(r: DiffRow): 'better' | 'worse' | '' {
  if (r.better === null || !Number.isFinite(r.diff) || r.diff === 0) return '';
  // Differences that the table shows as ±0 are no verdict either.
  if (/^±/.test(formatDiff(r, r.diff))) return '';
  return (r.diff > 0) === (r.better === 'higher') ? 'better' : 'worse';
}

const flowGroup = (r: SimResult, i: number) => FlowName(i, r.flows[i].name);

/**
 * The A/B rows of the catalogue metrics marked `compare` whose kind `pick` accepts: per flow (the
 * figures that exist for its kind; web traffic: its responses), then the bottleneck and the run.
 * Flows are matched by index (both runs have the same traffic).
 */
export function catalogueRows(a: SimResult, b: SimResult, pick: (m: Metric) => boolean): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.min(a.flows.length, b.flows.length);
  const flowMetrics = metricsFor('flow', 'compare').filter(pick);
  for (let i = 0; i < n; i++) {
    const kind = a.flows[i].kind;
    const va = flowView(a, i);
    const vb = flowView(b, i);
    for (const m of flowMetrics) if (appliesTo(m, kind)) rows.push(row(flowGroup(a, i), m, readFlow(m, va), readFlow(m, vb)));
  }
  for (const m of metricsFor(['link', 'run'], 'compare').filter(pick)) rows.push(row('Bottleneck', m, readMetric(m, a), readMetric(m, b)));
  return rows;
}

/** The group heading of the A/B table's first rows. */
export const HEADLINE_GROUP = 'Headline numbers';

/** The A/B table's first rows: the scenario's headline numbers (system goodput among them), labelled as the strip labels them. */
export function headlineRows(hs: readonly Headline[], a: SimResult, b: SimResult): DiffRow[] {
  return hs.map((h) => ({ ...row(HEADLINE_GROUP, h.metric, readHeadline(h, a), readHeadline(h, b)), label: h.label }));
}

/** The A/B summary's rows other than delays (delay-rows.ts adds those under each group). */
export function compareRows(a: SimResult, b: SimResult): DiffRow[] {
  return catalogueRows(a, b, (m) => m.kind !== 'delay');
}

/** A value as the table shows it. */
export function formatValue(r: Pick<DiffRow, 'metric'>, v: number): string {
  return formatKindValue(r.metric.kind, v, r.metric.digits);
}

/** A difference with its sign (+ for B above A; − is a true minus sign); shares as points. */
export function formatDiff(r: Pick<DiffRow, 'metric'>, d: number): string {
  return formatKindDiff(r.metric.kind, d, r.metric.digits);
}
