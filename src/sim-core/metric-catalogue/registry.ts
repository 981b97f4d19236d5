import type { SimResult } from '../scenario/result';
import { webResultOf } from '../scenario/result';
import { FLOW_METRICS } from './flow-metrics';
import { displayUnit, formatDiffInUnit, formatInUnit, formatValue, withUnit, type DisplayUnit } from './format';
import { LINK_METRICS } from './link-metrics';
import { BASE_UNIT, type FlowKind, type FlowMetric, type FlowView, type Metric, type MetricKind, type MetricScope, type MetricSelector, type MetricUse, type ResultMetric } from './metric';
import { RUN_METRICS } from './run-metrics';

/**
 * The metric catalogue: every figure the product shows, once. Surfaces take their lists from
 * here: `metricsFor(scope, use)` for a table's columns or rows, `readMetric` for a value,
 * `formatMetric` for its text, `FLOW_CSV_COLUMNS` for a CSV's header. docs/metrics.md holds the
 * generated table (a test keeps it in sync).
 */
export const METRIC_CATALOGUE: readonly Metric[] = [...FLOW_METRICS, ...LINK_METRICS, ...RUN_METRICS];

const BY_ID = new Map<string, Metric>();
for (const m of METRIC_CATALOGUE) {
  for (const key of [m.id, ...(m.aliases ?? [])]) {
    if (BY_ID.has(key)) throw new Error(`metric id or alias "${key}" is used twice`);
    BY_ID.set(key, m);
  }
}

/** The metric with this id or former name, or undefined. */
export function findMetric(idOrAlias: string): Metric | undefined {
  return BY_ID.get(idOrAlias);
}

export function metricById(idOrAlias: string): Metric {
  const m = BY_ID.get(idOrAlias);
  if (!m) throw new RangeError(`unknown metric "${idOrAlias}"`);
  return m;
}

/** Every id and former name a person may type (lesson files, --metric, saved settings). */
export const METRIC_KEYS = [...BY_ID.keys()] as [string, ...string[]];

export function metricsFor(scope: 'flow', use?: keyof MetricUse): FlowMetric[];
export function metricsFor(scope: Exclude<MetricScope, 'flow'>, use?: keyof MetricUse): ResultMetric[];
export function metricsFor(scope: MetricScope | readonly MetricScope[], use?: keyof MetricUse): Metric[];
export function metricsFor(scope: MetricScope | readonly MetricScope[], use?: keyof MetricUse): Metric[] {
  const scopes: readonly MetricScope[] = typeof scope === 'string' ? [scope] : scope;
  return METRIC_CATALOGUE.filter((m) => scopes.includes(m.scope) && (use === undefined || m.use[use]));
}

/** Whether a flow metric exists for this kind of flow (a UDP flow has no handshake). */
export function appliesTo(m: FlowMetric, kind: FlowKind): boolean {
  return m.kinds.includes(kind);
}

/**
 * A metric's label for these runs (results, or the scenarios they come from): without UDP flows
 * named when none of them has one (the catalogue's labelWithoutUdp). Every place that labels a
 * figure asks here: the exported slide said "(…, TCP and UDP flows)" of a run the A/B table
 * labelled "(…, TCP flows)" (phone-2235, confusion 12).
 */
export function labelOn(m: Metric, runs: readonly { flows: readonly { kind: string }[] }[]): string {
  const hasUdp = runs.some((r) => r.flows.some((f) => f.kind === 'cbr'));
  return !hasUdp && m.labelWithoutUdp ? m.labelWithoutUdp : m.label;
}

/** What the flow metrics read of flow `i` of a result. */
export function flowView(r: SimResult, i: number): FlowView {
  const f = r.flows[i];
  if (!f) throw new RangeError(`the run has no flow ${i + 1}`);
  return { kind: f.kind, summary: f.summary, web: webResultOf(r, i) };
}

/** A flow metric's value for a flow, NaN where it does not apply to that kind of flow. */
export function readFlow(m: FlowMetric, f: FlowView): number {
  return appliesTo(m, f.kind) ? m.read(f) : Number.NaN;
}

