import { builtInLessons } from './built-in';
import type { Lesson } from './schema';

export { builtInLessons, findLesson, isBuiltInLesson, LESSON_INPUTS, loadedLessons, registerLesson } from './built-in';

/**
 * Every built-in lesson, parsed when this module loads (the landing page, the lesson player's
 * ending and tests import it; the page's start imports built-in.ts, which parses a lesson only
 * when it is opened). Tests prove each one validates and its scenarios build.
 */
export const LESSONS: Lesson[] = builtInLessons();
