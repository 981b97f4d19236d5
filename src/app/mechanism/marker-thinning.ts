/**
 * Which congestion events get a marker of their own on a plot, by pixel density. A phone's cwnd
 * plot drew about forty ▼ and ⊳ glyphs in one overlapping row (phone trial 03:30), and a busy
 * run gave "501 congestion events in view: zoom in to mark them" and no markers at all. Here one
 * flow's markers are kept at least `gap` px apart along x; the events between two kept markers
 * merge into the earlier one (its tip and name say how many it stands for), so every event in
 * view is on some marker and zooming in separates them.
 */

/** Pixels between two markers of one flow: a finger's width on a touch screen, a glyph's with a pointer. */
export const TOUCH_MARKER_GAP = 44;
export const POINTER_MARKER_GAP = 8;

/** At most this many markers on one plot: beyond it the gap widens (placing each costs a DOM element). */
export const MAX_PLACED_MARKERS = 400;

export function baseMarkerGap(): number {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? TOUCH_MARKER_GAP : POINTER_MARKER_GAP;
}

/**
 * The gap for a plot `width` px wide with events from `flows` flows: the base gap, widened so the
 * markers placed stay within MAX_PLACED_MARKERS (each flow places at most width / gap + 1).
 */
export function markerGap(width: number, flows: number, base = baseMarkerGap()): number {
  return Math.max(base, (Math.max(1, width) * Math.max(1, flows)) / MAX_PLACED_MARKERS);
}

/** One placed marker: the event it shows (an index into the flow's congestion columns) and how many later events merged into it. */
export interface KeptEvent {
  index: number;
  merged: number;
  /** Time of the last event merged into it (its own time when none). */
  lastT: number;
}

/**
 * Thin one flow's events, given in time order as their times `t[from..to)` and their x in px:
 * keep the first, then each one at least `gap` px right of the last kept one.
 */
export function thinEvents(t: ArrayLike<number>, from: number, to: number, x: (t: number) => number, gap: number): KeptEvent[] {
  const kept: KeptEvent[] = [];
  let lastX = Number.NEGATIVE_INFINITY;
  for (let k = from; k < to; k++) {
    const px = x(t[k]);
    const last = kept[kept.length - 1];
    if (last === undefined || px - lastX >= gap) {
      kept.push({ index: k, merged: 0, lastT: t[k] });
      lastX = px;
    } else {
      last.merged++;
      last.lastT = t[k];
    }
  }
  return kept;
}
