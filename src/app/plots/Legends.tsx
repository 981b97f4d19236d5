import './legend-markers.css';
import type { LegendItem } from '../plot-base/legend-items';
import { useContext } from 'react';
import { PLOT, plotName, PRESENTED_PER_FLOW_MAX } from '../../plot-kinds/plot-kinds';
import { FoldFlowLegendsContext, PlotFilterContext } from './plot-filter';
import { results, type ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore, type ThroughputQuantity } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { abStores } from '../results/ab-results';
import { stepSize, usePlaybackStore } from '../state/playback-store';
import { useLegendWindow } from '../state/legend-window';
import { useNumbersHeld } from '../results/numbers-held';
import { THEMES } from '../theme/theme';
import { type QueueLegendAt, congestionItems, cwndExtraItems, delayMedianItems, delayTargetItems, flowItems, flowRangeItem, totalOutputItem, linkRateItems, queueLegendItems, seqLegendItems } from './legend-model';
import { LegendList } from '../plot-base/PlotFrame';
import { drawsTotal, LINK_OUTPUT_SERIES, QUANTITY_SERIES, shownBins, throughputUnit } from './throughput';
import { meanOver, overlayMeanSpan, overlaySeries } from './ab-overlay';
import { B_DASH } from './ab-overlay-plot';
import { formatInUnit } from '../../sim-core';
import { useRunOf } from '../plot-base/use-run-of';
import { withEndRoom } from './legend-room';

export { useRunOf };
import { shownFlows } from './seq-plot';
import { shownFlowOrder } from '../plot-base/flow-view';
import { useMarksLeftOut } from './marks-left-out';
import { queueDrawnOf, useQueueDrawn } from './queue-drawn';
import { emptyPlotNotice, flowTracedOn, type PerFlowPlot } from './flow-traces';
import { useShownQuantity } from '../state/throughput-quantity';
import { GLANCE_TITLE } from '../glance/glance-model';

/** What every legend follows in the view: theme, flow selection, zoom. */
function useLegendView() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  useViewStore((s) => s.hiddenFlows);
  useViewStore((s) => s.highlightFlow);
  useViewStore((s) => s.seqFlow);
  const zoom = useViewStore((s) => s.zoom);
  const [t0, t1] = zoom ?? [0, Number.POSITIVE_INFINITY];
  // During playback the counts (drops, congestion events) run up to the cursor, as the plots draw
  // (they showed whole-run totals at t = 2.5 s); read in steps of 1/200 of the run, not every frame.
  const wholeWindow = useLegendWindow((s) => s.wholeWindow);
  const upTo = usePlaybackStore((s) => {
    if (wholeWindow || !Number.isFinite(s.cursor)) return Number.POSITIVE_INFINITY;
    const step = stepSize(s.end) / 2;
    return s.cursor >= s.end ? Number.POSITIVE_INFINITY : Math.floor(s.cursor / step) * step;
  });
  // The cursor the counts run up to, null when they cover the window shown. `listTo`, the view's
  // end: what a legend lists is of the whole view from the replay's start, so it keeps its rows
  // while the counts run (a key appearing mid-replay moved the plots below: trial problem 2).
  return { theme, t0, t1: Math.min(t1, upTo), cursor: upTo < t1 ? upTo : null, listTo: t1 };
}

/**
 * During a replay (`cursor` set), the live entries each keep room for their words at the run's end,
 * counts shown (legend-room.ts); `atEnd` gives those entries. Elsewhere the entries as they are.
 */
function roomForEnd(live: LegendItem[], cursor: number | null, atEnd: () => LegendItem[]): LegendItem[] {
  return cursor === null ? live : withEndRoom(live, atEnd());
}

/**
 * Whether a legend may show its counts: not while the lecturer holds the numbers until the replay
 * ends, except for a figure export (the whole window, counts and all: legend-window.ts).
 */
function useLegendCounts(): boolean {
  const held = useNumbersHeld();
  return useLegendWindow((s) => s.wholeWindow) || !held;
}

