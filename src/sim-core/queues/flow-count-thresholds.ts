/**
 * Seed 002's dynamic RED thresholds (Chang 2004, §3.4): with n connections through the router
 * and Vegas's β, MinThresh = β·n and MaxThresh = (β+1)·n, each clamped to the buffer B, so the
 * Vegas flows get the β packets each they want to queue and a Reno flow meets early drops
 * before it fills the buffer.
 */
export interface FlowCountThresholdRule {
  /** Vegas's β: packets each connection may keep queued (3). */
  beta: number;
  /** Relative error of the router's estimate of n: n̂ = n·(1 + error); +0.2 overestimates by 20 %. */
  estimateError: number;
}

export interface Thresholds {
  minTh: number;
  maxTh: number;
}

/**
 * Thresholds for `n` active connections and a buffer of `buffer` packets. n̂ is not rounded
 * (the thesis's ±10 % columns give 33/44 for n = 10). When β·n̂ ≥ B both thresholds equal B:
 * the queue then makes no RED decisions and behaves as tail drop (see RedQueue).
 */
export function flowCountThresholds(n: number, rule: FlowCountThresholdRule, buffer: number): Thresholds {
  const nHat = Math.max(0, n * (1 + rule.estimateError));
  return { minTh: Math.min(buffer, rule.beta * nHat), maxTh: Math.min(buffer, (rule.beta + 1) * nHat) };
}

/** Do these thresholds leave room for RED decisions? (No for n = 0 or when β·n̂ ≥ B.) */
export function thresholdsActive(t: Thresholds): boolean {
  return t.minTh < t.maxTh;
}
