/**
 * One requestAnimationFrame loop for every plot. Data changes (new batch, zoom, theme) mark
 * plots "full" dirty: they redraw their cached data layer. Cursor moves only re-composite the
 * cached layers (clip + blit), which is what keeps playback at the display's frame rate.
 */
export interface FramePlot {
  renderData(): void;
  composite(): void;
}

type FrameHook = (now: number) => void;

const plots = new Set<FramePlot>();
const beforeHooks = new Set<FrameHook>();
const afterHooks = new Set<(fullRedraw: boolean) => void>();
let fullDirty = new Set<FramePlot>();
let cursorDirty = false;
let raf = 0;
let keepRunning: () => boolean = () => false;

function schedule(): void {
  if (raf === 0 && typeof requestAnimationFrame === 'function') raf = requestAnimationFrame(frame);
}

function frame(now: number): void {
  raf = 0;
  for (const h of beforeHooks) h(now);
  const full = fullDirty;
  fullDirty = new Set();
  for (const p of full) p.renderData();
  if (full.size > 0 || cursorDirty) for (const p of plots) p.composite();
  cursorDirty = false;
  for (const h of afterHooks) h(full.size > 0);
  if (keepRunning()) schedule();
}

export function registerPlot(p: FramePlot): () => void {
  plots.add(p);
  fullDirty.add(p);
  schedule();
  return () => {
    plots.delete(p);
    fullDirty.delete(p);
  };
}

/** Redraw the data of one plot, or of every plot. */
export function invalidateData(p?: FramePlot): void {
  if (p) fullDirty.add(p);
  else for (const q of plots) fullDirty.add(q);
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
