import type { ScaleLinear } from 'd3';
import { DROP_REASONS } from '../../sim-core/queues/registry';

type Scale = ScaleLinear<number, number>;

/** A linear scale's map as v ↦ k·v + b (much cheaper than calling the d3 scale per point). */
export function coefficients(s: Scale): [number, number] {
  const [d0, d1] = s.domain();
  const [r0, r1] = s.range();
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return [k, r0 - k * d0];
}

/** First index in t[0..n) with t[i] >= time. */
export function lowerBound(t: Float64Array, n: number, time: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Stroke a step series (value holds until the next row) into the current path, decimated to
 * min/max per pixel column when there are more rows than pixels. Non-finite values lift the pen.
 * `from`: rows before it are already drawn; continue the line from row from − 1.
 */
export function traceStep(ctx: CanvasRenderingContext2D, t: Float64Array, v: Float64Array, n: number, x: Scale, y: Scale, tEnd: number, from = 0): void {
  const [t0, t1] = x.domain();
  const i0 = Math.max(0, from - 1, lowerBound(t, n, t0) - 1);
  const i1 = Math.min(n, lowerBound(t, n, t1) + 1);
  if (i1 - i0 <= 0) return;
  const [px0, px1] = x.range();
  const pixels = Math.max(1, px1 - px0);
  const [kx, bx] = coefficients(x);
  const [ky, by] = coefficients(y);
  let pen = false;
  if (i1 - i0 <= pixels) {
    let prevY = 0;
    for (let i = i0; i < i1; i++) {
      const xi = kx * t[i] + bx;
      const val = v[i];
      if (!Number.isFinite(val)) {
        if (pen) ctx.lineTo(xi, prevY);
        pen = false;
        continue;
      }
      const yi = ky * val + by;
      if (pen) {
        ctx.lineTo(xi, prevY);
        ctx.lineTo(xi, yi);
      } else {
        ctx.moveTo(xi, yi);
        pen = true;
      }
      prevY = yi;
    }
    if (pen) ctx.lineTo(x(Math.min(tEnd, t1)), prevY);
    return;
  }
  // Decimated: one vertical stroke per pixel column covering every value in it.
  let col = Number.NaN;
  let lo = 0;
  let hi = 0;
  let last = 0;
  let any = false;
  const flush = () => {
    if (!any) return;
    if (pen) ctx.lineTo(col, lo);
    else ctx.moveTo(col, lo);
    ctx.lineTo(col, hi);
    ctx.lineTo(col + 0.5, last);
    pen = true;
  };
  for (let i = i0; i < i1; i++) {
    const val = v[i];
    const c = Math.floor(kx * t[i] + bx);
    if (c !== col) {
      flush();
      col = c;
      any = false;
    }
    if (!Number.isFinite(val)) {
      flush();
      any = false;
      pen = false;
      continue;
    }
    const yi = ky * val + by;
    if (!any) {
      lo = yi;
      hi = yi;
      any = true;
    } else {
      if (yi < lo) lo = yi;
      if (yi > hi) hi = yi;
    }
    last = yi;
  }
  flush();
  if (pen) ctx.lineTo(x(Math.min(tEnd, t1)), last);
}

export type MarkShape = 'x' | 'triangle' | 'dot' | 'diamond' | 'square';

export function markPath(ctx: CanvasRenderingContext2D, shape: MarkShape, cx: number, cy: number, r: number): void {
  switch (shape) {
    case 'x':
      ctx.moveTo(cx - r, cy - r);
      ctx.lineTo(cx + r, cy + r);
      ctx.moveTo(cx + r, cy - r);
      ctx.lineTo(cx - r, cy + r);
      break;
    case 'triangle':
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r, cy + r);
      ctx.lineTo(cx - r, cy + r);
      ctx.closePath();
      break;
    case 'dot':
      ctx.moveTo(cx + r, cy);
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      break;
    case 'diamond':
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r, cy);
      ctx.lineTo(cx, cy + r);
      ctx.lineTo(cx - r, cy);
      ctx.closePath();
      break;
    case 'square':
      ctx.rect(cx - r, cy - r, 2 * r, 2 * r);
      break;
  }
}

/** Shapes of the drop-reason codes, from the registry. */
export const DROP_SHAPES: MarkShape[] = DROP_REASONS.map((r) => r.mark.shape);
/** Whether a mark shape is drawn as an outline (x) or filled. */
export function shapeIsStroked(s: MarkShape): boolean {
  return s === 'x';
}
