import { displayUnit, FIXED_UNIT, type DisplayUnit } from '../sim-core/metric-catalogue/format';
import type { Metric, MetricScope, MetricSelector } from '../sim-core/metric-catalogue/metric';
import { appliesTo, dashReason, METRIC_CATALOGUE, metricById, rateReference, readMetric } from '../sim-core/metric-catalogue/registry';
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
  return formatNumberIn(name, value, { unit: d.unit, scale: 1, digits: d.digits }, against);
}

/**
 * The unit a lesson shows a metric in, beside the runs it was read from: the unit the summary
 * table gives it. Rates and sizes take the SI prefix the summary's column takes (a flow metric:
 * chosen over every flow of every run, as the column and the per-flow line are; a run or link
 * metric: over its values), so a check says "0.60 Mbit/s" where the summary and the per-flow line
 * say 0.60, not "596.0 kbit/s" (phone trial 06:30: 0.37 Mbit/s in one check, 596.0 kbit/s in
 * the next; "9422.1 kbit/s" beside the summary's 9.42 Mbit/s). Other kinds have one unit each (ms,
 * %, s, packets), the lesson's. Thresholds in lesson files stay in the lesson unit (kbit/s);
 * they are shown converted.
 */
export function lessonUnit(name: MetricName, runs: readonly SimResult[], values: readonly number[] = [], onlyKind?: string): DisplayUnit {
  const d = METRICS[name];
  const m = metricById(d.id);
  const fixed = FIXED_UNIT[m.kind];
  if (m.kind !== 'rate' && m.kind !== 'bytes') return { unit: d.unit, scale: 1, digits: d.digits };
  // `onlyKind`: a figure of one kind of flow (the downloads' spread) takes its digits from those
  // flows alone: chosen with the call's 70.7 kbit/s beside them, the downloads read "0.9877–3.8815".
  const stored =
    m.scope === 'flow'
      ? runs.flatMap((r) => r.flows.flatMap((f, i) => (f.kind === 'web' || !appliesTo(m, f.kind) || (onlyKind !== undefined && f.kind !== onlyKind) ? [] : [readMetric(m, r, { flow: i })])))
      : values.map((v) => v / fixed.scale);
  // A rate's prefix also from the bottleneck's rate, as the summary's: one unit in every step of a scenario.
  const u = displayUnit(m.kind, stored.length ? stored : values.map((v) => v / fixed.scale), m.digits, m.kind === 'rate' ? rateReference(runs) : undefined);
  // From the lesson unit (kbit/s) to the shown one.
  return { unit: u.unit, scale: u.scale / fixed.scale, digits: u.digits };
}

/** A value in the lesson unit, as a plain number in `u` (enough digits beside a threshold not to read as equal to it). */
export function formatNumberIn(name: MetricName, value: number, u: DisplayUnit, against?: number): string {
  const d = METRICS[name];
  if (!Number.isFinite(value)) return `not measured (${dashReason(metricById(d.id))})`;
  const x = value * u.scale;
  let digits = u.digits;
  if (against !== undefined && Number.isFinite(against) && value !== against) {
    const y = against * u.scale;
    while (digits < u.digits + 4 && x.toFixed(digits) === y.toFixed(digits)) digits++;
  }
  return x.toFixed(digits);
}

/** The same with its unit ("0.60 Mbit/s", "35.2 ms", "12"). */
export function formatIn(name: MetricName, value: number, u: DisplayUnit, against?: number): string {
  const n = formatNumberIn(name, value, u, against);
  return !Number.isFinite(value) || u.unit === '' ? n : `${n} ${u.unit}`;
}

/** A threshold from a lesson file (in the lesson unit) in `u`, as written: no trailing zeros ("0.5 Mbit/s"). */
export function thresholdIn(value: number, u: DisplayUnit): string {
  const n = String(Number((value * u.scale).toPrecision(8)));
  return u.unit === '' ? n : ` ${n} ${u.unit}`.trimStart();
}
