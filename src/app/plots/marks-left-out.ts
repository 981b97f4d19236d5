import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';
import { PLOT } from '../../plot-kinds/plot-kinds';
import type { PlotNote } from './plot-notes';

/** "window" in a cwnd note, with the cwnd plot's own glossary term (its tip says what the window is). */
export const WINDOW_TERM: Readonly<Record<string, string>> = PLOT.cwnd.term ? { window: PLOT.cwnd.term } : {};

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
 * The note said above the plot for markers left out, or null ("Flow 2" only when others keep theirs).
 * "106 congestion events not marked" left a student unsure what was missing (phone-0510), and
 * "106 window cuts unmarked: the line's dips show them" read as cryptic (phone-0710, s08): the
 * line now says who did what, how often and over which span, and where to look, in words; "window"
 * carries its glossary tip, and the detail ties the words to the legend's "congestion events".
 */
export function marksLeftOutNote(left: MarksLeftOut | null | undefined, shownFlows: number, span: string): PlotNote | null {
  if (!left || left.flows.length === 0) return null;
  const all = left.flows.length === shownFlows;
  const one = left.flows.length === 1;
  const who = all ? (one ? 'The flow' : 'The flows') : one ? `Flow ${left.flows[0] + 1}` : `Flows ${left.flows.map((f) => f + 1).join(' and ')}`;
  const [its, windows, lines] = one ? ['its', 'window', 'line'] : ['their', 'windows', 'lines'];
  return {
    id: 'marks-left-out',
    short: `${who} cut ${its} ${windows} ${left.events} times ${span}; each cut is a dip in ${its} ${lines}, too many to mark here`,
    terms: WINDOW_TERM,
    detail:
      'A congestion event is the sender cutting its window (cwnd) after a loss or an ECN mark; wider plots put a marker on each. Here they are too dense to mark readably, so the line alone shows them, each as a dip: a wider screen marks them, and the Table lists every cut.',
  };
}
