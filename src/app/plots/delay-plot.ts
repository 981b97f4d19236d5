import * as d3 from 'd3';
import { targetDelayOf } from '../../sim-core';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { flowColor } from '../theme/theme';
import { flowStyle } from '../theme/flow-palette';
import { stepDelayBar } from '../state/step-delay-bar';
import { dumbbellOneWay } from '../../scenario-edit/placeholders';
import { badgeTimes, drawBadges, type Badge } from './flow-badges';
import { flowAlpha, flowShown } from '../plot-base/flow-view';
import { packetOwner } from './flow-traces';
import { fittedRangeDetail, fittedTop, sampleQuantile } from './y-fit';
import type { PlotNote } from './plot-notes';
import { coefficients } from '../plot-base/series-draw';
import { paintDots, type DotBuffers } from './pixel-dots';
import { axisFont, CanvasPlot, PLOT_MARGINS, type PlotElements, type PlotGeometry, type PlotSource } from './canvas-plot';

/** Largest recorded delay per run, extended as rows stream in (the y axis follows it). */
const maxSeen = new WeakMap<RunData, { rows: number; max: number }>();

function maxDelay(run: RunData): number {
  const s = run.bottleneck?.data?.sojourn;
  if (!s) return 0;
  const m = maxSeen.get(run) ?? { rows: 0, max: 0 };
  for (let i = m.rows; i < s.length; i++) if (s.cols.delay[i] > m.max) m.max = s.cols.delay[i];
  m.rows = s.length;
  maxSeen.set(run, m);
  return m.max;
}

const MS = 1000;

/**
 * How far apart two runs' largest delays may be for both to read on A/B's shared y scale. A and B
 * share one scale by default (a student compares the dots' heights directly: separate 0–1200 and
 * 0–100 ms axes were read as alike, trials 1000); beyond this ratio the smaller run's delays lie
 * flat along the axis, and its panel says so and offers its own scale (PlotPanel's AbScaleNote).
 */
export const SHARED_DELAY_SCALE_RATIO = 5;

/** Whether A/B's delay plots of runs `a` and `b` both read on one shared y scale (SHARED_DELAY_SCALE_RATIO). */
export function delayScalesShared(a: RunData | null, b: RunData | null): boolean {
  // Decided on finished runs: a run's first batches would flip the titles back and forth.
  if (!a || !b || !a.done || !b.done) return true;
  const [lo, hi] = [maxDelay(a), maxDelay(b)].sort((x, y) => x - y);
  return hi <= SHARED_DELAY_SCALE_RATIO * lo;
}

/** The delay the bottleneck's discipline steers towards (s), as its registry entry says where its report keeps it (`targetDelayKey`). */
export function delayTarget(run: RunData): number | null {
  const s = run.summary;
  const link = s?.links[s.aggregate.bottleneck];
  return link ? targetDelayOf(link.queueKind, link.queueInfo.settings) : null;
}

/**
 * Queueing delay at the bottleneck: one dot per packet (packets on the same spot share one) as it leaves the queue discipline, at
 * its time in the queue, in its flow's colour; the discipline's target delay (when its
 * registry entry has one) as a dashed line. Milliseconds on the y axis.
 */
/**
 * Above this many packets per CSS px of the plot's width the dots merge into a speckle in which no
 * level can be read (trial 06:30 at 390 px, s46: 12 500 packets over 330 px): each flow is drawn
 * as its mean per column (a line) over its range (a light band) instead. A laptop's plot of the
 * same runs (about 34 packets per px in A/B) keeps its dots.
 */
export const DENSE_PACKETS_PER_PX = 50;
/** A packet's dot (CSS px), times its flow's FlowStyle.mark. */
const DOT_SIDE = 2;
/**
 * The downloads' opacity while a call is the highlighted flow: the call is already told apart by
 * its hue and larger dots, and dimmed to DIMMED_ALPHA under its black band they vanished (bloat
 * trial 04:30, confusion 6: "the black band hides the other flows").
 */
const BESIDE_CALL_ALPHA = 0.6;
/** Width of one aggregated column (CSS px). */
const AGG_COLUMN_PX = 2;

