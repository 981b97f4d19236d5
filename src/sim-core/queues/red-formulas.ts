/**
 * RED's drop-probability arithmetic (Floyd & Jacobson 1993; gentle RED, Floyd 2000).
 * Pure functions so the unit vectors of the papers can be checked directly.
 */
import { pow } from '../engine/det-math';

/**
 * Initial drop probability p_b for average queue `avg`.
 * Classic: linear from 0 at min_th to max_p at max_th, 1 above.
 * Gentle: continues linearly from max_p at max_th to 1 at 2·max_th.
 */
export function redBaseProbability(avg: number, minTh: number, maxTh: number, maxP: number, gentle: boolean): number {
  if (avg < minTh) return 0;
  if (avg < maxTh) return (maxP * (avg - minTh)) / (maxTh - minTh);
  if (!gentle) return 1;
  return Math.min(1, maxP + ((1 - maxP) * (avg - maxTh)) / maxTh);
}

/**
 * Final drop probability p_a from p_b and `count` (packets since the last drop).
 * Classic (uniform spacing): p_a = p_b / (1 − count·p_b), 1 once count·p_b ≥ 1, so the gap
 * between drops is uniform on 1..1/p_b.
 * ns-2 `wait` variant: no drop before count·p_b reaches 1, then p_b / (2 − count·p_b).
 */
export function redActualProbability(pb: number, count: number, wait: boolean): number {
  const cp = count * pb;
  if (!wait) return cp >= 1 ? 1 : pb / (1 - cp);
  if (cp < 1) return 0;
  if (cp < 2) return pb / (2 - cp);
  return 1;
}

/** Is `avg` at or above the point where every arrival is dropped (forced drop)? */
export function redForced(avg: number, maxTh: number, gentle: boolean): boolean {
  return gentle ? avg >= 2 * maxTh : avg >= maxTh;
}

/**
 * EWMA update on arrival with Floyd & Jacobson's idle correction: an arrival after an idle
 * period of m "typical packet times" decays the average as if m empty-queue arrivals happened.
 */
export function redAverage(avg: number, q: number, wq: number, idleSlots: number): number {
  return avg * pow(1 - wq, idleSlots + 1) + wq * q;
}

/** FJ93 upper bound check for w_q: a burst of L packets must not push avg past min_th. */
export function redWqBurstBound(minTh: number, burst: number, wq: number): boolean {
  return burst + 1 + (pow(1 - wq, burst + 1) - 1) / wq < minTh;
}
