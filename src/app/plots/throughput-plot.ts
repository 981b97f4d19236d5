import * as d3 from 'd3';
import { formatInUnit, formatValue } from '../../sim-core';
import { PLOT } from '../../plot-kinds/plot-kinds';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { flowStyle } from '../theme/flow-palette';
import { badgesAlongSteps, drawBadges, type Badge } from './flow-badges';
import { flowAlpha, flowEndTime, shownFlowOrder } from '../plot-base/flow-view';
import { emptyPlotNotice, flowTracedOn } from './flow-traces';
import { axisFont, axisFontPx, CanvasPlot, type PlotGeometry } from './canvas-plot';
import { drawsTotal, runBins, shownBins, throughputTop, throughputUnit, visibleMaxBin } from './throughput';
import { fittedRangeDetail } from './y-fit';
import { capacityTicks } from '../plot-base/capacity-ticks';
import { rateLineLabel } from './rate-line-label';
import type { PlotNote } from './plot-notes';

/**
 * Throughput of every flow over time: its bits leaving the bottleneck per bin (the metric
 * catalogue's `flow.throughputSeries`, recorded by metrics/departure-bins.ts), so no line rises
 * above the link's rate (dashed) by more than one packet per bin. Or, chosen ("Throughput |
 * Goodput", kept as `tput=goodput`), receiver-side goodput per bin (`flow.goodputSeries`), which
 * can (the bytes held behind a repaired hole arrive at once): the quantity the headline gives
 * (lecturer-2045, confusion 4). Both are in the plot's table and CSV, named as such.
 */
export class ThroughputPlot extends CanvasPlot {
  protected override emptyNotice(run: RunData): string | null {
    const flows = emptyPlotNotice(run.scenario.flows, shownFlowOrder(run.flows.length), PLOT.throughput.id);
    if (flows !== null) return flows;
    return run.done && runBins(run) === null ? 'No throughput over time: this run recorded no series at its bottleneck.' : null;
  }


  // Plain numbers in the unit the title states (throughputUnit): "12 Mbit/s" on every tick did
  // not fit the plots' shared left margin, and d3's "12Mb/s" was a second spelling of the unit.
  protected override yTickFormat() {
    const u = throughputUnit(this.results.current);
    return (v: d3.NumberValue) => d3.format('~g')(Number(formatInUnit(Number(v), { ...u, digits: 6 })));
  }

  // The bins and whether the rate line is in range are read from the run being drawn (g.run), not
  // kept from yDomain: on a shared A/B scale yDomain is also called for the other run.
  protected yDomain(run: RunData): [number, number] {
    // Bins follow the whole run (not the zoom), so zooming magnifies the same curve.
    const plotted = shownBins(run);
    const width = plotted?.width ?? 1;
    const mode = useViewStore.getState().yRange;
    const [t0, t1] = mode === 'full' ? [0, Number.POSITIVE_INFINITY] : this.visibleWindow(run);
    // Many flows: the plot draws the bottleneck's total output, and its range is that line's.
    const max = drawsTotal(run) ? visibleMaxBin([plotted?.total ?? null], width, [0], t0, t1) : visibleMaxBin(plotted?.perFlow ?? [], width, shownFlowOrder(run.flows.length), t0, t1);
    const link = run.summary?.links[run.summary.aggregate.bottleneck];
    const { top } = throughputTop(max, link ? link.rateBps : null, mode);
    return [0, Math.max(top, 1) * 1.08];
  }

