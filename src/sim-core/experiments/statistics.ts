/** Five-number summary plus mean and standard deviation, as seed 000 reports replications. */
export interface Describe {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  /** Sample standard deviation (n − 1). */
  sd: number;
}

/** Quantile by linear interpolation between order statistics (Excel's QUARTILE, R type 7). */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Summary of the finite values (NaN entries, e.g. flows that never finished, are left out). */
export function describe(values: readonly number[]): Describe {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = xs.length;
  const mean = n > 0 ? xs.reduce((a, x) => a + x, 0) / n : Number.NaN;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1)) : Number.NaN;
  return {
    n,
    min: n > 0 ? xs[0] : Number.NaN,
    q1: quantile(xs, 0.25),
    median: quantile(xs, 0.5),
    q3: quantile(xs, 0.75),
    max: n > 0 ? xs[n - 1] : Number.NaN,
    mean,
    sd,
  };
}
