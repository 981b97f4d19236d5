import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';
import type { PlotNote } from './plot-notes';

/**
 * Which flows' congestion-event markers a banded cwnd plot left out as too dense to read
 * (flow-bands.ts), per results store (Explore's run, A's, B's), and how many events that is: the
 * plot decides it from its width and says it in one line above its data; its legend leaves their keys out.
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

/**
 * The note said above the plot for markers left out, or null ("of flow 2" only when others keep theirs).
 * "106 congestion events not marked" left a student unsure what was missing and whether it
 * mattered (phone-0510, steps 11 and 19): the line now says what an event is in a word (a window
 * cut), that nothing is lost (the line's dips are the cuts) and the detail ties the words to the
 * legend's "congestion events" and says where each one is listed.
 */
export function marksLeftOutNote(left: MarksLeftOut | null | undefined, shownFlows: number): PlotNote | null {
  if (!left || left.flows.length === 0) return null;
  const whose = left.flows.length === shownFlows ? '' : ` of flow${left.flows.length === 1 ? '' : 's'} ${left.flows.map((f) => f + 1).join(' and ')}`;
  return {
    id: 'marks-left-out',
    short: `${left.events} window cuts${whose} unmarked: the line’s dips show them`,
    detail:
      'A congestion event is the sender cutting its window (cwnd) after a loss or an ECN mark; wider plots put a marker on each. Here they are too dense to mark readably, so the line alone shows them, each as a dip: a wider screen marks them, and the Table lists every cut.',
  };
}
