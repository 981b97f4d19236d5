import type { Box } from './readout-place';
import * as d3 from 'd3';
import { themeForFlows } from '../theme/call-hue';
import { HeldTickCount } from '../plot-base/held-tick-count';
import { markYRangeSeen, recordYRange, yRangeWords } from './y-range-change';
import { resultsVeiled } from '../state/results-veiled';
import { HELD_ALTERNATIVE, VEILED_ALTERNATIVE } from '../state/veiled-alternative';
import { numbersHeldNow } from '../results/numbers-held';
import { useLessonStore } from '../state/lesson-store';
import { results, type ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { THEMES, type Theme } from '../theme/theme';
import { drawNotRecorded } from './not-recorded-shade';
import { wrap } from '../util/canvas-text';
import { watchOnScreen } from '../util/on-screen';
import { Y_NICE_COUNT, yAxisTicks } from '../plot-base/tick-spacing';
import { invalidateCursor, invalidateData, registerPlot, streamingAfterFirstBatch, type FramePlot } from '../plot-base/scheduler';
import { notesInFull, notesInShort, setPlotNotes, type PlotNote } from './plot-notes';

export interface Margins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlotGeometry {
  width: number;
  height: number;
  dpr: number;
  m: Margins;
  x: d3.ScaleLinear<number, number>;
  y: d3.ScaleLinear<number, number>;
  theme: Theme;
  run: RunData;
  /** Type size relative to the theme's (1 normally; larger in presentation mode). */
  typeScale: number;
  /** On screen, the y axis's tick count as the plot keeps it (held-tick-count.ts); unset, its height's (yTickCount). */
  heldYTickCount?: number;
  /** Ticks the plot chose itself for this axis, at every height (the throughput plot's 0, 5, 10 on a 10 Mbit/s link: capacity-ticks.ts); unset, yAxisTicks's. */
  fixedYTicks?: number[];
}

export interface PlotElements {
  host: HTMLElement;
  canvas: HTMLCanvasElement;
  svg: SVGSVGElement;
  /** Where the plot writes its text alternative once a run is complete. */
  description?: HTMLElement;
  /** The words of that text alternative for a complete run (the plot registry's `describe`), said unless the plot shows an empty notice. */
  describe?: (run: RunData) => string | null;
}

/** What a plot's description says in place of the run's figures now: a lesson's veil, the numbers held until the replay ends, or null (none withheld). */
function withheldWords(): string | null {
  return resultsVeiled() ? VEILED_ALTERNATIVE : numbersHeldNow() ? HELD_ALTERNATIVE : null;
}

/** Time window shown on every plot: the shared zoom, or the whole run. */
export function timeDomain(run: RunData, timeEnd?: () => number): [number, number] {
  const z = useViewStore.getState().zoom;
  return z ?? [0, timeEnd ? timeEnd() : run.timeEnd];
}

/** Where a plot reads its run (default: the explored run) and, for aligned plots, a common time axis. */
export interface PlotSource {
  results?: ResultsStore;
  /** Right end of the time axis (e.g. the longer of two compared runs). */
  timeEnd?: () => number;
  /** Other results whose changes also redraw this plot (they move the common axis). */
  watch?: ResultsStore[];
  /** Runs whose y range this plot's y axis also covers (so compared plots share a scale). */
  shareY?: ResultsStore[];
  /** Share with another run only when this says so (default: always). */
  shareYIf?: (run: RunData, other: RunData) => boolean;
  /** A/B's two runs' short names ("gentle RED", "tail drop"), for a plot that draws both (its direct labels). */
  sideNames?: () => { a: string; b: string };
  /** Other state whose changes redraw this plot (Compare's choice of shared or own y scales). */
  subscribe?: (onChange: () => void) => () => void;
}

/**
 * A plot drawn on canvas with D3 scales and SVG axes. The data layer is drawn once per data
 * change into an offscreen canvas; each frame composites it up to the playback cursor.
 * Subclasses say what the y domain is and how to draw the data (and a cheap background).
 *
 * While a run streams in and the scales stay put, a `resumable` plot adds only the rows that
 * arrived since the last render to the layer (redrawing ~100 k points per batch would cost the
 * playback its frame rate). A finished run is always drawn whole, so its picture does not depend
 * on how it streamed in.
 */
/**
 * How much larger than the theme's own the type around `el` is (presentation mode sets a larger
 * body size), at least 1: plots grow their axis labels and margins by it, the overview strip its
 * margins (a style read: callers keep it per theme, mode and size).
 */
export function surroundingTypeScale(el: Element, theme: Theme): number {
  const px = parseFloat(getComputedStyle(el).fontSize);
  return Number.isFinite(px) && px > 0 ? Math.max(1, px / theme.fontSize) : 1;
}

/** Every plot's side margins at the theme's type size (the overview strip lines up with them). */
export const PLOT_MARGINS = { left: 58, right: 14 } as const;

/** Told each time a plot has drawn its data (its scales set: xOfTime and shownWindow answer). */
const drawnListeners = new Set<(plot: CanvasPlot) => void>();

/**
 * Be told whenever any plot has drawn (PlotReadout waits on it to place a typed time on a plot
 * drawn late: one out of view draws when it comes into view, on a loaded machine many frames
 * later). Returns the unsubscribe.
 */
export function onPlotDrawn(listener: (plot: CanvasPlot) => void): () => void {
  drawnListeners.add(listener);
  return () => drawnListeners.delete(listener);
}

export abstract class CanvasPlot implements FramePlot {
  protected readonly layer: HTMLCanvasElement;
  /** Grid and background at the layer's geometry, so a cursor move repaints a strip by copying. */
  private readonly back: HTMLCanvasElement;
  protected geom: PlotGeometry | null = null;
  protected readonly cleanups: (() => void)[] = [];
  private width = 0;
  private height = 0;
  /** Count of drawn marks and segments on the data layer (read by tests). */
  drawnItems = 0;
  /**
   * The largest value of the drawn run above the y axis's top (a fitted range leaves an outlying
   * peak out and says so on the plot), or null when nothing is cut. Set by yDomain for the run it
   * is given; geometry() keeps the drawn run's, against the final (perhaps shared) scale.
   */
  protected cutAbove: number | null = null;
  /** Whether drawData can resume: add new rows to a layer drawn at the same scales. */
  protected readonly resumable: boolean = false;
  /** The run and the scales the data layer was last drawn with. */
  private layerRun: RunData | null = null;
  private layerKey = '';
  /**
   * Said in place of the data when the plot has nothing to draw for a reason the student should
   * know (emptyNotice): shown over the plot area, read as its text alternative, and the y axis,
   * which would only label an arbitrary 0–1 range, is left out.
   */
  private notice: string | null = null;
  private readonly noticeEl: HTMLParagraphElement;

  protected readonly results: ResultsStore;

  constructor(
    protected readonly el: PlotElements,
    protected readonly source: PlotSource = {},
    protected readonly margins: Margins = { ...PLOT_MARGINS, top: 8, bottom: 24 },
  ) {
    this.results = source.results ?? results;
    this.layer = document.createElement('canvas');
    this.back = document.createElement('canvas');
    this.noticeEl = document.createElement('p');
    this.noticeEl.className = 'plot-notice';
    this.noticeEl.hidden = true;
    this.noticeEl.setAttribute('data-testid', 'plot-notice');
    // Screen readers get the same words from the plot's description (describeRun).
    this.noticeEl.setAttribute('aria-hidden', 'true');
    el.host.appendChild(this.noticeEl);
    this.cleanups.push(() => this.noticeEl.remove());
    const ro = new ResizeObserver(() => this.resize());
    ro.observe(el.host);
    this.cleanups.push(() => ro.disconnect());
    // Drawn only on screen or within half a screen's height of it (scheduler.ts FramePlot.onScreen):
    // one scrolled towards is ready before it shows.
    this.cleanups.push(
      watchOnScreen(
        el.host,
        (visible) => {
          this.inView = visible;
          if (!visible) return;
          if (this.dataDeferred) invalidateData(this);
          else invalidateCursor();
        },
        '50% 0px',
      ),
    );
    // In the student's sight (on screen, not merely near it, and not under a lesson's veil): the
    // axis a caption's "y axis now …" note may compare with (y-range-change.ts).
    this.cleanups.push(
      watchOnScreen(
        el.host,
        (visible) => {
          this.inSight = visible;
          this.noteSeen();
        },
        '0px',
        false,
      ),
      useLessonStore.subscribe((s, prev) => {
        this.noteSeen();
        // Another step may state another delay bar, drawn on the queueing-delay plot (step-delay-bar.ts).
        if (s.place !== prev.place || s.ending !== prev.ending) invalidateData(this);
        // The veil put on or lifted: the description says the run's figures or withholds them.
        if (this.describedVeiled !== withheldWords()) this.redescribe();
      }),
    );
    for (const r of [this.results, ...(source.watch ?? [])]) this.cleanups.push(r.subscribe(() => invalidateData(this, streamingAfterFirstBatch(r.current))));
    if (source.subscribe) this.cleanups.push(source.subscribe(() => invalidateData(this)));
    this.cleanups.push(
      useViewStore.subscribe((s, prev) => {
        if (
          s.zoom !== prev.zoom ||
          s.theme !== prev.theme ||
          s.seqFlow !== prev.seqFlow ||
          s.hiddenFlows !== prev.hiddenFlows ||
          s.highlightFlow !== prev.highlightFlow ||
          s.cwndUnit !== prev.cwndUnit ||
          s.yRange !== prev.yRange ||
          s.throughputQuantity !== prev.throughputQuantity ||
          // Presenting or the mode (Compare A/B: goodput) may change what the throughput plot draws by default (throughput-quantity.ts).
          s.presenting !== prev.presenting ||
          s.mode !== prev.mode
        )
          invalidateData(this);
        // The numbers held or shown: the description withholds the run's figures or says them.
        if (s.numbersAtEnd !== prev.numbersAtEnd && this.describedVeiled !== withheldWords()) this.redescribe();
      }),
    );
    this.cleanups.push(
      usePlaybackStore.subscribe((s, prev) => {
        if (s.cursor !== prev.cursor || s.end !== prev.end) invalidateCursor();
        // The replay reached its end (or left it) with the numbers held: the figures are said again, or withheld.
        if (this.describedVeiled !== withheldWords()) this.redescribe();
      }),
    );
    this.cleanups.push(registerPlot(this));
    el.canvas.addEventListener('pointerdown', this.onPointer);
    el.canvas.addEventListener('pointermove', this.onPointerMove);
    this.cleanups.push(() => {
      el.canvas.removeEventListener('pointerdown', this.onPointer);
      el.canvas.removeEventListener('pointermove', this.onPointerMove);
    });
    this.resize();
  }

  dispose(): void {
    for (const c of this.cleanups) c();
    if (this.notesName) setPlotNotes(this.notesName, []);
  }

  /** On screen or near it (watchOnScreen says; true until it first does). */
  private inView = true;
  /** A data change arrived while off screen: redraw on coming into view. */
  private dataDeferred = false;
  /**
   * Resized since the last draw: drawn even off screen, since its axes and marks, placed for the
   * old size, could reach past the page's new width (a phone turned upright) until redrawn.
   */
  private resized = false;

  onScreen(): boolean {
    return this.inView || this.resized;
  }

  /** Data arrived that this plot has not drawn, waiting for it to come into view (read by tests). */
  get waitingForView(): boolean {
    return this.dataDeferred;
  }

  deferData(): void {
    this.dataDeferred = true;
    // The text alternative follows the run even off screen (a screen reader may read it there).
    const run = this.results.current;
    if (run) {
      this.setNotice(this.emptyNotice(run));
      // The notes of the last draw are of the run drawn then: B's cwnd plot, off screen when its
      // queue was changed, said the old run's "cut its window 41 times" under the new run's
      // caption of 138 (phone-2045, confusion 14). describeRun leaves them out until this run is
      // drawn (notesAreOf); the notes above the plot stay until then (redrawn on coming near
      // the view), so the page does not shift while scrolling to it.
      this.describeRun(run);
    }
  }

  private resize(): void {
    const r = this.el.host.getBoundingClientRect();
    const w = Math.max(100, Math.floor(r.width));
    const h = Math.max(60, Math.floor(r.height));
    if (w === this.width && h === this.height) return;
    this.width = w;
    this.height = h;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    for (const c of [this.el.canvas, this.layer, this.back]) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
    }
    this.shown = null; // resizing cleared the canvas
    this.el.canvas.style.width = `${w}px`;
    this.el.canvas.style.height = `${h}px`;
    this.el.svg.setAttribute('width', String(w));
    this.el.svg.setAttribute('height', String(h));
    this.resized = true;
    invalidateData(this);
  }

  /**
   * Scrub: click or drag on the plot moves the playback cursor. A finger does not: a tap shows the
   * readout there (PlotReadout.tsx), and a phone trial's tap that moved the cursor to 0 s emptied
   * the plot with nothing saying why (2026-11-28). The playback slider scrubs on a touch screen.
   */
  private readonly onPointer = (e: PointerEvent) => {
    // Only the primary button (mouse or pen) scrubs; a right click opens the menu as usual.
    if (!this.geom || e.button !== 0 || e.pointerType === 'touch') return;
    this.el.canvas.setPointerCapture(e.pointerId);
    this.scrubTo(e);
  };

  private readonly onPointerMove = (e: PointerEvent) => {
    if (e.buttons & 1 && this.geom && e.pointerType !== 'touch') this.scrubTo(e);
  };

  /**
   * The time under a point `x` CSS px from the plot's left edge, clamped to the plot area, and
   * the plot area's time window (the readout, PlotReadout.tsx); null before the first draw.
   */
  timeAtX(x: number): number | null {
    const g = this.geom;
    if (!g) return null;
    const px = Math.max(g.m.left, Math.min(g.width - g.m.right, x));
    return g.x.invert(px);
  }

  /**
   * Labels drawn in the plot area that the cursor readout must not cover (readout-place.ts), in CSS
   * px from the canvas's top-left corner: none here; Compare A/B's overlay has its side labels.
   */
  labelsToAvoid(): readonly Box[] {
    return [];
  }

  /** The canvas the plot draws on (the readout places its box against it). */
  canvasElement(): HTMLCanvasElement {
    return this.el.canvas;
  }

  /** Where time `t` is drawn, in CSS px from the plot's left edge (null before the first draw). */
  xOfTime(t: number): number | null {
    return this.geom ? this.geom.x(t) : null;
  }

  /** The time window the plot area shows (null before the first draw). */
  shownWindow(): [number, number] | null {
    const g = this.geom;
    return g ? [g.x.invert(g.m.left), g.x.invert(g.width - g.m.right)] : null;
  }

  private scrubTo(e: PointerEvent): void {
    const g = this.geom!;
    const rect = this.el.canvas.getBoundingClientRect();
    const t = g.x.invert(e.clientX - rect.left);
    const pb = usePlaybackStore.getState();
    pb.scrub(t);
  }

  protected abstract yDomain(run: RunData): [number, number];
  /** The time window on screen (the shared zoom, or the whole run / common compare axis). */
  protected visibleWindow(run: RunData): [number, number] {
    return timeDomain(run, this.source.timeEnd);
  }
  /** Why this plot has nothing to draw for the run as it is shown (e.g. no flow has such a trace), or null. */
  protected emptyNotice(_run: RunData): string | null {
    return null;
  }
  /** Show `text` (null: hide it) over the plot area of margins `m` (they grow in presentation mode). */
  private setNotice(text: string | null, m?: Margins): void {
    this.notice = text;
    this.noticeEl.hidden = text === null;
    if (this.noticeEl.textContent !== (text ?? '')) this.noticeEl.textContent = text ?? '';
    if (text !== null && m) this.noticeEl.style.inset = `${m.top}px ${m.right}px ${m.bottom}px ${m.left}px`;
  }
  private describedRun: RunData | null = null;
  private describedNotice: string | null = null;
  /**
   * Draw the data; returns the count of marks and segments drawn. `resume`: the layer already
   * holds this run's earlier rows at these scales, draw only the rows added since (the plot
   * keeps its own marks of what it drew).
   */
  protected abstract drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry, resume: boolean): number;
  /** Whether the next draw may resume (the plot's `resumable`, unless what it drew last cannot be added to: an aggregate). */
  protected resumeAllowed(): boolean {
    return this.resumable;
  }
  protected drawBackground(_ctx: CanvasRenderingContext2D, _g: PlotGeometry): void {}
  protected yTickFormat(): (v: d3.NumberValue) => string {
    return d3.format('~s');
  }
  /** The y axis's unit in words, for the caption's note when the axis changes scale between runs ("ms"). */
  protected yUnit(): string {
    return '';
  }
  /** Explore's panel name: set, the plot records the axis each finished run is drawn on (y-range-change.ts). */
  yRangeName: string | null = null;

  /**
   * On screen now (no margin; `inView` counts half a screen around it). Unknown until the observer
   * first reports, so not yet: a plot mounted below the fold drew the previous run's axis as "seen"
   * and the next run's caption said "a 67× larger scale than before" of an axis nobody saw
   * (lecturer trial 02:20, step 7).
   */
  private inSight = typeof IntersectionObserver !== 'function';

  /** Whether the student can see this plot now: on screen and not under a lesson's veil. */
  private seenNow(): boolean {
    return this.inSight && !resultsVeiled();
  }

  /** The plot came into sight: the axis it shows is one the student saw. */
  private noteSeen(): void {
    const run = this.results.current;
    if (this.yRangeName && run?.done && this.seenNow()) markYRangeSeen(this.yRangeName, run.runId);
  }

  /** Record the axis a finished run is drawn on: its top tick, as the reader sees it, and whether they can see it now. */
  private recordAxis(run: RunData, g: PlotGeometry): void {
    if (!this.yRangeName || !run.done) return;
    const ticks = yTicks(g);
    const top = ticks[ticks.length - 1] ?? g.y.domain()[1];
    const tick = this.yTickFormat();
    recordYRange(this.yRangeName, { run: run.runId, top, words: yRangeWords(top, (v) => tick(v), this.yUnit()), unit: this.yUnit(), seen: this.seenNow() });
  }

  renderData(): void {
    this.drawLayer();
    if (this.geom) for (const l of drawnListeners) l(this);
  }

  /** renderData's work: the data layer, the axes and the description for the current run. */
  private drawLayer(): void {
    this.dataDeferred = false;
    this.resized = false;
    const run = this.results.current;
    // A canvas that holds pixels: by default Chromium's 2D canvas may keep the commands drawn on
    // it and, without a GPU, replay them whenever it is drawn into another. Every composite of the
    // cwnd plot then replayed its dashed ssthresh lines (seed 003's 20 flows: 35 ms per composite,
    // ~485 ms per edit; 4 ms per cursor strip during playback, against 0.02 ms for the other
    // plots). With willReadFrequently the layer is a plain bitmap, drawn into once per render.
    const ctx = this.layer.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (!run || this.width === 0) {
      ctx.clearRect(0, 0, this.layer.width, this.layer.height);
      this.setNotice(null);
      this.geom = null;
      this.drawnItems = 0;
      this.layerRun = null;
      return;
    }
    // The scenario's flows order the hues: a call stands apart from the downloads (call-hue.ts).
    const theme = themeForFlows(THEMES[useViewStore.getState().theme], run.scenario.flows);
    const dpr = this.layer.width / this.width;
    const g0 = this.geometry(run, theme, this.width, this.height, dpr, this.typeScale(theme));
    // The tick count kept while the domain and the window stay (a strip above the plots appearing at the replay's end changed it).
    const heldKey = `${g0.y.domain()}|${g0.typeScale}|${theme.name}|${window.innerWidth}x${window.innerHeight}`;
    const g = { ...g0, heldYTickCount: this.heldYTicks.decide(heldKey, yTickCount(g0), yTickCountKept(g0)) };
    const { m } = g;
    this.geom = g;
    const notice = this.emptyNotice(run);
    this.setNotice(notice, m);
    const key = `${g.x.domain()}|${g.x.range()}|${g.y.domain()}|${g.y.range()}|${theme.name}|${this.layer.width}x${this.layer.height}`;
    const resume = this.resumeAllowed() && run === this.layerRun && !run.done && key === this.layerKey && notice === null;
    this.layerRun = notice === null ? run : null;
    this.layerKey = key;
    if (!resume) ctx.clearRect(0, 0, this.layer.width, this.layer.height);
    if (notice !== null) {
      this.drawnItems = 0;
      this.showNotes([], run);
      this.renderAxes(g);
      this.describeRun(run);
      return;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.save();
    clipToData(ctx, g);
    const items = this.drawData(ctx, g, resume);
    this.drawnItems = resume ? this.drawnItems + items : items;
    ctx.restore();
    if (!resume) {
      this.drawInMargin(ctx, g);
      this.showNotes(this.notes(g), run);
    }
    this.renderAxes(g);
    this.recordAxis(run, g);
    this.describeRun(run);
  }

  /** Write the description again: what it says of the view (zoom, cursor) changed, not the run. */
  redescribe(): void {
    this.describedRun = null;
    const run = this.results.current;
    if (run) this.describeRun(run);
  }

  /** Say the notes of this draw of `run` above the plot (PlotNotes.tsx) and in its description. */
  private showNotes(notes: PlotNote[], run: RunData | null): void {
    this.shownNotes = notes;
    this.notesRun = run;
    this.notesRunDone = run?.done ?? false;
    if (this.notesName) setPlotNotes(this.notesName, notes);
  }

  private describedNotes = '';
  /** What the description last said in place of the run's figures (a lesson's veil, numbers held), or null: it said them. */
  private describedVeiled: string | null = null;

  private describeRun(run: RunData): void {
    // Only the notes drawn for this run as it is now: never another run's words under its caption.
    const notes = this.notesAreOf(run) ? notesInFull(this.shownNotes) : '';
    const withheld = withheldWords();
    if (this.el.description && withheld !== null && this.describedVeiled !== withheld) {
      // A screen reader read the run's figures through the veil (bloat-2045, "Also noticed"), and
      // the whole run's counts while the numbers were held (phone trial 02:30, step 9).
      this.describedRun = null;
      this.describedVeiled = withheld;
      this.el.description.textContent = withheld;
      return;
    }
    if (withheld !== null) return;
    if (this.el.description && run.done && (this.describedVeiled !== null || this.describedRun !== run || this.describedNotice !== this.notice || this.describedNotes !== notes)) {
      this.describedVeiled = null;
      this.describedRun = run;
      this.describedNotice = this.notice;
      this.describedNotes = notes;
      // The notes above the plot, in full (their details too): a screen reader hears every fact they show.
      const words = this.notice ?? this.el.describe?.(run) ?? '';
      this.el.description.textContent = this.notice === null && notes ? `${words} ${notes}`.trim() : words;
    }
  }

  /**
   * How much larger than the theme's own the surrounding type is (presentation mode sets a larger
   * body size): axis labels and the margins that hold them grow with it. 1 in the normal views.
   */
  private typeScale(theme: Theme): number {
    // Read once per theme, mode and size: getComputedStyle forces a style recalculation of the
    // page whenever React has just changed it, which made it a large part of each redraw during
    // a slider drag. Presentation mode (the root's attribute, which sets the type size), a theme
    // and browser zoom (a resize) change the key.
    const key = `${theme.name}|${document.documentElement.hasAttribute('data-presenting')}|${this.width}x${this.height}`;
    if (this.typeScaleKey !== key) {
      this.typeScaleValue = surroundingTypeScale(this.el.host, theme);
      this.typeScaleKey = key;
    }
    return this.typeScaleValue;
  }
  private typeScaleKey = '';
  /** The y axis's tick count on screen, kept through small changes of height (held-tick-count.ts). */
  private readonly heldYTicks = new HeldTickCount();
  private typeScaleValue = 1;

  /** Scales and margins for a run drawn at width × height CSS px (screen or export). */
  protected geometry(run: RunData, theme: Theme, width: number, height: number, dpr: number, typeScale: number): PlotGeometry {
    const b = this.margins;
    const m: Margins = typeScale === 1 ? b : { left: Math.round(b.left * typeScale), right: Math.round(b.right * typeScale), top: Math.round(b.top * typeScale), bottom: Math.round(b.bottom * typeScale) };
    const x = d3.scaleLinear().domain(timeDomain(run, this.source.timeEnd)).range([m.left, width - m.right]);
    let [y0, y1] = this.yDomain(run);
    // yDomain sets cutAbove for the run it is given: keep this run's, which a shared scale may
    // still cut (A's note gave B's peak when B's domain was read last).
    const cut = this.cutAbove;
    for (const other of this.source.shareY ?? []) {
      if (!other.current || other.current === run) continue;
      if (this.source.shareYIf && !this.source.shareYIf(run, other.current)) continue;
      const [a, c] = this.yDomain(other.current);
      y0 = Math.min(y0, a);
      y1 = Math.max(y1, c);
    }
    this.cutAbove = cut !== null && cut > y1 ? cut : null;
    const y = d3
      .scaleLinear()
      .domain([y0, y1 > y0 ? y1 : y0 + 1])
      .range([height - m.bottom, m.top]);
    // Larger type (presentation, export) also gets thicker lines and larger marks, to be seen from afar.
    const t = typeScale === 1 ? theme : { ...theme, lineWidth: theme.lineWidth * typeScale, markSize: theme.markSize * typeScale };
    return this.onTopTick({ width, height, dpr, m, x, y, theme: t, run, typeScale });
  }

  /**
   * The y axis ending on its top tick, rounded at one count for every size (Y_NICE_COUNT: the same
   * run's axis has the same top in Explore, Present and an export; its height only thins the
   * ticks, yTicks). The axis's
   * range has one definition, read by the drawn axis and by the caption's "y axis now 0–15
   * packets" (recordAxis). Above a top tick of 10 the CoDel queue's axis ran on to 13 with no label,
   * and the note's "0–10 packets" read as wrong (bloat trial 04:00, step 7). A peak the wider
   * range now holds is no longer cut.
   */
  protected onTopTick<G extends PlotGeometry>(g: G): G {
    const y = g.y.copy().nice(Y_NICE_COUNT);
    if (this.cutAbove !== null && this.cutAbove <= y.domain()[1]) this.cutAbove = null;
    return { ...g, y };
  }

  /** Set while a picture is drawn for export: what the screen shows is left as it is. */
  protected exporting = false;

  /** Words in the margins, outside the data's clip (the queue plot's "drops" beside its drop strip); on full redraws only. */
  protected drawInMargin(_ctx: CanvasRenderingContext2D, _g: PlotGeometry): void {}

  /**
   * What the picture at geometry `g` leaves out or draws in another way (a peak above the fitted
   * y range), said above the plot (plot-notes.ts); asked after drawData, which may decide some of it.
   */
  protected notes(_g: PlotGeometry): PlotNote[] {
    return [];
  }

  /** Explore's or Compare's panel name: set, the plot says its notes above it in the page (PlotNotes.tsx). */
  notesName: string | null = null;
  /** The notes of the last screen draw (the description ends with them). */
  private shownNotes: PlotNote[] = [];
  /** The run those notes were drawn for (null: none yet, or cleared for a run not drawn yet), and whether it was complete then. */
  private notesRun: RunData | null = null;
  private notesRunDone = false;

  /**
   * Whether the shown notes were drawn for `run` as it is now: the same run, complete then if it is
   * now. A lesson's cwnd description said "12 times so far", drawn mid-run, beside the complete
   * run's list of 41 cuts (phone-2045, confusion 14).
   */
  private notesAreOf(run: RunData): boolean {
    return this.notesRun === run && this.notesRunDone === run.done;
  }

  /**
   * Draw this plot's background, data and axes for export into `ctx` (already scaled to CSS px)
   * at width × height, the whole visible window (not cut at the playback cursor). Returns false
   * when there is no run to draw. Forces the next screen render to redraw its layer in full.
   */
  drawForExport(ctx: CanvasRenderingContext2D, width: number, height: number, typeScale: number): boolean {
    const run = this.results.current;
    if (!run) return false;
    const theme = themeForFlows(THEMES[useViewStore.getState().theme], run.scenario.flows);
    // Set for the whole picture, not only its geometry: a plot's drawData keeps what the screen
    // shows (the queue plot's legend facts, queue-drawn.ts) apart from the picture's.
    this.exporting = true;
    try {
      return this.drawExportPicture(ctx, run, theme, width, height, typeScale);
    } finally {
      this.exporting = false;
    }
  }

  /**
   * The notes' short lines for a picture of width × height (layout px) at `typeScale`, for the
   * figure to set outside the data area (plot-picture.ts): drawn into the picture, over its data's
   * top right where a slide's cell had no room for a band, "Too many packets for a dot each…"
   * covered B's delay curves at about 100 ms (lecturer-2045, confusion 11). Empty without a run.
   */
  exportNotes(width: number, height: number, typeScale: number): string {
    const run = this.results.current;
    if (!run || this.emptyNotice(run) !== null) return '';
    this.exporting = true;
    try {
      return notesInShort(this.notes(this.geometry(run, THEMES[useViewStore.getState().theme], width, height, 1, typeScale)));
    } finally {
      this.exporting = false;
    }
  }

  exportDataTop(width: number, height: number, typeScale: number): number {
    const run = this.results.current;
    return run ? this.geometry(run, THEMES[useViewStore.getState().theme], width, height, 1, typeScale).m.top : 0;
  }

  private drawExportPicture(ctx: CanvasRenderingContext2D, run: RunData, theme: Theme, width: number, height: number, typeScale: number): boolean {
    const notice = this.emptyNotice(run);
    const geometry = this.geometry(run, theme, width, height, 1, typeScale);
    const g = fitExportMargins(ctx, geometry, this.yTickFormat(), notice === null);
    const { m } = g;
    ctx.save();
    ctx.fillStyle = theme.panel;
    ctx.fillRect(0, 0, width, height);
    if (notice === null) this.paintGrid(ctx, g);
    clipToData(ctx, g);
    if (notice === null) {
      this.drawBackground(ctx, g);
      // The notes are not drawn here: the figure sets them above the picture (exportNotes, plot-picture.ts).
      this.drawData(ctx, g, false);
    } else drawNoticeText(ctx, g, notice);
    ctx.restore();
    if (notice === null) this.drawInMargin(ctx, g);
    drawCanvasAxes(ctx, g, this.yTickFormat(), notice === null);
    // drawData moved a resumable plot's "rows drawn" marks to this export's picture.
    this.layerRun = null;
    invalidateData(this);
    return true;
  }

  private xAxisKey = '';
  private yAxisKey = '';

  private renderAxes(g: PlotGeometry): void {
    // SVG work is costly: redo an axis only when its scale, the size or the theme changed (a
    // finished run usually keeps the time axis it streamed in with and moves only the y axis).
    const look = `${g.theme.name}|${g.typeScale}`;
    const xKey = `${g.x.domain()}|${g.x.range()}|${g.height - g.m.bottom}|${look}`;
    const yKey = this.notice === null ? `${g.y.domain()}|${g.y.range()}|${g.heldYTickCount}|${g.fixedYTicks}|${g.m.left}|${look}` : 'none';
    const svg = d3.select(this.el.svg);
    const font = axisFont(g);
    const restyle = (axis: d3.Selection<SVGGElement, null, SVGSVGElement, unknown>) => {
      axis.selectAll('text').attr('fill', g.theme.axis).style('font', font);
      axis.selectAll('.domain, .tick line').attr('stroke', g.theme.axis);
    };
    if (xKey !== this.xAxisKey) {
      this.xAxisKey = xKey;
      const xa = svg.selectAll<SVGGElement, null>('g.x-axis').data([null]).join('g').attr('class', 'x-axis');
      xa.attr('transform', `translate(0,${g.height - g.m.bottom})`).call(d3.axisBottom(g.x).ticks(xTickCount(g)).tickFormat(timeTick));
      restyle(xa);
      keepLastTickInside(xa.node(), g.width);
    }
    if (yKey !== this.yAxisKey && yKey === 'none') {
      this.yAxisKey = yKey;
      svg.selectAll('g.y-axis').remove();
    } else if (yKey !== this.yAxisKey) {
      this.yAxisKey = yKey;
      const ya = svg.selectAll<SVGGElement, null>('g.y-axis').data([null]).join('g').attr('class', 'y-axis');
      ya.attr('transform', `translate(${g.m.left},0)`).call(d3.axisLeft(g.y).tickValues(yTicks(g)).tickFormat(this.yTickFormat()));
      restyle(ya);
    }
  }

  /** The geometry (i.e. layer version) and cursor x the visible canvas was last composited with. */
  private shown: { geom: PlotGeometry; cursorX: number; marginHidden: boolean } | null = null;

  /** Whether the margin's words that wait for the cursor (marginShownFrom) are shown in the last composite (read by tests). */
  get marginWordsShown(): boolean {
    return this.shown !== null && !this.shown.marginHidden;
  }

  /**
   * Words in the margin (drawInMargin) that name data not yet revealed: their box and the x (CSS px)
   * the cursor must reach to show them, or null to show them always.
   */
  protected marginShownFrom(): { box: { left: number; right: number; top: number; bottom: number }; fromX: number } | null {
    return null;
  }

  /**
   * Words that stand at the playback cursor and move with it (drawAtCursor), drawn over the
   * composite: a plot that has them repaints its whole canvas on a cursor move, not the swept strip.
   */
  protected followsCursor(): boolean {
    return false;
  }

  /** Draw what follows the cursor (followsCursor) at time `t`, its x `cursorX` (CSS px, the canvas's transform set). */
  protected drawAtCursor(_ctx: CanvasRenderingContext2D, _g: PlotGeometry, _t: number, _cursorX: number): void {}

  composite(): void {
    const ctx = this.el.canvas.getContext('2d');
    const g = this.geom;
    if (!ctx) return;
    const prev = this.shown;
    this.shown = null;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const { width: w, height: h } = this.el.canvas;
    if (!g) {
      ctx.clearRect(0, 0, w, h);
      return;
    }
    const { m, dpr } = g;
    const pb = usePlaybackStore.getState();
    const showCursor = Number.isFinite(pb.cursor);
    const cursorX = showCursor ? Math.max(m.left, Math.min(g.width - m.right, g.x(visibleUntil(pb)))) : g.width;
    const gated = this.marginShownFrom();
    const marginHidden = gated !== null && cursorX < gated.fromX;
    this.shown = { geom: g, cursorX, marginHidden };
    // Device-pixel columns [a, b) to repaint: all of them after a data render; else, when only
    // the cursor moved, the strip it swept (with the old line's stroke and antialiasing), so a
    // playback frame rasterizes a few columns per plot instead of every plot's whole canvas.
    let a = 0;
    let b = w;
    const follows = showCursor && this.followsCursor();
    if (prev?.geom === g && prev.marginHidden === marginHidden) {
      if (prev.cursorX === cursorX && !follows) return;
      if (!follows) {
        a = Math.max(0, Math.floor((Math.min(prev.cursorX, cursorX) - 2) * dpr));
        b = Math.min(w, Math.ceil((Math.max(prev.cursorX, cursorX) + 2) * dpr));
      }
    } else if (prev?.geom !== g) this.paintBack(g);
    // Whole-pixel copies (no clip): the strip comes out exactly as a full repaint would.
    ctx.clearRect(a, 0, b - a, h);
    ctx.drawImage(this.back, a, 0, b - a, h, a, 0, b - a, h);
    // The data layer, revealed up to the cursor.
    const sw = Math.min(b, this.layer.width, Math.ceil(cursorX * dpr));
    if (sw > a) ctx.drawImage(this.layer, a, 0, sw - a, h, a, 0, sw - a, h);
    if (marginHidden) {
      const { box } = gated;
      // Two pixels around the type's box: a bold glyph's edge left behind read as a stray mark.
      const [x, y] = [Math.max(0, Math.floor((box.left - 2) * dpr)), Math.max(0, Math.floor((box.top - 2) * dpr))];
      const [bw, bh] = [Math.ceil((box.right + 2) * dpr) - x, Math.ceil((box.bottom + 2) * dpr) - y];
      ctx.clearRect(x, y, bw, bh);
      ctx.drawImage(this.back, x, y, bw, bh, x, y, bw, bh);
    }
    if (showCursor) {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.strokeStyle = g.theme.cursor;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(cursorX, m.top);
      ctx.lineTo(cursorX, g.height - m.bottom);
      ctx.stroke();
      if (follows) this.drawAtCursor(ctx, g, visibleUntil(pb), cursorX);
    }
  }

  /** Grid and background (bands, limits) across the whole width, into the back canvas. */
  private paintBack(g: PlotGeometry): void {
    const ctx = this.back.getContext('2d');
    if (!ctx) return;
    const { m, dpr } = g;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.back.width, this.back.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (this.notice !== null) return;
    this.paintGrid(ctx, g);
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, 0, g.width - m.left - m.right, g.height - m.bottom);
    ctx.clip();
    this.drawBackground(ctx, g);
    ctx.restore();
    drawNotRecorded(ctx, g);
  }

  private paintGrid(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
    const { m } = g;
    ctx.strokeStyle = g.theme.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const v of yTicks(g)) {
      const yy = Math.round(g.y(v)) + 0.5;
      ctx.moveTo(m.left, yy);
      ctx.lineTo(g.width - m.right, yy);
    }
    ctx.stroke();
  }
}

