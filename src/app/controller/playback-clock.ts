import { usePlaybackStore } from '../state/playback-store';
import { onBeforeFrame, requestFrame, setKeepRunning } from '../plot-base/scheduler';

/** Drives playback from the shared animation frame loop: the cursor advances per frame. */
export function startPlaybackClock(): () => void {
  let last = Number.NaN;
  setKeepRunning(() => usePlaybackStore.getState().playing);
  const off = onBeforeFrame((now) => {
    const pb = usePlaybackStore.getState();
    if (!pb.playing) {
      last = Number.NaN;
      return;
    }
    const dt = Number.isNaN(last) ? 0 : Math.min(0.1, (now - last) / 1000);
    last = now;
    pb.tick(dt);
  });
  const unsub = usePlaybackStore.subscribe((s, prev) => {
    if (s.playing && !prev.playing) requestFrame();
  });
  return () => {
    off();
    unsub();
  };
}