/** A metric's value in a result (stored unit: s, bit/s, bytes, shares 0…1). */
export function readMetric(idOrMetric: string | Metric, r: SimResult, sel: MetricSelector = {}): number {
  const m = typeof idOrMetric === 'string' ? metricById(idOrMetric) : idOrMetric;
  if (m.scope === 'flow') return readFlow(m, flowView(r, sel.flow ?? -1));
  return m.read(r, sel);
}

/** A value as every table shows it ("3.21 s", "830.0 kbit/s", "97.2 %", "—"). */
export function formatMetric(idOrMetric: string | Metric, v: number): string {
  const m = typeof idOrMetric === 'string' ? metricById(idOrMetric) : idOrMetric;
  return formatValue(m.kind, v, m.digits);
}

/**
 * How one metric is shown in one table: a single display unit chosen once from the catalogue's
 * kind and the largest of the values the table shows for it (every flow's row, A and B), named in
 * the head, with plain numbers in the cells. Every surface with a per-flow table (the Explore
 * summary, the A/B rows, the lesson's per-flow line, the presentation strip, the CLI's tables)
 * formats through this, so one column never mixes kbit/s with Mbit/s nor repeats its unit.
 */
export interface ColumnFormat<M extends Metric = Metric> extends DisplayUnit {
  metric: M;
  /** The short name with the unit: "Goodput (Mbit/s)". */
  head: string;
  /** The whole label with the unit: "Goodput over its active time (Mbit/s)". */
  label: string;
  /** A value as a plain number in the unit ("9.87"), a dash where there is none. */
  cell(v: number): string;
  /** B − A in the unit, signed ("+0.42", "−3", "±0.0"). */
  diff(d: number): string;
}

/**
 * `reference`: a rate stable for the scenario (rateReference), so that a rate column's unit does
 * not change between runs of one scenario (displayUnit); without it, the values' largest decides.
 */
export function columnFormat<M extends Metric>(m: M, values: readonly number[], reference?: number): ColumnFormat<M> {
  const u = displayUnit(m.kind, values, m.digits, reference);
  return {
    ...u,
    metric: m,
    head: withUnit(m.short, u.unit),
    label: withUnit(m.label, u.unit),
    cell: (v) => formatInUnit(v, u),
    diff: (d) => formatDiffInUnit(d, u),
  };
}

/**
 * The rate every rate figure of runs is shown against: the largest bottleneck rate among them (a
 * shaped link's shaped rate). It is the scenario's, not a run's outcome, so the unit it gives
 * holds across every run of one scenario and A beside B (columnFormat's `reference`).
 */
export function rateReference(runs: readonly (Pick<SimResult, 'links' | 'aggregate'> | null | undefined)[]): number {
  let top = Number.NaN;
  for (const r of runs) {
    const link = r?.links[r.aggregate.bottleneck];
    const rate = link ? (link.shapedRateBps ?? link.rateBps) : Number.NaN;
    if (Number.isFinite(rate) && !(rate <= top)) top = rate;
  }
  return top;
}

/** The kinds of flow in words, for "UDP flows only". */
const KIND_WORDS: Record<FlowKind, string> = { tcp: 'TCP flows', cbr: 'UDP flows', web: 'web traffic' };

/**
 * Why a metric shows a dash: for a flow it does not exist for, the kinds it exists for ("UDP
 * flows only"); for a TCP flow of unlimited size (`size` null), the entry's `missingUnlimited`
 * ("never ends (an unlimited transfer)"); else the entry's own reason (`missing`: "the flow has
 * not finished"). Every surface shows this text where a reader sees the dash (beside it, or in a
 * note under its table), never only in a hover tooltip (a phone and a keyboard have none).
 */
export function dashReason(m: Metric, kind?: FlowKind, size?: number | null): string {
  if (m.scope === 'flow' && kind !== undefined && !appliesTo(m, kind)) {
    const only = m.kinds.map((k) => KIND_WORDS[k]);
    return `${only.join(' and ')} only${m.kinds.includes('web') ? '' : kind === 'web' ? ' (web traffic is counted by its responses)' : m.notForWhy ? `: ${m.notForWhy}` : ''}`;
  }
  if (m.scope === 'flow' && kind === 'tcp' && size === null && m.missingUnlimited) return m.missingUnlimited;
  return m.missing ?? 'not measured in this run';
}