export class DelayPlot extends CanvasPlot {
  protected override readonly resumable = true;
  /** Whether the last draw showed each flow's mean and range per column instead of one dot per packet (read by tests). */
  aggregated = false;

  /** Column means cannot be added to: an aggregated layer is drawn again in full as rows stream in. */
  protected override resumeAllowed(): boolean {
    return this.resumable && !this.aggregated;
  }
  private drawn = 0;
  /** Where the dots are put before they are laid onto the layer (pixel-dots.ts), and their buffers. */
  private readonly scratch = document.createElement('canvas');
  private readonly dotBuffers: DotBuffers = { rgba: new Uint8ClampedArray(0), owner: new Uint16Array(0) };
  /** The largest visible delay when the fitted y range cuts it off (s; null: nothing cut). */

  constructor(el: PlotElements, source: PlotSource = {}) {
    // Compared, A and B share a y scale unless the pair is given its own (PlotPanel, compare-store).
    super(el, source, { ...PLOT_MARGINS, top: 8, bottom: 24 });
  }

  protected override yTickFormat() {
    return d3.format('~g');
  }
  protected override yUnit() {
    return 'ms';
  }

  /** 'full': the largest delay of the run; 'fit': the visible packets', unless a few outliers stand far above the rest (y-fit.ts). */
  protected yDomain(run: RunData): [number, number] {
    const target = delayTarget(run) ?? 0;
    let top = maxDelay(run);
    const s = run.bottleneck?.data?.sojourn;
    if (s && useViewStore.getState().yRange === 'fit') {
      const [t0, t1] = this.visibleWindow(run);
      const i0 = s.lowerBound(t0);
      const i1 = Math.min(s.length, s.lowerBound(t1) + 1);
      const { delay, flow } = s.cols;
      // Hidden flows looked up once, not per packet (tens of thousands of rows); web traffic's
      // connections have ids beyond the scenario's flows and are hidden with their web flow.
      const hidden = new Set(useViewStore.getState().hiddenFlows);
      const owner = packetOwner(run.scenario.flows);
      let max = 0;
      for (let i = i0; i < i1; i++) {
        if (delay[i] > max && (hidden.size === 0 || !hidden.has(owner(flow[i])))) max = delay[i];
      }
      top = fittedTop(max, sampleQuantile(s.cols.delay, i0, i1, 0.995));
      this.cutAbove = top < max ? max : null;
    } else this.cutAbove = null;
    return [0, Math.max(top, 2 * target, 0.001) * MS * 1.05];
  }

