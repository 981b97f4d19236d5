import type { RunData } from '../results/run-data';
import { PLOT } from '../../plot-kinds/plot-kinds';
import { useViewStore } from '../state/view-store';
import { flowStyle } from '../theme/flow-palette';
import { badgesAlongSteps, drawBadges, type Badge } from './flow-badges';
import { axisFont, CanvasPlot, yTickCount, type PlotGeometry } from './canvas-plot';
import { drawCcTelemetry } from './cc-telemetry-draw';
import { flowAlpha, flowEndTime, shownFlowOrder } from '../plot-base/flow-view';
import { emptyPlotNotice } from './flow-traces';
import { yAxisTicks } from '../plot-base/tick-spacing';
import { lowerBound, strokeEnvelope, strokeStep } from '../plot-base/series-draw';
import { EnvelopeChoice } from '../plot-base/envelope-choice';
import { PixelLayer } from '../plot-base/pixel-layer';
import { fittedRangeDetail, fittedTop, timeQuantile, visibleMax, type StepSeries } from './y-fit';
import { countSpanWords, type PlotNote } from './plot-notes';
import { AnnotationLayer, shadeRecoveries } from '../mechanism/annotation-layer';
import type { Theme } from '../theme/theme';
import { drawsBands, flowBands, tooDenseToMark, type FlowBand } from './flow-bands';
import { flowTracedOn } from './flow-traces';
import { flowLabel } from './legend-model';
import { marksLeftOutNote, setMarksLeftOut, WINDOW_TERM, type MarksLeftOut } from './marks-left-out';
import { delayBasedAmong, runWindowCutsWords } from './window-cuts';

/** A cwnd plot's geometry, with the flows' bands when it draws them (small multiples, flow-bands.ts). */
type CwndGeometry = PlotGeometry & { bands?: FlowBand[] };

/** The y scale flow i is drawn on: its band's, or the plot's. */
function yOfFlow(g: CwndGeometry, i: number): PlotGeometry['y'] {
  return g.bands?.find((b) => b.flow === i)?.y ?? g.y;
}

/** The shown flows that have a cwnd line, in flow order (the bands' order, top down). */
function tracedFlows(run: RunData): number[] {
  return shownFlowOrder(run.flows.length)
    .filter((i) => flowTracedOn(run.scenario.flows, i, PLOT.cwnd.id))
    .sort((a, b) => a - b);
}

/**
 * Which flows' congestion events a plot of geometry `g` leaves unmarked: on a plot drawn in bands
 * (a narrow one with 2–4 flows), a flow with more events in view than its band can mark readably.
 */
function marksLeftOut(run: RunData, g: PlotGeometry): MarksLeftOut | null {
  const width = g.width - g.m.left - g.m.right;
  const flows = tracedFlows(run);
  if (!drawsBands(width, flows.length, NARROW_PLOT_PX)) return null;
  const [t0, t1] = g.x.domain();
  const left: number[] = [];
  let events = 0;
  for (const f of flows) {
    const c = run.flows[f]?.congestion;
    const n = c ? c.lowerBound(t1 + 1e-12) - c.lowerBound(t0) : 0;
    if (tooDenseToMark(n, width)) {
      left.push(f);
      events += n;
    }
  }
  return left.length > 0 ? { flows: left, events } : null;
}

/** Words the text alternative starts with when the plot is drawn in bands (read by tests). */
export const BANDS_WORDS = 'Drawn as one band per flow, stacked, on one y scale.';

/**
 * A plot whose data area is narrower than this (a phone) draws each dense cwnd line as a faint
 * min–max envelope under a 1 px line (series-draw.ts strokeEnvelope), not in full colour.
 */
export const NARROW_PLOT_PX = 600;

/** Bytes per segment of flow i (its MSS): the cwnd plot's "packets" unit. */
export function flowMss(run: RunData, i: number): number {
  const f = run.scenario.flows[i];
  return (f && f.kind !== 'cbr' ? f.tcp?.mss : undefined) ?? run.scenario.tcp?.mss ?? 1460;
}

/** Bytes per unit of the cwnd plot's y axis for flow i (1 in bytes, the MSS in packets). */
export function cwndPer(run: RunData, i: number): number {
  return useViewStore.getState().cwndUnit === 'packets' ? flowMss(run, i) : 1;
}

/** Flow i's cwnd as a step series that holds until the flow's end (not the run's). */
export function cwndSeries(run: RunData, i: number, key: 'cwnd' | 'ssthresh' = 'cwnd'): StepSeries {
  const c = run.flows[i].cwnd;
  return { t: c.cols.t, v: c.cols[key], n: c.length, end: flowEndTime(run, i), per: cwndPer(run, i) };
}

