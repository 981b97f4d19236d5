import * as d3 from 'd3';
import { PLOT } from '../../plot-kinds/plot-kinds';
import { SeqEvent } from '../../sim-core';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { flowColor } from '../theme/theme';
import { flowStyle } from '../theme/flow-palette';
import { badgeTimes, drawBadges, type Badge } from './flow-badges';
import { flowAlpha, shownFlowOrder } from '../plot-base/flow-view';
import { emptyPlotNotice, flowTracedOn } from './flow-traces';
import { axisFont, CanvasPlot, type PlotElements, type PlotGeometry, type PlotSource } from './canvas-plot';
import { coefficients, markPath } from '../plot-base/series-draw';
import { AnnotationLayer, shadeRecoveries } from '../mechanism/annotation-layer';
import { seqMarkCounts, seqSharedNoteLines } from './seq-mark-counts';
import { seqCountsPackets, seqTickText } from './seq-units';

/** With more flows than this, "auto" shows flow 1 alone (all of them at once is unreadable). */
export const SEQ_AUTO_ALL_MAX = 3;

/**
 * Flows drawn: the selected one; -2 = all; -1 (auto) = all when few, else one: the highlighted
 * flow, or the first shown. "All" and "auto" leave out hidden flows and flows without a
 * time-sequence trace (web traffic: flow-traces.ts); a selected flow is drawn, or its plot says why not.
 */
export function shownFlows(run: RunData): number[] {
  const sel = useViewStore.getState().seqFlow;
  if (sel >= 0 && sel < run.flows.length) return [sel];
  // The highlighted one on top.
  const shown = shownFlowOrder(run.flows.length).filter((i) => flowTracedOn(run.scenario.flows, i, PLOT.seq.id));
  if (sel === -1 && run.flows.length > SEQ_AUTO_ALL_MAX) {
    const h = useViewStore.getState().highlightFlow;
    if (h !== null && shown.includes(h)) return [h];
    const first = Math.min(...shown);
    return Number.isFinite(first) ? [first] : [];
  }
  return shown;
}

/**
 * Time-sequence plot (Stevens/tcptrace style): each segment sent is a vertical tick from seq to
 * seq+len; retransmissions in red with a mark; the cumulative ACK as a step line; drops as ×,
 * ECN marks as ◆, link losses as ■.
 */
export class SeqPlot extends CanvasPlot {
  /** Event marks (retransmits, drops, ECN marks, link losses) in view at the last draw, and how many were drawn: close ones share one (read by tests). */
  marksInView = 0;
  marksDrawn = 0;
  /** The busy note's lines at the last draw, empty when none was drawn (read by tests: the canvas holds the words). */
  sharedNote: string[] = [];

  constructor(el: PlotElements, source: PlotSource = {}) {
    // A/B's two plots share one sequence axis unless the pair is put on its own scales (registry's
    // abScale): on own scales 12 MB and 20 MB tops looked alike (phone-2235, confusion 7).
    super(el, source);
  }

  /** The senders' congestion events, marked at the sequence number they concern (mechanism/annotation-layer.ts). */
  private readonly marks = new AnnotationLayer(this.el.host, PLOT.seq.id, (a, g) => g.y(a.seq));

  override renderData(): void {
    super.renderData();
    const run = this.results.current;
    this.marks?.update(this.geom, run, run ? shownFlows(run) : []);
  }

  override dispose(): void {
    super.dispose();
    this.marks.dispose();
  }

  protected override emptyNotice(run: RunData): string | null {
    const sel = useViewStore.getState().seqFlow;
    return emptyPlotNotice(run.scenario.flows, shownFlows(run), PLOT.seq.id, sel >= 0 && sel < run.flows.length ? sel : undefined);
  }

  /** Bytes, or packets when only UDP flows are drawn (seq-units.ts). */
  protected override yTickFormat() {
    const run = this.results.current;
    const packets = run !== null && seqCountsPackets(shownFlows(run).map((i) => run.scenario.flows[i]?.kind));
    return (v: d3.NumberValue) => seqTickText(v, packets);
  }

