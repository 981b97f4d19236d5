import type { RunData } from '../results/run-data';
import { flowColor } from '../theme/theme';
import { CanvasPlot, type PlotGeometry } from './canvas-plot';
import { traceStep } from './series-draw';

/** Congestion window (solid) and slow-start threshold (dashed) of every TCP flow, in bytes. */
export class CwndPlot extends CanvasPlot {
  protected yDomain(run: RunData): [number, number] {
    let max = 0;
    for (const f of run.flows) {
      const c = f.cwnd.cols.cwnd;
      for (let i = 0; i < f.cwnd.length; i++) if (c[i] > max) max = c[i];
    }
    return [0, Math.max(1, max * 1.1)];
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    const { x, y, theme } = g;
    let items = 0;
    ctx.lineJoin = 'round';
    g.run.flows.forEach((f, i) => {
      const c = f.cwnd;
      if (c.length === 0) return;
      const color = flowColor(theme, i);
      ctx.strokeStyle = color;
      ctx.globalAlpha = 0.7;
      ctx.lineWidth = Math.max(1, theme.lineWidth - 0.25);
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      traceStep(ctx, c.cols.t, c.cols.ssthresh, c.length, x, y, g.run.now);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      ctx.lineWidth = theme.lineWidth;
      ctx.beginPath();
      traceStep(ctx, c.cols.t, c.cols.cwnd, c.length, x, y, g.run.now);
      ctx.stroke();
      items += c.length;
    });
    return items;
  }
}
