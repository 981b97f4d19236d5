import { usePlaybackStore } from '../state/playback-store';
import { partial } from './position-text';

/**
 * Said beside figures that are the whole run's (summary, headline numbers, A/B tables) while
 * playback shows only its start: a trial read "goodput 1.11 Mbit/s" at t = 2.5 s as the value at
 * that moment. Subscribes to "partial or not" only, so playback does not re-render the tables
 * every frame. `short` for the projected strip.
 */
export function EndOfRunNote({ short = false }: { short?: boolean }) {
  const replaying = usePlaybackStore((s) => partial(s));
  const end = usePlaybackStore((s) => s.end);
  if (!replaying) return null;
  return (
    <span className="end-of-run-note" data-testid="end-of-run-note" title="The plots show the run up to the playback cursor; these figures are measured over the whole run (each figure's window is in its tooltip).">
      {short ? 'at end of run' : `At the end of the run (${end.toFixed(1)} s), not at the replay time`}
    </span>
  );
}
