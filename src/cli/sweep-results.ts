/**
 * What a sweep writes from its runs (its per-run × per-flow --out CSV is flatten's table of its
 * output lines, flatten-command.ts): the summary per
 * configuration and value combination (--summary, CSV or JSON, and the table on stdout). Every
 * file carries its provenance (tool version and commit, configuration, source preset or file,
 * --set edits, swept values, seed, scenario and trace hash, and per flow its number from 1, name,
 * kind and actual start) and nothing of the clock or the host.
 */
import { describe, describeFlowMetric, exceptionCount, MEDIAN_CI_METHOD, type Describe } from '../sim-core';
import { type ReplicatedMetric, type Roles } from '../sim-core';
import { baseUnit, flowCsvColumns, hasNumberAt, metricById } from '../sim-core';
import { csvLine } from './csv';
import type { RunSummaryObject } from './output';
import { toolIdentity, scenarioHash } from './provenance';
import type { PlannedRun, SweepPlan } from './sweep-plan';
import { DASH, fixed } from './table';

/** One finished run of the sweep: what it was and its whole summary. */
export interface SweepOutcome {
  run: PlannedRun;
  summary: RunSummaryObject;
}

/** One row of the summary: a configuration at one combination of the swept values. */
export interface SummaryRow {
  config: string;
  /** The swept values; NaN for a setting the configuration lacks (a baseline: it ran unchanged at every value of it). */
  values: number[];
  /** The configuration lacks a swept setting: this row stands for all of that setting's values, once. */
  baseline: boolean;
  /** The metric's statistics by the catalogue's censoring rule (experiments/censoring.ts). */
  stats: Describe;
  /** Runs in which the flow finished (its transfer; a flow of unlimited size never does). */
  completed: number;
  /** Runs in which the late flow took longer than the fastest big flow (with --big-flows/--late-flow). */
  exceptions?: number;
  /** Runs in which neither the late flow nor the fastest big flow finished: not known either way. */
  undecided?: number;
}

export const CI_METHOD = MEDIAN_CI_METHOD;
export const CENSORING_RULE =
  'an unfinished flow counts as longer than it was observed, to the end of its run (censored): quantiles and the interval of the median stay defined while the censored runs lie beyond them and read "> T" otherwise; mean and sd cover the finished runs only (meanOver of n)';

const sameValues = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, k) => v === b[k]);

/** Did the flow not finish although it has a size (a bulk flow of unlimited size never "finishes")? */
export function unfinished(s: RunSummaryObject, flow: number): boolean {
  const f = s.flows[flow];
  return f.kind === 'tcp' && f.bytes !== null && f.bytes !== undefined && !f.summary.completed;
}

/** Does a summary row stand for these swept values (a baseline's NaN stands for every value)? */
export const rowCovers = (r: Pick<SummaryRow, 'values'>, values: readonly number[]): boolean => r.values.every((v, k) => Number.isNaN(v) || v === values[k]);

/**
 * Summary rows in plan order: configurations, then value combinations (first setting slowest).
 * The baseline rule: a configuration that lacks a swept setting ran the same scenario at each of
 * its values, so it gets one row for them all (the setting NaN, `baseline` true) from the runs at
 * the setting's first value; a row per value would repeat it and count its runs several times.
 */
export function summaryRows(plan: SweepPlan, combos: number[][], outcomes: readonly SweepOutcome[], flow: number, metric: ReplicatedMetric, roles?: Roles): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const c of plan.configs) {
    const lacks = plan.settings.map((st) => !hasNumberAt(c.scenario, st.path));
    const baseline = lacks.some(Boolean);
    for (const values of combos) {
      // A baseline's row is made once, at the first value of each setting it lacks.
      if (values.some((v, k) => lacks[k] && v !== plan.settings[k].values[0])) continue;
      const mine = outcomes.filter((o) => o.run.meta.config === c.name && sameValues(o.run.values, values)).map((o) => o.summary);
      if (mine.length === 0) continue;
      const m = metricById(metric);
      // A run metric (Jain's index, the Vegas/Reno ratio) was read by the catalogue in the run (metrics.run).
      const stats =
        m.scope === 'flow'
          ? describeFlowMetric(m, mine.map((s) => ({ kind: s.flows[flow].kind, summary: s.flows[flow].summary, endTime: s.endTime })))
          : describe(mine.map((s) => (typeof s.metrics.run[metric] === 'number' ? s.metrics.run[metric] : Number.NaN)));
      const completed = mine.filter((s) => s.flows[flow].summary.completed).length;
      rows.push({ config: c.name, values: values.map((v, k) => (lacks[k] ? Number.NaN : v)), baseline, stats, completed, ...(roles ? exceptionCount(mine.map((s) => s.flows.map((f) => f.summary)), roles) : {}) });
    }
  }
  return rows;
}

