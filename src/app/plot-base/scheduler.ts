/**
 * One requestAnimationFrame loop for every plot. Data changes (new batch, zoom, theme) mark
 * plots "full" dirty: they redraw their cached data layer (while a run streams, only its new
 * rows when the scales are unchanged). Cursor moves only re-composite the strip of each plot the
 * cursor swept from the cached layers, which is what keeps playback at the display's frame rate.
 */
import { interacting, sliderHeld } from './interaction';

export interface FramePlot {
  renderData(): void;
  composite(): void;
  /**
   * Whether the plot is on screen (or close to it). One that is not keeps its data change for
   * later (deferData) instead of drawing it: at a laptop's height most plots of the page are out
   * of view, and drawing them was most of an edit's final frame. Absent: always on screen.
   */
  onScreen?(): boolean;
  /** Called instead of renderData when the plot is off screen; it redraws once it scrolls into view (invalidateData). */
  deferData?(): void;
}

type FrameHook = (now: number) => void;

const plots = new Set<FramePlot>();
const beforeHooks = new Set<FrameHook>();
const afterHooks = new Set<(fullRedraw: boolean) => void>();
let fullDirty = new Set<FramePlot>();
/** Redraws requested by streaming batches: done at most every THROTTLE_MS so playback stays smooth. */
let throttled = new Set<FramePlot>();
/** The plots left in fullDirty are the rest of a streamed redraw, drawn one per frame. */
let spreading = false;
/** An unthrottled data change arrived since the last frame: draw everything dirty at once. */
let urgent = false;
let lastFullAt = -Infinity;
let lastFullCost = 0;
/**
 * Minimum spacing of streamed redraws; grows with their cost so they take ≤ ~20% of the time. At
 * 500 ms a run that takes under half a second shows its first batch and then its end, leaving the
 * second core to the worker (npm run bench:ui: the 10-flow dumbbell's complete plots 612 → 417 ms).
 */
export const THROTTLE_MS = 500;
/**
 * Frame time for data redraws while they are spread (playing, a slider held, a streamed batch):
 * plots are redrawn until this much of the frame is used, then the rest waits for the next.
 */
export const SPREAD_BUDGET_MS = 8;
/** Each plot's last data redraw (ms), to tell whether the next fits in a spread frame's budget. */
const drawCost = new WeakMap<FramePlot, number>();
let cursorDirty = false;
let raf = 0;
let keepRunning: () => boolean = () => false;

function schedule(): void {
  if (raf === 0 && typeof requestAnimationFrame === 'function') raf = requestAnimationFrame(frame);
}

/** Wall time of the last frames' work (ms), for benchmarks: [full data redraws, cursor-only frames]. */
export const frameStats = { full: [] as number[], cursor: [] as number[], lastFullByPlot: {} as Record<string, number> };

/** A plot's name for frameStats (its class). */
function plotName(p: FramePlot): string {
  return (p as object).constructor.name;
}

function record(list: number[], ms: number): void {
  list.push(ms);
  if (list.length > 600) list.splice(0, list.length - 600);
}

