import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';

/**
 * Which flows' congestion-event markers a banded cwnd plot left out as too dense to read
 * (flow-bands.ts), per results store (Explore's run, A's, B's), and how many events that is: the
 * plot decides it from its width, its legend says it in one line with where to see them.
 */
export interface MarksLeftOut {
  flows: number[];
  events: number;
}

export const useMarksLeftOut = create<{ byStore: Map<ResultsStore, MarksLeftOut> }>(() => ({ byStore: new Map() }));

/** Record what the plot reading `store` left out (null: every event is marked). */
export function setMarksLeftOut(store: ResultsStore, left: MarksLeftOut | null): void {
  const prev = useMarksLeftOut.getState().byStore.get(store) ?? null;
  if (prev === left || (prev && left && prev.events === left.events && prev.flows.join() === left.flows.join())) return;
  const byStore = new Map(useMarksLeftOut.getState().byStore);
  if (left) byStore.set(store, left);
  else byStore.delete(store);
  useMarksLeftOut.setState({ byStore });
}

/** The one legend line for markers left out, or null. */
export function marksLeftOutWords(left: MarksLeftOut | null | undefined): string | null {
  if (!left || left.flows.length === 0) return null;
  const whose = left.flows.length === 1 ? `flow ${left.flows[0] + 1}` : `flows ${left.flows.map((f) => f + 1).join(' and ')}`;
  return `${left.events} congestion events of ${whose}: too dense to mark at this width (a wider screen marks them; the Table lists the cuts)`;
}
