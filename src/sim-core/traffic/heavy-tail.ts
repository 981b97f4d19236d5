import type { RandomStream } from '../engine/random';
import { exp, log1p, pow } from '../engine/det-math';

/**
 * A distribution given by its quantiles: points (p, value) with 0 ≤ p < 1, increasing in both.
 * Between points, log(value) is linear in −log(1 − p): exact for a Pareto segment, and close to
 * linear-in-p in the body, so heavy tails keep their slope. Above the last point a Pareto tail
 * with index `tailIndex` continues, cut at `max`.
 */
export interface QuantileTable {
  points: readonly (readonly [p: number, value: number])[];
  tailIndex: number;
  min: number;
  max: number;
}

const tailX = (p: number) => -log1p(-p);

/** tailX of each table point, computed once per table (log1p is costly in det-math). */
const pointTailX = new WeakMap<QuantileTable, Float64Array>();
function tailXOfPoints(t: QuantileTable): Float64Array {
  let xs = pointTailX.get(t);
  if (xs === undefined) {
    xs = Float64Array.from(t.points, ([p]) => tailX(p));
    pointTailX.set(t, xs);
  }
  return xs;
}

/** The value at quantile u ∈ [0, 1) (inverse CDF), clamped to [min, max]. */
export function quantile(t: QuantileTable, u: number): number {
  const pts = t.points;
  const px = tailXOfPoints(t);
  const x = tailX(u);
  let v: number;
  if (u <= pts[0][0]) v = pts[0][1];
  else if (u >= pts[pts.length - 1][0]) {
    const last = pts[pts.length - 1][1];
    v = last * exp((x - px[pts.length - 1]) / t.tailIndex);
  } else {
    let i = 1;
    while (pts[i][0] < u) i++;
    const v0 = pts[i - 1][1];
    const v1 = pts[i][1];
    const f = (x - px[i - 1]) / (px[i] - px[i - 1]);
    v = v0 * pow(v1 / v0, f);
  }
  return Math.min(t.max, Math.max(t.min, v));
}

/** One draw from the table with the given stream. */
export function sample(t: QuantileTable, rng: RandomStream): number {
  return quantile(t, rng.uniform());
}
