import { usePlaybackStore } from '../state/playback-store';
import { partial } from '../state/playback-store';

const SHORT_TEXT = 'at end of run';

/**
 * Said beside figures that are the whole run's (summary, headline numbers, A/B tables) while
 * playback shows only its start: a trial read "goodput 1.11 Mbit/s" at t = 2.5 s as the value at
 * that moment. Subscribes to "partial or not" only, so playback does not re-render the tables
 * every frame. `short` for the projected strip.
 */
export function EndOfRunNote({ short = false }: { short?: boolean }) {
  const replaying = usePlaybackStore((s) => partial(s));
  const end = usePlaybackStore((s) => s.end);
  // The projected strip keeps the note's room while it is not shown: appearing mid-demo, it
  // re-wrapped the presentation bar and moved the plots.
  if (!replaying) return short ? <span className="end-of-run-note reserved" aria-hidden="true">{SHORT_TEXT}</span> : null;
  return (
    <span className="end-of-run-note" data-testid="end-of-run-note" title="The plots show the run up to the playback cursor; these figures are measured over the whole run (each figure's window is in its tooltip).">
      {short ? SHORT_TEXT : `At the end of the run (${end.toFixed(1)} s), not at the replay time`}
    </span>
  );
}
