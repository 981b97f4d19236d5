/**
 * det-math's interface backed by the engine's own Math.* — swapped in for det-math when the
 * cross-engine script is run with --libm, to show what the comparison finds without det-math.
 */
export const exp = Math.exp;
export const expm1 = Math.expm1;
export const log = Math.log;
export const log1p = Math.log1p;
export const pow = Math.pow;
export const powerOfTwo = (n: number) => Math.pow(2, n);
export const scaleByPowerOfTwo = (x: number, n: number) => x * Math.pow(2, n);
