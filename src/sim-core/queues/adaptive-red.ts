/**
 * Adaptive RED (Floyd, Gummadi & Shenker 2001): max_p tracks a target band for the average
 * queue, and w_q and the thresholds follow from the link rate and a target queueing delay.
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
}

export const ARED_DEFAULTS: AdaptiveRedConfig = {
  interval: 0.5,
  beta: 0.9,
  alpha: 0.01,
  bottom: 0.01,
  top: 0.5,
  bandMargin: 0.4,
};

/** One adaptation step; returns the new max_p (unchanged when avg is in the band or at a bound). */
export function aredStep(maxP: number, avg: number, minTh: number, maxTh: number, cfg: AdaptiveRedConfig): number {
  const margin = cfg.bandMargin * (maxTh - minTh);
  if (avg < minTh + margin && maxP > cfg.bottom) return Math.max(cfg.bottom, maxP * cfg.beta);
  if (avg > maxTh - margin && maxP < cfg.top) return Math.min(cfg.top, maxP + Math.min(cfg.alpha, maxP / 4));
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
