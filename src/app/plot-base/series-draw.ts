import type { ScaleLinear } from 'd3';
import { DROP_REASONS } from '../../sim-core';
import { PixelLayer } from './pixel-layer';

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
 * Rows i0..i1 of (t, v) grouped by pixel column (x = kx·t + bx): for each column that has finite
 * values, `column(col, lo, hi, last, mean)` with their lowest, highest, last and mean y (y = ky·v + by); a
 * non-finite value ends the column before it and calls `gap()` (the line lifts its pen).
 */
export function scanColumns(
  t: Float64Array,
  v: Float64Array,
  i0: number,
  i1: number,
  kx: number,
  bx: number,
  ky: number,
  by: number,
  column: (col: number, lo: number, hi: number, last: number, mean: number) => void,
  gap: () => void,
): void {
  let col = Number.NaN;
  let lo = 0;
  let hi = 0;
  let last = 0;
  let sum = 0;
  let count = 0;
  let any = false;
  for (let i = i0; i < i1; i++) {
    const val = v[i];
    const c = Math.floor(kx * t[i] + bx);
    if (c !== col) {
      if (any) column(col, lo, hi, last, sum / count);
      col = c;
      any = false;
    }
    if (!Number.isFinite(val)) {
      if (any) column(col, lo, hi, last, sum / count);
      any = false;
      gap();
      continue;
    }
    const yi = ky * val + by;
    if (!any) {
      lo = yi;
      hi = yi;
      sum = 0;
      count = 0;
      any = true;
    } else {
      if (yi < lo) lo = yi;
      if (yi > hi) hi = yi;
    }
    last = yi;
    sum += yi;
    count++;
  }
  if (any) column(col, lo, hi, last, sum / count);
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
  let last = 0;
  scanColumns(t, v, i0, i1, kx, bx, ky, by, (col, lo, hi, end) => {
    if (pen) ctx.lineTo(col, lo);
    else ctx.moveTo(col, lo);
    ctx.lineTo(col, hi);
    ctx.lineTo(col + 0.5, end);
    pen = true;
    last = end;
  }, () => {
    pen = false;
  });
  if (pen) ctx.lineTo(x(Math.min(tEnd, t1)), last);
}

/**
 * Draw a step series (as traceStep) with the context's stroke colour, width and dash, in a path
 * of its own. Where there are more visible rows than pixel columns and the line is solid, each
 * pixel column is filled as one rectangle spanning every value in it plus half the line's width
 * above and below, joined by the value held in between (fillColumns): the decimated stroke's
 * shape, but Skia's software rasteriser (no GPU) strokes a 1.25 px sawtooth of thousands of
 * joins several times slower than it fills rectangles, and the dumbbells' final redraw is what
 * an edit waits for (`npx tsx e2e/profile-edit.ts`: the 5-flow dumbbell's cwnd plot 39.5 ms →
 * 16 ms with one path of rectangles, → 11 ms with fillRect). With `pixels`, opaque columns are
 * written into that pixel layer instead (pixel-layer.ts), which the caller lays on the plot once
 * for all its series. Dashed lines keep the stroke (a dash pattern follows the line's length,
 * which columns cannot).
 */
export function strokeStep(ctx: CanvasRenderingContext2D, t: Float64Array, v: Float64Array, n: number, x: Scale, y: Scale, tEnd: number, from = 0, pixels?: PixelLayer): void {
  const [t0, t1] = x.domain();
  const i0 = Math.max(0, from - 1, lowerBound(t, n, t0) - 1);
  const i1 = Math.min(n, lowerBound(t, n, t1) + 1);
  const [px0, px1] = x.range();
  const dense = i1 - i0 > Math.max(1, px1 - px0);
  ctx.beginPath();
  if (!dense || ctx.getLineDash().length > 0) {
    traceStep(ctx, t, v, n, x, y, tEnd, from);
    ctx.stroke();
    return;
  }
  const xEnd = x(Math.min(tEnd, t1));
  // Opaque and a colour the pixel layer paints: written as pixels, laid on the plot afterwards.
  const rgb = pixels && ctx.globalAlpha >= 1 ? PixelLayer.colour(ctx.strokeStyle) : null;
  if (pixels && rgb) {
    fillColumns((a, b, c, d) => pixels.fillRect(a, b, c, d, rgb), ctx.lineWidth, t, v, i0, i1, x, y, xEnd);
    return;
  }
  const fill = ctx.fillStyle;
  ctx.fillStyle = ctx.strokeStyle;
  // Opaque: each rectangle filled on its own (cheapest). Translucent (a dimmed flow): one path,
  // so where neighbouring rectangles overlap the colour is not laid on twice.
  if (ctx.globalAlpha >= 1) fillColumns((a, b, c, d) => ctx.fillRect(a, b, c, d), ctx.lineWidth, t, v, i0, i1, x, y, xEnd);
  else {
    fillColumns((a, b, c, d) => ctx.rect(a, b, c, d), ctx.lineWidth, t, v, i0, i1, x, y, xEnd);
    ctx.fill();
  }
  ctx.fillStyle = fill;
}

