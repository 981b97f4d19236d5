/**
 * Axis ticks whose labels never come closer than a gap. A tick count from the width alone
 * (width / 80 px) put "80 s" and "100 s" against each other at 390 px, the last label being
 * anchored at its end so as not to run past the axis (phone trial 13:30, s05): the count now
 * falls until every label, at its own width and anchor, clears the next.
 */

/** A tick of a linear scale with its label: where it is drawn and how its text is anchored. */
export interface PlacedTick {
  value: number;
  x: number;
  text: string;
  anchor: 'middle' | 'end';
}

/** What spacedTicks needs of a scale (a d3 linear scale is one). */
export interface TickScale {
  (value: number): number;
  ticks(count?: number): number[];
}

export interface TickSpacing {
  /** The count tried first (d3's hint): the most ticks the axis should carry. */
  maxCount: number;
  /** A label's width in px: its characters times this (an upper bound of the font's average character). */
  charWidth: number;
  /** Labels whose tick lies right of this x end at their tick (they would run past the axis centred). */
  endAnchorFrom: number;
  /** The least room between two labels, px. */
  gap: number;
}

/** The label's extent along the axis, px. */
function extent(t: PlacedTick, charWidth: number): [number, number] {
  const w = t.text.length * charWidth;
  return t.anchor === 'end' ? [t.x - w, t.x] : [t.x - w / 2, t.x + w / 2];
}

/** Whether every label clears the next by the gap. */
export function labelsClear(ticks: readonly PlacedTick[], charWidth: number, gap: number): boolean {
  for (let i = 1; i < ticks.length; i++) {
    if (extent(ticks[i], charWidth)[0] - extent(ticks[i - 1], charWidth)[1] < gap) return false;
  }
  return true;
}

/** The most ticks (up to maxCount) whose labels all clear each other; at the least, the first tick alone. */
export function spacedTicks(scale: TickScale, format: (v: number) => string, o: TickSpacing): PlacedTick[] {
  const place = (values: number[]): PlacedTick[] =>
    values.map((value) => {
      const x = scale(value);
      return { value, x, text: format(value), anchor: x > o.endAnchorFrom ? 'end' : 'middle' };
    });
  for (let count = Math.max(1, o.maxCount); count >= 1; count--) {
    const ticks = place(scale.ticks(count));
    if (labelsClear(ticks, o.charWidth, o.gap)) return ticks;
  }
  return place(scale.ticks(1)).slice(0, 1);
}

/**
 * The tick count a y axis's top is rounded with (d3's `nice`), whatever its height. The count that
 * fits the panel's height used to round the top too, so one run's throughput axis ended at 20 Mb/s
 * in a short panel (presentation with Settings open) and at 15 Mb/s in a taller one (export, t = 0):
 * the same data looked different from view to view (lecturer trial 0510, steps 24–25). The top now
 * depends on the data and the y-range choice only; a short panel thins its ticks (yAxisTicks).
 */
export const Y_NICE_COUNT = 5;

/** What yAxisTicks needs of a scale (a d3 linear scale is one). */
export interface YTickScale {
  domain(): number[];
  ticks(count?: number): number[];
}

/**
 * At most `maxCount` ticks of a y axis rounded with Y_NICE_COUNT, always ending on its top: the
 * most ticks among every j-th of its rounded ticks (j dividing their intervals) and d3's evenly
 * spaced ticks that end on the top (0, 5, 10 on an axis rounded to 0–10 in steps of 2); at the
 * least the bottom and the top. An axis not rounded that way (its top not on a tick) gets d3's
 * ticks for the count.
 */
export function yAxisTicks(y: YTickScale, maxCount: number): number[] {
  const base = y.ticks(Y_NICE_COUNT);
  const top = y.domain()[1];
  const onTop = (ticks: number[]) => ticks.length >= 2 && Math.abs(ticks[ticks.length - 1] - top) <= 1e-9 * Math.max(1, Math.abs(top));
  if (!onTop(base)) return y.ticks(maxCount);
  const most = Math.max(2, maxCount);
  const intervals = base.length - 1;
  const candidates: number[][] = [[base[0], base[intervals]]];
  for (let j = 1; j <= intervals; j++) if (intervals % j === 0) candidates.push(base.filter((_, i) => i % j === 0));
  for (let c = most; c >= 2; c--) {
    const even = y.ticks(c);
    if (onTop(even) && even[0] === base[0]) candidates.push(even);
  }
  const best = candidates.filter((t) => t.length <= most).reduce((a, b) => (b.length > a.length ? b : a));
  return best.length >= Math.min(MIN_Y_TICKS, most) ? best : belowTopThenTop(y, top, most) ?? best;
}

/**
 * The fewest ticks an axis with room for them carries. A top whose rounded ticks make a prime
 * number of intervals (0–1400 in steps of 200: 7) had no evenly spaced subset ending on it, so a
 * 140 px queueing-delay plot (4 ticks' room) was labelled "0" and "1400" alone, and "0"/"25" once
 * zoomed (bloat trial 04:30, confusion 4: the ~300 ms level could not be read off the axis).
 */
const MIN_Y_TICKS = 4;

/**
 * d3's nice ticks below the top, then the top: 0, 500, 1000, 1400. Those within half a step of the
 * top are left out, so its label keeps its room. Null when no count gives enough.
 */
function belowTopThenTop(y: YTickScale, top: number, most: number): number[] | null {
  for (let c = most; c >= 2; c--) {
    const ticks = y.ticks(c).filter((v) => v < top);
    if (ticks.length < 2) continue;
    const step = ticks[1] - ticks[0];
    const kept = ticks.filter((v) => top - v >= step / 2);
    if (kept.length + 1 <= most && kept.length + 1 >= Math.min(MIN_Y_TICKS, most)) return [...kept, top];
  }
  return null;
}