/** The measurement window's span in a run: "5.00–30.00 s". */
export function windowSpan(r: Pick<SimResult, 'window'>): string {
  return `${r.window.from.toFixed(2)}–${r.window.to.toFixed(2)} s`;
}

/** The catalogue's words for the measurement window (each entry's `window`). */
const MEASUREMENT_WINDOW = 'the measurement window';

/**
 * A metric's window in words with the span it covers in this run: "the measurement window,
 * 5.00–30.00 s of the run's 0.00–30.00 s" (the glossary's measurement-window term says what that
 * is); other windows as the entry words them. Every tooltip and description of a figure (the
 * summary's, the A/B table's, a lesson's, the strip's) takes it from here.
 */
export function windowWords(m: Pick<Metric, 'window'>, r: Pick<SimResult, 'window' | 'endTime'>): string {
  if (m.window !== MEASUREMENT_WINDOW) return m.window;
  return `${MEASUREMENT_WINDOW}, ${windowSpan(r)} of the run's 0.00–${r.endTime.toFixed(2)} s`;
}

/** The catalogue's words for the whole run (each entry's `window`). */
const WHOLE_RUN = 'the whole run';

/** "5–30 s": a span in seconds without needless zeros, for a heading read at a glance. */
function shortSpan(from: number, to: number): string {
  const t = (x: number) => String(Number(x.toFixed(2)));
  return `${t(from)}–${t(to)} s`;
}

/** Whether the measurement window leaves part of the run out. */
function partialWindow(r: Pick<SimResult, 'window' | 'endTime'>): boolean {
  return r.window.from > 1e-9 || r.window.to < r.endTime - 1e-9;
}

/**
 * The span one figure covers, in a few words beside it: "5–30 s" (the measurement window),
 * "0–30 s" (the whole run, or a window that is the whole run), else the entry's window words
 * ("each flow's active time"). A student read "whole run · window 5.00–30.00 s" above a block of
 * figures as claiming both at once (bufferbloat trial 20:10).
 */
export function figureSpan(m: Pick<Metric, 'window' | 'scope'>, r: Pick<SimResult, 'window' | 'endTime'>): string {
  if (m.window === MEASUREMENT_WINDOW && partialWindow(r)) return shortSpan(r.window.from, r.window.to);
  if (m.window === MEASUREMENT_WINDOW || m.window === WHOLE_RUN) return shortSpan(0, r.endTime);
  return m.scope === 'flow' && m.window.startsWith("the flow's active time") ? "each flow's active time" : m.window.replace(/ \(.*\)$/, '');
}

/** What a group of figures is, by kind, in a heading ("delays", "rates"). */
const KIND_NOUNS: Record<MetricKind, string> = { time: 'times', delay: 'delays', rate: 'rates', bytes: 'sizes', count: 'counts', packets: 'queue lengths', share: 'shares', ratio: 'ratios' };

/**
 * Which span each figure of a block covers, grouped by the catalogue's window and named by kind:
 * "delays, shares and rates over 5–30 s (the measurement window); counts over the whole run,
 * 0–30 s". `perFlow`: a flow metric shown for every flow, named by its short label ("goodput per
 * flow over each flow's active time").
 */
