import type { FlowSpec } from '../sim-core/scenario/schema';

/**
 * The plot registry, data half: every kind of plot the workspace shows, described once. Every
 * list of plots in the product is derived from this table: the Explore panels and Compare's A/B
 * pairs (app/plots/registry.tsx adds how each is drawn), the plots a lecturer can present or an
 * embed can show (and the link's `plots=` key), the views a lesson step can show or hide, the per-flow plots' traces, and the glossary term of each plot's own line.
 *
 * It sits below the app and the lessons (it imports only a type from the core), so a lesson file
 * is checked against it without loading the app. No other file spells a plot id
 * (tests/architecture/plot-ids.test.ts); the ids are the ones links and lesson files use, and
 * never change.
 */

/** A series the run records, by where it is kept (app/results/run-data.ts FlowData / LinkData). */
export type RecordedSeries = `flow.${'cwnd' | 'seq' | 'delivered' | 'cc' | 'congestion'}` | `link.${'queue' | 'events' | 'thresholds' | 'sojourn' | 'packets' | 'departures'}`;

type FlowKind = FlowSpec['kind'];

export interface PlotKindInfo<Id extends string = string> {
  id: Id;
  /** Its name in the presentation chooser and the CSV/figure file names' words. */
  label: string;
  /** Shown in Compare mode: an A and a B panel, or one panel of both (bothRuns). */
  compare: boolean;
  /** A lecturer can put it on the screen in presentation mode (and an embed can show it). */
  presentable: boolean;
  /** On the screen when presentation mode starts (until the lecturer chooses; at most MAX_PRESENTED_PLOTS). */
  presentedFirst: boolean;
  /**
   * Drawn per flow: the flow kinds that have a trace on it (the others are left out and the plot
   * says why: app/plots/flow-traces.ts). Null: it is a plot of the bottleneck, not per flow.
   */
  perFlow: readonly FlowKind[] | null;
  /** The recorded series it draws (the synthetic-run test fills exactly these). */
  series: readonly RecordedSeries[];
  /** Glossary id of the plot's own line, when it has one (legend hover and the glossary test). */
  term: string | null;
  /**
   * The metric catalogue figures it shows over time (id prefixes): a run whose headline is one of
   * them presents this plot when there is room (defaultPresented).
   */
  showsOverTime?: readonly string[];
  /**
   * One panel that draws both runs of A/B on one axis (not an A panel and a B panel): offered only
   * where there are two runs (A/B, its presentation), never in Explore.
   */
  bothRuns?: boolean;
  /**
   * The kind whose A/B pair this one draws on one axis: chosen for the screen, it takes that pair's
   * place (and gives it back when unticked) rather than standing below it, the same quantity
   * twice (lecturer trial, issue 37).
   */
  inPlaceOf?: string;
  /**
   * Its name in each of its views, where what it draws is a choice (throughput's "Throughput |
   * Goodput"): the one name the menu, the plot's title, its legend and the exported figure say for
   * that view. The Plots menu read "Goodput" ticked and "Throughput" unticked (lecturer trial, issue 37).
   */
  viewNames?: Readonly<Record<string, string>>;
  /** Above PRESENTED_PER_FLOW_MAX flows it draws one total line instead of a line per flow, so it stays readable. */
  totalAboveManyFlows?: boolean;
}

