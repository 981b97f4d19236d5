import * as d3 from 'd3';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { flowStyle } from '../theme/flow-palette';
import { flowAlpha, flowEndTime, shownFlowOrder } from './flow-view';
import { describeThroughput } from './plot-descriptions';
import { CanvasPlot, type PlotGeometry } from './canvas-plot';
import { binnedThroughput, niceBin } from './throughput';

/** Throughput of every flow over time (from the `delivered` series), binned; link rate dashed. */
export class ThroughputPlot extends CanvasPlot {
  protected override describe(run: RunData): string | null {
    return describeThroughput(run);
  }

  private bins: Float64Array[] = [];
  private binWidth = 1;

  protected override yTickFormat() {
    return (v: d3.NumberValue) => `${d3.format('~s')(v)}b/s`;
  }

  protected yDomain(run: RunData): [number, number] {
    // Bins follow the whole run (not the zoom), so zooming magnifies the same curve.
    this.binWidth = niceBin(run.timeEnd);
    const tEnd = Math.max(run.now, 1e-3);
    this.bins = run.flows.map((f) => binnedThroughput(f.delivered, this.binWidth, tEnd));
    // The bins inside the visible window of the shown flows ('full': every bin).
    const [t0, t1] = useViewStore.getState().yRange === 'full' ? [0, Number.POSITIVE_INFINITY] : this.visibleWindow(run);
    let max = 0;
    for (const i of shownFlowOrder(run.flows.length)) {
      const b = this.bins[i];
      for (let k = 0; k < b.length; k++) if ((k + 1) * this.binWidth > t0 && k * this.binWidth < t1 && b[k] > max) max = b[k];
    }
    const link = run.summary?.links[run.summary.aggregate.bottleneck];
    if (link) max = Math.max(max, link.rateBps);
    return [0, max * 1.08];
  }

  protected override drawBackground(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const link = g.run.summary?.links[g.run.summary.aggregate.bottleneck];
    if (!link) return;
    const [xa, xb] = g.x.range();
    ctx.strokeStyle = g.theme.limit;
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = 1.25;
    ctx.beginPath();
    const yy = Math.round(g.y(link.rateBps)) + 0.5;
    ctx.moveTo(xa, yy);
    ctx.lineTo(xb, yy);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    const { x, y, theme } = g;
    const w = this.binWidth;
    let items = 0;
    for (const i of shownFlowOrder(this.bins.length)) {
      const b = this.bins[i];
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
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    return items;
  }
}
