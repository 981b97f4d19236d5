import type { RunData } from '../results/run-data';
import { PLOT } from '../../plot-kinds/plot-kinds';
import { useViewStore } from '../state/view-store';
import { flowStyle } from '../theme/flow-palette';
import { badgesAlongSteps, drawBadges, type Badge } from './flow-badges';
import { CanvasPlot, type PlotGeometry } from './canvas-plot';
import { drawCcTelemetry } from './cc-telemetry-draw';
import { flowAlpha, flowEndTime, shownFlowOrder } from '../plot-base/flow-view';
import { emptyPlotNotice } from './flow-traces';
import { lowerBound, strokeEnvelope, strokeStep } from '../plot-base/series-draw';
import { PixelLayer } from '../plot-base/pixel-layer';
import { drawCutNote, fittedTop, fullRangeAdvice, timeQuantile, visibleMax, type StepSeries } from './y-fit';
import { AnnotationLayer, shadeRecoveries } from '../mechanism/annotation-layer';

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
  /** The "cut off" note of the last layout, null when nothing is cut (read by tests). */
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
  /** Data time up to which recovery periods are shaded on the layer. */
  private shadedUntil = Number.NEGATIVE_INFINITY;
  /** The largest visible value when the fitted y range cuts it off (null: nothing cut). */
  /** The senders' congestion events, marked at the window they left (mechanism/annotation-layer.ts). */
  private readonly marks = new AnnotationLayer(this.el.host, PLOT.cwnd.id, (a, g) => g.y(a.cwnd / cwndPer(g.run, a.flow)));

  override renderData(): void {
    super.renderData();
    const run = this.results.current;
    this.marks?.update(this.geom, run, run ? shownFlowOrder(run.flows.length) : []);
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

  /** The peaks the fitted y range cuts off, said in a band above the data (canvas-plot geometry), not over the trace. */
  protected override aboveNote(g: PlotGeometry): string | null {
    if (this.cutAbove === null) return (this.cutNote = null);
    // Whose peak, and when, from this plot's own run: A's and B's notes both read "peaks up to
    // 54.7kB" in a phone trial (s23), the same slow start of flow 2 at 0.63 s in both runs, and
    // the page did not say whether one note was about the other run.
    const peak = peakOf(g.run, g.x.domain() as [number, number]);
    const where = peak ? ` (flow ${peak.flow + 1} at ${peak.t.toFixed(2)} s)` : '';
    return (this.cutNote = `This run's peak, ${this.yTickFormat()(Math.round(this.cutAbove))}${where}, is cut off above. — ${fullRangeAdvice('it')}`);
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry, resume: boolean): number {
    const { x, y, theme, run } = g;
    let items = 0;
    const drawn = resume ? this.drawn : [];
    this.drawn = run.flows.map((f) => f.cwnd.length);
    // The dense solid lines go into one pixel layer, laid on after the dotted ssthresh lines.
    const pixels = (this.pixels = PixelLayer.over(ctx, this.pixels));
    // Fast-recovery periods shaded behind the lines (annotation-layer.ts); resumed: the new stretch only.
    const shadeFrom = resume ? this.shadedUntil : Number.NEGATIVE_INFINITY;
    this.shadedUntil = run.now;
    if (this.marks) this.marks.recoveryShaded = shadeRecoveries(ctx, g, shownFlowOrder(run.flows.length), (i) => flowStyle(theme, i).color, flowAlpha, shadeFrom);
    const badges: Badge[] = [];
    const narrow = x.range()[1] - x.range()[0] < NARROW_PLOT_PX;
    for (const i of shownFlowOrder(run.flows.length)) {
      const c = run.flows[i].cwnd;
      const from = drawn[i] ?? 0;
      if (c.length <= from) continue;
      const style = flowStyle(theme, i);
      const per = cwndPer(run, i);
      // Values in bytes drawn on a y axis in `per`-byte units.
      const yy = per === 1 ? y : y.copy().domain(y.domain().map((v) => v * per));
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
      badgesAlongSteps(badges, i, style, c.cols.t, c.cols.cwnd, c.length, from, x, yy, end);
      items += c.length - from;
    }
    ctx.globalAlpha = 1;
    pixels.drawOnto(ctx, this.scratch);
    drawBadges(ctx, badges, theme);
    drawCcTelemetry(ctx, g, (i) => flowStyle(theme, i).color, !resume, (i) => cwndPer(run, i));
    // In its band above the data (canvas-plot geometry); over the data only on a plot too small for one.
    if (!resume && !g.note && this.cutAbove !== null) drawCutNote(ctx, g, this.aboveNote(g)!);
    return items;
  }
}
