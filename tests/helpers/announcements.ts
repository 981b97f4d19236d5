import { afterEach, beforeEach, vi } from 'vitest';
import { installAnnouncements } from '../../src/app/a11y/announcements';
import { useAnnouncer } from '../../src/app/state/announcer';
import { usePlaybackStore } from '../../src/app/state/playback-store';

type PlaybackState = Partial<ReturnType<typeof usePlaybackStore.getState>>;

/**
 * The live region's announcements installed around each test of the calling describe, with fake
 * timers (announcements wait for a state to settle) and no DOM (they only need the window's
 * timers); the playback store starts from `playback`, the live region empty.
 */
export function withAnnouncements(playback: PlaybackState): void {
  let uninstall: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    usePlaybackStore.setState(playback);
    useAnnouncer.setState({ text: '', serial: 0 });
    uninstall = installAnnouncements();
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