  /**
   * Ticks that include the bottleneck's rate when it is a round number (0, 5, 10 for 10 Mbit/s),
   * the same at every height: the projected axis read only 0 and 12, and 0, 4, 8, 12 with
   * Settings open (lecturer-2045, confusion 5). Otherwise the usual ticks (yAxisTicks).
   */
  protected override onTopTick<G extends PlotGeometry>(g0: G): G {
    const g = super.onTopTick(g0);
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link) return g;
    const ticks = capacityTicks(g.y.domain(), link.rateBps, ticksThatRead(g), throughputUnit(g.run).scale);
    return ticks ? { ...g, fixedYTicks: ticks } : g;
  }

  /**
   * The rate line's value at its right end, above it, in the axis's type ("10 Mbit/s"): the room
   * could not read the dashed line's rate from the ticks (lecturer-2045, confusion 5). Drawn with
   * the background, so it shows from the replay's start, not when the cursor reaches the end.
   */
  protected override drawBackground(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link || link.rateBps > g.y.domain()[1]) return;
    const label = rateLineLabel(link.rateBps, throughputUnit(g.run));
    const [, xb] = g.x.range();
    const yy = Math.round(g.y(link.rateBps)) + 0.5;
    ctx.save();
    ctx.font = axisFont(g);
    const px = axisFontPx(g);
    const w = ctx.measureText(label).width;
    const pad = 3 * g.typeScale;
    // Above the line, clear of the lines under it, when there is room, else just under it.
    // The data's clip reaches the canvas's top (its top margin too).
    const above = yy >= px + 2 * pad;
    const base = above ? yy - pad : yy + px + pad;
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = g.theme.panel;
    ctx.fillRect(xb - w - 2 * pad, base - px - 1, w + 2 * pad, px + 2);
    ctx.globalAlpha = 1;
    ctx.fillStyle = g.theme.text;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(label, xb - pad, base - 2);
    ctx.restore();
  }

  /** The bottleneck rate when it is above the plot's top (plot-notes.ts). */
  protected override notes(g: PlotGeometry): PlotNote[] {
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link || link.rateBps <= g.y.domain()[1]) return [];
    return [{ id: 'limit-above', short: `The bottleneck's rate, ${formatValue('rate', link.rateBps, 0)}, is above the plot's top`, terms: { rate: 'link-rate' }, detail: fittedRangeDetail('it'), action: 'full-range' }];
  }

  /**
   * The bottleneck's rate, dashed over the data, each dash on a dash of the panel's colour: drawn
   * under them, tail drop's line at the link's rate hid it on the exported slide (lecturer-1130
   * step 19). The halo is opaque, so drawing it again after more data gives the same pixels.
   */
  private drawRateLine(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link) return;
    // Above the plot's top, the rate is said in a note instead (notes).
    if (link.rateBps > g.y.domain()[1]) return;
    const [xa, xb] = g.x.range();
    const yy = Math.round(g.y(link.rateBps)) + 0.5;
    ctx.save();
    ctx.setLineDash([6, 4]);
    ctx.lineCap = 'butt';
    ctx.beginPath();
    ctx.moveTo(xa, yy);
    ctx.lineTo(xb, yy);
    ctx.strokeStyle = g.theme.panel;
    ctx.lineWidth = 4.5;
    ctx.stroke();
    ctx.strokeStyle = g.theme.limit;
    ctx.lineWidth = 1.75;
    ctx.stroke();
    ctx.restore();
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    const { x, y, theme } = g;
    const plotted = shownBins(g.run);
    if (!plotted) return 0;
    const w = plotted.width;
    if (drawsTotal(g.run)) {
      const drawn = this.drawTotal(ctx, g, plotted.total, w);
      this.drawRateLine(ctx, g);
      return drawn;
    }
    const bins = plotted.perFlow;
    let items = 0;
    const badges: Badge[] = [];
    for (const i of shownFlowOrder(bins.length)) {
      // Web traffic has no per-flow delivery trace (flow-traces.ts): no line at zero for it.
      if (!flowTracedOn(g.run.scenario.flows, i, PLOT.throughput.id)) continue;
      const b = bins[i];
      if (!b) continue;
      const start = g.run.scenario.flows[i]?.start ?? 0;
      // A finished flow's line stops at its last bin, not at the end of the run.
      const end = flowEndTime(g.run, i);
      const style = flowStyle(theme, i);
      ctx.strokeStyle = style.color;
      ctx.globalAlpha = flowAlpha(i);
      ctx.setLineDash(style.dash as number[]);
      ctx.lineWidth = theme.lineWidth;
      ctx.beginPath();
      let pen = false;
      for (let k = 0; k < b.length; k++) {
        const ta = k * w;
        if (ta + w < start) continue;
        if (ta >= end) break;
        const xa = x(ta);
        const xb = x(Math.min(ta + w, end));
        const yy = y(b[k]);
        if (!pen) {
          ctx.moveTo(xa, yy);
          pen = true;
        } else ctx.lineTo(xa, yy);
        ctx.lineTo(xb, yy);
        items++;
      }
      ctx.stroke();
      // The bins as a step series (bin k from k·w) for the flow's badges.
      const n = Math.min(b.length, Math.ceil(end / w));
      const times = Float64Array.from({ length: n }, (_, k) => k * w);
      badgesAlongSteps(badges, i, style, times, (k) => (k * w + w < start ? Number.NaN : b[k]), n, 0, x, y, end);
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    this.drawRateLine(ctx, g);
    drawBadges(ctx, badges, theme);
    return items;
  }

  /** The bottleneck's whole output as one thick step line (many flows: see drawsTotal). */
  private drawTotal(ctx: CanvasRenderingContext2D, g: PlotGeometry, b: Float64Array | null, w: number): number {
    if (!b) return 0;
    const { x, y, theme } = g;
    ctx.strokeStyle = theme.queue;
    ctx.lineWidth = theme.lineWidth * 1.6;
    ctx.beginPath();
    for (let k = 0; k < b.length; k++) {
      const yy = y(b[k]);
      if (k === 0) ctx.moveTo(x(0), yy);
      else ctx.lineTo(x(k * w), yy);
      ctx.lineTo(x(Math.min((k + 1) * w, g.run.timeEnd)), yy);
    }
    ctx.stroke();
    return b.length;
  }
}

/**
 * The most y labels the data area's height holds a line and a half of the axis type apart: the
 * least spacing at which labels still read, not the roomier spacing a count is first chosen with
 * (yTickCount), so Settings' shorter panel keeps 0, 5, 10 (lecturer-2045, confusion 5).
 */
function ticksThatRead(g: PlotGeometry): number {
  const [bottom, top] = g.y.range();
  return Math.floor((bottom - top) / (1.5 * axisFontPx(g))) + 1;
}