/** The shown flow with the largest cwnd inside [t0, t1] of `run`, and when (the value holding at t0 included), in the plot's unit. */
function peakOf(run: RunData, [t0, t1]: [number, number]): { flow: number; t: number } | null {
  let best: { flow: number; t: number; v: number } | null = null;
  for (const i of shownFlowOrder(run.flows.length)) {
    const s = cwndSeries(run, i);
    const i0 = Math.max(0, lowerBound(s.t, s.n, t0) - 1);
    const i1 = Math.min(s.n, lowerBound(s.t, s.n, t1) + 1);
    for (let k = i0; k < i1; k++) {
      const v = s.v[k] / (s.per ?? 1);
      if (!best || v > best.v) best = { flow: i, t: Math.max(t0, s.t[k]), v };
    }
  }
  return best && { flow: best.flow, t: best.t };
}

/**
 * Congestion window (solid, or the flow's dash pattern) and slow-start threshold (dotted, thin)
 * of every shown TCP flow, in bytes or segments, with what the flow's congestion control reports
 * about itself (cc-telemetry-draw.ts). Each flow's lines end where the flow ends.
 */
export class CwndPlot extends CanvasPlot {
  /** The "cut off" note's short line of the last layout, null when nothing is cut (read by tests). */
  cutNote: string | null = null;
  protected override emptyNotice(run: RunData): string | null {
    return emptyPlotNotice(run.scenario.flows, shownFlowOrder(run.flows.length), PLOT.cwnd.id);
  }

  protected override readonly resumable = true;
  /** Rows of each flow already on the data layer. */
  private drawn: number[] = [];
  /** Where the pixel layer is put before it is laid on the data layer. */
  private readonly scratch = document.createElement('canvas');
  /** The pixel layer of the last redraw, reused by the next. */
  private pixels: PixelLayer | null = null;
  /** Whether the screen's dense lines are drawn as their range under their mean (envelope-choice.ts). */
  private readonly envelope = new EnvelopeChoice();
  /** Data time up to which recovery periods are shaded on the layer. */
  private shadedUntil = Number.NEGATIVE_INFINITY;
  /** The largest visible value when the fitted y range cuts it off (null: nothing cut). */
  /** The senders' congestion events, marked at the window they left (mechanism/annotation-layer.ts). */
  private readonly marks = new AnnotationLayer(this.el.host, PLOT.cwnd.id, (a, g) => yOfFlow(g, a.flow)(a.cwnd / cwndPer(g.run, a.flow)));

  constructor(...args: ConstructorParameters<typeof CanvasPlot>) {
    super(...args);
    // The text alternative says when the picture is in bands, before what each flow's line does.
    const describe = this.el.describe;
    if (describe) this.el.describe = (run) => {
      const words = describe(run);
      return words !== null && this.el.host.dataset.bands ? `${BANDS_WORDS} ${words}` : words;
    };
  }

  override renderData(): void {
    super.renderData();
    const run = this.results.current;
    const g = this.geom as CwndGeometry | null;
    const host = this.el.host;
    const before = host.dataset.bands;
    // The host grows a band's worth per flow beyond the first (phone.css), so each band keeps a readable height.
    if (g?.bands) {
      host.dataset.bands = String(g.bands.length);
      host.style.setProperty('--bands', String(g.bands.length));
    } else {
      delete host.dataset.bands;
      host.style.removeProperty('--bands');
    }
    if (host.dataset.bands !== before) this.redescribe();
    this.marks?.update(g, run, run ? this.markedFlows(run, g) : []);
  }

  /**
   * The flows whose congestion events get markers: in bands, not a flow with more events in view
   * than its band can mark readably (flow-bands.ts); the note above the plot and the legend say so.
   */
  private markedFlows(run: RunData, g: CwndGeometry | null): number[] {
    const left = g ? marksLeftOut(run, g) : null;
    setMarksLeftOut(this.results, left);
    return shownFlowOrder(run.flows.length).filter((i) => !left?.flows.includes(i));
  }

  /** Scales and margins, with one band per flow when the plot is narrow and shows 2–4 flows (flow-bands.ts). */
  protected override geometry(run: RunData, theme: Theme, width: number, height: number, dpr: number, typeScale: number): PlotGeometry {
    const g: CwndGeometry = super.geometry(run, theme, width, height, dpr, typeScale);
    const flows = tracedFlows(run);
    if (!drawsBands(width - g.m.left - g.m.right, flows.length, NARROW_PLOT_PX)) return g;
    const label = (i: number) => flowLabel(run, i);
    // Each band's axis ends on its top tick too, with the fewer ticks a band's height gets.
    const bottom = flowBands(g.y, flows, label, typeScale).at(-1)!;
    const y = this.onTopTick({ ...g, y: bottom.y }).y.copy().range(g.y.range());
    const bands = flowBands(y, flows, label, typeScale);
    // The y axis (SVG, grid) labels the bottom band; the others get theirs in drawBackground and drawInMargin.
    const banded: CwndGeometry = { ...g, bands, y: bands[bands.length - 1].y };
    return banded;
  }