  /** The whole sequence space; when zoomed, the sequence range inside the time window (as tcptrace). */
  protected yDomain(run: RunData): [number, number] {
    const zoom = useViewStore.getState().zoom;
    let min = Infinity;
    let max = 0;
    for (const i of shownFlows(run)) {
      const s = run.flows[i].seq;
      const a = zoom ? s.lowerBound(zoom[0]) : 0;
      const b = zoom ? s.lowerBound(zoom[1]) : s.length;
      for (let k = a; k < b; k++) {
        if (s.cols.kind[k] === SeqEvent.Receive) continue;
        const lo = s.cols.seq[k];
        const top = lo + s.cols.len[k];
        if (top > max) max = top;
        if (lo < min) min = lo;
      }
    }
    if (!zoom || !Number.isFinite(min)) return [0, max * 1.04];
    const pad = Math.max(1, (max - min) * 0.04);
    return [Math.max(0, min - pad), max + pad];
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number {
    const { x, y, theme } = g;
    const [t0, t1] = x.domain();
    const r = theme.markSize;
    let items = 0;
    const flows = shownFlows(g.run);
    const single = flows.length === 1;
    const badges: Badge[] = [];
    this.marksInView = 0;
    this.marksDrawn = 0;
    this.sharedNote = [];
    // Fast-recovery periods shaded behind the segments (annotation-layer.ts).
    if (this.marks) this.marks.recoveryShaded = shadeRecoveries(ctx, g, flows, (f) => flowColor(theme, f), (f) => (single ? 1 : flowAlpha(f)));
    for (const fi of flows) {
      ctx.globalAlpha = single ? 1 : flowAlpha(fi);
      const s = g.run.flows[fi].seq;
      const { t, kind, seq, len } = s.cols;
      const i0 = s.lowerBound(t0);
      const i1 = Math.min(s.length, s.lowerBound(t1) + 1);
      const tick = Math.max(1.5, theme.lineWidth + 0.5);
      const sendColor = flowColor(theme, fi);
      const [px0, px1] = x.range();
      const cols = Math.max(1, Math.ceil(px1 - px0) + 1);
      if (i1 - i0 > 2 * cols) {
        items += this.drawDecimated(ctx, g, s, i0, i1, cols, sendColor, tick);
      } else {
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
        for (const k of [SeqEvent.Send, SeqEvent.Receive, SeqEvent.Retransmit]) {
          ctx.fillStyle = k === SeqEvent.Retransmit ? theme.retransmit : sendColor;
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
      }
      // Retransmission marks (small triangles above the tick), drops, marks, losses.
      const marks: [number, 'triangle' | 'x' | 'diamond' | 'square', string, boolean][] = [
        [SeqEvent.Retransmit, 'triangle', theme.retransmit, false],
        [SeqEvent.Drop, 'x', theme.markTones[0], true],
        [SeqEvent.EcnMark, 'diamond', theme.markTones[3], false],
        [SeqEvent.LinkLoss, 'square', theme.markTones[4], false],
      ];
      // One mark per kind and cell of a mark's size: under RED at phone width hundreds of
      // retransmits and drops drew a solid band (trial 06:30, s48); close ones share a mark, and
      // the plot says so (drawSharedNote), as the congestion markers do (marker-thinning.ts).
      const cell = 2 * r + 4;
      for (const [k, shape, color, stroked] of marks) {
        ctx.beginPath();
        let any = false;
        const taken = new Set<number>();
        for (let i = i0; i < i1; i++) {
          if (kind[i] !== k) continue;
          const xx = x(t[i]);
          const yy = k === SeqEvent.Retransmit ? y(seq[i] + len[i]) - r - 2 : y(seq[i] + len[i] / 2);
          this.marksInView++;
          const key = Math.floor(xx / cell) * 65536 + Math.floor(yy / cell);
          if (taken.has(key)) continue;
          taken.add(key);
          this.marksDrawn++;
          markPath(ctx, shape, xx, yy, k === SeqEvent.Drop ? r + 1 : r);
          any = true;
          items++;
        }
        if (!any) continue;
        ctx.strokeStyle = ctx.fillStyle = color;
        ctx.lineWidth = 2;
        if (stroked) ctx.stroke();
        else ctx.fill();
      }
      // Several flows: each one's number on its sends at intervals (flow-badges.ts).
      if (!single && i1 > i0) {
        const style = flowStyle(theme, fi);
        const list = badgeTimes(x, fi, t[i0], t[i1 - 1]);
        let k = 0;
        for (let i = i0; i < i1 && k < list.length; i++) {
          if ((kind[i] !== SeqEvent.Send && kind[i] !== SeqEvent.Receive) || t[i] < list[k]) continue;
          while (k < list.length && list[k] <= t[i]) k++;
          badges.push({ x: x(t[i]), y: y(seq[i]), color: style.color, text: style.badge });
        }
      }
    }
    ctx.globalAlpha = 1;
    drawBadges(ctx, badges, theme);
    if (this.marksDrawn < this.marksInView) this.drawSharedNote(ctx, g);
    return items;
  }

  /** Said at the top left of the data area (the trace rises to the right): how many marks there are, of which kinds, and that close ones share one. */
  private drawSharedNote(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    ctx.save();
    ctx.font = axisFont(g);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    // Its counts by kind, each a figure the A/B table names (seq-mark-counts.ts).
    const [t0, t1] = g.x.domain();
    const lines = seqSharedNoteLines(seqMarkCounts(g.run, shownFlows(g.run), t0, t1));
    this.sharedNote = lines;
    const lh = 14 * g.typeScale;
    const w = Math.max(...lines.map((l) => ctx.measureText(l).width));
    const x0 = g.m.left + 4;
    const y0 = g.m.top + 2;
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = g.theme.panel;
    ctx.fillRect(x0 - 4, y0 - 1, w + 8, lh * lines.length + 1);
    ctx.globalAlpha = 1;
    ctx.fillStyle = g.theme.muted;
    lines.forEach((l, k) => ctx.fillText(l, x0, y0 + k * lh));
    ctx.restore();
  }

  /**
   * Many events per pixel: one pass collects, per pixel column, the lowest and highest sequence
   * sent (and retransmitted) and the ACK range, then draws one rect / segment per column.
   */
  private drawDecimated(
    ctx: CanvasRenderingContext2D,
    g: PlotGeometry,
    s: RunData['flows'][number]['seq'],
    i0: number,
    i1: number,
    cols: number,
    sendColor: string,
    tick: number,
  ): number {
    const { x, y, theme } = g;
    const x0 = x.range()[0];
    const [kx, bx] = coefficients(x);
    const { t, kind, seq, len } = s.cols;
    const lo = [new Float64Array(cols).fill(Infinity), new Float64Array(cols).fill(Infinity), new Float64Array(cols).fill(Infinity)];
    const hi = [new Float64Array(cols).fill(-Infinity), new Float64Array(cols).fill(-Infinity), new Float64Array(cols).fill(-Infinity)];
    for (let i = i0; i < i1; i++) {
      const k = kind[i];
      const b = k === SeqEvent.Send || k === SeqEvent.Receive ? 0 : k === SeqEvent.Retransmit ? 1 : k === SeqEvent.Ack ? 2 : -1;
      if (b < 0) continue;
      const c = Math.max(0, Math.min(cols - 1, Math.floor(kx * t[i] + bx - x0)));
      const a = seq[i];
      const z = b === 2 ? a : a + Math.max(len[i], 1);
      if (a < lo[b][c]) lo[b][c] = a;
      if (z > hi[b][c]) hi[b][c] = z;
    }
    let items = 0;
    ctx.strokeStyle = theme.ack;
    ctx.lineWidth = Math.max(1, theme.lineWidth - 0.25);
    ctx.beginPath();
    let pen = false;
    for (let c = 0; c < cols; c++) {
      if (hi[2][c] === -Infinity) continue;
      const xc = x0 + c + 0.5;
      if (pen) ctx.lineTo(xc, y(lo[2][c]));
      else ctx.moveTo(xc, y(lo[2][c]));
      ctx.lineTo(xc, y(hi[2][c]));
      pen = true;
      items++;
    }
    ctx.stroke();
    for (const b of [0, 1]) {
      ctx.fillStyle = b === 1 ? theme.retransmit : sendColor;
      // A retransmission's column is one pixel wide here: wider, neighbouring columns merged into a red band.
      const w = b === 1 ? 1 : tick;
      for (let c = 0; c < cols; c++) {
        if (hi[b][c] === -Infinity) continue;
        const ya = y(hi[b][c]);
        ctx.fillRect(x0 + c + 0.5 - w / 2, ya, w, Math.max(2, y(lo[b][c]) - ya));
        items++;
      }
    }
    return items;
  }
}
