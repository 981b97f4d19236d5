import { builtInLessons, loadedLessons } from '../../lessons/built-in';
import { lessonMatches } from '../landing/landing-search';

/** A lesson the preset search found: what its entry shows and what choosing it opens. */
export interface LessonFound {
  id: string;
  title: string;
  steps: number;
}

/**
 * The lessons that match a preset search ("vegas", "bufferbloat"), by the landing page's words
 * (lessonMatches): a student searching inside the app saw the demos but not the lesson that
 * teaches them (issue 37). PresetMenu imports this module only once a search is typed, so the
 * lessons are parsed (builtInLessons: every step's scenario built and checked) then, not when the
 * page loads.
 */
export function lessonsFound(query: string): LessonFound[] {
  if (query.trim() === '') return [];
  const own = loadedLessons();
  const all = [...own, ...builtInLessons().filter((l) => !own.some((o) => o.id === l.id))];
  return all.filter((l) => lessonMatches(l, query)).map((l) => ({ id: l.id, title: l.title, steps: l.steps.length }));
}
