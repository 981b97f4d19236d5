import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';

/**
 * Whether the queue plot reading a results store (Explore's run, A's, B's) drew some of its drop
 * strip's marks for several drops each: one mark per column of a mark's width (queue-plot.ts),
 * so 130 early drops at 390 px were 14 dots, and a student guessed they were binned (phone-1030,
 * step 9). The plot decides it from its width; its legend says so beside the drop counts.
 */
export const useDropMarksGrouped = create<{ byStore: Map<ResultsStore, boolean> }>(() => ({ byStore: new Map() }));

/** Record whether the plot reading `store` grouped drops under its marks. */
export function setDropMarksGrouped(store: ResultsStore, grouped: boolean): void {
  if ((useDropMarksGrouped.getState().byStore.get(store) ?? false) === grouped) return;
  const byStore = new Map(useDropMarksGrouped.getState().byStore);
  byStore.set(store, grouped);
  useDropMarksGrouped.setState({ byStore });
}
