import { roundSpanUp } from './round-span';
import { markFullCount, markSizeFor, projectedMarkSizes, projectedStripRow } from './drop-mark-scale';
import * as d3 from 'd3';
import { DROP_REASONS, dropCountName, dropReasonCode, LINK_LOSS, type LinkResult, queueDiscipline, SeqEvent } from '../../sim-core';
import type { RunData } from '../results/run-data';
import { axisFont, axisFontPx, CanvasPlot, PLOT_MARGINS, timeDomain, type PlotElements, type PlotGeometry, type PlotSource } from './canvas-plot';
import { stripLanes } from './drop-strip-lanes';
import { onLimitLine, withMarkSpan } from './legend-model';
import type { LegendItem } from '../plot-base/legend-items';
import { setQueueDrawn } from './queue-drawn';
import { NARROW_PLOT_PX } from './cwnd-plot';
import { coefficients, DROP_SHAPES, markPath, scanColumns, shapeIsStroked, strokeEnvelope, strokeStep } from '../plot-base/series-draw';
import { PixelLayer } from '../plot-base/pixel-layer';
import { EnvelopeChoice } from '../plot-base/envelope-choice';
import { announce } from '../state/announcer';
import { keepInViewport } from '../plot-base/keep-in-view';
import { useViewStore } from '../state/view-store';
import type { ResultsStore } from '../results/results-store';
import { fittedRangeDetail, fittedTop, type StepSeries, timeQuantile, visibleMax } from './y-fit';
import type { PlotNote } from './plot-notes';
import type { Theme } from '../theme/theme';

/**
 * Space between the "drops" label and the y axis's top tick label under it, in lines of the axis's
 * type: 3 px apart, "drops" over "140" read as "140 drops" from the back of a hall, or as the
 * axis's name (lecturer-1510, steps 4–6); a line's gap keeps the label with its strip's row.
 */
const LABEL_GAP_LINES = 1.2;

/** A strip column's counts in words: "4.349–4.971 s: 1 early, 2 overflow" (the tip, and what a keyboard move says). */
function dropCountsText(info: { from: number; to: number; counts: { label: string; count: number }[] }): string {
  return `${info.from.toFixed(3)}–${info.to.toFixed(3)} s: ${info.counts.map((x) => `${x.count} ${x.label}`).join(', ')}`;
}

function bottleneckLink(run: RunData): LinkResult | null {
  const s = run.summary;
  return s ? s.links[s.aggregate.bottleneck] ?? null : null;
}

interface DrawnRows {
  queue: number;
  events: number;
  seq: number[];
}

const NOTHING_DRAWN: DrawnRows = { queue: 0, events: 0, seq: [] };

/** The queue's length over time in the limit's unit, and the discipline's gauges drawn on the queue axis (RED's average). */
function queueSeries(run: RunData): StepSeries[] {
  const q = run.bottleneck?.data?.queue;
  const link = bottleneckLink(run);
  if (!q || !link) return [];
  const at = (v: Float64Array): StepSeries => ({ t: q.cols.t, v, n: q.length, end: run.now });
  const gauges = queueDiscipline(link.queueKind).gauges.filter((gauge) => gauge.scale === 'queue' && q.cols[gauge.key]);
  return [at(link.queueLimit.unit === 'bytes' ? q.cols.bytes : q.cols.packets), ...gauges.map((gauge) => at(q.cols[gauge.key]))];
}

/** The discipline's fixed threshold levels (RED's min_th, max_th…), kept in view when the y range is fitted. */
function thresholdTop(link: LinkResult): number {
  const d = queueDiscipline(link.queueKind);
  if (!d.levels || d.thresholds.length === 0 || link.queueInfo.dynamicThresholds) return 0;
  return Math.max(0, ...d.levels(link.queueInfo.thresholds, link.queueInfo.settings));
}

/** The smallest fitted top: a queue that stays empty still gets a few packets (or a few packets' bytes) of axis. */
const MIN_TOP = { packets: 4, bytes: 6000 };
/**
 * The buffer limit is on the plot, the axis reaching it, when it is at most this far above the
 * fitted top, else said in a note: the queue then fills at least half the plot's height. A queue
 * that reached the limit in view gets it up to LIMIT_REACHED_IN_VIEW times the fitted top (the
 * limit is then what its overflow drops are about). At 1.25 a RED 4/6 queue's axis stopped at 14
 * under a 20-packet buffer the queue reached, and a phone trial read "cut off" (phone-0710, s14).
 */
const LIMIT_IN_VIEW = 2;
const LIMIT_REACHED_IN_VIEW = 4;

/**
 * The y axis's top for a run over [t0, t1]: "full range" is the buffer limit (as before); fitted,
 * the queue (and RED's average, and the threshold levels) as visible, so CoDel's few packets are
 * not a flat line under a 1000-packet limit (trial 06:30, s13). `max`: the largest visible value.
 */