  /**
   * The discipline's target delay as a dashed line over the packets (on a dash of the panel's
   * colour, so a dense trace does not hide it), labelled with its value at the left: a phone trial
   * could not make out CoDel's 5 ms line under the dots (s42), and on a scale shared with a FIFO's
   * second of delay it sits a pixel above the axis, where the label says it is. The halo is
   * opaque, so drawing it again after a resumed stretch gives the same pixels as one full draw.
   */
  private drawTarget(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const target = delayTarget(g.run);
    if (target === null) return;
    const [xa, xb] = g.x.range();
    const bottom = Math.max(...g.y.range());
    // Never under the axis line: on a scale shared with a FIFO's seconds of delay 5 ms rounds onto
    // it, and the label says "at the axis" of a line drawn just above it.
    const yy = Math.min(Math.round(g.y(target * MS)), bottom - 2) + 0.5;
    if (yy < Math.min(...g.y.range())) return;
    ctx.save();
    const line = (color: string, width: number, dash: number[]) => {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash(dash);
      ctx.beginPath();
      ctx.moveTo(xa, yy);
      ctx.lineTo(xb, yy);
      ctx.stroke();
    };
    line(g.theme.panel, 3.5 * g.typeScale, [5, 4]);
    line(g.theme.bandEdge.replace(/rgba\(([^)]+),\s*[\d.]+\)/, 'rgba($1, 1)'), 1.5 * g.typeScale, [5, 4]);
    // Its value beside it, above the line (or, on a scale where it is at the axis, saying so).
    const atAxis = bottom - yy < 4;
    const label = `target ${(target * MS).toFixed(0)} ms${atAxis ? ' (at the axis on this scale)' : ''}`;
    ctx.font = axisFont(g);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'bottom';
    const w = ctx.measureText(label).width;
    const ly = Math.max(Math.min(...g.y.range()) + 14 * g.typeScale, yy - 2);
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = g.theme.panel;
    ctx.fillRect(xa + 2, ly - 13 * g.typeScale, w + 6, 13 * g.typeScale);
    ctx.globalAlpha = 1;
    ctx.fillStyle = g.theme.text;
    ctx.fillText(label, xa + 5, ly);
    ctx.restore();
  }

  /**
   * The open lesson step's one-way delay bar (views.delayBar) as a labelled reference line: on a
   * plot of the wait in the queue it lies at the bar less the path's own one-way delay, and its
   * label says both ("70 ms queueing: the call's 100 ms bar less the 30 ms path"). Step 2 said
   * "That is the 100 ms bar step 1 announced" and no plot showed where it lay (bloat trial 03:15,
   * confusion 3). Above the plot's scale, its label says so at the top. Solid, in the theme's text
   * colour on a halo of the panel's, apart from the target's dashes.
   */
  private drawDelayBar(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const bar = stepDelayBar();
    const path = bar ? dumbbellOneWay(g.run.scenario) : undefined;
    if (!bar || path === undefined) return;
    const pathMs = Math.round(path * MS);
    const wait = bar.oneWay - pathMs;
    if (wait <= 0) return;
    const [xa, xb] = g.x.range();
    const top = Math.min(...g.y.range());
    const y0 = Math.round(g.y(wait)) + 0.5;
    const above = y0 < top;
    // Led by what the line is at, on this axis of queueing alone: "100 ms" first, drawn at 70, read
    // as a misdrawn line (bloat trial 04:30, confusion 5). "the call's bar" → "the call's 100 ms bar".
    const named = bar.name.endsWith(' bar') ? `${bar.name.slice(0, -4)} ${bar.oneWay} ms bar` : `${bar.name} (${bar.oneWay} ms)`;
    const long = `${wait} ms queueing: ${named} less the ${pathMs} ms path${above ? ' (above this scale)' : ''}`;
    // A narrow plot (a projected A/B half, a phone) gets the short form rather than a clipped one.
    const short = `${wait} ms queueing = ${bar.oneWay} − ${pathMs} ms${above ? ' (above)' : ''}`;
    ctx.save();
    if (!above) {
      for (const [color, width] of [[g.theme.panel, 3.5], [g.theme.text, 1.5]] as const) {
        ctx.strokeStyle = color;
        ctx.lineWidth = width * g.typeScale;
        ctx.setLineDash([]);
        ctx.beginPath();
        ctx.moveTo(xa, y0);
        ctx.lineTo(xb, y0);
        ctx.stroke();
      }
    }
    ctx.font = axisFont(g);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    const label = ctx.measureText(long).width <= xb - xa - 12 ? long : short;
    const w = ctx.measureText(label).width;
    const ly = above ? top + 14 * g.typeScale : Math.max(top + 14 * g.typeScale, y0 - 2);
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = g.theme.panel;
    ctx.fillRect(xb - w - 8, ly - 13 * g.typeScale, w + 6, 13 * g.typeScale);
    ctx.globalAlpha = 1;
    ctx.fillStyle = g.theme.text;
    ctx.fillText(label, xb - 5, ly);
    ctx.restore();
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry, resume: boolean): number {
    const from = resume ? this.drawn : 0;
    const s = g.run.bottleneck?.data?.sojourn;
    this.drawn = s?.length ?? 0;
    if (!s) return 0;
    const { x, y, theme } = g;
    const [t0, t1] = x.domain();
    const { t, delay, flow } = s.cols;
    const i0 = Math.max(from, s.lowerBound(t0));
    const i1 = Math.min(s.length, s.lowerBound(t1) + 1);
    // One dot per packet, in its flow's colour: dimmed flows first, the highlighted one on top.
    // Written as pixels (pixel-dots.ts): 50 000 packets as path rectangles were most of a
    // dumbbell's final redraw. Dots that land on the same pixel count once.
    const [kx, bx] = coefficients(x);
    const [ky, by] = coefficients(y);
    // The flows with packets here (an array indexed by flow id: a Set's add per packet cost a
    // millisecond; web traffic's connections have ids beyond the scenario's flows, and take the
    // colour of their web flow, as its legend entry says).
    const present: boolean[] = [];
    for (let i = i0; i < i1; i++) present[flow[i]] = true;
    // One colour per scenario flow, covering its connections' ids (`more`).
    const owner = packetOwner(g.run.scenario.flows);
    const ids = new Map<number, number[]>();
    present.forEach((_, f) => {
      const o = owner(f);
      if (!flowShown(o)) return;
      const list = ids.get(o);
      if (list) list.push(f);
      else ids.set(o, [f]);
    });
    // A call first, under the downloads, and else the highlighted flow last, on top: the call's
    // larger dots on top of theirs, highlighted in the lesson, were a band that hid the downloads
    // (bloat trial 04:30, confusion 6); under them its wider dots still show at their edges.
    const isCall = (o: number) => flowStyle(theme, o).mark !== 1;
    const highlighted = useViewStore.getState().highlightFlow;
    const highlightIsCall = highlighted !== null && isCall(highlighted);
    const flows = [...ids.keys()].sort((a, b) => Number(isCall(b)) - Number(isCall(a)) || flowAlpha(a) - flowAlpha(b) || a - b);
    const colours = flows.map((o) => {
      const own = ids.get(o)!.filter((f) => f !== o);
      // A call's dots larger than the downloads' (its FlowStyle.mark; bloat trial 03:15, confusion 2: specks).
      const mark = flowStyle(theme, o).mark;
      return { flow: o, color: flowColor(theme, o), alpha: isCall(o) || !highlightIsCall ? flowAlpha(o) : Math.max(flowAlpha(o), BESIDE_CALL_ALPHA), more: own.length > 0 ? own : undefined, side: mark === 1 ? undefined : DOT_SIDE * mark };
    });
    // Decided on the whole visible window (not on a resumed stretch), so a streaming run does not switch halfway.
    if (!resume) this.aggregated = denseAt(g);
    if (this.aggregated) {
      if (resume) return 0;
      const n = this.drawAggregated(ctx, g, s.lowerBound(t0), i1, colours, owner);
      this.drawTarget(ctx, g);
      this.drawDelayBar(ctx, g);
      return n;
    }
    const items = paintDots(ctx, this.scratch, { t, v: delay, flow }, i0, i1, { kx, bx, ky: ky * MS, by }, colours, DOT_SIDE, this.dotBuffers);
    // Each flow's number on one of its packets at intervals (flow-badges.ts), in one pass.
    if (i1 > i0) {
      const targets = new Map(flows.map((o) => [o, badgeTimes(x, o, t[i0], t[i1 - 1])]));
      const next = new Map<number, number>();
      const badges: Badge[] = [];
      const [top, bottom] = [Math.min(...y.range()), Math.max(...y.range())];
      for (let i = i0; i < i1; i++) {
        const o = owner(flow[i]);
        const list = targets.get(o);
        let k = next.get(o) ?? 0;
        if (!list || k >= list.length || t[i] < list[k]) continue;
        while (k < list.length && list[k] <= t[i]) k++;
        next.set(o, k);
        const py = y(delay[i] * MS);
        if (py >= top && py <= bottom) badges.push({ x: x(t[i]), y: py, color: flowStyle(theme, o).color, text: flowStyle(theme, o).badge });
      }
      drawBadges(ctx, badges, theme);
    }
    this.drawTarget(ctx, g);
    this.drawDelayBar(ctx, g);
    return items;
  }

  /** Packets drawn as each flow's mean and range, and the delays the fitted y range cuts off (plot-notes.ts). */
  protected override notes(g: PlotGeometry): PlotNote[] {
    const notes: PlotNote[] = [];
    // Of this geometry, not of the last draw: an export asks before it draws (exportNotes), at its own width.
    if (denseAt(g)) notes.push({ id: 'aggregated', short: "Too many packets for a dot each: each flow's mean is a line, its range a band", detail: 'At this width the dots would merge: zoom in for one dot per packet.' });
    if (this.cutAbove !== null) notes.push({ id: 'cut-above', short: `Some packets waited up to ${(this.cutAbove * MS).toFixed(0)} ms, above the plot's top`, terms: { waited: 'queueing-delay' }, detail: fittedRangeDetail('them'), action: 'full-range' });
    return notes;
  }

  /**
   * Each shown flow's packets per column of AGG_COLUMN_PX: the range (lowest to highest delay) as
   * a light band, the mean as a line, in the flow's colour and its dimming. Returns the columns drawn.
   */
  private drawAggregated(ctx: CanvasRenderingContext2D, g: PlotGeometry, i0: number, i1: number, colours: readonly { flow: number; color: string; alpha: number }[], owner: (id: number) => number): number {
    const s = g.run.bottleneck!.data!.sojourn;
    const { t, delay, flow } = s.cols;
    const { x, y } = g;
    const [xa, xb] = x.range();
    const cols = Math.max(1, Math.ceil((xb - xa) / AGG_COLUMN_PX));
    const slot = new Map(colours.map((c, k) => [c.flow, k]));
    const n = colours.length;
    const lo = new Float64Array(cols * n).fill(Infinity);
    const hi = new Float64Array(cols * n).fill(-Infinity);
    const sum = new Float64Array(cols * n);
    const count = new Uint32Array(cols * n);
    const [kx, bx] = coefficients(x);
    for (let i = i0; i < i1; i++) {
      const k = slot.get(owner(flow[i]));
      if (k === undefined) continue;
      const c = Math.floor((kx * t[i] + bx - xa) / AGG_COLUMN_PX);
      if (c < 0 || c >= cols) continue;
      const j = k * cols + c;
      const v = delay[i] * MS;
      if (v < lo[j]) lo[j] = v;
      if (v > hi[j]) hi[j] = v;
      sum[j] += v;
      count[j]++;
    }
    let items = 0;
    ctx.save();
    colours.forEach((c, k) => {
      ctx.fillStyle = c.color;
      ctx.globalAlpha = 0.22 * c.alpha;
      for (let col = 0; col < cols; col++) {
        const j = k * cols + col;
        if (count[j] === 0) continue;
        const top = y(hi[j]);
        ctx.fillRect(xa + col * AGG_COLUMN_PX, top, AGG_COLUMN_PX, Math.max(1, y(lo[j]) - top));
      }
      ctx.globalAlpha = c.alpha;
      ctx.strokeStyle = c.color;
      ctx.lineWidth = (g.theme.lineWidth + 0.5) * flowStyle(g.theme, c.flow).mark;
      ctx.beginPath();
      let pen = false;
      for (let col = 0; col < cols; col++) {
        const j = k * cols + col;
        // A column without packets of this flow breaks its line (a gap in its traffic).
        if (count[j] === 0) {
          pen = false;
          continue;
        }
        const px = xa + (col + 0.5) * AGG_COLUMN_PX;
        const py = y(sum[j] / count[j]);
        if (pen) ctx.lineTo(px, py);
        else ctx.moveTo(px, py);
        pen = true;
        items++;
      }
      ctx.stroke();
    });
    ctx.restore();
    // Each flow's number on its mean line at intervals, as on its dots: the legend's "numbered on
    // their lines" was untrue of the whole run, numbers appearing only once zoomed (lecturer-2045, confusion 11).
    const badges: Badge[] = [];
    const [t0, t1] = x.domain();
    colours.forEach((c, k) => {
      const style = flowStyle(g.theme, c.flow);
      for (const tb of badgeTimes(x, c.flow, t0, t1)) {
        const col = Math.floor((x(tb) - xa) / AGG_COLUMN_PX);
        const j = k * cols + col;
        if (col >= 0 && col < cols && count[j] > 0) badges.push({ x: xa + (col + 0.5) * AGG_COLUMN_PX, y: y(sum[j] / count[j]), color: style.color, text: style.badge });
      }
    });
    drawBadges(ctx, badges, g.theme);
    return items;
  }
}

/** Whether geometry `g` shows more packets per px of its width than dots can (DENSE_PACKETS_PER_PX): then each flow is drawn as its mean and range. */
function denseAt(g: PlotGeometry): boolean {
  const s = g.run.bottleneck?.data?.sojourn;
  if (!s) return false;
  const [t0, t1] = g.x.domain();
  const [xa, xb] = g.x.range();
  return s.lowerBound(t1) - s.lowerBound(t0) > DENSE_PACKETS_PER_PX * Math.max(1, xb - xa);
}
