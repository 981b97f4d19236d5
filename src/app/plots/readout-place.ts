/**
 * Where the cursor readout box (PlotReadout.tsx) stands on its plot: beside the cursor line, on
 * the side with more room, at the top, unless that covers a label drawn in the plot (Compare A/B's
 * "A: gentle RED, mean 7.53", ab-overlay-plot.ts). A lecturer hovering the A/B plot found the box
 * over those labels (students' and a lecturer's trial, problem 3): it now tries the other side of
 * the line, then below the labels, and stays inside the plot.
 */

/** A box in CSS px from the plot host's top-left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ReadoutPlaceInput {
  /** The cursor line's x. */
  x: number;
  /** The plot host's size. */
  hostWidth: number;
  hostHeight: number;
  /** The readout box's own size, as rendered. */
  width: number;
  height: number;
  /** Boxes the readout should not cover (labels drawn in the plot). */
  avoid: readonly Box[];
  /** Room between the line and the box, and the box's top when nothing is in the way (its CSS top). */
  gap: number;
  top: number;
}

/** Where the box goes: its left and top (CSS px in the host), and which side of the line it is on. */
export interface ReadoutPlace {
  left: number;
  top: number;
  side: 'left' | 'right';
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The first place, in order of preference, that is inside the plot and clear of every label; else the first inside the plot. */
export function readoutPlace(p: ReadoutPlaceInput): ReadoutPlace {
  // The side with more room first: it is where the box was always drawn (right of the line in the plot's left half).
  const preferred: 'left' | 'right' = p.x > p.hostWidth / 2 ? 'left' : 'right';
  const sides: ('left' | 'right')[] = [preferred, preferred === 'left' ? 'right' : 'left'];
  const leftOf = (side: 'left' | 'right') => (side === 'right' ? p.x + p.gap : p.x - p.gap - p.width);
  // Below every label (a box at the top moved down clear of them), then as low as the plot allows.
  const belowLabels = p.avoid.length ? Math.max(...p.avoid.map((b) => b.top + b.height)) + p.gap : p.top;
  const tops = [p.top, belowLabels, Math.max(p.top, p.hostHeight - p.height)];
  const candidates: ReadoutPlace[] = tops.flatMap((top) => sides.map((side) => ({ left: leftOf(side), top, side })));
  const inside = (c: ReadoutPlace) => c.left >= 0 && c.left + p.width <= p.hostWidth && c.top + p.height <= p.hostHeight;
  const clear = (c: ReadoutPlace) => !p.avoid.some((b) => overlaps({ left: c.left, top: c.top, width: p.width, height: p.height }, b));
  const first = candidates.find((c) => inside(c) && clear(c)) ?? candidates.find(inside) ?? candidates[0];
  // Never past the plot's edges (a box wider than the room left of the line starts at 0).
  return { ...first, left: Math.max(0, Math.min(first.left, p.hostWidth - p.width)) };
}
