import type { Box } from './readout-place';
import * as d3 from 'd3';
import { formatInUnit } from '../../sim-core';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { resultsVeiled } from '../state/results-veiled';
import { partial, usePlaybackStore } from '../state/playback-store';
import { invalidateData } from '../plot-base/scheduler';
import { axisFont, axisFontPx, CanvasPlot, type PlotGeometry } from './canvas-plot';
import { capacityTicks } from '../plot-base/capacity-ticks';
import { throughputTop, throughputUnit, visibleMaxBin } from './throughput';
import { meanOver, overlayLabel, overlayMeanSpan, overlaySeries, type OverlaySeries } from './ab-overlay';

/** B's dash: A solid, B dashed, so the two read apart without colour (lecturer-0315). */
export const B_DASH = [10, 6];

/**
 * A's and B's whole output over time on one shared axis, one panel (ab-overlay.ts): A solid, B
 * dashed, each run's mean as a thin dotted line, and at the right end direct labels in the
 * headline's words ("A: gentle RED 7.53"). Means and end labels are drawn only once the replay
 * stands at the end, as the headline's numbers are held; during the replay the labels stand at the
 * cursor, counting up (drawAtCursor).
 */
export class AbOverlayPlot extends CanvasPlot {
  constructor(...args: ConstructorParameters<typeof CanvasPlot>) {
    super(...args);
    // The means and their labels wait for the replay's end (drawData): drawn again when the
    // cursor reaches the end or leaves it.
    this.cleanups.push(
      usePlaybackStore.subscribe((s, prev) => {
        if (partial(s) !== partial(prev)) invalidateData(this);
      }),
    );
  }

  /** B's run: the other store of A/B (the panel's source is A's). */
  private otherRun(run: RunData): RunData | null {
    const o = this.source.shareY?.[0]?.current ?? null;
    return o && o !== run ? o : null;
  }

  protected override yTickFormat() {
    const u = throughputUnit(this.results.current);
    return (v: d3.NumberValue) => d3.format('~g')(Number(formatInUnit(Number(v), { ...u, digits: 6 })));
  }