export function queueTop(run: RunData, t0: number, t1: number, mode: 'fit' | 'full'): { top: number; max: number } {
  const link = bottleneckLink(run);
  if (!link) return { top: 1, max: 0 };
  const limit = link.queueLimit.limit;
  const series = queueSeries(run);
  const max = Math.max(0, ...series.map((s) => visibleMax(s, t0, t1)));
  if (mode === 'full' || series.length === 0) return { top: limit, max };
  const robust = Math.max(0, ...series.map((s) => timeQuantile(s, t0, t1)));
  const top = Math.max(fittedTop(max, robust), thresholdTop(link), MIN_TOP[link.queueLimit.unit]);
  const room = max >= limit ? LIMIT_REACHED_IN_VIEW : LIMIT_IN_VIEW;
  return { top: limit <= top * room ? Math.max(limit, top) : top, max };
}

/** Fitted tops of two finished runs this far apart: on the shared scale the smaller queue lies flat, and its panel offers its own scale (as the delay plots: SHARED_DELAY_SCALE_RATIO). */
const SHARED_QUEUE_SCALE_RATIO = 5;

/** Whether A/B's queue plots both read on one shared y scale: always at "full range" (both show their buffer limit); fitted, when the whole runs' tops are alike. */
export function queueScalesShared(a: RunData | null, b: RunData | null): boolean {
  if (!a || !b || !a.done || !b.done || useViewStore.getState().yRange === 'full') return true;
  const [lo, hi] = [queueTop(a, 0, a.now, 'fit').top, queueTop(b, 0, b.now, 'fit').top].sort((x, y) => x - y);
  return hi <= SHARED_QUEUE_SCALE_RATIO * lo;
}

/**
 * Bottleneck queue: instantaneous length (step), the discipline's gauges on the queue axis (RED's
 * average), its threshold lines with the band between the first two (RED's min_th–max_th, and
 * 2·max_th when gentle), the buffer limit, and drop/mark events by reason in a top strip.
 */
export class QueuePlot extends CanvasPlot {
  /** Where the pixel layer is put before it is laid on the data layer. */
  private readonly scratch = document.createElement('canvas');
  /** The pixel layer of the last redraw, reused by the next. */
  private pixels: PixelLayer | null = null;
  protected override readonly resumable = true;
  /** Rows already on the data layer: queue samples, bottleneck events, each flow's seq events. */
  private drawn = NOTHING_DRAWN;
  /** The drop strip's lanes as last drawn: the kinds of drop and mark on it, in lane order. */
  private stripKinds: number[] = [];
  /** Whether the screen's trace is drawn as its range under its mean (a narrow plot). */
  private envelopeOnScreen = false;
  /** Decides envelopeOnScreen, keeping it while the window keeps its width (envelope-choice.ts). */
  private readonly envelope = new EnvelopeChoice();
  /** Drops and marks on the strip since its last full draw, and its marks (kind and column): more drops than marks, some mark stands for several. */
  private stripCount = { events: 0, marks: new Set<number>() };
  /** Drops in each strip column, by kind (a Map of column to count per kind), as drawn so far. */
  private columnCounts: Map<number, number>[] = [];
  /** The count a full-size strip mark stands for, as last drawn (drop-mark-scale.ts). */
  markFull = 1;

  constructor(el: PlotElements, source: PlotSource = {}) {
    super(el, source, { ...PLOT_MARGINS, top: 20, bottom: 24 });
    el.host.append(this.tip);
    el.canvas.addEventListener('pointermove', this.onHover);
    el.canvas.addEventListener('pointerleave', this.onLeave);
    this.strip.setAttribute('aria-label', 'Drops and marks by time: ← and → move between columns, each giving its exact counts');
    this.strip.dataset.testid = 'drop-strip';
    // Transparent over the marks; the pointer goes through to the canvas (hover and scrubbing).
    Object.assign(this.strip.style, { position: 'absolute', background: 'transparent', border: 'none', padding: '0', pointerEvents: 'none' });
    this.strip.addEventListener('focus', this.onStripFocus);
    this.strip.addEventListener('blur', this.onLeave);
    this.strip.addEventListener('keydown', this.onStripKey);
    el.host.append(this.strip);
    // The other side's run is watched (PlotPanel's `watch`): each of its batches redraws this one on the pair's mark scale.
  }

  /** The runs whose drop strips share this one's mark scale (A/B's other side). */
  private counterparts(): ResultsStore[] {
    return this.source.watch ?? [];
  }

  private unit(run: RunData): 'packets' | 'bytes' {
    return bottleneckLink(run)?.queueLimit.unit ?? 'packets';
  }

  protected override yTickFormat() {
    return d3.format('~s');
  }

  protected override yUnit() {
    const link = this.results.current ? bottleneckLink(this.results.current) : null;
    return link?.queueLimit.unit === 'bytes' ? 'B' : 'packets';
  }

  protected yDomain(run: RunData): [number, number] {
    const [t0, t1] = this.visibleWindow(run);
    const { top, max } = queueTop(run, t0, t1, useViewStore.getState().yRange);
    this.cutAbove = max > top ? max : null;
    // A top at the buffer limit stays there, its line along the axis's top tick (a full FIFO):
    // 5 % above 1000 packets, the axis ended on its next tick, 1.5k, a third of it empty.
    return [0, top === bottleneckLink(run)?.queueLimit.limit ? top : top * 1.05];
  }

