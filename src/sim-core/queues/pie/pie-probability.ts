/**
 * PIE's periodic drop-probability update (RFC 8033 §4.2, with the auto-tuning of §4.2, the
 * burst allowance of §4.4 and the cap of §5.5), as ns-3's PieQueueDisc runs it every
 * t_update. Pure: the queue keeps a PieState and replaces it with each update's result.
 */

export interface PieControlParams {
  /** Target queueing delay (s). RFC 8033: 15 ms. */
  target: number;
  /** Probability update period (s). RFC 8033: 15 ms. */
  tUpdate: number;
  /** Weight of the delay error (per second of delay). RFC 8033: 0.125. */
  alpha: number;
  /** Weight of the delay trend (per second of delay). RFC 8033: 1.25. */
  beta: number;
  /** Burst allowance granted when a burst starts (s). RFC 8033: 150 ms. */
  maxBurst: number;
  /** Once drop_prob ≥ 10 %, raise it by at most 2 points per update (RFC 8033 §5.5). */
  capDropAdjustment: boolean;
}

export const BurstState = { NoBurst: 0, Protecting: 1, InBurst: 2 } as const;
export type BurstStateCode = (typeof BurstState)[keyof typeof BurstState];

export interface PieState {
  dropProb: number;
  /** Queue delay used at the previous update (s). */
  qdelayOld: number;
  /** Remaining burst allowance (s): no random drops while it is positive. */
  burstAllowance: number;
  burstState: BurstStateCode;
  /** Updates spent in "in burst" with a quiet queue; after 1.5 s worth the state resets. */
  burstReset: number;
}

export const PIE_INITIAL_STATE: PieState = { dropProb: 0, qdelayOld: 0, burstAllowance: 0, burstState: BurstState.NoBurst, burstReset: 0 };

/**
 * Auto-tuning (RFC 8033 §4.2): the smaller the probability, the smaller the step, so that PIE
 * neither overshoots at light load nor crawls at heavy load. Returns the divisor of Δ.
 */
export function autoTuneDivisor(dropProb: number): number {
  if (dropProb < 1e-6) return 2048;
  if (dropProb < 1e-5) return 512;
  if (dropProb < 1e-4) return 128;
  if (dropProb < 1e-3) return 32;
  if (dropProb < 1e-2) return 8;
  if (dropProb < 0.1) return 2;
  return 1;
}

/** The quiet-queue test that ends burst protection: both delays under half the target, no drops, allowance spent. */
function quiet(qdelay: number, s: PieState, dropProb: number, burstAllowance: number, target: number): boolean {
  return qdelay < 0.5 * target && s.qdelayOld < 0.5 * target && dropProb === 0 && burstAllowance === 0;
}

/** One update at the end of a t_update period, with `qdelay` the current queue delay (s). */
export function pieUpdate(s: PieState, qdelay: number, c: PieControlParams): PieState {
  let delta = 0;
  if (s.burstAllowance <= 0) {
    delta = c.alpha * (qdelay - c.target) + c.beta * (qdelay - s.qdelayOld);
    delta /= autoTuneDivisor(s.dropProb);
    if (c.capDropAdjustment && s.dropProb >= 0.1 && delta > 0.02) delta = 0.02;
  }
  // While the allowance lasts the probability is held at zero.
  let p = (s.burstAllowance > 0 ? 0 : s.dropProb) + delta;
  if (qdelay === 0 && s.qdelayOld === 0) p *= 0.98;
  const dropProb = Math.min(1, Math.max(0, p));
  // ns-3 counts time in whole nanoseconds; below that the allowance is spent.
  const left = s.burstAllowance - c.tUpdate;
  const burstAllowance = left > 1e-9 ? left : 0;
  let burstState = s.burstState;
  let burstReset = s.burstReset;
  const resetLimit = Math.floor(1.5 / c.tUpdate + 1e-9);
  if (quiet(qdelay, s, dropProb, burstAllowance, c.target)) {
    if (burstState === BurstState.Protecting) {
      burstState = BurstState.InBurst;
      burstReset = 0;
    } else if (burstState === BurstState.InBurst && ++burstReset > resetLimit) {
      burstReset = 0;
      burstState = BurstState.NoBurst;
    }
  } else if (burstState === BurstState.InBurst) {
    burstReset = 0;
  }
  return { dropProb, qdelayOld: qdelay, burstAllowance, burstState, burstReset };
}
