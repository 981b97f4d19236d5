import { powerOfTwo } from '../engine/det-math';

/** Five-number summary plus mean and standard deviation, as seed 000 reports replications. */
export interface Describe {
  /** Values it covers: the finished ones and the unfinished (censored) ones. */
  n: number;
  /**
   * Values not known because the run ended first (a flow that did not finish): each counts as
   * longer than `above`, so the quantiles they reach read +∞ (shown "> above"); the mean and sd
   * cover the n − unfinished finished values only.
   */
  unfinished: number;
  /** The smallest time an unfinished value is known to exceed (NaN: none unfinished). */
  above: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  /** Sample standard deviation (n − 1). */
  sd: number;
  /**
   * The 95 % confidence interval of the median: the distribution-free order-statistic interval
   * (binomial, p = ½: exact, no resampling, so the same runs give the same interval). NaN for
   * n < 6; +∞ where the bound's rank lies among the unfinished values (shown "> above").
   */
  ciLow: number;
  ciHigh: number;
}

/** How the interval of the median is computed, in words (CLI summaries and docs state it). */
export const MEDIAN_CI_METHOD = '95 % order-statistic interval of the median (distribution-free: binomial, p = 1/2; undefined for n < 6)';

/** Quantile by linear interpolation between order statistics (Excel's QUARTILE, R type 7). */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Summary of the finite values (NaN entries are left out: not measured, e.g. a UDP flow's handshake). */
export function describe(values: readonly number[]): Describe {
  return describeCensored(values, []);
}

/**
 * Summary with censored values: `censoredAbove` holds, for each value not known because the run
 * ended first, the time it is known to exceed. They sort above every finished value, so the
 * median stays defined while fewer than half are unfinished and is +∞ ("> T") otherwise.
 */
export function describeCensored(values: readonly number[], censoredAbove: readonly number[]): Describe {
  const finished = values.filter(Number.isFinite).sort((a, b) => a - b);
  const unfinished = censoredAbove.length;
  const xs = [...finished, ...censoredAbove.map(() => Number.POSITIVE_INFINITY)];
  const n = xs.length;
  const mean0 = finished.length > 0 ? finished.reduce((a, x) => a + x, 0) / finished.length : Number.NaN;
  const describeFinished = { mean: mean0, sd: finished.length > 1 ? Math.sqrt(finished.reduce((a, x) => a + (x - mean0) * (x - mean0), 0) / (finished.length - 1)) : Number.NaN };
  const ranks = medianCiRanks(n);
  return {
    n,
    unfinished,
    above: unfinished > 0 ? Math.min(...censoredAbove) : Number.NaN,
    min: n > 0 ? xs[0] : Number.NaN,
    q1: censoredQuantile(xs, 0.25),
    median: censoredQuantile(xs, 0.5),
    q3: censoredQuantile(xs, 0.75),
    max: n > 0 ? xs[n - 1] : Number.NaN,
    ...describeFinished,
    ciLow: ranks ? xs[ranks[0] - 1] : Number.NaN,
    ciHigh: ranks ? xs[ranks[1] - 1] : Number.NaN,
  };
}

/** Binomial(n, ½) cumulative probability P(X ≤ k). */
function binomialHalfCdf(n: number, k: number): number {
  let p = 0;
  let term = powerOfTwo(-n); // C(n, 0) / 2^n, exact (det-math)
  for (let i = 0; i <= k; i++) {
    p += term;
    term = (term * (n - i)) / (i + 1);
  }
  return p;
}

/**
 * 1-based ranks (j, n + 1 − j) of the order statistics that bound the median with at least 95 %
 * coverage: the largest j with P(X ≤ j − 1) ≤ 0.025, X ~ Binomial(n, ½). Null for n < 6.
 */
export function medianCiRanks(n: number): [number, number] | null {
  let j = 0;
  while (j + 1 <= n && binomialHalfCdf(n, j) <= 0.025) j++;
  return j >= 1 ? [j, n + 1 - j] : null;
}

/** quantile() where +∞ entries (censored) make any quantile that touches them +∞ (no ∞ − ∞). */
function censoredQuantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const hi = sorted[Math.ceil(h)];
  if (!Number.isFinite(hi)) return Number.POSITIVE_INFINITY;
  return quantile(sorted, p);
}
