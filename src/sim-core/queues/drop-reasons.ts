import { DROP_REASONS } from './registry';

/** Counts per drop reason, indexed by its code. */
export function newDropCounts(): number[] {
  return new Array(DROP_REASONS.length).fill(0);
}

/** Packets lost for good (queue drops and link losses; ECN marks are not losses). */
export function lostPackets(d: readonly number[]): number {
  let n = 0;
  DROP_REASONS.forEach((r, i) => (n += r.loss ? d[i] : 0));
  return n;
}

/** Packets the queue itself dropped (not marks, not link losses). */
export function queueDropped(d: readonly number[]): number {
  let n = 0;
  DROP_REASONS.forEach((r, i) => (n += r.queueDrop ? d[i] : 0));
  return n;
}

/** Counts keyed by reason id (summary.drops). */
export function dropsById(d: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  DROP_REASONS.forEach((r, i) => (out[r.id] = d[i]));
  return out;
}

/** Codes by capitalised reason id (DropKind.Overflow, DropKind.Forced…), for tests and tools. */
export const DropKind: Record<string, number> = Object.fromEntries(DROP_REASONS.map((r, i) => [r.id[0].toUpperCase() + r.id.slice(1), i]));
