import { cbrt } from '../engine/det-math';

/**
 * CUBIC's window formulas (RFC 9438 §4), in segments and seconds. Pure functions: the
 * congestion control (cubic-cc.ts) and the unit vectors of the RFC use the same ones.
 */

/** K: the time (s) the cubic function takes to climb from the window at the epoch start back to W_max (RFC 9438 eq. 2). */
export function cubicK(wMax: number, cwndEpoch: number, c: number): number {
  return cbrt(Math.max(0, wMax - cwndEpoch) / c);
}

/** W_cubic(t) = C·(t − K)³ + W_max (RFC 9438 eq. 1): concave below K, flat at K, convex after. */
export function cubicWindow(t: number, wMax: number, k: number, c: number): number {
  const d = t - k;
  return c * (d * d * d) + wMax;
}

/**
 * Fast convergence (RFC 9438 §4.7): a flow whose window fell short of the last W_max releases
 * bandwidth by remembering a lower maximum, W·(1 + β)/2; otherwise W_max = W.
 */
export function wMaxAfterLoss(w: number, lastWMax: number, beta: number, fastConvergence: boolean): number {
  return fastConvergence && w < lastWMax ? (w * (1 + beta)) / 2 : w;
}

/** α_cubic = 3(1 − β)/(1 + β): the Reno-friendly additive increase per RTT (RFC 9438 eq. 4). */
export function renoFriendlyAlpha(beta: number): number {
  return (3 * (1 - beta)) / (1 + beta);
}

/**
 * The Reno-friendly estimate W_est after `t` seconds of congestion avoidance started at
 * `wStart` segments with round-trip time `rtt` (RFC 9438 §4.3, its per-RTT growth α_cubic).
 */
export function renoFriendlyWindow(t: number, wStart: number, rtt: number, beta: number): number {
  return wStart + (renoFriendlyAlpha(beta) * t) / rtt;
}

/**
 * Linux's (and ns-3's) integer form of the same estimate: W_tcp grows by one segment for every
 * ⌊W·β_scale/8⌋ segments acknowledged, β_scale = ⌊8(1 + β)/(3(1 − β))⌋ (15 for β = 0.7), i.e.
 * 8/15 ≈ α_cubic segments per window.
 */
export function renoFriendlyAckCount(w: number, beta: number): number {
  const betaScale = Math.floor((8 * (1 + beta)) / (3 * (1 - beta)));
  return Math.max(1, Math.floor((w * betaScale) / 8));
}