function frame(now: number): void {
  raf = 0;
  const t0 = performance.now();
  for (const h of beforeHooks) h(now);
  // While playing, streamed data may wait longer: the moving cursor is what the eye follows.
  const spacing = Math.max(THROTTLE_MS, 5 * lastFullCost, keepRunning() ? 1000 : 0);
  // A streamed (throttled) redraw is spread over frames like a playing one: a run still arriving
  // is not worth a long frame that holds up the pointer (a slider's thumb follows the next frame).
  let streamed = false;
  if (throttled.size > 0 && now - lastFullAt >= spacing) {
    for (const p of throttled) fullDirty.add(p);
    throttled = new Set();
    streamed = true;
  }
  let full = fullDirty;
  fullDirty = new Set();
  // An unthrottled change (a finished run, a zoom, a new run's first batch) is drawn at once,
  // unless the user is dragging a slider: then the thumb's frames come first.
  const spread = keepRunning() || interacting() || ((streamed || spreading) && !urgent);
  // Spread: redraw plots' data only while this frame has time (SPREAD_BUDGET_MS, at least one
  // plot; a plot whose last redraw would overrun it waits), so a finished run's full redraw is
  // spread over a few frames instead of stalling one (the others show their previous layer
  // meanwhile); cheap plots still go together.
  const budgetEnd = spread ? t0 + SPREAD_BUDGET_MS : Infinity;
  urgent = false;
  if (full.size > 0) lastFullAt = now;
  // Per plot: recording its data layer, then compositing (where the canvas rasterises the layer).
  const byPlot: Record<string, number> = {};
  const drawn = new Set<FramePlot>();
  let deferred = 0;
  for (const p of full) {
    if (p.onScreen && !p.onScreen()) {
      throttled.delete(p);
      p.deferData?.();
      deferred++;
      continue;
    }
    // A plot that would not finish within the budget (by its last redraw's cost) waits for the
    // next frame, where it goes first; a cheaper one behind it may still fit in this one.
    if (drawn.size > 0 && performance.now() + (drawCost.get(p) ?? 0) >= budgetEnd) {
      fullDirty.add(p);
      continue;
    }
    const a = performance.now();
    throttled.delete(p);
    p.renderData();
    p.composite();
    drawn.add(p);
    const ms = performance.now() - a;
    drawCost.set(p, ms);
    byPlot[plotName(p)] = ms;
  }
  full = drawn;
  // Keep spreading over the next frames until the redraw is through.
  spreading = fullDirty.size > 0 && spread && !keepRunning();
  // Plots off screen are not composited either (a playback frame moves every plot's cursor).
  if (full.size > 0 || cursorDirty) for (const p of plots) if (!full.has(p) && (!p.onScreen || p.onScreen())) p.composite();
  if (full.size > 0) frameStats.lastFullByPlot = byPlot;
  cursorDirty = false;
  // "Full redraw" for the hooks: every plot on screen now shows the latest data (none left for
  // later frames; those off screen draw it when they come into view).
  for (const h of afterHooks) h((full.size > 0 || deferred > 0) && fullDirty.size === 0);
  const cost = performance.now() - t0;
  if (full.size > 0) lastFullCost = cost;
  record(full.size > 0 ? frameStats.full : frameStats.cursor, cost);
  if (keepRunning() || throttled.size > 0 || fullDirty.size > 0) schedule();
}

/**
 * Draw every plot's data now, on screen or not: printing (and a full-page screenshot, which
 * dispatches `beforeprint` first: e2e/helpers.ts) shows the whole page at once.
 */
export function drawAllPlots(): void {
  for (const p of plots) {
    fullDirty.delete(p);
    throttled.delete(p);
    p.renderData();
    p.composite();
  }
}
if (typeof window !== 'undefined') window.addEventListener('beforeprint', drawAllPlots);

export function registerPlot(p: FramePlot): () => void {
  plots.add(p);
  fullDirty.add(p);
  schedule();
  return () => {
    plots.delete(p);
    fullDirty.delete(p);
    throttled.delete(p);
  };
}

/**
 * Redraw the data of one plot, or of every plot. `throttle`: the change is one streamed batch
 * of a run still in progress, which may wait up to THROTTLE_MS for the next data redraw.
 */
/**
 * Whether a results change may wait for the throttled redraw: a later batch of a run still in
 * progress. A new run's first batch is drawn at the next frame, so an edit shows at once.
 */
export function streamingAfterFirstBatch(run: { done: boolean; batches: number } | null | undefined): boolean {
  // While a slider's thumb is held, a run still arriving waits too: the plots keep the last
  // finished run until the next one finishes (it does within the throttle on the dumbbells),
  // which halves the drawing during a drag and spares the eye half-drawn runs.
  return run != null && !run.done && (run.batches > 1 || sliderHeld());
}

export function invalidateData(p?: FramePlot, throttle = false): void {
  const target = throttle ? throttled : fullDirty;
  if (!throttle) urgent = true;
  if (p) {
    if (!fullDirty.has(p)) target.add(p);
  } else for (const q of plots) if (!fullDirty.has(q)) target.add(q);
  schedule();
}

export function invalidateCursor(): void {
  cursorDirty = true;
  schedule();
}

/** Called at the start of each frame (the playback clock advances here). */
export function onBeforeFrame(h: FrameHook): () => void {
  beforeHooks.add(h);
  return () => beforeHooks.delete(h);
}

export function onAfterFrame(h: (fullRedraw: boolean) => void): () => void {
  afterHooks.add(h);
  return () => afterHooks.delete(h);
}

/** Keep the loop alive while `fn` returns true (playback); call requestFrame() to restart it. */
export function setKeepRunning(fn: () => boolean): void {
  keepRunning = fn;
}

export function requestFrame(): void {
  schedule();
}
