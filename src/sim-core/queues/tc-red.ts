/**
 * Linux `tc qdisc add ... red` parameterization (limit, min, max, avpkt, burst, probability,
 * bandwidth, all sizes in bytes) and the rule tc uses to turn `burst` into the EWMA weight.
 */
import { pow, powerOfTwo } from '../engine/det-math';

/**
 * w_q = 2^-Wlog with the smallest Wlog ≥ 1 satisfying
 *   burst + 1 − min/avpkt ≤ (1 − (1 − W)^burst) / W.
 * (burst 12, min 5000, avpkt 1000 → 1/16; burst 9 → 1/8.)
 */
export function tcRedWeight(burst: number, minBytes: number, avpkt: number): number {
  const w = tcRedEvalWeight(burst, minBytes, avpkt);
  if (typeof w === 'string') throw new Error(w);
  return w;
}

/** Why tc would refuse these parameters (null when it accepts them). */
export function tcRedWeightProblem(burst: number, minBytes: number, avpkt: number): string | null {
  const w = tcRedEvalWeight(burst, minBytes, avpkt);
  return typeof w === 'string' ? w : null;
}

/** The weight tc picks, or the reason it refuses. */
function tcRedEvalWeight(burst: number, minBytes: number, avpkt: number): number | string {
  const target = burst + 1 - minBytes / avpkt;
  if (target < 1) {
    return `tc refuses burst ${burst}: burst + 1 − min/avpkt must be at least 1 (try burst ≥ ${Math.ceil(minBytes / avpkt)})`;
  }
  for (let wlog = 1; wlog < 32; wlog++) {
    const w = powerOfTwo(-wlog);
    if (target <= (1 - pow(1 - w, burst)) / w) return w;
  }
  return `tc finds no EWMA weight for burst ${burst}, min ${minBytes}, avpkt ${avpkt}`;
}

/** tc's `min` in bytes for thresholds given in the queue's unit (packets of avpkt bytes). */
export function tcMinBytes(unit: 'packets' | 'bytes', minTh: number, avpkt: number): number {
  return unit === 'bytes' ? minTh : minTh * avpkt;
}

/** tc's suggested default burst: (2·min + max) / (3·avpkt). */
export function tcSuggestedBurst(minBytes: number, maxBytes: number, avpkt: number): number {
  return (2 * minBytes + maxBytes) / (3 * avpkt);
}
