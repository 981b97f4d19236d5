import { withFilledTexts } from './fill-texts';
import { LessonSchema, type Lesson, type LessonInput } from './schema';
import { LESSON_INPUTS } from './content/all';

export { LESSON_INPUTS };

/**
 * Each built-in lesson parsed (defaults filled, placeholders filled from each step's scenario)
 * on first use, not when the page loads: filling a lesson builds and validates every step's
 * scenario, ~0.14 s of a fresh page's main thread for all ten, which a link to a preset never
 * reads. Parsed once, so every reader gets the same object.
 */
const parsed = new Map<string, Lesson>();

function builtIn(input: LessonInput): Lesson {
  let lesson = parsed.get(input.id);
  if (!lesson) {
    lesson = withFilledTexts(LessonSchema.parse(input));
    parsed.set(input.id, lesson);
  }
  return lesson;
}

/** Every built-in lesson, parsed (the landing page's list, tests). */
export function builtInLessons(): Lesson[] {
  return LESSON_INPUTS.map(builtIn);
}

const loaded = new Map<string, Lesson>();

/** A lesson by id: built-in (parsed only then), or one a lecturer loaded in this session. */
export function findLesson(id: string): Lesson | undefined {
  const own = loaded.get(id);
  if (own) return own;
  const input = LESSON_INPUTS.find((l) => l.id === id);
  return input ? builtIn(input) : undefined;
}

/** Whether this is a built-in lesson as parsed here (not a loaded one with the same id). */
export function isBuiltInLesson(lesson: Lesson): boolean {
  return parsed.get(lesson.id) === lesson;
}

/** Register a validated lesson from a file or link (replaces one with the same id). */
export function registerLesson(lesson: Lesson): void {
  loaded.set(lesson.id, lesson);
}

export function loadedLessons(): Lesson[] {
  return [...loaded.values()];
}
