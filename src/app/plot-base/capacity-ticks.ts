/**
 * Y ticks anchored on a capacity (the bottleneck's rate on the throughput plot). A lecturer
 * projecting wifi-red at 1920×1080 read "0" and "12" on the throughput axis, and 0, 4, 8, 12 once
 * Settings made the panel shorter: neither had a 10, so the room could not read how far below the
 * 10 Mbit/s link a curve dipped, and the same data got other ticks in another layout
 * (lecturer-2045, confusion 5). When the capacity is a round number, the ticks are the multiples of
 * the readable step that divides it into the fewest parts (0, 5, 10 for 10), whatever the panel's
 * height, as long as they fit at all.
 */

/** Steps a reader reads at a glance: 1, 2, 2.5 and 5 × 10^k. */
const READABLE_MANTISSAS = [1, 2, 2.5, 5] as const;

/** The most parts a capacity is cut into for it to count as round (12 = 6 × 2 is; 7 is not). */
const MOST_PARTS = 6;

/** How close a ratio must be to a whole number to count as one (values are in the axis's unit). */
const WHOLE = 1e-9;

function isWhole(v: number): boolean {
  return Math.abs(v - Math.round(v)) <= WHOLE * Math.max(1, Math.abs(v));
}

/**
 * The readable step that cuts `capacity` into the fewest parts, 2 at the least and MOST_PARTS at
 * the most (10 → 5, 15 → 5, 12 → 2, 1.5 → 0.5), or null when no such step exists (the capacity
 * is not a round number, e.g. 7 or 1.544).
 */
export function capacityStep(capacity: number): number | null {
  if (!(capacity > 0) || !Number.isFinite(capacity)) return null;
  let best: { step: number; parts: number } | null = null;
  const k0 = Math.floor(Math.log10(capacity));
  for (let k = k0 - 2; k <= k0; k++) {
    for (const m of READABLE_MANTISSAS) {
      const step = m * 10 ** k;
      const parts = capacity / step;
      if (!isWhole(parts)) continue;
      const n = Math.round(parts);
      if (n < 2 || n > MOST_PARTS) continue;
      if (!best || n < best.parts) best = { step, parts: n };
    }
  }
  return best?.step ?? null;
}

/**
 * The ticks of a y axis over [0, top] that include `capacity`: the multiples of capacityStep from
 * 0 up to the top (0, 5, 10 on 0–12 for a 10 Mbit/s link). The same ticks for the same domain at
 * every height: a panel too short for them (`most` labels at the least spacing) gets null, as
 * does a capacity outside the axis or not round; the caller then keeps its usual ticks.
 * `unitScale` turns an axis value into the unit its labels are in (1e-6: bit/s → Mbit/s), where
 * roundness is judged.
 */
export function capacityTicks(domain: readonly number[], capacity: number, most: number, unitScale = 1): number[] | null {
  const [bottom, top] = [domain[0], domain[domain.length - 1]];
  if (bottom !== 0 || !(capacity > 0) || capacity > top) return null;
  // Axis units per label unit (1e6 for Mbit/s on a bit/s axis).
  const perUnit = 1 / unitScale;
  if (!(perUnit > 0) || !Number.isFinite(perUnit)) return null;
  const stepInUnit = capacityStep(capacity * unitScale);
  if (stepInUnit === null) return null;
  const ticks: number[] = [];
  for (let i = 0; i * stepInUnit * perUnit <= top * (1 + WHOLE); i++) {
    // Rounded in the label's unit, so 3 × 0.5 is 1.5 exactly and the capacity's tick is the capacity.
    ticks.push(Number((i * stepInUnit).toPrecision(12)) * perUnit);
  }
  return ticks.length >= 2 && ticks.length <= Math.max(2, most) ? ticks : null;
}
