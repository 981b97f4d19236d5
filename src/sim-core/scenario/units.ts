/**
 * Unit conventions, one meaning each: rates in bit/s with decimal prefixes (1 kbit = 1000 bit,
 * as ns-3 and today's tc; the seed-000 testbed's 2002 tc may have used 1024), times in seconds,
 * sizes in bytes. Hand-written scenarios may also use strings such as "140kbit", "10Mbit",
 * "20ms" or "1.5s".
 */
const RATE_UNITS: Record<string, number> = { bit: 1, kbit: 1e3, mbit: 1e6, gbit: 1e9, bps: 1, kbps: 1e3, mbps: 1e6, gbps: 1e9 };
const TIME_UNITS: Record<string, number> = { s: 1, ms: 1e-3, us: 1e-6 };

/** "<number><unit>" (a "/s" suffix allowed) scaled by the unit's factor, or null. */
function parseQuantity(v: string, units: Record<string, number>): number | null {
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)\s*([a-z]+)(?:\/s)?\s*$/i.exec(v);
  if (!m) return null;
  const f = units[m[2].toLowerCase()];
  return f === undefined ? null : Number(m[1]) * f;
}

export function parseRate(v: string): number | null {
  return parseQuantity(v, RATE_UNITS);
}

export function parseTime(v: string): number | null {
  return parseQuantity(v, TIME_UNITS);
}
