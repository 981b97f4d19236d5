import { create } from 'zustand';

/** Playback speeds in simulated seconds per wall second (down to 1/10 000: single packets of a 10 Mbit/s link can be followed); Infinity = instant. */
export const SPEEDS = [0.0001, 0.001, 0.01, 0.1, 0.25, 0.5, 1, 2, 5, 10, Number.POSITIVE_INFINITY] as const;
export const INSTANT = Number.POSITIVE_INFINITY;

/**
 * The cursor over the results (playback is not a second simulation). cursor = Infinity means
 * "at the end, following the run"; `end` is the right end of the data, set by the controller.
 */
export interface PlaybackState {
  cursor: number;
  playing: boolean;
  speed: number;
  /** The last finite speed, used when play is pressed in instant mode. */
  playSpeed: number;
  end: number;
  /** The run on screen is still arriving: playback that reaches `end` waits there for more data instead of stopping. */
  live: boolean;
  setEnd(end: number, live?: boolean): void;
  play(): void;
  pause(): void;
  toggle(): void;
  /** Move the cursor by `dir` steps of 1/100 of the run (pauses). */
  step(dir: number): void;
  scrub(t: number): void;
  reset(): void;
  /**
   * Show the whole run (the "⇥ End" button, the End key): the cursor goes to the end and playback
   * stops; the chosen pace stays. End set the speed to "instant", so a lecturer's 2× read
   * "instant" after End and the next Replay jumped straight to the end (lecturer-1130, step 12).
   */
  toEnd(): void;
  setSpeed(speed: number): void;
  /** Advance by `wallSeconds` of real time at the current speed (called per animation frame). */
  tick(wallSeconds: number): void;
}

export function stepSize(end: number): number {
  return end > 0 ? end / 100 : 0.1;
}

export const usePlaybackStore = create<PlaybackState>()((set, get) => ({
  cursor: INSTANT,
  playing: false,
  speed: INSTANT,
  playSpeed: 1,
  end: 0,
  live: false,

  setEnd(end, live = false) {
    const s = get();
    if (end !== s.end || live !== s.live) set({ end, live });
  },

  play() {
    const s = get();
    const speed = Number.isFinite(s.speed) ? s.speed : s.playSpeed;
    const cursor = !Number.isFinite(s.cursor) || s.cursor >= s.end ? 0 : s.cursor;
    set({ playing: true, speed, cursor });
  },

  pause() {
    const s = get();
    set({ playing: false, cursor: Math.min(s.cursor, s.end) });
  },

  toggle() {
    if (get().playing) get().pause();
    else get().play();
  },

  step(dir) {
    const s = get();
    const from = Math.min(s.cursor, s.end);
    const t = Math.max(0, Math.min(s.end, from + dir * stepSize(s.end)));
    set({ playing: false, cursor: t, speed: Number.isFinite(s.speed) ? s.speed : s.playSpeed });
  },

  scrub(t) {
    const s = get();
    set({ cursor: Math.max(0, Math.min(s.end, t)), speed: Number.isFinite(s.speed) ? s.speed : s.playSpeed });
  },

  reset() {
    const s = get();
    set({ playing: false, cursor: 0, speed: Number.isFinite(s.speed) ? s.speed : s.playSpeed });
  },

  toEnd() {
    set({ cursor: INSTANT, playing: false });
  },

  setSpeed(speed) {
    if (Number.isFinite(speed)) set({ speed, playSpeed: speed });
    else set({ speed: INSTANT, cursor: INSTANT, playing: false });
  },

  tick(wallSeconds) {
    const s = get();
    if (!s.playing || !Number.isFinite(s.speed)) return;
    const t = s.cursor + wallSeconds * s.speed;
    // Caught up with a run still arriving (or pressed before its first results): wait at the end
    // of what has arrived, still playing; only a complete run's end stops playback.
    if (t >= s.end) set(s.live ? { cursor: s.end } : { cursor: s.end, playing: false });
    else set({ cursor: t });
  },
}));

/** The time up to which data is shown. */
export function visibleUntil(s: Pick<PlaybackState, 'cursor' | 'end'>): number {
  return Math.min(s.cursor, s.end);
}

/** True when the plots show only the start of the run (the cursor stands before its end). */
export function partial(s: Pick<PlaybackState, 'cursor' | 'end'>): boolean {
  return Number.isFinite(s.cursor) && s.cursor < s.end;
}
