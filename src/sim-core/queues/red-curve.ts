import type { DropCurve } from './discipline';
import { redBaseProbability } from './red-formulas';

/**
 * RED's drop-probability curve p_b(avg) for thresholds, max_p and gentleness: the corners of the
 * piecewise-linear function red-formulas.ts computes, on an axis past 2·max_th for gentle RED
 * and to the buffer limit. Null when max_th does not exceed min_th (no ramp to draw).
 */
export function redCurveOf(minTh: number, maxTh: number, maxP: number, gentle: boolean, limit: { limit: number; unit: 'packets' | 'bytes' }): DropCurve | null {
  if (!(maxTh > minTh)) return null;
  const xMax = Math.max(gentle ? 2.2 * maxTh : 1.2 * maxTh, Math.min(limit.limit, 3 * maxTh));
  const xs = gentle ? [0, minTh, maxTh, 2 * maxTh, xMax] : [0, minTh, maxTh - 1e-9 * maxTh, maxTh, xMax];
  const points = xs.filter((x) => x <= xMax).map((x): [number, number] => [x, redBaseProbability(x, minTh, maxTh, maxP, gentle)]);
  return { minTh, maxTh, maxP, gentle, unit: limit.unit, xMax, points, probability: (avg) => redBaseProbability(avg, minTh, maxTh, maxP, gentle) };
}
