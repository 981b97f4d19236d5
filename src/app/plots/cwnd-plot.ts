import type { RunData } from '../results/run-data';
import { flowColor } from '../theme/theme';
import { describeCwnd } from './plot-descriptions';
import { CanvasPlot, type PlotGeometry } from './canvas-plot';
import { drawCcTelemetry } from './cc-telemetry-draw';
import { traceStep } from './series-draw';
import { AnnotationLayer } from '../mechanism/annotation-layer';

/**
 * Congestion window (solid) and slow-start threshold (dashed) of every TCP flow, in bytes, with
 * what the flow's congestion control reports about itself (cc-telemetry-draw.ts).
 */
export class CwndPlot extends CanvasPlot {
  protected override describe(run: RunData): string | null {
    return describeCwnd(run);
  }

  protected override readonly resumable = true;
  /** Rows of each flow already on the data layer. */
  private drawn: number[] = [];
  /** The senders' congestion events, marked at the window they left (mechanism/annotation-layer.ts). */
  private readonly marks = new AnnotationLayer(this.el.host, 'cwnd', (a, g) => g.y(a.cwnd));

  override renderData(): void {
    super.renderData();
    const run = this.results.current;
    this.marks?.update(this.geom, run, run ? run.flows.map((_, i) => i) : []);
  }

  override dispose(): void {
    super.dispose();
    this.marks.dispose();
  }

  /**
   * The y axis fits the windows inside the measurement window when the scenario has one (so the
   * steady-state sawtooth is readable and the start-up overshoot is clipped), else the whole run.
   */
  protected yDomain(run: RunData): [number, number] {
    const from = run.scenario.measure?.[0].from ?? 0;
    let max = 0;
    for (const f of run.flows) {
      const c = f.cwnd.cols.cwnd;
      const t = f.cwnd.cols.t;
      for (let i = 0; i < f.cwnd.length; i++) if (c[i] > max && t[i] >= from) max = c[i];
    }
    if (max === 0) for (const f of run.flows) for (let i = 0; i < f.cwnd.length; i++) max = Math.max(max, f.cwnd.cols.cwnd[i]);
    return [0, Math.max(1, max * 1.1)];
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry, resume: boolean): number {
    const { x, y, theme } = g;
    let items = 0;
    const drawn = resume ? this.drawn : [];
    this.drawn = g.run.flows.map((f) => f.cwnd.length);
    g.run.flows.forEach((f, i) => {
      const c = f.cwnd;
      const from = drawn[i] ?? 0;
      if (c.length <= from) return;
      const color = flowColor(theme, i);
      ctx.strokeStyle = color;
      ctx.globalAlpha = 0.7;
      ctx.lineWidth = Math.max(1, theme.lineWidth - 0.25);
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      traceStep(ctx, c.cols.t, c.cols.ssthresh, c.length, x, y, g.run.now, from);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      ctx.lineWidth = theme.lineWidth;
      ctx.beginPath();
      traceStep(ctx, c.cols.t, c.cols.cwnd, c.length, x, y, g.run.now, from);
      ctx.stroke();
      items += c.length - from;
    });
    drawCcTelemetry(ctx, g, (i) => flowColor(theme, i), !resume);
    return items;
  }
}
