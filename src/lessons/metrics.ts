import { FIXED_UNIT } from '../sim-core/metric-catalogue/format';
import type { Metric, MetricScope, MetricSelector } from '../sim-core/metric-catalogue/metric';
import { dashReason, METRIC_CATALOGUE, metricById, readMetric } from '../sim-core/metric-catalogue/registry';
import type { SimResult } from '../sim-core/scenario/result';

/**
 * The figures a lesson check can read from a run: the metric catalogue's entries marked for
 * lessons (src/sim-core/metric-catalogue), each read in one fixed unit per kind (%, kbit/s, s,
 * ms), so thresholds in lesson files read the way the text states them. A metric that does not
 * apply to the run (a flow that never finished) reads NaN.
 */
export type { MetricScope, MetricSelector } from '../sim-core/metric-catalogue/metric';

export interface MetricDescriptor {
  label: string;
  /** A few words for a table's column head, where the label would wrap over many lines. */
  short: string;
  unit: string;
  scope: MetricScope;
  /** Decimal places when shown. */
  digits: number;
  /** The catalogue entry it is (its id is the canonical name; lesson files may use a former one). */
  id: string;
  read(r: SimResult, sel: MetricSelector): number;
}

/** The lesson view of a catalogue metric: its value in the fixed unit thresholds are written in. */
function lessonDescriptor(m: Metric): MetricDescriptor {
  const u = FIXED_UNIT[m.kind];
  // Rates in kbit/s with one decimal (the catalogue's digits are per SI prefix, and a threshold has none).
  const digits = m.kind === 'rate' ? 1 : m.digits;
  return { id: m.id, label: m.label, short: m.short.toLowerCase(), unit: u.unit, scope: m.scope, digits, read: (r, sel) => readMetric(m, r, sel) * u.scale };
}

/**
 * Every metric a lesson check may name: by id, and by a former dotted name lesson files used
 * (link.overflowDrops); not by the sweep's former field names (elapsedTime).
 */
export const METRICS: Record<string, MetricDescriptor> = Object.fromEntries(
  METRIC_CATALOGUE.filter((m) => m.use.lesson).flatMap((m) => [m.id, ...(m.aliases ?? []).filter((a) => a.includes('.'))].map((k) => [k, lessonDescriptor(m)])),
);

export type MetricName = string;
export const METRIC_NAMES = Object.keys(METRICS) as [MetricName, ...MetricName[]];

export function metric(name: MetricName): MetricDescriptor {
  return METRICS[name];
}

/** "3.1 s", "97.2 %", "12" — a metric value as shown to the student. */
export function formatMetric(name: MetricName, value: number, against?: number): string {
  const n = formatMetricNumber(name, value, against);
  const unit = METRICS[name].unit;
  return !Number.isFinite(value) || unit === '' ? n : `${n} ${unit}`;
}

/**
 * The value as a plain number in the metric's fixed unit ("3.1"), for a table whose column head
 * names the unit (a sweep's figures: one unit per column, never repeated in its cells).
 */
export function formatMetricNumber(name: MetricName, value: number, against?: number): string {
  const d = METRICS[name];
  // The catalogue's reason, where the student reads the figure (not in a tooltip).
  if (!Number.isFinite(value)) return `not measured (${dashReason(metricById(d.id))})`;
  // Beside a threshold, enough digits that a value just under it does not read as equal to it
  // ("14.96 s" against "< 15 s", not "15.0 s ✓").
  let digits = d.digits;
  if (against !== undefined && Number.isFinite(against) && value !== against) {
    while (digits < d.digits + 4 && value.toFixed(digits) === against.toFixed(digits)) digits++;
  }
  return value.toFixed(digits);
}
