import type { ScaleLinear } from 'd3';
import type { Theme } from '../theme/theme';
import { drawBadge } from '../theme/flow-badge';
import { lowerBound } from '../plot-base/series-draw';

type Scale = ScaleLinear<number, number>;

/**
 * Flow badges: a flow's number in a small disc of its colour, placed along its line or dots at
 * intervals, and the same disc in its legend entry and in exported pictures. The cue
 * that needs neither colour vision nor a dash pattern (WCAG 1.4.1): flows 1–8 share the solid
 * line, so without it they were told apart by hue alone. The badge's text is FlowStyle.badge
 * (theme/flow-palette.ts), the one per-flow style table.
 */

/** Pixels between two badges of one flow; flows are staggered by an eighth of it, so badges of overlapping lines do not sit on each other. */
export const BADGE_SPACING = 150;

/** The times at which flow `i`'s badges sit, between `t0` and `t1` (x: the plot's time scale). */
export function badgeTimes(x: Scale, i: number, t0: number, t1: number): number[] {
  const [left, right] = x.range();
  const first = left + 18 + ((i % 8) * BADGE_SPACING) / 8;
  const a = Math.max(x(t0), left);
  const b = Math.min(x(t1), right - 8);
  const out: number[] = [];
  for (let px = first; px <= b; px += BADGE_SPACING) if (px >= a) out.push(x.invert(px));
  return out;
}

/** One badge to draw: flow, position (px), colour and text. */
export interface Badge {
  x: number;
  y: number;
  color: string;
  text: string;
}

/**
 * Badges along a step series (t, v) of flow `i` from row `from` on (the stretch a resumed draw
 * adds), at the value in force at each badge time, up to `tEnd`.
 */
export function badgesAlongSteps(out: Badge[], i: number, style: { color: string; badge: string }, t: Float64Array, v: Float64Array | ((k: number) => number), n: number, from: number, x: Scale, y: Scale, tEnd: number): void {
  if (n <= from || n === 0) return;
  const value = typeof v === 'function' ? v : (k: number) => v[k];
  const lo = t[Math.max(0, from - 1)];
  const hi = Math.min(t[n - 1], tEnd);
  const [top, bottom] = [Math.min(...y.range()), Math.max(...y.range())];
  for (const time of badgeTimes(x, i, lo, hi)) {
    const k = lowerBound(t, n, time);
    const row = k < n && t[k] === time ? k : k - 1;
    if (row < 0) continue;
    const val = value(row);
    if (!Number.isFinite(val)) continue;
    const py = y(val);
    if (py < top || py > bottom) continue;
    out.push({ x: x(time), y: py, color: style.color, text: style.badge });
  }
}

/** Draw badges (after the lines, so no line crosses a number). */
export function drawBadges(ctx: CanvasRenderingContext2D, badges: readonly Badge[], theme: Pick<Theme, 'panel' | 'plotFont'>): void {
  if (badges.length === 0) return;
  ctx.save();
  ctx.globalAlpha = 1;
  for (const b of badges) drawBadge(ctx, b.x, b.y, b.color, b.text, theme);
  ctx.restore();
}
