/**
 * The PI2 controller of RFC 9332 (Appendix A, dualpi2_update): every Tupdate the base
 * probability p′ moves by α·(queue delay − target) + β·(queue delay − previous queue delay),
 * kept within [0, 1]. The coupled probabilities follow from p′: p_CL = k·p′ for the L4S queue
 * and p_C = p′² for the Classic queue ("squaring" the linear output is what makes a Classic
 * flow's rate, ∝ 1/√p_C, match a scalable flow's, ∝ 1/p_CL).
 */
export function pi2Update(pPrime: number, curq: number, prevq: number, target: number, alpha: number, beta: number): number {
  const p = pPrime + alpha * (curq - target) + beta * (curq - prevq);
  return Math.min(1, Math.max(0, p));
}

/** RFC 9332 Appendix A's defaults and the gains derived from them. */
export const PI2_DEFAULTS = (() => {
  const target = 0.015;
  const rttMax = 0.1;
  const tUpdate = Math.min(target, rttMax / 3);
  return { target, rttMax, tUpdate, alpha: (0.1 * tUpdate) / (rttMax * rttMax), beta: 0.3 / rttMax, k: 2 };
})();

/**
 * The native L4S marking of the L queue: a ramp on the head packet's sojourn time from minTh
 * (probability 0) to minTh + range (1), applied only while the L queue holds more than thLen
 * packets (RFC 9332 Appendix A: minTh 800 µs, range 400 µs, Th_len 1 packet). range 0 is a step.
 */
export function l4sRamp(sojourn: number, lPackets: number, minTh: number, range: number, thLen: number): number {
  if (lPackets <= thLen) return 0;
  if (range <= 0) return sojourn >= minTh ? 1 : 0;
  return Math.min(1, Math.max(0, (sojourn - minTh) / range));
}