  /** Ticks that include the bottleneck's rate (0, 5, 10 for 10 Mbit/s), as the throughput plot's (capacity-ticks.ts). */
  protected override onTopTick<G extends PlotGeometry>(g0: G): G {
    const g = super.onTopTick(g0);
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link) return g;
    const [bottom, top] = g.y.range();
    const most = Math.floor((bottom - top) / (1.5 * axisFontPx(g))) + 1;
    const ticks = capacityTicks(g.y.domain(), link.rateBps, most, throughputUnit(g.run).scale);
    return ticks ? { ...g, fixedYTicks: ticks } : g;
  }

  protected yDomain(run: RunData): [number, number] {
    const s = overlaySeries(run);
    const mode = useViewStore.getState().yRange;
    const [t0, t1] = mode === 'full' ? [0, Number.POSITIVE_INFINITY] : this.visibleWindow(run);
    const max = s?.bins ? visibleMaxBin([s.bins], s.width, [0], t0, t1) : 0;
    const link = run.summary?.links[run.summary.aggregate.bottleneck];
    const { top } = throughputTop(max, link ? link.rateBps : null, mode);
    // Headroom for the labels' row at the top right, clear of the lines (drawn over them, tail
    // drop's line near the link's rate hid under A's label).
    return [0, Math.max(top, 1) * 1.4];
  }

  /** The side labels as last drawn (CSS px on the canvas): the cursor readout keeps clear of them. */
  private labelBoxes: Box[] = [];

  override labelsToAvoid(): readonly Box[] {
    return this.labelBoxes;
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    this.labelBoxes = [];
    const a = overlaySeries(g.run);
    const b = overlaySeries(this.otherRun(g.run));
    const theme = g.theme;
    const [colA, colB] = theme.abSides;
    let items = 0;
    items += this.line(ctx, g, a, colA, []);
    items += this.line(ctx, g, b, colB, B_DASH);
    // The run means and the direct labels: only for complete runs (a streaming run's mean moves),
    // and only with the replay at its end. They are whole-run figures: drawn across the plot, the
    // data layer's reveal up to the cursor showed the mean lines from 9.5 s and "A: gentle RED 7"
    // at 73 s with the numbers held, and beside a zoomed window's legend they read as a third mean
    // (lecturer trial 05:10, confusion 9).
    const bRun = this.otherRun(g.run);
    if (!g.run.done || !bRun?.done || !a?.bins || !b?.bins || partial(usePlaybackStore.getState())) return items;
    const unit = throughputUnit(g.run);
    // Over the plot's window (zoomed, the part in view, said so: meanOver), as the legend's.
    const zoom = useViewStore.getState().zoom;
    const [t0, t1] = zoom ?? [0, Number.POSITIVE_INFINITY];
    const mean = (s: OverlaySeries) => meanOver(s.bins, s.width, s.end, t0, t1);
    const [ma, mb] = [mean(a), mean(b)];
    const names = this.source.sideNames?.() ?? { a: '', b: '' };
    const fig = (v: number) => `${formatInUnit(v, { ...unit, digits: 2 })}${overlayMeanSpan(zoom !== null)}`;
    this.meanLine(ctx, g, ma, colA, [2, 3]);
    this.meanLine(ctx, g, mb, colB, [2, 3]);
    const px = axisFontPx(g) * 1.25;
    // The higher mean's label first (on top, or on the right in one row), in the order of the lines.
    const rows: [string, string, number[]][] = [
      [overlayLabel('A', names.a, fig(ma)), colA, []],
      [overlayLabel('B', names.b, fig(mb)), colB, B_DASH],
    ];
    if (mb > ma) rows.reverse();
    this.placeLabels(ctx, g, rows, g.x.range()[1], px);
    return items;
  }

  /**
   * The labels in a row ending at `right` where they fit (the headroom holds one row), else one above
   * the other; never past the plot's left edge.
   */
  private placeLabels(ctx: CanvasRenderingContext2D, g: PlotGeometry, rows: [string, string, number[]][], right: number, px: number): void {
    const [xa, xb] = g.x.range();
    const widths = rows.map(([text]) => this.labelWidth(ctx, g, text, px));
    const base = g.m.top + px;
    if (widths[0] + widths[1] + 2 * px <= 0.9 * (xb - xa)) {
      const r = Math.min(xb, Math.max(right, xa + widths[0] + widths[1] + 1.5 * px));
      this.endLabel(ctx, g, rows[0][0], r, base, rows[0][1], px, rows[0][2]);
      this.endLabel(ctx, g, rows[1][0], r - widths[0] - 1.5 * px, base, rows[1][1], px, rows[1][2]);
    } else {
      const r = Math.min(xb, Math.max(right, xa + Math.max(...widths)));
      rows.forEach(([text, color, dash], k) => this.endLabel(ctx, g, text, r, base + 1.25 * px * k, color, px, dash));
    }
  }

  /** During a replay of both runs, the labels stand at the cursor and move with it (drawAtCursor). */
  protected override followsCursor(): boolean {
    const run = this.results.current;
    return run !== null && partial(usePlaybackStore.getState()) && overlaySeries(run)?.bins != null && overlaySeries(this.otherRun(run))?.bins != null;
  }

  /**
   * The big side labels during the replay, ending at the cursor: the small legend alone told the back
   * row which line was A and which B until the end (lecturer-0230, confusion 9). Each says its run's
   * mean from the window's start up to the cursor, counting up as the replay plays, the words the
   * end's labels use; while the numbers are held (or a lesson veils them), the sides' names alone.
   */
  protected override drawAtCursor(ctx: CanvasRenderingContext2D, g: PlotGeometry, t: number, cursorX: number): void {
    this.labelBoxes = [];
    const a = overlaySeries(g.run);
    const b = overlaySeries(this.otherRun(g.run));
    if (!a?.bins || !b?.bins) return;
    const theme = g.theme;
    const [colA, colB] = theme.abSides;
    const names = this.source.sideNames?.() ?? { a: '', b: '' };
    const held = useViewStore.getState().numbersAtEnd || resultsVeiled();
    const from = useViewStore.getState().zoom?.[0] ?? 0;
    const unit = throughputUnit(g.run);
    const [ma, mb] = [meanOver(a.bins, a.width, a.end, from, t), meanOver(b.bins, b.width, b.end, from, t)];
    const fig = (v: number) => (held || !Number.isFinite(v) ? '' : formatInUnit(v, { ...unit, digits: 2 }));
    const rows: [string, string, number[]][] = [
      [overlayLabel('A', names.a, fig(ma)).trimEnd(), colA, []],
      [overlayLabel('B', names.b, fig(mb)).trimEnd(), colB, B_DASH],
    ];
    // The higher line's label first, as at the end (on top, or on the right in one row).
    if (mb > ma) rows.reverse();
    this.placeLabels(ctx, g, rows, cursorX, axisFontPx(g) * 1.25);
  }

  /** One run's series as a step line from t = 0 to its data's end. */
  private line(ctx: CanvasRenderingContext2D, g: PlotGeometry, s: OverlaySeries | null, color: string, dash: number[]): number {
    if (!s?.bins) return 0;
    const { x, y } = g;
    ctx.save();
    ctx.strokeStyle = color;
    ctx.setLineDash(dash.map((d) => d * g.typeScale));
    ctx.lineWidth = g.theme.lineWidth * 1.6;
    ctx.beginPath();
    const n = Math.min(s.bins.length, Math.ceil(s.end / s.width));
    for (let k = 0; k < n; k++) {
      const yy = y(s.bins[k]);
      if (k === 0) ctx.moveTo(x(0), yy);
      else ctx.lineTo(x(k * s.width), yy);
      ctx.lineTo(x(Math.min((k + 1) * s.width, s.end)), yy);
    }
    ctx.stroke();
    ctx.restore();
    return n;
  }

  /** A run's mean over the run, a thin dotted line across the plot. */
  private meanLine(ctx: CanvasRenderingContext2D, g: PlotGeometry, v: number, color: string, dash: number[]): void {
    if (!Number.isFinite(v)) return;
    const [xa, xb] = g.x.range();
    const yy = Math.round(g.y(v)) + 0.5;
    ctx.save();
    ctx.setLineDash(dash.map((d) => d * g.typeScale));
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(1, g.theme.lineWidth * 0.8);
    ctx.beginPath();
    ctx.moveTo(xa, yy);
    ctx.lineTo(xb, yy);
    ctx.stroke();
    ctx.restore();
  }

  private labelFont(g: PlotGeometry, px: number): string {
    // The axis's family at the label's size, bold (the projector's font is bold already: not twice).
    return `bold ${Math.round(px)}px ${axisFont(g).replace(/^.*?\d+(?:\.\d+)?px\s*/, '')}`;
  }

  /** A label's width with its line sample and padding (endLabel). */
  private labelWidth(ctx: CanvasRenderingContext2D, g: PlotGeometry, text: string, px: number): number {
    ctx.save();
    ctx.font = this.labelFont(g, px);
    const w = ctx.measureText(text).width;
    ctx.restore();
    return w + 2.2 * px + 9 * g.typeScale;
  }

  /**
   * A direct label ending at `right`, bold, in its run's colour, after a sample of its line (solid
   * or dashed): the words and the dash tell A from B without colour.
   */
  private endLabel(ctx: CanvasRenderingContext2D, g: PlotGeometry, text: string, right: number, base: number, color: string, px: number, dash: number[]): void {
    ctx.save();
    ctx.font = this.labelFont(g, px);
    const w = ctx.measureText(text).width;
    const pad = 3 * g.typeScale;
    const sample = 2.2 * px;
    ctx.globalAlpha = 0.9;
    ctx.fillStyle = g.theme.panel;
    const box = { left: right - w - sample - 3 * pad, top: base - px, width: w + sample + 3 * pad, height: px + pad };
    ctx.fillRect(box.left, box.top, box.width, box.height);
    this.labelBoxes.push(box);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = color;
    ctx.lineWidth = g.theme.lineWidth * 1.6;
    ctx.setLineDash(dash.map((d) => d * g.typeScale * 0.6));
    ctx.beginPath();
    const ym = base - px * 0.35;
    ctx.moveTo(right - w - sample - pad, ym);
    ctx.lineTo(right - w - 2 * pad, ym);
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(text, right - pad, base);
    ctx.restore();
  }
}
