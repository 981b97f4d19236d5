import { describe, expect, it, vi } from 'vitest';
import { withAnnouncements } from '../helpers/announcements';
import { PLAYBACK_SETTLE_MS } from '../../src/app/a11y/announcements';
import { playbackSettledText } from '../../src/app/a11y/playback-words';
import { saidByControl } from '../../src/app/playback/slider-moves';
import { useAnnouncer } from '../../src/app/state/announcer';
import { INSTANT, usePlaybackStore } from '../../src/app/state/playback-store';

const state = (over: Partial<{ playing: boolean; speed: number; cursor: number; end: number }>) => ({ playing: false, speed: INSTANT, cursor: INSTANT, end: 30, ...over });

describe('playback said in words (screen-reader trial 4: play/pause, step and speed were silent)', () => {
  it('each settled state has its sentence', () => {
    expect(playbackSettledText(state({}), state({ playing: true, speed: 1, cursor: 0.4 }))).toBe('Playing at 1× (now at 0.4 s of 30.0 s). Space pauses.');
    expect(playbackSettledText(state({ playing: true, speed: 1, cursor: 3 }), state({ playing: true, speed: 2, cursor: 3.5 }))).toBe('Playing at 2×.');
    expect(playbackSettledText(state({ playing: true, speed: 1, cursor: 3 }), state({ playing: false, speed: 1, cursor: 5.25 }))).toBe('Paused at 5.3 s of 30.0 s. Space plays on; End shows the whole run.');
    expect(playbackSettledText(state({ playing: true, speed: 1, cursor: 29 }), state({ playing: false, speed: 1, cursor: 30 }))).toBe('Playback reached the end: the plots show the whole run, 30.0 s.');
    expect(playbackSettledText(state({ speed: 1, cursor: 3 }), state({ speed: 1, cursor: 3.3 }))).toMatch(/^Plots now show 0 to 3\.3 s of 30\.0 s, paused\./);
    expect(playbackSettledText(state({ speed: 1, cursor: 3 }), state({ speed: 0.25, cursor: 3 }))).toBe('Speed 0.25×, paused. Space plays from 3.0 s.');
    expect(playbackSettledText(state({ speed: 1, cursor: 3 }), state({}))).toBe('Speed instant: the plots show the whole run, 30.0 s.');
    // End at a pace keeps it (lecturer-1130, step 12): said, with the pace a replay takes.
    expect(playbackSettledText(state({ speed: 2, cursor: 3 }), state({ speed: 2 }))).toBe('The plots show the whole run, 30.0 s. Space replays it at 2×.');
    // Nothing changed that a listener needs.
    expect(playbackSettledText(state({ playing: true, speed: 1, cursor: 3 }), state({ playing: true, speed: 1, cursor: 9 }))).toBeNull();
  });
});

describe('the live region says playback once it settles, never per frame', () => {
  withAnnouncements({ playing: false, speed: INSTANT, playSpeed: 1, cursor: INSTANT, end: 30, live: false });

  it('Space (toggle) says "Playing" once, however many frames follow, and pausing says where', () => {
    const pb = usePlaybackStore.getState();
    pb.toggle();
    for (let i = 0; i < 20; i++) {
      usePlaybackStore.getState().tick(0.05);
      vi.advanceTimersByTime(50);
    }
    expect(useAnnouncer.getState().text).toMatch(/^Playing at 1× \(now at /);
    const serial = useAnnouncer.getState().serial;
    for (let i = 0; i < 20; i++) {
      usePlaybackStore.getState().tick(0.05);
      vi.advanceTimersByTime(50);
    }
    expect(useAnnouncer.getState().serial).toBe(serial);
    usePlaybackStore.getState().toggle();
    vi.advanceTimersByTime(PLAYBACK_SETTLE_MS + 10);
    expect(useAnnouncer.getState().text).toMatch(/^Paused at 2\.0 s of 30\.0 s\./);
  });

  it('a burst of step keys is said once, where it stopped', () => {
    usePlaybackStore.getState().reset();
    for (let i = 0; i < 5; i++) {
      usePlaybackStore.getState().step(1);
      vi.advanceTimersByTime(50);
    }
    expect(useAnnouncer.getState().text).toBe('');
    vi.advanceTimersByTime(PLAYBACK_SETTLE_MS);
    expect(useAnnouncer.getState().text).toMatch(/^Plots now show 0 to 1\.5 s of 30\.0 s, paused\./);
  });

  it('a speed chosen with + or − is said; one chosen in the speed list (which says its value) is not', () => {
    usePlaybackStore.getState().setSpeed(2);
    vi.advanceTimersByTime(PLAYBACK_SETTLE_MS + 10);
    expect(useAnnouncer.getState().text).toBe('Speed 2×, paused. Space plays from the start.');
    useAnnouncer.setState({ text: '', serial: 0 });
    saidByControl(() => usePlaybackStore.getState().setSpeed(5));
    vi.advanceTimersByTime(PLAYBACK_SETTLE_MS + 10);
    expect(useAnnouncer.getState().text).toBe('');
  });
});
