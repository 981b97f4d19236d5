import { create } from 'zustand';
import type { Verdict } from '../../lessons/check';
import type { LessonPlace } from '../../lessons/lesson-link';

/**
 * What the student is doing in a lesson: where they are, what they predicted, and the verdicts
 * computed from their runs. The lesson content itself lives in src/lessons; results in workers.
 */
export interface CheckWork {
  status: 'idle' | 'running' | 'done' | 'error';
  done: number;
  total: number;
  verdict: Verdict | null;
  error: string | null;
  /** The scenario revision the check was run on (an edit after it makes the verdict stale). */
  revision: number;
}

export const IDLE: CheckWork = { status: 'idle', done: 0, total: 0, verdict: null, error: null, revision: -1 };

export interface LessonState {
  /** The landing page is shown instead of the workspace. */
  landing: boolean;
  place: LessonPlace | null;
  notesOpen: boolean;
  /** Chosen prediction per step key. */
  choices: Record<string, number>;
  /** Step check and challenge work per step key (`<id>:<step>:check|challenge`). */
  work: Record<string, CheckWork>;
  setLanding(on: boolean): void;
  setPlace(place: LessonPlace | null): void;
  setNotesOpen(open: boolean): void;
  choose(key: string, choice: number): void;
  setWork(key: string, w: CheckWork): void;
}

export function stepKey(place: LessonPlace): string {
  return `${place.id}:${place.step}`;
}

export const useLessonStore = create<LessonState>()((set, get) => ({
  landing: false,
  place: null,
  notesOpen: false,
  choices: {},
  work: {},
  setLanding: (landing) => set({ landing }),
  setPlace: (place) => {
    const cur = get().place;
    if (cur && place && cur.id === place.id && cur.step === place.step) return;
    set({ place });
  },
  setNotesOpen: (notesOpen) => set({ notesOpen }),
  choose: (key, choice) => set({ choices: { ...get().choices, [key]: choice } }),
  setWork: (key, w) => set({ work: { ...get().work, [key]: w } }),
}));
