import { create } from 'zustand';
import type { ResultsStore } from '../results/results-store';
import { PLOT } from '../../plot-kinds/plot-kinds';
import type { PlotNote } from './plot-notes';
import { DELAY_STEPS_ARE_NOT_CUTS, delayStepsNotCutsShort } from '../../sim-core';

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
 * The note said above the plot for markers left out, or null.
 * "106 congestion events not marked" left a student unsure what was missing (phone-0510), and
 * "106 window cuts unmarked: the line's dips show them" read as cryptic (phone-0710, s08): the
 * line says who did what, how often and over which span, and where to look, in words. "The flows
 * cut their windows 106 times" did not say whose cuts they were beside Vegas's flat line
 * (phone-1030): each traced flow's cuts are said apart, by number and name (window-cuts.ts), so a
 * flow that never cut says 0. "window" carries its glossary tip; the detail ties the words to the
 * legend's "congestion events".
 */
export function marksLeftOutNote(left: MarksLeftOut | null | undefined, cuts: string, delayBased: string | null = null): PlotNote | null {
  if (!left || left.flows.length === 0 || !cuts) return null;
  return {
    id: 'marks-left-out',
    // With a delay-based sender on the plot, its small steps down are said not to be cuts, in place
    // of "each cut is a dip in its line" beside Vegas's visible small dips and its 0 (trial phone9,
    // finding 8); the detail still says each cut is a dip. Two lines at 390 px either way.
    short: `${cuts}; ${delayBased ? delayStepsNotCutsShort(delayBased) : 'each cut is a dip in its line'}`,
    terms: WINDOW_TERM,
    detail:
      `A window cut is the sender lowering its window (cwnd) after a loss (three duplicate ACKs or a timeout) or an ECN mark. ${DELAY_STEPS_ARE_NOT_CUTS} Wider plots put a marker on each congestion event; here they would be too dense to read, so the line alone shows the cuts, each as a dip: a wider screen marks them, and the Table lists every cut.`,
  };
}
