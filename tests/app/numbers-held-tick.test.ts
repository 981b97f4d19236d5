import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tickNumbersAtEnd } from '../../src/app/results/numbers-held';
import { INSTANT, usePlaybackStore } from '../../src/app/state/playback-store';
import { useViewStore } from '../../src/app/state/view-store';

/**
 * Lecturer-0055, confusion 10: ticked on a run already drawn to 100 s, "Hide the numbers until the
 * replay ends" held the figures while the plots stayed drawn, giving the goodput gap away. Ticking
 * puts the replay at 0 s, as a presenter link opened cold stands.
 */
describe('ticking "Hide the numbers until the replay ends"', () => {
  beforeEach(() => {
    useViewStore.setState({ numbersAtEnd: false, numbersChoice: null });
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, end: 100, live: false });
  });
  afterEach(() => {
    useViewStore.setState({ numbersAtEnd: false, numbersChoice: null });
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, end: 0, live: false });
  });

  it('on a run drawn to its end, rewinds the replay to 0 s, ready to play', () => {
    tickNumbersAtEnd(true);
    expect(usePlaybackStore.getState()).toMatchObject({ cursor: 0, playing: false });
    expect(useViewStore.getState().numbersAtEnd).toBe(true);
  });

  it('unticked again before anything moved, the replay returns to the end it stood at', () => {
    tickNumbersAtEnd(true);
    tickNumbersAtEnd(false);
    expect(usePlaybackStore.getState().cursor).toBe(INSTANT);
  });

  it('during a replay, it leaves the replay where it is (held until it ends)', () => {
    usePlaybackStore.setState({ cursor: 40, playing: true });
    tickNumbersAtEnd(true);
    expect(usePlaybackStore.getState()).toMatchObject({ cursor: 40, playing: true });
    tickNumbersAtEnd(false);
    expect(usePlaybackStore.getState()).toMatchObject({ cursor: 40, playing: true });
  });
});
