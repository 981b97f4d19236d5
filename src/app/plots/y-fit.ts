import { lowerBound } from '../plot-base/series-draw';

/**
 * Default y ranges that are not flattened by a short excursion (a slow-start overshoot, one
 * late burst): the top follows a robust upper bound of what is visible, unless the largest
 * visible value is close to it anyway (then the plot simply shows everything).
 */

/** Fraction of the visible time a value may exceed the fitted top for before it counts. */
export const FIT_QUANTILE = 0.95;
/** The whole range is shown when its top is at most this many times the robust bound. */
export const FIT_TOLERANCE = 1.5;
/** Headroom above the robust bound when the top is cut. */
const FIT_HEADROOM = 1.25;
/** Instants sampled per series across the visible window (time-weighted quantile). */
const SAMPLES = 512;

export interface StepSeries {
  t: Float64Array;
  v: Float64Array;
  n: number;
  /** The series holds its last value until this time (the flow's end). */
  end: number;
  /** Values are divided by this before use (e.g. bytes → segments). */
  per?: number;
}

/** Largest finite value of a step series inside [t0, t1] (the value holding at t0 included). */
export function visibleMax(s: StepSeries, t0: number, t1: number): number {
  const i0 = Math.max(0, lowerBound(s.t, s.n, t0) - 1);
  const i1 = Math.min(s.n, lowerBound(s.t, s.n, t1) + 1);
  let max = 0;
  for (let i = i0; i < i1; i++) if (s.v[i] > max) max = s.v[i];
  return max / (s.per ?? 1);
}

/**
 * The q-quantile of a step series' value over time inside [t0, t1]: the value exceeded during
 * only a (1 − q) share of the time the series is defined there.
 */
export function timeQuantile(s: StepSeries, t0: number, t1: number, q = FIT_QUANTILE): number {
  const a = Math.max(t0, s.n > 0 ? s.t[0] : t1);
  const b = Math.min(t1, s.end);
  if (!(b > a)) return 0;
  const vals = new Float64Array(SAMPLES);
  let m = 0;
  for (let k = 0; k < SAMPLES; k++) {
    const at = a + ((k + 0.5) * (b - a)) / SAMPLES;
    const i = lowerBound(s.t, s.n, at + 1e-12) - 1;
    if (i < 0) continue;
    const v = s.v[i];
    if (Number.isFinite(v)) vals[m++] = v;
  }
  if (m === 0) return 0;
  const sorted = vals.subarray(0, m).sort();
  return sorted[Math.min(m - 1, Math.floor(q * m))] / (s.per ?? 1);
}

/** Top of the y axis for a set of values: the largest, or the robust bound with headroom when the largest is far above it. */
export function fittedTop(max: number, robust: number): number {
  if (!(robust > 0) || max <= robust * FIT_TOLERANCE) return max;
  return Math.min(max, robust * FIT_HEADROOM);
}

/** Plain (not time-weighted) q-quantile of the finite values of xs[i0..i1), read at most `limit` of them evenly. */
export function sampleQuantile(xs: Float64Array, i0: number, i1: number, q: number, limit = 20000): number {
  const n = i1 - i0;
  if (n <= 0) return 0;
  const step = Math.max(1, Math.floor(n / limit));
  const vals = new Float64Array(Math.ceil(n / step));
  let k = 0;
  for (let i = i0; i < i1; i += step) if (Number.isFinite(xs[i])) vals[k++] = xs[i];
  if (k === 0) return 0;
  // A typed array sorts numerically without a comparator call per pair (several times faster).
  const sorted = vals.subarray(0, k).sort();
  return sorted[Math.min(k - 1, Math.floor(q * k))];
}


/**
 * Why a plot's y range leaves a value out, and what shows it: the detail of a "cut off" note
 * (plot-notes.ts), whose button sets "y range" to "full range". A phone trial (20:20) read 'y range
 * "full range" shows it' with no such control in sight; the note's own button now does it.
 */
export function fittedRangeDetail(what: 'it' | 'them'): string {
  return `The y range is fitted to the run's usual values, so an outlier does not flatten the rest. "Show full range" (or "y range" in the Flows row above the plots) shows ${what}.`;
}