/** How many y ticks fit the y scale's range (the data area's height; one band's on a plot drawn in bands, flow-bands.ts), at `spacing` px a tick at type scale 1. */
export function yTickCount(g: PlotGeometry, spacing = Y_TICK_SPACING): number {
  const [bottom, top] = g.y.range();
  return Math.max(2, Math.floor((bottom - top) / (spacing * g.typeScale ** 2)));
}

/** Height a y tick is given, px at type scale 1, when the count is chosen: 4 ticks on a 120 px plot (bloat trial 04:30, confusion 4). */
const Y_TICK_SPACING = 30;
/** The least height a y tick keeps, px at type scale 1: a count kept on a plot that became shorter (held-tick-count.ts) still leaves its labels well apart. */
const Y_TICK_SPACING_KEPT = 20;

/** The most y ticks a kept count may be on this plot (Y_TICK_SPACING_KEPT). */
export function yTickCountKept(g: PlotGeometry): number {
  return yTickCount(g, Y_TICK_SPACING_KEPT);
}

/** The y axis's ticks at the count its height gets (or the count the plot keeps on screen), ending on its top (tick-spacing.ts, yAxisTicks). */
export function yTicks(g: PlotGeometry): number[] {
  if (g.fixedYTicks) return g.fixedYTicks;
  return yAxisTicks(g.y, g.heldYTickCount ?? yTickCount(g));
}

