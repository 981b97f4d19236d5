import { useContext, useMemo, type ComponentType } from 'react';
import { PlotFilterContext } from './plot-filter';
import { PLOT, PLOT_KINDS, plotName, type PlotId, type PlotKindInfo } from '../../plot-kinds/plot-kinds';
import type { CsvTable } from '../export/csv';
import { results as explored, type ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { MechanismPanel } from '../mechanism/MechanismPanel';
import { DisciplinePanel } from '../mechanism/DisciplinePanel';
import type { CanvasPlot, PlotElements, PlotSource } from './canvas-plot';
import { CwndPlot } from './cwnd-plot';
import { cwndCsv, delayCsv, queueCsv, seqCsv, throughputCsv } from './csv-tables';
import { DelayPlot, delayScalesShared } from './delay-plot';
import { CwndUnitPicker, SeqFlowPicker } from './FlowBar';
import { AbOverlayLegend, CwndLegend, DelayLegend, QueueLegend, SeqLegend, ThroughputLegend, useRunOf } from './Legends';
import { throughputUnit } from './throughput';
import { ThroughputQuantityToggle } from './ThroughputQuantityToggle';
import { QueuePlot, queueScalesShared } from './queue-plot';
import { QueueStateReadout } from './QueueStateReadout';
import { SeqPlot } from './seq-plot';
import * as alt from './text-alternatives';
import { viewWords, type ShownView } from './view-description';
import type { Readout } from './readout';
import type { DataTable, TextAlternative } from '../plot-base/text-alternative';

export type { DataTable, TextAlternative };
import { ThroughputPlot } from './throughput-plot';
import { AbOverlayPlot } from './ab-overlay-plot';
import { meanUpTo, overlaySeries, overlayTable } from './ab-overlay';
import { abStores } from '../results/ab-results';
import { formatInUnit } from '../../sim-core';

/** The other run of A/B than `run` (the "A and B on one axis" plot's panel reads A's store). */
function abPair(run: RunData): { a: RunData | null; b: RunData | null } {
  const { a, b } = abStores();
  return a.current === run || b.current !== run ? { a: run, b: b.current } : { a: a.current, b: run };
}
import { useShownQuantity } from '../state/throughput-quantity';

/**
 * The plot registry, view half: how each kind of plot (plot-kinds.ts, the data half) is drawn,
 * titled, explained and exported. Explore's plots (Plots.tsx), Compare's A/B pairs
 * (ComparePanel.tsx), the CSV buttons and the text alternatives are built from it; a kind missing
 * here does not compile.
 */

/** Which side of Compare a panel shows, with both runs' stores (null: Explore's one plot). */
export interface CompareSide {
  side: 'a' | 'b';
  own: ResultsStore;
  other: ResultsStore;
  /** Right end of the common time axis (the longer run). */
  timeEnd: () => number;
}

export interface PlotView {
  /** The panel's title, a hook (it may follow the view: cwnd's unit). In Compare it follows the side's label. */
  useTitle: (compare: CompareSide | null) => string;
  /** A canvas plot: one constructor signature for every plot (its elements, where it reads its run). */
  make?: (el: PlotElements, source: PlotSource) => CanvasPlot;
  /** A panel that draws itself instead (the animation, the discipline's own panel), in its own PlotFrame with this text alternative. */
  Panel?: ComponentType<{ alternative: () => TextAlternative | null }>;
  /** `names`: in A/B, each side's short name ("gentle RED"), for a legend of both runs. */
  Legend?: ComponentType<{ source?: ResultsStore; names?: { a: string; b: string } }>;
  /** Controls in the caption (the state readout, the unit or flow picker); on Compare's B side too when they concern B's run. */
  Controls?: ComponentType<{ source: ResultsStore; compare: CompareSide | null }>;
  /** The data it draws as CSV (no entry: no CSV button). */
  csv?: (run: RunData) => CsvTable;
  /** Its text alternative: the words (read by screen readers) and a browsable table, for a complete run. */
  describe: (run: RunData) => string | null;
  table: (run: RunData) => DataTable | null;
  /**
   * In A/B, A and B of this kind share one y scale, so their heights compare, unless the pair is
   * given its own scales (compare-store `ownScale`: the pair's toggle, or the flow bar's "A/B
   * scale"). Absent: each side keeps its own axis.
   */
  abScale?: {
    /**
     * Whether the two finished runs are so far apart that, on the shared scale, the smaller one
     * lies flat along the axis: its panel then says so and offers its own scale.
     */
    farApart?: (a: RunData | null, b: RunData | null) => boolean;
    /** The catalogue figure that note names for each side ("B's queueing delay, 99th percentile: 12.7 ms"). */
    peak?: string;
  };
}

/**
 * The scale words a compared panel's title ends with: "(shared A/B scale)" (the default) or "(own
 * scale)", always the latter for a kind A and B do not share. Projected (presentation, embeds), where a 2×2 grid has no room for a second title line,
 * only "(own scale)" is said: sharing is the default there and both axes read alike.
 */
function useScaleWords(id: PlotId): string {
  const own = useCompareStore((s) => s.ownScale.includes(id));
  const projected = useContext(PlotFilterContext) !== null;
  // A kind A and B never share (no `abScale`) says so too: beside "(shared A/B scale)" on the
  // others, a student read two axes, 12 MB and 20 MB, as one scale (phone-1845, step 6).
  const shareable = VIEWS[id].abScale !== undefined;
  return own || !shareable ? ' (own scale)' : projected ? '' : ' (shared A/B scale)';
}

const useCwndUnit = () => (useViewStore((s) => s.cwndUnit) === 'packets' ? 'segments' : 'bytes');

const VIEWS: { [K in PlotId]: PlotView } = {
  queue: {
    useTitle: function useQueueTitle(c) {
      const scale = useScaleWords('queue');
      return c ? `queue${scale}` : 'Bottleneck queue';
    },
    abScale: { farApart: (a, b) => !queueScalesShared(a, b), peak: 'link.maxQueue' },
    make: (el, source) => new QueuePlot(el, source),
    Legend: QueueLegend,
    Controls: ({ source, compare }) => <QueueStateReadout source={source} testId={compare ? `queue-state-${compare.side}` : undefined} />,
    csv: queueCsv,
    describe: alt.describeQueue,
    table: alt.queueTable,
  },
  mechanism: {
    useTitle: () => 'The bottleneck, packet by packet',
    Panel: MechanismPanel,
    describe: alt.describeMechanism,
    table: alt.mechanismTable,
  },
  red: {
    useTitle: () => "The queue discipline's own panel",
    Panel: DisciplinePanel,
    describe: alt.describeDisciplinePanel,
    table: alt.disciplinePanelTable,
  },
  delay: {
    useTitle: function useDelayTitle(c) {
      const scale = useScaleWords('delay');
      return c ? `queueing delay, ms${scale}` : 'Queueing delay at the bottleneck, ms (one dot per packet)';
    },
    abScale: { farApart: (a, b) => !delayScalesShared(a, b), peak: 'link.queueDelayP99' },
    make: (el, source) => new DelayPlot(el, source),
    Legend: DelayLegend,
    csv: delayCsv,
    describe: alt.describeDelay,
    table: alt.delayTable,
  },
  cwnd: {
    useTitle: function useCwndTitle(c) {
      const unit = useCwndUnit();
      const scale = useScaleWords('cwnd');
      return c ? `cwnd, ${unit}${scale}` : `cwnd and ssthresh, ${unit}`;
    },
    abScale: {},
    make: (el, source) => new CwndPlot(el, source),
    Legend: CwndLegend,
    // One unit for both sides: the picker is on A's panel only.
    Controls: ({ compare }) => (compare?.side === 'b' ? null : <CwndUnitPicker />),
    csv: cwndCsv,
    describe: alt.describeCwnd,
    table: alt.cwndTable,
  },
  seq: {
    useTitle: function useSeqTitle(c) {
      const scale = useScaleWords('seq');
      return c ? `time–sequence${scale}` : 'Time–sequence';
    },
    // Shared like the others: on own scales A's 12 MB and B's 20 MB tops drew Reno's two lines alike,
    // where the shared axis shows how much more B's sender got through (phone-2235, confusion 7).
    abScale: {},
    make: (el, source) => new SeqPlot(el, source),
    Legend: SeqLegend,
    Controls: ({ compare }) => (compare?.side === 'b' ? null : <SeqFlowPicker />),
    csv: seqCsv,
    describe: alt.describeSeq,
    table: alt.seqTable,
  },
  throughput: {
    useTitle: function useThroughputTitle(c) {
      const scale = useScaleWords('throughput');
      // The axis's unit (its ticks are plain numbers): the catalogue's, by the bottleneck's rate.
      const { unit } = throughputUnit(useRunOf(c?.own));
      // Named by what it draws, as the Plots menu names it (the registry's view name: Throughput or Goodput).
      const name = plotName(PLOT.throughput.id, useShownQuantity());
      return c ? `${name.toLowerCase()}, ${unit}${scale}` : `${name} per flow, ${unit}`;
    },
    // On A's panel only in A/B: one choice draws both.
    Controls: function ThroughputControls({ compare }) {
      // Presentation and embeds leave the caption to the plot: there the plot chooser carries it (PlotChooser.tsx).
      const projected = useContext(PlotFilterContext) !== null;
      return compare?.side === 'b' || projected ? null : <ThroughputQuantityToggle />;
    },
    // A and B on one scale: RED's lower output against tail drop's reads as a lower line (lecturer trial s13).
    abScale: {},
    make: (el, source) => new ThroughputPlot(el, source),
    Legend: ThroughputLegend,
    csv: throughputCsv,
    describe: alt.describeThroughput,
    table: alt.throughputTable,
  },
  overlay: {
    useTitle: function useOverlayTitle(c) {
      const { unit } = throughputUnit(useRunOf(c?.own));
      // Named as the headline names it when it draws goodput (the catalogue's system goodput).
      const name = useShownQuantity() === 'goodput' ? 'system goodput' : 'all traffic leaving the bottleneck';
      return `${name}, ${unit}: A solid, B dashed, on one axis`;
    },
    make: (el, source) => new AbOverlayPlot(el, source),
    Legend: AbOverlayLegend,
    csv: (run) => {
      const p = abPair(run);
      return overlayTable(overlaySeries(p.a), overlaySeries(p.b));
    },
    describe: (run) => {
      const p = abPair(run);
      const [a, b] = [overlaySeries(p.a), overlaySeries(p.b)];
      if (!a?.bins) return null;
      const unit = throughputUnit(run);
      const mean = (s: NonNullable<typeof a>) => `${formatInUnit(meanUpTo(s.bins, s.width, s.end, s.end), { ...unit, digits: 2 })} ${unit.unit}`;
      if (!b?.bins || !p.b?.done) return `A's output per ${a.width} s bin (B's run is not complete yet): mean over the run ${mean(a)}.`;
      return `A's and B's output per ${a.width} s bin on one axis, A solid, B dashed: mean over the run A ${mean(a)}, B ${mean(b)}.`;
    },
    table: (run) => {
      const p = abPair(run);
      const t = overlayTable(overlaySeries(p.a), overlaySeries(p.b));
      if (t.rows.length === 0) return null;
      const unit = throughputUnit(run);
      const f = (v: number) => (Number.isFinite(v) ? formatInUnit(v, { ...unit, digits: 2 }) : '');
      const sides = t.header.slice(2).map((c) => `${c[0].toUpperCase()} (${unit.unit})`);
      return { caption: `A and B per bin, ${unit.unit}`, columns: ['from (s)', 'to (s)', ...sides], rows: t.rows.map(([t0, t1, ...v]) => [String(t0), String(t1), ...v.map(f)]) };
    },
  },
};

/** One registered plot: what every layer knows of it, and how the app draws it. */
export type PlotEntry = PlotKindInfo<PlotId> & PlotView;

/** Every plot, in screen order. */
export const PLOTS: readonly PlotEntry[] = PLOT_KINDS.map((k) => ({ ...k, ...VIEWS[k.id] }));

export function plotEntry(id: PlotId): PlotEntry {
  return PLOTS.find((p) => p.id === id)!;
}

/** The plots that have a CSV, by id: the table of a run as the plot draws it. */
export const PLOT_CSV = Object.fromEntries(PLOTS.filter((p) => p.csv).map((p) => [p.id, p.csv!])) as Partial<Record<PlotId, (run: RunData) => CsvTable>>;


/**
 * The text alternative of plot `id` for a run (null until the run is complete or when the plot
 * has nothing to say). The public hook of the accessibility work: docs/architecture.md.
 */
export function textAlternative(id: PlotId, run: RunData | null): TextAlternative | null {
  if (!run || !run.done) return null;
  const p = plotEntry(id);
  const text = p.describe(run);
  if (text === null) return null;
  // The table is built when it is read (the panel's table opened), not with the words: each
  // complete run writes the words into every plot's description, and the tables (a pass over
  // the run's samples per plot, sorting each bin's delays) cost the page's main thread tens of
  // ms per run while nobody reads them (issue 38).
  let table: DataTable | null | undefined;
  return {
    text,
    get table() {
      if (table === undefined) table = p.table(run);
      return table;
    },
  };
}

/**
 * The words of plot `id`'s text alternative as the view shows the run: the run's description
 * (`textAlternative`) followed by the span shown when zoomed and the values at the cursor
 * (view-description.ts; `at` gives the plot's readout at a time). Null as textAlternative.
 */
export function textAlternativeInView(id: PlotId, run: RunData | null, view: ShownView, at: (t: number) => Readout | null): string | null {
  const base = textAlternativeOf(id, run)?.text ?? null;
  if (base === null || !run) return base;
  const words = viewWords(run, view, at);
  return words ? `${base} ${words}` : base;
}

const cache = new WeakMap<RunData, Map<PlotId, TextAlternative | null>>();

/** textAlternative, kept per complete run (computed on first call). */
export function textAlternativeOf(id: PlotId, run: RunData | null): TextAlternative | null {
  if (!run || !run.done) return null;
  let byId = cache.get(run);
  if (!byId) cache.set(run, (byId = new Map()));
  if (!byId.has(id)) byId.set(id, textAlternative(id, run));
  return byId.get(id)!;
}

/**
 * The text alternative of plot `id` for the run of `source` (default: the explored run), as a
 * function computed on first call and kept until that run changes or completes: the words and
 * the table cost a pass over the run, so they are made when a reader asks (the panel's table, a
 * screen reader's description), not at every batch.
 */
export function useTextAlternative(id: PlotId, source: ResultsStore = explored): () => TextAlternative | null {
  const run = useRunOf(source);
  const done = run?.done ?? false;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => () => textAlternativeOf(id, run), [id, run, done]);
}
