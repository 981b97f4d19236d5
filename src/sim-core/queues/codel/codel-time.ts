/**
 * CoDel's clock, as Linux and ns-3 keep it: an unsigned 32-bit count of 1024 ns units
 * (nanoseconds shifted right by 10). Target, interval and sojourn times are compared after
 * truncation to these units, so a sojourn of 4.9999 ms is below a 5 ms target by one unit or
 * not at all exactly as in the kernel.
 */
export const CODEL_SHIFT = 10;

/** Seconds (simulation time) → CoDel units. Rounded to whole nanoseconds first (ns-3 keeps integer ns). */
export function toCodelTime(seconds: number): number {
  return Math.floor(Math.round(seconds * 1e9) / 2 ** CODEL_SHIFT);
}

/** CoDel units → seconds (for telemetry and tests). */
export function fromCodelTime(units: number): number {
  return (units * 2 ** CODEL_SHIFT) / 1e9;
}
