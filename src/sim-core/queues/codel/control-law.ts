/**
 * CoDel's control law with Linux's fixed-point reciprocal square root (RFC 8289 §5.3 and
 * Linux `codel_Newton_step` / `codel_control_law`, which ns-3 copies).
 *
 * 1/sqrt(count) is held as a 16-bit fraction r (0xFFFF ≈ 1.0). Each time count changes it is
 * refined by one Newton step r ← r·(3 − count·r²)/2 rather than recomputed, so right after a
 * jump in count the spacing is only an approximation that converges over the next drops.
 */

/** r = 1.0 in the 16-bit fixed point. */
export const REC_INV_SQRT_ONE = 0xffff;
const SHIFT = 16n; // 32 − 16 bits of r
const MASK64 = (1n << 64n) - 1n;

/** One Newton step of 1/sqrt(count) in unsigned 64-bit arithmetic (wraps as the C code does). */
export function newtonStep(recInvSqrt: number, count: number): number {
  const invsqrt = BigInt(recInvSqrt) << SHIFT;
  const invsqrt2 = (invsqrt * invsqrt) >> 32n;
  let val = ((3n << 32n) - ((BigInt(count >>> 0) * invsqrt2) & MASK64)) & MASK64;
  val >>= 2n;
  val = ((val * invsqrt) & MASK64) >> 31n;
  return Number((val >> SHIFT) & 0xffffn);
}

/** t + interval / sqrt(count), with interval scaled by r·2^16 / 2^32 and truncated (CoDel units). */
export function controlLaw(t: number, interval: number, recInvSqrt: number): number {
  return t + Math.floor((interval * recInvSqrt * 2 ** 16) / 2 ** 32);
}