/** The shown flows with their colour and line pattern (on a per-flow `plot`, only the flows that have a trace there). */
export function FlowLegend({ source, plot }: { source?: ResultsStore; plot?: PerFlowPlot }) {
  const { theme } = useLegendView();
  const run = useRunOf(source);
  const draft = useScenarioStore((s) => s.draft.flows);
  const flows = run?.scenario.flows ?? draft;
  const keep = (i: number) => !plot || flowTracedOn(flows, i, plot);
  const items = flowItems(run, flows.length, theme, keep);
  // Projected (presentation, an embed) and in A/B, many flows are one entry: see PRESENTED_PER_FLOW_MAX.
  const fold = useContext(PlotFilterContext) !== null || useContext(FoldFlowLegendsContext);
  return <LegendList items={fold && items.length > PRESENTED_PER_FLOW_MAX ? [flowRangeItem(flows.length, theme, keep)] : items} />;
}

/** The cwnd plot's legend: shown TCP flows, ssthresh, and the congestion-event markers it places. */
export function CwndLegend({ source }: { source?: ResultsStore }) {
  const { theme, t0, t1, listTo, cursor } = useLegendView();
  const run = useRunOf(source);
  // A plot drawn in bands leaves out the markers of a flow too dense to mark, and says so above
  // its data (cwnd-plot.ts): the keys are of the other flows' markers, the shading of every flow's.
  const left = useMarksLeftOut((s) => s.byStore.get(source ?? results));
  const shown = run ? shownFlowOrder(run.flows.length) : [];
  const counts = useLegendCounts();
  const keyed = (flows: number[], upTo: number, withCounts: boolean) => {
    const all = congestionItems(run, theme, flows, t0, upTo, withCounts, listTo);
    return left ? [...congestionItems(run, theme, flows.filter((i) => !left.flows.includes(i)), t0, upTo, withCounts, listTo).filter((i) => !i.area), ...all.filter((i) => i.area)] : all;
  };
  const cc = roomForEnd(keyed(shown, t1, counts), cursor, () => keyed(shown, listTo, true));
  // The plot says why it is empty (flow-traces.ts): no ssthresh item either.
  if (run && emptyPlotNotice(run.scenario.flows, shown, PLOT.cwnd.id) !== null) return null;
  return (
    <>
      <FlowLegend source={source} plot={PLOT.cwnd.id} />
      <LegendList items={cwndExtraItems(run, theme)} />
      <CongestionMarks items={cc} />
    </>
  );
}

/** The congestion-event markers' legend (cwnd and time-sequence plots), when any are in view. */
function CongestionMarks({ items }: { items: LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <span className="legend congestion-legend" title="Hover or focus a marker for its numbers; press it to move the cursor there">
      <LegendList items={items} />
    </span>
  );
}

/** Legend of the queue plot: what it draws for this run (gauges, thresholds, limit, the drop kinds in view with their counts). */
export function QueueLegend({ source }: { source?: ResultsStore }) {
  const { theme, t0, t1, cursor, listTo } = useLegendView();
  const run = useRunOf(source);
  const { grouped, markSeconds, markFull, envelope } = useQueueDrawn((st) => queueDrawnOf(st.byStore, source ?? results));
  const ab = useViewStore((st) => st.mode) === 'compare' && source !== undefined;
  const pinA = useCompareStore((st) => st.pinA);
  const side = ab ? (source === abStores(pinA).a ? 'a' : 'b') : undefined;
  const presenting = useViewStore((st) => st.presenting);
  const counts = useLegendCounts();
  const drawn: QueueLegendAt = { grouped, markSeconds, markFull, presenting, envelope, ab, side };
  const s = run?.summary;
  // Its drop counts are of the time the plot shows, not of the summary's measurement window (the bufferbloat trial read "overflow 527" here beside "in the window 0").
  const span = `${Math.max(0, t0).toFixed(2)}–${Math.min(t1, s?.endTime ?? t1).toFixed(2)} s`;
  const title = s ? `Drop and mark counts are of the time the plot shows (${span}); shown whole, a count "over the whole run" is followed by the summary's count "in the window", the measurement window ${s.window.from.toFixed(2)}–${s.window.to.toFixed(2)} s, where the two differ.` : undefined;
  return (
    <span title={title} data-testid="queue-legend-span">
      <LegendList items={roomForEnd(queueLegendItems(run, theme, t0, t1, counts, { cursor, listTo, ...drawn }), cursor, () => queueLegendItems(run, theme, t0, listTo, true, drawn))} />
    </span>
  );
}

