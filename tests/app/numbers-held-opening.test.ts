import { beforeEach, describe, expect, it } from 'vitest';
import { holdNumbersWhenOpenedAtStart, tickNumbersAtEnd } from '../../src/app/results/numbers-held';
import { INSTANT, usePlaybackStore } from '../../src/app/state/playback-store';
import { useViewStore } from '../../src/app/state/view-store';

/** lecturer-1510, step 5: "Present the comparison" opened at 0 s with the answer on the strip. */
describe('"Hide the numbers until the replay ends" when presentation opens', () => {
  beforeEach(() => {
    useViewStore.setState({ numbersAtEnd: false, numbersChoice: null });
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, end: 100 });
  });
  it('opened at 0 s, ready to play, it is ticked', () => {
    usePlaybackStore.getState().reset();
    holdNumbersWhenOpenedAtStart();
    expect(useViewStore.getState().numbersAtEnd).toBe(true);
  });
  it('opened on a finished run (the cursor at the end), it stays as it was: the numbers show', () => {
    holdNumbersWhenOpenedAtStart();
    expect(useViewStore.getState().numbersAtEnd).toBe(false);
  });
  it('once the lecturer unticked it, opening at 0 s again leaves it unticked (for the session)', () => {
    usePlaybackStore.getState().reset();
    holdNumbersWhenOpenedAtStart();
    tickNumbersAtEnd(false);
    usePlaybackStore.getState().toEnd();
    usePlaybackStore.getState().reset();
    holdNumbersWhenOpenedAtStart();
    expect(useViewStore.getState().numbersAtEnd).toBe(false);
  });
});
