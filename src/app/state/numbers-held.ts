import type { ResultsStore } from '../results/results-store';
import { partial, usePlaybackStore } from './playback-store';
import { useViewStore } from './view-store';

/**
 * Whether "Hide the numbers until the replay ends" holds the figures back now: while the replay
 * stands before the end, or while a run is still computing (its end is not reached either). Set
 * in presentation's bar, or by a predict-first student link (student-link.ts), which opens the
 * normal view: there too (a lecturer could not give students a link that asks for a prediction
 * before the numbers: lecturer trial 04:00, step 19). The headline strip, At a glance, the
 * summary and A/B tables, the demo's description and the plots' legends (their drop and event
 * counts) follow it: the legends counted on live ("overflow drops 465", "early drops 534") while
 * the class was still predicting (lecturer trial 01:00).
 */
export function useNumbersHeld(stores: readonly (ResultsStore | undefined)[]): boolean {
  const on = useViewStore((s) => s.numbersAtEnd);
  const replaying = usePlaybackStore((s) => partial(s));
  return on && (replaying || stores.some((st) => st !== undefined && !(st.current?.done ?? false)));
}
