/**
 * Adaptive RED (Floyd, Gummadi & Shenker 2001): max_p tracks a target band for the average
 * queue, and w_q and the thresholds follow from the link rate and a target queueing delay.
 * Every constant is a setting of `type: "ared"` (red-discipline.ts); docs/models.md maps them
 * to ns-3's RedQueueDisc attributes.
 */
import { exp } from '../engine/det-math';

export interface AdaptiveRedConfig {
  /** Seconds between max_p adaptations (0.5 s in the paper). */
  interval: number;
  /** Multiplicative decrease factor (0.9). */
  beta: number;
  /** Upper bound on the additive increase (0.01); the step is min(alpha, max_p/4). */
  alpha: number;
  /** Bounds for max_p ([0.01, 0.5]). */
  bottom: number;
  top: number;
  /** Fraction of (max_th − min_th) on each side that lies outside the target band (0.4). */
  bandMargin: number;
  /**
   * Keep max_p inside [bottom, top] (true), or only stop stepping once past a bound (false:
   * ns-2 and ns-3, whose last step may cross it: 0.0101 × 0.9 gives 0.00909 below a bottom of 0.01).
   */
  clamp: boolean;
}

export const ARED_DEFAULTS: AdaptiveRedConfig = {
  interval: 0.5,
  beta: 0.9,
  alpha: 0.01,
  bottom: 0.01,
  top: 0.5,
  bandMargin: 0.4,
  clamp: true,
};

/** ns-2's and ns-3's default initial max_p for Adaptive RED is 1/LInterm (ns-2 10, ns-3 50); ours 0.1. */
export const ARED_INITIAL_MAX_P = 0.1;

/**
 * ns-2's and ns-3's automatic lower bound (`bottom` 0): 0.01, or 1/W if smaller, W being the
 * window in packets of one connection with round-trip time `rtt` filling the link
 * (ns-3 RedQueueDisc: 8·meanPktSize·rtt/rate; ns-2 assumes 1000-byte packets and 100 ms).
 */
export function automaticBottom(linkBps: number, meanPktSize: number, rtt: number): number {
  return Math.min(0.01, (8 * meanPktSize * rtt) / linkBps);
}

/** One adaptation step; returns the new max_p (unchanged when avg is in the band or at a bound). */
export function aredStep(maxP: number, avg: number, minTh: number, maxTh: number, cfg: AdaptiveRedConfig): number {
  const margin = cfg.bandMargin * (maxTh - minTh);
  if (avg < minTh + margin && maxP > cfg.bottom) {
    const lower = maxP * cfg.beta;
    return cfg.clamp ? Math.max(cfg.bottom, lower) : lower;
  }
  if (avg > maxTh - margin && maxP < cfg.top) {
    const higher = maxP + Math.min(cfg.alpha, maxP / 4);
    return cfg.clamp ? Math.min(cfg.top, higher) : higher;
  }
  return maxP;
}

export interface AredAutoParams {
  /** Link capacity in packets per second of `meanPktSize`. */
  capacityPps: number;
  wq: number;
  minTh: number;
  maxTh: number;
}

/**
 * Automatic parameters: C = rate / (8·meanPktSize); w_q = 1 − exp(−1/C);
 * min_th = max(5, targetDelay·C/2) packets (ns-2's floor); max_th = 3·min_th.
 */
export function aredAutoParams(linkBps: number, meanPktSize: number, targetDelay: number): AredAutoParams {
  const capacityPps = linkBps / (8 * meanPktSize);
  const minTh = Math.max(5, (targetDelay * capacityPps) / 2);
  return { capacityPps, wq: 1 - exp(-1 / capacityPps), minTh, maxTh: 3 * minTh };
}
