import { create } from 'zustand';
import { type PacketEventColumns, PacketEventKind } from '../../sim-core';
import { lowerBound } from '../plot-base/series-draw';
import { results } from '../results/results-store';
import type { CongestionAnnotation } from './congestion-annotations';

/**
 * The congestion event the user clicked, followed across views: the plots mark it and the drop
 * the core linked to it; the animated bottleneck highlights that drop and the retransmission.
 */
interface HighlightState {
  event: CongestionAnnotation | null;
  /** The run the event belongs to (a new run drops the highlight). */
  runId: number;
  select(a: CongestionAnnotation | null): void;
}

export const useHighlightStore = create<HighlightState>()((set) => ({
  event: null,
  runId: -1,
  select: (event) => set({ event, runId: results.current?.runId ?? -1 }),
}));

/** The highlighted event if it belongs to the run shown, else null. */
export function currentHighlight(s: Pick<HighlightState, 'event' | 'runId'> = useHighlightStore.getState()): CongestionAnnotation | null {
  return s.event && s.runId === results.current?.runId ? s.event : null;
}

/**
 * The row of the drop (or mark) of `flow` at time `t` in a link's packet events, or −1 when the
 * kept window does not hold it. The core recorded the time of the drop with the event; the
 * packet-event log holds it at exactly that time (same clock, same float).
 */
export function findCauseRow(ev: PacketEventColumns, length: number, t: number, flow: number, seq: number): number {
  let best = -1;
  for (let i = lowerBound(ev.t, length, t); i < length && ev.t[i] === t; i++) {
    const kind = ev.kind[i];
    if ((kind !== PacketEventKind.Drop && kind !== PacketEventKind.Mark) || ev.flow[i] !== flow) continue;
    if (ev.seq[i] === seq) return i;
    if (best < 0) best = i;
  }
  return best;
}
