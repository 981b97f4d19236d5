import { headlineColumn, readHeadline, resolveHeadlines, SYSTEM_GOODPUT, type Headline } from '../../headlines/headlines';
import { appliesTo, dashReason, describeMetric, figureSpan, flowView, metricById, readFlow, spanHeading, withUnit, type FlowMetric, type Metric, type Scenario, type SimResult } from '../../sim-core';
import { flowColumnFormat, measurementWindow } from '../summary/summary-model';
import { flowName } from '../util/flow-name';

/**
 * The "At a glance" block's model: the run's headline numbers (the ones presentation mode's strip
 * shows, src/headlines/) and each flow's goodput, the figure every question needs first, as the
 * summary table has them (one unit per column, the catalogue's text). New users found the per-flow
 * numbers 9 000–11 700 px down a phone's Explore page, and a lecturer saw no goodput at 1080 px
 * (issue 37). The figures are the end of the run's, whatever moment playback shows ("whole run").
 */

/** The block's heading, as the words that point at it elsewhere (the throughput plot's caption) name it. */
export const GLANCE_TITLE = 'At a glance';

/** One figure: its label with the unit, its value as the tables show it, and the catalogue's description. */
export interface GlanceFigure {
  key: string;
  label: string;
  text: string;
  title: string;
  /** The span the figure covers, beside it ("5–30 s", "0–30 s"); empty before the run has a summary. */
  span: string;
  /** The catalogue's glossary term for the figure's name (MetricTerm). */
  term: string;
}

/** One flow's goodput cell: the flow numbered from 1, its name as everywhere (flowName: "flow 3 (third)"); folded before the figures are in, flow 0 and no name. */
export interface GlanceFlowCell {
  flow: number;
  name: string;
  text: string;
  title?: string;
}

/** Each flow's goodput, one cell each; or, for more flows than fit, folded to the lowest and the highest. */
export type GlanceFlows = { kind: 'each'; head: string; cells: GlanceFlowCell[] } | { kind: 'folded'; head: string; count: number; lowest: GlanceFlowCell; highest: GlanceFlowCell; total: GlanceFigure | null };

/** What the block shows: no figure while a lesson step is veiled; "…" while the run computes; the end of run's figures. */
export type ExploreGlance = { state: 'veiled' } | { state: 'computing'; percent: number; headlines: GlanceFigure[]; flows: GlanceFlows | null } | { state: 'final'; headlines: GlanceFigure[]; flows: GlanceFlows | null };

/** The run as the block reads it: the results store's current run (summary once a batch carried one). */
export interface GlanceRun {
  done: boolean;
  now: number;
  summary?: SimResult | null;
  scenario: Pick<Scenario, 'duration' | 'flows'>;
}

const GOODPUT = 'flow.goodput';
const PENDING = '…';

/** The share of the run computed so far, as the figure state says it (FigureState.tsx): at most 99 until it ends. */
export function percentOf(run: GlanceRun): number {
  return Math.min(99, Math.floor(run.scenario.duration > 0 ? (run.now / run.scenario.duration) * 100 : 0));
}

function headlineFigures(hs: readonly Headline[], s: SimResult | null | undefined): GlanceFigure[] {
  const figures = headlineFiguresWithSpans(hs, s);
  // One span for every figure: the heading's line says it once, and a span beside each label
  // widened the cells to one column, pushing a projected screen's first plot below 1080 px.
  if (new Set(figures.map((f) => f.span)).size <= 1) for (const f of figures) f.span = '';
  return figures;
}

function headlineFiguresWithSpans(hs: readonly Headline[], s: SimResult | null | undefined): GlanceFigure[] {
  return hs.map((h) => {
    const key = `${h.ref.metric}:${h.ref.flow ?? ''}`;
    if (!s) return { key, label: h.short, text: PENDING, title: `${h.label}: ${h.metric.definition}`, span: '', term: h.metric.glossary };
    // One unit, named in the label, the value a plain number: as the presentation strip shows it.
    const column = headlineColumn(h, [s]);
    const v = readHeadline(h, s);
    const why = h.flowIndex === undefined ? dashReason(h.metric) : dashReason(h.metric, s.flows[h.flowIndex]?.kind, s.flows[h.flowIndex]?.bytes);
    return { key, label: withUnit(h.short, column.unit), text: Number.isFinite(v) ? column.cell(v) : '—', title: Number.isFinite(v) ? `${h.label}: ${describeMetric(h.metric, s)}` : `${h.label}: ${why}`, span: figureSpan(h.metric, s), term: h.metric.glossary };
  });
}

