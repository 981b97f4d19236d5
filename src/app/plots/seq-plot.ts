import * as d3 from 'd3';
import { SeqEvent } from '../../sim-core/metrics/flow-trace';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { flowColor } from '../theme/theme';
import { CanvasPlot, type PlotGeometry } from './canvas-plot';
import { markPath } from './series-draw';

function shownFlows(run: RunData): number[] {
  const sel = useViewStore.getState().seqFlow;
  if (sel >= 0 && sel < run.flows.length) return [sel];
  return run.flows.map((_, i) => i);
}

/**
 * Time-sequence plot (Stevens/tcptrace style): each segment sent is a vertical tick from seq to
 * seq+len; retransmissions in red with a mark; the cumulative ACK as a step line; drops as ×,
 * ECN marks as ◆, link losses as ■.
 */
export class SeqPlot extends CanvasPlot {
  protected override yTickFormat() {
    return (v: d3.NumberValue) => `${d3.format('~s')(v)}B`;
  }

  protected yDomain(run: RunData): [number, number] {
    let max = 0;
    for (const i of shownFlows(run)) {
      const s = run.flows[i].seq;
      for (let k = 0; k < s.length; k++) {
        const top = s.cols.seq[k] + s.cols.len[k];
        if (top > max && s.cols.kind[k] !== SeqEvent.Receive) max = top;
      }
    }
    return [0, max * 1.04];
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    const { x, y, theme } = g;
    const [t0, t1] = x.domain();
    const r = theme.markSize;
    let items = 0;
    const flows = shownFlows(g.run);
    const single = flows.length === 1;
    for (const fi of flows) {
      const s = g.run.flows[fi].seq;
      const { t, kind, seq, len } = s.cols;
      const i0 = s.lowerBound(t0);
      const i1 = Math.min(s.length, s.lowerBound(t1) + 1);
      // ACKs: cumulative ACK as a step line.
      ctx.strokeStyle = theme.ack;
      ctx.lineWidth = Math.max(1, theme.lineWidth - 0.25);
      ctx.beginPath();
      let pen = false;
      let lastAck = 0;
      for (let i = i0; i < i1; i++) {
        if (kind[i] !== SeqEvent.Ack) continue;
        const xi = x(t[i]);
        const yi = y(seq[i]);
        if (!pen) {
          ctx.moveTo(xi, yi);
          pen = true;
        } else {
          ctx.lineTo(xi, lastAck);
          ctx.lineTo(xi, yi);
        }
        lastAck = yi;
        items++;
      }
      ctx.stroke();
      // Sends and retransmissions as vertical ticks.
      const tick = Math.max(1.5, theme.lineWidth + 0.5);
      for (const k of [SeqEvent.Send, SeqEvent.Receive, SeqEvent.Retransmit]) {
        ctx.fillStyle = k === SeqEvent.Retransmit ? theme.retransmit : single ? theme.flows[0] : flowColor(theme, fi);
        const w = k === SeqEvent.Retransmit ? tick + 1.5 : tick;
        for (let i = i0; i < i1; i++) {
          if (kind[i] !== k) continue;
          const xi = x(t[i]);
          const ya = y(seq[i] + Math.max(len[i], 1));
          const yb = y(seq[i]);
          ctx.fillRect(xi - w / 2, ya, w, Math.max(2, yb - ya));
          items++;
        }
      }
      // Retransmission marks (small triangles above the tick), drops, marks, losses.
      const marks: [number, 'triangle' | 'x' | 'diamond' | 'square', string, boolean][] = [
        [SeqEvent.Retransmit, 'triangle', theme.retransmit, false],
        [SeqEvent.Drop, 'x', theme.dropKinds[0], true],
        [SeqEvent.EcnMark, 'diamond', theme.dropKinds[3], false],
        [SeqEvent.LinkLoss, 'square', theme.dropKinds[4], false],
      ];
      for (const [k, shape, color, stroked] of marks) {
        ctx.beginPath();
        let any = false;
        for (let i = i0; i < i1; i++) {
          if (kind[i] !== k) continue;
          const yy = k === SeqEvent.Retransmit ? y(seq[i] + len[i]) - r - 2 : y(seq[i] + len[i] / 2);
          markPath(ctx, shape, x(t[i]), yy, k === SeqEvent.Drop ? r + 1 : r);
          any = true;
          items++;
        }
        if (!any) continue;
        ctx.strokeStyle = ctx.fillStyle = color;
        ctx.lineWidth = 2;
        if (stroked) ctx.stroke();
        else ctx.fill();
      }
    }
    return items;
  }
}