function xTickCount(g: PlotGeometry): number {
  return Math.max(2, Math.floor(g.width / (90 * g.typeScale ** 2)));
}

/** Clip drawing to the data area and the top margin above it (where a plot marks events: the queue plot's drop strip). */
function clipToData(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
  const { m, width, height } = g;
  ctx.beginPath();
  ctx.rect(m.left, 0, width - m.left - m.right, height - m.bottom);
  ctx.clip();
}

/** The theme's axis font, grown with the surrounding type (presentation mode). */
export function axisFont(g: Pick<PlotGeometry, 'theme' | 'typeScale'>): string {
  const f = g.theme.plotFont;
  if (g.typeScale === 1) return f;
  return f.replace(/(\d+(?:\.\d+)?)px/, (_, px: string) => `${Math.round(Number(px) * g.typeScale)}px`);
}

/** The axis font's size in px (axisFont's). */
export function axisFontPx(g: Pick<PlotGeometry, 'theme' | 'typeScale'>): number {
  return Number(/(\d+(?:\.\d+)?)px/.exec(axisFont(g))?.[1] ?? 11);
}

const timeTick = (v: d3.NumberValue) => `${d3.format('~g')(v)} s`;

/**
 * The last time tick's label ends inside the plot: centred on the axis's right end, "100 s" ran
 * past the plot's right edge on a phone and was cut (trial phone9, finding 6). Only a label that
 * would overflow is moved (anchored at its end, at the edge); the tick mark stays where it is.
 */