/** "12.39 [9.91, 14.33]", with "> 15.00" where a quantile lies among unfinished runs. */
export function medianCell(s: Describe, show: (v: number) => string = (x) => fixed(x, 2)): string {
  const v = (x: number) => (Number.isFinite(x) ? show(x) : x === Number.POSITIVE_INFINITY && s.unfinished > 0 ? `> ${show(s.above)}` : DASH);
  const unfinishedNote = s.unfinished > 0 ? ` (${s.n - s.unfinished} of ${s.n} finished)` : '';
  return `${v(s.median)} [${v(s.q1)}, ${v(s.q3)}]${unfinishedNote}`;
}

/** `meanOver`: the finished runs the mean and sd are taken over (n − censored): they leave the censored runs out, and say so beside them. */
export const SUMMARY_STATS = ['n', 'completed', 'censored', 'min', 'q1', 'median', 'q3', 'max', 'mean', 'sd', 'meanOver', 'ciLow', 'ciHigh', 'censoredAbove'] as const;

/** A statistic as a file holds it: a number, or empty (null in JSON) where unknown or censored ("> censoredAbove"). */
const known = (x: number) => (Number.isFinite(x) ? x : null);

function statCells(r: SummaryRow): (number | null)[] {
  const s = r.stats;
  return [s.n, r.completed, s.unfinished, s.min, s.q1, s.median, s.q3, s.max, s.mean, s.sd, s.n - s.unfinished, s.ciLow, s.ciHigh, s.above].map(known);
}

/**
 * The summary's column after the swept settings: true on a baseline's row (its configuration
 * lacks a swept setting, whose cell is empty), so grouping by a setting does not count it twice.
 */
export const BASELINE = 'baseline';

/** The --set edits as one CSV cell: JSON of {path: value}, empty when there are none. */
export const setsCell = (sets: Record<string, unknown>): string => (Object.keys(sets).length ? JSON.stringify(sets) : '');

/**
 * The summary as CSV: one row per configuration and value combination. Its provenance: the
 * configuration's source and the --set edits (`sets`, as in --out), one column per swept setting,
 * the metric by its catalogue id and its stored unit, the flow by number (from 1) and name.
 */
export function summaryCsv(plan: SweepPlan, rows: readonly SummaryRow[], flow: number, flowName: string, metric: ReplicatedMetric): string {
  const t = toolIdentity();
  const withExceptions = rows.some((r) => r.exceptions !== undefined);
  const head = ['tool', 'commit', 'config', 'source', 'sets', ...plan.settings.map((s) => s.path), BASELINE, 'replications', 'metric', 'unit', FLOW_ID, NAME, ...SUMMARY_STATS, ...(withExceptions ? ['exceptions', 'undecided'] : [])];
  const lines = [csvLine(head)];
  const sets = setsCell(Object.fromEntries(plan.sets));
  const source = new Map(plan.configs.map((c) => [c.name, c.source]));
  const unit = baseUnit(metricById(metric));
  for (const r of rows) lines.push(csvLine([t.version, t.commit, r.config, source.get(r.config) ?? '', sets, ...r.values.map((v) => (Number.isNaN(v) ? '' : v)), r.baseline, plan.replications, metric, unit, flow + 1, flowName, ...statCells(r), ...(withExceptions ? [r.exceptions ?? '', r.undecided ?? ''] : [])]));
  return lines.join('');
}

/** The summary as JSON: the method and rule stated once, then the rows. */
export function summaryJson(plan: SweepPlan, rows: readonly SummaryRow[], flow: number, flowName: string, metric: ReplicatedMetric): string {
  return `${JSON.stringify(
    {
      tool: toolIdentity(),
      metric,
      unit: baseUnit(metricById(metric)),
      flow: { number: flow + 1, name: flowName },
      replications: plan.replications,
      firstSeed: plan.firstSeed,
      settings: plan.settings,
      sets: Object.fromEntries(plan.sets),
      configs: plan.configs.map((c) => ({ name: c.name, source: c.source, scenarioHash: scenarioHash(c.scenario) })),
      confidenceInterval: CI_METHOD,
      censoring: CENSORING_RULE,
      rows: rows.map((r) => ({
        config: r.config,
        // A baseline's row has no value of the setting it lacks, and says it is a baseline.
        values: Object.fromEntries(plan.settings.flatMap((s, k) => (Number.isNaN(r.values[k]) ? [] : [[s.path, r.values[k]]]))),
        baseline: r.baseline,
        ...Object.fromEntries(SUMMARY_STATS.map((k, i) => [k, statCells(r)[i]])),
        ...(r.exceptions !== undefined ? { exceptions: r.exceptions, undecided: r.undecided } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** The catalogue's identity columns of a flow (its CSVs start with them): flow (from 1), name, variant, start_s. */
const [FLOW_ID, NAME] = flowCsvColumns();