/** Share of the line's opacity a column's range of values gets in strokeEnvelope: seen as a band, not as ink. */
export const ENVELOPE_ALPHA = 0.22;

/**
 * A step series with far more rows than pixel columns on a narrow plot (a phone), drawn so that
 * its shape stays readable: each pixel column's range of values (its min–max envelope) as a faint
 * band, and the mean of each column's values as a line as wide as the caller's (the trace's own
 * width, at least 1 px: at 1 px a projected tail-drop queue was a hairline, lecturer-1215 s13). strokeStep fills each column's whole
 * range in the line's full colour: at 390 px Reno's sawtooth, whose fast-recovery inflation
 * spikes far above the tooth every few columns, read as "a solid yellow block" and two flows
 * under RED as "an orange and blue thicket" (phone trial 20:20). Rows that fit the columns are
 * drawn as a line of that width.
 */
export function strokeEnvelope(ctx: CanvasRenderingContext2D, t: Float64Array, v: Float64Array, n: number, x: Scale, y: Scale, tEnd: number, from = 0): void {
  const [t0, t1] = x.domain();
  const i0 = Math.max(0, from - 1, lowerBound(t, n, t0) - 1);
  const i1 = Math.min(n, lowerBound(t, n, t1) + 1);
  const [px0, px1] = x.range();
  ctx.lineWidth = Math.max(1, ctx.lineWidth);
  if (i1 - i0 <= Math.max(1, px1 - px0)) {
    ctx.beginPath();
    traceStep(ctx, t, v, n, x, y, tEnd, from);
    ctx.stroke();
    return;
  }
  const [kx, bx] = coefficients(x);
  const [ky, by] = coefficients(y);
  const alpha = ctx.globalAlpha;
  const fill = ctx.fillStyle;
  ctx.fillStyle = ctx.strokeStyle;
  ctx.globalAlpha = alpha * ENVELOPE_ALPHA;
  ctx.beginPath();
  const line = new Path2D();
  let pen = false;
  let penY = 0;
  scanColumns(t, v, i0, i1, kx, bx, ky, by, (col, lo, hi, _last, mean) => {
    if (hi - lo >= 1) ctx.rect(col, lo, 1, hi - lo);
    // The line joins the columns' means: where a tooth spans many columns it is the tooth; where
    // a column holds whole teeth (RED's sawtooth, a few per pixel) it is the level they swing about.
    if (pen) line.lineTo(col + 0.5, mean);
    else line.moveTo(col + 0.5, mean);
    pen = true;
    penY = mean;
  }, () => {
    pen = false;
  });
  ctx.fill();
  if (pen) line.lineTo(x(Math.min(tEnd, t1)), penY);
  ctx.globalAlpha = alpha;
  ctx.stroke(line);
  ctx.fillStyle = fill;
}

type RectSink = (x: number, y: number, w: number, h: number) => void;

/**
 * The rectangles of strokeStep's dense case for rows i0..i1 of a line `lw` px wide, handed to
 * `rect` (xEnd: where the last value ends). One per pixel column that has rows, spanning them and
 * the value held from the column before; one per run of columns without rows, at the held value.
 */
export function fillColumns(rect: RectSink, lw: number, t: Float64Array, v: Float64Array, i0: number, i1: number, x: Scale, y: Scale, xEnd: number): void {
  const half = lw / 2;
  // A column as wide as the line (at least a pixel), so vertical stretches are as thick as flat ones.
  const w = Math.max(1, lw);
  const dx = (w - 1) / 2;
  const [kx, bx] = coefficients(x);
  const [ky, by] = coefficients(y);
  // The previous column's last value, which holds until this column's first row (pen down).
  let pen = false;
  let penY = 0;
  let penCol = 0;
  scanColumns(t, v, i0, i1, kx, bx, ky, by, (col, lo, hi, last) => {
    let top = lo;
    let bottom = hi;
    if (pen) {
      if (col > penCol + 1) rect(penCol + 1, penY - half, col - penCol - 1, lw);
      if (penY < top) top = penY;
      if (penY > bottom) bottom = penY;
    }
    rect(col - dx, top - half, w, bottom - top + lw);
    pen = true;
    penY = last;
    penCol = col;
  }, () => {
    pen = false;
  });
  if (pen && xEnd > penCol + 1) rect(penCol + 1, penY - half, xEnd - penCol - 1, lw);
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
