import { displayUnit, rateReference, rebin, seriesMetricById, type FlowSpec, type SeriesMetric, type SeriesSource } from '../../sim-core';
import type { ThroughputQuantity } from '../state/view-store';
import { shownQuantity } from '../state/throughput-quantity';
import type { RunData } from '../results/run-data';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { PLOT, PRESENTED_PER_FLOW_MAX } from '../../plot-kinds/plot-kinds';
import { shownFlowOrder } from '../plot-base/flow-view';
import { flowTracedOn } from './flow-traces';

/** A "nice" bin width near span/target (1, 2 or 5 × 10^k seconds). */
export function niceBin(span: number, target = 40): number {
  const raw = Math.max(span / target, 1e-3);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/**
 * How many recorded bins (`recorded` s wide) the plot sums into one: the fewest that reach
 * `target` s while the sum stays 1, 2 or 5 × 10^k s wide, so a bin boundary falls on a round time.
 */
export function binFactor(recorded: number, target: number): number {
  const nice = (w: number) => {
    const m = w / 10 ** Math.floor(Math.log10(w) + 1e-9);
    return [1, 2, 5, 10].some((x) => Math.abs(m - x) < 1e-6);
  };
  for (let f = 1; f < 100_000; f++) if (recorded * f >= target * (1 - 1e-9) && nice(recorded * f)) return f;
  return Math.max(1, Math.round(target / recorded));
}

/** The two per-flow series the throughput view reads from the metric catalogue (series-metrics.ts). */
export const THROUGHPUT_SERIES = seriesMetricById('flow.throughputSeries');
export const GOODPUT_SERIES = seriesMetricById('flow.goodputSeries');
/** The bottleneck's whole output per bin (the catalogue's link output series), drawn instead of the flows' lines when there are many. */
export const LINK_OUTPUT_SERIES = seriesMetricById('link.departureSeries');

/**
 * Whether the throughput plot draws the bottleneck's total output as one line instead of one line
 * per flow: when more flows are shown than the palette has hues (PRESENTED_PER_FLOW_MAX). Fifty
 * lines near 0.2 Mbit/s are a colour soup, while the total is what tells A from B (a lecturer
 * trial, s13: "RED is worse" had no plot). Hiding flows down to 8 brings the per-flow lines back.
 */
export function drawsTotal(run: { scenario: { flows: readonly { kind: FlowSpec['kind'] }[] }; flows: readonly unknown[] }): boolean {
  return shownFlowOrder(run.flows.length).filter((i) => flowTracedOn(run.scenario.flows, i, PLOT.throughput.id)).length > PRESENTED_PER_FLOW_MAX;
}

/** Bins of every flow as the plot, its legend, table and CSV use them: `null` where a flow has no series. */
export interface PlotBins {
  /** Seconds per plotted bin. */
  width: number;
  /** Seconds per recorded bin (the plot sums `width / recorded` of them). */
  recorded: number;
  /** The end of the data (the run's end, or how far it has got): the last bin may be cut short by it. */
  endTime: number;
  /** bit/s per bin: bits of the flow leaving the bottleneck (never above its rate + one packet per bin). */
  throughput: (Float64Array | null)[];
  /** bit/s per bin: every packet leaving the bottleneck (LINK_OUTPUT_SERIES), null when not recorded. */
  total: Float64Array | null;
  /** bit/s per bin: in-order bytes the receiver delivered (can rise above the link after a hole fills); only when asked for (the CSV), as it reads every delivery row. */
  goodput: (Float64Array | null)[] | null;
}

/**
 * Every flow's throughput and goodput over time, summed from the recorded bins into about
 * `target` bins over `span` s (the plot's time axis: bins follow the whole run, not the zoom).
 * Null when the run recorded no departures (series off, or no monitored link yet).
 */
export function plotBins(src: SeriesSource, flows: number, span: number, target = 40, withGoodput = false): PlotBins | null {
  const first = src.departures(src.bottleneck);
  if (!first) return null;
  const recorded = first.binWidth;
  const f = binFactor(recorded, niceBin(span, target));
  const read = (m: typeof THROUGHPUT_SERIES, i: number) => {
    const s = m.from(src, { flow: i });
    return s ? rebin(s, f, src.endTime, src.partial === true).values : null;
  };
  const idx = Array.from({ length: flows }, (_, i) => i);
  const total = LINK_OUTPUT_SERIES.from(src, {});
  return { width: recorded * f, recorded, endTime: src.endTime, total: total ? rebin(total, f, src.endTime, src.partial === true).values : null, throughput: idx.map((i) => read(THROUGHPUT_SERIES, i)), goodput: withGoodput ? idx.map((i) => read(GOODPUT_SERIES, i)) : null };
}

/** Bins of a run, computed once per batch received (and per span); goodput too once it is drawn. */
const binCache = new WeakMap<object, { batches: number; done: boolean; span: number; goodput: boolean; bins: PlotBins | null }>();

type BinnedRun = { timeEnd: number; batches: number; done: boolean; flows: readonly unknown[]; seriesSource: SeriesSource | null };

export function runBins(run: BinnedRun, withGoodput = false): PlotBins | null {
  const c = binCache.get(run);
  if (c && c.batches === run.batches && c.done === run.done && c.span === run.timeEnd && (c.goodput || !withGoodput)) return c.bins;
  const src = run.seriesSource;
  const bins = src ? plotBins(src, run.flows.length, run.timeEnd, 40, withGoodput) : null;
  binCache.set(run, { batches: run.batches, done: run.done, span: run.timeEnd, goodput: withGoodput, bins });
  return bins;
}

/** The catalogue's series behind each choice of what the throughput plot draws: its legend, title and words are that entry's. */
export const QUANTITY_SERIES: Record<ThroughputQuantity, SeriesMetric> = { throughput: THROUGHPUT_SERIES, goodput: GOODPUT_SERIES };

/** The throughput plot's quantity now (chosen, else the view's default), as its plot, legend and title read it. */
export { shownQuantity };

/** What the throughput plot draws for a quantity: one line per flow, and the line it draws instead when there are many (drawsTotal). */
export interface ShownBins {
  width: number;
  series: SeriesMetric;
  perFlow: (Float64Array | null)[];
  /** Throughput: every packet leaving the bottleneck (LINK_OUTPUT_SERIES); goodput: the flows' goodput summed per bin (the catalogue's system goodput, bin by bin). */
  total: Float64Array | null;
}

export function shownBins(run: BinnedRun & { scenario: { flows: readonly { kind: FlowSpec['kind'] }[] } }, quantity: ThroughputQuantity = shownQuantity()): ShownBins | null {
  const bins = runBins(run, quantity === 'goodput');
  if (!bins) return null;
  if (quantity !== 'goodput') return { width: bins.width, series: THROUGHPUT_SERIES, perFlow: bins.throughput, total: bins.total };
  const perFlow = bins.goodput ?? [];
  return { width: bins.width, series: GOODPUT_SERIES, perFlow, total: sumOfFlows(perFlow, (i) => flowTracedOn(run.scenario.flows, i, PLOT.throughput.id)) };
}

/** The flows' bins summed bin by bin (those `counted`); null when none has a series. */
export function sumOfFlows(perFlow: readonly (Float64Array | null)[], counted: (i: number) => boolean): Float64Array | null {
  let sum: Float64Array | null = null;
  perFlow.forEach((b, i) => {
    if (!b || !counted(i)) return;
    if (!sum) sum = new Float64Array(b.length);
    for (let k = 0; k < b.length; k++) sum[k] += b[k];
  });
  return sum;
}

/**
 * Top of the throughput plot's y axis and whether the bottleneck's rate line is inside it:
 * 'full' always covers the rate; 'fit' covers the shown flows' bins in [t0, t1], and the rate
 * only when it is not far above them (ten flows sharing a link would otherwise sit in its
 * bottom tenth).
 */
export function throughputTop(maxBin: number, rateBps: number | null, mode: 'fit' | 'full'): { top: number; rateShown: boolean } {
  if (rateBps === null) return { top: maxBin, rateShown: false };
  if (mode === 'full' || rateBps <= maxBin * 2) return { top: Math.max(maxBin, rateBps), rateShown: true };
  return { top: maxBin, rateShown: false };
}

/** Largest bin of the shown flows inside [t0, t1]. */
export function visibleMaxBin(bins: readonly (Float64Array | null)[], width: number, shown: readonly number[], t0: number, t1: number): number {
  let max = 0;
  for (const i of shown) {
    const b = bins[i];
    if (!b) continue;
    for (let k = 0; k < b.length; k++) if ((k + 1) * width > t0 && k * width < t1 && b[k] > max) max = b[k];
  }
  return max;
}

/**
 * The throughput axis's unit, stated once in the plot's title ("Throughput per flow, Mbit/s") over
 * plain tick numbers: the metric catalogue's rate unit with the prefix of the bottleneck's rate,
 * so it is one unit for every run of a scenario, as the tables' (the slide read "12Mb/s" on the
 * axis beside "7.53 Mbit/s" in its headline: lecturer-1130 step 19).
 */
export function throughputUnit(run: Pick<RunData, 'scenario' | 'summary'> | null): ReturnType<typeof displayUnit> {
  const rate = (run && getBottleneck(run.scenario)?.rate) ?? rateReference([run?.summary]);
  return displayUnit('rate', Number.isFinite(rate) ? [] : [1e6], 0, rate);
}
