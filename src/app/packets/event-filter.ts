import type { Recording } from '../../capture/recording';

/** Which events the list shows: flows and kinds (null: all) within a time range. */
export interface EventFilter {
  flows: readonly number[] | null;
  kinds: readonly number[] | null;
  from: number;
  to: number;
}

export const NO_FILTER: EventFilter = { flows: null, kinds: null, from: 0, to: Number.POSITIVE_INFINITY };

/** Rows (event indices, in time order) that pass the filter. */
export function filterEvents(r: Recording, f: EventFilter): Int32Array {
  const flowOk = f.flows === null ? null : new Uint8Array(Math.max(0, ...r.flows.map((x) => x.id)) + 1);
  if (flowOk) for (const id of f.flows!) if (id < flowOk.length) flowOk[id] = 1;
  const kindOk = f.kinds === null ? null : new Uint8Array(256);
  if (kindOk) for (const k of f.kinds!) kindOk[k] = 1;
  const out = new Int32Array(r.eventCount);
  let n = 0;
  const { t, kind, packet } = r.events;
  const flow = r.packets.flow;
  for (let e = 0; e < r.eventCount; e++) {
    if (t[e] < f.from || t[e] > f.to) continue;
    if (kindOk && !kindOk[kind[e]]) continue;
    if (flowOk && !flowOk[flow[packet[e]]]) continue;
    out[n++] = e;
  }
  return out.slice(0, n);
}

/** Position in `rows` of the first event at or after time `t` (rows.length when none). */
export function rowAtTime(r: Recording, rows: Int32Array, t: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r.events.t[rows[mid]] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The row to select after stepping `dir` from `current` (−1: nothing selected yet, so stepping
 * starts from the cursor's row `atCursor`), kept within the list.
 */
export function stepRow(current: number, dir: number, count: number, atCursor: number): number {
  if (count === 0) return -1;
  const from = current >= 0 ? current + dir : dir > 0 ? atCursor : atCursor - 1;
  return Math.min(count - 1, Math.max(0, from));
}