export function DelayLegend({ source }: { source?: ResultsStore }) {
  const { theme } = useLegendView();
  const run = useRunOf(source);
  return (
    <>
      <FlowLegend source={source} />
      <LegendList items={delayTargetItems(run, theme)} />
      {/* The median a lecturer says aloud, unless the numbers are held until the replay ends. */}
      <LegendList items={useLegendCounts() ? delayMedianItems(run, theme) : []} />
    </>
  );
}

export function SeqLegend({ source }: { source?: ResultsStore }) {
  const { theme, t0, t1, listTo, cursor } = useLegendView();
  const run = useRunOf(source);
  const flows = run ? shownFlows(run) : [];
  const cc = roomForEnd(congestionItems(run, theme, flows, t0, t1, useLegendCounts(), listTo), cursor, () => congestionItems(run, theme, flows, t0, listTo, true, listTo));
  return (
    <>
      {/* Its kinds (retransmit, drop…) are of the whole view: they carry no count to run to the cursor. */}
      <LegendList items={seqLegendItems(run, theme, flows, t0, listTo)} />
      <CongestionMarks items={cc} />
    </>
  );
}

/**
 * How the plotted quantity stands to At a glance's per-flow goodput, in the catalogue's words:
 * ", retransmissions included. At a glance gives goodput, new data only: “Goodput” draws it". The
 * plot drew throughput (0.7 Mbit/s) under a glance of goodput (0.64), and a phone student compared
 * them as one figure (trial phone9, finding 1).
 */
export function headlineWords(quantity: ThroughputQuantity): string {
  const series = QUANTITY_SERIES[quantity];
  const goodput = QUANTITY_SERIES.goodput;
  if (quantity === 'goodput') return `, ${series.counts}, as ${GLANCE_TITLE} gives it`;
  return `, ${series.counts}. ${GLANCE_TITLE} gives ${goodput.short.toLowerCase()}, ${goodput.counts}: “${plotName(PLOT.throughput.id, 'goodput')}” draws it`;
}

export function ThroughputLegend({ source }: { source?: ResultsStore }) {
  const { theme, t0, listTo } = useLegendView();
  const mode = useViewStore((s) => s.yRange);
  const quantity = useShownQuantity();
  const run = useRunOf(source);
  // The plot says why it is empty (flow-traces.ts) and draws no rate line.
  if (run && emptyPlotNotice(run.scenario.flows, shownFlowOrder(run.flows.length), PLOT.throughput.id) !== null) return null;
  const bins = run ? shownBins(run, quantity) : null;
  const total = run !== null && drawsTotal(run);
  const series = QUANTITY_SERIES[quantity];
  const name = plotName(PLOT.throughput.id, quantity);
  // The catalogue's words in its label's brackets: "bits leaving the bottleneck", "in-order bytes delivered".
  const what = /\(([^)]+)\)/.exec(series.label)?.[1] ?? series.label;
  const totalTitle = quantity === 'goodput' ? `${series.label}: ${series.definition} Summed over the flows: the headline's system goodput, bin by bin.` : `${LINK_OUTPUT_SERIES.label}: ${LINK_OUTPUT_SERIES.definition}`;
  const other = quantity === 'goodput' ? 'Throughput, the bits leaving the bottleneck (retransmitted copies too), is the other choice and in the CSV.' : "Goodput at the receiver, which can rise above the link after a hole fills, is the plot's other choice and in its table and CSV.";
  return (
    <>
      {total ? (
        <span title={`${totalTitle} Drawn instead of one line per flow when more than ${PRESENTED_PER_FLOW_MAX} flows are shown; hide flows to see theirs.`} data-testid="throughput-total">
          <LegendList items={[totalOutputItem(theme, run.flows.length, quantity)]} />
        </span>
      ) : (
        <FlowLegend source={source} plot={PLOT.throughput.id} />
      )}
      {/* Of the whole view, as the plot's scale is: keyed only once the cursor reached the top bin, it took the legend a row mid-replay. */}
      <LegendList items={linkRateItems(run, theme, t0, listTo, mode)} />
      {bins ? (
        // A note in brackets and italics, apart from the entries: "all 50 flows together  per 2 s bin" read as one entry (lecturer-1540, confusion 2).
        <span className="legend legend-note" data-testid="throughput-bin" data-quantity={quantity} title={`${theme.shortLegends ? `${name}: ${what} per ${bins.width} s bin. ` : ''}${series.label}: ${series.definition} ${other}`}>
          {/* Projected, the few words a hall reads (Theme.shortLegends): the plot's title names the view
              already, and "(Goodput per 2 s bin)" took a row of its own and the plots their height with
              Settings open (trial-plots19: 210 px, under a fifth of 1080). Elsewhere named as the Plots
              menu and the title name the view (lecturer trial, issue 37). */}
          ({theme.shortLegends ? `per ${bins.width} s bin` : `${name}: ${what} per ${bins.width} s bin${headlineWords(quantity)}`})
        </span>
      ) : null}
    </>
  );
}

