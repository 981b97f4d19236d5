import { z } from 'zod';
import type { SimResult } from '../sim-core/scenario/result';
import { formatIn, formatNumberIn, lessonUnit, METRIC_NAMES, METRICS, thresholdIn, type MetricName } from './metrics';
import type { DisplayUnit } from '../sim-core/metric-catalogue/format';
import { describeMetric, metricById } from '../sim-core/metric-catalogue/registry';

/**
 * Checks are data: a predicate over a run (or over a small sweep of runs) built from the
 * metric registry and a comparison. They are evaluated on the run the student made, and every
 * figure they read is reported back; no answer is stored in a lesson.
 */
export const MetricRefSchema = z
  .strictObject({
    metric: z.enum(METRIC_NAMES),
    /** Index of the flow, as in override paths (flows.2 is the third flow). */
    flow: z.int().min(0).max(999).optional(),
    /** Index of the link; the bottleneck when left out. */
    link: z.int().min(0).max(99).optional(),
    /** TCP variant (reno, vegas, sack, tahoe, …) for variant metrics. */
    variant: z.string().min(1).max(20).optional(),
  })
  .superRefine((m, ctx) => {
    const scope = METRICS[m.metric].scope;
    if (scope === 'flow' && m.flow === undefined) ctx.addIssue({ code: 'custom', message: `${m.metric} needs "flow" (which flow, counted from 0)` });
    if (scope === 'variant' && m.variant === undefined) ctx.addIssue({ code: 'custom', message: `${m.metric} needs "variant"` });
    if (scope !== 'flow' && m.flow !== undefined) ctx.addIssue({ code: 'custom', message: `${m.metric} does not read a flow` });
    if (scope !== 'link' && m.link !== undefined) ctx.addIssue({ code: 'custom', message: `${m.metric} does not read a link` });
    if (scope !== 'variant' && m.variant !== undefined) ctx.addIssue({ code: 'custom', message: `${m.metric} does not read a variant` });
  });
export type MetricRef = z.infer<typeof MetricRefSchema>;

const Op = z.enum(['>', '>=', '<', '<=']);
export type Op = z.infer<typeof Op>;

/** "metric op value", or "metric op times × other metric". */
const CompareSchema = z.union([
  z.strictObject({ compare: MetricRefSchema, op: Op, value: z.number().finite() }),
  z.strictObject({ compare: MetricRefSchema, op: Op, times: z.number().finite().positive(), of: MetricRefSchema }),
]);
export type Compare = z.infer<typeof CompareSchema>;

/** One comparison, or several that must all hold. */
export const PredicateSchema = z.union([CompareSchema, z.strictObject({ all: z.array(CompareSchema).min(1).max(6) })]);
export type Predicate = z.infer<typeof PredicateSchema>;

/** A sweep: one setting (override path) over a few values, applied to the student's scenario. */
export const SweepSchema = z.strictObject({
  param: z.string().min(1).max(120),
  /** What the setting is, for the figures (e.g. "late flow starts at (s)"); the path when left out. */
  label: z.string().min(1).max(60).optional(),
  values: z.array(z.number().finite()).min(2).max(16),
});
export type Sweep = z.infer<typeof SweepSchema>;

const Stat = z.enum(['max', 'min', 'median', 'spread']);
export type Stat = z.infer<typeof Stat>;

export const CheckSchema = z.union([
  /**
   * `show`: figures of the same run shown beside the judged ones, not judged (what the step's
   * explanation speaks of: the mean queue behind a delay, a flow's retransmissions beside its drops).
   */
  z.strictObject({ run: PredicateSchema, show: z.array(MetricRefSchema).min(1).max(6).optional() }),
  /** The predicate must hold in every (or some) run of the sweep. */
  z.strictObject({ sweep: SweepSchema, require: z.enum(['every', 'some']), each: PredicateSchema }),
  /** A statistic of one metric over the sweep's runs, compared with a value. */
  z.strictObject({ sweep: SweepSchema, stat: Stat, of: MetricRefSchema, op: Op, value: z.number().finite() }),
]);
export type Check = z.infer<typeof CheckSchema>;

