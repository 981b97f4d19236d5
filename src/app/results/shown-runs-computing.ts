import { useSyncExternalStore } from 'react';
import { useViewStore } from '../state/view-store';
import { compareResults } from './ab-results';
import { results, type ResultsStore } from './results-store';

/** A run is still computing: the newest asked for (a new run after an edit, before its first batch too) has not ended. */
const computingIn = (st: ResultsStore) => !(st.newest?.done ?? false);
const exploreComputing = () => computingIn(results);
const bothComputing = () => computingIn(results) || computingIn(compareResults);
const subscribeExplore = (fn: () => void) => results.subscribe(fn);
function subscribeBoth(fn: () => void): () => void {
  const offA = results.subscribe(fn);
  const offB = compareResults.subscribe(fn);
  return () => {
    offA();
    offB();
  };
}

/**
 * Whether a run on screen (Explore's; in A/B, A's and B's) is still computing, followed at every
 * batch, not at the views' throttled versions: At a glance shows its final figures in the render
 * where this turns false, and whatever says "computing…" or "run complete" beside them must turn
 * with it (numbers-held.ts; the playback bar: lecturer-0055, confusion 8).
 */
export function useShownRunsComputing(): boolean {
  const compare = useViewStore((s) => s.mode) === 'compare';
  return useSyncExternalStore(compare ? subscribeBoth : subscribeExplore, compare ? bothComputing : exploreComputing);
}

/** The same, read outside React (a plot's description, written at its own redraw: numbers-held.ts's numbersHeldNow). */
export function shownRunsComputingNow(): boolean {
  return useViewStore.getState().mode === 'compare' ? bothComputing() : exploreComputing();
}
