/**
 * How seed 001 compares two response-time distributions: its figures are CDFs cut at 1.5 s, read
 * as "which curve is higher, and up to which fraction of responses" (digest A.3.5).
 */
import { responseCdf, type WebRunSummary } from './web-batch';

/** Times (s) at which two CDFs are compared: every 50 ms over the paper's 0–1.5 s axis. */
export const COMPARE_TIMES: readonly number[] = Array.from({ length: 30 }, (_, i) => 0.05 * (i + 1));

/** Mean over `at` of CDF_a − CDF_b: positive when a finishes more responses in time (area between the curves / span). */
export function meanCdfGap(a: Float64Array, b: Float64Array, at: readonly number[] = COMPARE_TIMES): number {
  const ca = responseCdf(a, at);
  const cb = responseCdf(b, at);
  return ca.reduce((s, x, i) => s + x - cb[i], 0) / at.length;
}

/**
 * The share of responses for which a is faster than b, read off the CDFs as the paper does:
 * the level at which a's CDF first drops below b's and stays below for `hold` s (one time step
 * of jitter is not a crossing). NaN if a stays ahead up to `until`.
 */
export function crossoverLevel(a: Float64Array, b: Float64Array, step = 0.01, until = 5, hold = 0.1): { time: number; level: number } {
  const at = Array.from({ length: Math.round(until / step) }, (_, i) => step * (i + 1));
  const ca = responseCdf(a, at);
  const cb = responseCdf(b, at);
  const n = Math.round(hold / step);
  for (let i = 0; i < at.length; i++) {
    let below = true;
    for (let j = i; j < Math.min(at.length, i + n); j++) if (!(ca[j] < cb[j])) below = false;
    if (below) return { time: at[i], level: (ca[i] + cb[i]) / 2 };
  }
  return { time: Number.NaN, level: Number.NaN };
}

/** Completed responses larger than `bytes` (their times, s). */
export function largeResponseTimes(r: WebRunSummary, bytes: number): Float64Array {
  return r.responseTimes.filter((_, i) => r.responseBytes[i] > bytes);
}

/** The q-quantile of the times (nearest rank). */
export function quantile(times: Float64Array, q: number): number {
  const s = Float64Array.from(times).sort();
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

/** Both directions' utilization averaged (the paper's "link utilization" of a symmetric run). */
export const meanUtilization = (r: WebRunSummary): number => (r.forward.utilization + r.reverse.utilization) / 2;