/**
 * The "A and B on one axis" plot's legend: A solid, B dashed (told apart without colour), each
 * named by its queue ("A: gentle RED"), with its mean output so far, counted up to the replay's
 * cursor as the other legends' counts are, and held with them while the lecturer hides the numbers
 * until the replay ends (lecturer-0315). Which side is which is no answer: with the numbers hidden
 * and a title of the lecturer's own, "— A -- B" left students unable to tell which line was RED
 * (lecturer trial 07:50).
 */
export function AbOverlayLegend({ names }: { names?: { a: string; b: string } }) {
  const { theme, t0, t1, listTo, cursor } = useLegendView();
  const zoomed = useViewStore((s) => s.zoom) !== null;
  const counts = useLegendCounts();
  const pinA = useCompareStore((s) => s.pinA);
  const { a, b } = abStores(pinA);
  const runA = useRunOf(a);
  const runB = useRunOf(b);
  const quantity = useShownQuantity();
  const unit = throughputUnit(runA);
  const item = (side: 'A' | 'B', run: RunData | null, color: string, dash: number[] | null, upTo = t1, withCounts = counts): LegendItem => {
    const s = overlaySeries(run);
    // From the view's start (zoomed, its window, said so: meanOver), up to the replay's cursor.
    const m = s && withCounts ? meanOver(s.bins, s.width, s.end, t0, upTo) : Number.NaN;
    const figure = Number.isFinite(m) ? `${names ? ',' : ''} mean ${formatInUnit(m, { ...unit, digits: 2 })}${overlayMeanSpan(zoomed)}` : '';
    const name = names?.[side === 'A' ? 'a' : 'b'];
    return { color, label: `${side}${name ? `: ${name}` : ''}${figure}`, shape: null, dashed: dash !== null, dash };
  };
  return (
    <span data-testid="overlay-legend" style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.2em 0.9em' }}>
      <LegendList items={roomForEnd([item('A', runA, theme.abSides[0], null), item('B', runB, theme.abSides[1], B_DASH)], cursor, () => [item('A', runA, theme.abSides[0], null, listTo, true), item('B', runB, theme.abSides[1], B_DASH, listTo, true)])} />
      {/* Throughput says it counts resent copies, beside the headline's goodput (trial phone9,
          finding 1); in the legend, not the title, which an exported slide draws on one line. */}
      <span className="legend legend-note" data-testid="overlay-unit">({quantity === 'goodput' ? unit.unit : `${unit.unit}, ${LINK_OUTPUT_SERIES.counts}`})</span>
    </span>
  );
}