  /**
   * What the fitted y range leaves above the plot (plot-notes.ts): the buffer limit, and the
   * queue's own peak when that is cut too, which ▲ on the top edge mark (drawClipped). A phone
   * trial (20:20) read "queue up to 20 packets cut off / buffer limit 20 packets, above the plot"
   * under the drop strip's marks and took those for data above the axis.
   */
  protected override notes(g: PlotGeometry): PlotNote[] {
    const l = bottleneckLink(g.run);
    if (!l) return [];
    const top = g.y.domain()[1];
    const unit = l.queueLimit.unit;
    const limitAbove = l.queueLimit.limit > top;
    const cut = this.cutAbove !== null && this.cutAbove > top ? this.cutAbove : null;
    if (!limitAbove && cut === null) return [];
    const amount = (v: number) => (unit === 'bytes' ? `${d3.format('~s')(v)}B` : `${Math.round(v)} packets`);
    const limit = amount(l.queueLimit.limit);
    // What the student sees and why, in words (phone-0710 s14 read "Queue reached its buffer limit, 20 packets, cut off (▲)" twice).
    if (cut === null) return [{ id: 'limit-above', short: `The buffer holds ${limit}, far above the plot's top`, terms: { buffer: 'buffer' }, detail: `The queue never came near it here. ${fittedRangeDetail('it')}`, action: 'full-range' }];
    const peak = amount(cut);
    if (peak === limit) return [{ id: 'cut-above', short: `The queue filled its buffer, ${limit}, above the plot's top (▲ marks when)`, terms: { buffer: 'buffer' }, detail: `Each ▲ on the top edge is a moment the queue stood above the plot. ${fittedRangeDetail('it')}`, action: 'full-range' }];
    return [{ id: 'cut-above', short: `The queue reached ${peak}, above the plot's top (▲ marks when); the buffer holds ${limit}`, terms: { queue: 'queue-length', buffer: 'buffer' }, detail: `Each ▲ on the top edge is a moment the queue stood above the plot. ${fittedRangeDetail('them')}`, action: 'full-range' }];
  }

  /** Drawn on the projected screen (presentation mode), not for an export: the strip's marks keep a size the back row sees. */
  private projected(): boolean {
    return !this.exporting && typeof document !== 'undefined' && document.documentElement.hasAttribute('data-presenting');
  }

  /** Height (CSS px) of the drop strip at the top: the top margin. */
  private stripHeight(g: PlotGeometry): number {
    return g.m.top;
  }

  /**
   * Height (CSS px) of the strip's marks, from its top: the "drops" label is centred on it and a
   * line's gap stays free under both, over the top tick's label.
   */
  private stripRowHeight(g: PlotGeometry): number {
    const fs = axisFontPx(g);
    return Math.min(this.stripHeight(g), 2 * (g.m.top - fs - LABEL_GAP_LINES * fs));
  }

  protected override drawBackground(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const l = bottleneckLink(g.run);
    if (!l) return;
    const { x, y, theme } = g;
    const [xa, xb] = x.range();
    // The band behind the trace; its threshold lines go over the trace (drawThresholdLines).
    ctx.fillStyle = theme.band;
    for (const [a, b, [lo, hi]] of this.thresholdSpans(g)) ctx.fillRect(a, y(hi), b - a, y(lo) - y(hi));
    // Above a fitted range the limit is said in a note instead (notes).
    if (l.queueLimit.limit > y.domain()[1]) return;
    ctx.strokeStyle = theme.limit;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    const yl = Math.round(y(l.queueLimit.limit)) + 0.5;
    ctx.moveTo(xa, yl);
    ctx.lineTo(xb, yl);
    ctx.stroke();
  }

  /**
   * The discipline's threshold levels over time: one span across the plot for fixed thresholds,
   * steps with the connection count for dynamic ones (seed 002).
   */
  private thresholdSpans(g: PlotGeometry): [number, number, number[]][] {
    const l = bottleneckLink(g.run);
    if (!l) return [];
    const d = queueDiscipline(l.queueKind);
    const info = l.queueInfo;
    if (!d.levels || d.thresholds.length === 0) return [];
    const { x } = g;
    const [xa, xb] = x.range();
    const th = g.run.bottleneck?.data?.thresholds;
    const spans: [number, number, number[]][] = [];
    if (info.dynamicThresholds && th && th.length > 0) {
      const c = th.cols;
      for (let i = 0; i < th.length; i++) {
        const a = Math.max(xa, x(c.t[i]));
        const b = Math.min(xb, i + 1 < th.length ? x(c.t[i + 1]) : x(g.run.now));
        const row: Record<string, number> = {};
        for (const t of d.thresholds) row[t.key] = c[t.key][i];
        if (b > a) spans.push([a, b, d.levels(row, info.settings)]);
      }
    } else if (!info.dynamicThresholds) {
      spans.push([xa, xb, d.levels(info.thresholds, info.settings)]);
    }
    return spans;
  }