/** Each flow's goodput as the summary table's column has it (flowColumnFormat), or "…" before the run has a summary. */
function flowCells(run: GlanceRun, m: FlowMetric): { head: string; cells: (GlanceFlowCell & { value: number })[] } {
  const s = run.summary;
  if (!s || !run.done) return { head: m.short, cells: run.scenario.flows.map((f, i) => ({ flow: i + 1, name: flowName(i, f.name), text: PENDING, value: Number.NaN })) };
  const format = flowColumnFormat(m, s);
  const cells = s.flows.map((f, i) => {
    const value = appliesTo(m, f.kind) ? readFlow(m, flowView(s, i)) : Number.NaN;
    return { flow: i + 1, name: flowName(i, f.name), value, text: Number.isFinite(value) ? format.cell(value) : '—', title: Number.isFinite(value) ? undefined : dashReason(m, f.kind, f.bytes) };
  });
  return { head: format.head, cells };
}

/**
 * Explore's block. `room`: how many flow cells fit (a phone's two short rows hold fewer than a
 * projected screen); with more flows the goodput is folded to the lowest and highest flow and the
 * system goodput (a 50-flow study would otherwise be a wall of 50 cells).
 */
export function exploreGlance(o: { veiled: boolean; headlines: readonly Headline[]; run: GlanceRun | null; room: number }): ExploreGlance {
  if (o.veiled) return { state: 'veiled' };
  const run = o.run;
  const final = !!run?.done && !!run.summary;
  const headlines = headlineFigures(o.headlines, final ? run!.summary : undefined);
  const flows = run ? glanceFlows(run, o.headlines, o.room) : null;
  return final ? { state: 'final', headlines, flows } : { state: 'computing', percent: run ? percentOf(run) : 0, headlines, flows };
}

function glanceFlows(run: GlanceRun, hs: readonly Headline[], room: number): GlanceFlows | null {
  const m = metricById(GOODPUT) as FlowMetric;
  const { head, cells } = flowCells(run, m);
  if (cells.length === 0) return null;
  const strip = ({ value: _v, ...c }: GlanceFlowCell & { value: number }): GlanceFlowCell => c;
  if (cells.length <= room) return { kind: 'each', head, cells: cells.map(strip) };
  // Folded: the lowest and the highest flow (ties: the first), and the whole system's goodput when no headline has it already.
  const rated = cells.filter((c) => Number.isFinite(c.value));
  const by = (beats: (a: number, b: number) => boolean) => rated.reduce((x, c) => (beats(c.value, x.value) ? c : x), rated[0] ?? cells[0]);
  const total = hs.some((h) => h.ref.metric === SYSTEM_GOODPUT.metric) ? null : headlineFigures(resolveHeadlines(run.scenario, [SYSTEM_GOODPUT]), run.done ? run.summary : undefined)[0];
  // Before the figures are in, which flow is lowest is not known: "…" without a name.
  const pick = (beats: (a: number, b: number) => boolean): GlanceFlowCell => (rated.length === 0 ? { flow: 0, name: '', text: PENDING } : strip(by(beats)));
  return { kind: 'folded', head, count: cells.length, lowest: pick((a, b) => a < b), highest: pick((a, b) => a > b), total };
}


/**
 * The heading's words for the span of every figure in the block, from the catalogue's windows:
 * "delays, shares and rates over 5–30 s (the measurement window); goodput per flow over each
 * flow's active time". Null before the run has a summary.
 */
export function glanceSpans(headlines: readonly { metric: Metric }[], s: Pick<SimResult, 'window' | 'endTime'> | null | undefined, withFlows = true): string | null {
  if (!s) return null;
  const goodput = metricById(GOODPUT);
  return spanHeading([...headlines.map((h) => ({ metric: h.metric })), ...(withFlows ? [{ metric: goodput, perFlow: true }] : [])], s);
}

/** The measurement window's span when it leaves part of the run out (said beside "whole run"), else null. */
export function partialWindow(s: Pick<SimResult, 'window' | 'endTime'> | null | undefined): string | null {
  if (!s) return null;
  const w = measurementWindow(s);
  return w.partial ? w.text : null;
}
