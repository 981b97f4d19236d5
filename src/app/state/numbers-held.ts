import type { ResultsStore } from '../results/results-store';
import { partial, usePlaybackStore } from './playback-store';
import { useViewStore } from './view-store';

/**
 * Whether the lecturer's "Hide the numbers until the replay ends" holds the figures back now: in
 * presentation (the option is its bar's), while the replay stands before the end, or while a run
 * is still computing (its end is not reached either). The headline strip and the plots' legends
 * (their drop and event counts) both follow it: the legends counted on live ("overflow drops
 * 465", "early drops 534") while the class was still predicting (lecturer trial 01:00).
 */
export function useNumbersHeld(stores: readonly (ResultsStore | undefined)[]): boolean {
  const on = useViewStore((s) => s.numbersAtEnd && s.presenting);
  const replaying = usePlaybackStore((s) => partial(s));
  return on && (replaying || stores.some((st) => st !== undefined && !(st.current?.done ?? false)));
}