  /**
   * The threshold lines over the queue trace, each dash on a dash of the panel's colour: under a
   * dense trace, RED's 4- and 6-packet lines were hidden (phone trial 03:30). The halo is opaque,
   * so drawing them again after a resumed stretch of data gives the same pixels as one full draw.
   */
  private drawThresholdLines(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const spans = this.thresholdSpans(g);
    if (spans.length === 0) return;
    const { y, theme } = g;
    const limit = bottleneckLink(g.run)?.queueLimit.limit ?? Number.NaN;
    const path = () => {
      ctx.beginPath();
      for (const [a, b, levels] of spans) {
        // A level on the buffer limit is the limit's line, drawn once (its legend entry names both).
        for (const v of levels.filter((v, k) => k < 2 || !onLimitLine(v, limit))) {
          const yy = Math.round(y(v)) + 0.5;
          ctx.moveTo(a, yy);
          ctx.lineTo(b, yy);
        }
      }
    };
    ctx.save();
    ctx.setLineDash([5, 4]);
    ctx.lineCap = 'butt';
    path();
    ctx.strokeStyle = theme.panel;
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.strokeStyle = theme.bandEdge;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.restore();
  }

  protected drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry, resume: boolean): number {
    const from = resume ? this.drawn : NOTHING_DRAWN;
    const data = g.run.bottleneck?.data;
    this.drawn = { queue: data?.queue.length ?? 0, events: data?.events.length ?? 0, seq: g.run.flows.map((f) => f.seq.length) };
    if (!data) return 0;
    const { x, y, theme } = g;
    const q = data.queue;
    const unit = this.unit(g.run);
    const tEnd = g.run.now;
    ctx.lineWidth = theme.lineWidth;
    ctx.strokeStyle = theme.queue;
    // Dense solid lines as pixels, laid on the plot together before the drop marks (pixel-layer.ts).
    const pixels = (this.pixels = PixelLayer.over(ctx, this.pixels));
    // Narrow (a phone), the queue's swings as a shaded range under its mean (as the cwnd plot's
    // lines): in full colour a RED queue swinging 0–10 packets every round trip was "a dense
    // scribble" at 390 px (phone-1030, step 9); the legend says what the shade is (queue-drawn.ts).
    // An exported picture draws as the screen did, so that its legend (read from the screen's) fits it.
    const narrow = this.exporting ? this.envelopeOnScreen : this.envelope.decide(x.range()[1] - x.range()[0], NARROW_PLOT_PX);
    if (!this.exporting) setQueueDrawn(this.results, { envelope: (this.envelopeOnScreen = narrow) });
    if (narrow) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(g.m.left, g.m.top, g.width - g.m.left - g.m.right, g.height - g.m.bottom - g.m.top);
      ctx.clip();
      strokeEnvelope(ctx, q.cols.t, unit === 'bytes' ? q.cols.bytes : q.cols.packets, q.length, x, y, tEnd, from.queue);
      ctx.restore();
    } else strokeStep(ctx, q.cols.t, unit === 'bytes' ? q.cols.bytes : q.cols.packets, q.length, x, y, tEnd, from.queue, pixels);
    let items = q.length - from.queue;
    // The discipline's gauges that live on the queue axis (RED's average).
    const link = bottleneckLink(g.run);
    for (const gauge of link ? queueDiscipline(link.queueKind).gauges : []) {
      if (gauge.scale !== 'queue' || !q.cols[gauge.key]) continue;
      ctx.strokeStyle = theme.gaugeTones[gauge.tone % theme.gaugeTones.length];
      ctx.lineWidth = theme.lineWidth + 0.75;
      strokeStep(ctx, q.cols.t, q.cols[gauge.key], q.length, x, y, tEnd, from.queue, pixels);
    }
    // The trace stays in the data area: a peak above the y range ran up through the note and the drop strip.
    ctx.save();
    ctx.beginPath();
    ctx.rect(g.m.left, g.m.top, g.width - g.m.left - g.m.right, g.height - g.m.bottom - g.m.top);
    ctx.clip();
    pixels.drawOnto(ctx, this.scratch);
    ctx.restore();
    this.drawThresholdLines(ctx, g);
    this.drawClipped(ctx, g, q.cols.t, unit === 'bytes' ? q.cols.bytes : q.cols.packets, Math.max(0, from.queue - 1), q.length);
    // Drop and mark events in the strip above the plot, aggregated per column of one mark's
    // width (10 flows' early drops would otherwise merge into a solid bar); hovering a column
    // gives the exact counts (dropCountsAt).
    items += this.drawDropColumns(ctx, g, from);
    return items;
  }

  /**
   * A small ▲ on the data area's top edge over each strip column where the queue (rows i0..i1)
   * is above the y range, so a clipped queue reads as clipped, not as a flat top at that value.
   */
  private drawClipped(ctx: CanvasRenderingContext2D, g: PlotGeometry, t: Float64Array, v: Float64Array, i0: number, i1: number): void {
    const top = g.y.domain()[1];
    if (i0 === 0) this.clippedColumns = 0;
    if (this.cutAbove === null || i1 <= i0) return;
    const [kx, bx] = coefficients(g.x);
    const w = this.columnWidth(g);
    const cols = new Set<number>();
    // ky = 1, by = 0: the columns' highest values as they are.
    scanColumns(t, v, i0, i1, kx, bx, 1, 0, (col, _lo, hi) => {
      if (hi > top) cols.add(Math.floor((col - g.m.left) / w));
    }, () => {});
    const r = Math.max(2.5, g.theme.markSize * 0.75);
    const [xa, xb] = g.x.range();
    ctx.beginPath();
    for (const c of cols) {
      const cx = g.m.left + (c + 0.5) * w;
      if (cx < xa || cx > xb) continue;
      ctx.moveTo(cx, g.m.top);
      ctx.lineTo(cx + r, g.m.top + 1.6 * r);
      ctx.lineTo(cx - r, g.m.top + 1.6 * r);
      ctx.closePath();
    }
    ctx.fillStyle = g.theme.queue;
    ctx.fill();
    this.clippedColumns += cols.size;
  }

  /** Strip columns with a ▲ for a queue above the y range, in the last draw (read by tests). */
  clippedColumns = 0;

  /**
   * "drops" in the left margin beside the drop strip, so its marks read as a strip of events and
   * not as data above the axis (phone trial 20:20), clear of the y axis's top tick label under it:
   * in the projector theme it touched the "140" (lecturer-1030, step 9).
   */
  protected override drawInMargin(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    this.stripLabelBox = null;
    if (this.stripKinds.length === 0) return;
    const fs = axisFontPx(g);
    // The top tick's label is centred on the data area's top (the axis ends on its top tick).
    const cy = this.stripRowHeight(g) / 2;
    ctx.save();
    ctx.font = axisFont(g);
    ctx.fillStyle = g.theme.muted;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    const right = g.m.left - 4;
    ctx.fillText('drops', right, cy);
    this.stripLabelBox = { left: right - ctx.measureText('drops').width, right, top: cy - fs / 2, bottom: cy + fs / 2 };
    ctx.restore();
  }

  /** Centre (CSS px) of the strip's first mark in view, Infinity with none. */
  private firstMarkX = Infinity;

  /**
   * "drops" shows once the cursor reaches the strip's first mark: over an empty strip before Play it
   * looked broken (lecturer-1540, confusion 2).
   */
  protected override marginShownFrom() {
    return this.stripLabelBox === null ? null : { box: this.stripLabelBox, fromX: this.firstMarkX };
  }

  /** The smallest drop-strip mark's height on screen (CSS px) as last drawn, Infinity with none (read by tests). */
  leastMarkHeight = Infinity;

  /** The "drops" label's box as last drawn (CSS px in the plot; its type's full height), null when not drawn (read by tests). */
  stripLabelBox: { left: number; right: number; top: number; bottom: number } | null = null;

  /**
   * A top margin tall enough for the "drops" label above the top tick's label, with a line's gap
   * between: the margin grows with the type (presentation, the projector theme's larger type).
   */
  protected override geometry(run: RunData, theme: Theme, width: number, height: number, dpr: number, typeScale: number): PlotGeometry {
    const g = super.geometry(run, theme, width, height, dpr, typeScale);
    const fs = axisFontPx(g);
    // The marks' row 1.5 lines tall (projected, tall enough for three lanes of full-size marks:
    // drop-mark-scale.ts), the label centred on it, then the gap and half the tick label.
    const row = this.projected() ? Math.max(1.5 * fs + 1, projectedStripRow(fs)) : 1.5 * fs + 1;
    const grow = Math.ceil(row / 2 + (1 + LABEL_GAP_LINES) * fs) - this.stripHeight(g);
    if (grow <= 0) return g;
    const m = { ...g.m, top: g.m.top + grow };
    return this.onTopTick({ ...g, m, y: g.y.copy().range([height - m.bottom, m.top]) });
  }

  /**
   * Width (CSS px) of one column of the drop strip: at least one mark and a mark's width of gap,
   * widened to a round span of time (columnSeconds). Marks touching edge to edge made CoDel's drops
   * one solid row along the top (trial 10:00); a column's events still share its mark, and its tip
   * gives their exact counts.
   */
  private columnWidth(g: PlotGeometry): number {
    // Asked for every event a strip counts (columnOf): worked out once per geometry.
    if (this.widthOf.g !== g) {
      const [t0] = g.x.domain();
      this.widthOf = { g, w: g.x(t0 + this.columnSeconds(g)) - g.m.left };
    }
    return this.widthOf.w;
  }

  /** The last geometry's column width (columnWidth). */
  private widthOf: { g: PlotGeometry | null; w: number } = { g: null, w: 0 };


  /** The time one drop-strip column covered in the last picture drawn (drawForExport); null before any. */
  private pictureMarkSeconds: number | null = null;

  /**
   * A legend entry as the last picture drew the strip: its marks' span said for the picture's
   * columns. The exported slide's legend said the screen's "one mark per 5.9 s" over about 12
   * marks in 100 s (lecturer-0315, confusion 5).
   */
  legendAsDrawn(item: LegendItem): LegendItem {
    return this.pictureMarkSeconds === null ? item : withMarkSpan(item, this.pictureMarkSeconds);
  }

  /**
   * The time one column of the drop strip covers (s), as the legend says it: the time the least
   * column width covers, rounded up to 1, 2 or 5 × 10^k s. A lecturer read "one mark per 1.6 s" at
   * the desk, "6.7 s" projected and "9.2 s" in the exported slide of one run (lecturer trial 11:45);
   * rounded, the views say few round spans, and a slide and the projected plot of one width agree.
   */
  private columnSeconds(g: PlotGeometry): number {
    const least = 4 * g.theme.markSize + 2;
    return roundSpanUp(g.x.invert(g.m.left + least) - g.x.invert(g.m.left));
  }

  /** Column index of time t in the drop strip. */
  private columnOf(g: PlotGeometry, t: number): number {
    return Math.floor((g.x(t) - g.m.left) / this.columnWidth(g));
  }

  /**
   * Off screen, new rows wait to be drawn (scheduler.ts), but the legend, read in the page and by a
   * screen reader, says the scale they will be drawn at, counted from the runs as they are now. It
   * said the scale of the plot's last draw: on a phone, A's plot drew the first batches before the
   * page knew it was off screen, and its legend said "full mark = 8" at the page's top and "16" once
   * scrolled to (phone-2235, confusion 6, steps 4 and 8).
   */
  override deferData(): void {
    super.deferData();
    const g = this.geom;
    const run = this.results.current;
    if (!g || !run) return;
    const at = { ...g, run, x: g.x.copy().domain(timeDomain(run, this.source.timeEnd)) };
    const own = markFullCount(this.columnTallies(at));
    setQueueDrawn(this.results, { markFull: Math.max(own, ...this.counterparts().map((s) => (s.current ? this.otherFull({ ...at, run: s.current }) : 1))) });
  }

  /** The other side's full-mark count, as last counted, and what it was counted from (its rows so far, the axis, the columns). */
  private otherCount = { run: null as RunData | null, key: '', full: 1 };

  /** The full-mark count the strip of `g`'s run would set at this plot's columns (markFullCount of columnTallies), counted again only when its rows or the axis changed. */
  private otherFull(g: PlotGeometry): number {
    const rows = (g.run.bottleneck?.data?.events.length ?? 0) + g.run.flows.reduce((a, f) => a + f.seq.length, 0);
    const key = `${rows}|${g.x.domain().join(',')}|${g.x.range().join(',')}|${this.columnWidth(g)}`;
    if (this.otherCount.run !== g.run || this.otherCount.key !== key) this.otherCount = { run: g.run, key, full: markFullCount(this.columnTallies(g)) };
    return this.otherCount.full;
  }

  /** Every column's count of each kind of drop and mark in `g`'s run over its time axis: the counts a strip of that run, at this plot's columns, sizes its marks by. */
  private columnTallies(g: PlotGeometry): number[] {
    const [t0, t1] = g.x.domain();
    const counts = new Map<number, number>();
    const add = (kind: number, t: number) => {
      const key = kind * 1e6 + this.columnOf(g, t);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    };
    const ev = g.run.bottleneck?.data?.events;
    if (ev) for (let i = ev.lowerBound(t0); i < ev.length && ev.cols.t[i] <= t1; i++) if (ev.cols.t[i] >= t0) add(ev.cols.kind[i], ev.cols.t[i]);
    const loss = dropReasonCode(LINK_LOSS);
    this.forEachLinkLossElsewhere(g, [], (t) => add(loss, t));
    return [...counts.values()];
  }

  /** One mark per (kind, column) that holds any event: the bottleneck's drops and marks, and link losses elsewhere. */
  private drawDropColumns(ctx: CanvasRenderingContext2D, g: PlotGeometry, from: DrawnRows): number {
    const resumed = from !== NOTHING_DRAWN;
    const [t0, t1] = g.x.domain();
    const w = this.columnWidth(g);
    const seen = DROP_SHAPES.map(() => new Set<number>());
    if (!resumed) {
      if (!this.exporting) this.leastMarkHeight = Infinity;
      this.stripCount = { events: 0, marks: new Set() };
      this.firstMarkX = Infinity;
      this.columnCounts = DROP_SHAPES.map(() => new Map());
    }
    const tally = this.stripCount;
    const counts = this.columnCounts;
    const add = (kind: number, t: number) => {
      const c = this.columnOf(g, t);
      seen[kind]?.add(c);
      counts[kind]?.set(c, (counts[kind].get(c) ?? 0) + 1);
      tally.events++;
      tally.marks.add(kind * 1e6 + c);
      // The mark's centre, where it stands in its column (a column is several seconds wide when projected).
      if (seen[kind]) this.firstMarkX = Math.min(this.firstMarkX, g.m.left + (c + 0.5) * w);
    };
    const ev = g.run.bottleneck?.data?.events;
    if (ev) {
      const i1 = Math.min(ev.length, ev.lowerBound(t1) + 1);
      for (let i = Math.max(from.events, ev.lowerBound(t0)); i < i1; i++) {
        const t = ev.cols.t[i];
        if (t >= t0 && t <= t1) add(ev.cols.kind[i], t);
      }
    }
    const loss = dropReasonCode(LINK_LOSS);
    this.forEachLinkLossElsewhere(g, from.seq, (t) => add(loss, t));
    // One size scale for every kind's marks (drop-mark-scale.ts): a busier column than the scale's
    // full mark redraws the strip on the next one (a run computing doubles it a few times at most).
    // A/B's strips share one scale (the larger of the two's own), as their throughput plots share a y scale (lecturer-1845, 3).
    const own = markFullCount(counts.flatMap((m) => [...m.values()]));
    // The other side's count from its run, in this plot's columns (A and B share the time axis and
    // width), not from its plot: that one is drawn only once scrolled near, so A's legend said
    // "full mark = 8" on a load and "= 16" once B had been seen (phone-2235, confusion 6).
    const full = this.exporting ? own : Math.max(own, ...this.counterparts().map((s) => (s.current ? this.otherFull({ ...g, run: s.current }) : 1)));
    // Any change of scale (either side's run grew, or B was run again) redraws every mark at it.
    if (resumed && full !== this.markFull) {
      ctx.clearRect(0, 0, g.width, this.stripHeight(g));
      return this.drawDropColumns(ctx, g, NOTHING_DRAWN);
    }
    // A picture keeps the screen's scale, the one its legend says (a count above it draws a full mark).
    if (!this.exporting) this.markFull = full;
    // The legend says when a mark stands for several drops (queue-drawn.ts); an export's own width does not change the screen's.
    if (!this.exporting) setQueueDrawn(this.results, { grouped: tally.events > tally.marks.size, markSeconds: this.columnSeconds(g), markFull: this.markFull });
    // The picture's own columns, for its legend (legendAsDrawn): one definition of a mark's span for the screen and the picture.
    else this.pictureMarkSeconds = this.columnSeconds(g);
    let items = 0;
    // Each kind in view on a lane of its own: drawn on one line, early drops' circles covered the
    // link losses' squares into one purple band (lecturer trial 10:00). The lanes are those of
    // every kind drawn so far, not only the new rows': a batch with one kind drew its marks on
    // the whole strip's height, twice the size of the ones before it, at the computing edge
    // (lecturer trial 20:10, step 28). A kind new to the strip redraws it with one more lane.
    const lanes = stripLanes(resumed ? this.stripKinds : null, seen.map((cols, kind) => (cols.size > 0 ? kind : -1)).filter((k) => k >= 0));
    if (lanes.redraw) {
      ctx.clearRect(0, 0, g.width, this.stripHeight(g));
      this.stripKinds = lanes.kinds;
      return this.drawDropColumns(ctx, g, NOTHING_DRAWN);
    }
    this.stripKinds = lanes.kinds;
    const kinds = lanes.kinds;
    const lane = this.stripRowHeight(g) / Math.max(1, kinds.length);
    const size = Math.max(2, Math.min(g.theme.markSize, lane / 2 - 1));
    // Projected, no mark under the least a hall can see (drop-mark-scale.ts).
    const least = this.projected() ? projectedMarkSizes(axisFontPx(g)).least : undefined;
    seen.forEach((cols, kind) => {
      if (cols.size === 0) return;
      const shape = DROP_SHAPES[kind];
      const cy = lane * (kinds.indexOf(kind) + 0.5);
      ctx.beginPath();
      // A column drawn before and grown since is drawn again at its new size, over its smaller mark.
      for (const c of cols) {
        const r = markSizeFor(counts[kind].get(c) ?? 1, this.markFull, size, least);
        if (!this.exporting) this.leastMarkHeight = Math.min(this.leastMarkHeight, 2 * r);
        markPath(ctx, shape, g.m.left + (c + 0.5) * w, cy, r);
      }
      ctx.strokeStyle = ctx.fillStyle = g.theme.markTones[DROP_REASONS[kind].mark.tone % g.theme.markTones.length];
      ctx.lineWidth = 1.5;
      if (shapeIsStroked(shape)) ctx.stroke();
      else ctx.fill();
      items += cols.size;
    });
    return items;
  }

  /**
   * Exact counts of drops and marks by reason in the strip column under CSS x `px` (the hover
   * text), with that column's time span; null outside the plot or before any run.
   */
  dropCountsAt(px: number): { from: number; to: number; counts: { label: string; count: number }[] } | null {
    const g = this.geom;
    if (!g) return null;
    const w = this.columnWidth(g);
    const c = Math.floor((px - g.m.left) / w);
    if (px < g.m.left || px > g.width - g.m.right) return null;
    const from = g.x.invert(g.m.left + c * w);
    const to = g.x.invert(g.m.left + (c + 1) * w);
    const counts = DROP_REASONS.map(() => 0);
    const ev = g.run.bottleneck?.data?.events;
    if (ev) for (let i = ev.lowerBound(from); i < ev.length && ev.cols.t[i] < to; i++) if (this.columnOf(g, ev.cols.t[i]) === c) counts[ev.cols.kind[i]]++;
    this.forEachLinkLossElsewhere(g, [], (t) => {
      if (t >= from && t < to && this.columnOf(g, t) === c) counts[dropReasonCode(LINK_LOSS)]++;
    });
    return { from, to, counts: counts.map((count, k) => ({ label: dropCountName(DROP_REASONS[k]), count })).filter((x) => x.count > 0) };
  }

  private readonly tip = Object.assign(document.createElement('div'), { className: 'cc-tip', hidden: true });

  /**
   * Keyboard access to the same counts: a focusable strip over the marks; focusing it shows the
   * first column with events, ←/→ (Home/End) move between such columns.
   */
  private readonly strip = Object.assign(document.createElement('button'), { type: 'button', className: 'drop-strip' });
  private focusColumn = -1;

  /** Strip columns that hold any event in view, in order. */
  private busyColumns(): number[] {
    const g = this.geom;
    if (!g) return [];
    const [t0, t1] = g.x.domain();
    const cols = new Set<number>();
    const ev = g.run.bottleneck?.data?.events;
    if (ev) for (let i = ev.lowerBound(t0); i < ev.length && ev.cols.t[i] <= t1; i++) cols.add(this.columnOf(g, ev.cols.t[i]));
    this.forEachLinkLossElsewhere(g, [], (t) => cols.add(this.columnOf(g, t)));
    return [...cols].sort((a, b) => a - b);
  }

  /** Show column `c`'s counts; `say`: also in the live region (a keyboard move, which a screen reader does not see in the tip). */
  private showColumn(c: number, say = false): void {
    const g = this.geom;
    if (!g) return;
    const w = this.columnWidth(g);
    const px = g.m.left + (c + 0.5) * w;
    const info = this.dropCountsAt(px);
    if (!info || info.counts.length === 0) {
      this.tip.hidden = true;
      return;
    }
    this.focusColumn = c;
    this.tip.textContent = dropCountsText(info);
    if (say) announce(`Drops and marks, ${this.tip.textContent}`);
    this.tip.style.left = `${px}px`;
    this.tip.style.top = `${this.stripHeight(g) / 2}px`;
    this.tip.style.transform = 'translate(-50%, 14px)';
    this.tip.hidden = false;
    keepInViewport(this.tip);
  }

  private readonly onStripFocus = () => {
    const cols = this.busyColumns();
    if (cols.length > 0) this.showColumn(cols.includes(this.focusColumn) ? this.focusColumn : cols[0], true);
  };

  private readonly onStripKey = (e: KeyboardEvent) => {
    const cols = this.busyColumns();
    if (cols.length === 0) return;
    const i = cols.indexOf(this.focusColumn);
    const j = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? cols.length - 1 : null;
    if (j === null) return;
    // The strip's own keys: not also a playback step.
    e.preventDefault();
    e.stopPropagation();
    this.showColumn(cols[Math.max(0, Math.min(cols.length - 1, j))], true);
  };

  private placeStrip(): void {
    const g = this.geom;
    if (!g) return;
    Object.assign(this.strip.style, { left: `${g.m.left}px`, top: '0px', width: `${Math.max(0, g.width - g.m.left - g.m.right)}px`, height: `${this.stripHeight(g)}px` });
  }

  override renderData(): void {
    super.renderData();
    this.placeStrip();
  }

  private readonly onHover = (e: PointerEvent) => {
    const g = this.geom;
    const rect = this.el.canvas.getBoundingClientRect();
    const px = e.clientX - rect.left;
    const py = e.clientY - rect.top;
    const info = g && py <= this.stripHeight(g) + 2 ? this.dropCountsAt(px) : null;
    if (!info || info.counts.length === 0) {
      this.tip.hidden = true;
      return;
    }
    this.tip.textContent = dropCountsText(info);
    this.tip.style.left = `${px}px`;
    this.tip.style.top = `${py}px`;
    this.tip.style.transform = 'translate(-50%, 14px)';
    this.tip.hidden = false;
    keepInViewport(this.tip);
  };

  private readonly onLeave = () => {
    this.tip.hidden = true;
  };

  override dispose(): void {
    super.dispose();
    this.el.canvas.removeEventListener('pointermove', this.onHover);
    this.el.canvas.removeEventListener('pointerleave', this.onLeave);
    this.tip.remove();
    this.strip.remove();
  }

  /**
   * Losses on links other than the bottleneck (seed 003's wireless last hops) are not in the
   * bottleneck's event list; they come from the flows' time-sequence events, drawn as the
   * link-loss mark in the same strip, so no loss is hidden from the queue plot.
   */
  private forEachLinkLossElsewhere(g: PlotGeometry, drawn: number[], visit: (t: number) => void): void {
    const b = g.run.bottleneck;
    const [t0, t1] = g.x.domain();
    g.run.flows.forEach((f, fi) => {
      const s = f.seq;
      const { t, kind, link } = s.cols;
      const i1 = Math.min(s.length, s.lowerBound(t1) + 1);
      for (let i = Math.max(drawn[fi] ?? 0, s.lowerBound(t0)); i < i1; i++) {
        if (kind[i] !== SeqEvent.LinkLoss || link[i] === b?.index) continue;
        visit(t[i]);
      }
    });
  }
}
