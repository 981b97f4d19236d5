/**
 * A plot's y axis changing scale between runs, said in its caption line: between two lesson steps
 * the queueing-delay plot went from 0–1 200 ms (a FIFO) to 0–100 ms (CoDel) silently, and two
 * plots twelve times apart looked equally "busy" (bufferbloat trial 20:10, s15). The note stays
 * until the next run is shown; it is not part of an exported figure (it is in the page's caption,
 * not on the canvas, and carries no legend item).
 *
 * It compares with the axis the student last saw on this plot (on screen, not under a lesson's
 * veil), in the same unit, and says by how much: "y axis now 0–1k packets; was 0–20k B" named a
 * run drawn before the lesson began, in another unit (bufferbloat trial 20:20, s10), and "was 0–1
 * 200 ms" alone left the 12× to the reader (s15).
 */

/**
 * Any change of the top tick is said (beyond this rounding slack): at 3× only, the cwnd plot went
 * from 0–50 kB (tail drop) to 0–30 kB (RED) between two lesson steps without a word, and the
 * two sawtooths, compared by eye, misled (phone trial 08:20, steps 8 and 14). The tops are the
 * axis's round ticks, so a change is one the reader's eye would be fooled by.
 */
export const Y_CHANGE_SLACK = 1.01;

/** The y axis as shown for one finished run: its top and that range in words ("0–1 200 ms"). */
export interface YRangeShown {
  run: number;
  top: number;
  words: string;
  /** The axis's unit ("ms", "packets", "B"): a queue plot switched from bytes to packets is not a change of scale. */
  unit?: string;
  /** Whether the student could see the plot when it was drawn (on screen, not veiled); unset: seen. */
  seen?: boolean;
}

/** "12×", "3.5×": how many times larger one top is than the other, as said in the note. */
export function scaleFactorWords(ratio: number): string {
  const r = ratio >= 1 ? ratio : 1 / ratio;
  return `${r >= 10 ? Math.round(r) : +r.toFixed(1)}×`;
}

/** "0–1 200 ms": a range from zero in the axis's own tick words, grouped by thin spaces, with its unit. */
export function yRangeWords(top: number, tick: (v: number) => string, unit: string): string {
  const t = tick(top).replace(/^(\d+)(\d{3})$/, '$1 $2');
  return `0–${t}${unit ? ` ${unit}` : ''}`;
}

/** The caption's words when the axis's top changed from the previous run seen, else null. */
export function yRangeChangeNote(prev: YRangeShown | null, now: YRangeShown): string | null {
  if (!prev || prev.run === now.run || !(prev.top > 0) || !(now.top > 0)) return null;
  // Another unit (a buffer in packets after one in bytes): the tops are not comparable, and the
  // axis names its unit ("y axis now 0–1k packets; was 0–20k B" puzzled a student, trial 20:20 s10).
  if (prev.unit !== undefined && now.unit !== undefined && prev.unit !== now.unit) return null;
  const ratio = now.top / prev.top;
  if (ratio <= Y_CHANGE_SLACK && ratio >= 1 / Y_CHANGE_SLACK) return null;
  return `y axis now ${now.words}: a ${scaleFactorWords(ratio)} ${ratio < 1 ? 'smaller' : 'larger'} scale than before (${prev.words})`;
}

/** Per plot (Explore's panel name): the last finished run's axis, the last axis the student saw, the note and the axis top it speaks of. */
const shown = new Map<string, { last: YRangeShown; seen: YRangeShown | null; note: string | null; noteTop: number }>();
const listeners = new Set<() => void>();

/** Record the axis a plot drew for a finished run; a new run's note replaces the previous one. */
export function recordYRange(name: string, now: YRangeShown): void {
  const had = shown.get(name);
  const sameRun = had !== undefined && had.last.run === now.run;
  // The same run redrawn (a zoom, the y-range select): its axis is the one to compare the next run
  // with; its note is of the axis it was made for, said only while the axis is that one again
  // (zoomed to 0–25 ms, the note still said "now 0–140 ms": bloat-1815, step 19).
  const note = sameRun ? had.note : yRangeChangeNote(had?.seen ?? null, now);
  const noteTop = sameRun ? had.noteTop : now.top;
  const seen = now.seen === false ? (had?.seen ?? null) : now;
  // Nothing new: the same axis, and either not in sight now or already counted as seen.
  if (sameRun && had.last.top === now.top && (now.seen === false || had.seen === had.last)) return;
  const said = (had && yRangeNote(name)) ?? null;
  shown.set(name, { last: now, seen, note, noteTop });
  if (yRangeNote(name) !== said) for (const l of listeners) l();
}

/** The plot came into the student's sight (scrolled to, a lesson's veil lifted): its current axis is the one they saw. */
export function markYRangeSeen(name: string, run: number): void {
  const had = shown.get(name);
  if (had && had.last.run === run && had.seen !== had.last) shown.set(name, { ...had, seen: had.last });
}

/** The plot's note, while its axis is the one the note speaks of (not while zoomed to another). */
export function yRangeNote(name: string): string | null {
  const had = shown.get(name);
  return had && had.last.top === had.noteTop ? had.note : null;
}

export function subscribeYRange(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
