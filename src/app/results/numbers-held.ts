import { partial, usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { rememberNumbersChoice } from '../state/numbers-choice-memory';
import { compareResults } from './ab-results';
import { results } from './results-store';
import { shownRunsComputingNow, useShownRunsComputing } from './shown-runs-computing';
import { revealedBefore } from './reveal-memory';

/**
 * The option's name, in words a lecturer understands before ticking it: "Numbers at end" read as
 * "show the numbers at the end", which they already were (lecturer trial 20:10, steps 17 and 26).
 * Share's predict-first option names it too (header/ShareBox.tsx).
 */
export const NUMBERS_AT_END_LABEL = 'Hide the numbers until the replay ends';

/**
 * Whether "Hide the numbers until the replay ends" holds the figures back now: one state for the
 * whole screen, read by every surface that shows a figure or a title stating the finding (the
 * header's title and description, At a glance, the summary and A/B tables, A/B's small print, the
 * Preset box, the presentation's title and strip, the plots' legends). Held while the replay stands
 * before the end, or while a run on screen (Explore's; in A/B, A's and B's) is still computing: its
 * end is not reached either. Set in presentation's bar, or by a predict-first student link
 * (student-link.ts), which opens the normal view.
 *
 * One hook, not one list of runs per surface: each surface named its own runs and re-rendered at
 * its own time, so after an edit recomputed A and B the header still held the description and the
 * title while At a glance showed the numbers and A/B's small print the finding (lecturer trial
 * 07:10, confusion 3). The runs' completion is subscribed to here, so every surface follows it.
 */
export function useNumbersHeld(): boolean {
  const on = useViewStore((s) => s.numbersAtEnd);
  const replaying = usePlaybackStore((s) => partial(s));
  const computing = useShownRunsComputing();
  return on && (replaying || computing);
}

/**
 * The same, read outside React: a plot's text alternative is written at the plot's redraw, and it
 * described the whole run ("161 drops (31 overflow drops, 130 early drops)", "cut … and 80 more
 * times") at 10 s of a held replay (phone trial 02:30, step 9).
 */
export function numbersHeldNow(): boolean {
  return useViewStore.getState().numbersAtEnd && (partial(usePlaybackStore.getState()) || shownRunsComputingNow());
}

/** The replay stood at the end when the option was ticked and was put back to 0 s for it (tickNumbersAtEnd). */
let rewoundByTick = false;

/**
 * Tick the option where a person does (presentation's bar). Ticked on a run already drawn to its
 * end, the replay goes back to 0 s, ready to play, as a presenter link opened cold stands: the
 * numbers alone were held ("hidden until the next replay ends") while the plots stayed drawn to
 * 100 s, so the projector showed the goodput gap before the reveal (lecturer-0055, confusion 10).
 * A new run asked for while ticked starts at 0 s too (replayNewRunFromStart). Unticked again before
 * anything moved, the replay returns to the end it was taken from.
 */
export function tickNumbersAtEnd(on: boolean): void {
  const playback = usePlaybackStore.getState();
  const atRest = !playback.playing && !partial(playback);
  useViewStore.getState().setNumbersAtEnd(on);
  useViewStore.setState({ numbersChoice: on });
  rememberNumbersChoice(on);
  if (on && atRest) {
    playback.reset();
    rewoundByTick = true;
  } else if (!on && rewoundByTick && !playback.playing && playback.cursor === 0) {
    playback.toEnd();
    rewoundByTick = false;
  } else rewoundByTick = false;
}

/**
 * Presentation opened at 0 s, ready to play (a demo's "Present the comparison", a link opened at the
 * start): the option is ticked, so the strip does not give the answer before the class has predicted
 * (it showed "A 7.53 B 8.56" over empty plots: lecturer-1510, step 5), unless the lecturer unticked
 * it in this session. Opened on a finished run (the cursor at the end) the numbers show as they were.
 */
export function holdNumbersWhenOpenedAtStart(): void {
  const view = useViewStore.getState();
  const { cursor, playing } = usePlaybackStore.getState();
  if (view.numbersAtEnd || cursor !== 0 || playing) return;
  if (view.numbersChoice ?? true) view.setNumbersAtEnd(true);
}

/**
 * A new run is asked for while the option is on (a preset or B's queue picked, the demo's control
 * opened, a live edit in Settings): the replay goes back to 0 s, ready to play,
 * as a link opened cold stands. With the replay left at the end of the last run, the new run's
 * numbers showed as soon as it was computed, with no replay: "Compare with: no Wi-Fi errors" gave
 * A 7.38 B 8.88 before the room had predicted, and so did Delay 300 → 20 ms (lecturer-2235,
 * confusion 3). A replay already under way goes on over the new run and reveals at its end;
 * ⇥ End shows the numbers at once, as it does after a cold open.
 */
export function replayNewRunFromStart(): void {
  if (!useViewStore.getState().numbersAtEnd) return;
  const playback = usePlaybackStore.getState();
  // Runs the lecturer revealed before ("← Back to …" from the demo's control, the browser's Back)
  // stand revealed, at their end, once computed: veiled again, the room was shown the answer twice (issue 37).
  if (revealedBefore()) {
    if (Number.isFinite(playback.cursor) || playback.playing) playback.toEnd();
    return;
  }
  if (playback.playing || partial(playback)) return;
  playback.reset();
}

/** Every run asked for (Explore's or A's, and the other A/B side's) starts its replay from 0 s while the option is on (start.tsx). */
export function installReplayNewRunFromStart(): () => void {
  const offs = [results, compareResults].map((st) => st.subscribeBegin(replayNewRunFromStart));
  return () => {
    for (const off of offs) off();
  };
}
