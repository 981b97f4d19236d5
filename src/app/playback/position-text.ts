import { visibleUntil, type PlaybackState } from '../state/playback-store';

/** True when the plots show only the start of the run (the cursor stands before its end). */
export function partial(s: Pick<PlaybackState, 'cursor' | 'end'>): boolean {
  return Number.isFinite(s.cursor) && s.cursor < s.end;
}

/**
 * How far the plots reach, in words a screen reader says: the scrub slider's value text (its raw
 * value is a long decimal) and the announcement when something else moves the cursor.
 */
export function positionText(s: Pick<PlaybackState, 'cursor' | 'end'>): string {
  return partial(s) ? `${visibleUntil(s).toFixed(1)} s of ${s.end.toFixed(1)} s` : `the whole run, ${s.end.toFixed(1)} s`;
}

/** Said when the cursor comes to rest partway other than by the slider (an event opened, a step key). */
export function cursorMovedText(s: Pick<PlaybackState, 'cursor' | 'end'>): string {
  return `Plots now show 0 to ${positionText(s)}, paused. Choose speed "instant" (or press End outside a control) to see the whole run.`;
}