export function keepLastTickInside(axis: SVGGElement | null, width: number): void {
  if (!axis) return;
  const ticks = axis.querySelectorAll<SVGGElement>('.tick');
  ticks.forEach((t) => {
    const text = t.querySelector('text');
    text?.removeAttribute('x');
    text?.removeAttribute('text-anchor');
  });
  const last = ticks[ticks.length - 1];
  const text = last?.querySelector('text');
  if (!last || !text || typeof text.getComputedTextLength !== 'function') return;
  const x = Number(/translate\(([-\d.e]+)/.exec(last.getAttribute('transform') ?? '')?.[1] ?? Number.NaN);
  const w = text.getComputedTextLength();
  if (!Number.isFinite(x) || x + w / 2 <= width - 1) return;
  text.setAttribute('text-anchor', 'end');
  text.setAttribute('x', String(width - 1 - x));
}

/** A plot's empty notice in an exported picture: wrapped to the plot area's width, centred in it. */
function drawNoticeText(ctx: CanvasRenderingContext2D, g: PlotGeometry, text: string): void {
  const { m } = g;
  const room = g.width - m.left - m.right - 24;
  ctx.font = axisFont(g);
  ctx.fillStyle = g.theme.axis;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lh = parseFloat(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? '12') * 1.4;
  const lines = wrap(ctx, text, room, Math.max(1, Math.floor((g.height - m.top - m.bottom) / lh)));
  const cx = (m.left + g.width - m.right) / 2;
  const cy = (m.top + g.height - m.bottom) / 2 - ((lines.length - 1) * lh) / 2;
  lines.forEach((l, k) => ctx.fillText(l, cx, cy + k * lh));
}

/**
 * An exported picture's margins, widened where an axis label would not fit: the widest y label
 * (a cwnd axis in kB at the figure's larger type) and the last time tick, which is centred on the
 * right end ("30 s" lost its " s"). The screen keeps its fixed margins.
 */
function fitExportMargins(ctx: CanvasRenderingContext2D, g: PlotGeometry, yFormat: (v: d3.NumberValue) => string, withY: boolean): PlotGeometry {
  const tick = 6 * g.typeScale;
  ctx.save();
  ctx.font = axisFont(g);
  const yWidest = withY ? Math.max(0, ...yTicks(g).map((v) => ctx.measureText(yFormat(v)).width)) : 0;
  const xTicks = g.x.ticks(xTickCount(g));
  const lastX = xTicks.length ? xTicks[xTicks.length - 1] : undefined;
  const overRight = lastX === undefined ? 0 : g.x(lastX) + ctx.measureText(timeTick(lastX)).width / 2 + 2 - g.width;
  ctx.restore();
  const left = Math.max(g.m.left, Math.ceil(yWidest + tick + 3 + 4));
  const right = overRight > 0 ? g.m.right + Math.ceil(overRight) : g.m.right;
  if (left === g.m.left && right === g.m.right) return g;
  const m = { ...g.m, left, right };
  return { ...g, m, x: g.x.copy().range([left, g.width - right]) };
}

/** The same axes as the SVG overlay, drawn on a canvas (for exported pictures); the y axis only where `withY`. */
function drawCanvasAxes(ctx: CanvasRenderingContext2D, g: PlotGeometry, yFormat: (v: d3.NumberValue) => string, withY = true): void {
  const { m, x, y, theme } = g;
  const tick = 6 * g.typeScale;
  ctx.save();
  ctx.strokeStyle = theme.axis;
  ctx.fillStyle = theme.axis;
  ctx.lineWidth = 1;
  ctx.font = axisFont(g);
  ctx.beginPath();
  const yb = g.height - m.bottom + 0.5;
  ctx.moveTo(m.left, yb);
  ctx.lineTo(g.width - m.right, yb);
  if (withY) {
    ctx.moveTo(m.left - 0.5, m.top);
    ctx.lineTo(m.left - 0.5, g.height - m.bottom);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const v of x.ticks(xTickCount(g))) {
    const xx = Math.round(x(v)) + 0.5;
    ctx.moveTo(xx, yb);
    ctx.lineTo(xx, yb + tick);
    ctx.fillText(timeTick(v), xx, yb + tick + 2);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const v of withY ? (g.fixedYTicks ?? yAxisTicks(y, yTickCount(g))) : []) {
    const yy = Math.round(y(v)) + 0.5;
    ctx.moveTo(m.left - tick, yy);
    ctx.lineTo(m.left, yy);
    ctx.fillText(yFormat(v), m.left - tick - 3, yy);
  }
  ctx.stroke();
  ctx.restore();
}
