import * as d3 from 'd3';
import type { RunData } from '../results/run-data';
import { flowColor } from '../theme/theme';
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
    let max = 0;
    for (const b of this.bins) for (const v of b) if (v > max) max = v;
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
    this.bins.forEach((b, i) => {
      const start = g.run.scenario.flows[i]?.start ?? 0;
      ctx.strokeStyle = flowColor(theme, i);
      ctx.lineWidth = theme.lineWidth;
      ctx.beginPath();
      let pen = false;
      for (let k = 0; k < b.length; k++) {
        const ta = k * w;
        if (ta + w < start) continue;
        const xa = x(ta);
        const xb = x(Math.min(ta + w, g.run.now));
        const yy = y(b[k]);
        if (!pen) {
          ctx.moveTo(xa, yy);
          pen = true;
        } else ctx.lineTo(xa, yy);
        ctx.lineTo(xb, yy);
        items++;
      }
      ctx.stroke();
    });
    return items;
  }
}