export function spanHeading(figures: readonly { metric: Metric; perFlow?: boolean }[], r: Pick<SimResult, 'window' | 'endTime'>): string {
  const groups = new Map<string, string[]>();
  for (const { metric: m, perFlow } of figures) {
    const span = figureSpan(m, r);
    const where = m.window === MEASUREMENT_WINDOW && partialWindow(r) ? `over ${span} (the measurement window)` : m.window === MEASUREMENT_WINDOW || m.window === WHOLE_RUN ? `over the whole run, ${span}` : `over ${span}`;
    const noun = perFlow ? `${m.short.toLowerCase()} per flow` : KIND_NOUNS[m.kind];
    const nouns = groups.get(where) ?? [];
    if (!nouns.includes(noun)) nouns.push(noun);
    groups.set(where, nouns);
  }
  const list = (xs: string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  // With no window cutting the run, the whole-run group needs no list of kinds ("rates, shares,
  // delays and ratios over the whole run…" took three lines of a projected block): only the
  // figures over another span are named.
  const partial = partialWindow(r);
  return [...groups]
    .map(([where, nouns]) => (!partial && where.startsWith('over the whole run') ? `${where.slice(0, 1).toUpperCase()}${where.slice(1)}` : `${list(nouns)} ${where}`))
    .join('; ');
}

/** A figure's description for a tooltip or a note: its definition and the window it covers in this run. */
export function describeMetric(m: Metric, r: Pick<SimResult, 'window' | 'endTime'>): string {
  return `${m.definition} Over ${windowWords(m, r)}.`;
}

/** The unit a metric's value is stored in (CSV, JSON): s, bit/s, B, packets, or '' (counts, ratios, shares 0…1). */
export function baseUnit(m: Metric): string {
  return BASE_UNIT[m.kind];
}

/**
 * Columns naming a flow before its figures (not metrics: the scenario's own settings, and the
 * interval its rates cover). Every per-flow table and CSV starts with these.
 */
export interface FlowIdentity {
  /** Flows are numbered from 1 wherever a person reads one. */
  flow: number;
  name: string;
  /** "reno", "UDP CBR", "web". */
  variant: string;
  start: number;
  /** Bytes to send; null: unlimited or not a TCP transfer. */
  size: number | null;
}

/** Why a flow's size shows a dash (a UDP flow's; a TCP flow without one is unlimited, shown as such). */
export const NO_SIZE_REASON = 'a UDP flow sends at a set rate for a set time, not a set number of bytes';

export function flowIdentity(r: SimResult, i: number): FlowIdentity {
  const f = r.flows[i];
  return { flow: i + 1, name: f.name, variant: f.kind === 'cbr' ? 'UDP CBR' : (f.variant ?? ''), start: f.start, size: f.bytes };
}

/** The identity columns of every per-flow CSV, then the active window the rates cover. */
export const FLOW_IDENTITY_COLUMNS = ['flow', 'name', 'variant', 'start_s', 'size_bytes', 'active_from_s', 'active_to_s', 'active_basis'] as const;

/** The per-flow CSV header: identity, then every exported flow metric's column. */
export function flowCsvColumns(): string[] {
  return [...FLOW_IDENTITY_COLUMNS, ...metricsFor('flow', 'export').map((m) => m.column)];
}

/** One CSV row of flow `i`: raw stored values, empty where a figure does not apply. */
export function flowCsvRow(r: SimResult, i: number): (string | number | null)[] {
  const id = flowIdentity(r, i);
  const f = r.flows[i];
  const view = flowView(r, i);
  const w = f.summary.activeWindow;
  const rated = f.kind !== 'web';
  return [
    id.flow,
    id.name,
    id.variant,
    id.start,
    id.size,
    rated ? w.from : null,
    rated ? w.to : null,
    rated ? w.basis : null,
    ...metricsFor('flow', 'export').map((m) => (appliesTo(m, f.kind) ? readFlow(m, view) : null)),
  ];
}

/** The run-level CSV header and row (the bottleneck's figures and the run's). */
export function runCsvColumns(): string[] {
  return metricsFor(['link', 'run'], 'export').map((m) => m.column);
}

export function runCsvRow(r: SimResult): number[] {
  return metricsFor(['link', 'run'], 'export').map((m) => readMetric(m, r));
}

/** The flow metrics sweeps and replications summarise (their ids; the order of the sweep menu). */
export const REPLICATED_METRICS = metricsFor('flow', 'replicate').map((m) => m.id) as [string, ...string[]];

/**
 * The run's metrics sweeps and replications summarise (Jain's index, the Vegas/Reno ratio, system
 * goodput, and the bottleneck's utilization, for the delay/utilization trade-off a bufferbloat
 * sweep is about): one value per run, no flow to choose.
 */
export const REPLICATED_RUN_METRICS = metricsFor(['link', 'run'], 'replicate').map((m) => m.id);
