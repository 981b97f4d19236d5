import { partial, visibleUntil, type PlaybackState } from '../state/playback-store';

/**
 * How far the plots reach, in words a screen reader says: the scrub slider's value text (its raw
 * value is a long decimal) and the announcement when something else moves the cursor.
 */
export function positionText(s: Pick<PlaybackState, 'cursor' | 'end'>): string {
  return partial(s) ? `${visibleUntil(s).toFixed(1)} s of ${s.end.toFixed(1)} s` : `the whole run, ${s.end.toFixed(1)} s`;
}

/** Said when the cursor comes to rest partway other than by the slider (an event opened, a step key). */
export function cursorMovedText(s: Pick<PlaybackState, 'cursor' | 'end'>): string {
  return `Plots now show 0 to ${positionText(s)}, paused. Press ⇥ End (or the End key outside a control) to see the whole run.`;
}

/** What a streaming run has computed so far: how far it has got, whether it is complete, its planned end. */
export interface RunProgress {
  now: number;
  done: boolean;
  timeEnd: number;
  /** False for a run that ends when its flows are done, before it has: its timeEnd is only how far it has got. */
  endKnown?: boolean;
}

/**
 * While any shown run is still computing, how far the plots can reach ("computing… 12.0 s of
 * 100 s", the least computed of A and B); null once every run is complete. The readout said
 * "100.00 / 100.00 s" while the plots were drawn to 12 s (lecturer trial, s16/s26).
 */
export function computingText(runs: readonly (RunProgress | null | undefined)[], brief = false): string | null {
  const going = runs.filter((r): r is RunProgress => !!r && !r.done);
  if (going.length === 0) return null;
  const now = Math.min(...going.map((r) => r.now));
  // A run that ends when its flows are done has no end to give yet: "0.0 s of 0 s", or "12.0 s
  // of 12.0 s" while it streamed, read as finished.
  if (going.some((r) => r.endKnown === false)) return `computing… ${now.toFixed(1)} s`;
  const end = Math.max(...runs.map((r) => r?.timeEnd ?? 0));
  // Brief (presenting: a fixed-width readout beside the time), a share that fits whole: "computing 60 %".
  if (brief && end > 0) return `computing ${Math.min(99, Math.floor((100 * now) / end))} %`;
  return `computing… ${now.toFixed(1)} s of ${+end.toFixed(1)} s`;
}

/**
 * The readout: how far the plots show, or, the whole of a finished run shown, "run complete ·
 * 100.00 s". A demo opens already computed, and "all 100.00 s" beside a ▶ left a phone trial
 * asking whether ▶ had to be pressed before the numbers were real (13:30, s05). While a run is
 * computing it says how far it has got ("computing… 12.0 s of 100 s"), never "all" of what is
 * not there yet (lecturer trial 13:10, s16/s26: "100.00 / 100.00 s" over plots drawn to 12 s).
 */
export function timeText(s: Pick<PlaybackState, 'cursor' | 'end' | 'live' | 'playing'>, computing: string | null, brief = false): string {
  if (computing === null && complete(s)) return `run complete · ${s.end.toFixed(2)} s`;
  // A cursor at the end while the run still computes shows what is computed, not "100.00 / 100.00 s"
  // beside it (two times at once: lecturer trial 16:06, s36).
  if (!Number.isFinite(s.cursor) || (computing !== null && s.cursor >= s.end)) return computing ?? `all ${s.end.toFixed(2)} s`;
  // Brief (presenting), while computing: the cursor's time alone, so "12.00 s · computing 26 %" fits the fixed-width box whole.
  const at = brief && computing ? `${visibleUntil(s).toFixed(2)} s` : `${visibleUntil(s).toFixed(2)} / ${s.end.toFixed(2)} s`;
  return computing ? `${at} · ${computing}` : at;
}

/** The run has ended and the plots show all of it: ▶ replays it (play() starts again from 0). */
export function complete(s: Pick<PlaybackState, 'cursor' | 'end' | 'live' | 'playing'>): boolean {
  return !s.playing && !s.live && s.end > 0 && (!Number.isFinite(s.cursor) || s.cursor >= s.end);
}