export function checkSweep(c: Check): Sweep | null {
  return 'sweep' in c ? c.sweep : null;
}

/** One figure read from a run, as shown to the student. */
export interface Figure {
  /** What was measured, e.g. "flow 3 (third): elapsed time". */
  label: string;
  /** The same in a few words for a table's column head, e.g. "flow 3 elapsed" (refShort). */
  short?: string;
  /** The measured value with its unit. */
  value: string;
  /** The figure's definition and the window it covers in the run (the catalogue's describeMetric: "… Over the measurement window, 10.00–30.00 s of the run's 0.00–30.00 s."), for its tooltip. */
  about?: string;
  /** The catalogue's short line for reading the figure (metric.ts, readAs), said beside it, not only in the tooltip. */
  readAs?: string;
  /** The same as a plain number, and its unit, for a table that names the unit once in its column head. */
  number?: string;
  unit?: string;
  /** What it had to be, e.g. "> 25 s", or "" for a figure only shown. */
  needs: string;
  ok: boolean | null;
  /** For a sweep: the run it was read from, e.g. "late flow's start = 2". */
  at?: string;
}

export interface Verdict {
  pass: boolean;
  /** False when a figure could not be measured (NaN), e.g. a flow that never finished. */
  measurable: boolean;
  figures: Figure[];
}

function refLabel(ref: MetricRef, r: SimResult | null): string {
  const d = METRICS[ref.metric];
  if (ref.flow !== undefined) {
    const name = r?.flows[ref.flow]?.name;
    return `flow ${ref.flow + 1}${name ? ` (${name})` : ''}: ${d.label}`;
  }
  if (ref.variant !== undefined) return `${ref.variant}: ${d.label}`;
  if (ref.link !== undefined) return `link ${ref.link + 1}${r?.links[ref.link] ? ` (${r.links[ref.link].name})` : ''}: ${d.label}`;
  return d.scope === 'link' ? `bottleneck: ${d.label}` : d.label;
}

/** A measured quantity in a few words (a column head of a sweep's figures): "flow 3 elapsed". */
function refShort(ref: MetricRef): string {
  const d = METRICS[ref.metric];
  if (ref.flow !== undefined) return `flow ${ref.flow + 1} ${d.short}`;
  if (ref.variant !== undefined) return `${ref.variant} ${d.short}`;
  if (ref.link !== undefined) return `link ${ref.link + 1} ${d.short}`;
  return d.short;
}

export function readMetric(ref: MetricRef, r: SimResult): number {
  return METRICS[ref.metric].read(r, ref);
}

/** One figure read from several runs, in one unit (as a verdict shows it): its label, and each run's value. */
export function figureAcross(ref: MetricRef, runs: readonly SimResult[]): { label: string; values: string[] } {
  const xs = runs.map((r) => readMetric(ref, r));
  const u = unitsFor(runs)(ref.metric, xs);
  return { label: refLabel(ref, runs[0] ?? null), values: xs.map((x) => formatIn(ref.metric, x, u)) };
}

function holds(a: number, op: Op, b: number): boolean {
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
  }
}

/** The unit each metric is shown in beside the runs a verdict reads (one per metric: metrics.ts, lessonUnit). */
type Units = (name: MetricName, values?: number[]) => DisplayUnit;

function unitsFor(runs: readonly SimResult[]): Units {
  const memo = new Map<string, DisplayUnit>();
  return (name, values = []) => {
    const d = METRICS[name];
    // A flow metric's unit is its summary column's, over every flow; another's, over its values here.
    const key = d.scope === 'flow' ? name : `${name}:${values.join(',')}`;
    let u = memo.get(key);
    if (!u) memo.set(key, (u = lessonUnit(name, runs, values)));
    return u;
  };
}

/** "> 0.5 Mbit/s", "< 100 ms", "> 95 %": a threshold in the unit its figure is shown in. */
function needsText(op: Op, value: number, u: DisplayUnit): string {
  return `${op} ${thresholdIn(value, u)}`;
}

