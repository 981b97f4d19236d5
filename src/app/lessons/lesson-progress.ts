import { z } from 'zod';
import { readStored, writeStored } from '../util/stored-json';
import { create } from 'zustand';

/**
 * How far this browser's student got in each lesson, kept in localStorage so the home page's
 * lesson cards can say "Done 3/3" and offer to continue where the student left off (a phone
 * trial finished a lesson and found its card unchanged; another lost a lesson to a tap on the
 * title). Storage is another page's input too: what is read is validated, and anything else is
 * ignored (as if nothing were stored).
 */
export const PROGRESS_STORAGE_KEY = 'congestion-lab.lesson-progress';

/** A lesson's address fragment ("#v=1&lesson=…"), opened through the link decoder like any link. */
const Fragment = z.string().max(8000).regex(/^#v=\d+&lesson=/);

const LessonProgress = z.object({
  /** Step numbers (from 1) whose work is done: a check run, a challenge met, or a step without either read through. */
  done: z.array(z.number().int().min(1).max(99)).max(99),
  /** The student reached the lesson's ending. */
  finished: z.boolean(),
  /** Where the student was last, with their edits (the step's link). */
  /** `at`: when (ms since 1970), so the home page can offer the lesson left last (absent in what older versions stored). */
  /**
   * `closed`: the student closed the lesson with its × there; the home page's "Continue lesson"
   * no longer offers it (a phone student closed a lesson and found it offered again: trial phone9,
   * finding 5). Its card still says "Continue at step N"; opening any of its steps clears it.
   */
  last: z.object({ step: z.number().int().min(1).max(99), fragment: Fragment, at: z.number().finite().optional(), closed: z.literal(true).optional() }).nullable(),
});
export type LessonProgress = z.infer<typeof LessonProgress>;

const Stored = z.object({ v: z.literal(1), lessons: z.record(z.string().max(200), LessonProgress) });

const NONE: LessonProgress = { done: [], finished: false, last: null };

/** What this browser remembers (nothing when storage is refused or holds something else). */
export function readProgress(from?: Pick<Storage, 'getItem'> | null): Record<string, LessonProgress> {
  return readStored(PROGRESS_STORAGE_KEY, Stored, from)?.lessons ?? {};
}

function write(all: Record<string, LessonProgress>, to?: Pick<Storage, 'setItem'> | null): void {
  writeStored(PROGRESS_STORAGE_KEY, { v: 1, lessons: all }, to);
}

interface ProgressState {
  lessons: Record<string, LessonProgress>;
  update(id: string, change: (p: LessonProgress) => LessonProgress): void;
}

/** The remembered progress, read once and written back on every change. */
export const useLessonProgress = create<ProgressState>()((set, get) => ({
  lessons: readProgress(),
  update(id, change) {
    const before = get().lessons[id] ?? NONE;
    const after = change(before);
    if (JSON.stringify(after) === JSON.stringify(before)) return;
    const lessons = { ...get().lessons, [id]: after };
    set({ lessons });
    write(lessons);
  },
}));

export function progressOf(id: string): LessonProgress {
  return useLessonProgress.getState().lessons[id] ?? NONE;
}

/** A step's work is done. */
export function markStepDone(id: string, step: number): void {
  useLessonProgress.getState().update(id, (p) => (p.done.includes(step) ? p : { ...p, done: [...p.done, step].sort((a, b) => a - b) }));
}

/** The lesson's ending was reached. */
export function markFinished(id: string): void {
  useLessonProgress.getState().update(id, (p) => ({ ...p, finished: true }));
}

/** Where the student is now (kept as they move and when they leave the lesson). */
export function markWhere(id: string, step: number, fragment: string): void {
  const parsed = Fragment.safeParse(fragment);
  if (!parsed.success) return;
  useLessonProgress.getState().update(id, (p) => (p.last?.step === step && p.last.fragment === fragment && !p.last.closed ? p : { ...p, last: { step, fragment, at: Date.now() } }));
}

/** The student closed the lesson with its ×: kept for its card, no longer offered first (lastLessonLeft). */
export function markClosed(id: string): void {
  useLessonProgress.getState().update(id, (p) => (p.last && !p.last.closed ? { ...p, last: { ...p.last, closed: true } } : p));
}

/**
 * The unfinished lesson this browser's student was in last, with where they were: the home page
 * offers it first ("Continue lesson: …, step N"). Among the lessons `known` (id → its step count);
 * a remembered place past the lesson's steps (an edited lesson file) is not offered.
 */
export function lastLessonLeft(lessons: Record<string, LessonProgress>, known: ReadonlyMap<string, number>): { id: string; step: number; fragment: string } | null {
  let best: { id: string; step: number; fragment: string; at: number } | null = null;
  for (const [id, p] of Object.entries(lessons)) {
    const steps = known.get(id);
    if (p.finished || !p.last || p.last.closed || steps === undefined || p.last.step > steps) continue;
    const at = p.last.at ?? 0;
    if (!best || at > best.at) best = { id, step: p.last.step, fragment: p.last.fragment, at };
  }
  return best && { id: best.id, step: best.step, fragment: best.fragment };
}

/** "Done 2/5": the steps done of the lesson's steps (only steps that exist are counted). */
export function progressText(p: LessonProgress, steps: number): { short: string; words: string } | null {
  const n = p.done.filter((s) => s <= steps).length;
  if (n === 0 && !p.finished) return null;
  const all = n >= steps;
  return {
    short: `${all ? '✓ ' : ''}Done ${n}/${steps}`,
    words: all ? `Finished: all ${steps} steps done` : `${n} of ${steps} steps done${p.finished ? ' (reached the end)' : ''}`,
  };
}
