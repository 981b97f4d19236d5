import { describe, expect, it, vi } from 'vitest';
import { withAnnouncements } from '../helpers/announcements';
import { SETTLE_MS } from '../../src/app/a11y/announcements';
import { moveFromSlider } from '../../src/app/playback/slider-moves';
import { useAnnouncer } from '../../src/app/state/announcer';
import { usePlaybackStore } from '../../src/app/state/playback-store';

/**
 * The playback cursor's reach is said when something other than the scrub slider moves it (an
 * event opened, a step key); the slider says its own value, so its moves are not said again. The
 * slider's own handler says which moves are its (moveFromSlider), not document.activeElement.
 */
describe('the cursor announcement', () => {
  withAnnouncements({ playing: false, cursor: Number.POSITIVE_INFINITY, end: 30 });

  it('a move made by the slider’s handler is not said', () => {
    moveFromSlider(() => usePlaybackStore.getState().scrub(12));
    vi.advanceTimersByTime(SETTLE_MS + 100);
    expect(useAnnouncer.getState().text).toBe('');
  });

  it('a move made elsewhere is said once it settles, with the plots’ new reach', () => {
    usePlaybackStore.getState().scrub(12);
    vi.advanceTimersByTime(SETTLE_MS + 100);
    expect(useAnnouncer.getState().text).toMatch(/^Plots now show 0 to 12\.0 s of 30\.0 s, paused\./);
  });

  it('a slider move cancels a pending announcement of an earlier move', () => {
    usePlaybackStore.getState().step(5);
    moveFromSlider(() => usePlaybackStore.getState().scrub(20));
    vi.advanceTimersByTime(SETTLE_MS + 100);
    expect(useAnnouncer.getState().text).toBe('');
  });
});