/** A figure's value: with its unit, and as a plain number beside the unit on its own. */
function shown(name: MetricName, v: number, r: SimResult, u: DisplayUnit, against?: number): Pick<Figure, 'value' | 'number' | 'unit' | 'about' | 'readAs'> {
  const m = metricById(METRICS[name].id);
  return { value: formatIn(name, v, u, against), number: formatNumberIn(name, v, u, against), unit: u.unit, about: describeMetric(m, r), readAs: m.readAs };
}

/**
 * A bound set by another figure, in plain numbers first: "< 35.3 ms (flow 1's one-way delay,
 * mean)", "< 1.02 Mbit/s (0.85 × sack's mean goodput, 1.20 Mbit/s)". Bloat9 finding 3: FQ-CoDel's
 * check read "< 1 × 35.3 ms = 35.3 ms", a formula where one number was meant.
 */
function relativeNeeds(c: Extract<Compare, { times: number }>, bound: string, of: string): string {
  const whose = ofWords(c.of);
  return c.times === 1 ? `${c.op} ${bound} (${whose})` : `${c.op} ${bound} (${c.times} × ${whose}, ${of})`;
}

/** Whose figure a bound is ("flow 1's one-way delay, mean"), for relativeNeeds. */
function ofWords(ref: MetricRef): string {
  const d = METRICS[ref.metric];
  if (ref.flow !== undefined) return `flow ${ref.flow + 1}'s ${d.label}`;
  if (ref.variant !== undefined) return `${ref.variant}'s ${d.label}`;
  if (ref.link !== undefined) return `link ${ref.link + 1}'s ${d.label}`;
  return `the ${d.label}`;
}

function evalCompare(c: Compare, r: SimResult, units: Units): Figure[] {
  const a = readMetric(c.compare, r);
  if ('value' in c) {
    const ok = Number.isFinite(a) ? holds(a, c.op, c.value) : null;
    const u = units(c.compare.metric, [a, c.value]);
    return [{ label: refLabel(c.compare, r), short: refShort(c.compare), ...shown(c.compare.metric, a, r, u, c.value), needs: needsText(c.op, c.value, u), ok }];
  }
  const b = readMetric(c.of, r);
  const bound = c.times * b;
  const ok = Number.isFinite(a) && Number.isFinite(b) ? holds(a, c.op, bound) : null;
  // The figure and the one it is compared with in one unit (they are the same kind of figure).
  const u = units(c.compare.metric, [a, b]);
  const uOf = c.of.metric === c.compare.metric ? u : units(c.of.metric, [b]);
  return [
    { label: refLabel(c.of, r), short: refShort(c.of), ...shown(c.of.metric, b, r, uOf), needs: '', ok: null },
    {
      label: refLabel(c.compare, r),
      short: refShort(c.compare),
      ...shown(c.compare.metric, a, r, u, bound),
      needs: relativeNeeds(c, Number.isFinite(bound) ? formatIn(c.compare.metric, bound, u) : '?', formatIn(c.of.metric, b, uOf)),
      ok,
    },
  ];
}

function predicateFigures(p: Predicate, r: SimResult, units: Units): Figure[] {
  return 'all' in p ? p.all.flatMap((c) => evalCompare(c, r, units)) : evalCompare(p, r, units);
}

function verdictOf(figures: Figure[]): Verdict {
  const judged = figures.filter((f) => f.needs !== '');
  const measurable = judged.every((f) => f.ok !== null);
  return { pass: measurable && judged.every((f) => f.ok === true), measurable, figures };
}

/**
 * A sweep's units: each metric the predicate reads, in one unit over every run of the sweep (the
 * values of all its runs, and its thresholds), so that a column of the table does not change
 * prefix from row to row.
 */
