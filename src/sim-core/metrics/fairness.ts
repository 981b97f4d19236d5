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
