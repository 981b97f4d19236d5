import { formatInUnit, type displayUnit } from '../../sim-core';

type DisplayUnit = ReturnType<typeof displayUnit>;

/**
 * The words at the end of the throughput plot's dashed bottleneck line: its rate in the axis's
 * unit, as few digits as it needs ("10 Mbit/s", "1.544 Mbit/s"), so the room can read the line's
 * value (lecturer-2045, confusion 5).
 */
export function rateLineLabel(rateBps: number, unit: Pick<DisplayUnit, 'unit' | 'scale'>): string {
  const n = Number(formatInUnit(rateBps, { unit: unit.unit, scale: unit.scale, digits: 6 }));
  return `${n} ${unit.unit}`;
}
