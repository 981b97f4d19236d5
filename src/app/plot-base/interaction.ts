/**
 * Whether the user is in the middle of a continuous edit: a slider's thumb is held, or edits
 * arrive in quick succession (a drag, a held arrow key). While they are, the plot scheduler
 * spreads data redraws one plot per frame, so the browser can move the thumb at every frame
 * instead of waiting behind a redraw of every plot (`npm run bench:ui`, the dumbbells' slider
 * drag). Edits a person makes one by one (typing, clicking) are not continuous: their runs are
 * drawn at once.
 */

/** Two edits closer than this are a burst (a held arrow key repeats every ~33 ms)… */
const BURST_GAP_MS = 40;
/** …which lasts this long after its last edit (ms). */
const BURST_TAIL_MS = 120;

let rangeHeld = false;
const releaseListeners = new Set<() => void>();
let lastEdit = -Infinity;
let previousEdit = -Infinity;

/** An edit of the scenario was made now (the run controller reports each one). */
export function noteEdit(now: number = performance.now()): void {
  previousEdit = lastEdit;
  lastEdit = now;
}

/** A slider's thumb (or another control marked role="slider", such as a flow bar) is held. */
export function sliderHeld(): boolean {
  return rangeHeld;
}

/** Call `fn` when a held slider is let go; returns the unsubscribe. */
export function onSliderRelease(fn: () => void): () => void {
  releaseListeners.add(fn);
  return () => releaseListeners.delete(fn);
}

export function interacting(now: number = performance.now()): boolean {
  return rangeHeld || (now - lastEdit < BURST_TAIL_MS && lastEdit - previousEdit < BURST_GAP_MS);
}

/** Follow the pointer on the page's sliders (range inputs and role="slider"); returns the cleanup. */
export function watchSliderPointer(doc: Document = document): () => void {
  const down = (e: PointerEvent) => {
    const t = e.target;
    if ((t instanceof HTMLInputElement && t.type === 'range') || (t instanceof Element && t.closest('[role="slider"]'))) rangeHeld = true;
  };
  const up = () => {
    if (!rangeHeld) return;
    rangeHeld = false;
    for (const fn of [...releaseListeners]) fn();
  };
  doc.addEventListener('pointerdown', down, true);
  doc.addEventListener('pointerup', up, true);
  doc.addEventListener('pointercancel', up, true);
  return () => {
    doc.removeEventListener('pointerdown', down, true);
    doc.removeEventListener('pointerup', up, true);
    doc.removeEventListener('pointercancel', up, true);
    rangeHeld = false;
  };
}
