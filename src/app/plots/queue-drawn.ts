import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';

/**
 * How the queue plot reading a results store (Explore's run, A's, B's) drew what its legend
 * names, decided by its width (queue-plot.ts), for the legend to say:
 * - `grouped`: some drop strip mark stands for several drops (one mark per column of a mark's
 *   width: 130 early drops at 390 px were 14 dots, and a student guessed they were binned:
 *   phone-1030, step 9);
 * - `envelope`: the queue trace is drawn as its range per pixel column, shaded, under a line
 *   through each column's mean (series-draw.ts strokeEnvelope), where a full-colour trace was
 *   "a dense scribble" at 390 px (phone-1030, step 9).
 */
export interface QueueDrawn {
  grouped: boolean;
  /**
   * The time one strip mark covers (s: a column of the strip, queue-plot.ts decides it), said with
   * `grouped`: "a mark may stand for several drops" alone left a lecturer counting 12–17 marks for
   * bursts every 3 s (lecturer-1740, confusion 3).
   */
  markSeconds: number;
  /** The drops a full-size strip mark stands for (marks are sized by their drops: drop-mark-scale.ts). */
  markFull: number;
  envelope: boolean;
}

const PLAIN: QueueDrawn = { grouped: false, markSeconds: 0, markFull: 1, envelope: false };

export const useQueueDrawn = create<{ byStore: Map<ResultsStore, QueueDrawn> }>(() => ({ byStore: new Map() }));

/** How the plot reading `store` drew, as the legend reads it. */
export function queueDrawnOf(byStore: Map<ResultsStore, QueueDrawn>, store: ResultsStore): QueueDrawn {
  return byStore.get(store) ?? PLAIN;
}

/** Record part of how the plot reading `store` drew. */
export function setQueueDrawn(store: ResultsStore, part: Partial<QueueDrawn>): void {
  const prev = queueDrawnOf(useQueueDrawn.getState().byStore, store);
  const next = { ...prev, ...part };
  if (next.grouped === prev.grouped && next.markSeconds === prev.markSeconds && next.markFull === prev.markFull && next.envelope === prev.envelope) return;
  const byStore = new Map(useQueueDrawn.getState().byStore);
  byStore.set(store, next);
  useQueueDrawn.setState({ byStore });
}