/** Listed in screen order. */
const KINDS = [
  { id: 'queue', label: 'Bottleneck queue', compare: true, presentable: true, presentedFirst: true, perFlow: null, series: ['link.queue', 'link.events', 'link.thresholds'], term: 'queue-length', showsOverTime: ['link.meanQueue', 'link.maxQueue', 'link.queueDrops', 'link.dropRate'] },
  { id: 'mechanism', label: 'Packets', compare: false, presentable: true, presentedFirst: false, perFlow: null, series: ['link.packets'], term: null },
  // The bottleneck discipline's own panel (a discipline declares one in its registry entry: RED's curve).
  { id: 'red', label: 'RED curve', compare: false, presentable: true, presentedFirst: false, perFlow: null, series: ['link.queue', 'link.thresholds', 'link.events'], term: 'red' },
  { id: 'delay', label: 'Queueing delay', compare: true, presentable: true, presentedFirst: false, perFlow: null, series: ['link.sojourn'], term: 'queueing-delay', showsOverTime: ['link.queueDelay'] },
  { id: 'cwnd', label: 'cwnd', compare: true, presentable: true, presentedFirst: true, perFlow: ['tcp'], series: ['flow.cwnd', 'flow.cc', 'flow.congestion'], term: 'cwnd' },
  { id: 'seq', label: 'Time–sequence', compare: true, presentable: true, presentedFirst: false, perFlow: ['tcp', 'cbr'], series: ['flow.seq', 'flow.congestion'], term: null },
  { id: 'throughput', label: 'Throughput', compare: true, presentable: true, presentedFirst: false, perFlow: ['tcp', 'cbr'], series: ['link.departures', 'flow.delivered'], term: 'throughput', showsOverTime: ['run.systemGoodput', 'link.utilization', 'flow.goodput', 'flow.throughput'], totalAboveManyFlows: true, viewNames: { throughput: 'Throughput', goodput: 'Goodput' } },
  // A's and B's whole output on one axis, one panel: side-by-side panels made a hall compare
  // heights across a gap, where one overlaid chart shows "RED is worse" from the back row
  // (lecturer-0315, section 4 and "to reach 10").
  { id: 'overlay', label: 'A and B on one axis', compare: true, presentable: true, presentedFirst: false, perFlow: null, series: ['link.departures', 'flow.delivered'], term: null, bothRuns: true, inPlaceOf: 'throughput' },
] as const satisfies readonly PlotKindInfo[];

export type PlotId = (typeof KINDS)[number]['id'];

export const PLOT_KINDS: readonly PlotKindInfo<PlotId>[] = KINDS;

export const PLOT_IDS = KINDS.map((k) => k.id) as [PlotId, ...PlotId[]];

/** Each kind by its id, for code that names one plot (`PLOT.cwnd.id`) instead of spelling it. */
export const PLOT = Object.fromEntries(KINDS.map((k) => [k.id, k])) as unknown as { [K in PlotId]: PlotKindInfo<K> };

export function isPlotId(s: string): s is PlotId {
  return (PLOT_IDS as readonly string[]).includes(s);
}

export function plotKind(id: PlotId): PlotKindInfo<PlotId> {
  return PLOT[id];
}

/** The plots drawn per flow. */
export type PerFlowPlot = Extract<(typeof KINDS)[number], { perFlow: readonly unknown[] }>['id'];

/** The per-flow plots, registry order. */
export const PER_FLOW_PLOTS = KINDS.filter((k) => k.perFlow !== null).map((k) => k.id) as PerFlowPlot[];

/** Whether a flow of this kind has a trace on a per-flow plot. */
export function flowKindTracedOn(kind: FlowKind, plot: PerFlowPlot): boolean {
  return (PLOT[plot].perFlow ?? []).includes(kind);
}

/** At most this many plots share the screen in presentation mode (they must read from the back). */
export const MAX_PRESENTED_PLOTS = 2;

/** The plots on the screen when presentation mode starts, for a run of few flows. */
export const DEFAULT_PRESENTED: PlotId[] = KINDS.filter((k) => k.presentedFirst).map((k) => k.id);

/**
 * Above this many flows a per-flow plot (cwnd) is not on the screen when presentation starts, and
 * a projected per-flow plot's legend says "flows 1–N" instead of one entry per flow. Every theme's
 * flow palette has 8 hues (tests/app/present-defaults.test.ts checks it): past them two flows share
 * a colour and only a dash pattern or a small numbered disc tells them apart, which the back of a
 * hall cannot read. A lecturer trial (2026-11-29, s12) opened a 50-flow study in Present: cwnd's
 * 50-entry legend took half the screen and squashed the queue plots to ~80 px.
 */
