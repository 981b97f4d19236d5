import { familyOfLabel, type CcFamily } from '../tcp/registry';

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
 * A family ratio (tcp/registry.ts, FAMILY_RATIOS): mean throughput of the flows whose congestion
 * control is of family `over` over that of family `under`, grouped by tcp/registry.ts's families.
 * `variants` are the flows' result labels (a pairing name such as "sack", or "cc/recovery"; null
 * for UDP). 1 is an even split; NaN unless both families are present.
 */
export function familyRatio(throughputs: readonly number[], variants: readonly (string | null)[], over: CcFamily, under: CcFamily): number {
  let v = 0;
  let nv = 0;
  let r = 0;
  let nr = 0;
  throughputs.forEach((x, i) => {
    const family = familyOfLabel(variants[i]);
    if (family === over) {
      v += x;
      nv++;
    } else if (family === under) {
      r += x;
      nr++;
    }
  });
  if (nv === 0 || nr === 0 || r === 0) return Number.NaN;
  return v / nv / (r / nr);
}

/** Seed 002's fairness ratio, the result's `vegasRenoRatio`: delay-based over loss-based (familyRatio). */
export function vegasRenoRatio(throughputs: readonly number[], variants: readonly (string | null)[]): number {
  return familyRatio(throughputs, variants, 'delay-based', 'loss-based');
}
