/** Jain's fairness index (Σx)² / (n·Σx²): 1 for equal shares, k/n when only k of n are served. */
export function jainIndex(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  let s = 0;
  let s2 = 0;
  for (const x of xs) {
    s += x;
    s2 += x * x;
  }
  return s2 === 0 ? 1 : (s * s) / (xs.length * s2);
}

/**
 * Seed 002's fairness ratio: mean throughput of the Vegas flows over mean throughput of the
 * loss-based (Reno-family) flows. 1 is an even split; NaN unless both kinds are present.
 */
export function vegasRenoRatio(throughputs: readonly number[], variants: readonly (string | null)[]): number {
  let v = 0;
  let nv = 0;
  let r = 0;
  let nr = 0;
  throughputs.forEach((x, i) => {
    const kind = variants[i];
    if (kind === 'vegas') {
      v += x;
      nv++;
    } else if (kind === 'tahoe' || kind === 'reno' || kind === 'newreno' || kind === 'sack') {
      r += x;
      nr++;
    }
  });
  if (nv === 0 || nr === 0 || r === 0) return Number.NaN;
  return v / nv / (r / nr);
}
