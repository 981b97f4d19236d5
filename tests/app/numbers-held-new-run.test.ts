import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installReplayNewRunFromStart, replayNewRunFromStart } from '../../src/app/results/numbers-held';
import { compareResults } from '../../src/app/results/ab-results';
import { results } from '../../src/app/results/results-store';
import { INSTANT, usePlaybackStore } from '../../src/app/state/playback-store';
import { useViewStore } from '../../src/app/state/view-store';
import { presetScenario } from '../../src/scenario-edit/catalog';

/**
 * Lecturer-2235, confusion 3: with "Hide the numbers until the replay ends" ticked and the replay
 * at its end, a new run (the demo's control, a live edit, another B queue or preset) showed its
 * numbers as soon as it was computed. A new run asked for while the option is on stands at 0 s,
 * as a link opened cold does.
 */
describe('a new run while the numbers are held until the replay ends', () => {
  let off = () => {};
  beforeEach(() => {
    useViewStore.setState({ numbersAtEnd: true });
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, end: 100, live: false });
  });
  afterEach(() => {
    off();
    results.clear();
    compareResults.clear();
    useViewStore.setState({ numbersAtEnd: false });
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, end: 0, live: false });
  });

  it('after the reveal (the replay at the end), a run asked for puts the replay at 0 s: every surface holds again', () => {
    off = installReplayNewRunFromStart();
    results.begin(1, presetScenario('seed000-droptail')!);
    expect(usePlaybackStore.getState().cursor).toBe(0);
    expect(usePlaybackStore.getState().playing).toBe(false);
  });

  it('so does a run of the other A/B side alone (B\'s queue picked)', () => {
    off = installReplayNewRunFromStart();
    usePlaybackStore.setState({ cursor: 100 });
    compareResults.begin(2, presetScenario('seed000-red')!);
    expect(usePlaybackStore.getState().cursor).toBe(0);
  });

  it('a replay under way goes on over the new run, and reveals at its end', () => {
    usePlaybackStore.setState({ cursor: 40, playing: true });
    replayNewRunFromStart();
    expect(usePlaybackStore.getState()).toMatchObject({ cursor: 40, playing: true });
  });

  it('with the option off, the replay stays where it is (the numbers show once computed)', () => {
    useViewStore.setState({ numbersAtEnd: false });
    replayNewRunFromStart();
    expect(usePlaybackStore.getState().cursor).toBe(INSTANT);
  });
});
