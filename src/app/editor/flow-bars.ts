import type { Scenario } from '../../sim-core';
import type { RunData } from '../results/run-data';

export interface FlowBar {
  start: number;
  /** Length of the bar in seconds (the flow's elapsed time when known). */
  length: number;
  /** Whether the length is a result (elapsed time) or a placeholder. */
  measured: boolean;
  done: boolean;
}

/** Where each flow's bar sits on the timeline: from its start for its elapsed (or planned) time. */
export function flowBars(sc: Pick<Scenario, 'flows'>, run: RunData | null): FlowBar[] {
  const sameRun = run && run.summary && run.summary.flows.length === sc.flows.length ? run : null;
  return sc.flows.map((f, i) => {
    if (f.kind === 'cbr') return { start: f.start, length: f.duration, measured: false, done: true };
    const s = sameRun?.summary?.flows[i]?.summary;
    if (s && s.completed && Number.isFinite(s.elapsedTime)) return { start: f.start, length: s.elapsedTime, measured: true, done: true };
    const end = sameRun ? (sameRun.done ? sameRun.summary!.endTime : sameRun.now) : f.start;
    return { start: f.start, length: Math.max(0, end - f.start), measured: false, done: false };
  });
}

/** Right end of the timeline's axis. */
export function timelineEnd(sc: Pick<Scenario, 'duration'>, bars: FlowBar[], run: RunData | null): number {
  let end = run?.done && run.summary ? run.summary.endTime : 0;
  for (const b of bars) end = Math.max(end, b.start + b.length, b.start + 1);
  return Math.min(sc.duration, Math.max(end * 1.05, 1));
}