  /** Each band above the bottom one: its grid lines, and a line that parts it from the band above. */
  protected override drawBackground(ctx: CanvasRenderingContext2D, g: CwndGeometry): void {
    if (!g.bands) return;
    ctx.save();
    ctx.strokeStyle = g.theme.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const b of g.bands.slice(0, -1)) {
      for (const v of yAxisTicks(b.y, yTickCount(g))) {
        const yy = Math.round(b.y(v)) + 0.5;
        ctx.moveTo(g.m.left, yy);
        ctx.lineTo(g.width - g.m.right, yy);
      }
    }
    ctx.stroke();
    ctx.strokeStyle = g.theme.axis;
    ctx.beginPath();
    for (const b of g.bands.slice(0, -1)) {
      const yy = Math.round(b.bottom) + 0.5;
      ctx.moveTo(g.m.left, yy);
      ctx.lineTo(g.width - g.m.right, yy);
    }
    ctx.stroke();
    ctx.restore();
  }

  /** Each band's label ("1 Vegas1", in the flow's colour) and, above the bottom band, its y ticks in the left margin. */
  protected override drawInMargin(ctx: CanvasRenderingContext2D, g: CwndGeometry): void {
    if (!g.bands) return;
    const format = this.yTickFormat();
    const tick = 6 * g.typeScale;
    ctx.save();
    ctx.font = axisFont(g);
    ctx.lineWidth = 1;
    for (const [k, b] of g.bands.entries()) {
      ctx.fillStyle = flowStyle(g.theme, b.flow).color;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillText(b.label, g.m.left + 4, b.top + 1);
      if (k === g.bands.length - 1) continue;
      const [lo, hi] = b.y.range();
      ctx.strokeStyle = ctx.fillStyle = g.theme.axis;
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.beginPath();
      ctx.moveTo(g.m.left - 0.5, hi);
      ctx.lineTo(g.m.left - 0.5, lo);
      for (const v of yAxisTicks(b.y, yTickCount(g))) {
        const yy = Math.round(b.y(v)) + 0.5;
        ctx.moveTo(g.m.left - tick, yy);
        ctx.lineTo(g.m.left, yy);
        ctx.fillText(format(v), g.m.left - tick - 3, yy);
      }
      ctx.stroke();
    }
    ctx.restore();
  }

  override dispose(): void {
    super.dispose();
    this.marks.dispose();
  }

  protected override yTickFormat() {
    const packets = useViewStore.getState().cwndUnit === 'packets';
    return (v: import('d3').NumberValue) => {
      const n = Number(v);
      if (packets) return `${n}`;
      return n >= 1e6 ? `${+(n / 1e6).toPrecision(3)}MB` : n >= 1e3 ? `${+(n / 1e3).toPrecision(3)}kB` : `${n}B`;
    };
  }

  /**
   * The y axis follows the shown flows' windows inside the visible time window. 'fit' (default):
   * a slow-start overshoot far above the sawtooth does not set the top (see y-fit.ts);
   * 'full': the largest value shown.
   */
  protected yDomain(run: RunData): [number, number] {
    const [t0, t1] = this.visibleWindow(run);
    let max = 0;
    let robust = 0;
    for (const i of shownFlowOrder(run.flows.length)) {
      const s = cwndSeries(run, i);
      max = Math.max(max, visibleMax(s, t0, t1));
      robust = Math.max(robust, timeQuantile(s, t0, t1));
    }
    const top = useViewStore.getState().yRange === 'full' ? max : fittedTop(max, robust);
    this.cutAbove = top < max ? max : null;
    const unitFloor = useViewStore.getState().cwndUnit === 'packets' ? 2 : 1;
    return [0, Math.max(unitFloor, top * 1.08)];
  }

  /** Congestion events too dense to mark, and the peak the fitted y range cuts off (plot-notes.ts). */
  protected override notes(g: PlotGeometry): PlotNote[] {
    const [t0, t1] = g.x.domain();
    const traced = tracedFlows(g.run);
    const left = marksLeftOutNote(marksLeftOut(g.run, g), runWindowCutsWords(g.run, traced, countSpanWords(g.run, [t0, t1]), t0, t1), delayBasedAmong(g.run, traced));
    const cut = this.cutNoteOf(g);
    return [left, cut].filter((n): n is PlotNote => n !== null);
  }

  private cutNoteOf(g: PlotGeometry): PlotNote | null {
    if (this.cutAbove === null) {
      this.cutNote = null;
      return null;
    }
    // Whose peak, and when, from this plot's own run: A's and B's notes both read "peaks up to
    // 54.7kB" in a phone trial (s23), the same slow start of flow 2 at 0.63 s in both runs, and
    // the page did not say whether one note was about the other run.
    const peak = peakOf(g.run, g.x.domain() as [number, number]);
    // In words, who and when (phone-0710, s08: "Peak 54.7kB (flow 2, 0.63 s) cut off" was ignored as cryptic).
    const amount = this.yTickFormat()(Math.round(this.cutAbove));
    const short = (this.cutNote = peak ? `Flow ${peak.flow + 1}'s window peaked at ${amount} at ${peak.t.toFixed(2)} s, above the plot's top` : `A window peaked at ${amount}, above the plot's top`);
    return { id: 'cut-above', short, terms: WINDOW_TERM, detail: fittedRangeDetail('it'), action: 'full-range' };
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: CwndGeometry, resume: boolean): number {
    const { x, theme, run } = g;
    let items = 0;
    const drawn = resume ? this.drawn : [];
    this.drawn = run.flows.map((f) => f.cwnd.length);
    // The dense solid lines go into one pixel layer, laid on after the dotted ssthresh lines.
    const pixels = (this.pixels = PixelLayer.over(ctx, this.pixels));
    // Fast-recovery periods shaded behind the lines (annotation-layer.ts); resumed: the new stretch only.
    const shadeFrom = resume ? this.shadedUntil : Number.NEGATIVE_INFINITY;
    this.shadedUntil = run.now;
    const span = (i: number): [number, number] => {
      const b = g.bands?.find((band) => band.flow === i);
      return b ? [b.top, b.bottom] : [g.m.top, g.height - g.m.bottom];
    };
    if (this.marks) this.marks.recoveryShaded = shadeRecoveries(ctx, g, shownFlowOrder(run.flows.length), (i) => flowStyle(theme, i).color, flowAlpha, shadeFrom, span);
    const badges: Badge[] = [];
    // On screen, kept while the window keeps its width (a side panel opening does not switch it: envelope-choice.ts).
    const width = x.range()[1] - x.range()[0];
    const narrow = this.exporting ? width < NARROW_PLOT_PX : this.envelope.decide(width, NARROW_PLOT_PX);
    for (const i of shownFlowOrder(run.flows.length)) {
      const c = run.flows[i].cwnd;
      const from = drawn[i] ?? 0;
      if (c.length <= from) continue;
      const style = flowStyle(theme, i);
      const per = cwndPer(run, i);
      // Values in bytes drawn on a y axis in `per`-byte units.
      const fy = yOfFlow(g, i);
      // In bands, a flow's line stays in its own band (a slow-start peak above the range ran into the band above).
      const band = g.bands?.find((b) => b.flow === i);
      ctx.save();
      if (band) {
        ctx.beginPath();
        ctx.rect(g.m.left, fy.range()[1], g.width - g.m.left - g.m.right, band.bottom - fy.range()[1]);
        ctx.clip();
      }
      const yy = per === 1 ? fy : fy.copy().domain(fy.domain().map((v) => v * per));
      const end = flowEndTime(run, i);
      const alpha = flowAlpha(i);
      ctx.strokeStyle = style.color;
      ctx.globalAlpha = 0.7 * alpha;
      ctx.lineWidth = Math.max(1, theme.lineWidth - 0.5);
      ctx.setLineDash([1.5, 3]);
      strokeStep(ctx, c.cols.t, c.cols.ssthresh, c.length, x, yy, end, from);
      ctx.setLineDash(style.dash as number[]);
      ctx.globalAlpha = alpha;
      ctx.lineWidth = theme.lineWidth;
      if (narrow) strokeEnvelope(ctx, c.cols.t, c.cols.cwnd, c.length, x, yy, end, from);
      else strokeStep(ctx, c.cols.t, c.cols.cwnd, c.length, x, yy, end, from, pixels);
      ctx.setLineDash([]);
      ctx.restore();
      badgesAlongSteps(badges, i, style, c.cols.t, c.cols.cwnd, c.length, from, x, yy, end);
      items += c.length - from;
    }
    ctx.globalAlpha = 1;
    pixels.drawOnto(ctx, this.scratch);
    drawBadges(ctx, badges, theme);
    drawCcTelemetry(ctx, g, (i) => flowStyle(theme, i).color, !resume, (i) => cwndPer(run, i), g.bands ? (i) => yOfFlow(g, i) : undefined);
    return items;
  }
}
