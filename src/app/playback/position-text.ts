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

/** What a streaming run has computed so far: how far it has got, whether it is complete, its planned end. */
export interface RunProgress {
  now: number;
  done: boolean;
  timeEnd: number;
}

/**
 * While any shown run is still computing, how far the plots can reach ("computing… 12.0 s of
 * 100 s", the least computed of A and B); null once every run is complete. The readout said
 * "100.00 / 100.00 s" while the plots were drawn to 12 s (lecturer trial, s16/s26).
 */
export function computingText(runs: readonly (RunProgress | null | undefined)[]): string | null {
  const going = runs.filter((r): r is RunProgress => !!r && !r.done);
  if (going.length === 0) return null;
  const now = Math.min(...going.map((r) => r.now));
  const end = Math.max(...runs.map((r) => r?.timeEnd ?? 0));
  return `computing… ${now.toFixed(1)} s of ${+end.toFixed(1)} s`;
}
