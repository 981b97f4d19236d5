import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';

/**
 * What the view store's flow selection means for drawing: which flows a plot draws and how
 * strongly. Every plot asks here, so hiding or highlighting a flow reaches all of them at once.
 */

/** Opacity of the flows that are not the highlighted one. */
export const DIMMED_ALPHA = 0.18;

export function flowShown(i: number): boolean {
  return !useViewStore.getState().hiddenFlows.includes(i);
}

/** Opacity of flow i's marks: 1, or dimmed while another flow is highlighted. */
export function flowAlpha(i: number): number {
  const h = useViewStore.getState().highlightFlow;
  return h === null || h === i ? 1 : DIMMED_ALPHA;
}

/** Indices of the flows drawn, the highlighted one last (so it is drawn on top). */
export function shownFlowOrder(n: number): number[] {
  const h = useViewStore.getState().highlightFlow;
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (flowShown(i) && i !== h) out.push(i);
  if (h !== null && h < n && flowShown(h)) out.push(h);
  return out;
}

/**
 * When flow i stops having lines to draw: the moment its sender got the ACK of its FIN (first
 * SYN + elapsed time) for a finished flow, else the latest time the run has reached. A flow that
 * is done is not drawn on as a flat line to the end of the run.
 */
export function flowEndTime(run: RunData, i: number): number {
  const f = run.summary?.flows[i];
  if (f && f.kind === 'tcp' && f.summary.completed && Number.isFinite(f.summary.elapsedTime)) return Math.min(run.now, f.start + f.summary.elapsedTime);
  return run.now;
}