export const PRESENTED_PER_FLOW_MAX = 8;

/**
 * The plots on the screen when presentation mode starts for a run of `flows` flows whose headline
 * figures are `headlines` (catalogue ids, first first): the registry's first plots, no per-flow one
 * above PRESENTED_PER_FLOW_MAX flows, and where that leaves room, the plot that shows the first
 * headline over time — a 10-flow wireless study whose point is system goodput opened on the queue
 * plot alone, which made RED look better (lecturer trial 16:06, s22). A preset's own kinds (`named`,
 * PresetInfo.presentedPlots) come before all that. The lecturer's own choice overrides it.
 */
export function defaultPresented(flows: number, headlines: readonly string[] = [], named: readonly string[] = []): PlotId[] {
  const fits = (k: (typeof KINDS)[number]) => readableWith(k, flows);
  // A preset's own (PresetInfo.presentedPlots), those the registry offers and the run can show.
  const own = named.flatMap((id) => KINDS.filter((k) => k.id === id && k.presentable && fits(k)).map((k) => k.id)).slice(0, MAX_PRESENTED_PLOTS);
  if (own.length > 0) return own;
  const shown: PlotId[] = KINDS.filter((k) => k.presentedFirst && fits(k)).map((k) => k.id);
  for (const m of headlines) {
    if (shown.length >= MAX_PRESENTED_PLOTS) break;
    const k = KINDS.find((x) => x.presentable && fits(x) && 'showsOverTime' in x && (x.showsOverTime as readonly string[]).some((p) => m.startsWith(p)));
    if (k && !shown.includes(k.id)) shown.push(k.id);
  }
  return shown.length > 0 ? shown : DEFAULT_PRESENTED;
}

/**
 * Whether a plot kind reads with `flows` flows: one drawn per flow only up to
 * PRESENTED_PER_FLOW_MAX, unless it draws the bottleneck's total above that (throughput).
 */
function readableWith(k: (typeof KINDS)[number], flows: number): boolean {
  return k.perFlow === null || flows <= PRESENTED_PER_FLOW_MAX || ('totalAboveManyFlows' in k && k.totalAboveManyFlows === true);
}

/** Whether a kind draws both runs of A/B in one panel (offered in A/B only). */
export function drawsBothRuns(id: PlotId): boolean {
  const k = PLOT[id] as PlotKindInfo<PlotId>;
  return k.bothRuns === true;
}

/** A kind's name as a person reads it, in the view it is drawn in (PlotKindInfo.viewNames), else its label. */
export function plotName(id: PlotId, view?: string): string {
  const k = PLOT[id] as PlotKindInfo<PlotId>;
  return (view !== undefined ? k.viewNames?.[view] : undefined) ?? k.label;
}

/** The kind whose A/B pair a kind drawn for both runs takes the place of on the screen (PlotKindInfo.inPlaceOf), or null. */
export function pairReplacedBy(id: PlotId): PlotId | null {
  const k = PLOT[id] as PlotKindInfo<PlotId>;
  return k.inPlaceOf !== undefined && isPlotId(k.inPlaceOf) ? k.inPlaceOf : null;
}

/** The kinds with A and B panels in Compare mode, registry order. */
export const COMPARE_PLOTS: readonly PlotId[] = KINDS.filter((k) => k.compare).map((k) => k.id);

/**
 * The A/B plot pairs shown at first for a run of `flows` flows: presentation's rule
 * (defaultPresented), no per-flow plot above PRESENTED_PER_FLOW_MAX flows. A 50-flow A/B stacked
 * cwnd and time–sequence for both runs, a tangle with a screen-long legend each, and a lecturer
 * had to find for herself that throughput told the story (lecturer trial 20:20, s7).
 */
export function defaultComparePlots(flows: number): PlotId[] {
  return KINDS.filter((k) => k.compare && readableWith(k, flows)).map((k) => k.id);
}

/** The plot that shows the bottleneck discipline's own panel (its registry entry names which). */
export const DISCIPLINE_PANEL_PLOT: PlotId = 'red';