function sweepUnitsFor(p: Predicate, runs: readonly SimResult[]): Units {
  const base = unitsFor(runs);
  const compares = 'all' in p ? p.all : [p];
  const values = new Map<string, number[]>();
  const add = (name: string, xs: number[]) => values.set(name, [...(values.get(name) ?? []), ...xs]);
  for (const c of compares) {
    add(c.compare.metric, [...runs.map((r) => readMetric(c.compare, r)), ...('value' in c ? [c.value] : [])]);
    if ('of' in c) add(c.of.metric, runs.map((r) => readMetric(c.of, r)));
  }
  return (name) => base(name, values.get(name) ?? []);
}

/** A run's result for one value of a sweep. */
export interface SweepPoint {
  value: number;
  result: SimResult;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function statOf(stat: Stat, xs: number[]): number {
  if (xs.length === 0 || xs.some((x) => !Number.isFinite(x))) return Number.NaN;
  switch (stat) {
    case 'max':
      return Math.max(...xs);
    case 'min':
      return Math.min(...xs);
    case 'median':
      return median(xs);
    case 'spread':
      return Math.max(...xs) - Math.min(...xs);
  }
}

/**
 * Evaluate a check. A run check reads `run`; a sweep check reads `points` (one per sweep
 * value, in any order). Throws if the needed results are missing.
 */
export function evaluateCheck(check: Check, run: SimResult | null, points: SweepPoint[] = []): Verdict {
  if ('run' in check) {
    if (!run) throw new Error('this check needs a finished run');
    const units = unitsFor([run]);
    const shownOnly: Figure[] = (check.show ?? []).map((ref) => {
      const v = readMetric(ref, run);
      return { label: refLabel(ref, run), short: refShort(ref), ...shown(ref.metric, v, run, units(ref.metric, [v])), needs: '', ok: null };
    });
    return verdictOf([...predicateFigures(check.run, run, units), ...shownOnly]);
  }
  const { param, values } = check.sweep;
  const name = check.sweep.label ?? param;
  const byValue = new Map(points.map((p) => [p.value, p.result]));
  const missing = values.filter((v) => !byValue.has(v));
  if (missing.length) throw new Error(`the sweep has no run for ${param} = ${missing.join(', ')}`);
  // One unit per column of the sweep's table: chosen over every run of the sweep.
  const allRuns = values.map((v) => byValue.get(v)!);
  if ('each' in check) {
    const sweepUnits = sweepUnitsFor(check.each, allRuns);
    const per = values.map((v) => ({ v, verdict: verdictOf(predicateFigures(check.each, byValue.get(v)!, sweepUnits)) }));
    const figures: Figure[] = per.flatMap(({ v, verdict }) =>
      verdict.figures.filter((f) => f.needs !== '').map((f) => ({ ...f, at: `${name} = ${v}` })),
    );
    const passes = per.filter((p) => p.verdict.pass).length;
    const pass = check.require === 'every' ? passes === per.length : passes > 0;
    const summary: Figure = {
      label: `runs where it holds`,
      value: `${passes} of ${per.length}`,
      needs: check.require === 'every' ? `all ${per.length}` : 'at least 1',
      ok: pass,
    };
    return { pass, measurable: true, figures: [summary, ...figures] };
  }
  const xs = values.map((v) => readMetric(check.of, byValue.get(v)!));
  const s = statOf(check.stat, xs);
  const first = byValue.get(values[0])!;
  const u = unitsFor(allRuns)(check.of.metric, [...xs, s, check.value]);
  const figures: Figure[] = values.map((v, i) => ({ label: refLabel(check.of, first), short: refShort(check.of), ...shown(check.of.metric, xs[i], byValue.get(v)!, u), needs: '', ok: null, at: `${name} = ${v}` }));
  const ok = Number.isFinite(s) ? holds(s, check.op, check.value) : null;
  figures.unshift({ label: `${check.stat} over the sweep of ${refLabel(check.of, first)}`, value: formatIn(check.of.metric, s, u, check.value), about: describeMetric(metricById(METRICS[check.of.metric].id), first), needs: needsText(check.op, check.value, u), ok });
  return verdictOf(figures);
}
