import { familyOfLabel } from '../tcp/registry';

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
 * Seed 002's fairness ratio: mean throughput of the delay-based flows (Vegas) over mean
 * throughput of the loss-based ones (the Reno family), grouped by their congestion control's
 * family in tcp/registry.ts. `variants` are the flows' result labels (a pairing name such as
 * "sack", or "cc/recovery"; null for UDP). 1 is an even split; NaN unless both kinds are present.
 */
export function vegasRenoRatio(throughputs: readonly number[], variants: readonly (string | null)[]): number {
  let v = 0;
  let nv = 0;
  let r = 0;
  let nr = 0;
  throughputs.forEach((x, i) => {
    const family = familyOfLabel(variants[i]);
    if (family === 'delay-based') {
      v += x;
      nv++;
    } else if (family === 'loss-based') {
      r += x;
      nr++;
    }
  });
  if (nv === 0 || nr === 0 || r === 0) return Number.NaN;
  return v / nv / (r / nr);
}
